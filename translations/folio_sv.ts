<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv">
<context>
    <name>InterfaceLanguageMenu</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>&amp;Gränssnittets språk</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemets standard</translation>
    </message>
    <message>
        <source>The interface language changes when Folio starts next.</source>
        <translation>Gränssnittsspråket ändras nästa gång Folio startar.</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>not recognized</source>
        <translation>inte igenkänd</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>i kö</translation>
    </message>
    <message>
        <source>done</source>
        <translation>klar</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>misslyckades</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>avbruten</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>en sträng</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>ett tal</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true eller false</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>en lista (array)</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ett objekt</translation>
    </message>
    <message>
        <source>%1: field “%2” must be %3</source>
        <translation>%1: fältet ”%2” måste vara %3</translation>
    </message>
    <message>
        <source> block %1</source>
        <translation> block %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>måste vara ett objekt</translation>
    </message>
    <message>
        <source>field “box” must hold 4 numbers x1 &lt; x2, y1 &lt; y2 within 0..1000</source>
        <translation>fältet ”box” måste innehålla 4 tal x1 &lt; x2, y1 &lt; y2 inom 0..1000</translation>
    </message>
    <message>
        <source> low-confidence span %1</source>
        <translation> osäkert avsnitt %1</translation>
    </message>
    <message>
        <source>fields “start” and “length” must lie within the edited text (%1 characters)</source>
        <translation>fälten ”start” och ”length” måste ligga inom den redigerade texten (%1 tecken)</translation>
    </message>
    <message>
        <source>field “probability” must lie within 0..1</source>
        <translation>fältet ”probability” måste ligga inom 0..1</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>sida %1</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1: måste vara ett objekt</translation>
    </message>
    <message>
        <source>field “id” is not a UUID: %1</source>
        <translation>fältet ”id” är inte ett UUID: %1</translation>
    </message>
    <message>
        <source>field “pageIndex” is negative</source>
        <translation>fältet ”pageIndex” är negativt</translation>
    </message>
    <message>
        <source>field “state” has an unknown value “%1”</source>
        <translation>fältet ”state” har ett okänt värde ”%1”</translation>
    </message>
    <message>
        <source>field “rotation” must be 0, 90, 180 or 270, not %1</source>
        <translation>fältet ”rotation” måste vara 0, 90, 180 eller 270, inte %1</translation>
    </message>
    <message>
        <source>field “cut” has an unknown value “%1”</source>
        <translation>fältet ”cut” har ett okänt värde ”%1”</translation>
    </message>
    <message>
        <source> region %1</source>
        <translation> område %1</translation>
    </message>
    <message>
        <source>field “rect” must hold 4 numbers [x, y, width, height]</source>
        <translation>fältet ”rect” måste innehålla 4 tal [x, y, bredd, höjd]</translation>
    </message>
    <message>
        <source>Cannot open project “%1”: %2</source>
        <translation>Kan inte öppna projektet ”%1”: %2</translation>
    </message>
    <message>
        <source>the file is damaged or not a project (JSON error at line %1: %2)</source>
        <translation>filen är skadad eller inte ett projekt (JSON-fel på rad %1: %2)</translation>
    </message>
    <message>
        <source>not a Folio project (the top level is not an object)</source>
        <translation>inte ett Folio-projekt (översta nivån är inte ett objekt)</translation>
    </message>
    <message>
        <source>not a Folio project (field “format” is not “%1”)</source>
        <translation>inte ett Folio-projekt (fältet ”format” är inte ”%1”)</translation>
    </message>
    <message>
        <source>field “formatVersion” is missing or not a number</source>
        <translation>fältet ”formatVersion” saknas eller är inte ett tal</translation>
    </message>
    <message>
        <source>it was saved by a newer Folio (format version %1; this Folio reads versions 1 to %2). Update Folio to open it.</source>
        <translation>det sparades av en nyare Folio (formatversion %1; denna Folio läser version 1 till %2). Uppdatera Folio för att öppna det.</translation>
    </message>
    <message>
        <source>format version %1 is not a released format (the first is 1)</source>
        <translation>formatversion %1 är inte ett utgivet format (det första är 1)</translation>
    </message>
    <message>
        <source>project</source>
        <translation>projekt</translation>
    </message>
    <message>
        <source>field “pages” is missing</source>
        <translation>fältet ”pages” saknas</translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2</source>
        <translation>Kan inte skriva ”%1”: %2</translation>
    </message>
    <message>
        <source>page %1 (%2)</source>
        <translation>sida %1 (%2)</translation>
    </message>
    <message>
        <source>“%1” already exists; it is replaced only when you confirm overwriting it</source>
        <translation>”%1” finns redan; den ersätts bara om du bekräftar att den ska skrivas över</translation>
    </message>
    <message>
        <source>pandoc was not found (“%1” could not be started: %2). Install pandoc to export Word, OpenDocument and EPUB files.</source>
        <translation>pandoc hittades inte (”%1” kunde inte startas: %2). Installera pandoc för att exportera Word-, OpenDocument- och EPUB-filer.</translation>
    </message>
    <message>
        <source>“%1 --version” failed: %2</source>
        <translation>”%1 --version” misslyckades: %2</translation>
    </message>
    <message>
        <source>Nothing to export: no pages were selected</source>
        <translation>Inget att exportera: inga sidor valdes</translation>
    </message>
    <message>
        <source>No output file was chosen</source>
        <translation>Ingen utdatafil valdes</translation>
    </message>
    <message>
        <source>KaTeX was not found in “%1”: formulas are shown as TeX source</source>
        <translation>KaTeX hittades inte i ”%1”: formler visas som TeX-källkod</translation>
    </message>
    <message>
        <source>%1: no page image to export (%2: %3)</source>
        <translation>%1: ingen sidbild att exportera (%2: %3)</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the %1 export: %2</source>
        <translation>Kan inte skapa en tillfällig mapp för %1-exporten: %2</translation>
    </message>
    <message>
        <source>The %1 export&apos;s temporary files: %2</source>
        <translation>Tillfälliga filer för %1-exporten: %2</translation>
    </message>
    <message>
        <source>pandoc did not finish the %1 export of “%2” (%3)</source>
        <translation>pandoc slutförde inte %1-exporten av ”%2” (%3)</translation>
    </message>
    <message>
        <source>pandoc failed to write the %1 file “%2” (exit code %3): %4</source>
        <translation>pandoc kunde inte skriva %1-filen ”%2” (slutkod %3): %4</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>inget meddelande</translation>
    </message>
    <message>
        <source>pandoc reported success but wrote no %1 file for “%2”: %3</source>
        <translation>pandoc rapporterade att det lyckades men skrev ingen %1-fil för ”%2”: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot make the PDF “%1”: %2</source>
        <translation>Kan inte skapa PDF-filen ”%1”: %2</translation>
    </message>
    <message>
        <source>the image is %1x%2 pixels, more than the limit of %3 pixels</source>
        <translation>bilden är %1x%2 pixlar, fler än gränsen på %3 pixlar</translation>
    </message>
    <message>
        <source>cannot be decoded (%1)</source>
        <translation>kan inte avkodas (%1)</translation>
    </message>
    <message>
        <source>not an image in a known format (PNG, JPEG, WebP, TIFF, BMP, ...)</source>
        <translation>inte en bild i ett känt format (PNG, JPEG, WebP, TIFF, BMP, ...)</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>kan inte läsas (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>filen är tom</translation>
    </message>
    <message>
        <source>not a readable image (%1)</source>
        <translation>inte en läsbar bild (%1)</translation>
    </message>
    <message>
        <source>%1: claims %2 pages, more than the limit of %3</source>
        <translation>%1: anger %2 sidor, fler än gränsen på %3</translation>
    </message>
    <message>
        <source>%1: page %2: %3</source>
        <translation>%1: sida %2: %3</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: kan inte läsa filen (%2)</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>inte en fil</translation>
    </message>
    <message>
        <source>no page image</source>
        <translation>ingen sidbild</translation>
    </message>
    <message>
        <source>the page could not be converted for orientation detection</source>
        <translation>sidan kunde inte konverteras för identifiering av orientering</translation>
    </message>
    <message>
        <source>Tesseract&apos;s orientation data (osd.traineddata) is not installed</source>
        <translation>Tesseracts orienteringsdata (osd.traineddata) är inte installerade</translation>
    </message>
    <message>
        <source>too little text to tell the page&apos;s orientation</source>
        <translation>för lite text för att avgöra sidans orientering</translation>
    </message>
    <message>
        <source>page %1 could not be rendered: %2</source>
        <translation>sida %1 kunde inte renderas: %2</translation>
    </message>
    <message>
        <source>the renderer gave no answer</source>
        <translation>renderaren svarade inte</translation>
    </message>
    <message>
        <source>the renderer&apos;s answer is damaged</source>
        <translation>renderarens svar är skadat</translation>
    </message>
    <message>
        <source>the page renderer %1 is not installed beside the program</source>
        <translation>sidrenderaren %1 är inte installerad bredvid programmet</translation>
    </message>
    <message>
        <source>the page renderer did not start (%1)</source>
        <translation>sidrenderaren startade inte (%1)</translation>
    </message>
    <message>
        <source>rendering took longer than %1 s and was stopped (a damaged or hostile page, e.g. a decompression bomb)</source>
        <translation>renderingen tog längre än %1 s och stoppades (en skadad eller skadlig sida, t.ex. en dekomprimeringsbomb)</translation>
    </message>
    <message>
        <source>the renderer stopped: the page needs more than %1 MiB of memory or is damaged</source>
        <translation>renderaren stoppades: sidan behöver mer än %1 MiB minne eller är skadad</translation>
    </message>
    <message>
        <source>%1: has no pages</source>
        <translation>%1: har inga sidor</translation>
    </message>
    <message>
        <source>the document has no pages</source>
        <translation>dokumentet har inga sidor</translation>
    </message>
    <message>
        <source>claims %1 pages, more than the limit of %2</source>
        <translation>anger %1 sidor, fler än gränsen på %2</translation>
    </message>
    <message>
        <source>%1: page %2 no longer exists</source>
        <translation>%1: sida %2 finns inte längre</translation>
    </message>
    <message>
        <source>%1: page %2 not found</source>
        <translation>%1: sida %2 hittades inte</translation>
    </message>
    <message>
        <source>not a readable PDF (damaged or not a PDF)</source>
        <translation>inte en läsbar PDF (skadad eller inte en PDF)</translation>
    </message>
    <message>
        <source>the PDF is encrypted: it needs a password</source>
        <translation>PDF-filen är krypterad: den kräver ett lösenord</translation>
    </message>
    <message>
        <source>wrong password for the encrypted PDF</source>
        <translation>fel lösenord för den krypterade PDF-filen</translation>
    </message>
    <message>
        <source>page %1 cannot be read (damaged page tree)</source>
        <translation>sida %1 kan inte läsas (skadat sidträd)</translation>
    </message>
    <message>
        <source>page %1 has an implausible size (%2 x %3 pt)</source>
        <translation>sida %1 har en orimlig storlek (%2 x %3 pt)</translation>
    </message>
    <message>
        <source>page %1 would be too large to render</source>
        <translation>sida %1 skulle bli för stor att rendera</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered</source>
        <translation>sida %1 kan inte renderas</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered (out of memory)</source>
        <translation>sida %1 kan inte renderas (slut på minne)</translation>
    </message>
    <message>
        <source>%1: cannot read the downloaded file</source>
        <translation>%1: kan inte läsa den nedladdade filen</translation>
    </message>
    <message>
        <source>%1: size is %2 bytes, expected %3</source>
        <translation>%1: storleken är %2 byte, förväntat %3</translation>
    </message>
    <message>
        <source>%1: checksum mismatch (got %2, expected %3)</source>
        <translation>%1: kontrollsumman stämmer inte (fick %2, förväntat %3)</translation>
    </message>
    <message>
        <source>LightOnOCR-%1</source>
        <translation>LightOnOCR-%1</translation>
    </message>
    <message>
        <source>unknown LightOnOCR generation</source>
        <translation>okänd LightOnOCR-generation</translation>
    </message>
    <message>
        <source>%1: plain text and layout with boxes (grounding)</source>
        <translation>%1: oformaterad text och layout med rutor (grounding)</translation>
    </message>
    <message>
        <source>%1: plain text (no layout boxes)</source>
        <translation>%1: oformaterad text (inga layoutrutor)</translation>
    </message>
    <message>
        <source>%1 has no grounding mode: layout boxes need a LightOnOCR-3 model. Use plain mode, or choose LightOnOCR-3-1B.</source>
        <translation>%1 har inget grounding-läge: layoutrutor kräver en LightOnOCR-3-modell. Använd läget oformaterad text, eller välj LightOnOCR-3-1B.</translation>
    </message>
    <message>
        <source>Folio cannot tell which LightOnOCR generation “%1” is, so it offers plain mode only: grounding needs a LightOnOCR-3 model, named as such in its folder or its config.json.</source>
        <translation>Folio kan inte avgöra vilken LightOnOCR-generation ”%1” är, så endast läget oformaterad text erbjuds: grounding kräver en LightOnOCR-3-modell som anges som sådan i sin mapp eller sin config.json.</translation>
    </message>
    <message>
        <source>document</source>
        <translation>dokument</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Markdown, one file per page (*.md)</source>
        <translation>Markdown, en fil per sida (*.md)</translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation>Word-dokument (*.docx)</translation>
    </message>
    <message>
        <source>OpenDocument text (*.odt)</source>
        <translation>OpenDocument-text (*.odt)</translation>
    </message>
    <message>
        <source>EPUB e-book (*.epub)</source>
        <translation>EPUB-e-bok (*.epub)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webbsida (*.html)</translation>
    </message>
    <message>
        <source>Plain text (*.txt)</source>
        <translation>Oformaterad text (*.txt)</translation>
    </message>
    <message>
        <source>Searchable PDF, text positions approximate (*.pdf)</source>
        <translation>Sökbar PDF, ungefärliga textpositioner (*.pdf)</translation>
    </message>
    <message>
        <source>Searchable PDF (*.pdf)</source>
        <translation>Sökbar PDF (*.pdf)</translation>
    </message>
    <message>
        <source>hOCR (*.hocr)</source>
        <translation>hOCR (*.hocr)</translation>
    </message>
    <message>
        <source>Layout blocks, JSON (*.json)</source>
        <translation>Layoutblock, JSON (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportera</translation>
    </message>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>”%1” finns redan. Vill du ersätta den?</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Exporterar till %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exporterade %1</translation>
    </message>
    <message>
        <source> (text positions are approximate on pages recognized without layout)</source>
        <translation> (textpositionerna är ungefärliga på sidor som känts igen utan layout)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Exporten misslyckades</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>läses</translation>
    </message>
    <message>
        <source>%1: page %2 cannot be reached</source>
        <translation>%1: sida %2 går inte att nå</translation>
    </message>
    <message>
        <source>unfinished import %1</source>
        <translation>ofullständig import %1</translation>
    </message>
    <message>
        <source>field “absolutePath” is missing</source>
        <translation>fältet ”absolutePath” saknas</translation>
    </message>
    <message>
        <source>field “nextPage” must lie within 0..%1</source>
        <translation>fältet ”nextPage” måste ligga inom 0..%1</translation>
    </message>
    <message>
        <source>field “pageCount” must be at least 1</source>
        <translation>fältet ”pageCount” måste vara minst 1</translation>
    </message>
    <message>
        <source>the page image is not available</source>
        <translation>sidbilden är inte tillgänglig</translation>
    </message>
    <message>
        <source>the page image cannot be read back (%1)</source>
        <translation>sidbilden kan inte läsas in igen (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 pages have no text yet (not recognized, or still being read): the export leaves them empty. Export anyway?</source>
        <translation>
            <numerusform>%n av de %1 sidorna har ingen text än (inte tolkad, eller läses fortfarande): exporten lämnar den tom. Exportera ändå?</numerusform>
            <numerusform>%n av de %1 sidorna har ingen text än (inte tolkade, eller läses fortfarande): exporten lämnar dem tomma. Exportera ändå?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>Exportera ändå</translation>
    </message>
    <message>
        <source>“%1” is a file of this project (its scan, or the project itself): an export never replaces it. Choose another name.</source>
        <translation>”%1” är en fil i det här projektet (dess skanning eller själva projektet): en export ersätter den aldrig. Välj ett annat namn.</translation>
    </message>
    <message>
        <source>cannot read the file (not a file)</source>
        <translation>kan inte läsa filen (inte en fil)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (not a file)</source>
        <translation>%1: kan inte läsa filen (inte en fil)</translation>
    </message>
    <message>
        <source>it is no longer there</source>
        <translation>den finns inte längre</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 and %n more files</source>
        <translation>
            <numerusform>Exporterade %1 och %n fil till</numerusform>
            <numerusform>Exporterade %1 och %n filer till</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (with %n figures)</source>
        <translation>
            <numerusform> (med %n figur)</numerusform>
            <numerusform> (med %n figurer)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n page files was written.</source>
        <translation>
            <numerusform>Ingen av de %n sidfilerna skrevs.</numerusform>
            <numerusform>Ingen av de %n sidfilerna skrevs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n page files were written.</source>
        <translation>
            <numerusform>%1 av %n sidfil skrevs.</numerusform>
            <numerusform>%1 av %n sidfiler skrevs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of this export already exist (%1). Replace them?</source>
        <translation>
            <numerusform>%n fil från denna export finns redan (%1). Ersätta den?</numerusform>
            <numerusform>%n filer från denna export finns redan (%1). Ersätta dem?</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>okänt fel</translation>
    </message>
    <message>
        <source>pandoc wrote a damaged %1 file for “%2”: %3</source>
        <translation>pandoc skrev en skadad %1-fil för ”%2”: %3</translation>
    </message>
    <message>
        <source>left as they were, from an earlier export of more pages: %1</source>
        <translation>lämnade som de var, från en tidigare export med fler sidor: %1</translation>
    </message>
</context>
<context>
    <name>SystemError</name>
    <message>
        <source>No space left on device</source>
        <translation>Inget utrymme kvar på enheten</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Skrivskyddat filsystem</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Åtkomst nekad</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Operationen är inte tillåten</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Filen eller katalogen finns inte</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Diskkvoten överskriden</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>In-/utmatningsfel</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Filnamnet är för långt</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Är en katalog</translation>
    </message>
</context>
<context>
    <name>folio::FindReplaceBar</name>
    <message>
        <source>Match case</source>
        <translation>Matcha skiftläge</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Sök</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Ersätt med</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nästa</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Föregående</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersätt</translation>
    </message>
    <message>
        <source>Replace all</source>
        <translation>Ersätt alla</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Wrapped</source>
        <translation>Började om från början</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Hittades inte</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n ersatt</numerusform>
            <numerusform>%n ersatta</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Hela ord</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Alla sidor</translation>
    </message>
    <message>
        <source>Undo replace all</source>
        <translation>Ångra ersätt alla</translation>
    </message>
    <message>
        <source>Find and replace in every page, not only the one shown</source>
        <translation>Sök och ersätt på alla sidor, inte bara den som visas</translation>
    </message>
    <message>
        <source>Wrapped to page %1</source>
        <translation>Började om, sida %1</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Sida %1</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced on %1</source>
        <translation>
            <numerusform>%n ersatt på %1</numerusform>
            <numerusform>%n ersatta på %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages being read were left as they are.</source>
        <translation>
            <numerusform>%n sida som läses lämnades som den var.</numerusform>
            <numerusform>%n sidor som läses lämnades som de var.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacement undone on %n pages</source>
        <translation>
            <numerusform>Ersättningen ångrad på %n sida</numerusform>
            <numerusform>Ersättningen ångrad på %n sidor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n sida</numerusform>
            <numerusform>%n sidor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on this page</source>
        <translation>
            <numerusform>%n träff på den här sidan</numerusform>
            <numerusform>%n träffar på den här sidan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on %1</source>
        <translation>
            <numerusform>%n träff på %1</numerusform>
            <numerusform>%n träffar på %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed since, %n page(s) kept the replacement (%1); Edit › Undo on such a page takes it back.</source>
        <translation>
            <numerusform>Ändrad sedan dess, behöll %n sida ersättningen (%1); Redigera › Ångra på den sidan tar bort den.</numerusform>
            <numerusform>Ändrade sedan dess, behöll %n sidor ersättningen (%1); Redigera › Ångra på en sådan sida tar bort den.</numerusform>
        </translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>sida %1</translation>
    </message>
    <message>
        <source>pages %1</source>
        <translation>sidor %1</translation>
    </message>
</context>
<context>
    <name>folio::JobQueue</name>
    <message>
        <source>the page image is not available</source>
        <translation>sidbilden är inte tillgänglig</translation>
    </message>
    <message>
        <source>The region lies outside the page.</source>
        <translation>Området ligger utanför sidan.</translation>
    </message>
    <message>
        <source>No OCR model is loaded. Choose a model folder or download the model first.</source>
        <translation>Ingen OCR-modell är inläst. Välj först en modellmapp eller ladda ned modellen.</translation>
    </message>
    <message>
        <source>stopped at the token limit</source>
        <translation>stoppade vid tokengränsen</translation>
    </message>
    <message>
        <source>stopped: the text kept repeating itself</source>
        <translation>stoppade: texten upprepade sig hela tiden</translation>
    </message>
    <message>
        <source>partial text: cancelled after %1 tokens</source>
        <translation>ofullständig text: avbröts efter %1 token</translation>
    </message>
    <message>
        <source>The region is too small to read (%1 × %2 pixels). Draw it around the words.</source>
        <translation>Området är för litet för att läsas (%1 × %2 pixlar). Rita det runt orden.</translation>
    </message>
    <message>
        <source>reading it again failed (%1): the text is from the earlier reading</source>
        <translation>omläsningen misslyckades (%1): texten är från den tidigare läsningen</translation>
    </message>
</context>
<context>
    <name>folio::LanguageButton</name>
    <message>
        <source>Chinese</source>
        <translation>Kinesiska</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Engelska</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japanska</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Franska</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Tyska</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spanska</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italienska</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Nederländska</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugisiska</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Svenska</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Danska</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatiskt</translation>
    </message>
    <message>
        <source>Languages of the document: constrain recognition and choose spell-checking dictionaries</source>
        <translation>Dokumentets språk: begränsar igenkänningen och väljer ordlistor för stavningskontroll</translation>
    </message>
    <message>
        <source>Languages: automatic</source>
        <translation>Språk: automatiskt</translation>
    </message>
    <message>
        <source>Languages: %1</source>
        <translation>Språk: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>%n vald</numerusform>
            <numerusform>%n valda</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::LayoutController</name>
    <message>
        <source>Show &amp;layout boxes</source>
        <translation>Visa &amp;layoutrutor</translation>
    </message>
    <message>
        <source>Recognize &amp;block again</source>
        <translation>Känn igen &amp;blocket på nytt</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>Oformaterad text</translation>
    </message>
    <message>
        <source>Text and layout</source>
        <translation>Text och layout</translation>
    </message>
    <message>
        <source>Recognition mode</source>
        <translation>Igenkänningsläge</translation>
    </message>
    <message>
        <source>Recognize the highlighted layout block on its own, inside its box</source>
        <translation>Känn igen det markerade layoutblocket för sig, inom sin ruta</translation>
    </message>
</context>
<context>
    <name>folio::LocalEngineBackend</name>
    <message>
        <source>the model could not be opened</source>
        <translation>modellen kunde inte öppnas</translation>
    </message>
    <message>
        <source>local engine (%1) with %2</source>
        <translation>lokal motor (%1) med %2</translation>
    </message>
    <message>
        <source> (%1 GiB)</source>
        <translation> (%1 GiB)</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>no model is loaded</source>
        <translation>ingen modell är inläst</translation>
    </message>
    <message>
        <source>%1: %2 weights, %3 KV cache</source>
        <translation>%1: %2-vikter, %3-KV-cache</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n threads</source>
        <translation>
            <numerusform>%1, %n tråd</numerusform>
            <numerusform>%1, %n trådar</numerusform>
        </translation>
    </message>
    <message>
        <source>no model folder is chosen</source>
        <translation>ingen modellmapp är vald</translation>
    </message>
    <message>
        <source>%1 is gone (moved, deleted, or on a drive that is not mounted)</source>
        <translation>%1 finns inte längre (flyttad, borttagen eller på en enhet som inte är monterad)</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 är inte en mapp</translation>
    </message>
    <message>
        <source>the weights (*.safetensors)</source>
        <translation>vikterna (*.safetensors)</translation>
    </message>
    <message>
        <source>%1 lacks %2</source>
        <translation>%1 saknar %2</translation>
    </message>
    <message>
        <source>%1 cannot be read (permission denied)</source>
        <translation>%1 kan inte läsas (åtkomst nekad)</translation>
    </message>
</context>
<context>
    <name>folio::MainWindow</name>
    <message>
        <source>Password needed</source>
        <translation>Lösenord krävs</translation>
    </message>
    <message>
        <source>The password did not open %1. Try again:</source>
        <translation>Lösenordet öppnade inte %1. Försök igen:</translation>
    </message>
    <message>
        <source>%1 is encrypted. Password:</source>
        <translation>%1 är krypterad. Lösenord:</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Spara projekt</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Namnlös</translation>
    </message>
    <message>
        <source>Folio projects (*.folio)</source>
        <translation>Folio-projekt (*.folio)</translation>
    </message>
    <message>
        <source>Importing: %1 of %2 files</source>
        <translation>Importerar: %1 av %2 filer</translation>
    </message>
    <message>
        <source>Choose model folder…</source>
        <translation>Välj modellmapp…</translation>
    </message>
    <message>
        <source>Download a model</source>
        <translation>Ladda ned en modell</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arkiv</translation>
    </message>
    <message>
        <source>&amp;New project</source>
        <translation>&amp;Nytt projekt</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öppna…</translation>
    </message>
    <message>
        <source>Open scans or PDFs</source>
        <translation>Öppna skanningar eller PDF-filer</translation>
    </message>
    <message>
        <source>Documents (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;All files (*)</source>
        <translation>Dokument (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation>Öppna &amp;mapp…</translation>
    </message>
    <message>
        <source>Open a folder of scans</source>
        <translation>Öppna en mapp med skanningar</translation>
    </message>
    <message>
        <source>Open &amp;project…</source>
        <translation>Öppna &amp;projekt…</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Öppna projekt</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Öppna sen&amp;aste</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>&amp;Spara projekt</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>Spara projekt s&amp;om…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportera…</translation>
    </message>
    <message>
        <source>Clean-ups on e&amp;xport</source>
        <translation>Rensningar vid e&amp;xport</translation>
    </message>
    <message>
        <source>Page &amp;markers in Markdown and text exports</source>
        <translation>Sidmar&amp;keringar i Markdown- och textexporter</translation>
    </message>
    <message>
        <source>Writes a comment naming the page and its source file before each page</source>
        <translation>Skriver en kommentar med sidan och dess källfil före varje sida</translation>
    </message>
    <message>
        <source>&amp;Close project</source>
        <translation>S&amp;täng projekt</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;vsluta</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <source>Re&amp;vert page to recognized text</source>
        <translation>Åte&amp;rställ sidan till igenkänd text</translation>
    </message>
    <message>
        <source>&amp;Find / Replace…</source>
        <translation>&amp;Sök/ersätt…</translation>
    </message>
    <message>
        <source>&amp;Next low-confidence text</source>
        <translation>&amp;Nästa osäkra text</translation>
    </message>
    <message>
        <source>P&amp;revious low-confidence text</source>
        <translation>F&amp;öregående osäkra text</translation>
    </message>
    <message>
        <source>&amp;Accept low-confidence text</source>
        <translation>G&amp;odkänn osäker text</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Kopiera som &amp;Markdown</translation>
    </message>
    <message>
        <source>Copy as &amp;rich text</source>
        <translation>Kopiera som &amp;formaterad text</translation>
    </message>
    <message>
        <source>&amp;Delete selected pages</source>
        <translation>&amp;Ta bort markerade sidor</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zooma &amp;in</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zooma &amp;ut</translation>
    </message>
    <message>
        <source>Fit &amp;width</source>
        <translation>Anpassa till &amp;bredd</translation>
    </message>
    <message>
        <source>Fit &amp;page</source>
        <translation>Anpassa till &amp;sida</translation>
    </message>
    <message>
        <source>&amp;Actual size (1:1)</source>
        <translation>&amp;Verklig storlek (1:1)</translation>
    </message>
    <message>
        <source>&amp;Page</source>
        <translation>&amp;Sida</translation>
    </message>
    <message>
        <source>&amp;Recognize</source>
        <translation>&amp;Igenkänning</translation>
    </message>
    <message>
        <source>Recognize &amp;page</source>
        <translation>Känn igen &amp;sidan</translation>
    </message>
    <message>
        <source>Recognize &amp;selected pages</source>
        <translation>Känn igen &amp;markerade sidor</translation>
    </message>
    <message>
        <source>Recognize &amp;all pages</source>
        <translation>Känn igen &amp;alla sidor</translation>
    </message>
    <message>
        <source>Recognize &amp;region</source>
        <translation>Känn igen &amp;område</translation>
    </message>
    <message>
        <source>Retry with a repetition &amp;penalty</source>
        <translation>Försök igen med &amp;upprepningsstraff</translation>
    </message>
    <message>
        <source>Recognizes again the selected pages whose text looped or stopped at the token limit, discouraging the model from repeating itself</source>
        <translation>Känner igen de markerade sidorna igen vars text gick i loop eller stoppade vid tokengränsen, och avråder modellen från att upprepa sig</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;vbryt</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>&amp;About Folio</source>
        <translation>&amp;Om Folio</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Huvudverktygsfält</translation>
    </message>
    <message>
        <source>Some files could not be opened</source>
        <translation>Vissa filer kunde inte öppnas</translation>
    </message>
    <message>
        <source>The untitled project</source>
        <translation>Det namnlösa projektet</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>Spara ändringar?</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before going on?</source>
        <translation>%1 har ändringar som inte har sparats. Vill du spara dem innan du fortsätter?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Spara</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Ignorera ändringar</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Inga senaste projekt</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>&amp;Rensa listan</translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation>%1 (återställd)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Återställ</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ignorera</translation>
    </message>
    <message>
        <source>Show both</source>
        <translation>Visa båda</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Återställ osparat arbete</translation>
    </message>
    <message>
        <source>Ready: %1</source>
        <translation>Klar: %1</translation>
    </message>
    <message>
        <source>Model loaded</source>
        <translation>Modellen har lästs in</translation>
    </message>
    <message>
        <source>The model could not be loaded: %1</source>
        <translation>Modellen kunde inte läsas in: %1</translation>
    </message>
    <message>
        <source>Loading the model from %1…</source>
        <translation>Läser in modellen från %1…</translation>
    </message>
    <message>
        <source>&lt;b&gt;No OCR model installed.&lt;/b&gt; Folio needs LightOnOCR-2-1B or LightOnOCR-3-1B (about 2 GB; the 3 also finds where each block sits on the page) to read pages. Choose a folder that holds one, or download it from Hugging Face.</source>
        <translation>&lt;b&gt;Ingen OCR-modell installerad.&lt;/b&gt; Folio behöver LightOnOCR-2-1B eller LightOnOCR-3-1B (cirka 2 GB; 3:an hittar även var varje block ligger på sidan) för att läsa sidor. Välj en mapp som innehåller en sådan, eller ladda ned den från Hugging Face.</translation>
    </message>
    <message>
        <source>Page %1 has edits of yours. Recognizing it again replaces its text; Edit › Undo brings your text back.</source>
        <translation>Sida %1 har dina ändringar. Om den känns igen på nytt ersätts texten; Redigera › Ångra ger tillbaka din text.</translation>
    </message>
    <message>
        <source>Pages %1 have edits of yours. Recognizing them again replaces their text; Edit › Undo brings your text back, page by page.</source>
        <translation>Sidorna %1 har dina ändringar. Om de känns igen på nytt ersätts texten; Redigera › Ångra ger tillbaka din text, sida för sida.</translation>
    </message>
    <message>
        <source>Replace your edits?</source>
        <translation>Ersätta dina ändringar?</translation>
    </message>
    <message>
        <source>Recognize again</source>
        <translation>Känn igen på nytt</translation>
    </message>
    <message>
        <source>Only pages not done (%1)</source>
        <translation>Bara sidor som inte är klara (%1)</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Alla sidor</translation>
    </message>
    <message>
        <source>Recognize all pages</source>
        <translation>Känn igen alla sidor</translation>
    </message>
    <message>
        <source>no model loaded</source>
        <translation>ingen modell inläst</translation>
    </message>
    <message>
        <source>About Folio</source>
        <translation>Om Folio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Turns scans and PDFs into Markdown and Word with the LightOnOCR vision-language model, on your own GPU or CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Model:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Device:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Engine:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio is free software. It uses Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, run as a separate program) and libtorch (BSD). LightOnOCR-2-1B is released by LightOn under the Apache 2.0 license.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Gör om skanningar och PDF-filer till Markdown och Word med vision-language-modellen LightOnOCR, på din egen GPU eller CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Modell:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Enhet:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Motor:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio är fri programvara. Det använder Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, körs som ett separat program) och libtorch (BSD). LightOnOCR-2-1B ges ut av LightOn under Apache 2.0-licensen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>ingen vald</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>off</source>
        <translation>av</translation>
    </message>
    <message>
        <source>Text the model recognized with a probability below this is underlined in the editor (F8 goes to the next). A lower value hides marks at once; a higher one marks more on pages recognized from then on.</source>
        <translation>Text som modellen kände igen med en sannolikhet under detta värde understryks i redigeraren (F8 går till nästa). Ett lägre värde döljer markeringar direkt; ett högre markerar mer på sidor som känns igen från och med då.</translation>
    </message>
    <message>
        <source>Underline text recognized with a probability below</source>
        <translation>Stryk under text som känts igen med en sannolikhet under</translation>
    </message>
    <message>
        <source>Model, device and memory…</source>
        <translation>Modell, enhet och minne…</translation>
    </message>
    <message>
        <source>Recognition</source>
        <translation>Igenkänning</translation>
    </message>
    <message>
        <source>Interface language: View › Interface language.</source>
        <translation>Gränssnittets språk: Visa › Gränssnittets språk.</translation>
    </message>
    <message>
        <source> · %1 tokens/s</source>
        <translation> · %1 token/s</translation>
    </message>
    <message>
        <source> · about %1 per page</source>
        <translation> · cirka %1 per sida</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>inte inläst</translation>
    </message>
    <message>
        <source>not loaded yet</source>
        <translation>inte inläst än</translation>
    </message>
    <message numerus="yes">
        <source>Recognizing %n pages takes about %1: about %2 per page, as measured on the last pages recognized (%3). You can go on working meanwhile and cancel at any time.</source>
        <translation>
            <numerusform>Att känna igen %n sida tar cirka %1: cirka %2 per sida, mätt på de senast igenkända sidorna (%3). Du kan arbeta vidare under tiden och avbryta när som helst.</numerusform>
            <numerusform>Att känna igen %n sidor tar cirka %1: cirka %2 per sida, mätt på de senast igenkända sidorna (%3). Du kan arbeta vidare under tiden och avbryta när som helst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recognize %n pages</source>
        <translation>
            <numerusform>Känn igen %n sida</numerusform>
            <numerusform>Känn igen %n sidor</numerusform>
        </translation>
    </message>
    <message>
        <source>no local model loaded</source>
        <translation>ingen lokal modell inläst</translation>
    </message>
    <message>
        <source>The device, weight precision, KV cache precision and CPU threads the local engine runs with, every automatic choice resolved.</source>
        <translation>Enheten, viktprecisionen, KV-cacheprecisionen och CPU-trådarna som den lokala motorn kör med, varje automatiskt val avgjort.</translation>
    </message>
    <message>
        <source>The engine runs on</source>
        <translation>Motorn kör på</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · cirka %1 kvar</translation>
    </message>
    <message>
        <source>Reading page %1</source>
        <translation>Läser sida %1</translation>
    </message>
    <message>
        <source>Reading pages %1</source>
        <translation>Läser sidorna %1</translation>
    </message>
    <message>
        <source>Not opened again, already in the restored project: %1</source>
        <translation>Öppnades inte igen, finns redan i det återställda projektet: %1</translation>
    </message>
    <message>
        <source>Importing %1: page %2 of %3</source>
        <translation>Importerar %1: sida %2 av %3</translation>
    </message>
    <message>
        <source>Restore &amp;removed pages</source>
        <translation>Återställ &amp;borttagna sidor</translation>
    </message>
    <message>
        <source>Restore the removed page</source>
        <translation>Återställ den borttagna sidan</translation>
    </message>
    <message>
        <source>Restore %1 removed pages</source>
        <translation>Återställ %1 borttagna sidor</translation>
    </message>
    <message>
        <source>Removed 1 page.</source>
        <translation>1 sida borttagen.</translation>
    </message>
    <message>
        <source>Removed %1 pages.</source>
        <translation>%1 sidor borttagna.</translation>
    </message>
    <message>
        <source>Edit › Undo in the page list, or Edit › Restore removed pages, brings them back.</source>
        <translation>Redigera › Ångra i sidlistan, eller Redigera › Återställ borttagna sidor, tar tillbaka dem.</translation>
    </message>
    <message>
        <source>Restored 1 page.</source>
        <translation>1 sida återställd.</translation>
    </message>
    <message>
        <source>Restored %1 pages.</source>
        <translation>%1 sidor återställda.</translation>
    </message>
    <message>
        <source>Reading the rest of %1: pages %2 to %3 were not imported before it was closed</source>
        <translation>Läser resten av %1: sidorna %2 till %3 hade inte importerats innan det stängdes</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>Sök &amp;nästa</translation>
    </message>
    <message>
        <source>Find previou&amp;s</source>
        <translation>Sök &amp;föregående</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model cannot be used:&lt;/b&gt; %1. Choose the folder that holds it, or download it again.</source>
        <translation>&lt;b&gt;Modellen kan inte användas:&lt;/b&gt; %1. Välj mappen som innehåller den, eller ladda ned den igen.</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>&amp;Ersätt …</translation>
    </message>
    <message>
        <source>%1 is open in another Folio window: save under another name, or close it there first.</source>
        <translation>%1 är öppet i ett annat Folio-fönster: spara under ett annat namn, eller stäng det där först.</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since this window opened or saved it. Saving here replaces those changes.</source>
        <translation>”%1” har ändrats på disken sedan det här fönstret öppnade eller sparade det. Om du sparar här ersätts de ändringarna.</translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>Spara ändå</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Spara som…</translation>
    </message>
    <message>
        <source>“%1” is open in another Folio window. If both windows changed it, the one saved last would overwrite the other&apos;s work. Open a copy here instead?</source>
        <translation>”%1” är öppet i ett annat Folio-fönster. Om båda fönstren ändrade det skulle det som sparas sist skriva över det andras arbete. Öppna en kopia här i stället?</translation>
    </message>
    <message>
        <source>Open a copy</source>
        <translation>Öppna en kopia</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (kopia)</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>&amp;Nästa sida</translation>
    </message>
    <message>
        <source>P&amp;revious page</source>
        <translation>&amp;Föregående sida</translation>
    </message>
    <message>
        <source>No low-confidence text is left</source>
        <translation>Ingen osäker text återstår</translation>
    </message>
    <message numerus="yes">
        <source>Import stopped: the project keeps its %n page(s)</source>
        <translation>
            <numerusform>Importen stoppad: projektet behåller sin %n sida</numerusform>
            <numerusform>Importen stoppad: projektet behåller sina %n sidor</numerusform>
        </translation>
    </message>
    <message>
        <source>Crash copy</source>
        <translation>Kraschkopia</translation>
    </message>
    <message>
        <source>Folio cannot keep a crash copy of your changes, so a crash would lose them: %1

Save the project (File &gt; Save As to another place if need be).</source>
        <translation>Folio kan inte spara en kraschkopia av dina ändringar, så en krasch skulle förlora dem: %1

Spara projektet (Arkiv &gt; Spara som på ett annat ställe vid behov).</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2; the project itself was saved %3). Restore them?</source>
        <translation>”%1” har ändringar som inte sparades, bevarade i en återställningskopia (%2; själva projektet sparades %3). Återställa dem?</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Senare</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportera</translation>
    </message>
    <message>
        <source>The export to “%1” is still running. Quitting now stops it, and the file is not written.</source>
        <translation>Exporten till ”%1” pågår fortfarande. Avslutar du nu stoppas den, och filen skrivs inte.</translation>
    </message>
    <message>
        <source>Quit when it is done</source>
        <translation>Avsluta när den är klar</translation>
    </message>
    <message>
        <source>Quit now</source>
        <translation>Avsluta nu</translation>
    </message>
    <message>
        <source>Recognize region</source>
        <translation>Känn igen område</translation>
    </message>
    <message>
        <source>You changed this region&apos;s text in the editor. Recognizing it again adds the new reading to the page beside your corrected text; Edit › Undo takes it away.</source>
        <translation>Du har ändrat områdets text i redigeraren. Känns det igen igen läggs den nya läsningen till på sidan bredvid din rättade text; Redigera › Ångra tar bort den.</translation>
    </message>
    <message>
        <source>The pages are back in their order before the move.</source>
        <translation>Sidorna är tillbaka i ordningen från före flytten.</translation>
    </message>
    <message>
        <source>Nothing to undo in the page list; in the text, Undo takes back typing.</source>
        <translation>Inget att ångra i sidlistan; i texten ångrar Ångra det du skrivit.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pages</source>
        <translation>
            <numerusform>%1 av %n sida</numerusform>
            <numerusform>%1 av %n sidor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n misslyckad</numerusform>
            <numerusform>%n misslyckade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled</source>
        <translation>
            <numerusform>%n avbruten</numerusform>
            <numerusform>%n avbrutna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n token</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n sida</numerusform>
            <numerusform>%n sidor</numerusform>
        </translation>
    </message>
    <message>
        <source>The model cannot be used: %1.</source>
        <translation>Modellen kan inte användas: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model could not be loaded:&lt;/b&gt; %1&lt;br&gt;Choose another model folder, or download the model again.</source>
        <translation>&lt;b&gt;Modellen kunde inte läsas in:&lt;/b&gt; %1&lt;br&gt;Välj en annan modellmapp, eller ladda ned modellen igen.</translation>
    </message>
    <message numerus="yes">
        <source> (%n with edits of yours, which recognizing again replaces; Edit › Undo brings them back)</source>
        <translation>
            <numerusform> (%n med dina ändringar, som en ny igenkänning ersätter; Redigera › Ångra tar tillbaka dem)</numerusform>
            <numerusform> (%n med dina ändringar, som en ny igenkänning ersätter; Redigera › Ångra tar tillbaka dem)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every page is recognized already%1. Recognize all of them again?</source>
        <translation>Alla sidor är redan igenkända%1. Känna igen alla igen?</translation>
    </message>
    <message numerus="yes">
        <source>Pages recognized already: %1 of %n%2. Recognize only the pages not done, or all of them again?</source>
        <translation>
            <numerusform>Redan igenkända sidor: %1 av %n%2. Känna igen bara de sidor som återstår, eller alla igen?</numerusform>
            <numerusform>Redan igenkända sidor: %1 av %n%2. Känna igen bara de sidor som återstår, eller alla igen?</numerusform>
        </translation>
    </message>
    <message>
        <source>No region change to undo on this page; in the text, Undo takes back typing.</source>
        <translation>Ingen områdesändring att ångra på den här sidan; i texten ångrar Ångra det du skrivit.</translation>
    </message>
    <message>
        <source>No region change to redo on this page.</source>
        <translation>Ingen områdesändring att göra om på den här sidan.</translation>
    </message>
    <message>
        <source>Region %1 deleted; Edit › Undo in the page view brings it back.</source>
        <translation>Område %1 borttaget; Redigera › Ångra i sidvyn tar tillbaka det.</translation>
    </message>
    <message>
        <source>Go to page</source>
        <translation>Gå till sida</translation>
    </message>
    <message>
        <source>Page (1–%1):</source>
        <translation>Sida (1–%1):</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n pages read; every page keeps its text, partial readings are marked cancelled</source>
        <translation>
            <numerusform>Avbrutet: %1 av %n sida läst; varje sida behåller sin text, ofullständiga läsningar är markerade som avbrutna</numerusform>
            <numerusform>Avbrutet: %1 av %n sidor lästa; varje sida behåller sin text, ofullständiga läsningar är markerade som avbrutna</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover &amp;unsaved work…</source>
        <translation>Återställ &amp;osparat arbete…</translation>
    </message>
    <message>
        <source>&amp;Go to page…</source>
        <translation>&amp;Gå till sida…</translation>
    </message>
    <message>
        <source>The changes are still in this window.</source>
        <translation>Ändringarna finns kvar i det här fönstret.</translation>
    </message>
    <message>
        <source>An untitled project with changes that were never saved is kept in a recovery copy (%1). Restore it?</source>
        <translation>Ett namnlöst projekt med ändringar som aldrig sparats finns i en återställningskopia (%1). Återställa det?</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2), newer than the saved project. Restore them?</source>
        <translation>”%1” har ändringar som inte sparats, bevarade i en återställningskopia (%2), nyare än det sparade projektet. Återställa dem?</translation>
    </message>
    <message>
        <source>Discard unsaved work</source>
        <translation>Kasta osparat arbete</translation>
    </message>
    <message>
        <source>The recovery copy is deleted, and its changes cannot be brought back. Discard them?</source>
        <translation>Återställningskopian tas bort och dess ändringar kan inte hämtas tillbaka. Kasta dem?</translation>
    </message>
    <message>
        <source>There is no unsaved work to recover</source>
        <translation>Det finns inget osparat arbete att återställa</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a file name in quotes</comment>
        <translation>”%1”</translation>
    </message>
    <message>
        <source>Not opened, its unsaved changes wait in a recovery copy (File › Recover unsaved work): %1</source>
        <translation>Inte öppnat, de osparade ändringarna väntar i en återställningskopia (Arkiv › Återställ osparat arbete): %1</translation>
    </message>
    <message>
        <source>A recovery copy is also written 2 s after edits pause</source>
        <translation>En återställningskopia skrivs också 2 s efter en paus i redigeringen</translation>
    </message>
    <message>
        <source>While edits go on, autosave every</source>
        <translation>Under redigering, spara automatiskt var</translation>
    </message>
</context>
<context>
    <name>folio::MissingSourcesBar</name>
    <message>
        <source>Locate…</source>
        <translation>Leta upp…</translation>
    </message>
    <message>
        <source>Pick the folder the scans are in now; they are found there by name, in its subfolders too</source>
        <translation>Välj mappen där skanningarna finns nu; de hittas där på namn, även i undermapparna</translation>
    </message>
    <message>
        <source>Where are the scans now?</source>
        <translation>Var finns skanningarna nu?</translation>
    </message>
    <message numerus="yes">
        <source>The scan of %n page(s) is missing: %1 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds the file where it is now.</source>
        <translation>
            <numerusform>Skanningen av %n sida saknas: %1 (flyttad, omdöpt eller på en enhet som inte är monterad). Texten behålls; Leta upp… hittar filen där den är nu.</numerusform>
            <numerusform>Skanningen av %n sidor saknas: %1 (flyttad, omdöpt eller på en enhet som inte är monterad). Texten behålls; Leta upp… hittar filen där den är nu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scans of %n page(s) are missing: %1 files, the first %2 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds them where they are now.</source>
        <translation>
            <numerusform>Skanningarna av %n sida saknas: %1 filer, den första %2 (flyttade, omdöpta eller på en enhet som inte är monterad). Texten behålls; Leta upp… hittar dem där de är nu.</numerusform>
            <numerusform>Skanningarna av %n sidor saknas: %1 filer, den första %2 (flyttade, omdöpta eller på en enhet som inte är monterad). Texten behålls; Leta upp… hittar dem där de är nu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found the %n missing file(s) in %1.</source>
        <translation>
            <numerusform>Hittade den %n saknade filen i %1.</numerusform>
            <numerusform>Hittade de %n saknade filerna i %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found %1 of the %2 missing files in %3.</source>
        <translation>Hittade %1 av de %2 saknade filerna i %3.</translation>
    </message>
    <message>
        <source>Looking for the missing files in %1…</source>
        <translation>Letar efter de saknade filerna i %1…</translation>
    </message>
    <message numerus="yes">
        <source>The scans are back in their places: %n page(s) shown again.</source>
        <translation>
            <numerusform>Skanningarna är tillbaka på sina platser: %n sida visas igen.</numerusform>
            <numerusform>Skanningarna är tillbaka på sina platser: %n sidor visas igen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::ModelDownloader</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>kan inte skapa mappen %1</translation>
    </message>
    <message>
        <source>cannot list the files of %1: %2</source>
        <translation>kan inte lista filerna i %1: %2</translation>
    </message>
    <message>
        <source>the Hub lists no files for %1</source>
        <translation>Hubben listar inga filer för %1</translation>
    </message>
    <message>
        <source>%1: cannot write %2</source>
        <translation>%1: kan inte skriva %2</translation>
    </message>
    <message>
        <source>connection closed early</source>
        <translation>anslutningen stängdes i förtid</translation>
    </message>
    <message>
        <source>%1: download interrupted at %2 of %3 bytes (%4); start the download again to resume</source>
        <translation>%1: nedladdningen avbröts vid %2 av %3 byte (%4); starta nedladdningen igen för att återuppta</translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place</source>
        <translation>%1: kan inte flytta den färdiga filen på plats</translation>
    </message>
    <message>
        <source>download cancelled; start it again to resume</source>
        <translation>nedladdningen avbröts; starta den igen för att återuppta</translation>
    </message>
</context>
<context>
    <name>folio::ModelPanel</name>
    <message>
        <source>Greedy (deterministic)</source>
        <translation>Greedy (deterministisk)</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Ladda ned</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Välj…</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Modellmapp</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Modell att ladda ned</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Enhet</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>automatic (90% of free)</source>
        <translation>automatiskt (90 % av ledigt)</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Minnesbudget</translation>
    </message>
    <message>
        <source>Model precision</source>
        <translation>Modellprecision</translation>
    </message>
    <message>
        <source>fp8: about twice the pages in memory (GPU only)</source>
        <translation>fp8: ungefär dubbelt så många sidor i minnet (endast GPU)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-cache</translation>
    </message>
    <message>
        <source>Pages at once</source>
        <translation>Sidor samtidigt</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Longest image side</source>
        <translation>Längsta bildsida</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Sampling</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Max tokens per page</source>
        <translation>Max token per sida</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Verkställ</translation>
    </message>
    <message>
        <source>%1 of %2 MiB</source>
        <translation>%1 av %2 MiB</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>Laddar ned %1…</translation>
    </message>
    <message>
        <source>Download stopped: %1</source>
        <translation>Nedladdningen stoppades: %1</translation>
    </message>
    <message>
        <source>Downloaded into %1</source>
        <translation>Nedladdad till %1</translation>
    </message>
    <message>
        <source>Stop download</source>
        <translation>Stoppa nedladdningen</translation>
    </message>
    <message>
        <source>Listing the files of %1…</source>
        <translation>Listar filerna i %1…</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>inte inläst</translation>
    </message>
    <message>
        <source>Automatic: the fastest this device runs well</source>
        <translation>Automatiskt: det snabbaste som enheten kör bra</translation>
    </message>
    <message>
        <source>float32: exact, slowest</source>
        <translation>float32: exakt, långsammast</translation>
    </message>
    <message>
        <source>int8: 8-bit decoder weights, faster and smaller on the CPU</source>
        <translation>int8: 8-bitars avkodarvikter, snabbare och mindre på processorn</translation>
    </message>
    <message>
        <source>The precision of the model&apos;s weights. On a GPU, bfloat16 is fast and exact enough. On the CPU, int8 stores the decoder&apos;s weights in 8 bits: pages are recognized faster in less memory, and a few words may come out differently than in float32.</source>
        <translation>Precisionen hos modellens vikter. På en GPU är bfloat16 snabbt och tillräckligt exakt. På processorn lagrar int8 avkodarens vikter i 8 bitar: sidor känns igen snabbare med mindre minne, och enstaka ord kan bli annorlunda än med float32.</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>en per kärna</translation>
    </message>
    <message>
        <source>Threads the engine&apos;s work on the CPU uses.</source>
        <translation>Trådar som motorns arbete på processorn använder.</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU-trådar</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Kör</translation>
    </message>
    <message>
        <source>This folder does not hold a model: %1.</source>
        <translation>Den här mappen innehåller ingen modell: %1.</translation>
    </message>
</context>
<context>
    <name>folio::PageList</name>
    <message>
        <source>Pages</source>
        <translation>Sidor</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>loop</translation>
    </message>
    <message>
        <source>token limit</source>
        <translation>tokengräns</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>, page %1</source>
        <translation>, sida %1</translation>
    </message>
    <message>
        <source>blank: Recognize all pages leaves it out (Page › Recognize anyway)</source>
        <translation>tom: Känn igen alla sidor hoppar över den (Sida › Känn igen ändå)</translation>
    </message>
    <message>
        <source>turned %1° clockwise, straightened by %2°%3</source>
        <translation>vriden %1° medurs, uträtad med %2°%3</translation>
    </message>
    <message>
        <source> (auto-rotate)</source>
        <translation> (autorotering)</translation>
    </message>
    <message>
        <source>The model kept repeating itself, so recognition stopped and the text is incomplete. Recognize › Retry with a repetition penalty tries again.</source>
        <translation>Modellen upprepade sig hela tiden, så igenkänningen stoppades och texten är ofullständig. Igenkänning › Försök igen med upprepningsstraff försöker igen.</translation>
    </message>
    <message>
        <source>Recognition stopped at the token limit, so the text may be incomplete. Recognize › Retry with a repetition penalty tries again; a larger token limit in the settings may be needed.</source>
        <translation>Igenkänningen stoppade vid tokengränsen, så texten kan vara ofullständig. Igenkänning › Försök igen med upprepningsstraff försöker igen; en högre tokengräns i inställningarna kan behövas.</translation>
    </message>
</context>
<context>
    <name>folio::PageTools</name>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>Rotera &amp;medurs</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn clockwise (Ctrl+])</source>
        <translation>Vrid sidan ett kvarts varv medurs (Ctrl+])</translation>
    </message>
    <message>
        <source>Rotate c&amp;ounter-clockwise</source>
        <translation>Rotera m&amp;oturs</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn counter-clockwise (Ctrl+[)</source>
        <translation>Vrid sidan ett kvarts varv moturs (Ctrl+[)</translation>
    </message>
    <message>
        <source>&amp;Auto-rotate and deskew</source>
        <translation>&amp;Autorotera och räta upp</translation>
    </message>
    <message>
        <source>Auto-rotate and deskew &amp;before recognition</source>
        <translation>Autorotera och räta upp &amp;före igenkänning</translation>
    </message>
    <message>
        <source>Recognize &amp;anyway</source>
        <translation>Känn igen &amp;ändå</translation>
    </message>
    <message>
        <source>Send the selected pages to the model, also those marked blank</source>
        <translation>Skicka de markerade sidorna till modellen, även de som markerats som tomma</translation>
    </message>
    <message>
        <source>Recognize &amp;blank pages too</source>
        <translation>Känn igen även &amp;tomma sidor</translation>
    </message>
    <message>
        <source>&amp;Paste as page</source>
        <translation>&amp;Klistra in som sida</translation>
    </message>
    <message>
        <source>Auto-rotate: %1 pages turned upright or straightened</source>
        <translation>Autorotering: %1 sidor vändes rätt eller rätades upp</translation>
    </message>
    <message>
        <source>Page %1: too little text to tell how it lies; left as it is</source>
        <translation>Sida %1: för lite text för att avgöra hur den ligger; lämnad som den är</translation>
    </message>
    <message>
        <source>Page %1: turned %2° clockwise, straightened by %3°</source>
        <translation>Sida %1: vriden %2° medurs, uträtad med %3°</translation>
    </message>
    <message numerus="yes">
        <source>Blank, not sent to the model: page %1. Page › Recognize anyway sends it.</source>
        <translation>
            <numerusform>Tom, skickas inte till modellen: sida %1. Sida › Känn igen ändå skickar den.</numerusform>
            <numerusform>Tomma, skickas inte till modellen: sidorna %1. Sida › Känn igen ändå skickar dem.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no image to add as a page</source>
        <translation>Urklippet innehåller ingen bild att lägga till som sida</translation>
    </message>
    <message>
        <source>Capture screen &amp;region as page…</source>
        <translation>Fånga skärm&amp;område som sida…</translation>
    </message>
    <message>
        <source>Choose an area of the screen in the desktop&apos;s screenshot dialog; it becomes a new page</source>
        <translation>Välj ett område av skärmen i skrivbordets skärmbildsdialog; det blir en ny sida</translation>
    </message>
    <message>
        <source>The screenshot %1 could not be read</source>
        <translation>Skärmbilden %1 kunde inte läsas</translation>
    </message>
    <message>
        <source>No screen capture: %1</source>
        <translation>Ingen skärmbild: %1</translation>
    </message>
    <message>
        <source>the folder “%1” cannot be made</source>
        <translation>mappen ”%1” kan inte skapas</translation>
    </message>
    <message>
        <source>The pasted image could not be kept: %1</source>
        <translation>Den inklistrade bilden kunde inte sparas: %1</translation>
    </message>
    <message>
        <source>Page %1 cannot be turned before its image is loaded: its regions would not turn with it. Try again in a moment, or with its scan back in place.</source>
        <translation>Sidan %1 kan inte vridas innan dess bild har lästs in: dess områden skulle inte vridas med. Försök igen om en stund, eller när skanningen är på plats igen.</translation>
    </message>
</context>
<context>
    <name>folio::PageView</name>
    <message>
        <source>Drop scans, PDFs or folders here
or use File › Open</source>
        <translation>Släpp skanningar, PDF-filer eller mappar här
eller använd Arkiv › Öppna</translation>
    </message>
    <message>
        <source>Page image</source>
        <translation>Sidbild</translation>
    </message>
    <message>
        <source>The scan of this page is missing:
%1</source>
        <translation>Skanningen av den här sidan saknas:
%1</translation>
    </message>
    <message>
        <source>This page&apos;s image cannot be shown:
%1</source>
        <translation>Sidans bild kan inte visas:
%1</translation>
    </message>
    <message>
        <source>Loading the page…</source>
        <translation>Läser in sidan…</translation>
    </message>
</context>
<context>
    <name>folio::PostProcess</name>
    <message>
        <source>Repair escaped math (\$x\$ to $x$, prices kept)</source>
        <translation>Reparera maskerade formler (\$x\$ till $x$, priser behålls)</translation>
    </message>
    <message>
        <source>Remove bold and italics</source>
        <translation>Ta bort fetstil och kursiv</translation>
    </message>
    <message>
        <source>List items as plain paragraphs</source>
        <translation>Listpunkter som vanliga stycken</translation>
    </message>
    <message>
        <source>Join words hyphenated at line ends</source>
        <translation>Sammanfoga ord avstavade vid radslut</translation>
    </message>
    <message>
        <source>One line per paragraph</source>
        <translation>En rad per stycke</translation>
    </message>
    <message>
        <source>Full-width punctuation in CJK text</source>
        <translation>Helbreddsskiljetecken i CJK-text</translation>
    </message>
    <message>
        <source>Drop running heads and page numbers</source>
        <translation>Ta bort löpande sidhuvuden och sidnummer</translation>
    </message>
    <message>
        <source>Collapse dot leaders (tables of contents)</source>
        <translation>Slå ihop utfyllnadspunkter (innehållsförteckningar)</translation>
    </message>
    <message>
        <source>Shorten long form blanks (____)</source>
        <translation>Korta långa formulärluckor (____)</translation>
    </message>
</context>
<context>
    <name>folio::PreviewView</name>
    <message>
        <source>Rendered preview</source>
        <translation>Renderad förhandsvisning</translation>
    </message>
</context>
<context>
    <name>folio::RecognitionSpeed</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
</context>
<context>
    <name>folio::ResultEditor</name>
    <message>
        <source>Recognized text appears here as Markdown.</source>
        <translation>Igenkänd text visas här som Markdown.</translation>
    </message>
    <message>
        <source>Markdown source</source>
        <translation>Markdown-källkod</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>Inga förslag</translation>
    </message>
    <message>
        <source>Add “%1” to dictionary</source>
        <translation>Lägg till ”%1” i ordlistan</translation>
    </message>
    <message>
        <source>The model was unsure of this text (F8: next, Ctrl+Return: accept)</source>
        <translation>Modellen var osäker på den här texten (F8: nästa, Ctrl+Retur: godkänn)</translation>
    </message>
    <message>
        <source>This page is being read. You can edit it once it is done, or cancel its recognition.</source>
        <translation>Sidan läses just nu. Du kan redigera den när den är klar, eller avbryta igenkänningen.</translation>
    </message>
    <message>
        <source>More suggestions</source>
        <translation>Fler förslag</translation>
    </message>
</context>
<context>
    <name>folio::ScreenPortal</name>
    <message>
        <source>there is no session bus to reach the desktop portal</source>
        <translation>det finns ingen sessionsbuss för att nå skrivbordsportalen</translation>
    </message>
    <message>
        <source>the desktop portal refused the screenshot: %1</source>
        <translation>skrivbordsportalen avvisade skärmbilden: %1</translation>
    </message>
    <message>
        <source>the desktop portal could not take the screenshot</source>
        <translation>skrivbordsportalen kunde inte ta skärmbilden</translation>
    </message>
    <message>
        <source>the desktop portal gave no screenshot file (%1)</source>
        <translation>skrivbordsportalen gav ingen skärmbildsfil (%1)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Folio: turn scans and PDFs into Markdown and Word with LightOnOCR.</source>
        <translation>Folio: gör om skanningar och PDF-filer till Markdown och Word med LightOnOCR.</translation>
    </message>
    <message>
        <source>Images or PDFs to open.</source>
        <translation>Bilder eller PDF-filer att öppna.</translation>
    </message>
    <message>
        <source>Verbs (no display needed):
  %1 ocr FILES... -o DIR   recognize images and PDFs into Markdown, Word, ODT, EPUB, HTML, text or JSON
  %1 watch IN OUT          recognize the files that appear in a folder, until stopped
  %1 serve --model DIR     serve the engine as an OpenAI-compatible server
`%1 ocr --help`, `%1 watch --help` and `%1 serve --help` list their options.</source>
        <translation>Verb (ingen skärm behövs):
  %1 ocr FILER... -o KATALOG   känn igen bilder och PDF-filer till Markdown, Word, ODT, EPUB, HTML, text eller JSON
  %1 watch IN UT             känn igen filerna som dyker upp i en mapp, tills det stoppas
  %1 serve --model KATALOG   kör motorn som en OpenAI-kompatibel server
`%1 ocr --help`, `%1 watch --help` och `%1 serve --help` listar sina alternativ.</translation>
    </message>
</context>
</TS>

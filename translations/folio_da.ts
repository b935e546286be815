<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da">
<context>
    <name>InterfaceLanguageMenu</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>S&amp;prog i brugerfladen</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>The interface language changes when Folio starts next.</source>
        <translation>Sproget i brugerfladen skifter, næste gang Folio starter.</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>not recognized</source>
        <translation>ikke genkendt</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>i kø</translation>
    </message>
    <message>
        <source>done</source>
        <translation>færdig</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislykkedes</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulleret</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>en streng</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>et tal</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true eller false</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>en liste (array)</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>et objekt</translation>
    </message>
    <message>
        <source>%1: field “%2” must be %3</source>
        <translation>%1: feltet “%2” skal være %3</translation>
    </message>
    <message>
        <source> block %1</source>
        <translation> blok %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>skal være et objekt</translation>
    </message>
    <message>
        <source>field “box” must hold 4 numbers x1 &lt; x2, y1 &lt; y2 within 0..1000</source>
        <translation>feltet “box” skal indeholde 4 tal x1 &lt; x2, y1 &lt; y2 inden for 0..1000</translation>
    </message>
    <message>
        <source> low-confidence span %1</source>
        <translation> usikkert afsnit %1</translation>
    </message>
    <message>
        <source>fields “start” and “length” must lie within the edited text (%1 characters)</source>
        <translation>felterne “start” og “length” skal ligge inden for den redigerede tekst (%1 tegn)</translation>
    </message>
    <message>
        <source>field “probability” must lie within 0..1</source>
        <translation>feltet “probability” skal ligge inden for 0..1</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>side %1</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1: skal være et objekt</translation>
    </message>
    <message>
        <source>field “id” is not a UUID: %1</source>
        <translation>feltet “id” er ikke et UUID: %1</translation>
    </message>
    <message>
        <source>field “pageIndex” is negative</source>
        <translation>feltet “pageIndex” er negativt</translation>
    </message>
    <message>
        <source>field “state” has an unknown value “%1”</source>
        <translation>feltet “state” har en ukendt værdi “%1”</translation>
    </message>
    <message>
        <source>field “rotation” must be 0, 90, 180 or 270, not %1</source>
        <translation>feltet “rotation” skal være 0, 90, 180 eller 270, ikke %1</translation>
    </message>
    <message>
        <source>field “cut” has an unknown value “%1”</source>
        <translation>feltet “cut” har en ukendt værdi “%1”</translation>
    </message>
    <message>
        <source> region %1</source>
        <translation> område %1</translation>
    </message>
    <message>
        <source>field “rect” must hold 4 numbers [x, y, width, height]</source>
        <translation>feltet “rect” skal indeholde 4 tal [x, y, bredde, højde]</translation>
    </message>
    <message>
        <source>Cannot open project “%1”: %2</source>
        <translation>Kan ikke åbne projektet “%1”: %2</translation>
    </message>
    <message>
        <source>the file is damaged or not a project (JSON error at line %1: %2)</source>
        <translation>filen er beskadiget eller ikke et projekt (JSON-fejl i linje %1: %2)</translation>
    </message>
    <message>
        <source>not a Folio project (the top level is not an object)</source>
        <translation>ikke et Folio-projekt (øverste niveau er ikke et objekt)</translation>
    </message>
    <message>
        <source>not a Folio project (field “format” is not “%1”)</source>
        <translation>ikke et Folio-projekt (feltet “format” er ikke “%1”)</translation>
    </message>
    <message>
        <source>field “formatVersion” is missing or not a number</source>
        <translation>feltet “formatVersion” mangler eller er ikke et tal</translation>
    </message>
    <message>
        <source>it was saved by a newer Folio (format version %1; this Folio reads versions 1 to %2). Update Folio to open it.</source>
        <translation>det blev gemt af en nyere Folio (formatversion %1; denne Folio læser version 1 til %2). Opdater Folio for at åbne det.</translation>
    </message>
    <message>
        <source>format version %1 is not a released format (the first is 1)</source>
        <translation>formatversion %1 er ikke et udgivet format (det første er 1)</translation>
    </message>
    <message>
        <source>project</source>
        <translation>projekt</translation>
    </message>
    <message>
        <source>field “pages” is missing</source>
        <translation>feltet “pages” mangler</translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2</source>
        <translation>Kan ikke skrive “%1”: %2</translation>
    </message>
    <message>
        <source>page %1 (%2)</source>
        <translation>side %1 (%2)</translation>
    </message>
    <message>
        <source>“%1” already exists; it is replaced only when you confirm overwriting it</source>
        <translation>“%1” findes allerede; den erstattes kun, hvis du bekræfter, at den skal overskrives</translation>
    </message>
    <message>
        <source>pandoc was not found (“%1” could not be started: %2). Install pandoc to export Word, OpenDocument and EPUB files.</source>
        <translation>pandoc blev ikke fundet (“%1” kunne ikke startes: %2). Installer pandoc for at eksportere Word-, OpenDocument- og EPUB-filer.</translation>
    </message>
    <message>
        <source>“%1 --version” failed: %2</source>
        <translation>“%1 --version” mislykkedes: %2</translation>
    </message>
    <message>
        <source>Nothing to export: no pages were selected</source>
        <translation>Intet at eksportere: ingen sider blev valgt</translation>
    </message>
    <message>
        <source>No output file was chosen</source>
        <translation>Der blev ikke valgt nogen outputfil</translation>
    </message>
    <message>
        <source>KaTeX was not found in “%1”: formulas are shown as TeX source</source>
        <translation>KaTeX blev ikke fundet i “%1”: formler vises som TeX-kildekode</translation>
    </message>
    <message>
        <source>%1: no page image to export (%2: %3)</source>
        <translation>%1: intet sidebillede at eksportere (%2: %3)</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the %1 export: %2</source>
        <translation>Kan ikke oprette en midlertidig mappe til %1-eksporten: %2</translation>
    </message>
    <message>
        <source>The %1 export&apos;s temporary files: %2</source>
        <translation>Midlertidige filer til %1-eksporten: %2</translation>
    </message>
    <message>
        <source>pandoc did not finish the %1 export of “%2” (%3)</source>
        <translation>pandoc fuldførte ikke %1-eksporten af “%2” (%3)</translation>
    </message>
    <message>
        <source>pandoc failed to write the %1 file “%2” (exit code %3): %4</source>
        <translation>pandoc kunne ikke skrive %1-filen “%2” (afslutningskode %3): %4</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>ingen meddelelse</translation>
    </message>
    <message>
        <source>pandoc reported success but wrote no %1 file for “%2”: %3</source>
        <translation>pandoc meldte succes, men skrev ingen %1-fil til “%2”: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot make the PDF “%1”: %2</source>
        <translation>Kan ikke oprette PDF-filen “%1”: %2</translation>
    </message>
    <message>
        <source>the image is %1x%2 pixels, more than the limit of %3 pixels</source>
        <translation>billedet er %1x%2 pixel, flere end grænsen på %3 pixel</translation>
    </message>
    <message>
        <source>cannot be decoded (%1)</source>
        <translation>kan ikke afkodes (%1)</translation>
    </message>
    <message>
        <source>not an image in a known format (PNG, JPEG, WebP, TIFF, BMP, ...)</source>
        <translation>ikke et billede i et kendt format (PNG, JPEG, WebP, TIFF, BMP, ...)</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>kan ikke læses (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>filen er tom</translation>
    </message>
    <message>
        <source>not a readable image (%1)</source>
        <translation>ikke et læsbart billede (%1)</translation>
    </message>
    <message>
        <source>%1: claims %2 pages, more than the limit of %3</source>
        <translation>%1: angiver %2 sider, flere end grænsen på %3</translation>
    </message>
    <message>
        <source>%1: page %2: %3</source>
        <translation>%1: side %2: %3</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: kan ikke læse filen (%2)</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>ikke en fil</translation>
    </message>
    <message>
        <source>no page image</source>
        <translation>intet sidebillede</translation>
    </message>
    <message>
        <source>the page could not be converted for orientation detection</source>
        <translation>siden kunne ikke konverteres til registrering af retning</translation>
    </message>
    <message>
        <source>Tesseract&apos;s orientation data (osd.traineddata) is not installed</source>
        <translation>Tesseracts retningsdata (osd.traineddata) er ikke installeret</translation>
    </message>
    <message>
        <source>too little text to tell the page&apos;s orientation</source>
        <translation>for lidt tekst til at afgøre sidens retning</translation>
    </message>
    <message>
        <source>page %1 could not be rendered: %2</source>
        <translation>side %1 kunne ikke renderes: %2</translation>
    </message>
    <message>
        <source>the renderer gave no answer</source>
        <translation>rendereren svarede ikke</translation>
    </message>
    <message>
        <source>the renderer&apos;s answer is damaged</source>
        <translation>rendererens svar er beskadiget</translation>
    </message>
    <message>
        <source>the page renderer %1 is not installed beside the program</source>
        <translation>siderendereren %1 er ikke installeret ved siden af programmet</translation>
    </message>
    <message>
        <source>the page renderer did not start (%1)</source>
        <translation>siderendereren startede ikke (%1)</translation>
    </message>
    <message>
        <source>rendering took longer than %1 s and was stopped (a damaged or hostile page, e.g. a decompression bomb)</source>
        <translation>renderingen tog længere end %1 s og blev stoppet (en beskadiget eller ondsindet side, f.eks. en dekomprimeringsbombe)</translation>
    </message>
    <message>
        <source>the renderer stopped: the page needs more than %1 MiB of memory or is damaged</source>
        <translation>rendereren stoppede: siden kræver mere end %1 MiB hukommelse eller er beskadiget</translation>
    </message>
    <message>
        <source>%1: has no pages</source>
        <translation>%1: har ingen sider</translation>
    </message>
    <message>
        <source>the document has no pages</source>
        <translation>dokumentet har ingen sider</translation>
    </message>
    <message>
        <source>claims %1 pages, more than the limit of %2</source>
        <translation>angiver %1 sider, flere end grænsen på %2</translation>
    </message>
    <message>
        <source>%1: page %2 no longer exists</source>
        <translation>%1: side %2 findes ikke længere</translation>
    </message>
    <message>
        <source>%1: page %2 not found</source>
        <translation>%1: side %2 blev ikke fundet</translation>
    </message>
    <message>
        <source>not a readable PDF (damaged or not a PDF)</source>
        <translation>ikke en læsbar PDF (beskadiget eller ikke en PDF)</translation>
    </message>
    <message>
        <source>the PDF is encrypted: it needs a password</source>
        <translation>PDF-filen er krypteret: den kræver en adgangskode</translation>
    </message>
    <message>
        <source>wrong password for the encrypted PDF</source>
        <translation>forkert adgangskode til den krypterede PDF-fil</translation>
    </message>
    <message>
        <source>page %1 cannot be read (damaged page tree)</source>
        <translation>side %1 kan ikke læses (beskadiget sidetræ)</translation>
    </message>
    <message>
        <source>page %1 has an implausible size (%2 x %3 pt)</source>
        <translation>side %1 har en usandsynlig størrelse (%2 x %3 pt)</translation>
    </message>
    <message>
        <source>page %1 would be too large to render</source>
        <translation>side %1 ville være for stor til at blive renderet</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered</source>
        <translation>side %1 kan ikke renderes</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered (out of memory)</source>
        <translation>side %1 kan ikke renderes (ikke nok hukommelse)</translation>
    </message>
    <message>
        <source>%1: cannot read the downloaded file</source>
        <translation>%1: kan ikke læse den downloadede fil</translation>
    </message>
    <message>
        <source>%1: size is %2 bytes, expected %3</source>
        <translation>%1: størrelsen er %2 byte, forventet %3</translation>
    </message>
    <message>
        <source>%1: checksum mismatch (got %2, expected %3)</source>
        <translation>%1: kontrolsummen passer ikke (fik %2, forventet %3)</translation>
    </message>
    <message>
        <source>LightOnOCR-%1</source>
        <translation>LightOnOCR-%1</translation>
    </message>
    <message>
        <source>unknown LightOnOCR generation</source>
        <translation>ukendt LightOnOCR-generation</translation>
    </message>
    <message>
        <source>%1: plain text and layout with boxes (grounding)</source>
        <translation>%1: ren tekst og layout med bokse (grounding)</translation>
    </message>
    <message>
        <source>%1: plain text (no layout boxes)</source>
        <translation>%1: ren tekst (ingen layoutbokse)</translation>
    </message>
    <message>
        <source>%1 has no grounding mode: layout boxes need a LightOnOCR-3 model. Use plain mode, or choose LightOnOCR-3-1B.</source>
        <translation>%1 har ingen grounding-tilstand: layoutbokse kræver en LightOnOCR-3-model. Brug tilstanden ren tekst, eller vælg LightOnOCR-3-1B.</translation>
    </message>
    <message>
        <source>Folio cannot tell which LightOnOCR generation “%1” is, so it offers plain mode only: grounding needs a LightOnOCR-3 model, named as such in its folder or its config.json.</source>
        <translation>Folio kan ikke afgøre, hvilken LightOnOCR-generation “%1” er, så kun tilstanden ren tekst tilbydes: grounding kræver en LightOnOCR-3-model, der er navngivet som sådan i sin mappe eller sin config.json.</translation>
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
        <translation>Markdown, én fil pr. side (*.md)</translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation>Word-dokument (*.docx)</translation>
    </message>
    <message>
        <source>OpenDocument text (*.odt)</source>
        <translation>OpenDocument-tekst (*.odt)</translation>
    </message>
    <message>
        <source>EPUB e-book (*.epub)</source>
        <translation>EPUB-e-bog (*.epub)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webside (*.html)</translation>
    </message>
    <message>
        <source>Plain text (*.txt)</source>
        <translation>Ren tekst (*.txt)</translation>
    </message>
    <message>
        <source>Searchable PDF, text positions approximate (*.pdf)</source>
        <translation>Søgbar PDF, omtrentlige tekstpositioner (*.pdf)</translation>
    </message>
    <message>
        <source>Searchable PDF (*.pdf)</source>
        <translation>Søgbar PDF (*.pdf)</translation>
    </message>
    <message>
        <source>hOCR (*.hocr)</source>
        <translation>hOCR (*.hocr)</translation>
    </message>
    <message>
        <source>Layout blocks, JSON (*.json)</source>
        <translation>Layoutblokke, JSON (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksporter</translation>
    </message>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>“%1” findes allerede. Vil du erstatte den?</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Eksporterer til %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Eksporterede %1</translation>
    </message>
    <message>
        <source> (text positions are approximate on pages recognized without layout)</source>
        <translation> (tekstpositionerne er omtrentlige på sider, der er genkendt uden layout)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Eksporten mislykkedes</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>læses</translation>
    </message>
    <message>
        <source>%1: page %2 cannot be reached</source>
        <translation>%1: side %2 kan ikke nås</translation>
    </message>
    <message>
        <source>unfinished import %1</source>
        <translation>ufærdig import %1</translation>
    </message>
    <message>
        <source>field “absolutePath” is missing</source>
        <translation>feltet „absolutePath“ mangler</translation>
    </message>
    <message>
        <source>field “nextPage” must lie within 0..%1</source>
        <translation>feltet „nextPage“ skal ligge inden for 0..%1</translation>
    </message>
    <message>
        <source>field “pageCount” must be at least 1</source>
        <translation>feltet „pageCount“ skal være mindst 1</translation>
    </message>
    <message>
        <source>the page image is not available</source>
        <translation>sidebilledet er ikke tilgængeligt</translation>
    </message>
    <message>
        <source>the page image cannot be read back (%1)</source>
        <translation>sidebilledet kan ikke læses igen (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 pages have no text yet (not recognized, or still being read): the export leaves them empty. Export anyway?</source>
        <translation>
            <numerusform>%n af de %1 sider har ingen tekst endnu (ikke genkendt, eller læses stadig): eksporten lader den være tom. Eksportér alligevel?</numerusform>
            <numerusform>%n af de %1 sider har ingen tekst endnu (ikke genkendt, eller læses stadig): eksporten lader dem være tomme. Eksportér alligevel?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>Eksportér alligevel</translation>
    </message>
    <message>
        <source>“%1” is a file of this project (its scan, or the project itself): an export never replaces it. Choose another name.</source>
        <translation>“%1” er en fil i dette projekt (dets scanning eller selve projektet): en eksport erstatter den aldrig. Vælg et andet navn.</translation>
    </message>
    <message>
        <source>cannot read the file (not a file)</source>
        <translation>kan ikke læse filen (ikke en fil)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (not a file)</source>
        <translation>%1: kan ikke læse filen (ikke en fil)</translation>
    </message>
    <message>
        <source>it is no longer there</source>
        <translation>den findes ikke længere</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 and %n more files</source>
        <translation>
            <numerusform>Eksporteret %1 og %n fil mere</numerusform>
            <numerusform>Eksporteret %1 og %n filer mere</numerusform>
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
            <numerusform>Ingen af de %n sidefiler blev skrevet.</numerusform>
            <numerusform>Ingen af de %n sidefiler blev skrevet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n page files were written.</source>
        <translation>
            <numerusform>%1 af %n sidefil blev skrevet.</numerusform>
            <numerusform>%1 af %n sidefiler blev skrevet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of this export already exist (%1). Replace them?</source>
        <translation>
            <numerusform>%n fil fra denne eksport findes allerede (%1). Erstat den?</numerusform>
            <numerusform>%n filer fra denne eksport findes allerede (%1). Erstat dem?</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>ukendt fejl</translation>
    </message>
    <message>
        <source>pandoc wrote a damaged %1 file for “%2”: %3</source>
        <translation>pandoc skrev en beskadiget %1-fil til “%2”: %3</translation>
    </message>
    <message>
        <source>left as they were, from an earlier export of more pages: %1</source>
        <translation>efterladt som de var, fra en tidligere eksport med flere sider: %1</translation>
    </message>
</context>
<context>
    <name>SystemError</name>
    <message>
        <source>No space left on device</source>
        <translation>Ingen plads tilbage på enheden</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Skrivebeskyttet filsystem</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Adgang nægtet</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Handlingen er ikke tilladt</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Ingen sådan fil eller mappe</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Diskkvote overskredet</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Inddata/uddata-fejl</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Filnavnet er for langt</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Er en mappe</translation>
    </message>
</context>
<context>
    <name>folio::FindReplaceBar</name>
    <message>
        <source>Match case</source>
        <translation>Forskel på store og små bogstaver</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Søg</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Erstat med</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Næste</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Forrige</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Erstat</translation>
    </message>
    <message>
        <source>Replace all</source>
        <translation>Erstat alle</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Wrapped</source>
        <translation>Startede forfra</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Ikke fundet</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n erstattet</numerusform>
            <numerusform>%n erstattet</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Hele ord</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Alle sider</translation>
    </message>
    <message>
        <source>Undo replace all</source>
        <translation>Fortryd erstat alle</translation>
    </message>
    <message>
        <source>Find and replace in every page, not only the one shown</source>
        <translation>Søg og erstat på alle sider, ikke kun den viste</translation>
    </message>
    <message>
        <source>Wrapped to page %1</source>
        <translation>Startede forfra på side %1</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Side %1</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced on %1</source>
        <translation>
            <numerusform>%n erstattet på %1</numerusform>
            <numerusform>%n erstattet på %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages being read were left as they are.</source>
        <translation>
            <numerusform>%n side, der læses, blev ikke ændret.</numerusform>
            <numerusform>%n sider, der læses, blev ikke ændret.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacement undone on %n pages</source>
        <translation>
            <numerusform>Erstatningen er fortrudt på %n side</numerusform>
            <numerusform>Erstatningen er fortrudt på %n sider</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n side</numerusform>
            <numerusform>%n sider</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on this page</source>
        <translation>
            <numerusform>%n træf på denne side</numerusform>
            <numerusform>%n træf på denne side</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on %1</source>
        <translation>
            <numerusform>%n træf på %1</numerusform>
            <numerusform>%n træf på %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed since, %n page(s) kept the replacement (%1); Edit › Undo on such a page takes it back.</source>
        <translation>
            <numerusform>Ændret siden, beholdt %n side erstatningen (%1); Rediger › Fortryd på siden fjerner den.</numerusform>
            <numerusform>Ændret siden, beholdt %n sider erstatningen (%1); Rediger › Fortryd på en sådan side fjerner den.</numerusform>
        </translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>side %1</translation>
    </message>
    <message>
        <source>pages %1</source>
        <translation>sider %1</translation>
    </message>
</context>
<context>
    <name>folio::JobQueue</name>
    <message>
        <source>the page image is not available</source>
        <translation>sidebilledet er ikke tilgængeligt</translation>
    </message>
    <message>
        <source>The region lies outside the page.</source>
        <translation>Området ligger uden for siden.</translation>
    </message>
    <message>
        <source>No OCR model is loaded. Choose a model folder or download the model first.</source>
        <translation>Der er ikke indlæst nogen OCR-model. Vælg først en modelmappe, eller download modellen.</translation>
    </message>
    <message>
        <source>stopped at the token limit</source>
        <translation>stoppede ved tokengrænsen</translation>
    </message>
    <message>
        <source>stopped: the text kept repeating itself</source>
        <translation>stoppet: teksten blev ved med at gentage sig selv</translation>
    </message>
    <message>
        <source>partial text: cancelled after %1 tokens</source>
        <translation>ufuldstændig tekst: annulleret efter %1 tokens</translation>
    </message>
    <message>
        <source>The region is too small to read (%1 × %2 pixels). Draw it around the words.</source>
        <translation>Området er for lille til at blive læst (%1 × %2 pixel). Tegn det rundt om ordene.</translation>
    </message>
    <message>
        <source>reading it again failed (%1): the text is from the earlier reading</source>
        <translation>genlæsning mislykkedes (%1): teksten er fra den tidligere læsning</translation>
    </message>
</context>
<context>
    <name>folio::LanguageButton</name>
    <message>
        <source>Chinese</source>
        <translation>Kinesisk</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Engelsk</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japansk</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Fransk</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Tysk</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spansk</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiensk</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Nederlandsk</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugisisk</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Svensk</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Dansk</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisk</translation>
    </message>
    <message>
        <source>Languages of the document: constrain recognition and choose spell-checking dictionaries</source>
        <translation>Dokumentets sprog: begrænser genkendelsen og vælger ordbøger til stavekontrol</translation>
    </message>
    <message>
        <source>Languages: automatic</source>
        <translation>Sprog: automatisk</translation>
    </message>
    <message>
        <source>Languages: %1</source>
        <translation>Sprog: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>%n valgt</numerusform>
            <numerusform>%n valgt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::LayoutController</name>
    <message>
        <source>Show &amp;layout boxes</source>
        <translation>Vis &amp;layoutbokse</translation>
    </message>
    <message>
        <source>Recognize &amp;block again</source>
        <translation>Genkend &amp;blokken igen</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>Ren tekst</translation>
    </message>
    <message>
        <source>Text and layout</source>
        <translation>Tekst og layout</translation>
    </message>
    <message>
        <source>Recognition mode</source>
        <translation>Genkendelsestilstand</translation>
    </message>
    <message>
        <source>Recognize the highlighted layout block on its own, inside its box</source>
        <translation>Genkend den fremhævede layoutblok for sig, inden for dens boks</translation>
    </message>
</context>
<context>
    <name>folio::LocalEngineBackend</name>
    <message>
        <source>the model could not be opened</source>
        <translation>modellen kunne ikke åbnes</translation>
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
        <translation>der er ikke indlæst nogen model</translation>
    </message>
    <message>
        <source>%1: %2 weights, %3 KV cache</source>
        <translation>%1: %2-vægte, %3-KV-cache</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n threads</source>
        <translation>
            <numerusform>%1, %n tråd</numerusform>
            <numerusform>%1, %n tråde</numerusform>
        </translation>
    </message>
    <message>
        <source>no model folder is chosen</source>
        <translation>der er ikke valgt en modelmappe</translation>
    </message>
    <message>
        <source>%1 is gone (moved, deleted, or on a drive that is not mounted)</source>
        <translation>%1 findes ikke længere (flyttet, slettet eller på et drev, der ikke er monteret)</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 er ikke en mappe</translation>
    </message>
    <message>
        <source>the weights (*.safetensors)</source>
        <translation>vægtene (*.safetensors)</translation>
    </message>
    <message>
        <source>%1 lacks %2</source>
        <translation>%1 mangler %2</translation>
    </message>
    <message>
        <source>%1 cannot be read (permission denied)</source>
        <translation>%1 kan ikke læses (adgang nægtet)</translation>
    </message>
</context>
<context>
    <name>folio::MainWindow</name>
    <message>
        <source>Password needed</source>
        <translation>Adgangskode påkrævet</translation>
    </message>
    <message>
        <source>The password did not open %1. Try again:</source>
        <translation>Adgangskoden åbnede ikke %1. Prøv igen:</translation>
    </message>
    <message>
        <source>%1 is encrypted. Password:</source>
        <translation>%1 er krypteret. Adgangskode:</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Gem projekt</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unavngivet</translation>
    </message>
    <message>
        <source>Folio projects (*.folio)</source>
        <translation>Folio-projekter (*.folio)</translation>
    </message>
    <message>
        <source>Importing: %1 of %2 files</source>
        <translation>Importerer: %1 af %2 filer</translation>
    </message>
    <message>
        <source>Choose model folder…</source>
        <translation>Vælg modelmappe…</translation>
    </message>
    <message>
        <source>Download a model</source>
        <translation>Download en model</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Filer</translation>
    </message>
    <message>
        <source>&amp;New project</source>
        <translation>&amp;Nyt projekt</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Åbn…</translation>
    </message>
    <message>
        <source>Open scans or PDFs</source>
        <translation>Åbn scanninger eller PDF-filer</translation>
    </message>
    <message>
        <source>Documents (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;All files (*)</source>
        <translation>Dokumenter (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation>Åbn &amp;mappe…</translation>
    </message>
    <message>
        <source>Open a folder of scans</source>
        <translation>Åbn en mappe med scanninger</translation>
    </message>
    <message>
        <source>Open &amp;project…</source>
        <translation>Åbn &amp;projekt…</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Åbn projekt</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Åbn &amp;seneste</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>&amp;Gem projekt</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>Gem projekt s&amp;om…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Eksporter…</translation>
    </message>
    <message>
        <source>Clean-ups on e&amp;xport</source>
        <translation>Oprydning ved e&amp;ksport</translation>
    </message>
    <message>
        <source>Page &amp;markers in Markdown and text exports</source>
        <translation>Sidemarkø&amp;rer i Markdown- og teksteksporter</translation>
    </message>
    <message>
        <source>Writes a comment naming the page and its source file before each page</source>
        <translation>Skriver før hver side en kommentar med siden og dens kildefil</translation>
    </message>
    <message>
        <source>&amp;Close project</source>
        <translation>&amp;Luk projekt</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Indstillinger…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Annuller fortryd</translation>
    </message>
    <message>
        <source>Re&amp;vert page to recognized text</source>
        <translation>Gen&amp;dan siden til genkendt tekst</translation>
    </message>
    <message>
        <source>&amp;Find / Replace…</source>
        <translation>&amp;Søg/erstat…</translation>
    </message>
    <message>
        <source>&amp;Next low-confidence text</source>
        <translation>&amp;Næste usikre tekst</translation>
    </message>
    <message>
        <source>P&amp;revious low-confidence text</source>
        <translation>F&amp;orrige usikre tekst</translation>
    </message>
    <message>
        <source>&amp;Accept low-confidence text</source>
        <translation>God&amp;kend usikker tekst</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Kopier som &amp;Markdown</translation>
    </message>
    <message>
        <source>Copy as &amp;rich text</source>
        <translation>Kopier som forma&amp;teret tekst</translation>
    </message>
    <message>
        <source>&amp;Delete selected pages</source>
        <translation>S&amp;let valgte sider</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;ind</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;ud</translation>
    </message>
    <message>
        <source>Fit &amp;width</source>
        <translation>Tilpas til &amp;bredde</translation>
    </message>
    <message>
        <source>Fit &amp;page</source>
        <translation>Tilpas til &amp;side</translation>
    </message>
    <message>
        <source>&amp;Actual size (1:1)</source>
        <translation>&amp;Faktisk størrelse (1:1)</translation>
    </message>
    <message>
        <source>&amp;Page</source>
        <translation>&amp;Side</translation>
    </message>
    <message>
        <source>&amp;Recognize</source>
        <translation>&amp;Genkendelse</translation>
    </message>
    <message>
        <source>Recognize &amp;page</source>
        <translation>Genkend &amp;siden</translation>
    </message>
    <message>
        <source>Recognize &amp;selected pages</source>
        <translation>Genkend &amp;valgte sider</translation>
    </message>
    <message>
        <source>Recognize &amp;all pages</source>
        <translation>Genkend &amp;alle sider</translation>
    </message>
    <message>
        <source>Recognize &amp;region</source>
        <translation>Genkend &amp;område</translation>
    </message>
    <message>
        <source>Retry with a repetition &amp;penalty</source>
        <translation>Prøv igen med &amp;gentagelsesstraf</translation>
    </message>
    <message>
        <source>Recognizes again the selected pages whose text looped or stopped at the token limit, discouraging the model from repeating itself</source>
        <translation>Genkender de valgte sider igen, hvis tekst gik i ring eller stoppede ved tokengrænsen, og afholder modellen fra at gentage sig selv</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Annu&amp;ller</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;About Folio</source>
        <translation>&amp;Om Folio</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hovedværktøjslinje</translation>
    </message>
    <message>
        <source>Some files could not be opened</source>
        <translation>Nogle filer kunne ikke åbnes</translation>
    </message>
    <message>
        <source>The untitled project</source>
        <translation>Det unavngivne projekt</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>Gem ændringer?</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before going on?</source>
        <translation>%1 har ændringer, der ikke er gemt. Vil du gemme dem, før du fortsætter?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Gem</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Kassér ændringer</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Ingen seneste projekter</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>&amp;Ryd listen</translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation>%1 (gendannet)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Gendan</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kassér</translation>
    </message>
    <message>
        <source>Show both</source>
        <translation>Vis begge</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Gendan ikke-gemt arbejde</translation>
    </message>
    <message>
        <source>Ready: %1</source>
        <translation>Klar: %1</translation>
    </message>
    <message>
        <source>Model loaded</source>
        <translation>Modellen er indlæst</translation>
    </message>
    <message>
        <source>The model could not be loaded: %1</source>
        <translation>Modellen kunne ikke indlæses: %1</translation>
    </message>
    <message>
        <source>Loading the model from %1…</source>
        <translation>Indlæser modellen fra %1…</translation>
    </message>
    <message>
        <source>&lt;b&gt;No OCR model installed.&lt;/b&gt; Folio needs LightOnOCR-2-1B or LightOnOCR-3-1B (about 2 GB; the 3 also finds where each block sits on the page) to read pages. Choose a folder that holds one, or download it from Hugging Face.</source>
        <translation>&lt;b&gt;Ingen OCR-model installeret.&lt;/b&gt; Folio kræver LightOnOCR-2-1B eller LightOnOCR-3-1B (ca. 2 GB; 3’eren finder også, hvor hver blok ligger på siden) for at læse sider. Vælg en mappe, der indeholder en af dem, eller download den fra Hugging Face.</translation>
    </message>
    <message>
        <source>Page %1 has edits of yours. Recognizing it again replaces its text; Edit › Undo brings your text back.</source>
        <translation>Side %1 indeholder dine rettelser. Genkendes den igen, erstattes dens tekst; Rediger › Fortryd giver dig din tekst tilbage.</translation>
    </message>
    <message>
        <source>Pages %1 have edits of yours. Recognizing them again replaces their text; Edit › Undo brings your text back, page by page.</source>
        <translation>Siderne %1 indeholder dine rettelser. Genkendes de igen, erstattes deres tekst; Rediger › Fortryd giver dig din tekst tilbage, side for side.</translation>
    </message>
    <message>
        <source>Replace your edits?</source>
        <translation>Erstat dine rettelser?</translation>
    </message>
    <message>
        <source>Recognize again</source>
        <translation>Genkend igen</translation>
    </message>
    <message>
        <source>Only pages not done (%1)</source>
        <translation>Kun sider, der ikke er færdige (%1)</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Alle sider</translation>
    </message>
    <message>
        <source>Recognize all pages</source>
        <translation>Genkend alle sider</translation>
    </message>
    <message>
        <source>no model loaded</source>
        <translation>ingen model indlæst</translation>
    </message>
    <message>
        <source>About Folio</source>
        <translation>Om Folio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Turns scans and PDFs into Markdown and Word with the LightOnOCR vision-language model, on your own GPU or CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Model:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Device:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Engine:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio is free software. It uses Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, run as a separate program) and libtorch (BSD). LightOnOCR-2-1B is released by LightOn under the Apache 2.0 license.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Gør scanninger og PDF-filer til Markdown og Word med vision-language-modellen LightOnOCR, på din egen GPU eller CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Model:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Enhed:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Motor:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio er fri software. Det bruger Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, kørt som et separat program) og libtorch (BSD). LightOnOCR-2-1B er udgivet af LightOn under Apache 2.0-licensen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>ingen valgt</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>off</source>
        <translation>fra</translation>
    </message>
    <message>
        <source>Text the model recognized with a probability below this is underlined in the editor (F8 goes to the next). A lower value hides marks at once; a higher one marks more on pages recognized from then on.</source>
        <translation>Tekst, som modellen genkendte med en sandsynlighed under denne værdi, understreges i editoren (F8 går til den næste). En lavere værdi skjuler markeringer med det samme; en højere markerer mere på sider, der genkendes fremover.</translation>
    </message>
    <message>
        <source>Underline text recognized with a probability below</source>
        <translation>Understreg tekst genkendt med en sandsynlighed under</translation>
    </message>
    <message>
        <source>Model, device and memory…</source>
        <translation>Model, enhed og hukommelse…</translation>
    </message>
    <message>
        <source>Recognition</source>
        <translation>Genkendelse</translation>
    </message>
    <message>
        <source>Interface language: View › Interface language.</source>
        <translation>Sprog i brugerfladen: Vis › Sprog i brugerfladen.</translation>
    </message>
    <message>
        <source> · %1 tokens/s</source>
        <translation> · %1 tokens/s</translation>
    </message>
    <message>
        <source> · about %1 per page</source>
        <translation> · ca. %1 pr. side</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>ikke indlæst</translation>
    </message>
    <message>
        <source>not loaded yet</source>
        <translation>ikke indlæst endnu</translation>
    </message>
    <message numerus="yes">
        <source>Recognizing %n pages takes about %1: about %2 per page, as measured on the last pages recognized (%3). You can go on working meanwhile and cancel at any time.</source>
        <translation>
            <numerusform>Genkendelse af %n side tager ca. %1: ca. %2 pr. side, målt på de sidst genkendte sider (%3). Du kan arbejde videre imens og annullere når som helst.</numerusform>
            <numerusform>Genkendelse af %n sider tager ca. %1: ca. %2 pr. side, målt på de sidst genkendte sider (%3). Du kan arbejde videre imens og annullere når som helst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recognize %n pages</source>
        <translation>
            <numerusform>Genkend %n side</numerusform>
            <numerusform>Genkend %n sider</numerusform>
        </translation>
    </message>
    <message>
        <source>no local model loaded</source>
        <translation>ingen lokal model indlæst</translation>
    </message>
    <message>
        <source>The device, weight precision, KV cache precision and CPU threads the local engine runs with, every automatic choice resolved.</source>
        <translation>Den enhed, vægtpræcision, KV-cache-præcision og de CPU-tråde, den lokale motor kører med, med alle automatiske valg afgjort.</translation>
    </message>
    <message>
        <source>The engine runs on</source>
        <translation>Motoren kører på</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · ca. %1 tilbage</translation>
    </message>
    <message>
        <source>Reading page %1</source>
        <translation>Læser side %1</translation>
    </message>
    <message>
        <source>Reading pages %1</source>
        <translation>Læser siderne %1</translation>
    </message>
    <message>
        <source>Not opened again, already in the restored project: %1</source>
        <translation>Ikke åbnet igen, findes allerede i det gendannede projekt: %1</translation>
    </message>
    <message>
        <source>Importing %1: page %2 of %3</source>
        <translation>Importerer %1: side %2 af %3</translation>
    </message>
    <message>
        <source>Restore &amp;removed pages</source>
        <translation>Gendan &amp;fjernede sider</translation>
    </message>
    <message>
        <source>Restore the removed page</source>
        <translation>Gendan den fjernede side</translation>
    </message>
    <message>
        <source>Restore %1 removed pages</source>
        <translation>Gendan %1 fjernede sider</translation>
    </message>
    <message>
        <source>Removed 1 page.</source>
        <translation>1 side fjernet.</translation>
    </message>
    <message>
        <source>Removed %1 pages.</source>
        <translation>%1 sider fjernet.</translation>
    </message>
    <message>
        <source>Edit › Undo in the page list, or Edit › Restore removed pages, brings them back.</source>
        <translation>Rediger › Fortryd i sidelisten, eller Rediger › Gendan fjernede sider, bringer dem tilbage.</translation>
    </message>
    <message>
        <source>Restored 1 page.</source>
        <translation>1 side gendannet.</translation>
    </message>
    <message>
        <source>Restored %1 pages.</source>
        <translation>%1 sider gendannet.</translation>
    </message>
    <message>
        <source>Reading the rest of %1: pages %2 to %3 were not imported before it was closed</source>
        <translation>Læser resten af %1: side %2 til %3 var ikke importeret, før det blev lukket</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>Find næ&amp;ste</translation>
    </message>
    <message>
        <source>Find previou&amp;s</source>
        <translation>Find &amp;forrige</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model cannot be used:&lt;/b&gt; %1. Choose the folder that holds it, or download it again.</source>
        <translation>&lt;b&gt;Modellen kan ikke bruges:&lt;/b&gt; %1. Vælg den mappe, der indeholder den, eller hent den igen.</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>&amp;Erstat …</translation>
    </message>
    <message>
        <source>%1 is open in another Folio window: save under another name, or close it there first.</source>
        <translation>%1 er åben i et andet Folio-vindue: gem under et andet navn, eller luk den der først.</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since this window opened or saved it. Saving here replaces those changes.</source>
        <translation>“%1” er blevet ændret på disken, siden dette vindue åbnede eller gemte den. Gemmer du her, erstattes de ændringer.</translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>Gem alligevel</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Gem som…</translation>
    </message>
    <message>
        <source>“%1” is open in another Folio window. If both windows changed it, the one saved last would overwrite the other&apos;s work. Open a copy here instead?</source>
        <translation>“%1” er åben i et andet Folio-vindue. Hvis begge vinduer ændrede den, ville det, der gemmes sidst, overskrive det andets arbejde. Åbn en kopi her i stedet?</translation>
    </message>
    <message>
        <source>Open a copy</source>
        <translation>Åbn en kopi</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (kopi)</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>&amp;Næste side</translation>
    </message>
    <message>
        <source>P&amp;revious page</source>
        <translation>&amp;Forrige side</translation>
    </message>
    <message>
        <source>No low-confidence text is left</source>
        <translation>Der er ingen usikker tekst tilbage</translation>
    </message>
    <message numerus="yes">
        <source>Import stopped: the project keeps its %n page(s)</source>
        <translation>
            <numerusform>Import stoppet: projektet beholder sin %n side</numerusform>
            <numerusform>Import stoppet: projektet beholder sine %n sider</numerusform>
        </translation>
    </message>
    <message>
        <source>Crash copy</source>
        <translation>Nødkopi</translation>
    </message>
    <message>
        <source>Folio cannot keep a crash copy of your changes, so a crash would lose them: %1

Save the project (File &gt; Save As to another place if need be).</source>
        <translation>Folio kan ikke gemme en nødkopi af dine ændringer, så et nedbrud ville miste dem: %1

Gem projektet (Filer &gt; Gem som et andet sted om nødvendigt).</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2; the project itself was saved %3). Restore them?</source>
        <translation>„%1“ har ændringer, der ikke blev gemt, bevaret i en gendannelseskopi (%2; selve projektet blev gemt %3). Gendan dem?</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Senere</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksporter</translation>
    </message>
    <message>
        <source>The export to “%1” is still running. Quitting now stops it, and the file is not written.</source>
        <translation>Eksporten til „%1“ kører stadig. Afslutter du nu, stoppes den, og filen bliver ikke skrevet.</translation>
    </message>
    <message>
        <source>Quit when it is done</source>
        <translation>Afslut, når den er færdig</translation>
    </message>
    <message>
        <source>Quit now</source>
        <translation>Afslut nu</translation>
    </message>
    <message>
        <source>Recognize region</source>
        <translation>Genkend område</translation>
    </message>
    <message>
        <source>You changed this region&apos;s text in the editor. Recognizing it again adds the new reading to the page beside your corrected text; Edit › Undo takes it away.</source>
        <translation>Du har ændret områdets tekst i editoren. Genkendes det igen, tilføjes den nye læsning til siden ved siden af din rettede tekst; Rediger › Fortryd fjerner den.</translation>
    </message>
    <message>
        <source>The pages are back in their order before the move.</source>
        <translation>Siderne er tilbage i rækkefølgen fra før flytningen.</translation>
    </message>
    <message>
        <source>Nothing to undo in the page list; in the text, Undo takes back typing.</source>
        <translation>Intet at fortryde i sidelisten; i teksten fortryder Fortryd det skrevne.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pages</source>
        <translation>
            <numerusform>%1 af %n side</numerusform>
            <numerusform>%1 af %n sider</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n mislykket</numerusform>
            <numerusform>%n mislykkede</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled</source>
        <translation>
            <numerusform>%n annulleret</numerusform>
            <numerusform>%n annullerede</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n side</numerusform>
            <numerusform>%n sider</numerusform>
        </translation>
    </message>
    <message>
        <source>The model cannot be used: %1.</source>
        <translation>Modellen kan ikke bruges: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model could not be loaded:&lt;/b&gt; %1&lt;br&gt;Choose another model folder, or download the model again.</source>
        <translation>&lt;b&gt;Modellen kunne ikke indlæses:&lt;/b&gt; %1&lt;br&gt;Vælg en anden modelmappe, eller hent modellen igen.</translation>
    </message>
    <message numerus="yes">
        <source> (%n with edits of yours, which recognizing again replaces; Edit › Undo brings them back)</source>
        <translation>
            <numerusform> (%n med dine rettelser, som en ny genkendelse erstatter; Rediger › Fortryd bringer dem tilbage)</numerusform>
            <numerusform> (%n med dine rettelser, som en ny genkendelse erstatter; Rediger › Fortryd bringer dem tilbage)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every page is recognized already%1. Recognize all of them again?</source>
        <translation>Alle sider er allerede genkendt%1. Genkend dem alle igen?</translation>
    </message>
    <message numerus="yes">
        <source>Pages recognized already: %1 of %n%2. Recognize only the pages not done, or all of them again?</source>
        <translation>
            <numerusform>Allerede genkendte sider: %1 af %n%2. Genkend kun de sider, der mangler, eller dem alle igen?</numerusform>
            <numerusform>Allerede genkendte sider: %1 af %n%2. Genkend kun de sider, der mangler, eller dem alle igen?</numerusform>
        </translation>
    </message>
    <message>
        <source>No region change to undo on this page; in the text, Undo takes back typing.</source>
        <translation>Ingen ændring af områder at fortryde på denne side; i teksten fortryder Fortryd indtastning.</translation>
    </message>
    <message>
        <source>No region change to redo on this page.</source>
        <translation>Ingen ændring af områder at gentage på denne side.</translation>
    </message>
    <message>
        <source>Region %1 deleted; Edit › Undo in the page view brings it back.</source>
        <translation>Område %1 slettet; Rediger › Fortryd i sidevisningen bringer det tilbage.</translation>
    </message>
    <message>
        <source>Go to page</source>
        <translation>Gå til side</translation>
    </message>
    <message>
        <source>Page (1–%1):</source>
        <translation>Side (1–%1):</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n pages read; every page keeps its text, partial readings are marked cancelled</source>
        <translation>
            <numerusform>Annulleret: %1 af %n side læst; hver side beholder sin tekst, ufuldstændige læsninger er markeret som annulleret</numerusform>
            <numerusform>Annulleret: %1 af %n sider læst; hver side beholder sin tekst, ufuldstændige læsninger er markeret som annulleret</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover &amp;unsaved work…</source>
        <translation>Gendan &amp;ikke-gemt arbejde…</translation>
    </message>
    <message>
        <source>&amp;Go to page…</source>
        <translation>&amp;Gå til side…</translation>
    </message>
    <message>
        <source>The changes are still in this window.</source>
        <translation>Ændringerne er stadig i dette vindue.</translation>
    </message>
    <message>
        <source>An untitled project with changes that were never saved is kept in a recovery copy (%1). Restore it?</source>
        <translation>Et unavngivet projekt med ændringer, der aldrig blev gemt, er bevaret i en gendannelseskopi (%1). Gendan det?</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2), newer than the saved project. Restore them?</source>
        <translation>“%1” har ændringer, der ikke blev gemt, bevaret i en gendannelseskopi (%2), nyere end det gemte projekt. Gendan dem?</translation>
    </message>
    <message>
        <source>Discard unsaved work</source>
        <translation>Kassér ikke-gemt arbejde</translation>
    </message>
    <message>
        <source>The recovery copy is deleted, and its changes cannot be brought back. Discard them?</source>
        <translation>Gendannelseskopien slettes, og dens ændringer kan ikke hentes tilbage. Kassér dem?</translation>
    </message>
    <message>
        <source>There is no unsaved work to recover</source>
        <translation>Der er intet ikke-gemt arbejde at gendanne</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a file name in quotes</comment>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>Not opened, its unsaved changes wait in a recovery copy (File › Recover unsaved work): %1</source>
        <translation>Ikke åbnet, dets ikke-gemte ændringer venter i en gendannelseskopi (Fil › Gendan ikke-gemt arbejde): %1</translation>
    </message>
    <message>
        <source>A recovery copy is also written 2 s after edits pause</source>
        <translation>En gendannelseskopi skrives også 2 s efter en pause i redigeringen</translation>
    </message>
    <message>
        <source>While edits go on, autosave every</source>
        <translation>Mens der redigeres, gem automatisk hver</translation>
    </message>
</context>
<context>
    <name>folio::MissingSourcesBar</name>
    <message>
        <source>Locate…</source>
        <translation>Find…</translation>
    </message>
    <message>
        <source>Pick the folder the scans are in now; they are found there by name, in its subfolders too</source>
        <translation>Vælg den mappe, scanningerne ligger i nu; de findes der efter navn, også i undermapperne</translation>
    </message>
    <message>
        <source>Where are the scans now?</source>
        <translation>Hvor er scanningerne nu?</translation>
    </message>
    <message numerus="yes">
        <source>The scan of %n page(s) is missing: %1 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds the file where it is now.</source>
        <translation>
            <numerusform>Scanningen af %n side mangler: %1 (flyttet, omdøbt eller på et drev, der ikke er monteret). Teksten bevares; Find… finder filen, hvor den er nu.</numerusform>
            <numerusform>Scanningen af %n sider mangler: %1 (flyttet, omdøbt eller på et drev, der ikke er monteret). Teksten bevares; Find… finder filen, hvor den er nu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scans of %n page(s) are missing: %1 files, the first %2 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds them where they are now.</source>
        <translation>
            <numerusform>Scanningerne af %n side mangler: %1 filer, den første %2 (flyttet, omdøbt eller på et drev, der ikke er monteret). Teksten bevares; Find… finder dem, hvor de er nu.</numerusform>
            <numerusform>Scanningerne af %n sider mangler: %1 filer, den første %2 (flyttet, omdøbt eller på et drev, der ikke er monteret). Teksten bevares; Find… finder dem, hvor de er nu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found the %n missing file(s) in %1.</source>
        <translation>
            <numerusform>Fandt den %n manglende fil i %1.</numerusform>
            <numerusform>Fandt de %n manglende filer i %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found %1 of the %2 missing files in %3.</source>
        <translation>Fandt %1 af de %2 manglende filer i %3.</translation>
    </message>
    <message>
        <source>Looking for the missing files in %1…</source>
        <translation>Leder efter de manglende filer i %1…</translation>
    </message>
    <message numerus="yes">
        <source>The scans are back in their places: %n page(s) shown again.</source>
        <translation>
            <numerusform>Scanningerne er tilbage på deres pladser: %n side vises igen.</numerusform>
            <numerusform>Scanningerne er tilbage på deres pladser: %n sider vises igen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::ModelDownloader</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>kan ikke oprette mappen %1</translation>
    </message>
    <message>
        <source>cannot list the files of %1: %2</source>
        <translation>kan ikke vise filerne i %1: %2</translation>
    </message>
    <message>
        <source>the Hub lists no files for %1</source>
        <translation>Hubben viser ingen filer for %1</translation>
    </message>
    <message>
        <source>%1: cannot write %2</source>
        <translation>%1: kan ikke skrive %2</translation>
    </message>
    <message>
        <source>connection closed early</source>
        <translation>forbindelsen blev lukket for tidligt</translation>
    </message>
    <message>
        <source>%1: download interrupted at %2 of %3 bytes (%4); start the download again to resume</source>
        <translation>%1: download afbrudt ved %2 af %3 byte (%4); start downloaden igen for at genoptage</translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place</source>
        <translation>%1: kan ikke flytte den færdige fil på plads</translation>
    </message>
    <message>
        <source>download cancelled; start it again to resume</source>
        <translation>download annulleret; start den igen for at genoptage</translation>
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
        <translation>Download</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Vælg…</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Modelmappe</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Model, der skal downloades</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Enhed</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Præcision</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>automatic (90% of free)</source>
        <translation>automatisk (90 % af ledig)</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Hukommelsesbudget</translation>
    </message>
    <message>
        <source>Model precision</source>
        <translation>Modelpræcision</translation>
    </message>
    <message>
        <source>fp8: about twice the pages in memory (GPU only)</source>
        <translation>fp8: omtrent dobbelt så mange sider i hukommelsen (kun GPU)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-cache</translation>
    </message>
    <message>
        <source>Pages at once</source>
        <translation>Sider ad gangen</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Longest image side</source>
        <translation>Længste billedside</translation>
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
        <translation>Maks. tokens pr. side</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anvend</translation>
    </message>
    <message>
        <source>%1 of %2 MiB</source>
        <translation>%1 af %2 MiB</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>Downloader %1…</translation>
    </message>
    <message>
        <source>Download stopped: %1</source>
        <translation>Download stoppet: %1</translation>
    </message>
    <message>
        <source>Downloaded into %1</source>
        <translation>Downloadet til %1</translation>
    </message>
    <message>
        <source>Stop download</source>
        <translation>Stop download</translation>
    </message>
    <message>
        <source>Listing the files of %1…</source>
        <translation>Viser filerne i %1…</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>ikke indlæst</translation>
    </message>
    <message>
        <source>Automatic: the fastest this device runs well</source>
        <translation>Automatisk: det hurtigste, denne enhed kører godt</translation>
    </message>
    <message>
        <source>float32: exact, slowest</source>
        <translation>float32: nøjagtig, langsomst</translation>
    </message>
    <message>
        <source>int8: 8-bit decoder weights, faster and smaller on the CPU</source>
        <translation>int8: 8-bit dekodervægte, hurtigere og mindre på CPU&apos;en</translation>
    </message>
    <message>
        <source>The precision of the model&apos;s weights. On a GPU, bfloat16 is fast and exact enough. On the CPU, int8 stores the decoder&apos;s weights in 8 bits: pages are recognized faster in less memory, and a few words may come out differently than in float32.</source>
        <translation>Præcisionen af modellens vægte. På en GPU er bfloat16 hurtig og nøjagtig nok. På CPU&apos;en gemmer int8 dekoderens vægte i 8 bit: sider genkendes hurtigere med mindre hukommelse, og enkelte ord kan blive anderledes end med float32.</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>én pr. kerne</translation>
    </message>
    <message>
        <source>Threads the engine&apos;s work on the CPU uses.</source>
        <translation>Tråde, som motorens arbejde på CPU&apos;en bruger.</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU-tråde</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Kører</translation>
    </message>
    <message>
        <source>This folder does not hold a model: %1.</source>
        <translation>Denne mappe indeholder ikke en model: %1.</translation>
    </message>
</context>
<context>
    <name>folio::PageList</name>
    <message>
        <source>Pages</source>
        <translation>Sider</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>løkke</translation>
    </message>
    <message>
        <source>token limit</source>
        <translation>tokengrænse</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>, page %1</source>
        <translation>, side %1</translation>
    </message>
    <message>
        <source>blank: Recognize all pages leaves it out (Page › Recognize anyway)</source>
        <translation>tom: Genkend alle sider springer den over (Side › Genkend alligevel)</translation>
    </message>
    <message>
        <source>turned %1° clockwise, straightened by %2°%3</source>
        <translation>drejet %1° med uret, rettet op med %2°%3</translation>
    </message>
    <message>
        <source> (auto-rotate)</source>
        <translation> (autorotation)</translation>
    </message>
    <message>
        <source>The model kept repeating itself, so recognition stopped and the text is incomplete. Recognize › Retry with a repetition penalty tries again.</source>
        <translation>Modellen blev ved med at gentage sig selv, så genkendelsen stoppede, og teksten er ufuldstændig. Genkendelse › Prøv igen med gentagelsesstraf prøver igen.</translation>
    </message>
    <message>
        <source>Recognition stopped at the token limit, so the text may be incomplete. Recognize › Retry with a repetition penalty tries again; a larger token limit in the settings may be needed.</source>
        <translation>Genkendelsen stoppede ved tokengrænsen, så teksten kan være ufuldstændig. Genkendelse › Prøv igen med gentagelsesstraf prøver igen; en højere tokengrænse i indstillingerne kan være nødvendig.</translation>
    </message>
</context>
<context>
    <name>folio::PageTools</name>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>Roter med &amp;uret</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn clockwise (Ctrl+])</source>
        <translation>Drej siden en kvart omgang med uret (Ctrl+])</translation>
    </message>
    <message>
        <source>Rotate c&amp;ounter-clockwise</source>
        <translation>Roter mod u&amp;ret</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn counter-clockwise (Ctrl+[)</source>
        <translation>Drej siden en kvart omgang mod uret (Ctrl+[)</translation>
    </message>
    <message>
        <source>&amp;Auto-rotate and deskew</source>
        <translation>&amp;Autoroter og ret op</translation>
    </message>
    <message>
        <source>Auto-rotate and deskew &amp;before recognition</source>
        <translation>Autoroter og ret op &amp;før genkendelse</translation>
    </message>
    <message>
        <source>Recognize &amp;anyway</source>
        <translation>Genkend a&amp;lligevel</translation>
    </message>
    <message>
        <source>Send the selected pages to the model, also those marked blank</source>
        <translation>Send de valgte sider til modellen, også dem der er markeret som tomme</translation>
    </message>
    <message>
        <source>Recognize &amp;blank pages too</source>
        <translation>Genkend også &amp;tomme sider</translation>
    </message>
    <message>
        <source>&amp;Paste as page</source>
        <translation>&amp;Indsæt som side</translation>
    </message>
    <message>
        <source>Auto-rotate: %1 pages turned upright or straightened</source>
        <translation>Autorotation: %1 sider vendt rigtigt eller rettet op</translation>
    </message>
    <message>
        <source>Page %1: too little text to tell how it lies; left as it is</source>
        <translation>Side %1: for lidt tekst til at afgøre, hvordan den ligger; efterladt, som den er</translation>
    </message>
    <message>
        <source>Page %1: turned %2° clockwise, straightened by %3°</source>
        <translation>Side %1: drejet %2° med uret, rettet op med %3°</translation>
    </message>
    <message numerus="yes">
        <source>Blank, not sent to the model: page %1. Page › Recognize anyway sends it.</source>
        <translation>
            <numerusform>Tom, ikke sendt til modellen: side %1. Side › Genkend alligevel sender den.</numerusform>
            <numerusform>Tomme, ikke sendt til modellen: siderne %1. Side › Genkend alligevel sender dem.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no image to add as a page</source>
        <translation>Udklipsholderen indeholder intet billede at tilføje som side</translation>
    </message>
    <message>
        <source>Capture screen &amp;region as page…</source>
        <translation>Tag skærm&amp;område som side…</translation>
    </message>
    <message>
        <source>Choose an area of the screen in the desktop&apos;s screenshot dialog; it becomes a new page</source>
        <translation>Vælg et område af skærmen i skrivebordets skærmbilleddialog; det bliver en ny side</translation>
    </message>
    <message>
        <source>The screenshot %1 could not be read</source>
        <translation>Skærmbilledet %1 kunne ikke læses</translation>
    </message>
    <message>
        <source>No screen capture: %1</source>
        <translation>Ingen skærmoptagelse: %1</translation>
    </message>
    <message>
        <source>the folder “%1” cannot be made</source>
        <translation>mappen „%1“ kan ikke oprettes</translation>
    </message>
    <message>
        <source>The pasted image could not be kept: %1</source>
        <translation>Det indsatte billede kunne ikke gemmes: %1</translation>
    </message>
    <message>
        <source>Page %1 cannot be turned before its image is loaded: its regions would not turn with it. Try again in a moment, or with its scan back in place.</source>
        <translation>Side %1 kan ikke drejes, før dens billede er indlæst: dens områder ville ikke dreje med. Prøv igen om lidt, eller når scanningen er på plads igen.</translation>
    </message>
</context>
<context>
    <name>folio::PageView</name>
    <message>
        <source>Drop scans, PDFs or folders here
or use File › Open</source>
        <translation>Slip scanninger, PDF-filer eller mapper her
eller brug Filer › Åbn</translation>
    </message>
    <message>
        <source>Page image</source>
        <translation>Sidebillede</translation>
    </message>
    <message>
        <source>The scan of this page is missing:
%1</source>
        <translation>Scanningen af denne side mangler:
%1</translation>
    </message>
    <message>
        <source>This page&apos;s image cannot be shown:
%1</source>
        <translation>Sidens billede kan ikke vises:
%1</translation>
    </message>
    <message>
        <source>Loading the page…</source>
        <translation>Indlæser siden…</translation>
    </message>
</context>
<context>
    <name>folio::PostProcess</name>
    <message>
        <source>Repair escaped math (\$x\$ to $x$, prices kept)</source>
        <translation>Reparer maskerede formler (\$x\$ til $x$, priser bevares)</translation>
    </message>
    <message>
        <source>Remove bold and italics</source>
        <translation>Fjern fed og kursiv</translation>
    </message>
    <message>
        <source>List items as plain paragraphs</source>
        <translation>Listepunkter som almindelige afsnit</translation>
    </message>
    <message>
        <source>Join words hyphenated at line ends</source>
        <translation>Saml ord, der er orddelt ved linjeslut</translation>
    </message>
    <message>
        <source>One line per paragraph</source>
        <translation>Én linje pr. afsnit</translation>
    </message>
    <message>
        <source>Full-width punctuation in CJK text</source>
        <translation>Tegnsætning i fuld bredde i CJK-tekst</translation>
    </message>
    <message>
        <source>Drop running heads and page numbers</source>
        <translation>Fjern klummetitler og sidetal</translation>
    </message>
    <message>
        <source>Collapse dot leaders (tables of contents)</source>
        <translation>Saml udfyldningsprikker (indholdsfortegnelser)</translation>
    </message>
    <message>
        <source>Shorten long form blanks (____)</source>
        <translation>Forkort lange formularfelter (____)</translation>
    </message>
</context>
<context>
    <name>folio::PreviewView</name>
    <message>
        <source>Rendered preview</source>
        <translation>Renderet forhåndsvisning</translation>
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
        <translation>%1 t %2 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 t</translation>
    </message>
</context>
<context>
    <name>folio::ResultEditor</name>
    <message>
        <source>Recognized text appears here as Markdown.</source>
        <translation>Genkendt tekst vises her som Markdown.</translation>
    </message>
    <message>
        <source>Markdown source</source>
        <translation>Markdown-kildekode</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>Ingen forslag</translation>
    </message>
    <message>
        <source>Add “%1” to dictionary</source>
        <translation>Føj “%1” til ordbogen</translation>
    </message>
    <message>
        <source>The model was unsure of this text (F8: next, Ctrl+Return: accept)</source>
        <translation>Modellen var usikker på denne tekst (F8: næste, Ctrl+Retur: godkend)</translation>
    </message>
    <message>
        <source>This page is being read. You can edit it once it is done, or cancel its recognition.</source>
        <translation>Siden bliver læst. Du kan redigere den, når den er færdig, eller annullere genkendelsen.</translation>
    </message>
    <message>
        <source>More suggestions</source>
        <translation>Flere forslag</translation>
    </message>
</context>
<context>
    <name>folio::ScreenPortal</name>
    <message>
        <source>there is no session bus to reach the desktop portal</source>
        <translation>der er ingen sessionsbus til at nå skrivebordsportalen</translation>
    </message>
    <message>
        <source>the desktop portal refused the screenshot: %1</source>
        <translation>skrivebordsportalen afviste skærmbilledet: %1</translation>
    </message>
    <message>
        <source>the desktop portal could not take the screenshot</source>
        <translation>skrivebordsportalen kunne ikke tage skærmbilledet</translation>
    </message>
    <message>
        <source>the desktop portal gave no screenshot file (%1)</source>
        <translation>skrivebordsportalen gav ingen skærmbilledfil (%1)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Folio: turn scans and PDFs into Markdown and Word with LightOnOCR.</source>
        <translation>Folio: gør scanninger og PDF-filer til Markdown og Word med LightOnOCR.</translation>
    </message>
    <message>
        <source>Images or PDFs to open.</source>
        <translation>Billeder eller PDF-filer, der skal åbnes.</translation>
    </message>
    <message>
        <source>Verbs (no display needed):
  %1 ocr FILES... -o DIR   recognize images and PDFs into Markdown, Word, ODT, EPUB, HTML, text or JSON
  %1 watch IN OUT          recognize the files that appear in a folder, until stopped
  %1 serve --model DIR     serve the engine as an OpenAI-compatible server
`%1 ocr --help`, `%1 watch --help` and `%1 serve --help` list their options.</source>
        <translation>Verber (ingen skærm påkrævet):
  %1 ocr FILER... -o MAPPE   genkend billeder og PDF-filer til Markdown, Word, ODT, EPUB, HTML, tekst eller JSON
  %1 watch IND UD          genkend de filer, der dukker op i en mappe, indtil den stoppes
  %1 serve --model MAPPE   kør motoren som en OpenAI-kompatibel server
`%1 ocr --help`, `%1 watch --help` og `%1 serve --help` viser deres indstillinger.</translation>
    </message>
</context>
</TS>

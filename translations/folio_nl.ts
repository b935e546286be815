<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>InterfaceLanguageMenu</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>Interface&amp;taal</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systeemstandaard</translation>
    </message>
    <message>
        <source>The interface language changes when Folio starts next.</source>
        <translation>De interfacetaal wordt gewijzigd wanneer Folio de volgende keer start.</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>not recognized</source>
        <translation>niet herkend</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>in wachtrij</translation>
    </message>
    <message>
        <source>done</source>
        <translation>klaar</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislukt</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>geannuleerd</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>een tekenreeks</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>een getal</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true of false</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>een lijst (array)</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>een object</translation>
    </message>
    <message>
        <source>%1: field “%2” must be %3</source>
        <translation>%1: veld “%2” moet %3 zijn</translation>
    </message>
    <message>
        <source> block %1</source>
        <translation> blok %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>moet een object zijn</translation>
    </message>
    <message>
        <source>field “box” must hold 4 numbers x1 &lt; x2, y1 &lt; y2 within 0..1000</source>
        <translation>veld “box” moet 4 getallen x1 &lt; x2, y1 &lt; y2 binnen 0..1000 bevatten</translation>
    </message>
    <message>
        <source> low-confidence span %1</source>
        <translation> onzekere passage %1</translation>
    </message>
    <message>
        <source>fields “start” and “length” must lie within the edited text (%1 characters)</source>
        <translation>velden “start” en “length” moeten binnen de bewerkte tekst liggen (%1 tekens)</translation>
    </message>
    <message>
        <source>field “probability” must lie within 0..1</source>
        <translation>veld “probability” moet binnen 0..1 liggen</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>pagina %1</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1: moet een object zijn</translation>
    </message>
    <message>
        <source>field “id” is not a UUID: %1</source>
        <translation>veld “id” is geen UUID: %1</translation>
    </message>
    <message>
        <source>field “pageIndex” is negative</source>
        <translation>veld “pageIndex” is negatief</translation>
    </message>
    <message>
        <source>field “state” has an unknown value “%1”</source>
        <translation>veld “state” heeft een onbekende waarde “%1”</translation>
    </message>
    <message>
        <source>field “rotation” must be 0, 90, 180 or 270, not %1</source>
        <translation>veld “rotation” moet 0, 90, 180 of 270 zijn, niet %1</translation>
    </message>
    <message>
        <source>field “cut” has an unknown value “%1”</source>
        <translation>veld “cut” heeft een onbekende waarde “%1”</translation>
    </message>
    <message>
        <source> region %1</source>
        <translation> gebied %1</translation>
    </message>
    <message>
        <source>field “rect” must hold 4 numbers [x, y, width, height]</source>
        <translation>veld “rect” moet 4 getallen bevatten [x, y, breedte, hoogte]</translation>
    </message>
    <message>
        <source>Cannot open project “%1”: %2</source>
        <translation>Kan project “%1” niet openen: %2</translation>
    </message>
    <message>
        <source>the file is damaged or not a project (JSON error at line %1: %2)</source>
        <translation>het bestand is beschadigd of geen project (JSON-fout op regel %1: %2)</translation>
    </message>
    <message>
        <source>not a Folio project (the top level is not an object)</source>
        <translation>geen Folio-project (het hoogste niveau is geen object)</translation>
    </message>
    <message>
        <source>not a Folio project (field “format” is not “%1”)</source>
        <translation>geen Folio-project (veld “format” is niet “%1”)</translation>
    </message>
    <message>
        <source>field “formatVersion” is missing or not a number</source>
        <translation>veld “formatVersion” ontbreekt of is geen getal</translation>
    </message>
    <message>
        <source>it was saved by a newer Folio (format version %1; this Folio reads versions 1 to %2). Update Folio to open it.</source>
        <translation>het is opgeslagen met een nieuwere Folio (formaatversie %1; deze Folio leest versie 1 tot en met %2). Werk Folio bij om het te openen.</translation>
    </message>
    <message>
        <source>format version %1 is not a released format (the first is 1)</source>
        <translation>formaatversie %1 is geen uitgebracht formaat (het eerste is 1)</translation>
    </message>
    <message>
        <source>project</source>
        <translation>project</translation>
    </message>
    <message>
        <source>field “pages” is missing</source>
        <translation>veld “pages” ontbreekt</translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2</source>
        <translation>Kan “%1” niet schrijven: %2</translation>
    </message>
    <message>
        <source>page %1 (%2)</source>
        <translation>pagina %1 (%2)</translation>
    </message>
    <message>
        <source>“%1” already exists; it is replaced only when you confirm overwriting it</source>
        <translation>“%1” bestaat al; het wordt alleen vervangen als u bevestigt dat het overschreven mag worden</translation>
    </message>
    <message>
        <source>pandoc was not found (“%1” could not be started: %2). Install pandoc to export Word, OpenDocument and EPUB files.</source>
        <translation>pandoc is niet gevonden (“%1” kon niet worden gestart: %2). Installeer pandoc om Word-, OpenDocument- en EPUB-bestanden te exporteren.</translation>
    </message>
    <message>
        <source>“%1 --version” failed: %2</source>
        <translation>“%1 --version” is mislukt: %2</translation>
    </message>
    <message>
        <source>Nothing to export: no pages were selected</source>
        <translation>Niets te exporteren: er zijn geen pagina&apos;s geselecteerd</translation>
    </message>
    <message>
        <source>No output file was chosen</source>
        <translation>Er is geen uitvoerbestand gekozen</translation>
    </message>
    <message>
        <source>KaTeX was not found in “%1”: formulas are shown as TeX source</source>
        <translation>KaTeX is niet gevonden in “%1”: formules worden als TeX-broncode getoond</translation>
    </message>
    <message>
        <source>%1: no page image to export (%2: %3)</source>
        <translation>%1: geen paginaafbeelding om te exporteren (%2: %3)</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the %1 export: %2</source>
        <translation>Kan geen tijdelijke map maken voor de %1-export: %2</translation>
    </message>
    <message>
        <source>The %1 export&apos;s temporary files: %2</source>
        <translation>Tijdelijke bestanden van de %1-export: %2</translation>
    </message>
    <message>
        <source>pandoc did not finish the %1 export of “%2” (%3)</source>
        <translation>pandoc heeft de %1-export van “%2” niet voltooid (%3)</translation>
    </message>
    <message>
        <source>pandoc failed to write the %1 file “%2” (exit code %3): %4</source>
        <translation>pandoc kon het %1-bestand “%2” niet schrijven (afsluitcode %3): %4</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>geen melding</translation>
    </message>
    <message>
        <source>pandoc reported success but wrote no %1 file for “%2”: %3</source>
        <translation>pandoc meldde succes maar schreef geen %1-bestand voor “%2”: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot make the PDF “%1”: %2</source>
        <translation>Kan de pdf “%1” niet maken: %2</translation>
    </message>
    <message>
        <source>the image is %1x%2 pixels, more than the limit of %3 pixels</source>
        <translation>de afbeelding is %1x%2 pixels, meer dan de limiet van %3 pixels</translation>
    </message>
    <message>
        <source>cannot be decoded (%1)</source>
        <translation>kan niet worden gedecodeerd (%1)</translation>
    </message>
    <message>
        <source>not an image in a known format (PNG, JPEG, WebP, TIFF, BMP, ...)</source>
        <translation>geen afbeelding in een bekend formaat (PNG, JPEG, WebP, TIFF, BMP, ...)</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>kan niet worden gelezen (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>het bestand is leeg</translation>
    </message>
    <message>
        <source>not a readable image (%1)</source>
        <translation>geen leesbare afbeelding (%1)</translation>
    </message>
    <message>
        <source>%1: claims %2 pages, more than the limit of %3</source>
        <translation>%1: geeft %2 pagina&apos;s op, meer dan de limiet van %3</translation>
    </message>
    <message>
        <source>%1: page %2: %3</source>
        <translation>%1: pagina %2: %3</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: kan het bestand niet lezen (%2)</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>geen bestand</translation>
    </message>
    <message>
        <source>no page image</source>
        <translation>geen paginaafbeelding</translation>
    </message>
    <message>
        <source>the page could not be converted for orientation detection</source>
        <translation>de pagina kon niet worden omgezet voor het bepalen van de oriëntatie</translation>
    </message>
    <message>
        <source>Tesseract&apos;s orientation data (osd.traineddata) is not installed</source>
        <translation>de oriëntatiegegevens van Tesseract (osd.traineddata) zijn niet geïnstalleerd</translation>
    </message>
    <message>
        <source>too little text to tell the page&apos;s orientation</source>
        <translation>te weinig tekst om de oriëntatie van de pagina te bepalen</translation>
    </message>
    <message>
        <source>page %1 could not be rendered: %2</source>
        <translation>pagina %1 kon niet worden gerenderd: %2</translation>
    </message>
    <message>
        <source>the renderer gave no answer</source>
        <translation>de renderer gaf geen antwoord</translation>
    </message>
    <message>
        <source>the renderer&apos;s answer is damaged</source>
        <translation>het antwoord van de renderer is beschadigd</translation>
    </message>
    <message>
        <source>the page renderer %1 is not installed beside the program</source>
        <translation>de paginarenderer %1 is niet naast het programma geïnstalleerd</translation>
    </message>
    <message>
        <source>the page renderer did not start (%1)</source>
        <translation>de paginarenderer is niet gestart (%1)</translation>
    </message>
    <message>
        <source>rendering took longer than %1 s and was stopped (a damaged or hostile page, e.g. a decompression bomb)</source>
        <translation>het renderen duurde langer dan %1 s en is gestopt (een beschadigde of kwaadaardige pagina, bijv. een decompressiebom)</translation>
    </message>
    <message>
        <source>the renderer stopped: the page needs more than %1 MiB of memory or is damaged</source>
        <translation>de renderer is gestopt: de pagina heeft meer dan %1 MiB geheugen nodig of is beschadigd</translation>
    </message>
    <message>
        <source>%1: has no pages</source>
        <translation>%1: heeft geen pagina&apos;s</translation>
    </message>
    <message>
        <source>the document has no pages</source>
        <translation>het document heeft geen pagina&apos;s</translation>
    </message>
    <message>
        <source>claims %1 pages, more than the limit of %2</source>
        <translation>geeft %1 pagina&apos;s op, meer dan de limiet van %2</translation>
    </message>
    <message>
        <source>%1: page %2 no longer exists</source>
        <translation>%1: pagina %2 bestaat niet meer</translation>
    </message>
    <message>
        <source>%1: page %2 not found</source>
        <translation>%1: pagina %2 niet gevonden</translation>
    </message>
    <message>
        <source>not a readable PDF (damaged or not a PDF)</source>
        <translation>geen leesbare pdf (beschadigd of geen pdf)</translation>
    </message>
    <message>
        <source>the PDF is encrypted: it needs a password</source>
        <translation>de pdf is versleuteld: er is een wachtwoord nodig</translation>
    </message>
    <message>
        <source>wrong password for the encrypted PDF</source>
        <translation>onjuist wachtwoord voor de versleutelde pdf</translation>
    </message>
    <message>
        <source>page %1 cannot be read (damaged page tree)</source>
        <translation>pagina %1 kan niet worden gelezen (beschadigde paginastructuur)</translation>
    </message>
    <message>
        <source>page %1 has an implausible size (%2 x %3 pt)</source>
        <translation>pagina %1 heeft een onwaarschijnlijk formaat (%2 x %3 pt)</translation>
    </message>
    <message>
        <source>page %1 would be too large to render</source>
        <translation>pagina %1 zou te groot zijn om te renderen</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered</source>
        <translation>pagina %1 kan niet worden gerenderd</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered (out of memory)</source>
        <translation>pagina %1 kan niet worden gerenderd (onvoldoende geheugen)</translation>
    </message>
    <message>
        <source>%1: cannot read the downloaded file</source>
        <translation>%1: kan het gedownloade bestand niet lezen</translation>
    </message>
    <message>
        <source>%1: size is %2 bytes, expected %3</source>
        <translation>%1: grootte is %2 bytes, verwacht %3</translation>
    </message>
    <message>
        <source>%1: checksum mismatch (got %2, expected %3)</source>
        <translation>%1: controlesom komt niet overeen (kreeg %2, verwacht %3)</translation>
    </message>
    <message>
        <source>LightOnOCR-%1</source>
        <translation>LightOnOCR-%1</translation>
    </message>
    <message>
        <source>unknown LightOnOCR generation</source>
        <translation>onbekende LightOnOCR-generatie</translation>
    </message>
    <message>
        <source>%1: plain text and layout with boxes (grounding)</source>
        <translation>%1: platte tekst en lay-out met vakken (grounding)</translation>
    </message>
    <message>
        <source>%1: plain text (no layout boxes)</source>
        <translation>%1: platte tekst (geen lay-outvakken)</translation>
    </message>
    <message>
        <source>%1 has no grounding mode: layout boxes need a LightOnOCR-3 model. Use plain mode, or choose LightOnOCR-3-1B.</source>
        <translation>%1 heeft geen grounding-modus: lay-outvakken vereisen een LightOnOCR-3-model. Gebruik de modus platte tekst, of kies LightOnOCR-3-1B.</translation>
    </message>
    <message>
        <source>Folio cannot tell which LightOnOCR generation “%1” is, so it offers plain mode only: grounding needs a LightOnOCR-3 model, named as such in its folder or its config.json.</source>
        <translation>Folio kan niet bepalen welke LightOnOCR-generatie “%1” is en biedt daarom alleen de modus platte tekst aan: grounding vereist een LightOnOCR-3-model dat als zodanig in de mapnaam of in config.json wordt aangeduid.</translation>
    </message>
    <message>
        <source>document</source>
        <translation>document</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Markdown, one file per page (*.md)</source>
        <translation>Markdown, één bestand per pagina (*.md)</translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation>Word-document (*.docx)</translation>
    </message>
    <message>
        <source>OpenDocument text (*.odt)</source>
        <translation>OpenDocument-tekst (*.odt)</translation>
    </message>
    <message>
        <source>EPUB e-book (*.epub)</source>
        <translation>EPUB-e-book (*.epub)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webpagina (*.html)</translation>
    </message>
    <message>
        <source>Plain text (*.txt)</source>
        <translation>Platte tekst (*.txt)</translation>
    </message>
    <message>
        <source>Searchable PDF, text positions approximate (*.pdf)</source>
        <translation>Doorzoekbare pdf, tekstposities bij benadering (*.pdf)</translation>
    </message>
    <message>
        <source>Searchable PDF (*.pdf)</source>
        <translation>Doorzoekbare pdf (*.pdf)</translation>
    </message>
    <message>
        <source>hOCR (*.hocr)</source>
        <translation>hOCR (*.hocr)</translation>
    </message>
    <message>
        <source>Layout blocks, JSON (*.json)</source>
        <translation>Lay-outblokken, JSON (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporteren</translation>
    </message>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>“%1” bestaat al. Vervangen?</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Exporteren naar %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 geëxporteerd</translation>
    </message>
    <message>
        <source> (text positions are approximate on pages recognized without layout)</source>
        <translation> (tekstposities zijn bij benadering op pagina&apos;s die zonder lay-out zijn herkend)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Exporteren mislukt</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>wordt gelezen</translation>
    </message>
    <message>
        <source>%1: page %2 cannot be reached</source>
        <translation>%1: pagina %2 is niet bereikbaar</translation>
    </message>
    <message>
        <source>unfinished import %1</source>
        <translation>onvoltooide import %1</translation>
    </message>
    <message>
        <source>field “absolutePath” is missing</source>
        <translation>veld „absolutePath” ontbreekt</translation>
    </message>
    <message>
        <source>field “nextPage” must lie within 0..%1</source>
        <translation>veld „nextPage” moet tussen 0 en %1 liggen</translation>
    </message>
    <message>
        <source>field “pageCount” must be at least 1</source>
        <translation>veld „pageCount” moet minstens 1 zijn</translation>
    </message>
    <message>
        <source>the page image is not available</source>
        <translation>de paginaafbeelding is niet beschikbaar</translation>
    </message>
    <message>
        <source>the page image cannot be read back (%1)</source>
        <translation>de paginaafbeelding kan niet opnieuw worden gelezen (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 pages have no text yet (not recognized, or still being read): the export leaves them empty. Export anyway?</source>
        <translation>
            <numerusform>%n van de %1 pagina&apos;s heeft nog geen tekst (niet herkend, of wordt nog gelezen): de export laat die leeg. Toch exporteren?</numerusform>
            <numerusform>%n van de %1 pagina&apos;s hebben nog geen tekst (niet herkend, of worden nog gelezen): de export laat ze leeg. Toch exporteren?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>Toch exporteren</translation>
    </message>
    <message>
        <source>“%1” is a file of this project (its scan, or the project itself): an export never replaces it. Choose another name.</source>
        <translation>‘%1’ is een bestand van dit project (de scan of het project zelf): een export vervangt het nooit. Kies een andere naam.</translation>
    </message>
    <message>
        <source>cannot read the file (not a file)</source>
        <translation>kan het bestand niet lezen (geen bestand)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (not a file)</source>
        <translation>%1: kan het bestand niet lezen (geen bestand)</translation>
    </message>
    <message>
        <source>it is no longer there</source>
        <translation>het staat er niet meer</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 and %n more files</source>
        <translation>
            <numerusform>%1 en nog %n bestand geëxporteerd</numerusform>
            <numerusform>%1 en nog %n bestanden geëxporteerd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (with %n figures)</source>
        <translation>
            <numerusform> (met %n afbeelding)</numerusform>
            <numerusform> (met %n afbeeldingen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n page files was written.</source>
        <translation>
            <numerusform>Geen van de %n paginabestanden is geschreven.</numerusform>
            <numerusform>Geen van de %n paginabestanden is geschreven.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n page files were written.</source>
        <translation>
            <numerusform>%1 van %n paginabestand is geschreven.</numerusform>
            <numerusform>%1 van de %n paginabestanden zijn geschreven.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of this export already exist (%1). Replace them?</source>
        <translation>
            <numerusform>%n bestand van deze export bestaat al (%1). Vervangen?</numerusform>
            <numerusform>%n bestanden van deze export bestaan al (%1). Vervangen?</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>onbekende fout</translation>
    </message>
    <message>
        <source>pandoc wrote a damaged %1 file for “%2”: %3</source>
        <translation>pandoc schreef een beschadigd %1-bestand voor “%2”: %3</translation>
    </message>
    <message>
        <source>left as they were, from an earlier export of more pages: %1</source>
        <translation>gelaten zoals ze waren, van een eerdere export met meer pagina’s: %1</translation>
    </message>
</context>
<context>
    <name>SystemError</name>
    <message>
        <source>No space left on device</source>
        <translation>Geen ruimte meer op het apparaat</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Alleen-lezen bestandssysteem</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Toegang geweigerd</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Bewerking niet toegestaan</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Bestand of map bestaat niet</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Schijfquotum overschreden</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Invoer/uitvoerfout</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Bestandsnaam te lang</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Is een map</translation>
    </message>
</context>
<context>
    <name>folio::FindReplaceBar</name>
    <message>
        <source>Match case</source>
        <translation>Hoofdlettergevoelig</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Zoeken</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Vervangen door</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Volgende</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorige</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Vervangen</translation>
    </message>
    <message>
        <source>Replace all</source>
        <translation>Alles vervangen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Wrapped</source>
        <translation>Opnieuw vanaf begin</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Niet gevonden</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n vervangen</numerusform>
            <numerusform>%n vervangen</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Hele woorden</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Alle pagina&apos;s</translation>
    </message>
    <message>
        <source>Undo replace all</source>
        <translation>Alles vervangen ongedaan maken</translation>
    </message>
    <message>
        <source>Find and replace in every page, not only the one shown</source>
        <translation>Zoeken en vervangen op elke pagina, niet alleen op de getoonde</translation>
    </message>
    <message>
        <source>Wrapped to page %1</source>
        <translation>Opnieuw vanaf het begin, pagina %1</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Pagina %1</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced on %1</source>
        <translation>
            <numerusform>%n vervangen op %1</numerusform>
            <numerusform>%n vervangen op %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages being read were left as they are.</source>
        <translation>
            <numerusform>%n pagina die wordt gelezen, is ongewijzigd gelaten.</numerusform>
            <numerusform>%n pagina&apos;s die worden gelezen, zijn ongewijzigd gelaten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacement undone on %n pages</source>
        <translation>
            <numerusform>Vervanging ongedaan gemaakt op %n pagina</numerusform>
            <numerusform>Vervanging ongedaan gemaakt op %n pagina&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n pagina</numerusform>
            <numerusform>%n pagina&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on this page</source>
        <translation>
            <numerusform>%n overeenkomst op deze pagina</numerusform>
            <numerusform>%n overeenkomsten op deze pagina</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on %1</source>
        <translation>
            <numerusform>%n overeenkomst op %1</numerusform>
            <numerusform>%n overeenkomsten op %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed since, %n page(s) kept the replacement (%1); Edit › Undo on such a page takes it back.</source>
        <translation>
            <numerusform>Sindsdien gewijzigd, behield %n pagina de vervanging (%1); Bewerken › Ongedaan maken op die pagina draait haar terug.</numerusform>
            <numerusform>Sindsdien gewijzigd, behielden %n pagina’s de vervanging (%1); Bewerken › Ongedaan maken op zo’n pagina draait haar terug.</numerusform>
        </translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>pagina %1</translation>
    </message>
    <message>
        <source>pages %1</source>
        <translation>pagina’s %1</translation>
    </message>
</context>
<context>
    <name>folio::JobQueue</name>
    <message>
        <source>the page image is not available</source>
        <translation>de paginaafbeelding is niet beschikbaar</translation>
    </message>
    <message>
        <source>The region lies outside the page.</source>
        <translation>Het gebied ligt buiten de pagina.</translation>
    </message>
    <message>
        <source>No OCR model is loaded. Choose a model folder or download the model first.</source>
        <translation>Er is geen OCR-model geladen. Kies eerst een modelmap of download het model.</translation>
    </message>
    <message>
        <source>stopped at the token limit</source>
        <translation>gestopt bij de tokenlimiet</translation>
    </message>
    <message>
        <source>stopped: the text kept repeating itself</source>
        <translation>gestopt: de tekst bleef zich herhalen</translation>
    </message>
    <message>
        <source>partial text: cancelled after %1 tokens</source>
        <translation>onvolledige tekst: geannuleerd na %1 tokens</translation>
    </message>
    <message>
        <source>The region is too small to read (%1 × %2 pixels). Draw it around the words.</source>
        <translation>Het gebied is te klein om te lezen (%1 × %2 pixels). Teken het rond de woorden.</translation>
    </message>
    <message>
        <source>reading it again failed (%1): the text is from the earlier reading</source>
        <translation>opnieuw lezen mislukt (%1): de tekst is van de eerdere lezing</translation>
    </message>
</context>
<context>
    <name>folio::LanguageButton</name>
    <message>
        <source>Chinese</source>
        <translation>Chinees</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Engels</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japans</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Frans</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Duits</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spaans</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiaans</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Nederlands</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugees</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Zweeds</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Deens</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Languages of the document: constrain recognition and choose spell-checking dictionaries</source>
        <translation>Talen van het document: beperken de herkenning en bepalen de woordenboeken voor de spellingcontrole</translation>
    </message>
    <message>
        <source>Languages: automatic</source>
        <translation>Talen: automatisch</translation>
    </message>
    <message>
        <source>Languages: %1</source>
        <translation>Talen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>%n geselecteerd</numerusform>
            <numerusform>%n geselecteerd</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::LayoutController</name>
    <message>
        <source>Show &amp;layout boxes</source>
        <translation>&amp;Lay-outvakken tonen</translation>
    </message>
    <message>
        <source>Recognize &amp;block again</source>
        <translation>&amp;Blok opnieuw herkennen</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>Platte tekst</translation>
    </message>
    <message>
        <source>Text and layout</source>
        <translation>Tekst en lay-out</translation>
    </message>
    <message>
        <source>Recognition mode</source>
        <translation>Herkenningsmodus</translation>
    </message>
    <message>
        <source>Recognize the highlighted layout block on its own, inside its box</source>
        <translation>Het gemarkeerde lay-outblok afzonderlijk herkennen, binnen zijn vak</translation>
    </message>
</context>
<context>
    <name>folio::LocalEngineBackend</name>
    <message>
        <source>the model could not be opened</source>
        <translation>het model kon niet worden geopend</translation>
    </message>
    <message>
        <source>local engine (%1) with %2</source>
        <translation>lokale engine (%1) met %2</translation>
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
        <translation>er is geen model geladen</translation>
    </message>
    <message>
        <source>%1: %2 weights, %3 KV cache</source>
        <translation>%1: %2-gewichten, %3-KV-cache</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n threads</source>
        <translation>
            <numerusform>%1, %n thread</numerusform>
            <numerusform>%1, %n threads</numerusform>
        </translation>
    </message>
    <message>
        <source>no model folder is chosen</source>
        <translation>er is geen modelmap gekozen</translation>
    </message>
    <message>
        <source>%1 is gone (moved, deleted, or on a drive that is not mounted)</source>
        <translation>%1 is er niet meer (verplaatst, verwijderd of op een niet-gekoppelde schijf)</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 is geen map</translation>
    </message>
    <message>
        <source>the weights (*.safetensors)</source>
        <translation>de gewichten (*.safetensors)</translation>
    </message>
    <message>
        <source>%1 lacks %2</source>
        <translation>%1 mist %2</translation>
    </message>
    <message>
        <source>%1 cannot be read (permission denied)</source>
        <translation>%1 kan niet worden gelezen (toegang geweigerd)</translation>
    </message>
</context>
<context>
    <name>folio::MainWindow</name>
    <message>
        <source>Password needed</source>
        <translation>Wachtwoord vereist</translation>
    </message>
    <message>
        <source>The password did not open %1. Try again:</source>
        <translation>Het wachtwoord opende %1 niet. Probeer het opnieuw:</translation>
    </message>
    <message>
        <source>%1 is encrypted. Password:</source>
        <translation>%1 is versleuteld. Wachtwoord:</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Project opslaan</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Naamloos</translation>
    </message>
    <message>
        <source>Folio projects (*.folio)</source>
        <translation>Folio-projecten (*.folio)</translation>
    </message>
    <message>
        <source>Importing: %1 of %2 files</source>
        <translation>Importeren: %1 van %2 bestanden</translation>
    </message>
    <message>
        <source>Choose model folder…</source>
        <translation>Modelmap kiezen…</translation>
    </message>
    <message>
        <source>Download a model</source>
        <translation>Een model downloaden</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;New project</source>
        <translation>&amp;Nieuw project</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>Open scans or PDFs</source>
        <translation>Scans of pdf&apos;s openen</translation>
    </message>
    <message>
        <source>Documents (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;All files (*)</source>
        <translation>Documenten (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation>&amp;Map openen…</translation>
    </message>
    <message>
        <source>Open a folder of scans</source>
        <translation>Een map met scans openen</translation>
    </message>
    <message>
        <source>Open &amp;project…</source>
        <translation>&amp;Project openen…</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Project openen</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>Project op&amp;slaan</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>Project opslaan &amp;als…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporteren…</translation>
    </message>
    <message>
        <source>Clean-ups on e&amp;xport</source>
        <translation>Opschoning bij e&amp;xport</translation>
    </message>
    <message>
        <source>Page &amp;markers in Markdown and text exports</source>
        <translation>Pa&amp;ginamarkeringen in Markdown- en tekstexports</translation>
    </message>
    <message>
        <source>Writes a comment naming the page and its source file before each page</source>
        <translation>Schrijft vóór elke pagina een opmerking met de pagina en het bronbestand</translation>
    </message>
    <message>
        <source>&amp;Close project</source>
        <translation>Project s&amp;luiten</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnie&amp;uw</translation>
    </message>
    <message>
        <source>Re&amp;vert page to recognized text</source>
        <translation>Pagina &amp;terugzetten naar herkende tekst</translation>
    </message>
    <message>
        <source>&amp;Find / Replace…</source>
        <translation>&amp;Zoeken/vervangen…</translation>
    </message>
    <message>
        <source>&amp;Next low-confidence text</source>
        <translation>&amp;Volgende onzekere tekst</translation>
    </message>
    <message>
        <source>P&amp;revious low-confidence text</source>
        <translation>Vo&amp;rige onzekere tekst</translation>
    </message>
    <message>
        <source>&amp;Accept low-confidence text</source>
        <translation>Onzekere tekst &amp;accepteren</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Kopiëren als &amp;Markdown</translation>
    </message>
    <message>
        <source>Copy as &amp;rich text</source>
        <translation>Kopiëren als opgemaakte te&amp;kst</translation>
    </message>
    <message>
        <source>&amp;Delete selected pages</source>
        <translation>Geselecteerde pagina&apos;s verw&amp;ijderen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>Fit &amp;width</source>
        <translation>&amp;Breedte passend</translation>
    </message>
    <message>
        <source>Fit &amp;page</source>
        <translation>&amp;Pagina passend</translation>
    </message>
    <message>
        <source>&amp;Actual size (1:1)</source>
        <translation>&amp;Werkelijke grootte (1:1)</translation>
    </message>
    <message>
        <source>&amp;Page</source>
        <translation>&amp;Pagina</translation>
    </message>
    <message>
        <source>&amp;Recognize</source>
        <translation>Her&amp;kenning</translation>
    </message>
    <message>
        <source>Recognize &amp;page</source>
        <translation>&amp;Pagina herkennen</translation>
    </message>
    <message>
        <source>Recognize &amp;selected pages</source>
        <translation>&amp;Geselecteerde pagina&apos;s herkennen</translation>
    </message>
    <message>
        <source>Recognize &amp;all pages</source>
        <translation>&amp;Alle pagina&apos;s herkennen</translation>
    </message>
    <message>
        <source>Recognize &amp;region</source>
        <translation>Gebie&amp;d herkennen</translation>
    </message>
    <message>
        <source>Retry with a repetition &amp;penalty</source>
        <translation>Opnieuw proberen met &amp;herhalingsstraf</translation>
    </message>
    <message>
        <source>Recognizes again the selected pages whose text looped or stopped at the token limit, discouraging the model from repeating itself</source>
        <translation>Herkent de geselecteerde pagina&apos;s opnieuw waarvan de tekst in een lus raakte of bij de tokenlimiet stopte, en ontmoedigt het model zich te herhalen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Annu&amp;leren</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About Folio</source>
        <translation>&amp;Over Folio</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hoofdwerkbalk</translation>
    </message>
    <message>
        <source>Some files could not be opened</source>
        <translation>Sommige bestanden konden niet worden geopend</translation>
    </message>
    <message>
        <source>The untitled project</source>
        <translation>Het naamloze project</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>Wijzigingen opslaan?</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before going on?</source>
        <translation>%1 bevat niet-opgeslagen wijzigingen. Wilt u ze opslaan voordat u verdergaat?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Wijzigingen negeren</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Geen recente projecten</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>Lijst &amp;wissen</translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation>%1 (hersteld)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Herstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Negeren</translation>
    </message>
    <message>
        <source>Show both</source>
        <translation>Beide tonen</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Niet-opgeslagen werk herstellen</translation>
    </message>
    <message>
        <source>Ready: %1</source>
        <translation>Gereed: %1</translation>
    </message>
    <message>
        <source>Model loaded</source>
        <translation>Model geladen</translation>
    </message>
    <message>
        <source>The model could not be loaded: %1</source>
        <translation>Het model kon niet worden geladen: %1</translation>
    </message>
    <message>
        <source>Loading the model from %1…</source>
        <translation>Model laden uit %1…</translation>
    </message>
    <message>
        <source>&lt;b&gt;No OCR model installed.&lt;/b&gt; Folio needs LightOnOCR-2-1B or LightOnOCR-3-1B (about 2 GB; the 3 also finds where each block sits on the page) to read pages. Choose a folder that holds one, or download it from Hugging Face.</source>
        <translation>&lt;b&gt;Geen OCR-model geïnstalleerd.&lt;/b&gt; Folio heeft LightOnOCR-2-1B of LightOnOCR-3-1B nodig (ongeveer 2 GB; versie 3 vindt ook waar elk blok op de pagina staat) om pagina&apos;s te lezen. Kies een map die er een bevat, of download het van Hugging Face.</translation>
    </message>
    <message>
        <source>Page %1 has edits of yours. Recognizing it again replaces its text; Edit › Undo brings your text back.</source>
        <translation>Pagina %1 bevat bewerkingen van u. Opnieuw herkennen vervangt de tekst; Bewerken › Ongedaan maken haalt uw tekst terug.</translation>
    </message>
    <message>
        <source>Pages %1 have edits of yours. Recognizing them again replaces their text; Edit › Undo brings your text back, page by page.</source>
        <translation>Pagina&apos;s %1 bevatten bewerkingen van u. Opnieuw herkennen vervangt de tekst; Bewerken › Ongedaan maken haalt uw tekst terug, pagina voor pagina.</translation>
    </message>
    <message>
        <source>Replace your edits?</source>
        <translation>Uw bewerkingen vervangen?</translation>
    </message>
    <message>
        <source>Recognize again</source>
        <translation>Opnieuw herkennen</translation>
    </message>
    <message>
        <source>Only pages not done (%1)</source>
        <translation>Alleen niet herkende pagina&apos;s (%1)</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Alle pagina&apos;s</translation>
    </message>
    <message>
        <source>Recognize all pages</source>
        <translation>Alle pagina&apos;s herkennen</translation>
    </message>
    <message>
        <source>no model loaded</source>
        <translation>geen model geladen</translation>
    </message>
    <message>
        <source>About Folio</source>
        <translation>Over Folio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Turns scans and PDFs into Markdown and Word with the LightOnOCR vision-language model, on your own GPU or CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Model:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Device:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Engine:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio is free software. It uses Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, run as a separate program) and libtorch (BSD). LightOnOCR-2-1B is released by LightOn under the Apache 2.0 license.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Zet scans en pdf&apos;s om in Markdown en Word met het vision-language-model LightOnOCR, op uw eigen GPU of CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Model:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Apparaat:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Engine:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio is vrije software. Het gebruikt Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, uitgevoerd als apart programma) en libtorch (BSD). LightOnOCR-2-1B wordt door LightOn uitgebracht onder de Apache 2.0-licentie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>geen gekozen</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>Text the model recognized with a probability below this is underlined in the editor (F8 goes to the next). A lower value hides marks at once; a higher one marks more on pages recognized from then on.</source>
        <translation>Tekst die het model herkende met een waarschijnlijkheid onder deze waarde wordt in de editor onderstreept (F8 gaat naar de volgende). Een lagere waarde verbergt meteen markeringen; een hogere markeert meer op pagina&apos;s die daarna worden herkend.</translation>
    </message>
    <message>
        <source>Underline text recognized with a probability below</source>
        <translation>Herkende tekst onderstrepen bij een waarschijnlijkheid onder</translation>
    </message>
    <message>
        <source>Model, device and memory…</source>
        <translation>Model, apparaat en geheugen…</translation>
    </message>
    <message>
        <source>Recognition</source>
        <translation>Herkenning</translation>
    </message>
    <message>
        <source>Interface language: View › Interface language.</source>
        <translation>Interfacetaal: Beeld › Interfacetaal.</translation>
    </message>
    <message>
        <source> · %1 tokens/s</source>
        <translation> · %1 tokens/s</translation>
    </message>
    <message>
        <source> · about %1 per page</source>
        <translation> · ongeveer %1 per pagina</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>niet geladen</translation>
    </message>
    <message>
        <source>not loaded yet</source>
        <translation>nog niet geladen</translation>
    </message>
    <message numerus="yes">
        <source>Recognizing %n pages takes about %1: about %2 per page, as measured on the last pages recognized (%3). You can go on working meanwhile and cancel at any time.</source>
        <translation>
            <numerusform>Het herkennen van %n pagina duurt ongeveer %1: ongeveer %2 per pagina, gemeten op de laatst herkende pagina&apos;s (%3). U kunt intussen doorwerken en op elk moment annuleren.</numerusform>
            <numerusform>Het herkennen van %n pagina&apos;s duurt ongeveer %1: ongeveer %2 per pagina, gemeten op de laatst herkende pagina&apos;s (%3). U kunt intussen doorwerken en op elk moment annuleren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recognize %n pages</source>
        <translation>
            <numerusform>%n pagina herkennen</numerusform>
            <numerusform>%n pagina&apos;s herkennen</numerusform>
        </translation>
    </message>
    <message>
        <source>no local model loaded</source>
        <translation>geen lokaal model geladen</translation>
    </message>
    <message>
        <source>The device, weight precision, KV cache precision and CPU threads the local engine runs with, every automatic choice resolved.</source>
        <translation>Het apparaat, de gewichtsprecisie, de KV-cacheprecisie en de CPU-threads waarmee de lokale engine draait, elke automatische keuze ingevuld.</translation>
    </message>
    <message>
        <source>The engine runs on</source>
        <translation>De engine draait op</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · nog ongeveer %1</translation>
    </message>
    <message>
        <source>Reading page %1</source>
        <translation>Pagina %1 wordt gelezen</translation>
    </message>
    <message>
        <source>Reading pages %1</source>
        <translation>Pagina&apos;s %1 worden gelezen</translation>
    </message>
    <message>
        <source>Not opened again, already in the restored project: %1</source>
        <translation>Niet opnieuw geopend, staat al in het herstelde project: %1</translation>
    </message>
    <message>
        <source>Importing %1: page %2 of %3</source>
        <translation>%1 importeren: pagina %2 van %3</translation>
    </message>
    <message>
        <source>Restore &amp;removed pages</source>
        <translation>Verwijderde pagina&apos;s &amp;terugzetten</translation>
    </message>
    <message>
        <source>Restore the removed page</source>
        <translation>De verwijderde pagina terugzetten</translation>
    </message>
    <message>
        <source>Restore %1 removed pages</source>
        <translation>%1 verwijderde pagina&apos;s terugzetten</translation>
    </message>
    <message>
        <source>Removed 1 page.</source>
        <translation>1 pagina verwijderd.</translation>
    </message>
    <message>
        <source>Removed %1 pages.</source>
        <translation>%1 pagina&apos;s verwijderd.</translation>
    </message>
    <message>
        <source>Edit › Undo in the page list, or Edit › Restore removed pages, brings them back.</source>
        <translation>Bewerken › Ongedaan maken in de paginalijst, of Bewerken › Verwijderde pagina&apos;s terugzetten, haalt ze terug.</translation>
    </message>
    <message>
        <source>Restored 1 page.</source>
        <translation>1 pagina teruggezet.</translation>
    </message>
    <message>
        <source>Restored %1 pages.</source>
        <translation>%1 pagina&apos;s teruggezet.</translation>
    </message>
    <message>
        <source>Reading the rest of %1: pages %2 to %3 were not imported before it was closed</source>
        <translation>De rest van %1 wordt gelezen: pagina&apos;s %2 tot %3 waren nog niet geïmporteerd toen het werd gesloten</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>&amp;Volgende zoeken</translation>
    </message>
    <message>
        <source>Find previou&amp;s</source>
        <translation>V&amp;orige zoeken</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model cannot be used:&lt;/b&gt; %1. Choose the folder that holds it, or download it again.</source>
        <translation>&lt;b&gt;Het model kan niet worden gebruikt:&lt;/b&gt; %1. Kies de map waarin het staat, of download het opnieuw.</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>V&amp;ervangen…</translation>
    </message>
    <message>
        <source>%1 is open in another Folio window: save under another name, or close it there first.</source>
        <translation>%1 is geopend in een ander Folio-venster: sla op onder een andere naam, of sluit het daar eerst.</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since this window opened or saved it. Saving here replaces those changes.</source>
        <translation>‘%1’ is op schijf gewijzigd sinds dit venster het opende of opsloeg. Hier opslaan vervangt die wijzigingen.</translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>Toch opslaan</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Opslaan als…</translation>
    </message>
    <message>
        <source>“%1” is open in another Folio window. If both windows changed it, the one saved last would overwrite the other&apos;s work. Open a copy here instead?</source>
        <translation>‘%1’ is geopend in een ander Folio-venster. Als beide vensters het wijzigen, overschrijft het venster dat als laatste opslaat het werk van het andere. Hier in plaats daarvan een kopie openen?</translation>
    </message>
    <message>
        <source>Open a copy</source>
        <translation>Een kopie openen</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (kopie)</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>&amp;Volgende pagina</translation>
    </message>
    <message>
        <source>P&amp;revious page</source>
        <translation>Vo&amp;rige pagina</translation>
    </message>
    <message>
        <source>No low-confidence text is left</source>
        <translation>Er is geen onzekere tekst meer over</translation>
    </message>
    <message numerus="yes">
        <source>Import stopped: the project keeps its %n page(s)</source>
        <translation>
            <numerusform>Import gestopt: het project houdt zijn %n pagina</numerusform>
            <numerusform>Import gestopt: het project houdt zijn %n pagina&apos;s</numerusform>
        </translation>
    </message>
    <message>
        <source>Crash copy</source>
        <translation>Herstelkopie</translation>
    </message>
    <message>
        <source>Folio cannot keep a crash copy of your changes, so a crash would lose them: %1

Save the project (File &gt; Save As to another place if need be).</source>
        <translation>Folio kan geen herstelkopie van uw wijzigingen bijhouden, dus een crash zou ze verliezen: %1

Sla het project op (Bestand &gt; Opslaan als op een andere plek indien nodig).</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2; the project itself was saved %3). Restore them?</source>
        <translation>‘%1’ heeft niet-opgeslagen wijzigingen, bewaard in een herstelkopie (%2; het project zelf is opgeslagen op %3). Herstellen?</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Later</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporteren</translation>
    </message>
    <message>
        <source>The export to “%1” is still running. Quitting now stops it, and the file is not written.</source>
        <translation>De export naar ‘%1’ loopt nog. Nu afsluiten stopt hem, en het bestand wordt niet geschreven.</translation>
    </message>
    <message>
        <source>Quit when it is done</source>
        <translation>Afsluiten als hij klaar is</translation>
    </message>
    <message>
        <source>Quit now</source>
        <translation>Nu afsluiten</translation>
    </message>
    <message>
        <source>Recognize region</source>
        <translation>Gebied herkennen</translation>
    </message>
    <message>
        <source>You changed this region&apos;s text in the editor. Recognizing it again adds the new reading to the page beside your corrected text; Edit › Undo takes it away.</source>
        <translation>U hebt de tekst van dit gebied in de editor gewijzigd. Opnieuw herkennen voegt de nieuwe lezing naast uw verbeterde tekst aan de pagina toe; Bewerken › Ongedaan maken haalt hem weg.</translation>
    </message>
    <message>
        <source>The pages are back in their order before the move.</source>
        <translation>De pagina&apos;s staan weer in de volgorde van voor het verplaatsen.</translation>
    </message>
    <message>
        <source>Nothing to undo in the page list; in the text, Undo takes back typing.</source>
        <translation>Niets ongedaan te maken in de paginalijst; in de tekst maakt Ongedaan maken het typen ongedaan.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pages</source>
        <translation>
            <numerusform>%1 van %n pagina</numerusform>
            <numerusform>%1 van %n pagina’s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n mislukt</numerusform>
            <numerusform>%n mislukt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled</source>
        <translation>
            <numerusform>%n geannuleerd</numerusform>
            <numerusform>%n geannuleerd</numerusform>
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
            <numerusform>%n pagina</numerusform>
            <numerusform>%n pagina’s</numerusform>
        </translation>
    </message>
    <message>
        <source>The model cannot be used: %1.</source>
        <translation>Het model kan niet worden gebruikt: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model could not be loaded:&lt;/b&gt; %1&lt;br&gt;Choose another model folder, or download the model again.</source>
        <translation>&lt;b&gt;Het model kon niet worden geladen:&lt;/b&gt; %1&lt;br&gt;Kies een andere modelmap, of download het model opnieuw.</translation>
    </message>
    <message numerus="yes">
        <source> (%n with edits of yours, which recognizing again replaces; Edit › Undo brings them back)</source>
        <translation>
            <numerusform> (%n met uw bewerkingen, die opnieuw herkennen vervangt; Bewerken › Ongedaan maken haalt ze terug)</numerusform>
            <numerusform> (%n met uw bewerkingen, die opnieuw herkennen vervangt; Bewerken › Ongedaan maken haalt ze terug)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every page is recognized already%1. Recognize all of them again?</source>
        <translation>Alle pagina’s zijn al herkend%1. Alle opnieuw herkennen?</translation>
    </message>
    <message numerus="yes">
        <source>Pages recognized already: %1 of %n%2. Recognize only the pages not done, or all of them again?</source>
        <translation>
            <numerusform>Al herkende pagina’s: %1 van %n%2. Alleen de ontbrekende pagina’s herkennen, of alle opnieuw?</numerusform>
            <numerusform>Al herkende pagina’s: %1 van %n%2. Alleen de ontbrekende pagina’s herkennen, of alle opnieuw?</numerusform>
        </translation>
    </message>
    <message>
        <source>No region change to undo on this page; in the text, Undo takes back typing.</source>
        <translation>Geen gebiedswijziging om ongedaan te maken op deze pagina; in de tekst maakt Ongedaan maken het typen ongedaan.</translation>
    </message>
    <message>
        <source>No region change to redo on this page.</source>
        <translation>Geen gebiedswijziging om opnieuw te doen op deze pagina.</translation>
    </message>
    <message>
        <source>Region %1 deleted; Edit › Undo in the page view brings it back.</source>
        <translation>Gebied %1 verwijderd; Bewerken › Ongedaan maken in de paginaweergave haalt het terug.</translation>
    </message>
    <message>
        <source>Go to page</source>
        <translation>Ga naar pagina</translation>
    </message>
    <message>
        <source>Page (1–%1):</source>
        <translation>Pagina (1–%1):</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n pages read; every page keeps its text, partial readings are marked cancelled</source>
        <translation>
            <numerusform>Geannuleerd: %1 van %n pagina gelezen; elke pagina houdt haar tekst, onvolledige lezingen zijn als geannuleerd gemarkeerd</numerusform>
            <numerusform>Geannuleerd: %1 van %n pagina’s gelezen; elke pagina houdt haar tekst, onvolledige lezingen zijn als geannuleerd gemarkeerd</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover &amp;unsaved work…</source>
        <translation>&amp;Niet-opgeslagen werk herstellen…</translation>
    </message>
    <message>
        <source>&amp;Go to page…</source>
        <translation>&amp;Ga naar pagina…</translation>
    </message>
    <message>
        <source>The changes are still in this window.</source>
        <translation>De wijzigingen staan nog in dit venster.</translation>
    </message>
    <message>
        <source>An untitled project with changes that were never saved is kept in a recovery copy (%1). Restore it?</source>
        <translation>Een naamloos project met nooit opgeslagen wijzigingen is bewaard in een herstelkopie (%1). Herstellen?</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2), newer than the saved project. Restore them?</source>
        <translation>“%1” heeft niet-opgeslagen wijzigingen, bewaard in een herstelkopie (%2), nieuwer dan het opgeslagen project. Herstellen?</translation>
    </message>
    <message>
        <source>Discard unsaved work</source>
        <translation>Niet-opgeslagen werk verwerpen</translation>
    </message>
    <message>
        <source>The recovery copy is deleted, and its changes cannot be brought back. Discard them?</source>
        <translation>De herstelkopie wordt verwijderd en de wijzigingen kunnen niet worden teruggehaald. Verwerpen?</translation>
    </message>
    <message>
        <source>There is no unsaved work to recover</source>
        <translation>Er is geen niet-opgeslagen werk om te herstellen</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a file name in quotes</comment>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>Not opened, its unsaved changes wait in a recovery copy (File › Recover unsaved work): %1</source>
        <translation>Niet geopend, de niet-opgeslagen wijzigingen wachten in een herstelkopie (Bestand › Niet-opgeslagen werk herstellen): %1</translation>
    </message>
    <message>
        <source>A recovery copy is also written 2 s after edits pause</source>
        <translation>Er wordt ook een herstelkopie geschreven 2 s nadat het bewerken pauzeert</translation>
    </message>
    <message>
        <source>While edits go on, autosave every</source>
        <translation>Tijdens het bewerken automatisch opslaan elke</translation>
    </message>
</context>
<context>
    <name>folio::MissingSourcesBar</name>
    <message>
        <source>Locate…</source>
        <translation>Zoeken…</translation>
    </message>
    <message>
        <source>Pick the folder the scans are in now; they are found there by name, in its subfolders too</source>
        <translation>Kies de map waarin de scans nu staan; ze worden daar op naam gezocht, ook in de submappen</translation>
    </message>
    <message>
        <source>Where are the scans now?</source>
        <translation>Waar staan de scans nu?</translation>
    </message>
    <message numerus="yes">
        <source>The scan of %n page(s) is missing: %1 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds the file where it is now.</source>
        <translation>
            <numerusform>De scan van %n pagina ontbreekt: %1 (verplaatst, hernoemd of op een station dat niet is aangekoppeld). De tekst blijft bewaard; Zoeken… vindt het bestand waar het nu staat.</numerusform>
            <numerusform>De scan van %n pagina&apos;s ontbreekt: %1 (verplaatst, hernoemd of op een station dat niet is aangekoppeld). De tekst blijft bewaard; Zoeken… vindt het bestand waar het nu staat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scans of %n page(s) are missing: %1 files, the first %2 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds them where they are now.</source>
        <translation>
            <numerusform>De scans van %n pagina ontbreken: %1 bestanden, het eerste %2 (verplaatst, hernoemd of op een station dat niet is aangekoppeld). De tekst blijft bewaard; Zoeken… vindt ze waar ze nu staan.</numerusform>
            <numerusform>De scans van %n pagina&apos;s ontbreken: %1 bestanden, het eerste %2 (verplaatst, hernoemd of op een station dat niet is aangekoppeld). De tekst blijft bewaard; Zoeken… vindt ze waar ze nu staan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found the %n missing file(s) in %1.</source>
        <translation>
            <numerusform>Het %n ontbrekende bestand gevonden in %1.</numerusform>
            <numerusform>De %n ontbrekende bestanden gevonden in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found %1 of the %2 missing files in %3.</source>
        <translation>%1 van de %2 ontbrekende bestanden gevonden in %3.</translation>
    </message>
    <message>
        <source>Looking for the missing files in %1…</source>
        <translation>Zoeken naar de ontbrekende bestanden in %1…</translation>
    </message>
    <message numerus="yes">
        <source>The scans are back in their places: %n page(s) shown again.</source>
        <translation>
            <numerusform>De scans staan weer op hun plaats: %n pagina weer getoond.</numerusform>
            <numerusform>De scans staan weer op hun plaats: %n pagina’s weer getoond.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::ModelDownloader</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>kan de map %1 niet maken</translation>
    </message>
    <message>
        <source>cannot list the files of %1: %2</source>
        <translation>kan de bestanden van %1 niet opvragen: %2</translation>
    </message>
    <message>
        <source>the Hub lists no files for %1</source>
        <translation>de Hub vermeldt geen bestanden voor %1</translation>
    </message>
    <message>
        <source>%1: cannot write %2</source>
        <translation>%1: kan %2 niet schrijven</translation>
    </message>
    <message>
        <source>connection closed early</source>
        <translation>verbinding voortijdig gesloten</translation>
    </message>
    <message>
        <source>%1: download interrupted at %2 of %3 bytes (%4); start the download again to resume</source>
        <translation>%1: download onderbroken bij %2 van %3 bytes (%4); start de download opnieuw om verder te gaan</translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place</source>
        <translation>%1: kan het voltooide bestand niet op zijn plaats zetten</translation>
    </message>
    <message>
        <source>download cancelled; start it again to resume</source>
        <translation>download geannuleerd; start hem opnieuw om verder te gaan</translation>
    </message>
</context>
<context>
    <name>folio::ModelPanel</name>
    <message>
        <source>Greedy (deterministic)</source>
        <translation>Greedy (deterministisch)</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Downloaden</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Kiezen…</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Modelmap</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Te downloaden model</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Apparaat</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisie</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>automatic (90% of free)</source>
        <translation>automatisch (90% van het vrije geheugen)</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Geheugenbudget</translation>
    </message>
    <message>
        <source>Model precision</source>
        <translation>Modelprecisie</translation>
    </message>
    <message>
        <source>fp8: about twice the pages in memory (GPU only)</source>
        <translation>fp8: ongeveer twee keer zoveel pagina&apos;s in het geheugen (alleen GPU)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-cache</translation>
    </message>
    <message>
        <source>Pages at once</source>
        <translation>Pagina&apos;s tegelijk</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Longest image side</source>
        <translation>Langste zijde van de afbeelding</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Sampling</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatuur</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Max tokens per page</source>
        <translation>Max. tokens per pagina</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Toepassen</translation>
    </message>
    <message>
        <source>%1 of %2 MiB</source>
        <translation>%1 van %2 MiB</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>%1 downloaden…</translation>
    </message>
    <message>
        <source>Download stopped: %1</source>
        <translation>Download gestopt: %1</translation>
    </message>
    <message>
        <source>Downloaded into %1</source>
        <translation>Gedownload naar %1</translation>
    </message>
    <message>
        <source>Stop download</source>
        <translation>Download stoppen</translation>
    </message>
    <message>
        <source>Listing the files of %1…</source>
        <translation>Bestanden van %1 opvragen…</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>niet geladen</translation>
    </message>
    <message>
        <source>Automatic: the fastest this device runs well</source>
        <translation>Automatisch: het snelste dat dit apparaat goed draait</translation>
    </message>
    <message>
        <source>float32: exact, slowest</source>
        <translation>float32: exact, het traagst</translation>
    </message>
    <message>
        <source>int8: 8-bit decoder weights, faster and smaller on the CPU</source>
        <translation>int8: 8-bits decodergewichten, sneller en kleiner op de CPU</translation>
    </message>
    <message>
        <source>The precision of the model&apos;s weights. On a GPU, bfloat16 is fast and exact enough. On the CPU, int8 stores the decoder&apos;s weights in 8 bits: pages are recognized faster in less memory, and a few words may come out differently than in float32.</source>
        <translation>De precisie van de gewichten van het model. Op een GPU is bfloat16 snel en nauwkeurig genoeg. Op de CPU slaat int8 de gewichten van de decoder op in 8 bits: pagina&apos;s worden sneller herkend met minder geheugen, en enkele woorden kunnen anders uitvallen dan met float32.</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>één per kern</translation>
    </message>
    <message>
        <source>Threads the engine&apos;s work on the CPU uses.</source>
        <translation>Threads die het werk van de engine op de CPU gebruikt.</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU-threads</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Actief</translation>
    </message>
    <message>
        <source>This folder does not hold a model: %1.</source>
        <translation>Deze map bevat geen model: %1.</translation>
    </message>
</context>
<context>
    <name>folio::PageList</name>
    <message>
        <source>Pages</source>
        <translation>Pagina&apos;s</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>lus</translation>
    </message>
    <message>
        <source>token limit</source>
        <translation>tokenlimiet</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>, page %1</source>
        <translation>, pagina %1</translation>
    </message>
    <message>
        <source>blank: Recognize all pages leaves it out (Page › Recognize anyway)</source>
        <translation>leeg: Alle pagina&apos;s herkennen slaat deze over (Pagina › Toch herkennen)</translation>
    </message>
    <message>
        <source>turned %1° clockwise, straightened by %2°%3</source>
        <translation>%1° rechtsom gedraaid, %2° rechtgezet%3</translation>
    </message>
    <message>
        <source> (auto-rotate)</source>
        <translation> (automatisch gedraaid)</translation>
    </message>
    <message>
        <source>The model kept repeating itself, so recognition stopped and the text is incomplete. Recognize › Retry with a repetition penalty tries again.</source>
        <translation>Het model bleef zichzelf herhalen, dus de herkenning is gestopt en de tekst is onvolledig. Herkenning › Opnieuw proberen met herhalingsstraf probeert het opnieuw.</translation>
    </message>
    <message>
        <source>Recognition stopped at the token limit, so the text may be incomplete. Recognize › Retry with a repetition penalty tries again; a larger token limit in the settings may be needed.</source>
        <translation>De herkenning is gestopt bij de tokenlimiet, dus de tekst is mogelijk onvolledig. Herkenning › Opnieuw proberen met herhalingsstraf probeert het opnieuw; mogelijk is een hogere tokenlimiet in de voorkeuren nodig.</translation>
    </message>
</context>
<context>
    <name>folio::PageTools</name>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>&amp;Rechtsom draaien</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn clockwise (Ctrl+])</source>
        <translation>De pagina een kwartslag rechtsom draaien (Ctrl+])</translation>
    </message>
    <message>
        <source>Rotate c&amp;ounter-clockwise</source>
        <translation>&amp;Linksom draaien</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn counter-clockwise (Ctrl+[)</source>
        <translation>De pagina een kwartslag linksom draaien (Ctrl+[)</translation>
    </message>
    <message>
        <source>&amp;Auto-rotate and deskew</source>
        <translation>&amp;Automatisch draaien en rechtzetten</translation>
    </message>
    <message>
        <source>Auto-rotate and deskew &amp;before recognition</source>
        <translation>Automatisch draaien en rechtzetten &amp;vóór herkenning</translation>
    </message>
    <message>
        <source>Recognize &amp;anyway</source>
        <translation>&amp;Toch herkennen</translation>
    </message>
    <message>
        <source>Send the selected pages to the model, also those marked blank</source>
        <translation>De geselecteerde pagina&apos;s naar het model sturen, ook die als leeg zijn gemarkeerd</translation>
    </message>
    <message>
        <source>Recognize &amp;blank pages too</source>
        <translation>Ook l&amp;ege pagina&apos;s herkennen</translation>
    </message>
    <message>
        <source>&amp;Paste as page</source>
        <translation>Als pagina &amp;plakken</translation>
    </message>
    <message>
        <source>Auto-rotate: %1 pages turned upright or straightened</source>
        <translation>Automatisch draaien: %1 pagina&apos;s rechtop gedraaid of rechtgezet</translation>
    </message>
    <message>
        <source>Page %1: too little text to tell how it lies; left as it is</source>
        <translation>Pagina %1: te weinig tekst om te bepalen hoe hij ligt; ongewijzigd gelaten</translation>
    </message>
    <message>
        <source>Page %1: turned %2° clockwise, straightened by %3°</source>
        <translation>Pagina %1: %2° rechtsom gedraaid, %3° rechtgezet</translation>
    </message>
    <message numerus="yes">
        <source>Blank, not sent to the model: page %1. Page › Recognize anyway sends it.</source>
        <translation>
            <numerusform>Leeg, niet naar het model gestuurd: pagina %1. Pagina › Toch herkennen stuurt hem.</numerusform>
            <numerusform>Leeg, niet naar het model gestuurd: pagina&apos;s %1. Pagina › Toch herkennen stuurt ze.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no image to add as a page</source>
        <translation>Het klembord bevat geen afbeelding om als pagina toe te voegen</translation>
    </message>
    <message>
        <source>Capture screen &amp;region as page…</source>
        <translation>Scherm&amp;gebied als pagina vastleggen…</translation>
    </message>
    <message>
        <source>Choose an area of the screen in the desktop&apos;s screenshot dialog; it becomes a new page</source>
        <translation>Kies een gebied van het scherm in het schermafdrukvenster van de desktop; het wordt een nieuwe pagina</translation>
    </message>
    <message>
        <source>The screenshot %1 could not be read</source>
        <translation>De schermafdruk %1 kon niet worden gelezen</translation>
    </message>
    <message>
        <source>No screen capture: %1</source>
        <translation>Geen schermopname: %1</translation>
    </message>
    <message>
        <source>the folder “%1” cannot be made</source>
        <translation>de map ‘%1’ kan niet worden gemaakt</translation>
    </message>
    <message>
        <source>The pasted image could not be kept: %1</source>
        <translation>De geplakte afbeelding kon niet worden bewaard: %1</translation>
    </message>
    <message>
        <source>Page %1 cannot be turned before its image is loaded: its regions would not turn with it. Try again in a moment, or with its scan back in place.</source>
        <translation>Pagina %1 kan niet worden gedraaid voordat de afbeelding is geladen: de gebieden zouden niet meedraaien. Probeer het zo opnieuw, of met de scan weer op zijn plaats.</translation>
    </message>
</context>
<context>
    <name>folio::PageView</name>
    <message>
        <source>Drop scans, PDFs or folders here
or use File › Open</source>
        <translation>Sleep scans, pdf&apos;s of mappen hierheen
of gebruik Bestand › Openen</translation>
    </message>
    <message>
        <source>Page image</source>
        <translation>Paginaafbeelding</translation>
    </message>
    <message>
        <source>The scan of this page is missing:
%1</source>
        <translation>De scan van deze pagina ontbreekt:
%1</translation>
    </message>
    <message>
        <source>This page&apos;s image cannot be shown:
%1</source>
        <translation>De afbeelding van deze pagina kan niet worden getoond:
%1</translation>
    </message>
    <message>
        <source>Loading the page…</source>
        <translation>Pagina laden…</translation>
    </message>
</context>
<context>
    <name>folio::PostProcess</name>
    <message>
        <source>Repair escaped math (\$x\$ to $x$, prices kept)</source>
        <translation>Gemaskeerde formules herstellen (\$x\$ naar $x$, prijzen blijven behouden)</translation>
    </message>
    <message>
        <source>Remove bold and italics</source>
        <translation>Vet en cursief verwijderen</translation>
    </message>
    <message>
        <source>List items as plain paragraphs</source>
        <translation>Lijstitems als gewone alinea&apos;s</translation>
    </message>
    <message>
        <source>Join words hyphenated at line ends</source>
        <translation>Aan het regeleinde afgebroken woorden samenvoegen</translation>
    </message>
    <message>
        <source>One line per paragraph</source>
        <translation>Eén regel per alinea</translation>
    </message>
    <message>
        <source>Full-width punctuation in CJK text</source>
        <translation>Leestekens met volledige breedte in CJK-tekst</translation>
    </message>
    <message>
        <source>Drop running heads and page numbers</source>
        <translation>Kopregels en paginanummers verwijderen</translation>
    </message>
    <message>
        <source>Collapse dot leaders (tables of contents)</source>
        <translation>Opvulpunten samenvoegen (inhoudsopgaven)</translation>
    </message>
    <message>
        <source>Shorten long form blanks (____)</source>
        <translation>Lange invulruimtes inkorten (____)</translation>
    </message>
</context>
<context>
    <name>folio::PreviewView</name>
    <message>
        <source>Rendered preview</source>
        <translation>Gerenderd voorbeeld</translation>
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
        <translation>%1 u %2 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 u</translation>
    </message>
</context>
<context>
    <name>folio::ResultEditor</name>
    <message>
        <source>Recognized text appears here as Markdown.</source>
        <translation>Herkende tekst verschijnt hier als Markdown.</translation>
    </message>
    <message>
        <source>Markdown source</source>
        <translation>Markdown-broncode</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>Geen suggesties</translation>
    </message>
    <message>
        <source>Add “%1” to dictionary</source>
        <translation>“%1” aan woordenboek toevoegen</translation>
    </message>
    <message>
        <source>The model was unsure of this text (F8: next, Ctrl+Return: accept)</source>
        <translation>Het model was niet zeker van deze tekst (F8: volgende, Ctrl+Return: accepteren)</translation>
    </message>
    <message>
        <source>This page is being read. You can edit it once it is done, or cancel its recognition.</source>
        <translation>Deze pagina wordt gelezen. U kunt ze bewerken zodra ze klaar is, of de herkenning annuleren.</translation>
    </message>
    <message>
        <source>More suggestions</source>
        <translation>Meer suggesties</translation>
    </message>
</context>
<context>
    <name>folio::ScreenPortal</name>
    <message>
        <source>there is no session bus to reach the desktop portal</source>
        <translation>er is geen sessiebus om het desktopportaal te bereiken</translation>
    </message>
    <message>
        <source>the desktop portal refused the screenshot: %1</source>
        <translation>het desktopportaal weigerde de schermafdruk: %1</translation>
    </message>
    <message>
        <source>the desktop portal could not take the screenshot</source>
        <translation>het desktopportaal kon de schermafdruk niet maken</translation>
    </message>
    <message>
        <source>the desktop portal gave no screenshot file (%1)</source>
        <translation>het desktopportaal gaf geen schermafdrukbestand (%1)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Folio: turn scans and PDFs into Markdown and Word with LightOnOCR.</source>
        <translation>Folio: zet scans en pdf&apos;s om in Markdown en Word met LightOnOCR.</translation>
    </message>
    <message>
        <source>Images or PDFs to open.</source>
        <translation>Te openen afbeeldingen of pdf&apos;s.</translation>
    </message>
    <message>
        <source>Verbs (no display needed):
  %1 ocr FILES... -o DIR   recognize images and PDFs into Markdown, Word, ODT, EPUB, HTML, text or JSON
  %1 watch IN OUT          recognize the files that appear in a folder, until stopped
  %1 serve --model DIR     serve the engine as an OpenAI-compatible server
`%1 ocr --help`, `%1 watch --help` and `%1 serve --help` list their options.</source>
        <translation>Opdrachten (geen beeldscherm nodig):
  %1 ocr FILES... -o DIR   afbeeldingen en pdf&apos;s herkennen naar Markdown, Word, ODT, EPUB, HTML, tekst of JSON
  %1 watch IN OUT          de bestanden herkennen die in een map verschijnen, tot het wordt gestopt
  %1 serve --model DIR     de engine aanbieden als OpenAI-compatibele server
`%1 ocr --help`, `%1 watch --help` en `%1 serve --help` tonen hun opties.</translation>
    </message>
</context>
</TS>

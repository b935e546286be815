<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>InterfaceLanguageMenu</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>Sprache der Ober&amp;fläche</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>The interface language changes when Folio starts next.</source>
        <translation>Die Sprache der Oberfläche wechselt beim nächsten Start von Folio.</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation>Word-Dokument (*.docx)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>Plain text (*.txt)</source>
        <translation>Reiner Text (*.txt)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>„%1“ ist bereits vorhanden. Möchten Sie die Datei ersetzen?</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Exportieren nach %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportiert: %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>not recognized</source>
        <translation>nicht erkannt</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1: field “%2” must be %3</source>
        <translation>%1: Feld „%2“ hat einen ungültigen Typ (erwartet: %3)</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1: muss ein Objekt sein</translation>
    </message>
    <message>
        <source>field “id” is not a UUID: %1</source>
        <translation>Feld „id“ ist keine UUID: %1</translation>
    </message>
    <message>
        <source>field “pageIndex” is negative</source>
        <translation>Feld „pageIndex“ ist negativ</translation>
    </message>
    <message>
        <source>field “state” has an unknown value “%1”</source>
        <translation>Feld „state“ hat einen unbekannten Wert „%1“</translation>
    </message>
    <message>
        <source> region %1</source>
        <translation> Bereich %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>field “rect” must hold 4 numbers [x, y, width, height]</source>
        <translation>Feld „rect“ muss 4 Zahlen enthalten [x, y, Breite, Höhe]</translation>
    </message>
    <message>
        <source>Cannot open project “%1”: %2</source>
        <translation>Projekt „%1“ kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>the file is damaged or not a project (JSON error at line %1: %2)</source>
        <translation>Die Datei ist beschädigt oder kein Projekt (JSON-Fehler in Zeile %1: %2)</translation>
    </message>
    <message>
        <source>not a Folio project (the top level is not an object)</source>
        <translation>kein Folio-Projekt (die oberste Ebene ist kein Objekt)</translation>
    </message>
    <message>
        <source>not a Folio project (field “format” is not “%1”)</source>
        <translation>kein Folio-Projekt (Feld „format“ ist nicht „%1“)</translation>
    </message>
    <message>
        <source>field “formatVersion” is missing or not a number</source>
        <translation>Feld „formatVersion“ fehlt oder ist keine Zahl</translation>
    </message>
    <message>
        <source>it was saved by a newer Folio (format version %1; this Folio reads versions 1 to %2). Update Folio to open it.</source>
        <translation>Es wurde mit einer neueren Folio-Version gespeichert (Formatversion %1; diese Version liest die Formatversionen 1 bis %2). Aktualisieren Sie Folio, um es zu öffnen.</translation>
    </message>
    <message>
        <source>format version %1 is not a released format (the first is 1)</source>
        <translation>Formatversion %1 ist keine veröffentlichte Formatversion (die erste ist 1)</translation>
    </message>
    <message>
        <source>project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>field “pages” is missing</source>
        <translation>Feld „pages“ fehlt</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>keine Meldung</translation>
    </message>
    <message>
        <source>page %1 (%2)</source>
        <translation>Seite %1 (%2)</translation>
    </message>
    <message>
        <source>“%1” already exists; it is replaced only when you confirm overwriting it</source>
        <translation>„%1“ ist bereits vorhanden; die Datei wird nur ersetzt, wenn Sie das Überschreiben bestätigen</translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>“%1 --version” failed: %2</source>
        <translation>„%1 --version“ ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Nothing to export: no pages were selected</source>
        <translation>Nichts zu exportieren: Es wurden keine Seiten ausgewählt</translation>
    </message>
    <message>
        <source>No output file was chosen</source>
        <translation>Es wurde keine Ausgabedatei gewählt</translation>
    </message>
    <message>
        <source>KaTeX was not found in “%1”: formulas are shown as TeX source</source>
        <translation>KaTeX wurde in „%1“ nicht gefunden: Formeln werden als TeX-Quelltext angezeigt</translation>
    </message>
    <message>
        <source>%1: claims %2 pages, more than the limit of %3</source>
        <translation>%1: gibt %2 Seiten an, mehr als die Obergrenze von %3</translation>
    </message>
    <message>
        <source>not a readable PDF (damaged or not a PDF)</source>
        <translation>kein lesbares PDF (beschädigt oder kein PDF)</translation>
    </message>
    <message>
        <source>page %1 has an implausible size (%2 x %3 pt)</source>
        <translation>Seite %1 hat eine unplausible Größe (%2 x %3 pt)</translation>
    </message>
    <message>
        <source>page %1 would be too large to render</source>
        <translation>Seite %1 wäre zu groß zum Rendern</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered</source>
        <translation>Seite %1 kann nicht gerendert werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: has no pages</source>
        <translation>%1: enthält keine Seiten</translation>
    </message>
    <message>
        <source>%1: page %2 no longer exists</source>
        <translation>%1: Seite %2 existiert nicht mehr</translation>
    </message>
    <message>
        <source>%1: page %2 not found</source>
        <translation>%1: Seite %2 nicht gefunden</translation>
    </message>
    <message>
        <source>%1: cannot read the downloaded file</source>
        <translation>%1: Die heruntergeladene Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: size is %2 bytes, expected %3</source>
        <translation>%1: Die Größe beträgt %2 Byte, erwartet wurden %3</translation>
    </message>
    <message>
        <source>%1: checksum mismatch (got %2, expected %3)</source>
        <translation>%1: Prüfsumme stimmt nicht überein (erhalten: %2, erwartet: %3)</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>eine Liste (Array)</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source> block %1</source>
        <translation> Block %1</translation>
    </message>
    <message>
        <source>field “box” must hold 4 numbers x1 &lt; x2, y1 &lt; y2 within 0..1000</source>
        <translation>Feld „box“ muss 4 Zahlen x1 &lt; x2, y1 &lt; y2 im Bereich 0..1000 enthalten</translation>
    </message>
    <message>
        <source>%1: no page image to export (%2: %3)</source>
        <translation>%1: kein Seitenbild zum Exportieren (%2: %3)</translation>
    </message>
    <message>
        <source>Cannot make the PDF “%1”: %2</source>
        <translation>Das PDF „%1“ kann nicht erstellt werden: %2</translation>
    </message>
    <message>
        <source>the image is %1x%2 pixels, more than the limit of %3 pixels</source>
        <translation>das Bild hat %1x%2 Pixel, mehr als die Obergrenze von %3 Pixeln</translation>
    </message>
    <message>
        <source>cannot be decoded (%1)</source>
        <translation>kann nicht dekodiert werden (%1)</translation>
    </message>
    <message>
        <source>not an image in a known format (PNG, JPEG, WebP, TIFF, BMP, ...)</source>
        <translation>kein Bild in einem bekannten Format (PNG, JPEG, WebP, TIFF, BMP, ...)</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>not a readable image (%1)</source>
        <translation>kein lesbares Bild (%1)</translation>
    </message>
    <message>
        <source>%1: page %2: %3</source>
        <translation>%1: Seite %2: %3</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: Die Datei kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <source>no page image</source>
        <translation>kein Seitenbild</translation>
    </message>
    <message>
        <source>the page could not be converted for orientation detection</source>
        <translation>die Seite konnte für die Erkennung der Ausrichtung nicht umgewandelt werden</translation>
    </message>
    <message>
        <source>Tesseract&apos;s orientation data (osd.traineddata) is not installed</source>
        <translation>die Ausrichtungsdaten von Tesseract (osd.traineddata) sind nicht installiert</translation>
    </message>
    <message>
        <source>too little text to tell the page&apos;s orientation</source>
        <translation>zu wenig Text, um die Ausrichtung der Seite zu bestimmen</translation>
    </message>
    <message>
        <source>page %1 could not be rendered: %2</source>
        <translation>Seite %1 konnte nicht gerendert werden: %2</translation>
    </message>
    <message>
        <source>the renderer gave no answer</source>
        <translation>der Renderer hat nicht geantwortet</translation>
    </message>
    <message>
        <source>the renderer&apos;s answer is damaged</source>
        <translation>die Antwort des Renderers ist beschädigt</translation>
    </message>
    <message>
        <source>the page renderer %1 is not installed beside the program</source>
        <translation>der Seiten-Renderer %1 ist nicht neben dem Programm installiert</translation>
    </message>
    <message>
        <source>the page renderer did not start (%1)</source>
        <translation>der Seiten-Renderer ist nicht gestartet (%1)</translation>
    </message>
    <message>
        <source>rendering took longer than %1 s and was stopped (a damaged or hostile page, e.g. a decompression bomb)</source>
        <translation>das Rendern dauerte länger als %1 s und wurde abgebrochen (eine beschädigte oder bösartige Seite, z. B. eine Dekompressionsbombe)</translation>
    </message>
    <message>
        <source>the renderer stopped: the page needs more than %1 MiB of memory or is damaged</source>
        <translation>der Renderer wurde beendet: Die Seite benötigt mehr als %1 MiB Speicher oder ist beschädigt</translation>
    </message>
    <message>
        <source>the document has no pages</source>
        <translation>das Dokument enthält keine Seiten</translation>
    </message>
    <message>
        <source>claims %1 pages, more than the limit of %2</source>
        <translation>gibt %1 Seiten an, mehr als die Obergrenze von %2</translation>
    </message>
    <message>
        <source>the PDF is encrypted: it needs a password</source>
        <translation>das PDF ist verschlüsselt: Es wird ein Passwort benötigt</translation>
    </message>
    <message>
        <source>wrong password for the encrypted PDF</source>
        <translation>falsches Passwort für das verschlüsselte PDF</translation>
    </message>
    <message>
        <source>page %1 cannot be read (damaged page tree)</source>
        <translation>Seite %1 kann nicht gelesen werden (beschädigter Seitenbaum)</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered (out of memory)</source>
        <translation>Seite %1 kann nicht gerendert werden (nicht genügend Speicher)</translation>
    </message>
    <message>
        <source>LightOnOCR-%1</source>
        <translation>LightOnOCR-%1</translation>
    </message>
    <message>
        <source>unknown LightOnOCR generation</source>
        <translation>unbekannte LightOnOCR-Generation</translation>
    </message>
    <message>
        <source>%1: plain text and layout with boxes (grounding)</source>
        <translation>%1: reiner Text und Layout mit Boxen (Grounding)</translation>
    </message>
    <message>
        <source>%1: plain text (no layout boxes)</source>
        <translation>%1: reiner Text (keine Layout-Boxen)</translation>
    </message>
    <message>
        <source>%1 has no grounding mode: layout boxes need a LightOnOCR-3 model. Use plain mode, or choose LightOnOCR-3-1B.</source>
        <translation>%1 hat keinen Grounding-Modus: Layout-Boxen erfordern ein LightOnOCR-3-Modell. Verwenden Sie den Modus „Reiner Text“, oder wählen Sie LightOnOCR-3-1B.</translation>
    </message>
    <message>
        <source>Folio cannot tell which LightOnOCR generation “%1” is, so it offers plain mode only: grounding needs a LightOnOCR-3 model, named as such in its folder or its config.json.</source>
        <translation>Folio kann nicht erkennen, zu welcher LightOnOCR-Generation „%1“ gehört, und bietet daher nur den Modus „Reiner Text“ an: Grounding erfordert ein LightOnOCR-3-Modell, das in seinem Ordnernamen oder seiner config.json als solches bezeichnet ist.</translation>
    </message>
    <message>
        <source>document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Markdown, one file per page (*.md)</source>
        <translation>Markdown, eine Datei pro Seite (*.md)</translation>
    </message>
    <message>
        <source>Searchable PDF, text positions approximate (*.pdf)</source>
        <translation>Durchsuchbares PDF, Textpositionen ungefähr (*.pdf)</translation>
    </message>
    <message>
        <source>Searchable PDF (*.pdf)</source>
        <translation>Durchsuchbares PDF (*.pdf)</translation>
    </message>
    <message>
        <source>hOCR (*.hocr)</source>
        <translation>hOCR (*.hocr)</translation>
    </message>
    <message>
        <source>Layout blocks, JSON (*.json)</source>
        <translation>Layout-Blöcke, JSON (*.json)</translation>
    </message>
    <message>
        <source> (text positions are approximate on pages recognized without layout)</source>
        <translation> (auf Seiten, die ohne Layout erkannt wurden, sind die Textpositionen ungefähr)</translation>
    </message>
    <message>
        <source> low-confidence span %1</source>
        <translation> unsichere Textstelle %1</translation>
    </message>
    <message>
        <source>fields “start” and “length” must lie within the edited text (%1 characters)</source>
        <translation>Felder „start“ und „length“ müssen innerhalb des bearbeiteten Textes liegen (%1 Zeichen)</translation>
    </message>
    <message>
        <source>field “probability” must lie within 0..1</source>
        <translation>Feld „probability“ muss im Bereich 0..1 liegen</translation>
    </message>
    <message>
        <source>field “rotation” must be 0, 90, 180 or 270, not %1</source>
        <translation>Feld „rotation“ muss 0, 90, 180 oder 270 sein, nicht %1</translation>
    </message>
    <message>
        <source>field “cut” has an unknown value “%1”</source>
        <translation>Feld „cut“ hat einen unbekannten Wert „%1“</translation>
    </message>
    <message>
        <source>pandoc was not found (“%1” could not be started: %2). Install pandoc to export Word, OpenDocument and EPUB files.</source>
        <translation>pandoc wurde nicht gefunden („%1“ konnte nicht gestartet werden: %2). Installieren Sie pandoc, um Word-, OpenDocument- und EPUB-Dateien zu exportieren.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the %1 export: %2</source>
        <translation>Für den %1-Export kann kein temporärer Ordner angelegt werden: %2</translation>
    </message>
    <message>
        <source>The %1 export&apos;s temporary files: %2</source>
        <translation>Die temporären Dateien des %1-Exports: %2</translation>
    </message>
    <message>
        <source>pandoc did not finish the %1 export of “%2” (%3)</source>
        <translation>pandoc hat den %1-Export von „%2“ nicht abgeschlossen (%3)</translation>
    </message>
    <message>
        <source>pandoc failed to write the %1 file “%2” (exit code %3): %4</source>
        <translation>pandoc konnte die %1-Datei „%2“ nicht schreiben (Exit-Code %3): %4</translation>
    </message>
    <message>
        <source>pandoc reported success but wrote no %1 file for “%2”: %3</source>
        <translation>pandoc meldete Erfolg, hat aber keine %1-Datei für „%2“ geschrieben: %3</translation>
    </message>
    <message>
        <source>OpenDocument text (*.odt)</source>
        <translation>OpenDocument-Text (*.odt)</translation>
    </message>
    <message>
        <source>EPUB e-book (*.epub)</source>
        <translation>EPUB-E-Book (*.epub)</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>wird gelesen</translation>
    </message>
    <message>
        <source>%1: page %2 cannot be reached</source>
        <translation>%1: Seite %2 ist nicht erreichbar</translation>
    </message>
    <message>
        <source>unfinished import %1</source>
        <translation>unvollständiger Import %1</translation>
    </message>
    <message>
        <source>field “absolutePath” is missing</source>
        <translation>Feld „absolutePath“ fehlt</translation>
    </message>
    <message>
        <source>field “nextPage” must lie within 0..%1</source>
        <translation>Feld „nextPage“ muss zwischen 0 und %1 liegen</translation>
    </message>
    <message>
        <source>field “pageCount” must be at least 1</source>
        <translation>Feld „pageCount“ muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>the page image is not available</source>
        <translation>Das Seitenbild ist nicht verfügbar</translation>
    </message>
    <message>
        <source>the page image cannot be read back (%1)</source>
        <translation>Das Seitenbild kann nicht wieder gelesen werden (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 pages have no text yet (not recognized, or still being read): the export leaves them empty. Export anyway?</source>
        <translation>
            <numerusform>%n der %1 Seiten hat noch keinen Text (nicht erkannt oder wird noch gelesen): Der Export lässt sie leer. Trotzdem exportieren?</numerusform>
            <numerusform>%n der %1 Seiten haben noch keinen Text (nicht erkannt oder werden noch gelesen): Der Export lässt sie leer. Trotzdem exportieren?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>Trotzdem exportieren</translation>
    </message>
    <message>
        <source>“%1” is a file of this project (its scan, or the project itself): an export never replaces it. Choose another name.</source>
        <translation>„%1“ ist eine Datei dieses Projekts (sein Scan oder das Projekt selbst): Ein Export ersetzt sie nie. Wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>cannot read the file (not a file)</source>
        <translation>Die Datei kann nicht gelesen werden (keine Datei)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (not a file)</source>
        <translation>%1: Die Datei kann nicht gelesen werden (keine Datei)</translation>
    </message>
    <message>
        <source>it is no longer there</source>
        <translation>sie ist nicht mehr vorhanden</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 and %n more files</source>
        <translation>
            <numerusform>Exportiert: %1 und %n weitere Datei</numerusform>
            <numerusform>Exportiert: %1 und %n weitere Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (with %n figures)</source>
        <translation>
            <numerusform> (mit %n Abbildung)</numerusform>
            <numerusform> (mit %n Abbildungen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n page files was written.</source>
        <translation>
            <numerusform>Keine der %n Seitendateien wurde geschrieben.</numerusform>
            <numerusform>Keine der %n Seitendateien wurde geschrieben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n page files were written.</source>
        <translation>
            <numerusform>%1 von %n Seitendatei wurde geschrieben.</numerusform>
            <numerusform>%1 von %n Seitendateien wurden geschrieben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of this export already exist (%1). Replace them?</source>
        <translation>
            <numerusform>%n Datei dieses Exports ist bereits vorhanden (%1). Ersetzen?</numerusform>
            <numerusform>%n Dateien dieses Exports sind bereits vorhanden (%1). Ersetzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>pandoc wrote a damaged %1 file for “%2”: %3</source>
        <translation>pandoc hat eine beschädigte %1-Datei für „%2“ geschrieben: %3</translation>
    </message>
    <message>
        <source>left as they were, from an earlier export of more pages: %1</source>
        <translation>unverändert gelassen, aus einem früheren Export mit mehr Seiten: %1</translation>
    </message>
</context>
<context>
    <name>SystemError</name>
    <message>
        <source>No space left on device</source>
        <translation>Kein Platz mehr auf dem Gerät</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Schreibgeschütztes Dateisystem</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Vorgang nicht zulässig</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Datei oder Verzeichnis nicht gefunden</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Festplattenkontingent überschritten</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Dateiname zu lang</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Ist ein Verzeichnis</translation>
    </message>
</context>
<context>
    <name>folio::FindReplaceBar</name>
    <message>
        <source>Match case</source>
        <translation>Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Ersetzen durch</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächstes</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorheriges</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Replace all</source>
        <translation>Alle ersetzen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Wrapped</source>
        <translation>Suche neu begonnen</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n Treffer ersetzt</numerusform>
            <numerusform>%n Treffer ersetzt</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Ganze Wörter</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Alle Seiten</translation>
    </message>
    <message>
        <source>Undo replace all</source>
        <translation>Alle ersetzen rückgängig machen</translation>
    </message>
    <message>
        <source>Find and replace in every page, not only the one shown</source>
        <translation>Auf allen Seiten suchen und ersetzen, nicht nur auf der angezeigten</translation>
    </message>
    <message>
        <source>Wrapped to page %1</source>
        <translation>Von vorn begonnen, Seite %1</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced on %1</source>
        <translation>
            <numerusform>%n ersetzt auf %1</numerusform>
            <numerusform>%n ersetzt auf %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages being read were left as they are.</source>
        <translation>
            <numerusform>%n Seite, die gerade gelesen wird, blieb unverändert.</numerusform>
            <numerusform>%n Seiten, die gerade gelesen werden, blieben unverändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacement undone on %n pages</source>
        <translation>
            <numerusform>Ersetzung auf %n Seite rückgängig gemacht</numerusform>
            <numerusform>Ersetzung auf %n Seiten rückgängig gemacht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on this page</source>
        <translation>
            <numerusform>%n Treffer auf dieser Seite</numerusform>
            <numerusform>%n Treffer auf dieser Seite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on %1</source>
        <translation>
            <numerusform>%n Treffer auf %1</numerusform>
            <numerusform>%n Treffer auf %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed since, %n page(s) kept the replacement (%1); Edit › Undo on such a page takes it back.</source>
        <translation>
            <numerusform>Seitdem geändert, behielt %n Seite die Ersetzung (%1); Bearbeiten › Rückgängig auf dieser Seite nimmt sie zurück.</numerusform>
            <numerusform>Seitdem geändert, behielten %n Seiten die Ersetzung (%1); Bearbeiten › Rückgängig auf einer solchen Seite nimmt sie zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>pages %1</source>
        <translation>Seiten %1</translation>
    </message>
</context>
<context>
    <name>folio::JobQueue</name>
    <message>
        <source>the page image is not available</source>
        <translation>Das Seitenbild ist nicht verfügbar</translation>
    </message>
    <message>
        <source>The region lies outside the page.</source>
        <translation>Der Bereich liegt außerhalb der Seite.</translation>
    </message>
    <message>
        <source>No OCR model is loaded. Choose a model folder or download the model first.</source>
        <translation>Es ist kein OCR-Modell geladen. Wählen Sie zuerst einen Modellordner, oder laden Sie das Modell herunter.</translation>
    </message>
    <message>
        <source>stopped at the token limit</source>
        <translation>beim Erreichen des Token-Limits angehalten</translation>
    </message>
    <message>
        <source>partial text: cancelled after %1 tokens</source>
        <translation>unvollständiger Text: nach %1 Token abgebrochen</translation>
    </message>
    <message>
        <source>stopped: the text kept repeating itself</source>
        <translation>angehalten: Der Text wiederholte sich ständig</translation>
    </message>
    <message>
        <source>The region is too small to read (%1 × %2 pixels). Draw it around the words.</source>
        <translation>Der Bereich ist zu klein zum Lesen (%1 × %2 Pixel). Ziehen Sie ihn um die Wörter.</translation>
    </message>
    <message>
        <source>reading it again failed (%1): the text is from the earlier reading</source>
        <translation>erneutes Lesen fehlgeschlagen (%1): der Text stammt aus der früheren Lesung</translation>
    </message>
</context>
<context>
    <name>folio::LanguageButton</name>
    <message>
        <source>Chinese</source>
        <translation>Chinesisch</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Japanisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spanisch</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italienisch</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Niederländisch</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugiesisch</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Schwedisch</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Dänisch</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Languages of the document: constrain recognition and choose spell-checking dictionaries</source>
        <translation>Sprachen des Dokuments: schränken die Texterkennung ein und legen die Wörterbücher für die Rechtschreibprüfung fest</translation>
    </message>
    <message>
        <source>Languages: automatic</source>
        <translation>Sprachen: automatisch</translation>
    </message>
    <message>
        <source>Languages: %1</source>
        <translation>Sprachen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>%n ausgewählt</numerusform>
            <numerusform>%n ausgewählt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::LayoutController</name>
    <message>
        <source>Show &amp;layout boxes</source>
        <translation>&amp;Layout-Boxen anzeigen</translation>
    </message>
    <message>
        <source>Recognize &amp;block again</source>
        <translation>Block er&amp;neut erkennen</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>Reiner Text</translation>
    </message>
    <message>
        <source>Text and layout</source>
        <translation>Text und Layout</translation>
    </message>
    <message>
        <source>Recognition mode</source>
        <translation>Erkennungsmodus</translation>
    </message>
    <message>
        <source>Recognize the highlighted layout block on its own, inside its box</source>
        <translation>Den hervorgehobenen Layout-Block einzeln innerhalb seiner Box erkennen</translation>
    </message>
</context>
<context>
    <name>folio::LocalEngineBackend</name>
    <message>
        <source>the model could not be opened</source>
        <translation>Das Modell konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>local engine (%1) with %2</source>
        <translation>lokale Engine (%1) mit %2</translation>
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
        <translation>Es ist kein Modell geladen</translation>
    </message>
    <message>
        <source>%1: %2 weights, %3 KV cache</source>
        <translation>%1: %2-Gewichte, %3-KV-Cache</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n threads</source>
        <translation>
            <numerusform>%1, %n Thread</numerusform>
            <numerusform>%1, %n Threads</numerusform>
        </translation>
    </message>
    <message>
        <source>no model folder is chosen</source>
        <translation>es ist kein Modellordner gewählt</translation>
    </message>
    <message>
        <source>%1 is gone (moved, deleted, or on a drive that is not mounted)</source>
        <translation>%1 ist nicht mehr da (verschoben, gelöscht oder auf einem nicht eingehängten Laufwerk)</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>the weights (*.safetensors)</source>
        <translation>die Gewichte (*.safetensors)</translation>
    </message>
    <message>
        <source>%1 lacks %2</source>
        <translation>in %1 fehlt: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read (permission denied)</source>
        <translation>%1 kann nicht gelesen werden (Zugriff verweigert)</translation>
    </message>
</context>
<context>
    <name>folio::MainWindow</name>
    <message>
        <source>Password needed</source>
        <translation>Passwort erforderlich</translation>
    </message>
    <message>
        <source>%1 is encrypted. Password:</source>
        <translation>%1 ist verschlüsselt. Passwort:</translation>
    </message>
    <message>
        <source>Importing: %1 of %2 files</source>
        <translation>Import: %1 von %2 Dateien</translation>
    </message>
    <message>
        <source>Choose model folder…</source>
        <translation>Modellordner wählen…</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open scans or PDFs</source>
        <translation>Scans oder PDFs öffnen</translation>
    </message>
    <message>
        <source>Documents (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;All files (*)</source>
        <translation>Dokumente (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation>O&amp;rdner öffnen…</translation>
    </message>
    <message>
        <source>Open a folder of scans</source>
        <translation>Ordner mit Scans öffnen</translation>
    </message>
    <message>
        <source>Open &amp;project…</source>
        <translation>&amp;Projekt öffnen…</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>Folio projects (*.folio)</source>
        <translation>Folio-Projekte (*.folio)</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Projekt speichern</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>Projekt &amp;speichern</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>Projekt speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Find / Replace…</source>
        <translation>&amp;Suchen/Ersetzen…</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Als &amp;Markdown kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;rich text</source>
        <translation>Als &amp;formatierten Text kopieren</translation>
    </message>
    <message>
        <source>&amp;Delete selected pages</source>
        <translation>Ausgewählte Seiten &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Fit &amp;width</source>
        <translation>An &amp;Breite anpassen</translation>
    </message>
    <message>
        <source>Fit &amp;page</source>
        <translation>An &amp;Seite anpassen</translation>
    </message>
    <message>
        <source>&amp;Actual size (1:1)</source>
        <translation>&amp;Originalgröße (1:1)</translation>
    </message>
    <message>
        <source>&amp;Recognize</source>
        <translation>&amp;Texterkennung</translation>
    </message>
    <message>
        <source>Recognize &amp;page</source>
        <translation>&amp;Seite erkennen</translation>
    </message>
    <message>
        <source>Recognize &amp;selected pages</source>
        <translation>Ausge&amp;wählte Seiten erkennen</translation>
    </message>
    <message>
        <source>Recognize &amp;all pages</source>
        <translation>&amp;Alle Seiten erkennen</translation>
    </message>
    <message>
        <source>Recognize &amp;region</source>
        <translation>&amp;Bereich erkennen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abb&amp;rechen</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Some files could not be opened</source>
        <translation>Einige Dateien konnten nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Ready: %1</source>
        <translation>Bereit: %1</translation>
    </message>
    <message>
        <source>Model loaded</source>
        <translation>Modell geladen</translation>
    </message>
    <message>
        <source>The model could not be loaded: %1</source>
        <translation>Das Modell konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Loading the model from %1…</source>
        <translation>Modell wird aus %1 geladen…</translation>
    </message>
    <message>
        <source>The password did not open %1. Try again:</source>
        <translation>Mit dem Passwort ließ sich %1 nicht öffnen. Versuchen Sie es erneut:</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Download a model</source>
        <translation>Modell herunterladen</translation>
    </message>
    <message>
        <source>&amp;New project</source>
        <translation>&amp;Neues Projekt</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Clean-ups on e&amp;xport</source>
        <translation>Bereinigungen beim E&amp;xport</translation>
    </message>
    <message>
        <source>&amp;Close project</source>
        <translation>Projekt s&amp;chließen</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Einstellun&amp;gen…</translation>
    </message>
    <message>
        <source>Re&amp;vert page to recognized text</source>
        <translation>Seite auf erkannten Text &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Folio</source>
        <translation>&amp;Über Folio</translation>
    </message>
    <message>
        <source>The untitled project</source>
        <translation>Das unbenannte Projekt</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>Änderungen speichern?</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before going on?</source>
        <translation>%1 enthält nicht gespeicherte Änderungen. Möchten Sie sie speichern, bevor Sie fortfahren?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Änderungen verwerfen</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Keine zuletzt geöffneten Projekte</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation>%1 (wiederhergestellt)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Show both</source>
        <translation>Beide anzeigen</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Nicht gespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>&lt;b&gt;No OCR model installed.&lt;/b&gt; Folio needs LightOnOCR-2-1B or LightOnOCR-3-1B (about 2 GB; the 3 also finds where each block sits on the page) to read pages. Choose a folder that holds one, or download it from Hugging Face.</source>
        <translation>&lt;b&gt;Kein OCR-Modell installiert.&lt;/b&gt; Folio benötigt LightOnOCR-2-1B oder LightOnOCR-3-1B (etwa 2 GB; LightOnOCR-3 erkennt außerdem, wo jeder Block auf der Seite liegt), um Seiten zu lesen. Wählen Sie einen Ordner, der eines davon enthält, oder laden Sie es von Hugging Face herunter.</translation>
    </message>
    <message>
        <source>Page %1 has edits of yours. Recognizing it again replaces its text; Edit › Undo brings your text back.</source>
        <translation>Seite %1 enthält Ihre Bearbeitungen. Wird sie erneut erkannt, wird ihr Text ersetzt; mit Bearbeiten › Rückgängig erhalten Sie Ihren Text zurück.</translation>
    </message>
    <message>
        <source>Pages %1 have edits of yours. Recognizing them again replaces their text; Edit › Undo brings your text back, page by page.</source>
        <translation>Die Seiten %1 enthalten Ihre Bearbeitungen. Werden sie erneut erkannt, wird ihr Text ersetzt; mit Bearbeiten › Rückgängig erhalten Sie Ihren Text Seite für Seite zurück.</translation>
    </message>
    <message>
        <source>Replace your edits?</source>
        <translation>Ihre Bearbeitungen ersetzen?</translation>
    </message>
    <message>
        <source>Recognize again</source>
        <translation>Erneut erkennen</translation>
    </message>
    <message>
        <source>Only pages not done (%1)</source>
        <translation>Nur nicht erkannte Seiten (%1)</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Alle Seiten</translation>
    </message>
    <message>
        <source>Recognize all pages</source>
        <translation>Alle Seiten erkennen</translation>
    </message>
    <message>
        <source>no model loaded</source>
        <translation>kein Modell geladen</translation>
    </message>
    <message>
        <source>About Folio</source>
        <translation>Über Folio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Turns scans and PDFs into Markdown and Word with the LightOnOCR vision-language model, on your own GPU or CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Model:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Device:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Engine:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio is free software. It uses Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, run as a separate program) and libtorch (BSD). LightOnOCR-2-1B is released by LightOn under the Apache 2.0 license.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Wandelt Scans und PDFs mit dem Vision-Language-Modell LightOnOCR in Markdown und Word um, auf Ihrer eigenen GPU oder CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Modell:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Gerät:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Engine:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio ist freie Software. Es verwendet Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, als separates Programm ausgeführt) und libtorch (BSD). LightOnOCR-2-1B wird von LightOn unter der Apache-2.0-Lizenz veröffentlicht.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>keines gewählt</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Model, device and memory…</source>
        <translation>Modell, Gerät und Speicher…</translation>
    </message>
    <message>
        <source>Recognition</source>
        <translation>Texterkennung</translation>
    </message>
    <message>
        <source>Interface language: View › Interface language.</source>
        <translation>Sprache der Oberfläche: Ansicht › Sprache der Oberfläche.</translation>
    </message>
    <message>
        <source>Page &amp;markers in Markdown and text exports</source>
        <translation>Seiten&amp;markierungen in Markdown- und Textexporten</translation>
    </message>
    <message>
        <source>Writes a comment naming the page and its source file before each page</source>
        <translation>Fügt vor jeder Seite einen Kommentar ein, der die Seite und ihre Quelldatei nennt</translation>
    </message>
    <message>
        <source>&amp;Next low-confidence text</source>
        <translation>&amp;Nächste unsichere Textstelle</translation>
    </message>
    <message>
        <source>P&amp;revious low-confidence text</source>
        <translation>&amp;Vorherige unsichere Textstelle</translation>
    </message>
    <message>
        <source>&amp;Accept low-confidence text</source>
        <translation>Unsichere Textstelle &amp;akzeptieren</translation>
    </message>
    <message>
        <source>&amp;Page</source>
        <translation>&amp;Seite</translation>
    </message>
    <message>
        <source>Retry with a repetition &amp;penalty</source>
        <translation>Mit Wiederholungsstrafe erneut &amp;versuchen</translation>
    </message>
    <message>
        <source>Recognizes again the selected pages whose text looped or stopped at the token limit, discouraging the model from repeating itself</source>
        <translation>Erkennt die ausgewählten Seiten erneut, deren Text in einer Schleife hing oder am Token-Limit anhielt, und hält das Modell dabei von Wiederholungen ab</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Text the model recognized with a probability below this is underlined in the editor (F8 goes to the next). A lower value hides marks at once; a higher one marks more on pages recognized from then on.</source>
        <translation>Text, den das Modell mit einer geringeren Wahrscheinlichkeit erkannt hat, wird im Editor unterstrichen (F8 springt zur nächsten Stelle). Ein niedrigerer Wert blendet Markierungen sofort aus; ein höherer markiert auf danach erkannten Seiten mehr.</translation>
    </message>
    <message>
        <source>Underline text recognized with a probability below</source>
        <translation>Erkannten Text unterstreichen bei einer Wahrscheinlichkeit unter</translation>
    </message>
    <message>
        <source> · %1 tokens/s</source>
        <translation> · %1 Token/s</translation>
    </message>
    <message>
        <source> · about %1 per page</source>
        <translation> · etwa %1 pro Seite</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>nicht geladen</translation>
    </message>
    <message>
        <source>not loaded yet</source>
        <translation>noch nicht geladen</translation>
    </message>
    <message numerus="yes">
        <source>Recognizing %n pages takes about %1: about %2 per page, as measured on the last pages recognized (%3). You can go on working meanwhile and cancel at any time.</source>
        <translation>
            <numerusform>Die Erkennung von %n Seite dauert etwa %1: etwa %2 pro Seite, gemessen an den zuletzt erkannten Seiten (%3). Sie können währenddessen weiterarbeiten und jederzeit abbrechen.</numerusform>
            <numerusform>Die Erkennung von %n Seiten dauert etwa %1: etwa %2 pro Seite, gemessen an den zuletzt erkannten Seiten (%3). Sie können währenddessen weiterarbeiten und jederzeit abbrechen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recognize %n pages</source>
        <translation>
            <numerusform>%n Seite erkennen</numerusform>
            <numerusform>%n Seiten erkennen</numerusform>
        </translation>
    </message>
    <message>
        <source>no local model loaded</source>
        <translation>kein lokales Modell geladen</translation>
    </message>
    <message>
        <source>The device, weight precision, KV cache precision and CPU threads the local engine runs with, every automatic choice resolved.</source>
        <translation>Das Gerät, die Gewichtsgenauigkeit, die KV-Cache-Genauigkeit und die CPU-Threads, mit denen die lokale Engine läuft, jede automatische Wahl aufgelöst.</translation>
    </message>
    <message>
        <source>The engine runs on</source>
        <translation>Die Engine läuft auf</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · noch etwa %1</translation>
    </message>
    <message>
        <source>Reading page %1</source>
        <translation>Seite %1 wird gelesen</translation>
    </message>
    <message>
        <source>Reading pages %1</source>
        <translation>Seiten %1 werden gelesen</translation>
    </message>
    <message>
        <source>Not opened again, already in the restored project: %1</source>
        <translation>Nicht erneut geöffnet, bereits im wiederhergestellten Projekt: %1</translation>
    </message>
    <message>
        <source>Importing %1: page %2 of %3</source>
        <translation>%1 wird importiert: Seite %2 von %3</translation>
    </message>
    <message>
        <source>Restore &amp;removed pages</source>
        <translation>Entfernte Seiten &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Restore the removed page</source>
        <translation>Die entfernte Seite wiederherstellen</translation>
    </message>
    <message>
        <source>Restore %1 removed pages</source>
        <translation>%1 entfernte Seiten wiederherstellen</translation>
    </message>
    <message>
        <source>Removed 1 page.</source>
        <translation>1 Seite entfernt.</translation>
    </message>
    <message>
        <source>Removed %1 pages.</source>
        <translation>%1 Seiten entfernt.</translation>
    </message>
    <message>
        <source>Edit › Undo in the page list, or Edit › Restore removed pages, brings them back.</source>
        <translation>Bearbeiten › Rückgängig in der Seitenliste oder Bearbeiten › Entfernte Seiten wiederherstellen holt sie zurück.</translation>
    </message>
    <message>
        <source>Restored 1 page.</source>
        <translation>1 Seite wiederhergestellt.</translation>
    </message>
    <message>
        <source>Restored %1 pages.</source>
        <translation>%1 Seiten wiederhergestellt.</translation>
    </message>
    <message>
        <source>Reading the rest of %1: pages %2 to %3 were not imported before it was closed</source>
        <translation>Der Rest von %1 wird gelesen: Seiten %2 bis %3 waren beim Schließen noch nicht importiert</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>&amp;Weitersuchen</translation>
    </message>
    <message>
        <source>Find previou&amp;s</source>
        <translation>&amp;Rückwärts suchen</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model cannot be used:&lt;/b&gt; %1. Choose the folder that holds it, or download it again.</source>
        <translation>&lt;b&gt;Das Modell kann nicht verwendet werden:&lt;/b&gt; %1. Wählen Sie den Ordner, der es enthält, oder laden Sie es erneut herunter.</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>&amp;Ersetzen …</translation>
    </message>
    <message>
        <source>%1 is open in another Folio window: save under another name, or close it there first.</source>
        <translation>%1 ist in einem anderen Folio-Fenster geöffnet: Speichern Sie unter einem anderen Namen, oder schließen Sie es dort zuerst.</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since this window opened or saved it. Saving here replaces those changes.</source>
        <translation>„%1“ wurde auf dem Datenträger geändert, seit dieses Fenster es geöffnet oder gespeichert hat. Speichern hier ersetzt diese Änderungen.</translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>Trotzdem speichern</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>“%1” is open in another Folio window. If both windows changed it, the one saved last would overwrite the other&apos;s work. Open a copy here instead?</source>
        <translation>„%1“ ist in einem anderen Folio-Fenster geöffnet. Würden beide Fenster es ändern, überschriebe das zuletzt gespeicherte die Arbeit des anderen. Stattdessen hier eine Kopie öffnen?</translation>
    </message>
    <message>
        <source>Open a copy</source>
        <translation>Kopie öffnen</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>&amp;Nächste Seite</translation>
    </message>
    <message>
        <source>P&amp;revious page</source>
        <translation>&amp;Vorherige Seite</translation>
    </message>
    <message>
        <source>No low-confidence text is left</source>
        <translation>Kein unsicherer Text mehr übrig</translation>
    </message>
    <message numerus="yes">
        <source>Import stopped: the project keeps its %n page(s)</source>
        <translation>
            <numerusform>Import angehalten: Das Projekt behält seine %n Seite</numerusform>
            <numerusform>Import angehalten: Das Projekt behält seine %n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Crash copy</source>
        <translation>Absturzkopie</translation>
    </message>
    <message>
        <source>Folio cannot keep a crash copy of your changes, so a crash would lose them: %1

Save the project (File &gt; Save As to another place if need be).</source>
        <translation>Folio kann keine Absturzkopie Ihrer Änderungen anlegen; bei einem Absturz gingen sie verloren: %1

Speichern Sie das Projekt (falls nötig mit Datei &gt; Speichern unter an einem anderen Ort).</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2; the project itself was saved %3). Restore them?</source>
        <translation>„%1“ hat nicht gespeicherte Änderungen, aufbewahrt in einer Wiederherstellungskopie (%2; das Projekt selbst wurde %3 gespeichert). Wiederherstellen?</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>The export to “%1” is still running. Quitting now stops it, and the file is not written.</source>
        <translation>Der Export nach „%1“ läuft noch. Wenn Sie jetzt beenden, wird er abgebrochen und die Datei nicht geschrieben.</translation>
    </message>
    <message>
        <source>Quit when it is done</source>
        <translation>Beenden, wenn er fertig ist</translation>
    </message>
    <message>
        <source>Quit now</source>
        <translation>Jetzt beenden</translation>
    </message>
    <message>
        <source>Recognize region</source>
        <translation>Bereich erkennen</translation>
    </message>
    <message>
        <source>You changed this region&apos;s text in the editor. Recognizing it again adds the new reading to the page beside your corrected text; Edit › Undo takes it away.</source>
        <translation>Sie haben den Text dieses Bereichs im Editor geändert. Eine erneute Erkennung fügt das neue Ergebnis neben Ihrem korrigierten Text in die Seite ein; Bearbeiten › Rückgängig entfernt es.</translation>
    </message>
    <message>
        <source>The pages are back in their order before the move.</source>
        <translation>Die Seiten stehen wieder in der Reihenfolge vor dem Verschieben.</translation>
    </message>
    <message>
        <source>Nothing to undo in the page list; in the text, Undo takes back typing.</source>
        <translation>In der Seitenliste gibt es nichts rückgängig zu machen; im Text macht Rückgängig die Eingaben rückgängig.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pages</source>
        <translation>
            <numerusform>%1 von %n Seite</numerusform>
            <numerusform>%1 von %n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled</source>
        <translation>
            <numerusform>%n abgebrochen</numerusform>
            <numerusform>%n abgebrochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tokens</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Token</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>The model cannot be used: %1.</source>
        <translation>Das Modell kann nicht verwendet werden: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model could not be loaded:&lt;/b&gt; %1&lt;br&gt;Choose another model folder, or download the model again.</source>
        <translation>&lt;b&gt;Das Modell konnte nicht geladen werden:&lt;/b&gt; %1&lt;br&gt;Wählen Sie einen anderen Modellordner, oder laden Sie das Modell erneut herunter.</translation>
    </message>
    <message numerus="yes">
        <source> (%n with edits of yours, which recognizing again replaces; Edit › Undo brings them back)</source>
        <translation>
            <numerusform> (%n mit Ihren Änderungen, die eine erneute Erkennung ersetzt; Bearbeiten › Rückgängig holt sie zurück)</numerusform>
            <numerusform> (%n mit Ihren Änderungen, die eine erneute Erkennung ersetzt; Bearbeiten › Rückgängig holt sie zurück)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every page is recognized already%1. Recognize all of them again?</source>
        <translation>Alle Seiten sind bereits erkannt%1. Alle erneut erkennen?</translation>
    </message>
    <message numerus="yes">
        <source>Pages recognized already: %1 of %n%2. Recognize only the pages not done, or all of them again?</source>
        <translation>
            <numerusform>Bereits erkannte Seiten: %1 von %n%2. Nur die fehlenden Seiten erkennen oder alle erneut?</numerusform>
            <numerusform>Bereits erkannte Seiten: %1 von %n%2. Nur die fehlenden Seiten erkennen oder alle erneut?</numerusform>
        </translation>
    </message>
    <message>
        <source>No region change to undo on this page; in the text, Undo takes back typing.</source>
        <translation>Keine Bereichsänderung auf dieser Seite rückgängig zu machen; im Text macht Rückgängig die Eingaben rückgängig.</translation>
    </message>
    <message>
        <source>No region change to redo on this page.</source>
        <translation>Keine Bereichsänderung auf dieser Seite zu wiederholen.</translation>
    </message>
    <message>
        <source>Region %1 deleted; Edit › Undo in the page view brings it back.</source>
        <translation>Bereich %1 gelöscht; Bearbeiten › Rückgängig in der Seitenansicht holt ihn zurück.</translation>
    </message>
    <message>
        <source>Go to page</source>
        <translation>Gehe zu Seite</translation>
    </message>
    <message>
        <source>Page (1–%1):</source>
        <translation>Seite (1–%1):</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n pages read; every page keeps its text, partial readings are marked cancelled</source>
        <translation>
            <numerusform>Abgebrochen: %1 von %n Seite gelesen; jede Seite behält ihren Text, unvollständige Lesungen sind als abgebrochen markiert</numerusform>
            <numerusform>Abgebrochen: %1 von %n Seiten gelesen; jede Seite behält ihren Text, unvollständige Lesungen sind als abgebrochen markiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover &amp;unsaved work…</source>
        <translation>&amp;Nicht gespeicherte Arbeit wiederherstellen…</translation>
    </message>
    <message>
        <source>&amp;Go to page…</source>
        <translation>&amp;Gehe zu Seite…</translation>
    </message>
    <message>
        <source>The changes are still in this window.</source>
        <translation>Die Änderungen sind noch in diesem Fenster.</translation>
    </message>
    <message>
        <source>An untitled project with changes that were never saved is kept in a recovery copy (%1). Restore it?</source>
        <translation>Ein unbenanntes Projekt mit nie gespeicherten Änderungen ist in einer Wiederherstellungskopie erhalten (%1). Wiederherstellen?</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2), newer than the saved project. Restore them?</source>
        <translation>„%1“ hat ungespeicherte Änderungen, erhalten in einer Wiederherstellungskopie (%2), neuer als das gespeicherte Projekt. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Discard unsaved work</source>
        <translation>Nicht gespeicherte Arbeit verwerfen</translation>
    </message>
    <message>
        <source>The recovery copy is deleted, and its changes cannot be brought back. Discard them?</source>
        <translation>Die Wiederherstellungskopie wird gelöscht, und ihre Änderungen lassen sich nicht zurückholen. Verwerfen?</translation>
    </message>
    <message>
        <source>There is no unsaved work to recover</source>
        <translation>Es gibt keine nicht gespeicherte Arbeit, die wiederhergestellt werden kann</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a file name in quotes</comment>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Not opened, its unsaved changes wait in a recovery copy (File › Recover unsaved work): %1</source>
        <translation>Nicht geöffnet, seine nicht gespeicherten Änderungen warten in einer Wiederherstellungskopie (Datei › Nicht gespeicherte Arbeit wiederherstellen): %1</translation>
    </message>
    <message>
        <source>A recovery copy is also written 2 s after edits pause</source>
        <translation>Eine Wiederherstellungskopie wird auch 2 s nach einer Bearbeitungspause geschrieben</translation>
    </message>
    <message>
        <source>While edits go on, autosave every</source>
        <translation>Während der Bearbeitung automatisch speichern alle</translation>
    </message>
</context>
<context>
    <name>folio::MissingSourcesBar</name>
    <message>
        <source>Locate…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <source>Pick the folder the scans are in now; they are found there by name, in its subfolders too</source>
        <translation>Wählen Sie den Ordner, in dem die Scans jetzt liegen; sie werden dort am Namen gefunden, auch in Unterordnern</translation>
    </message>
    <message>
        <source>Where are the scans now?</source>
        <translation>Wo liegen die Scans jetzt?</translation>
    </message>
    <message numerus="yes">
        <source>The scan of %n page(s) is missing: %1 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds the file where it is now.</source>
        <translation>
            <numerusform>Der Scan von %n Seite fehlt: %1 (verschoben, umbenannt oder auf einem nicht eingehängten Laufwerk). Der Text bleibt erhalten; Suchen… findet die Datei dort, wo sie jetzt ist.</numerusform>
            <numerusform>Der Scan von %n Seiten fehlt: %1 (verschoben, umbenannt oder auf einem nicht eingehängten Laufwerk). Der Text bleibt erhalten; Suchen… findet die Datei dort, wo sie jetzt ist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scans of %n page(s) are missing: %1 files, the first %2 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds them where they are now.</source>
        <translation>
            <numerusform>Die Scans von %n Seite fehlen: %1 Dateien, die erste %2 (verschoben, umbenannt oder auf einem nicht eingehängten Laufwerk). Der Text bleibt erhalten; Suchen… findet sie dort, wo sie jetzt sind.</numerusform>
            <numerusform>Die Scans von %n Seiten fehlen: %1 Dateien, die erste %2 (verschoben, umbenannt oder auf einem nicht eingehängten Laufwerk). Der Text bleibt erhalten; Suchen… findet sie dort, wo sie jetzt sind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found the %n missing file(s) in %1.</source>
        <translation>
            <numerusform>Die %n fehlende Datei in %1 gefunden.</numerusform>
            <numerusform>Die %n fehlenden Dateien in %1 gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found %1 of the %2 missing files in %3.</source>
        <translation>%1 der %2 fehlenden Dateien in %3 gefunden.</translation>
    </message>
    <message>
        <source>Looking for the missing files in %1…</source>
        <translation>Suche nach den fehlenden Dateien in %1…</translation>
    </message>
    <message numerus="yes">
        <source>The scans are back in their places: %n page(s) shown again.</source>
        <translation>
            <numerusform>Die Scans sind wieder an ihrem Platz: %n Seite wird wieder angezeigt.</numerusform>
            <numerusform>Die Scans sind wieder an ihrem Platz: %n Seiten werden wieder angezeigt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::ModelDownloader</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>Der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot list the files of %1: %2</source>
        <translation>Die Dateiliste von %1 kann nicht abgerufen werden: %2</translation>
    </message>
    <message>
        <source>the Hub lists no files for %1</source>
        <translation>Der Hub führt keine Dateien für %1 auf</translation>
    </message>
    <message>
        <source>%1: cannot write %2</source>
        <translation>%1: %2 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>connection closed early</source>
        <translation>Verbindung vorzeitig geschlossen</translation>
    </message>
    <message>
        <source>%1: download interrupted at %2 of %3 bytes (%4); start the download again to resume</source>
        <translation>%1: Download bei %2 von %3 Byte unterbrochen (%4); starten Sie den Download erneut, um ihn fortzusetzen</translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place</source>
        <translation>%1: Die fertige Datei kann nicht an ihren Zielort verschoben werden</translation>
    </message>
    <message>
        <source>download cancelled; start it again to resume</source>
        <translation>Download abgebrochen; starten Sie ihn erneut, um ihn fortzusetzen</translation>
    </message>
</context>
<context>
    <name>folio::ModelPanel</name>
    <message>
        <source>Greedy (deterministic)</source>
        <translation>Greedy (deterministisch)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Modellordner</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>automatic (90% of free)</source>
        <translation>automatisch (90 % des freien Speichers)</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Speicherbudget</translation>
    </message>
    <message>
        <source>Pages at once</source>
        <translation>Seiten gleichzeitig</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Longest image side</source>
        <translation>Längste Bildseite</translation>
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
        <translation>Max. Token pro Seite</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>%1 of %2 MiB</source>
        <translation>%1 von %2 MiB</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>%1 wird heruntergeladen…</translation>
    </message>
    <message>
        <source>Download stopped: %1</source>
        <translation>Download angehalten: %1</translation>
    </message>
    <message>
        <source>Downloaded into %1</source>
        <translation>Heruntergeladen nach %1</translation>
    </message>
    <message>
        <source>Stop download</source>
        <translation>Download anhalten</translation>
    </message>
    <message>
        <source>Listing the files of %1…</source>
        <translation>Dateien von %1 werden aufgelistet…</translation>
    </message>
    <message>
        <source>Model precision</source>
        <translation>Modellgenauigkeit</translation>
    </message>
    <message>
        <source>fp8: about twice the pages in memory (GPU only)</source>
        <translation>fp8: etwa doppelt so viele Seiten im Speicher (nur GPU)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Herunterzuladendes Modell</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>nicht geladen</translation>
    </message>
    <message>
        <source>Automatic: the fastest this device runs well</source>
        <translation>Automatisch: das Schnellste, was dieses Gerät gut ausführt</translation>
    </message>
    <message>
        <source>float32: exact, slowest</source>
        <translation>float32: genau, am langsamsten</translation>
    </message>
    <message>
        <source>int8: 8-bit decoder weights, faster and smaller on the CPU</source>
        <translation>int8: 8-Bit-Decodergewichte, schneller und kleiner auf der CPU</translation>
    </message>
    <message>
        <source>The precision of the model&apos;s weights. On a GPU, bfloat16 is fast and exact enough. On the CPU, int8 stores the decoder&apos;s weights in 8 bits: pages are recognized faster in less memory, and a few words may come out differently than in float32.</source>
        <translation>Die Genauigkeit der Modellgewichte. Auf einer GPU ist bfloat16 schnell und genau genug. Auf der CPU speichert int8 die Gewichte des Decoders in 8 Bit: Seiten werden schneller und mit weniger Speicher erkannt, und einige Wörter können anders ausfallen als mit float32.</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>einer pro Kern</translation>
    </message>
    <message>
        <source>Threads the engine&apos;s work on the CPU uses.</source>
        <translation>Threads, die die Arbeit der Engine auf der CPU nutzt.</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU-Threads</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>This folder does not hold a model: %1.</source>
        <translation>Dieser Ordner enthält kein Modell: %1.</translation>
    </message>
</context>
<context>
    <name>folio::PageList</name>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>, page %1</source>
        <translation>, Seite %1</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>Schleife</translation>
    </message>
    <message>
        <source>token limit</source>
        <translation>Token-Limit</translation>
    </message>
    <message>
        <source>blank: Recognize all pages leaves it out (Page › Recognize anyway)</source>
        <translation>leer: „Alle Seiten erkennen“ lässt sie aus (Seite › Trotzdem erkennen)</translation>
    </message>
    <message>
        <source>turned %1° clockwise, straightened by %2°%3</source>
        <translation>um %1° im Uhrzeigersinn gedreht, um %2° begradigt%3</translation>
    </message>
    <message>
        <source> (auto-rotate)</source>
        <translation> (automatisch gedreht)</translation>
    </message>
    <message>
        <source>The model kept repeating itself, so recognition stopped and the text is incomplete. Recognize › Retry with a repetition penalty tries again.</source>
        <translation>Das Modell wiederholte sich ständig, daher wurde die Texterkennung angehalten, und der Text ist unvollständig. Texterkennung › Mit Wiederholungsstrafe erneut versuchen startet einen neuen Versuch.</translation>
    </message>
    <message>
        <source>Recognition stopped at the token limit, so the text may be incomplete. Recognize › Retry with a repetition penalty tries again; a larger token limit in the settings may be needed.</source>
        <translation>Die Texterkennung wurde am Token-Limit angehalten, daher ist der Text möglicherweise unvollständig. Texterkennung › Mit Wiederholungsstrafe erneut versuchen startet einen neuen Versuch; eventuell ist in den Einstellungen ein höheres Token-Limit nötig.</translation>
    </message>
</context>
<context>
    <name>folio::PageTools</name>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>Im &amp;Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn clockwise (Ctrl+])</source>
        <translation>Die Seite um eine Vierteldrehung im Uhrzeigersinn drehen (Strg+])</translation>
    </message>
    <message>
        <source>Rotate c&amp;ounter-clockwise</source>
        <translation>&amp;Gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn counter-clockwise (Ctrl+[)</source>
        <translation>Die Seite um eine Vierteldrehung gegen den Uhrzeigersinn drehen (Strg+[)</translation>
    </message>
    <message>
        <source>&amp;Auto-rotate and deskew</source>
        <translation>&amp;Automatisch drehen und begradigen</translation>
    </message>
    <message>
        <source>Auto-rotate and deskew &amp;before recognition</source>
        <translation>Vor der Texterkennung automatisch drehen und &amp;begradigen</translation>
    </message>
    <message>
        <source>Recognize &amp;anyway</source>
        <translation>&amp;Trotzdem erkennen</translation>
    </message>
    <message>
        <source>Send the selected pages to the model, also those marked blank</source>
        <translation>Die ausgewählten Seiten an das Modell senden, auch die als leer markierten</translation>
    </message>
    <message>
        <source>Recognize &amp;blank pages too</source>
        <translation>&amp;Leere Seiten ebenfalls erkennen</translation>
    </message>
    <message>
        <source>&amp;Paste as page</source>
        <translation>Als Seite &amp;einfügen</translation>
    </message>
    <message>
        <source>Auto-rotate: %1 pages turned upright or straightened</source>
        <translation>Automatisch drehen: %1 Seiten aufgerichtet oder begradigt</translation>
    </message>
    <message>
        <source>Page %1: too little text to tell how it lies; left as it is</source>
        <translation>Seite %1: zu wenig Text, um die Lage zu bestimmen; unverändert gelassen</translation>
    </message>
    <message>
        <source>Page %1: turned %2° clockwise, straightened by %3°</source>
        <translation>Seite %1: um %2° im Uhrzeigersinn gedreht, um %3° begradigt</translation>
    </message>
    <message numerus="yes">
        <source>Blank, not sent to the model: page %1. Page › Recognize anyway sends it.</source>
        <translation>
            <numerusform>Leer, nicht an das Modell gesendet: Seite %1. Seite › Trotzdem erkennen sendet sie.</numerusform>
            <numerusform>Leer, nicht an das Modell gesendet: Seiten %1. Seite › Trotzdem erkennen sendet sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no image to add as a page</source>
        <translation>Die Zwischenablage enthält kein Bild, das als Seite hinzugefügt werden kann</translation>
    </message>
    <message>
        <source>Capture screen &amp;region as page…</source>
        <translation>Bildschirm&amp;bereich als Seite aufnehmen…</translation>
    </message>
    <message>
        <source>Choose an area of the screen in the desktop&apos;s screenshot dialog; it becomes a new page</source>
        <translation>Wählen Sie im Bildschirmfoto-Dialog der Arbeitsumgebung einen Bildschirmbereich; er wird eine neue Seite</translation>
    </message>
    <message>
        <source>The screenshot %1 could not be read</source>
        <translation>Das Bildschirmfoto %1 konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>No screen capture: %1</source>
        <translation>Keine Bildschirmaufnahme: %1</translation>
    </message>
    <message>
        <source>the folder “%1” cannot be made</source>
        <translation>der Ordner „%1“ kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>The pasted image could not be kept: %1</source>
        <translation>Das eingefügte Bild konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Page %1 cannot be turned before its image is loaded: its regions would not turn with it. Try again in a moment, or with its scan back in place.</source>
        <translation>Seite %1 kann nicht gedreht werden, bevor ihr Bild geladen ist: Ihre Bereiche würden sich nicht mitdrehen. Versuchen Sie es gleich noch einmal oder wenn der Scan wieder an seinem Platz ist.</translation>
    </message>
</context>
<context>
    <name>folio::PageView</name>
    <message>
        <source>Drop scans, PDFs or folders here
or use File › Open</source>
        <translation>Scans, PDFs oder Ordner hierher ziehen
oder Datei › Öffnen verwenden</translation>
    </message>
    <message>
        <source>Page image</source>
        <translation>Seitenbild</translation>
    </message>
    <message>
        <source>The scan of this page is missing:
%1</source>
        <translation>Der Scan dieser Seite fehlt:
%1</translation>
    </message>
    <message>
        <source>This page&apos;s image cannot be shown:
%1</source>
        <translation>Das Bild dieser Seite kann nicht angezeigt werden:
%1</translation>
    </message>
    <message>
        <source>Loading the page…</source>
        <translation>Seite wird geladen…</translation>
    </message>
</context>
<context>
    <name>folio::PostProcess</name>
    <message>
        <source>Repair escaped math (\$x\$ to $x$, prices kept)</source>
        <translation>Maskierte Formeln reparieren (\$x\$ zu $x$, Preise bleiben erhalten)</translation>
    </message>
    <message>
        <source>Remove bold and italics</source>
        <translation>Fett- und Kursivschrift entfernen</translation>
    </message>
    <message>
        <source>List items as plain paragraphs</source>
        <translation>Listeneinträge als einfache Absätze</translation>
    </message>
    <message>
        <source>Join words hyphenated at line ends</source>
        <translation>Am Zeilenende getrennte Wörter zusammenfügen</translation>
    </message>
    <message>
        <source>One line per paragraph</source>
        <translation>Eine Zeile pro Absatz</translation>
    </message>
    <message>
        <source>Full-width punctuation in CJK text</source>
        <translation>Satzzeichen in voller Breite in CJK-Text</translation>
    </message>
    <message>
        <source>Drop running heads and page numbers</source>
        <translation>Kolumnentitel und Seitenzahlen entfernen</translation>
    </message>
    <message>
        <source>Collapse dot leaders (tables of contents)</source>
        <translation>Füllpunkte zusammenfassen (Inhaltsverzeichnisse)</translation>
    </message>
    <message>
        <source>Shorten long form blanks (____)</source>
        <translation>Lange Formularlücken kürzen (____)</translation>
    </message>
</context>
<context>
    <name>folio::PreviewView</name>
    <message>
        <source>Rendered preview</source>
        <translation>Gerenderte Vorschau</translation>
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
        <translation>Der erkannte Text erscheint hier als Markdown.</translation>
    </message>
    <message>
        <source>Markdown source</source>
        <translation>Markdown-Quelltext</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>Keine Vorschläge</translation>
    </message>
    <message>
        <source>Add “%1” to dictionary</source>
        <translation>„%1“ zum Wörterbuch hinzufügen</translation>
    </message>
    <message>
        <source>The model was unsure of this text (F8: next, Ctrl+Return: accept)</source>
        <translation>Das Modell war sich bei diesem Text unsicher (F8: nächste Stelle, Strg+Eingabe: akzeptieren)</translation>
    </message>
    <message>
        <source>This page is being read. You can edit it once it is done, or cancel its recognition.</source>
        <translation>Diese Seite wird gerade gelesen. Sie können sie bearbeiten, sobald sie fertig ist, oder die Erkennung abbrechen.</translation>
    </message>
    <message>
        <source>More suggestions</source>
        <translation>Weitere Vorschläge</translation>
    </message>
</context>
<context>
    <name>folio::ScreenPortal</name>
    <message>
        <source>there is no session bus to reach the desktop portal</source>
        <translation>es gibt keinen Sitzungsbus, um das Desktop-Portal zu erreichen</translation>
    </message>
    <message>
        <source>the desktop portal refused the screenshot: %1</source>
        <translation>das Desktop-Portal hat das Bildschirmfoto abgelehnt: %1</translation>
    </message>
    <message>
        <source>the desktop portal could not take the screenshot</source>
        <translation>das Desktop-Portal konnte das Bildschirmfoto nicht aufnehmen</translation>
    </message>
    <message>
        <source>the desktop portal gave no screenshot file (%1)</source>
        <translation>das Desktop-Portal lieferte keine Bildschirmfoto-Datei (%1)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Folio: turn scans and PDFs into Markdown and Word with LightOnOCR.</source>
        <translation>Folio: Scans und PDFs mit LightOnOCR in Markdown und Word umwandeln.</translation>
    </message>
    <message>
        <source>Images or PDFs to open.</source>
        <translation>Zu öffnende Bilder oder PDFs.</translation>
    </message>
    <message>
        <source>Verbs (no display needed):
  %1 ocr FILES... -o DIR   recognize images and PDFs into Markdown, Word, ODT, EPUB, HTML, text or JSON
  %1 watch IN OUT          recognize the files that appear in a folder, until stopped
  %1 serve --model DIR     serve the engine as an OpenAI-compatible server
`%1 ocr --help`, `%1 watch --help` and `%1 serve --help` list their options.</source>
        <translation>Befehle (keine grafische Oberfläche nötig):
  %1 ocr FILES... -o DIR   Bilder und PDFs erkennen und als Markdown, Word, ODT, EPUB, HTML, Text oder JSON ausgeben
  %1 watch IN OUT          Dateien erkennen, die in einem Ordner erscheinen, bis zum Beenden
  %1 serve --model DIR     die Engine als OpenAI-kompatiblen Server bereitstellen
`%1 ocr --help`, `%1 watch --help` und `%1 serve --help` listen ihre Optionen auf.</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>InterfaceLanguageMenu</name>
    <message>
        <source>Interface &amp;language</source>
        <translation>Lingua dell&apos;int&amp;erfaccia</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Predefinita di sistema</translation>
    </message>
    <message>
        <source>The interface language changes when Folio starts next.</source>
        <translation>La lingua dell&apos;interfaccia cambierà al prossimo avvio di Folio.</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>not recognized</source>
        <translation>non riconosciuta</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>in coda</translation>
    </message>
    <message>
        <source>done</source>
        <translation>completata</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>non riuscita</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annullata</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una stringa</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un numero</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un oggetto</translation>
    </message>
    <message>
        <source>%1: field “%2” must be %3</source>
        <translation>%1: il campo «%2» deve essere %3</translation>
    </message>
    <message>
        <source> block %1</source>
        <translation> blocco %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>deve essere un oggetto</translation>
    </message>
    <message>
        <source>field “box” must hold 4 numbers x1 &lt; x2, y1 &lt; y2 within 0..1000</source>
        <translation>il campo «box» deve contenere 4 numeri x1 &lt; x2, y1 &lt; y2 compresi tra 0 e 1000</translation>
    </message>
    <message>
        <source> low-confidence span %1</source>
        <translation> passaggio incerto %1</translation>
    </message>
    <message>
        <source>fields “start” and “length” must lie within the edited text (%1 characters)</source>
        <translation>i campi «start» e «length» devono rientrare nel testo modificato (%1 caratteri)</translation>
    </message>
    <message>
        <source>field “probability” must lie within 0..1</source>
        <translation>il campo «probability» deve essere compreso tra 0 e 1</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>pagina %1</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1: deve essere un oggetto</translation>
    </message>
    <message>
        <source>field “id” is not a UUID: %1</source>
        <translation>il campo «id» non è un UUID: %1</translation>
    </message>
    <message>
        <source>field “pageIndex” is negative</source>
        <translation>il campo «pageIndex» è negativo</translation>
    </message>
    <message>
        <source>field “state” has an unknown value “%1”</source>
        <translation>il campo «state» ha un valore sconosciuto «%1»</translation>
    </message>
    <message>
        <source>field “rotation” must be 0, 90, 180 or 270, not %1</source>
        <translation>il campo «rotation» deve essere 0, 90, 180 o 270, non %1</translation>
    </message>
    <message>
        <source>field “cut” has an unknown value “%1”</source>
        <translation>il campo «cut» ha un valore sconosciuto «%1»</translation>
    </message>
    <message>
        <source> region %1</source>
        <translation> area %1</translation>
    </message>
    <message>
        <source>field “rect” must hold 4 numbers [x, y, width, height]</source>
        <translation>il campo «rect» deve contenere 4 numeri [x, y, larghezza, altezza]</translation>
    </message>
    <message>
        <source>Cannot open project “%1”: %2</source>
        <translation>Impossibile aprire il progetto «%1»: %2</translation>
    </message>
    <message>
        <source>the file is damaged or not a project (JSON error at line %1: %2)</source>
        <translation>il file è danneggiato o non è un progetto (errore JSON alla riga %1: %2)</translation>
    </message>
    <message>
        <source>not a Folio project (the top level is not an object)</source>
        <translation>non è un progetto Folio (il livello superiore non è un oggetto)</translation>
    </message>
    <message>
        <source>not a Folio project (field “format” is not “%1”)</source>
        <translation>non è un progetto Folio (il campo «format» non è «%1»)</translation>
    </message>
    <message>
        <source>field “formatVersion” is missing or not a number</source>
        <translation>il campo «formatVersion» manca o non è un numero</translation>
    </message>
    <message>
        <source>it was saved by a newer Folio (format version %1; this Folio reads versions 1 to %2). Update Folio to open it.</source>
        <translation>è stato salvato da una versione più recente di Folio (versione del formato %1; questa versione legge le versioni da 1 a %2). Aggiorna Folio per aprirlo.</translation>
    </message>
    <message>
        <source>format version %1 is not a released format (the first is 1)</source>
        <translation>la versione del formato %1 non corrisponde a un formato pubblicato (la prima è la 1)</translation>
    </message>
    <message>
        <source>project</source>
        <translation>progetto</translation>
    </message>
    <message>
        <source>field “pages” is missing</source>
        <translation>manca il campo «pages»</translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2</source>
        <translation>Impossibile scrivere «%1»: %2</translation>
    </message>
    <message>
        <source>page %1 (%2)</source>
        <translation>pagina %1 (%2)</translation>
    </message>
    <message>
        <source>“%1” already exists; it is replaced only when you confirm overwriting it</source>
        <translation>«%1» esiste già; viene sostituito solo se confermi la sovrascrittura</translation>
    </message>
    <message>
        <source>pandoc was not found (“%1” could not be started: %2). Install pandoc to export Word, OpenDocument and EPUB files.</source>
        <translation>pandoc non trovato (impossibile avviare «%1»: %2). Installa pandoc per esportare file Word, OpenDocument ed EPUB.</translation>
    </message>
    <message>
        <source>“%1 --version” failed: %2</source>
        <translation>«%1 --version» non riuscito: %2</translation>
    </message>
    <message>
        <source>Nothing to export: no pages were selected</source>
        <translation>Niente da esportare: nessuna pagina selezionata</translation>
    </message>
    <message>
        <source>No output file was chosen</source>
        <translation>Nessun file di destinazione scelto</translation>
    </message>
    <message>
        <source>KaTeX was not found in “%1”: formulas are shown as TeX source</source>
        <translation>KaTeX non trovato in «%1»: le formule vengono mostrate come sorgente TeX</translation>
    </message>
    <message>
        <source>%1: no page image to export (%2: %3)</source>
        <translation>%1: nessuna immagine di pagina da esportare (%2: %3)</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the %1 export: %2</source>
        <translation>Impossibile creare una cartella temporanea per l&apos;esportazione %1: %2</translation>
    </message>
    <message>
        <source>The %1 export&apos;s temporary files: %2</source>
        <translation>File temporanei dell&apos;esportazione %1: %2</translation>
    </message>
    <message>
        <source>pandoc did not finish the %1 export of “%2” (%3)</source>
        <translation>pandoc non ha completato l&apos;esportazione %1 di «%2» (%3)</translation>
    </message>
    <message>
        <source>pandoc failed to write the %1 file “%2” (exit code %3): %4</source>
        <translation>pandoc non è riuscito a scrivere il file %1 «%2» (codice di uscita %3): %4</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>nessun messaggio</translation>
    </message>
    <message>
        <source>pandoc reported success but wrote no %1 file for “%2”: %3</source>
        <translation>pandoc ha segnalato la riuscita ma non ha scritto alcun file %1 per «%2»: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot make the PDF “%1”: %2</source>
        <translation>Impossibile creare il PDF «%1»: %2</translation>
    </message>
    <message>
        <source>the image is %1x%2 pixels, more than the limit of %3 pixels</source>
        <translation>l&apos;immagine è di %1x%2 pixel, oltre il limite di %3 pixel</translation>
    </message>
    <message>
        <source>cannot be decoded (%1)</source>
        <translation>impossibile decodificare (%1)</translation>
    </message>
    <message>
        <source>not an image in a known format (PNG, JPEG, WebP, TIFF, BMP, ...)</source>
        <translation>non è un&apos;immagine in un formato noto (PNG, JPEG, WebP, TIFF, BMP, ...)</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>impossibile leggere (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message>
        <source>not a readable image (%1)</source>
        <translation>immagine non leggibile (%1)</translation>
    </message>
    <message>
        <source>%1: claims %2 pages, more than the limit of %3</source>
        <translation>%1: dichiara %2 pagine, oltre il limite di %3</translation>
    </message>
    <message>
        <source>%1: page %2: %3</source>
        <translation>%1: pagina %2: %3</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: impossibile leggere il file (%2)</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>non è un file</translation>
    </message>
    <message>
        <source>no page image</source>
        <translation>nessuna immagine di pagina</translation>
    </message>
    <message>
        <source>the page could not be converted for orientation detection</source>
        <translation>impossibile convertire la pagina per il rilevamento dell&apos;orientamento</translation>
    </message>
    <message>
        <source>Tesseract&apos;s orientation data (osd.traineddata) is not installed</source>
        <translation>i dati di orientamento di Tesseract (osd.traineddata) non sono installati</translation>
    </message>
    <message>
        <source>too little text to tell the page&apos;s orientation</source>
        <translation>troppo poco testo per determinare l&apos;orientamento della pagina</translation>
    </message>
    <message>
        <source>page %1 could not be rendered: %2</source>
        <translation>impossibile eseguire il rendering della pagina %1: %2</translation>
    </message>
    <message>
        <source>the renderer gave no answer</source>
        <translation>il renderer non ha risposto</translation>
    </message>
    <message>
        <source>the renderer&apos;s answer is damaged</source>
        <translation>la risposta del renderer è danneggiata</translation>
    </message>
    <message>
        <source>the page renderer %1 is not installed beside the program</source>
        <translation>il renderer di pagine %1 non è installato accanto al programma</translation>
    </message>
    <message>
        <source>the page renderer did not start (%1)</source>
        <translation>il renderer di pagine non si è avviato (%1)</translation>
    </message>
    <message>
        <source>rendering took longer than %1 s and was stopped (a damaged or hostile page, e.g. a decompression bomb)</source>
        <translation>il rendering ha richiesto più di %1 s ed è stato interrotto (pagina danneggiata o malevola, ad es. una bomba di decompressione)</translation>
    </message>
    <message>
        <source>the renderer stopped: the page needs more than %1 MiB of memory or is damaged</source>
        <translation>il renderer si è arrestato: la pagina richiede più di %1 MiB di memoria o è danneggiata</translation>
    </message>
    <message>
        <source>%1: has no pages</source>
        <translation>%1: non ha pagine</translation>
    </message>
    <message>
        <source>the document has no pages</source>
        <translation>il documento non ha pagine</translation>
    </message>
    <message>
        <source>claims %1 pages, more than the limit of %2</source>
        <translation>dichiara %1 pagine, oltre il limite di %2</translation>
    </message>
    <message>
        <source>%1: page %2 no longer exists</source>
        <translation>%1: la pagina %2 non esiste più</translation>
    </message>
    <message>
        <source>%1: page %2 not found</source>
        <translation>%1: pagina %2 non trovata</translation>
    </message>
    <message>
        <source>not a readable PDF (damaged or not a PDF)</source>
        <translation>PDF non leggibile (danneggiato o non è un PDF)</translation>
    </message>
    <message>
        <source>the PDF is encrypted: it needs a password</source>
        <translation>il PDF è cifrato: serve una password</translation>
    </message>
    <message>
        <source>wrong password for the encrypted PDF</source>
        <translation>password errata per il PDF cifrato</translation>
    </message>
    <message>
        <source>page %1 cannot be read (damaged page tree)</source>
        <translation>impossibile leggere la pagina %1 (albero delle pagine danneggiato)</translation>
    </message>
    <message>
        <source>page %1 has an implausible size (%2 x %3 pt)</source>
        <translation>la pagina %1 ha dimensioni non plausibili (%2 x %3 pt)</translation>
    </message>
    <message>
        <source>page %1 would be too large to render</source>
        <translation>la pagina %1 sarebbe troppo grande per il rendering</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered</source>
        <translation>impossibile eseguire il rendering della pagina %1</translation>
    </message>
    <message>
        <source>page %1 cannot be rendered (out of memory)</source>
        <translation>impossibile eseguire il rendering della pagina %1 (memoria esaurita)</translation>
    </message>
    <message>
        <source>%1: cannot read the downloaded file</source>
        <translation>%1: impossibile leggere il file scaricato</translation>
    </message>
    <message>
        <source>%1: size is %2 bytes, expected %3</source>
        <translation>%1: la dimensione è di %2 byte, attesi %3</translation>
    </message>
    <message>
        <source>%1: checksum mismatch (got %2, expected %3)</source>
        <translation>%1: checksum non corrispondente (ottenuto %2, atteso %3)</translation>
    </message>
    <message>
        <source>LightOnOCR-%1</source>
        <translation>LightOnOCR-%1</translation>
    </message>
    <message>
        <source>unknown LightOnOCR generation</source>
        <translation>generazione di LightOnOCR sconosciuta</translation>
    </message>
    <message>
        <source>%1: plain text and layout with boxes (grounding)</source>
        <translation>%1: testo semplice e layout con riquadri (grounding)</translation>
    </message>
    <message>
        <source>%1: plain text (no layout boxes)</source>
        <translation>%1: testo semplice (senza riquadri di layout)</translation>
    </message>
    <message>
        <source>%1 has no grounding mode: layout boxes need a LightOnOCR-3 model. Use plain mode, or choose LightOnOCR-3-1B.</source>
        <translation>%1 non ha la modalità grounding: i riquadri di layout richiedono un modello LightOnOCR-3. Usa la modalità testo semplice o scegli LightOnOCR-3-1B.</translation>
    </message>
    <message>
        <source>Folio cannot tell which LightOnOCR generation “%1” is, so it offers plain mode only: grounding needs a LightOnOCR-3 model, named as such in its folder or its config.json.</source>
        <translation>Folio non riesce a stabilire a quale generazione di LightOnOCR appartenga «%1», quindi offre solo la modalità testo semplice: il grounding richiede un modello LightOnOCR-3, indicato come tale nel nome della cartella o nel suo config.json.</translation>
    </message>
    <message>
        <source>document</source>
        <translation>documento</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Markdown, one file per page (*.md)</source>
        <translation>Markdown, un file per pagina (*.md)</translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation>Documento Word (*.docx)</translation>
    </message>
    <message>
        <source>OpenDocument text (*.odt)</source>
        <translation>Testo OpenDocument (*.odt)</translation>
    </message>
    <message>
        <source>EPUB e-book (*.epub)</source>
        <translation>E-book EPUB (*.epub)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Pagina web (*.html)</translation>
    </message>
    <message>
        <source>Plain text (*.txt)</source>
        <translation>Testo semplice (*.txt)</translation>
    </message>
    <message>
        <source>Searchable PDF, text positions approximate (*.pdf)</source>
        <translation>PDF ricercabile, posizioni del testo approssimative (*.pdf)</translation>
    </message>
    <message>
        <source>Searchable PDF (*.pdf)</source>
        <translation>PDF ricercabile (*.pdf)</translation>
    </message>
    <message>
        <source>hOCR (*.hocr)</source>
        <translation>hOCR (*.hocr)</translation>
    </message>
    <message>
        <source>Layout blocks, JSON (*.json)</source>
        <translation>Blocchi di layout, JSON (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation>«%1» esiste già. Sostituirlo?</translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation>Esportazione in %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Esportato: %1</translation>
    </message>
    <message>
        <source> (text positions are approximate on pages recognized without layout)</source>
        <translation> (le posizioni del testo sono approssimative nelle pagine riconosciute senza layout)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Esportazione non riuscita</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>in lettura</translation>
    </message>
    <message>
        <source>%1: page %2 cannot be reached</source>
        <translation>%1: impossibile raggiungere la pagina %2</translation>
    </message>
    <message>
        <source>unfinished import %1</source>
        <translation>importazione incompleta %1</translation>
    </message>
    <message>
        <source>field “absolutePath” is missing</source>
        <translation>manca il campo «absolutePath»</translation>
    </message>
    <message>
        <source>field “nextPage” must lie within 0..%1</source>
        <translation>il campo «nextPage» deve essere compreso tra 0 e %1</translation>
    </message>
    <message>
        <source>field “pageCount” must be at least 1</source>
        <translation>il campo «pageCount» deve essere almeno 1</translation>
    </message>
    <message>
        <source>the page image is not available</source>
        <translation>l&apos;immagine della pagina non è disponibile</translation>
    </message>
    <message>
        <source>the page image cannot be read back (%1)</source>
        <translation>impossibile rileggere l’immagine della pagina (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 pages have no text yet (not recognized, or still being read): the export leaves them empty. Export anyway?</source>
        <translation>
            <numerusform>%n delle %1 pagine non ha ancora testo (non riconosciuta o ancora in lettura): l&apos;esportazione la lascia vuota. Esportare comunque?</numerusform>
            <numerusform>%n delle %1 pagine non hanno ancora testo (non riconosciute o ancora in lettura): l&apos;esportazione le lascia vuote. Esportare comunque?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway</source>
        <translation>Esporta comunque</translation>
    </message>
    <message>
        <source>“%1” is a file of this project (its scan, or the project itself): an export never replaces it. Choose another name.</source>
        <translation>“%1” è un file di questo progetto (la sua scansione o il progetto stesso): un&apos;esportazione non lo sostituisce mai. Scegli un altro nome.</translation>
    </message>
    <message>
        <source>cannot read the file (not a file)</source>
        <translation>impossibile leggere il file (non è un file)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (not a file)</source>
        <translation>%1: impossibile leggere il file (non è un file)</translation>
    </message>
    <message>
        <source>it is no longer there</source>
        <translation>non c&apos;è più</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 and %n more files</source>
        <translation>
            <numerusform>Esportato %1 e %n altro file</numerusform>
            <numerusform>Esportato %1 e altri %n file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (with %n figures)</source>
        <translation>
            <numerusform> (con %n figura)</numerusform>
            <numerusform> (con %n figure)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n page files was written.</source>
        <translation>
            <numerusform>Nessuno dei %n file di pagina è stato scritto.</numerusform>
            <numerusform>Nessuno dei %n file di pagina è stato scritto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n page files were written.</source>
        <translation>
            <numerusform>%1 di %n file di pagina è stato scritto.</numerusform>
            <numerusform>%1 dei %n file di pagina sono stati scritti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of this export already exist (%1). Replace them?</source>
        <translation>
            <numerusform>%n file di questa esportazione esiste già (%1). Sostituirlo?</numerusform>
            <numerusform>%n file di questa esportazione esistono già (%1). Sostituirli?</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>errore sconosciuto</translation>
    </message>
    <message>
        <source>pandoc wrote a damaged %1 file for “%2”: %3</source>
        <translation>pandoc ha scritto un file %1 danneggiato per «%2»: %3</translation>
    </message>
    <message>
        <source>left as they were, from an earlier export of more pages: %1</source>
        <translation>lasciati com’erano, da un’esportazione precedente con più pagine: %1</translation>
    </message>
</context>
<context>
    <name>SystemError</name>
    <message>
        <source>No space left on device</source>
        <translation>Spazio esaurito sul dispositivo</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>File system di sola lettura</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permesso negato</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Operazione non permessa</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>File o directory non esistente</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Quota del disco superata</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Errore di input/output</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Nome del file troppo lungo</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>È una directory</translation>
    </message>
</context>
<context>
    <name>folio::FindReplaceBar</name>
    <message>
        <source>Match case</source>
        <translation>Maiuscole/minuscole</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Trova</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Sostituisci con</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Successivo</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Precedente</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Sostituisci</translation>
    </message>
    <message>
        <source>Replace all</source>
        <translation>Sostituisci tutto</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Wrapped</source>
        <translation>Ricerca ricominciata</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Non trovato</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n sostituzione</numerusform>
            <numerusform>%n sostituzioni</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Parole intere</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Tutte le pagine</translation>
    </message>
    <message>
        <source>Undo replace all</source>
        <translation>Annulla sostituisci tutto</translation>
    </message>
    <message>
        <source>Find and replace in every page, not only the one shown</source>
        <translation>Trova e sostituisci in tutte le pagine, non solo in quella mostrata</translation>
    </message>
    <message>
        <source>Wrapped to page %1</source>
        <translation>Ricominciato dall&apos;inizio, pagina %1</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Pagina %1</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced on %1</source>
        <translation>
            <numerusform>%n sostituzione su %1</numerusform>
            <numerusform>%n sostituzioni su %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages being read were left as they are.</source>
        <translation>
            <numerusform>%n pagina in lettura è rimasta com&apos;era.</numerusform>
            <numerusform>%n pagine in lettura sono rimaste com&apos;erano.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacement undone on %n pages</source>
        <translation>
            <numerusform>Sostituzione annullata su %n pagina</numerusform>
            <numerusform>Sostituzione annullata su %n pagine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n pagina</numerusform>
            <numerusform>%n pagine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on this page</source>
        <translation>
            <numerusform>%n corrispondenza in questa pagina</numerusform>
            <numerusform>%n corrispondenze in questa pagina</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on %1</source>
        <translation>
            <numerusform>%n corrispondenza su %1</numerusform>
            <numerusform>%n corrispondenze su %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed since, %n page(s) kept the replacement (%1); Edit › Undo on such a page takes it back.</source>
        <translation>
            <numerusform>Modificata nel frattempo, %n pagina ha mantenuto la sostituzione (%1); Modifica › Annulla su quella pagina la annulla.</numerusform>
            <numerusform>Modificate nel frattempo, %n pagine hanno mantenuto la sostituzione (%1); Modifica › Annulla su tali pagine la annulla.</numerusform>
        </translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>pagina %1</translation>
    </message>
    <message>
        <source>pages %1</source>
        <translation>pagine %1</translation>
    </message>
</context>
<context>
    <name>folio::JobQueue</name>
    <message>
        <source>the page image is not available</source>
        <translation>l&apos;immagine della pagina non è disponibile</translation>
    </message>
    <message>
        <source>The region lies outside the page.</source>
        <translation>L&apos;area è fuori dalla pagina.</translation>
    </message>
    <message>
        <source>No OCR model is loaded. Choose a model folder or download the model first.</source>
        <translation>Nessun modello OCR caricato. Scegli prima una cartella del modello o scarica il modello.</translation>
    </message>
    <message>
        <source>stopped at the token limit</source>
        <translation>interrotto al limite di token</translation>
    </message>
    <message>
        <source>stopped: the text kept repeating itself</source>
        <translation>interrotto: il testo continuava a ripetersi</translation>
    </message>
    <message>
        <source>partial text: cancelled after %1 tokens</source>
        <translation>testo parziale: annullato dopo %1 token</translation>
    </message>
    <message>
        <source>The region is too small to read (%1 × %2 pixels). Draw it around the words.</source>
        <translation>La regione è troppo piccola per essere letta (%1 × %2 pixel). Disegnala attorno alle parole.</translation>
    </message>
    <message>
        <source>reading it again failed (%1): the text is from the earlier reading</source>
        <translation>la nuova lettura non è riuscita (%1): il testo è della lettura precedente</translation>
    </message>
</context>
<context>
    <name>folio::LanguageButton</name>
    <message>
        <source>Chinese</source>
        <translation>Cinese</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inglese</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>Giapponese</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francese</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Tedesco</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spagnolo</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiano</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Olandese</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portoghese</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Svedese</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Danese</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatico</translation>
    </message>
    <message>
        <source>Languages of the document: constrain recognition and choose spell-checking dictionaries</source>
        <translation>Lingue del documento: limitano il riconoscimento e scelgono i dizionari per il controllo ortografico</translation>
    </message>
    <message>
        <source>Languages: automatic</source>
        <translation>Lingue: automatico</translation>
    </message>
    <message>
        <source>Languages: %1</source>
        <translation>Lingue: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>%n selezionata</numerusform>
            <numerusform>%n selezionate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::LayoutController</name>
    <message>
        <source>Show &amp;layout boxes</source>
        <translation>Mostra &amp;riquadri del layout</translation>
    </message>
    <message>
        <source>Recognize &amp;block again</source>
        <translation>Riconosci di nuovo il &amp;blocco</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>Testo semplice</translation>
    </message>
    <message>
        <source>Text and layout</source>
        <translation>Testo e layout</translation>
    </message>
    <message>
        <source>Recognition mode</source>
        <translation>Modalità di riconoscimento</translation>
    </message>
    <message>
        <source>Recognize the highlighted layout block on its own, inside its box</source>
        <translation>Riconosci separatamente il blocco di layout evidenziato, all&apos;interno del suo riquadro</translation>
    </message>
</context>
<context>
    <name>folio::LocalEngineBackend</name>
    <message>
        <source>the model could not be opened</source>
        <translation>impossibile aprire il modello</translation>
    </message>
    <message>
        <source>local engine (%1) with %2</source>
        <translation>motore locale (%1) con %2</translation>
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
        <translation>nessun modello caricato</translation>
    </message>
    <message>
        <source>%1: %2 weights, %3 KV cache</source>
        <translation>%1: pesi %2, cache KV %3</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n threads</source>
        <translation>
            <numerusform>%1, %n thread</numerusform>
            <numerusform>%1, %n thread</numerusform>
        </translation>
    </message>
    <message>
        <source>no model folder is chosen</source>
        <translation>nessuna cartella del modello è stata scelta</translation>
    </message>
    <message>
        <source>%1 is gone (moved, deleted, or on a drive that is not mounted)</source>
        <translation>%1 non c&apos;è più (spostata, eliminata o su un&apos;unità non montata)</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 non è una cartella</translation>
    </message>
    <message>
        <source>the weights (*.safetensors)</source>
        <translation>i pesi (*.safetensors)</translation>
    </message>
    <message>
        <source>%1 lacks %2</source>
        <translation>in %1 manca: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read (permission denied)</source>
        <translation>%1 non può essere letto (permesso negato)</translation>
    </message>
</context>
<context>
    <name>folio::MainWindow</name>
    <message>
        <source>Password needed</source>
        <translation>Password necessaria</translation>
    </message>
    <message>
        <source>The password did not open %1. Try again:</source>
        <translation>La password non ha aperto %1. Riprova:</translation>
    </message>
    <message>
        <source>%1 is encrypted. Password:</source>
        <translation>%1 è cifrato. Password:</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Salva progetto</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Senza titolo</translation>
    </message>
    <message>
        <source>Folio projects (*.folio)</source>
        <translation>Progetti Folio (*.folio)</translation>
    </message>
    <message>
        <source>Importing: %1 of %2 files</source>
        <translation>Importazione: %1 di %2 file</translation>
    </message>
    <message>
        <source>Choose model folder…</source>
        <translation>Scegli cartella del modello…</translation>
    </message>
    <message>
        <source>Download a model</source>
        <translation>Scarica un modello</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New project</source>
        <translation>&amp;Nuovo progetto</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open scans or PDFs</source>
        <translation>Apri scansioni o PDF</translation>
    </message>
    <message>
        <source>Documents (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;All files (*)</source>
        <translation>Documenti (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation>Apri &amp;cartella…</translation>
    </message>
    <message>
        <source>Open a folder of scans</source>
        <translation>Apri una cartella di scansioni</translation>
    </message>
    <message>
        <source>Open &amp;project…</source>
        <translation>Apri &amp;progetto…</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Apri progetto</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>&amp;Salva progetto</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>Salva progetto co&amp;n nome…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Esporta…</translation>
    </message>
    <message>
        <source>Clean-ups on e&amp;xport</source>
        <translation>Pu&amp;lizie all&apos;esportazione</translation>
    </message>
    <message>
        <source>Page &amp;markers in Markdown and text exports</source>
        <translation>&amp;Marcatori di pagina nelle esportazioni Markdown e testo</translation>
    </message>
    <message>
        <source>Writes a comment naming the page and its source file before each page</source>
        <translation>Scrive prima di ogni pagina un commento che indica la pagina e il file di origine</translation>
    </message>
    <message>
        <source>&amp;Close project</source>
        <translation>C&amp;hiudi progetto</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Pre&amp;ferenze…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Esc&amp;i</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Re&amp;vert page to recognized text</source>
        <translation>Ripristina il testo riconosciuto della pa&amp;gina</translation>
    </message>
    <message>
        <source>&amp;Find / Replace…</source>
        <translation>&amp;Trova / sostituisci…</translation>
    </message>
    <message>
        <source>&amp;Next low-confidence text</source>
        <translation>Testo incerto &amp;successivo</translation>
    </message>
    <message>
        <source>P&amp;revious low-confidence text</source>
        <translation>Testo incerto &amp;precedente</translation>
    </message>
    <message>
        <source>&amp;Accept low-confidence text</source>
        <translation>A&amp;ccetta testo incerto</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation>Copia come &amp;Markdown</translation>
    </message>
    <message>
        <source>Copy as &amp;rich text</source>
        <translation>Copia come testo &amp;formattato</translation>
    </message>
    <message>
        <source>&amp;Delete selected pages</source>
        <translation>&amp;Elimina pagine selezionate</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom a&amp;vanti</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;indietro</translation>
    </message>
    <message>
        <source>Fit &amp;width</source>
        <translation>Adatta alla &amp;larghezza</translation>
    </message>
    <message>
        <source>Fit &amp;page</source>
        <translation>Adatta alla &amp;pagina</translation>
    </message>
    <message>
        <source>&amp;Actual size (1:1)</source>
        <translation>&amp;Dimensioni reali (1:1)</translation>
    </message>
    <message>
        <source>&amp;Page</source>
        <translation>&amp;Pagina</translation>
    </message>
    <message>
        <source>&amp;Recognize</source>
        <translation>&amp;Riconoscimento</translation>
    </message>
    <message>
        <source>Recognize &amp;page</source>
        <translation>Riconosci &amp;pagina</translation>
    </message>
    <message>
        <source>Recognize &amp;selected pages</source>
        <translation>Riconosci pagine &amp;selezionate</translation>
    </message>
    <message>
        <source>Recognize &amp;all pages</source>
        <translation>Riconosci &amp;tutte le pagine</translation>
    </message>
    <message>
        <source>Recognize &amp;region</source>
        <translation>Riconosci &amp;area</translation>
    </message>
    <message>
        <source>Retry with a repetition &amp;penalty</source>
        <translation>Riprova con penalità di ripeti&amp;zione</translation>
    </message>
    <message>
        <source>Recognizes again the selected pages whose text looped or stopped at the token limit, discouraging the model from repeating itself</source>
        <translation>Riconosce di nuovo le pagine selezionate il cui testo è andato in loop o si è fermato al limite di token, scoraggiando il modello dal ripetersi</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;About Folio</source>
        <translation>&amp;Informazioni su Folio</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Some files could not be opened</source>
        <translation>Impossibile aprire alcuni file</translation>
    </message>
    <message>
        <source>The untitled project</source>
        <translation>Il progetto senza titolo</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>Salvare le modifiche?</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before going on?</source>
        <translation>%1 contiene modifiche non salvate. Salvarle prima di continuare?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Ignora modifiche</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Nessun progetto recente</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>&amp;Cancella elenco</translation>
    </message>
    <message>
        <source>%1 (recovered)</source>
        <translation>%1 (recuperato)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Ripristina</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ignora</translation>
    </message>
    <message>
        <source>Show both</source>
        <translation>Mostra entrambi</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recupera il lavoro non salvato</translation>
    </message>
    <message>
        <source>Ready: %1</source>
        <translation>Pronto: %1</translation>
    </message>
    <message>
        <source>Model loaded</source>
        <translation>Modello caricato</translation>
    </message>
    <message>
        <source>The model could not be loaded: %1</source>
        <translation>Impossibile caricare il modello: %1</translation>
    </message>
    <message>
        <source>Loading the model from %1…</source>
        <translation>Caricamento del modello da %1…</translation>
    </message>
    <message>
        <source>&lt;b&gt;No OCR model installed.&lt;/b&gt; Folio needs LightOnOCR-2-1B or LightOnOCR-3-1B (about 2 GB; the 3 also finds where each block sits on the page) to read pages. Choose a folder that holds one, or download it from Hugging Face.</source>
        <translation>&lt;b&gt;Nessun modello OCR installato.&lt;/b&gt; Per leggere le pagine Folio ha bisogno di LightOnOCR-2-1B o LightOnOCR-3-1B (circa 2 GB; il 3 individua anche la posizione di ogni blocco sulla pagina). Scegli una cartella che ne contenga uno o scaricalo da Hugging Face.</translation>
    </message>
    <message>
        <source>Page %1 has edits of yours. Recognizing it again replaces its text; Edit › Undo brings your text back.</source>
        <translation>La pagina %1 contiene tue modifiche. Riconoscerla di nuovo ne sostituisce il testo; Modifica › Annulla ripristina il tuo testo.</translation>
    </message>
    <message>
        <source>Pages %1 have edits of yours. Recognizing them again replaces their text; Edit › Undo brings your text back, page by page.</source>
        <translation>Le pagine %1 contengono tue modifiche. Riconoscerle di nuovo ne sostituisce il testo; Modifica › Annulla ripristina il tuo testo, pagina per pagina.</translation>
    </message>
    <message>
        <source>Replace your edits?</source>
        <translation>Sostituire le tue modifiche?</translation>
    </message>
    <message>
        <source>Recognize again</source>
        <translation>Riconosci di nuovo</translation>
    </message>
    <message>
        <source>Only pages not done (%1)</source>
        <translation>Solo le pagine non completate (%1)</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>Tutte le pagine</translation>
    </message>
    <message>
        <source>Recognize all pages</source>
        <translation>Riconosci tutte le pagine</translation>
    </message>
    <message>
        <source>no model loaded</source>
        <translation>nessun modello caricato</translation>
    </message>
    <message>
        <source>About Folio</source>
        <translation>Informazioni su Folio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Turns scans and PDFs into Markdown and Word with the LightOnOCR vision-language model, on your own GPU or CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Model:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Device:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Engine:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio is free software. It uses Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, run as a separate program) and libtorch (BSD). LightOnOCR-2-1B is released by LightOn under the Apache 2.0 license.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Folio %1&lt;/h3&gt;&lt;p&gt;Converte scansioni e PDF in Markdown e Word con il modello visione-linguaggio LightOnOCR, sulla tua GPU o CPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Modello:&lt;/b&gt; %2&lt;br&gt;&lt;b&gt;Dispositivo:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Motore:&lt;/b&gt; %4&lt;/p&gt;&lt;p&gt;Folio è software libero. Utilizza Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, eseguito come programma separato) e libtorch (BSD). LightOnOCR-2-1B è distribuito da LightOn con licenza Apache 2.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>nessuno scelto</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>off</source>
        <translation>disattivato</translation>
    </message>
    <message>
        <source>Text the model recognized with a probability below this is underlined in the editor (F8 goes to the next). A lower value hides marks at once; a higher one marks more on pages recognized from then on.</source>
        <translation>Il testo che il modello ha riconosciuto con una probabilità inferiore a questa viene sottolineato nell&apos;editor (F8 passa al successivo). Un valore più basso nasconde subito dei segni; uno più alto ne aggiunge di più sulle pagine riconosciute da quel momento.</translation>
    </message>
    <message>
        <source>Underline text recognized with a probability below</source>
        <translation>Sottolinea il testo riconosciuto con una probabilità inferiore a</translation>
    </message>
    <message>
        <source>Model, device and memory…</source>
        <translation>Modello, dispositivo e memoria…</translation>
    </message>
    <message>
        <source>Recognition</source>
        <translation>Riconoscimento</translation>
    </message>
    <message>
        <source>Interface language: View › Interface language.</source>
        <translation>Lingua dell&apos;interfaccia: Visualizza › Lingua dell&apos;interfaccia.</translation>
    </message>
    <message>
        <source> · %1 tokens/s</source>
        <translation> · %1 token/s</translation>
    </message>
    <message>
        <source> · about %1 per page</source>
        <translation> · circa %1 a pagina</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>non caricato</translation>
    </message>
    <message>
        <source>not loaded yet</source>
        <translation>non ancora caricato</translation>
    </message>
    <message numerus="yes">
        <source>Recognizing %n pages takes about %1: about %2 per page, as measured on the last pages recognized (%3). You can go on working meanwhile and cancel at any time.</source>
        <translation>
            <numerusform>Riconoscere %n pagina richiede circa %1: circa %2 a pagina, come misurato sulle ultime pagine riconosciute (%3). Nel frattempo puoi continuare a lavorare e annullare in qualsiasi momento.</numerusform>
            <numerusform>Riconoscere %n pagine richiede circa %1: circa %2 a pagina, come misurato sulle ultime pagine riconosciute (%3). Nel frattempo puoi continuare a lavorare e annullare in qualsiasi momento.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recognize %n pages</source>
        <translation>
            <numerusform>Riconosci %n pagina</numerusform>
            <numerusform>Riconosci %n pagine</numerusform>
        </translation>
    </message>
    <message>
        <source>no local model loaded</source>
        <translation>nessun modello locale caricato</translation>
    </message>
    <message>
        <source>The device, weight precision, KV cache precision and CPU threads the local engine runs with, every automatic choice resolved.</source>
        <translation>Il dispositivo, la precisione dei pesi, quella della cache KV e i thread della CPU con cui funziona il motore locale, ogni scelta automatica risolta.</translation>
    </message>
    <message>
        <source>The engine runs on</source>
        <translation>Il motore funziona su</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · ne mancano circa %1</translation>
    </message>
    <message>
        <source>Reading page %1</source>
        <translation>Lettura della pagina %1</translation>
    </message>
    <message>
        <source>Reading pages %1</source>
        <translation>Lettura delle pagine %1</translation>
    </message>
    <message>
        <source>Not opened again, already in the restored project: %1</source>
        <translation>Non riaperto, già presente nel progetto ripristinato: %1</translation>
    </message>
    <message>
        <source>Importing %1: page %2 of %3</source>
        <translation>Importazione di %1: pagina %2 di %3</translation>
    </message>
    <message>
        <source>Restore &amp;removed pages</source>
        <translation>Ripristina pagine &amp;rimosse</translation>
    </message>
    <message>
        <source>Restore the removed page</source>
        <translation>Ripristina la pagina rimossa</translation>
    </message>
    <message>
        <source>Restore %1 removed pages</source>
        <translation>Ripristina %1 pagine rimosse</translation>
    </message>
    <message>
        <source>Removed 1 page.</source>
        <translation>1 pagina rimossa.</translation>
    </message>
    <message>
        <source>Removed %1 pages.</source>
        <translation>%1 pagine rimosse.</translation>
    </message>
    <message>
        <source>Edit › Undo in the page list, or Edit › Restore removed pages, brings them back.</source>
        <translation>Modifica › Annulla nell&apos;elenco delle pagine, o Modifica › Ripristina pagine rimosse, le riporta indietro.</translation>
    </message>
    <message>
        <source>Restored 1 page.</source>
        <translation>1 pagina ripristinata.</translation>
    </message>
    <message>
        <source>Restored %1 pages.</source>
        <translation>%1 pagine ripristinate.</translation>
    </message>
    <message>
        <source>Reading the rest of %1: pages %2 to %3 were not imported before it was closed</source>
        <translation>Lettura del resto di %1: le pagine da %2 a %3 non erano state importate prima della chiusura</translation>
    </message>
    <message>
        <source>Find ne&amp;xt</source>
        <translation>Trova &amp;successivo</translation>
    </message>
    <message>
        <source>Find previou&amp;s</source>
        <translation>Trova &amp;precedente</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model cannot be used:&lt;/b&gt; %1. Choose the folder that holds it, or download it again.</source>
        <translation>&lt;b&gt;Il modello non può essere usato:&lt;/b&gt; %1. Scegli la cartella che lo contiene o scaricalo di nuovo.</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>Sostitu&amp;isci…</translation>
    </message>
    <message>
        <source>%1 is open in another Folio window: save under another name, or close it there first.</source>
        <translation>%1 è aperto in un&apos;altra finestra di Folio: salvalo con un altro nome o chiudilo prima lì.</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since this window opened or saved it. Saving here replaces those changes.</source>
        <translation>«%1» è stato modificato sul disco da quando questa finestra l&apos;ha aperto o salvato. Salvando qui si sostituiscono quelle modifiche.</translation>
    </message>
    <message>
        <source>Save anyway</source>
        <translation>Salva comunque</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salva come…</translation>
    </message>
    <message>
        <source>“%1” is open in another Folio window. If both windows changed it, the one saved last would overwrite the other&apos;s work. Open a copy here instead?</source>
        <translation>«%1» è aperto in un&apos;altra finestra di Folio. Se entrambe le finestre lo modificassero, l&apos;ultima a salvare sovrascriverebbe il lavoro dell&apos;altra. Aprire invece una copia qui?</translation>
    </message>
    <message>
        <source>Open a copy</source>
        <translation>Apri una copia</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copia)</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>Pagina &amp;successiva</translation>
    </message>
    <message>
        <source>P&amp;revious page</source>
        <translation>Pagina &amp;precedente</translation>
    </message>
    <message>
        <source>No low-confidence text is left</source>
        <translation>Non resta testo a bassa affidabilità</translation>
    </message>
    <message numerus="yes">
        <source>Import stopped: the project keeps its %n page(s)</source>
        <translation>
            <numerusform>Importazione interrotta: il progetto mantiene la sua %n pagina</numerusform>
            <numerusform>Importazione interrotta: il progetto mantiene le sue %n pagine</numerusform>
        </translation>
    </message>
    <message>
        <source>Crash copy</source>
        <translation>Copia di ripristino</translation>
    </message>
    <message>
        <source>Folio cannot keep a crash copy of your changes, so a crash would lose them: %1

Save the project (File &gt; Save As to another place if need be).</source>
        <translation>Folio non riesce a tenere una copia di ripristino delle modifiche, quindi un arresto anomalo le perderebbe: %1

Salva il progetto (File &gt; Salva con nome in un altro posto, se serve).</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2; the project itself was saved %3). Restore them?</source>
        <translation>«%1» ha modifiche non salvate, conservate in una copia di ripristino (%2; il progetto è stato salvato %3). Ripristinarle?</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Più tardi</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>The export to “%1” is still running. Quitting now stops it, and the file is not written.</source>
        <translation>L&apos;esportazione in «%1» è ancora in corso. Uscendo ora si interrompe e il file non viene scritto.</translation>
    </message>
    <message>
        <source>Quit when it is done</source>
        <translation>Esci al termine</translation>
    </message>
    <message>
        <source>Quit now</source>
        <translation>Esci ora</translation>
    </message>
    <message>
        <source>Recognize region</source>
        <translation>Riconosci area</translation>
    </message>
    <message>
        <source>You changed this region&apos;s text in the editor. Recognizing it again adds the new reading to the page beside your corrected text; Edit › Undo takes it away.</source>
        <translation>Hai modificato il testo di quest&apos;area nell&apos;editor. Riconoscerla di nuovo aggiunge la nuova lettura alla pagina accanto al testo corretto; Modifica › Annulla la toglie.</translation>
    </message>
    <message>
        <source>The pages are back in their order before the move.</source>
        <translation>Le pagine sono tornate nell&apos;ordine di prima dello spostamento.</translation>
    </message>
    <message>
        <source>Nothing to undo in the page list; in the text, Undo takes back typing.</source>
        <translation>Niente da annullare nell&apos;elenco delle pagine; nel testo, Annulla toglie ciò che hai scritto.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pages</source>
        <translation>
            <numerusform>%1 di %n pagina</numerusform>
            <numerusform>%1 di %n pagine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n non riuscita</numerusform>
            <numerusform>%n non riuscite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled</source>
        <translation>
            <numerusform>%n annullata</numerusform>
            <numerusform>%n annullate</numerusform>
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
            <numerusform>%n pagina</numerusform>
            <numerusform>%n pagine</numerusform>
        </translation>
    </message>
    <message>
        <source>The model cannot be used: %1.</source>
        <translation>Il modello non può essere usato: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The model could not be loaded:&lt;/b&gt; %1&lt;br&gt;Choose another model folder, or download the model again.</source>
        <translation>&lt;b&gt;Impossibile caricare il modello:&lt;/b&gt; %1&lt;br&gt;Scegli un’altra cartella del modello o scarica di nuovo il modello.</translation>
    </message>
    <message numerus="yes">
        <source> (%n with edits of yours, which recognizing again replaces; Edit › Undo brings them back)</source>
        <translation>
            <numerusform> (%n con tue modifiche, che il nuovo riconoscimento sostituisce; Modifica › Annulla le riporta)</numerusform>
            <numerusform> (%n con tue modifiche, che il nuovo riconoscimento sostituisce; Modifica › Annulla le riporta)</numerusform>
        </translation>
    </message>
    <message>
        <source>Every page is recognized already%1. Recognize all of them again?</source>
        <translation>Tutte le pagine sono già riconosciute%1. Riconoscerle tutte di nuovo?</translation>
    </message>
    <message numerus="yes">
        <source>Pages recognized already: %1 of %n%2. Recognize only the pages not done, or all of them again?</source>
        <translation>
            <numerusform>Pagine già riconosciute: %1 di %n%2. Riconoscere solo le pagine mancanti o tutte di nuovo?</numerusform>
            <numerusform>Pagine già riconosciute: %1 di %n%2. Riconoscere solo le pagine mancanti o tutte di nuovo?</numerusform>
        </translation>
    </message>
    <message>
        <source>No region change to undo on this page; in the text, Undo takes back typing.</source>
        <translation>Nessuna modifica di regioni da annullare in questa pagina; nel testo, Annulla annulla la digitazione.</translation>
    </message>
    <message>
        <source>No region change to redo on this page.</source>
        <translation>Nessuna modifica di regioni da ripetere in questa pagina.</translation>
    </message>
    <message>
        <source>Region %1 deleted; Edit › Undo in the page view brings it back.</source>
        <translation>Regione %1 eliminata; Modifica › Annulla nella vista della pagina la riporta.</translation>
    </message>
    <message>
        <source>Go to page</source>
        <translation>Vai alla pagina</translation>
    </message>
    <message>
        <source>Page (1–%1):</source>
        <translation>Pagina (1–%1):</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n pages read; every page keeps its text, partial readings are marked cancelled</source>
        <translation>
            <numerusform>Annullato: %1 di %n pagina letta; ogni pagina mantiene il suo testo, le letture parziali sono segnate come annullate</numerusform>
            <numerusform>Annullato: %1 di %n pagine lette; ogni pagina mantiene il suo testo, le letture parziali sono segnate come annullate</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover &amp;unsaved work…</source>
        <translation>Recupera lavoro &amp;non salvato…</translation>
    </message>
    <message>
        <source>&amp;Go to page…</source>
        <translation>&amp;Vai alla pagina…</translation>
    </message>
    <message>
        <source>The changes are still in this window.</source>
        <translation>Le modifiche sono ancora in questa finestra.</translation>
    </message>
    <message>
        <source>An untitled project with changes that were never saved is kept in a recovery copy (%1). Restore it?</source>
        <translation>Un progetto senza titolo con modifiche mai salvate è conservato in una copia di recupero (%1). Ripristinarlo?</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved, kept in a recovery copy (%2), newer than the saved project. Restore them?</source>
        <translation>«%1» ha modifiche non salvate, conservate in una copia di recupero (%2), più recente del progetto salvato. Ripristinarle?</translation>
    </message>
    <message>
        <source>Discard unsaved work</source>
        <translation>Scarta lavoro non salvato</translation>
    </message>
    <message>
        <source>The recovery copy is deleted, and its changes cannot be brought back. Discard them?</source>
        <translation>La copia di recupero viene eliminata e le sue modifiche non potranno essere recuperate. Scartarle?</translation>
    </message>
    <message>
        <source>There is no unsaved work to recover</source>
        <translation>Non c’è lavoro non salvato da recuperare</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a file name in quotes</comment>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Not opened, its unsaved changes wait in a recovery copy (File › Recover unsaved work): %1</source>
        <translation>Non aperto: le sue modifiche non salvate attendono in una copia di recupero (File › Recupera lavoro non salvato): %1</translation>
    </message>
    <message>
        <source>A recovery copy is also written 2 s after edits pause</source>
        <translation>Una copia di recupero viene scritta anche 2 s dopo una pausa nelle modifiche</translation>
    </message>
    <message>
        <source>While edits go on, autosave every</source>
        <translation>Durante le modifiche, salva automaticamente ogni</translation>
    </message>
</context>
<context>
    <name>folio::MissingSourcesBar</name>
    <message>
        <source>Locate…</source>
        <translation>Individua…</translation>
    </message>
    <message>
        <source>Pick the folder the scans are in now; they are found there by name, in its subfolders too</source>
        <translation>Scegli la cartella in cui si trovano ora le scansioni; vengono cercate lì per nome, anche nelle sottocartelle</translation>
    </message>
    <message>
        <source>Where are the scans now?</source>
        <translation>Dove sono ora le scansioni?</translation>
    </message>
    <message numerus="yes">
        <source>The scan of %n page(s) is missing: %1 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds the file where it is now.</source>
        <translation>
            <numerusform>Manca la scansione di %n pagina: %1 (spostata, rinominata o su un&apos;unità non montata). Il testo è conservato; Individua… trova il file dove si trova ora.</numerusform>
            <numerusform>Manca la scansione di %n pagine: %1 (spostata, rinominata o su un&apos;unità non montata). Il testo è conservato; Individua… trova il file dove si trova ora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scans of %n page(s) are missing: %1 files, the first %2 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds them where they are now.</source>
        <translation>
            <numerusform>Mancano le scansioni di %n pagina: %1 file, il primo %2 (spostati, rinominati o su un&apos;unità non montata). Il testo è conservato; Individua… li trova dove si trovano ora.</numerusform>
            <numerusform>Mancano le scansioni di %n pagine: %1 file, il primo %2 (spostati, rinominati o su un&apos;unità non montata). Il testo è conservato; Individua… li trova dove si trovano ora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found the %n missing file(s) in %1.</source>
        <translation>
            <numerusform>Trovato il %n file mancante in %1.</numerusform>
            <numerusform>Trovati i %n file mancanti in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Found %1 of the %2 missing files in %3.</source>
        <translation>Trovati %1 dei %2 file mancanti in %3.</translation>
    </message>
    <message>
        <source>Looking for the missing files in %1…</source>
        <translation>Ricerca dei file mancanti in %1…</translation>
    </message>
    <message numerus="yes">
        <source>The scans are back in their places: %n page(s) shown again.</source>
        <translation>
            <numerusform>Le scansioni sono tornate al loro posto: %n pagina di nuovo visibile.</numerusform>
            <numerusform>Le scansioni sono tornate al loro posto: %n pagine di nuovo visibili.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::ModelDownloader</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossibile creare la cartella %1</translation>
    </message>
    <message>
        <source>cannot list the files of %1: %2</source>
        <translation>impossibile elencare i file di %1: %2</translation>
    </message>
    <message>
        <source>the Hub lists no files for %1</source>
        <translation>l&apos;Hub non elenca alcun file per %1</translation>
    </message>
    <message>
        <source>%1: cannot write %2</source>
        <translation>%1: impossibile scrivere %2</translation>
    </message>
    <message>
        <source>connection closed early</source>
        <translation>connessione chiusa prematuramente</translation>
    </message>
    <message>
        <source>%1: download interrupted at %2 of %3 bytes (%4); start the download again to resume</source>
        <translation>%1: download interrotto a %2 di %3 byte (%4); avvia di nuovo il download per riprenderlo</translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place</source>
        <translation>%1: impossibile spostare il file completato nella sua posizione</translation>
    </message>
    <message>
        <source>download cancelled; start it again to resume</source>
        <translation>download annullato; avvialo di nuovo per riprenderlo</translation>
    </message>
</context>
<context>
    <name>folio::ModelPanel</name>
    <message>
        <source>Greedy (deterministic)</source>
        <translation>Greedy (deterministico)</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Scarica</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Cartella del modello</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>Modello da scaricare</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisione</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>automatic (90% of free)</source>
        <translation>automatico (90% della memoria libera)</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Budget di memoria</translation>
    </message>
    <message>
        <source>Model precision</source>
        <translation>Precisione del modello</translation>
    </message>
    <message>
        <source>fp8: about twice the pages in memory (GPU only)</source>
        <translation>fp8: circa il doppio delle pagine in memoria (solo GPU)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Pages at once</source>
        <translation>Pagine alla volta</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Longest image side</source>
        <translation>Lato più lungo dell&apos;immagine</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Campionamento</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Max tokens per page</source>
        <translation>Token massimi per pagina</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Applica</translation>
    </message>
    <message>
        <source>%1 of %2 MiB</source>
        <translation>%1 di %2 MiB</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>Download di %1…</translation>
    </message>
    <message>
        <source>Download stopped: %1</source>
        <translation>Download interrotto: %1</translation>
    </message>
    <message>
        <source>Downloaded into %1</source>
        <translation>Scaricato in %1</translation>
    </message>
    <message>
        <source>Stop download</source>
        <translation>Interrompi download</translation>
    </message>
    <message>
        <source>Listing the files of %1…</source>
        <translation>Elenco dei file di %1…</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>non caricato</translation>
    </message>
    <message>
        <source>Automatic: the fastest this device runs well</source>
        <translation>Automatico: il più veloce che questo dispositivo esegue bene</translation>
    </message>
    <message>
        <source>float32: exact, slowest</source>
        <translation>float32: esatto, il più lento</translation>
    </message>
    <message>
        <source>int8: 8-bit decoder weights, faster and smaller on the CPU</source>
        <translation>int8: pesi del decoder a 8 bit, più veloce e più piccolo sulla CPU</translation>
    </message>
    <message>
        <source>The precision of the model&apos;s weights. On a GPU, bfloat16 is fast and exact enough. On the CPU, int8 stores the decoder&apos;s weights in 8 bits: pages are recognized faster in less memory, and a few words may come out differently than in float32.</source>
        <translation>La precisione dei pesi del modello. Su una GPU, bfloat16 è veloce e abbastanza esatto. Sulla CPU, int8 memorizza i pesi del decoder in 8 bit: le pagine vengono riconosciute più in fretta con meno memoria, e alcune parole possono risultare diverse che con float32.</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>uno per core</translation>
    </message>
    <message>
        <source>Threads the engine&apos;s work on the CPU uses.</source>
        <translation>Thread usati dal lavoro del motore sulla CPU.</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>Thread CPU</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>In esecuzione</translation>
    </message>
    <message>
        <source>This folder does not hold a model: %1.</source>
        <translation>Questa cartella non contiene un modello: %1.</translation>
    </message>
</context>
<context>
    <name>folio::PageList</name>
    <message>
        <source>Pages</source>
        <translation>Pagine</translation>
    </message>
    <message>
        <source>blank</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>loop</translation>
    </message>
    <message>
        <source>token limit</source>
        <translation>limite di token</translation>
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
        <translation>vuota: Riconosci tutte le pagine la salta (Pagina › Riconosci comunque)</translation>
    </message>
    <message>
        <source>turned %1° clockwise, straightened by %2°%3</source>
        <translation>ruotata di %1° in senso orario, raddrizzata di %2°%3</translation>
    </message>
    <message>
        <source> (auto-rotate)</source>
        <translation> (rotazione automatica)</translation>
    </message>
    <message>
        <source>The model kept repeating itself, so recognition stopped and the text is incomplete. Recognize › Retry with a repetition penalty tries again.</source>
        <translation>Il modello continuava a ripetersi, quindi il riconoscimento si è fermato e il testo è incompleto. Riconoscimento › Riprova con penalità di ripetizione fa un nuovo tentativo.</translation>
    </message>
    <message>
        <source>Recognition stopped at the token limit, so the text may be incomplete. Recognize › Retry with a repetition penalty tries again; a larger token limit in the settings may be needed.</source>
        <translation>Il riconoscimento si è fermato al limite di token, quindi il testo potrebbe essere incompleto. Riconoscimento › Riprova con penalità di ripetizione fa un nuovo tentativo; potrebbe servire un limite di token più alto nelle preferenze.</translation>
    </message>
</context>
<context>
    <name>folio::PageTools</name>
    <message>
        <source>Rotate &amp;clockwise</source>
        <translation>Ruota in senso &amp;orario</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn clockwise (Ctrl+])</source>
        <translation>Ruota la pagina di un quarto di giro in senso orario (Ctrl+])</translation>
    </message>
    <message>
        <source>Rotate c&amp;ounter-clockwise</source>
        <translation>Ruota in senso &amp;antiorario</translation>
    </message>
    <message>
        <source>Turn the page a quarter turn counter-clockwise (Ctrl+[)</source>
        <translation>Ruota la pagina di un quarto di giro in senso antiorario (Ctrl+[)</translation>
    </message>
    <message>
        <source>&amp;Auto-rotate and deskew</source>
        <translation>Ruota e raddrizza a&amp;utomaticamente</translation>
    </message>
    <message>
        <source>Auto-rotate and deskew &amp;before recognition</source>
        <translation>Ruota e raddrizza automaticamente &amp;prima del riconoscimento</translation>
    </message>
    <message>
        <source>Recognize &amp;anyway</source>
        <translation>Riconosci &amp;comunque</translation>
    </message>
    <message>
        <source>Send the selected pages to the model, also those marked blank</source>
        <translation>Invia al modello le pagine selezionate, anche quelle contrassegnate come vuote</translation>
    </message>
    <message>
        <source>Recognize &amp;blank pages too</source>
        <translation>Riconosci anche le pagine &amp;vuote</translation>
    </message>
    <message>
        <source>&amp;Paste as page</source>
        <translation>&amp;Incolla come pagina</translation>
    </message>
    <message>
        <source>Auto-rotate: %1 pages turned upright or straightened</source>
        <translation>Rotazione automatica: %1 pagine raddrizzate o riportate in verticale</translation>
    </message>
    <message>
        <source>Page %1: too little text to tell how it lies; left as it is</source>
        <translation>Pagina %1: troppo poco testo per stabilirne l&apos;orientamento; lasciata com&apos;è</translation>
    </message>
    <message>
        <source>Page %1: turned %2° clockwise, straightened by %3°</source>
        <translation>Pagina %1: ruotata di %2° in senso orario, raddrizzata di %3°</translation>
    </message>
    <message numerus="yes">
        <source>Blank, not sent to the model: page %1. Page › Recognize anyway sends it.</source>
        <translation>
            <numerusform>Vuota, non inviata al modello: pagina %1. Pagina › Riconosci comunque la invia.</numerusform>
            <numerusform>Vuote, non inviate al modello: pagine %1. Pagina › Riconosci comunque le invia.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no image to add as a page</source>
        <translation>Gli appunti non contengono un&apos;immagine da aggiungere come pagina</translation>
    </message>
    <message>
        <source>Capture screen &amp;region as page…</source>
        <translation>Cattura una &amp;regione dello schermo come pagina…</translation>
    </message>
    <message>
        <source>Choose an area of the screen in the desktop&apos;s screenshot dialog; it becomes a new page</source>
        <translation>Scegli un’area dello schermo nella finestra di cattura del desktop; diventa una nuova pagina</translation>
    </message>
    <message>
        <source>The screenshot %1 could not be read</source>
        <translation>Impossibile leggere la cattura %1</translation>
    </message>
    <message>
        <source>No screen capture: %1</source>
        <translation>Nessuna cattura dello schermo: %1</translation>
    </message>
    <message>
        <source>the folder “%1” cannot be made</source>
        <translation>impossibile creare la cartella «%1»</translation>
    </message>
    <message>
        <source>The pasted image could not be kept: %1</source>
        <translation>Impossibile conservare l&apos;immagine incollata: %1</translation>
    </message>
    <message>
        <source>Page %1 cannot be turned before its image is loaded: its regions would not turn with it. Try again in a moment, or with its scan back in place.</source>
        <translation>La pagina %1 non può essere ruotata prima che la sua immagine sia caricata: le sue regioni non ruoterebbero con essa. Riprova tra un momento, o con la scansione di nuovo al suo posto.</translation>
    </message>
</context>
<context>
    <name>folio::PageView</name>
    <message>
        <source>Drop scans, PDFs or folders here
or use File › Open</source>
        <translation>Trascina qui scansioni, PDF o cartelle
oppure usa File › Apri</translation>
    </message>
    <message>
        <source>Page image</source>
        <translation>Immagine della pagina</translation>
    </message>
    <message>
        <source>The scan of this page is missing:
%1</source>
        <translation>Manca la scansione di questa pagina:
%1</translation>
    </message>
    <message>
        <source>This page&apos;s image cannot be shown:
%1</source>
        <translation>Impossibile mostrare l&apos;immagine di questa pagina:
%1</translation>
    </message>
    <message>
        <source>Loading the page…</source>
        <translation>Caricamento della pagina…</translation>
    </message>
</context>
<context>
    <name>folio::PostProcess</name>
    <message>
        <source>Repair escaped math (\$x\$ to $x$, prices kept)</source>
        <translation>Ripara formule con escape (\$x\$ in $x$, prezzi mantenuti)</translation>
    </message>
    <message>
        <source>Remove bold and italics</source>
        <translation>Rimuovi grassetto e corsivo</translation>
    </message>
    <message>
        <source>List items as plain paragraphs</source>
        <translation>Voci di elenco come paragrafi semplici</translation>
    </message>
    <message>
        <source>Join words hyphenated at line ends</source>
        <translation>Unisci le parole sillabate a fine riga</translation>
    </message>
    <message>
        <source>One line per paragraph</source>
        <translation>Una riga per paragrafo</translation>
    </message>
    <message>
        <source>Full-width punctuation in CJK text</source>
        <translation>Punteggiatura a larghezza piena nel testo CJK</translation>
    </message>
    <message>
        <source>Drop running heads and page numbers</source>
        <translation>Rimuovi testatine e numeri di pagina</translation>
    </message>
    <message>
        <source>Collapse dot leaders (tables of contents)</source>
        <translation>Comprimi le righe di puntini (indici)</translation>
    </message>
    <message>
        <source>Shorten long form blanks (____)</source>
        <translation>Accorcia i lunghi spazi da compilare (____)</translation>
    </message>
</context>
<context>
    <name>folio::PreviewView</name>
    <message>
        <source>Rendered preview</source>
        <translation>Anteprima renderizzata</translation>
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
        <translation>Il testo riconosciuto appare qui in Markdown.</translation>
    </message>
    <message>
        <source>Markdown source</source>
        <translation>Sorgente Markdown</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>Nessun suggerimento</translation>
    </message>
    <message>
        <source>Add “%1” to dictionary</source>
        <translation>Aggiungi «%1» al dizionario</translation>
    </message>
    <message>
        <source>The model was unsure of this text (F8: next, Ctrl+Return: accept)</source>
        <translation>Il modello non era sicuro di questo testo (F8: successivo, Ctrl+Return: accetta)</translation>
    </message>
    <message>
        <source>This page is being read. You can edit it once it is done, or cancel its recognition.</source>
        <translation>Questa pagina è in lettura. Potrai modificarla quando avrà finito, oppure annullarne il riconoscimento.</translation>
    </message>
    <message>
        <source>More suggestions</source>
        <translation>Altri suggerimenti</translation>
    </message>
</context>
<context>
    <name>folio::ScreenPortal</name>
    <message>
        <source>there is no session bus to reach the desktop portal</source>
        <translation>non c’è un bus di sessione per raggiungere il portale del desktop</translation>
    </message>
    <message>
        <source>the desktop portal refused the screenshot: %1</source>
        <translation>il portale del desktop ha rifiutato la cattura: %1</translation>
    </message>
    <message>
        <source>the desktop portal could not take the screenshot</source>
        <translation>il portale del desktop non è riuscito a fare la cattura</translation>
    </message>
    <message>
        <source>the desktop portal gave no screenshot file (%1)</source>
        <translation>il portale del desktop non ha fornito alcun file di cattura (%1)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Folio: turn scans and PDFs into Markdown and Word with LightOnOCR.</source>
        <translation>Folio: converte scansioni e PDF in Markdown e Word con LightOnOCR.</translation>
    </message>
    <message>
        <source>Images or PDFs to open.</source>
        <translation>Immagini o PDF da aprire.</translation>
    </message>
    <message>
        <source>Verbs (no display needed):
  %1 ocr FILES... -o DIR   recognize images and PDFs into Markdown, Word, ODT, EPUB, HTML, text or JSON
  %1 watch IN OUT          recognize the files that appear in a folder, until stopped
  %1 serve --model DIR     serve the engine as an OpenAI-compatible server
`%1 ocr --help`, `%1 watch --help` and `%1 serve --help` list their options.</source>
        <translation>Comandi (nessun display necessario):
  %1 ocr FILES... -o DIR   riconosce immagini e PDF e li converte in Markdown, Word, ODT, EPUB, HTML, testo o JSON
  %1 watch IN OUT          riconosce i file che compaiono in una cartella, fino all&apos;arresto
  %1 serve --model DIR     offre il motore come server compatibile con OpenAI
`%1 ocr --help`, `%1 watch --help` e `%1 serve --help` elencano le relative opzioni.</translation>
    </message>
</context>
</TS>

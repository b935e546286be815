<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>QObject</name>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” already exists. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recognized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: field “%2” must be %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field “id” is not a UUID: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field “pageIndex” is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field “state” has an unknown value “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> region %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field “rect” must hold 4 numbers [x, y, width, height]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open project “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is damaged or not a project (JSON error at line %1: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Folio project (the top level is not an object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Folio project (field “format” is not “%1”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field “formatVersion” is missing or not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was saved by a newer Folio (format version %1; this Folio reads versions 1 to %2). Update Folio to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format version %1 is not a released format (the first is 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field “pages” is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save project “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the DOCX export: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the DOCX export&apos;s temporary files in “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pandoc did not finish the DOCX export (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pandoc failed to write the DOCX file (exit code %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pandoc reported success but wrote no file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” already exists; it is replaced only when you confirm overwriting it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pandoc was not found (“%1” could not be started: %2). Install pandoc to export Word documents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1 --version” failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export: no pages were selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No output file was chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KaTeX was not found in “%1”: formulas are shown as TeX source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a readable image (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: claims %2 pages, more than the limit of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: page %2 is %3x%4 pixels, too large to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: page %2 cannot be decoded (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a readable PDF (damaged or not a PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 has an implausible size (%2 x %3 pt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 would be too large to render</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page %1 cannot be rendered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: has no pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: page %2 no longer exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: page %2 not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read the downloaded file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: size is %2 bytes, expected %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: checksum mismatch (got %2, expected %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read the tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no model.vocab (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>folio::FindReplaceBar</name>
    <message>
        <source>Match case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::JobQueue</name>
    <message>
        <source>the page image is not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The region lies outside the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No OCR model is loaded. Choose a model folder or download the model first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped at the token limit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>folio::LanguageButton</name>
    <message>
        <source>Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Italian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Danish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages of the document: constrain recognition and choose spell-checking dictionaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages: automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::LocalEngineBackend</name>
    <message>
        <source>the model could not be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local engine (%1) with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no model is loaded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>folio::MainWindow</name>
    <message>
        <source>Password needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is encrypted. Password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing: %1 of %2 files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 pages · %3 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose model folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download LightOnOCR-2-1B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scans or PDFs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a folder of scans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folio projects (*.folio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find / Replace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;rich text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete selected pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit &amp;width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit &amp;page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual size (1:1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recognize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recognize &amp;page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recognize &amp;selected pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recognize &amp;all pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recognize &amp;region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Some files could not be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the model from %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No OCR model installed.&lt;/b&gt; Folio needs LightOnOCR-2-1B (about 2 GB) to read pages. Choose a folder that holds it, or download it from Hugging Face.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>folio::ModelDownloader</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot list the files of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Hub lists no files for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection closed early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: download interrupted at %2 of %3 bytes (%4); start the download again to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot move the finished file into place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>download cancelled; start it again to resume</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>folio::ModelPanel</name>
    <message>
        <source>Greedy (deterministic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download LightOnOCR-2-1B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic (90% of free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest image side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max tokens per page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloaded into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not hold a model (config.json, tokenizer.json and *.safetensors are needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing the files of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp8: about twice the pages in memory (GPU only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>folio::PageList</name>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, page %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>folio::PageView</name>
    <message>
        <source>Drop scans, PDFs or folders here
or use File › Open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>folio::PreviewView</name>
    <message>
        <source>Rendered preview</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>folio::ResultEditor</name>
    <message>
        <source>Recognized text appears here as Markdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown source</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Folio: turn scans and PDFs into Markdown and Word with LightOnOCR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images or PDFs to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

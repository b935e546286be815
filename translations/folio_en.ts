<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>%n of the %1 pages have no text yet (not recognized, or still being read): the export leaves them empty. Export anyway?</source>
        <translation>
            <numerusform>%n of the %1 pages has no text yet (not recognized, or still being read): the export leaves it empty. Export anyway?</numerusform>
            <numerusform>%n of the %1 pages have no text yet (not recognized, or still being read): the export leaves them empty. Export anyway?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 and %n more files</source>
        <translation>
            <numerusform>Exported %1 and %n more file</numerusform>
            <numerusform>Exported %1 and %n more files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (with %n figures)</source>
        <translation>
            <numerusform> (with %n figure)</numerusform>
            <numerusform> (with %n figures)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n page files was written.</source>
        <translation>
            <numerusform>None of the %n page file was written.</numerusform>
            <numerusform>None of the %n page files was written.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n page files were written.</source>
        <translation>
            <numerusform>%1 of the %n page file was written.</numerusform>
            <numerusform>%1 of the %n page files were written.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of this export already exist (%1). Replace them?</source>
        <translation>
            <numerusform>%n file of this export already exists (%1). Replace it?</numerusform>
            <numerusform>%n files of this export already exist (%1). Replace them?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::FindReplaceBar</name>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n replaced</numerusform>
            <numerusform>%n replaced</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replaced on %1</source>
        <translation>
            <numerusform>%n replaced on %1</numerusform>
            <numerusform>%n replaced on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages being read were left as they are.</source>
        <translation>
            <numerusform>%n page being read was left as it is.</numerusform>
            <numerusform>%n pages being read were left as they are.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacement undone on %n pages</source>
        <translation>
            <numerusform>Replacement undone on %n page</numerusform>
            <numerusform>Replacement undone on %n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on this page</source>
        <translation>
            <numerusform>%n match on this page</numerusform>
            <numerusform>%n matches on this page</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches on %1</source>
        <translation>
            <numerusform>%n match on %1</numerusform>
            <numerusform>%n matches on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed since, %n page(s) kept the replacement (%1); Edit › Undo on such a page takes it back.</source>
        <translation>
            <numerusform>Changed since, %n page kept the replacement (%1); Edit › Undo on that page takes it back.</numerusform>
            <numerusform>Changed since, %n pages kept the replacement (%1); Edit › Undo on such a page takes it back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::LanguageButton</name>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>%n selected</numerusform>
            <numerusform>%n selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::LocalEngineBackend</name>
    <message numerus="yes">
        <source>%1, %n threads</source>
        <translation>
            <numerusform>%1, %n thread</numerusform>
            <numerusform>%1, %n threads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::MainWindow</name>
    <message numerus="yes">
        <source>Recognizing %n pages takes about %1: about %2 per page, as measured on the last pages recognized (%3). You can go on working meanwhile and cancel at any time.</source>
        <translation>
            <numerusform>Recognizing %n page takes about %1: about %2 per page, as measured on the last pages recognized (%3). You can go on working meanwhile and cancel at any time.</numerusform>
            <numerusform>Recognizing %n pages takes about %1: about %2 per page, as measured on the last pages recognized (%3). You can go on working meanwhile and cancel at any time.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recognize %n pages</source>
        <translation>
            <numerusform>Recognize %n page</numerusform>
            <numerusform>Recognize %n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import stopped: the project keeps its %n page(s)</source>
        <translation>
            <numerusform>Import stopped: the project keeps its %n page</numerusform>
            <numerusform>Import stopped: the project keeps its %n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pages</source>
        <translation>
            <numerusform>%1 of %n page</numerusform>
            <numerusform>%1 of %n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled</source>
        <translation>
            <numerusform>%n cancelled</numerusform>
            <numerusform>%n cancelled</numerusform>
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
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n with edits of yours, which recognizing again replaces; Edit › Undo brings them back)</source>
        <translation>
            <numerusform> (%n with edits of yours, which recognizing again replaces; Edit › Undo brings them back)</numerusform>
            <numerusform> (%n with edits of yours, which recognizing again replaces; Edit › Undo brings them back)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pages recognized already: %1 of %n%2. Recognize only the pages not done, or all of them again?</source>
        <translation>
            <numerusform>Pages recognized already: %1 of %n%2. Recognize only the pages not done, or all of them again?</numerusform>
            <numerusform>Pages recognized already: %1 of %n%2. Recognize only the pages not done, or all of them again?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n pages read; every page keeps its text, partial readings are marked cancelled</source>
        <translation>
            <numerusform>Cancelled: %1 of %n page read; every page keeps its text, partial readings are marked cancelled</numerusform>
            <numerusform>Cancelled: %1 of %n pages read; every page keeps its text, partial readings are marked cancelled</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::MissingSourcesBar</name>
    <message numerus="yes">
        <source>The scan of %n page(s) is missing: %1 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds the file where it is now.</source>
        <translation>
            <numerusform>The scan of %n page is missing: %1 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds the file where it is now.</numerusform>
            <numerusform>The scan of %n pages is missing: %1 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds the file where it is now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scans of %n page(s) are missing: %1 files, the first %2 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds them where they are now.</source>
        <translation>
            <numerusform>The scans of %n page are missing: %1 files, the first %2 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds them where they are now.</numerusform>
            <numerusform>The scans of %n pages are missing: %1 files, the first %2 (moved, renamed, or on a drive that is not mounted). The text is kept; Locate… finds them where they are now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found the %n missing file(s) in %1.</source>
        <translation>
            <numerusform>Found the %n missing file in %1.</numerusform>
            <numerusform>Found the %n missing files in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scans are back in their places: %n page(s) shown again.</source>
        <translation>
            <numerusform>The scan is back in its place: %n page shown again.</numerusform>
            <numerusform>The scans are back in their places: %n pages shown again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>folio::PageTools</name>
    <message numerus="yes">
        <source>Blank, not sent to the model: page %1. Page › Recognize anyway sends it.</source>
        <translation>
            <numerusform>Blank, not sent to the model: page %1. Page › Recognize anyway sends it.</numerusform>
            <numerusform>Blank, not sent to the model: pages %1. Page › Recognize anyway sends them.</numerusform>
        </translation>
    </message>
</context>
</TS>

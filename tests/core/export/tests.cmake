# Tests of core's export area (paths relative to tests/core).
folio_add_qt_test(test_export SOURCES export/test_export.cpp LIBS folio::core LABELS unit)
folio_add_qt_test(test_docx SOURCES export/test_docx.cpp LIBS folio::core LABELS unit)
folio_add_qt_test(test_htmlsanitizer SOURCES export/test_htmlsanitizer.cpp LIBS folio::core LABELS unit)
# ODT and EPUB through pandoc, read back with pandoc's readers and unzip.
folio_add_qt_test(test_opendocument SOURCES export/test_opendocument.cpp LIBS folio::core LABELS unit)

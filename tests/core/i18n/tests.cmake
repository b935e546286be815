# Tests of the interface language (paths relative to tests/core).
folio_add_qt_test(test_interface_language SOURCES i18n/test_interface_language.cpp LIBS folio::core LABELS unit)

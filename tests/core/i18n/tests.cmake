# Tests of the interface language (paths relative to tests/core).
folio_add_qt_test(test_interface_language SOURCES i18n/test_interface_language.cpp LIBS folio::core LABELS unit)
# The test runs lupdate over app/ and ui/ to check that every string of the source is in every .ts.
target_compile_definitions(test_interface_language PRIVATE FOLIO_LUPDATE="$<TARGET_FILE:Qt6::lupdate>")

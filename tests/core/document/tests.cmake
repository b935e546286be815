# Tests of core's document area (paths relative to tests/core).
folio_add_qt_test(test_project SOURCES document/test_project.cpp LIBS folio::core LABELS unit)

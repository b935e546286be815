# Tests of core's remote area (paths relative to tests/core).
folio_add_qt_test(test_openaiserver SOURCES remote/test_openaiserver.cpp remote/remotetesting.h
                  LIBS folio::core LABELS unit TIMEOUT 120)
folio_add_qt_test(test_remotebackend SOURCES remote/test_remotebackend.cpp remote/remotetesting.h
                  LIBS folio::core LABELS unit TIMEOUT 120)

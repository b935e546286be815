# Tests of core's remote area (paths relative to tests/core).
folio_add_qt_test(test_openaiserver SOURCES remote/test_openaiserver.cpp remote/remotetesting.h jobs/scriptedbackend.h
                  LIBS folio_test_echo LABELS unit TIMEOUT 120)
folio_add_qt_test(test_remotebackend SOURCES remote/test_remotebackend.cpp remote/remotetesting.h jobs/scriptedbackend.h
                  LIBS folio_test_echo LABELS unit TIMEOUT 120)
folio_add_qt_test(test_httprequesthead SOURCES remote/test_httprequesthead.cpp LIBS folio::core LABELS unit TIMEOUT 60)
folio_add_qt_test(test_serverlimits SOURCES remote/test_serverlimits.cpp remote/remotetesting.h
                  LIBS folio_test_echo LABELS unit TIMEOUT 120)

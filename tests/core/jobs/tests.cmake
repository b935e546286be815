# Tests of core's jobs area (paths relative to tests/core).
folio_add_qt_test(test_jobqueue SOURCES jobs/test_jobqueue.cpp jobs/scriptedbackend.h LIBS folio::core LABELS unit)
folio_add_qt_test(test_modeldownloader SOURCES jobs/test_modeldownloader.cpp LIBS folio::core LABELS unit)

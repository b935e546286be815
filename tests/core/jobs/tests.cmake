# Tests of core's jobs area (paths relative to tests/core).
folio_add_qt_test(test_jobqueue SOURCES jobs/test_jobqueue.cpp jobs/scriptedbackend.h LIBS folio::core LABELS unit)
folio_add_qt_test(test_recognitionspeed SOURCES jobs/test_recognitionspeed.cpp LIBS folio::core LABELS unit)
folio_add_qt_test(test_modeldownloader SOURCES jobs/test_modeldownloader.cpp LIBS folio::core LABELS unit)
# A real engine job on the small random-weight reference models (built by engine_reference_models).
folio_add_qt_test(test_localengine SOURCES jobs/test_localengine.cpp LIBS folio::core LABELS model)
target_compile_definitions(test_localengine PRIVATE FOLIO_REFERENCE_DIR="${CMAKE_BINARY_DIR}/reference")
set_tests_properties(test_localengine PROPERTIES FIXTURES_REQUIRED folio_reference)

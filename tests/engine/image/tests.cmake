# Tests of the engine's image area (paths relative to tests/engine).
folio_add_engine_test(test_engine_ppm SOURCES image/test_ppm.cpp LABELS unit)
folio_add_engine_test(test_engine_image_processor SOURCES image/test_image_processor.cpp LABELS unit)
folio_add_engine_test(test_engine_image_reference SOURCES image/test_image_reference.cpp LABELS unit
                      TIMEOUT 300)

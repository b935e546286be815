# Tests of the engine's runtime area (paths relative to tests/engine).
folio_add_reference_test(test_engine_generation SOURCES runtime/test_engine_generation.cpp LABELS model)
folio_add_engine_test(test_sampler SOURCES runtime/test_sampler.cpp LABELS unit)

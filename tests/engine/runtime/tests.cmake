# Tests of the engine's runtime area (paths relative to tests/engine).
folio_add_reference_test(test_engine_generation SOURCES runtime/test_engine_generation.cpp LABELS model)
folio_add_engine_test(test_sampler SOURCES runtime/test_sampler.cpp LABELS unit)
folio_add_reference_test(test_folio_engine_cli SOURCES runtime/test_folio_engine_cli.cpp LABELS model)
target_compile_definitions(test_folio_engine_cli PRIVATE FOLIO_ENGINE_BINARY="$<TARGET_FILE:folio-engine>")
add_dependencies(test_folio_engine_cli folio-engine)
folio_add_engine_test(test_page_preparer SOURCES runtime/test_page_preparer.cpp LABELS unit)
folio_add_engine_test(test_repetition_guard SOURCES runtime/test_repetition_guard.cpp LABELS unit)
folio_add_engine_test(test_admission SOURCES runtime/test_admission.cpp LABELS unit)

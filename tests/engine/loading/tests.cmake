# Tests of the engine's loading area (paths relative to tests/engine).
folio_add_engine_test(test_loading_config SOURCES loading/test_model_config.cpp LABELS unit)
folio_add_engine_test(test_loading_safetensors SOURCES loading/test_safetensors.cpp LABELS unit)
folio_add_engine_test(test_loading_weights SOURCES loading/test_weights.cpp LABELS unit)
folio_add_engine_test(test_loading_mapped_weights SOURCES loading/test_mapped_weights.cpp LABELS unit)
folio_add_engine_test(test_loading_fuzz SOURCES loading/test_safetensors_fuzz.cpp LABELS unit TIMEOUT 120)
# Fixtures come from FOLIO_PYTHON (transformers + safetensors); skips without them.
folio_add_engine_test(test_loading_reference SOURCES loading/test_loading_reference.cpp LABELS unit TIMEOUT 300)
# Loading speed on a full-size checkpoint (writes ~2 GB): run by hand, not by ctest.
add_executable(bench_load_weights loading/bench_load_weights.cpp)
target_link_libraries(bench_load_weights PRIVATE folio::engine_internal)
target_include_directories(bench_load_weights PRIVATE ${PROJECT_SOURCE_DIR}/tests/engine ${PROJECT_SOURCE_DIR}/engine/src)
target_compile_definitions(bench_load_weights PRIVATE
                           FOLIO_TEST_WORK_DIR="${CMAKE_CURRENT_BINARY_DIR}/work")
folio_target_defaults(bench_load_weights)

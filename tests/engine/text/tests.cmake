# Tests of the engine's text area (paths relative to tests/engine).
add_library(folio_tokenizer_reference STATIC text/tokenizer_reference.cpp)
target_link_libraries(folio_tokenizer_reference PUBLIC folio::engine_internal)
target_include_directories(folio_tokenizer_reference PUBLIC ${PROJECT_SOURCE_DIR}/tests/engine
                                                           ${PROJECT_SOURCE_DIR}/engine/src)
target_compile_definitions(folio_tokenizer_reference PRIVATE
  FOLIO_SHARED_DATA="${FOLIO_SHARED_DATA}" FOLIO_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
  FOLIO_PYTHON="${FOLIO_PYTHON}")
folio_target_defaults(folio_tokenizer_reference)

folio_add_engine_test(test_tokenizer_parity SOURCES text/test_tokenizer_parity.cpp LABELS unit)
target_link_libraries(test_tokenizer_parity PRIVATE folio_tokenizer_reference)

folio_add_engine_test(test_tokenizer_basics SOURCES text/test_tokenizer_basics.cpp LABELS unit)

# Benchmark, not a test: our encoder against HF `tokenizers` on ~1 MB of text.
add_executable(folio-tokenizer-bench text/tokenizer_bench.cpp)
target_link_libraries(folio-tokenizer-bench PRIVATE folio_tokenizer_reference)
target_compile_definitions(folio-tokenizer-bench PRIVATE
  FOLIO_SOURCE_DIR="${PROJECT_SOURCE_DIR}" FOLIO_PYTHON="${FOLIO_PYTHON}"
  FOLIO_TEST_WORK_DIR="${CMAKE_CURRENT_BINARY_DIR}/work")
folio_target_defaults(folio-tokenizer-bench)

# The script constraint of language hints on the shared Qwen vocabulary.
folio_add_engine_test(test_token_scripts SOURCES text/test_token_scripts.cpp LABELS unit)

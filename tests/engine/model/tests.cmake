# Tests of the engine's model area (paths relative to tests/engine).

# The Python reference (transformers) builds small random-weight models and records their
# outputs into the build tree; the model tests compare the engine with it.
set(FOLIO_REFERENCE_DIR "${CMAKE_BINARY_DIR}/reference")
add_test(NAME engine_reference_models
         COMMAND "${FOLIO_PYTHON}" "${PROJECT_SOURCE_DIR}/tests/reference/make_reference.py"
                 --out "${FOLIO_REFERENCE_DIR}" --shared-data "${FOLIO_SHARED_DATA}")
set_tests_properties(engine_reference_models PROPERTIES FIXTURES_SETUP folio_reference LABELS model
                     SKIP_RETURN_CODE 77 TIMEOUT 900)
# The real-size reference (1B parameters, random weights): only where CUDA is available.
add_test(NAME engine_reference_real_size
         COMMAND "${FOLIO_PYTHON}" "${PROJECT_SOURCE_DIR}/tests/reference/make_reference.py" --real-size
                 --out "${FOLIO_REFERENCE_DIR}" --shared-data "${FOLIO_SHARED_DATA}")
set_tests_properties(engine_reference_real_size PROPERTIES FIXTURES_SETUP folio_reference_real LABELS gpu
                     SKIP_RETURN_CODE 77 TIMEOUT 1800)

function(folio_add_reference_test name)
  folio_add_engine_test(${name} ${ARGN})
  target_compile_definitions(${name} PRIVATE FOLIO_REFERENCE_DIR="${FOLIO_REFERENCE_DIR}")
  set_tests_properties(${name} PROPERTIES FIXTURES_REQUIRED folio_reference)
endfunction()

folio_add_reference_test(test_model_reference SOURCES model/test_model_reference.cpp LABELS model)
folio_add_reference_test(test_model_int8 SOURCES model/test_model_int8.cpp LABELS model)
# int8 and bf16 at the real size on the CPU against the real-size reference (skips without it:
# $FOLIO_REAL_SIZE_REFERENCE or the GPU fixture's folder).
folio_add_engine_test(test_model_cpu_real_size SOURCES model/test_model_cpu_real_size.cpp LABELS model TIMEOUT 900)
target_compile_definitions(test_model_cpu_real_size PRIVATE FOLIO_REFERENCE_DIR="${FOLIO_REFERENCE_DIR}")
folio_add_engine_test(test_model_real_size_gpu SOURCES model/test_model_real_size_gpu.cpp LABELS gpu TIMEOUT 1800)
target_compile_definitions(test_model_real_size_gpu PRIVATE FOLIO_REFERENCE_DIR="${FOLIO_REFERENCE_DIR}")
set_tests_properties(test_model_real_size_gpu PROPERTIES FIXTURES_REQUIRED folio_reference_real)
folio_add_engine_test(test_kv_cache SOURCES model/test_kv_cache.cpp LABELS unit)
folio_add_engine_test(test_vision_attention_names SOURCES model/test_vision_attention_names.cpp LABELS unit)
# The vision encoder + projector alone at the real dimensions (random weights, no files): times,
# peak memory and errors per SDPA backend; skips without CUDA.
folio_add_engine_test(test_vision_gpu SOURCES model/test_vision_gpu.cpp LABELS gpu TIMEOUT 900)
# folio-cpu-decode-bench: CPU decode tokens/s per dtype at a page's depth (synthetic context).
add_executable(folio-cpu-decode-bench model/cpu_decode_bench.cpp)
target_link_libraries(folio-cpu-decode-bench PRIVATE folio::engine_internal)
target_include_directories(folio-cpu-decode-bench PRIVATE ${PROJECT_SOURCE_DIR}/engine/src)
folio_target_defaults(folio-cpu-decode-bench)

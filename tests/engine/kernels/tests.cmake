# Tests of the engine's kernels area (paths relative to tests/engine).
# unit: the ATen fallbacks against naive float64 loops (CPU), the screened LM head's fallback
# against float64 arg maxes, the CPU GEMV against float64 sums. gpu: the CUDA kernels against the fallbacks; skips (77) without a
# device. folio-kernel-bench: achieved bandwidth of each kernel.
# folio-boundary-bench: a kernel boundary against a grid-wide barrier. folio-persistent-bench:
# the persistent decoder against the layered path.
folio_add_engine_test(test_kernels_fallback SOURCES kernels/test_kernels_fallback.cpp LABELS unit)
folio_add_engine_test(test_screened_head SOURCES kernels/test_screened_head.cpp LABELS unit)
folio_add_engine_test(test_cpu_gemv SOURCES kernels/test_cpu_gemv.cpp LABELS unit)
# folio-cpu-gemv-bench: the CPU decode GEMV's bandwidth on the decoder's shapes.
add_executable(folio-cpu-gemv-bench kernels/cpu_gemv_bench.cpp)
target_link_libraries(folio-cpu-gemv-bench PRIVATE folio::engine_internal)
target_include_directories(folio-cpu-gemv-bench PRIVATE ${PROJECT_SOURCE_DIR}/engine/src)
folio_target_defaults(folio-cpu-gemv-bench)
# folio-cpu-attention-bench: the CPU decode attention's time and read rate over a page's cache.
add_executable(folio-cpu-attention-bench kernels/cpu_attention_bench.cpp)
target_link_libraries(folio-cpu-attention-bench PRIVATE folio::engine_internal)
target_include_directories(folio-cpu-attention-bench PRIVATE ${PROJECT_SOURCE_DIR}/engine/src)
folio_target_defaults(folio-cpu-attention-bench)
if(FOLIO_WITH_CUDA)
  folio_add_engine_test(test_kernels_cuda SOURCES kernels/test_kernels_cuda.cpp LABELS gpu)
  folio_add_engine_test(test_screened_head_cuda SOURCES kernels/test_screened_head_cuda.cpp LABELS gpu)
  folio_add_engine_test(test_gemv_cuda SOURCES kernels/test_gemv_cuda.cpp LABELS gpu)
  folio_add_engine_test(test_persistent_decoder_cuda SOURCES kernels/test_persistent_decoder_cuda.cpp LABELS gpu)
  add_executable(folio-kernel-bench kernels/kernel_bench.cpp)
  target_link_libraries(folio-kernel-bench PRIVATE folio::engine_internal)
  target_include_directories(folio-kernel-bench PRIVATE ${PROJECT_SOURCE_DIR}/tests/engine
                                                        ${PROJECT_SOURCE_DIR}/engine/src)
  folio_target_defaults(folio-kernel-bench)
  add_executable(folio-gemv-bench kernels/gemv_bench.cpp)
  target_link_libraries(folio-gemv-bench PRIVATE folio::engine_internal)
  target_include_directories(folio-gemv-bench PRIVATE ${PROJECT_SOURCE_DIR}/tests/engine
                                                      ${PROJECT_SOURCE_DIR}/engine/src)
  folio_target_defaults(folio-gemv-bench)
  # What a kernel boundary, a grid-wide barrier and the persistent decoder's hand-offs each cost
  # (plain CUDA, no ATen).
  add_executable(folio-boundary-bench kernels/boundary_bench.cu)
  target_include_directories(folio-boundary-bench PRIVATE ${PROJECT_SOURCE_DIR}/engine/src)
  # What a memory-bound stream and a bf16 product each keep when the SMs are split between them
  # (green contexts): the bound on running the vision tower beside the decode steps.
  find_package(CUDAToolkit REQUIRED)
  # The paged attention kernels against inputs that end where mapped memory ends (the driver's
  # virtual memory API): a read past any of them faults. Its own process, since a fault ends
  # the CUDA context.
  folio_add_engine_test(test_paged_bounds_cuda SOURCES kernels/test_paged_bounds_cuda.cpp LABELS gpu)
  target_link_libraries(test_paged_bounds_cuda PRIVATE CUDA::cuda_driver)
  add_executable(folio-sm-share-bench kernels/sm_share_bench.cu)
  target_link_libraries(folio-sm-share-bench PRIVATE CUDA::cuda_driver CUDA::cublas)
  # The persistent decoder against the layered path, and where its time goes.
  add_executable(folio-persistent-bench kernels/persistent_bench.cpp)
  target_link_libraries(folio-persistent-bench PRIVATE folio::engine_internal)
  target_include_directories(folio-persistent-bench PRIVATE ${PROJECT_SOURCE_DIR}/tests/engine
                                                            ${PROJECT_SOURCE_DIR}/engine/src)
  folio_target_defaults(folio-persistent-bench)
endif()

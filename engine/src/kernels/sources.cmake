# Fused operations: the dispatch and ATen fallbacks, always built; CUDA kernels live in engine/kernels.
set(FOLIO_ENGINE_KERNELS_SOURCES
    src/kernels/norm_ops.cpp
    src/kernels/rope_ops.cpp
    src/kernels/attention_ops.cpp
    src/kernels/attention_tail_ops.cpp
    src/kernels/sampling_ops.cpp
    src/kernels/gemv_ops.cpp
    src/kernels/cpu_gemv.cpp
    src/kernels/cpu_attention.cpp
    src/kernels/int8_weight.cpp
    src/kernels/copy_ops.cpp
    src/kernels/screened_head.cpp
    src/kernels/persistent_decoder.cpp
    src/kernels/tuning.cpp)

# CUDA kernels, built only when FOLIO_WITH_CUDA. Plain-pointer launchers (no ATen headers); the
# dispatch in src/kernels calls them.
set(FOLIO_ENGINE_CUDA_SOURCES
    kernels/rms_norm.cu
    kernels/rope.cu
    kernels/silu_mul.cu
    kernels/attention_tail.cu
    kernels/kv_append.cu
    kernels/paged_attention.cu
    kernels/sampling.cu
    kernels/gemv.cu
    kernels/mapped_copy.cu
    kernels/screened_head.cu
    kernels/persistent_decoder.cu)

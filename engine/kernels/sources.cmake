# CUDA kernels, built only when FOLIO_WITH_CUDA.
set(FOLIO_ENGINE_CUDA_SOURCES)

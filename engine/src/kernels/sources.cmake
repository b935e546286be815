# Fused operations: the dispatch and ATen fallbacks, always built; CUDA kernels live in engine/kernels.
set(FOLIO_ENGINE_KERNELS_SOURCES)

# Engine runtime: the Engine API implementation, scheduler, KV cache, sampler (relative to engine/).
set(FOLIO_ENGINE_RUNTIME_SOURCES)

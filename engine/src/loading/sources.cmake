# Sources of the engine's loading area (config.json, safetensors, weight validation), relative to engine/.
set(FOLIO_ENGINE_LOADING_SOURCES)

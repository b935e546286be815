# Sources of the engine's model area, relative to engine/.
set(FOLIO_ENGINE_MODEL_SOURCES)

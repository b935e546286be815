# Sources of the engine's image area, relative to engine/.
set(FOLIO_ENGINE_IMAGE_SOURCES)

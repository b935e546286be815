# Sources of the engine's text area, relative to engine/.
set(FOLIO_ENGINE_TEXT_SOURCES)

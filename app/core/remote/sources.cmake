# Remote OpenAI-compatible backend and the server side of folio serve (paths relative to app/core).
set(FOLIO_CORE_REMOTE_SOURCES)

# Job queue, engine backends (local engine adapter, remote OpenAI-compatible), settings, model manager.
set(FOLIO_CORE_JOBS_SOURCES jobs/ocrbackend.h)

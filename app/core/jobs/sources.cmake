# Job queue, engine backends (local engine adapter, remote OpenAI-compatible), settings, model manager.
set(FOLIO_CORE_JOBS_SOURCES jobs/ocrbackend.h
  jobs/regionblocks.h jobs/regionblocks.cpp
  jobs/jobqueue.h jobs/jobqueue.cpp
  jobs/backgroundpool.h jobs/backgroundpool.cpp
  jobs/tokenconfidence.h jobs/tokenconfidence.cpp
  jobs/recognitionspeed.h jobs/recognitionspeed.cpp
  jobs/localenginebackend.h jobs/localenginebackend.cpp
)
list(APPEND FOLIO_CORE_JOBS_SOURCES jobs/modeldownloader.h jobs/modeldownloader.cpp)

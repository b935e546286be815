# The process itself: signals that end it (paths relative to app/core).
set(FOLIO_CORE_PROCESS_SOURCES
  process/terminationsignals.h process/terminationsignals.cpp)

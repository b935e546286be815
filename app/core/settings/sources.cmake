# Settings: typed QSettings wrapper (paths relative to app/core). Appended to the jobs list so
# app/CMakeLists.txt only needs the include line.
list(APPEND FOLIO_CORE_JOBS_SOURCES settings/settings.h settings/settings.cpp)

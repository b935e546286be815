# Document model, parser, post-processing, project files (paths relative to app/core).
set(FOLIO_CORE_DOCUMENT_SOURCES document/project.h document/project.cpp)

# Document model, parser, post-processing, project files (paths relative to app/core).
set(FOLIO_CORE_DOCUMENT_SOURCES
  document/project.h document/project.cpp
  document/confidence.h document/confidence.cpp
  document/mathspans.h document/mathspans.cpp
  document/table.h document/table.cpp
  document/blocks.h document/blocks.cpp
  document/headerfooter.h document/headerfooter.cpp
  document/postprocess.h document/postprocess.cpp
  document/projectfile.h document/projectfile.cpp
  document/inusemark.h document/inusemark.cpp
  document/autosave.h document/autosave.cpp
  document/recovery.h document/recovery.cpp
  document/missingsources.h document/missingsources.cpp
  document/suggestedpath.h document/suggestedpath.cpp
  document/removedpages.h document/removedpages.cpp)

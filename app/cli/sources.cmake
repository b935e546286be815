# Command-line verbs of the folio executable (paths relative to app/cli).
# The verbs live in a library, folio_cli, so tests link them (options, page ranges, resume)
# without recompiling them; the executable itself compiles only the dispatcher.
set(FOLIO_CLI_SOURCES cli.h cli.cpp)
set(_folio_cli_library_sources
  exitcodes.h verbhelp.h
  pagerange.h pagerange.cpp
  ocroptions.h ocroptions.cpp
  serveoptions.h serveoptions.cpp
  undecodablenames.h undecodablenames.cpp
  launchchecks.h launchchecks.cpp
  quietqtmessages.h quietqtmessages.cpp
  inputdocuments.h inputdocuments.cpp
  outputfolder.h outputfolder.cpp
  resumestore.h resumestore.cpp
  writtenoutputs.h writtenoutputs.cpp
  documentwriter.h documentwriter.cpp
  progressreporter.h progressreporter.cpp
  backendfactory.h backendfactory.cpp
  ocrrun.h ocrrun.cpp
  ocrverb.h ocrverb.cpp
  serveverb.h serveverb.cpp
  watchoptions.h watchoptions.cpp
  watchstate.h watchstate.cpp
  watchrun.h watchrun.cpp
  watchverb.h watchverb.cpp)
list(TRANSFORM _folio_cli_library_sources PREPEND ${CMAKE_CURRENT_LIST_DIR}/)
add_library(folio_cli STATIC ${_folio_cli_library_sources})
add_library(folio::cli ALIAS folio_cli)
target_link_libraries(folio_cli PUBLIC folio::core PRIVATE PkgConfig::POPPLER_QT6)
folio_target_defaults(folio_cli)
folio_sanitize(folio_cli)
# app/CMakeLists.txt links folio_cli into folio-cli and folio after including this file.

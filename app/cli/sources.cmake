# Command-line verbs of the folio executable (paths relative to app/cli).
set(FOLIO_CLI_SOURCES cli.h cli.cpp)

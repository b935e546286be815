# ui sources, one folder per feature (paths relative to ui/).
set(FOLIO_UI_SOURCES
  window/mainwindow.h window/mainwindow.cpp
)

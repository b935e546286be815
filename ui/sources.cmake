# ui sources, one folder per feature (paths relative to ui/).
set(FOLIO_UI_SOURCES
  window/mainwindow.h window/mainwindow.cpp
  window/interfacelanguagemenu.h window/interfacelanguagemenu.cpp
  window/choiceprompt.h window/choiceprompt.cpp
  common/droppedfiles.h common/droppedfiles.cpp
  pages/pagelist.h pages/pagelist.cpp pages/pagetools.h pages/pagetools.cpp
  pages/screenportal.h pages/screenportal.cpp
  pages/missingsourcesbar.h pages/missingsourcesbar.cpp
  pageview/pageview.h pageview/pageview.cpp pageview/regionitem.h pageview/regionitem.cpp
  pageview/layoutboxitem.h pageview/layoutboxitem.cpp
  layout/layoutcontroller.h layout/layoutcontroller.cpp
  editor/resulteditor.h editor/resulteditor.cpp
  editor/markdownhighlighter.h editor/markdownhighlighter.cpp
  editor/spellchecker.h editor/spellchecker.cpp
  editor/suggestionrank.h editor/suggestionrank.cpp
  editor/findreplacebar.h editor/findreplacebar.cpp
  preview/previewview.h preview/previewview.cpp
  jobs/languagebutton.h jobs/languagebutton.cpp
  model/modelpanel.h model/modelpanel.cpp
  export/exportcommand.h export/exportcommand.cpp
)

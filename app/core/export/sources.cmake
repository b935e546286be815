# Exporters: Markdown, DOCX/ODT/EPUB via pandoc, HTML via md4c, plain text (paths relative to app/core).
set(FOLIO_CORE_EXPORT_SOURCES
  export/exportoptions.h
  export/atomicfile.h export/atomicfile.cpp
  export/exporter.h export/exporter.cpp
  export/exportwriters.h
  export/renderprep.h export/renderprep.cpp
  export/htmlrenderer.h export/htmlrenderer.cpp
  export/htmlsanitizer.h export/htmlsanitizer.cpp
  export/markdownexport.cpp
  export/figures.cpp
  export/pandocexport.cpp
  export/officepackage.h export/officepackage.cpp
  export/officelanguage.h export/officelanguage.cpp
  export/htmlexport.cpp
  export/pagemarkers.h export/pagemarkers.cpp
  export/pagetextlayout.h export/pagetextlayout.cpp
  export/regionlayout.h export/regionlayout.cpp
  export/textlayerfont.h export/textlayerfont.cpp
  export/searchablepdfexport.cpp
  export/hocrexport.cpp
  export/blocksjsonexport.cpp
  export/export.qrc)

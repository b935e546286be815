# Importers: images (QImageReader) and PDFs (Poppler-Qt6) (paths relative to app/core).
set(FOLIO_CORE_IMPORT_SOURCES
  import/importer.h import/importer.cpp import/imageimporter.cpp import/pdfimporter.cpp
  import/importjob.h import/importjob.cpp
  import/pageimages.h import/pageimages.cpp
  import/orientation.h import/orientation.cpp
  import/blankpage.h import/blankpage.cpp
)

# Importers: images (QImageReader) and PDFs (Poppler-Qt6) (paths relative to app/core).
set(FOLIO_CORE_IMPORT_SOURCES)

# Exporters: Markdown, DOCX/ODT/HTML via pandoc, plain text (paths relative to app/core).
set(FOLIO_CORE_EXPORT_SOURCES)

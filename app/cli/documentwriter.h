// Writes one document's recognised pages in the chosen format, atomically.
// md: the model's Markdown verbatim, pages introduced by "<!-- page N -->" comments;
// txt: the same text, pages separated by form feeds (as pdftotext does);
// json: {"source", "backend", "pages":[{"page","text","truncated","tokens","seconds"}]};
// docx, html: the Markdown converted by pandoc.
#pragma once

#include <QList>
#include <QString>

#include "cli/inputdocuments.h"
#include "cli/ocroptions.h"
#include "cli/resumestore.h"

namespace folio::cli {

QString renderMarkdown(const QList<PageRecord>& pages, bool markPages);

bool writeDocument(const InputDocument& document, const QList<PageRecord>& pages, OutputFormat format,
                   const QString& outputPath, const QString& backendDescription, QString* error);

}  // namespace folio::cli

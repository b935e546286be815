// The individual exporters behind exportPages(); internal to the export area.
#pragma once

#include "exportoptions.h"

#include <QByteArray>
#include <QHash>

namespace folio {

// Markdown text of all pages (with page-break markers when asked), or of one page.
QString markdownForExport(const QString& pageMarkdown, const ExportOptions& options);
QString markdownPageBreak();
QString markdownToPlainText(const QString& markdown);
// The page's figure lines pointed at cut-out files (figureKey -> path relative to the .md).
QString markdownWithFigureFiles(const QString& pageMarkdown, const QHash<QString, QString>& figureFiles);

// Figure cut-outs of one page: placeholder key (see figureKey) -> PNG image.
// Sets `error` (naming the page) only where a page with figure boxes has an image loader that fails.
QHash<QString, QImage> cutFigures(const ExportPage& page, QString* error);

// False, saying why, where `path` exists and may not be replaced.
bool mayWriteOutput(const QString& path, bool overwrite, QString* error);
// Writes `data` atomically; refuses an existing file without overwrite. Error names the file.
bool writeOutput(const QString& path, const QByteArray& data, bool overwrite, QString* error);

// DOCX, ODT or EPUB (options.format) through pandoc.
ExportResult exportThroughPandoc(const QList<ExportPage>& pages, const ExportOptions& options);
ExportResult exportHtml(const QList<ExportPage>& pages, const ExportOptions& options);
ExportResult exportSearchablePdf(const QList<ExportPage>& pages, const ExportOptions& options);
ExportResult exportHocr(const QList<ExportPage>& pages, const ExportOptions& options);
ExportResult exportBlocksJson(const QList<ExportPage>& pages, const ExportOptions& options);

}  // namespace folio

// Export of pages to Markdown, DOCX (pandoc), HTML and plain text. Build the page list on the GUI
// thread (pagesForExport), then run exportPagesAsync: the work happens on Qt's thread pool and the
// future carries the result; nothing blocks the GUI. An existing output file is never replaced
// unless options.overwrite is set (the UI asks the user first).
#pragma once

#include "exportoptions.h"

#include <QFuture>
#include <QList>
#include <QUuid>

namespace folio {

class Project;

// The pages to export, in project order: all of them when `pageIds` is empty.
QList<ExportPage> pagesForExport(const Project& project, const QList<QUuid>& pageIds = {});

// The language an export declares (EPUB needs one), as BCP 47 ("de", "pt-BR"): the first language
// hint; without one, the language `text` is in where it tells (textlanguage.h), else the
// interface's; English for the C locale.
QString exportLanguage(const QStringList& languageHints, const QString& text = {});
// The same for the pages of an export: the beginning of each page's text tells.
QString exportLanguage(const QStringList& languageHints, const QList<ExportPage>& pages);

// Blocking; any thread.
ExportResult exportPages(const QList<ExportPage>& pages, const ExportOptions& options);
QFuture<ExportResult> exportPagesAsync(const QList<ExportPage>& pages, const ExportOptions& options);

// The files an export would write (MarkdownPerPage: one per page), so the UI can ask about them.
QStringList exportTargets(int pageCount, const ExportOptions& options);
// The file names of an earlier, longer file-per-page export to the same name, past `pageCount`:
// an export leaves them as they are, and says so.
QStringList pageFilesBeyond(int pageCount, const ExportOptions& options);

// pandoc's first version line ("pandoc 2.17.1.1"), or empty with *error in words.
QString pandocVersion(const QString& pandocPath, QString* error);

}  // namespace folio

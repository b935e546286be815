// File > Export: asks where and in which format, then exports on the thread pool through
// core's exporters; the window stays usable and the status bar reports the outcome.
#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

#include "document/postprocess.h"
#include "export/exportoptions.h"

class QMainWindow;

namespace folio {

class Project;
class PageImages;

// The questions the export asks; empty members use the standard dialogs (tests answer them).
struct ExportPrompts {
    // Returns the chosen file (empty: cancelled), offered `suggested` first; `filter` holds
    // the chosen file type.
    std::function<QString(const QString& suggested, QString* filter)> chooseFile;
    // Asked before existing files are replaced (a file per page: every one that exists); false
    // keeps them untouched and offers the file dialog again.
    std::function<bool(const QStringList& existing)> confirmOverwrite;
    // Told why a chosen file is refused (a scan of the project, the project file), before the
    // file dialog is offered again.
    std::function<void(const QString& why)> refuse;
    // Asked before exporting while pages have no text yet (`question` says how many); false: no export.
    std::function<bool(const QString& question)> confirmIncomplete;
    // Layout labels the reflowed formats (Markdown, Word, ODT, EPUB, HTML, text) leave out; the page-shaped
    // ones (searchable PDF, hOCR, blocks JSON) keep the whole page as scanned.
    QStringList dropLabels;
    PostProcessOptions postProcess;  // clean-ups applied to what is exported, never to the project
    bool pageMarkers = false;        // Markdown and text: "<!-- folio: page N of FILE -->" before each page
    // The type the dialog offers first (the last one chosen), and who remembers the one chosen now.
    std::optional<ExportFormat> lastFormat;
    std::function<void(ExportFormat)> formatChosen;
};

// `projectPath` (empty while untitled) names the suggested file; otherwise the first page's
// source does. A name ending in a type's extension (or .htm, .markdown) is of that type; any
// other name ("report", "Report v1.2") gets the chosen type's extension. The export never
// replaces the project's own scans or project file (a searchable PDF named like its scan).
void exportDocument(QMainWindow* window, const Project& project, const PageImages& images,
                    const ExportPrompts& prompts = {}, const QString& projectPath = {});

// The object name of an export's QFutureWatcher (a child of the window, its "file" property the
// file's name) while it runs: closing the window asks about it.
inline constexpr const char* kRunningExportName = "folio-running-export";

// The export dialog's file types, Markdown first.
QStringList exportFileTypes(const Project& project);

// Where the export dialog starts: beside the project (or the first page's file), same name, as
// suggestedFilePath says.
QString suggestedExportPath(const Project& project, const QString& projectPath);

}  // namespace folio

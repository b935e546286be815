// File > Export: asks where and in which format, then exports on the thread pool through
// core's exporters; the window stays usable and the status bar reports the outcome.
#pragma once

#include <QString>
#include <functional>

class QMainWindow;

namespace folio {

class Project;
class PageImages;

// The questions the export asks; empty members use the standard dialogs (tests answer them).
struct ExportPrompts {
    // Returns the chosen file (empty: cancelled); `filter` holds the chosen file type.
    std::function<QString(QString* filter)> chooseFile;
    // Asked before an existing file is replaced; false keeps the file untouched.
    std::function<bool(const QString& path)> confirmOverwrite;
};

void exportDocument(QMainWindow* window, const Project& project, const PageImages& images,
                    const ExportPrompts& prompts = {});

}  // namespace folio

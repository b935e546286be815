// Where a save or export dialog starts for a project.
#pragma once

#include <QString>

namespace folio {

class Project;

// Beside the project's file, or while untitled beside its first page's scan, named after it with
// `extension` (".folio", ".md"). Where that folder cannot be written (a scanner's share, a CD),
// is Folio's own (pages pasted from the clipboard) or there is nothing to name it after:
// `untitledName` + `extension` in `fallbackFolder`, or in the documents folder.
QString suggestedFilePath(const Project& project, const QString& projectPath, const QString& extension,
                          const QString& untitledName, const QString& fallbackFolder = {});

}  // namespace folio

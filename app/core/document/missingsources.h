// Pages whose scan is not where the project says (its folder moved or renamed, a drive not
// mounted), and finding those files again under a folder the user points to.
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace folio {

class Project;

// The source files of the project's pages that do not exist, in page order, each once.
QStringList missingSourceFiles(const Project& project);

// For each of `missing`, a file of the same name under `folder`: the folder itself first, then
// its subfolders (at most `maxEntries` entries looked at, so a whole disk picked by mistake
// returns); among several of one name, the one whose folder is named as the missing file's was.
// Only the files found are in the result, missing path -> found path.
QHash<QString, QString> findMovedFiles(const QStringList& missing, const QString& folder,
                                       int maxEntries = 200000);

}  // namespace folio

#include "missingsources.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>

#include "project.h"

namespace folio {

QStringList missingSourceFiles(const Project& project) {
    QStringList missing;
    QSet<QString> checked;
    for (const Page& page : project.pages()) {
        const QString& path = page.source.filePath;
        if (path.isEmpty() || checked.contains(path)) continue;
        checked.insert(path);
        if (!QFileInfo::exists(path)) missing << path;
    }
    return missing;
}

QHash<QString, QString> findMovedFiles(const QStringList& missing, const QString& folder, int maxEntries) {
    QHash<QString, QStringList> candidates;  // file name -> files of that name under `folder`
    for (const QString& path : missing) candidates.insert(QFileInfo(path).fileName(), {});
    int looked = 0;
    QDirIterator it(folder, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext() && looked++ < maxEntries) {
        const QString path = it.next();
        const auto named = candidates.find(it.fileName());
        if (named != candidates.end()) named->append(path);
    }
    const QString top = QDir(folder).absolutePath();
    QHash<QString, QString> found;
    for (const QString& path : missing) {
        const QStringList& files = candidates.value(QFileInfo(path).fileName());
        if (files.isEmpty()) continue;
        const QString oldFolderName = QFileInfo(QFileInfo(path).absolutePath()).fileName();
        QString best = files.first();
        for (const QString& file : files) {
            const QString where = QFileInfo(file).absolutePath();
            if (where == top) {  // right in the folder picked: what the user pointed at
                best = file;
                break;
            }
            if (QFileInfo(where).fileName() == oldFolderName) best = file;
        }
        found.insert(path, best);
    }
    return found;
}

}  // namespace folio

#include "suggestedpath.h"

#include <QFileInfo>
#include <QStandardPaths>

#include "project.h"

namespace folio {

QString suggestedFilePath(const Project& project, const QString& projectPath, const QString& extension,
                          const QString& untitledName, const QString& fallbackFolder) {
    const QString named = !projectPath.isEmpty()        ? projectPath
                          : project.pages().isEmpty() ? QString()
                                                      : project.pages().first().source.filePath;
    if (!named.isEmpty()) {
        const QFileInfo file(named);
        const QFileInfo folder(file.absolutePath());
        const QString ours = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        if (folder.isDir() && folder.isWritable() && !folder.absoluteFilePath().startsWith(ours))
            return folder.absoluteFilePath() + u'/' + file.completeBaseName() + extension;
    }
    const QString folder = !fallbackFolder.isEmpty() && QFileInfo(fallbackFolder).isDir()
                               ? fallbackFolder
                               : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return folder + u'/' + untitledName + extension;
}

}  // namespace folio

#include "cli/outputfolder.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryFile>
#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace folio::cli {

namespace {

// Why a folder cannot be made: the nearest part of the path that exists is a file, or cannot be
// written to (the system's words: "Read-only file system", "Permission denied").
QString whyNotCreated(const QString& folder) {
    QString existing = QDir::cleanPath(QDir(folder).absolutePath());
    while (!QFileInfo::exists(existing) && existing != QDir::rootPath()) existing = QFileInfo(existing).absolutePath();
    if (!QFileInfo(existing).isDir()) return QStringLiteral("%1 is a file, not a folder").arg(existing);
    if (::access(QFile::encodeName(existing).constData(), W_OK) != 0)
        return QStringLiteral("%1: %2").arg(existing, QString::fromLocal8Bit(std::strerror(errno)));
    return QStringLiteral("the system gave no reason");
}

}  // namespace

bool prepareOutputFolder(const QString& folder, QString* error) {
    const QFileInfo info(folder);
    if (info.exists() && !info.isDir()) {
        *error = QStringLiteral("%1: is a file; the output must go to a folder").arg(folder);
        return false;
    }
    if (!QDir().mkpath(folder)) {
        *error = QStringLiteral("%1: cannot create the output folder (%2)").arg(folder, whyNotCreated(folder));
        return false;
    }
    QTemporaryFile probe(QDir(folder).filePath(QStringLiteral(".folio-write-test-XXXXXX")));
    if (!probe.open()) {
        *error = QStringLiteral("%1: cannot write in the output folder (%2)").arg(folder, probe.errorString());
        return false;
    }
    return true;
}

}  // namespace folio::cli

#include "inusemark.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>

namespace folio {

namespace {

// One spelling for every path to the same file: the folder's symbolic links and ".." resolved
// (the file itself may not exist yet).
QString canonicalPath(const QString& path) {
    const QFileInfo info(path);
    const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    return (folder.isEmpty() ? info.absolutePath() : folder) + u'/' + info.fileName();
}

std::unique_ptr<QLockFile> openLock(const QString& lockPath) {
    auto lock = std::make_unique<QLockFile>(lockPath);
    lock->setStaleLockTime(0);  // a window holds its mark for days: only a dead owner's is stale
    return lock;
}

}  // namespace

InUseMark::InUseMark() = default;

InUseMark::~InUseMark() { release(); }

QString InUseMark::lockFolder() {
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/locks");
    QDir().mkpath(folder);
    return folder;
}

QString InUseMark::lockPathFor(const QString& path) {
    const QByteArray hash = QCryptographicHash::hash(canonicalPath(path).toUtf8(), QCryptographicHash::Sha1).toHex();
    return lockFolder() + u'/' + QString::fromLatin1(hash) + QStringLiteral(".lock");
}

void InUseMark::removeStaleMarks() {
    const QDir folder(lockFolder());
    for (const QString& name : folder.entryList({QStringLiteral("*.lock")}, QDir::Files)) {
        // Taking a stale mark removes the dead owner's file; unlocking removes ours.
        const auto lock = openLock(folder.filePath(name));
        if (lock->tryLock(0)) lock->unlock();
    }
}

bool InUseMark::claim(const QString& path) {
    if (m_lock && canonicalPath(path) == canonicalPath(m_path)) return true;
    release();
    auto lock = openLock(lockPathFor(path));
    if (!lock->tryLock(0)) return false;
    m_lock = std::move(lock);
    m_path = path;
    return true;
}

void InUseMark::release() {
    if (m_lock) m_lock->unlock();
    m_lock.reset();
    m_path.clear();
}

bool InUseMark::isInUse(const QString& path) {
    const auto lock = openLock(lockPathFor(path));
    if (lock->tryLock(0)) {
        lock->unlock();
        return false;
    }
    // Held by a live owner; a lock that cannot even be made (a read-only data folder) marks
    // nothing, and hiding every copy behind it would be worse than the risk it guards against.
    return lock->error() == QLockFile::LockFailedError;
}

}  // namespace folio

#include "autosave.h"

#include "project.h"
#include "projectfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>
#include <QtConcurrent>
#include <utility>

namespace folio {

QString Autosave::recoveryFolder() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
    QDir().mkpath(dir);
    return dir;
}

Autosave::Autosave(Project* project, QObject* parent) : QObject(parent), m_project(project) {
    m_timer.setInterval(std::chrono::seconds(30));
    // Precise: the promise "nothing older than one interval is lost" depends on the timer.
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveInBackground);
    m_settle.setSingleShot(true);
    m_settle.setInterval(std::chrono::seconds(2));
    connect(&m_settle, &QTimer::timeout, this, &Autosave::saveInBackground);
    connect(m_project, &Project::edited, this, [this] {
        if (m_running) m_settle.start();
    });
    m_writer.setMaxThreadCount(1);
    connect(&m_written, &QFutureWatcher<QString>::finished, this, &Autosave::onWrittenInBackground);
    m_recoveryPath = recoveryPathFor({});
    m_inUse.claim(m_recoveryPath);
}

Autosave::~Autosave() { waitForWrite(); }

void Autosave::waitForWrite() {
    if (!m_written.isRunning()) return;
    m_written.waitForFinished();
    onWrittenInBackground();  // its outcome counts before anything else happens to the copy
}

bool Autosave::needsCopy() const {
    // Nothing to protect: unchanged since the last copy, or saved by the user (not modified).
    return m_project && m_project->revision() != m_savedRevision && (m_project->isModified() || m_hasCopy);
}

void Autosave::saveInBackground() {
    // A large project takes a second to write: the window must not stop for it every interval.
    if (m_written.isRunning() || !needsCopy()) return;
    if (m_projectPath.isEmpty() && m_project->pages().isEmpty() && m_project->unfinishedImports().isEmpty())
        return void(saveNow());  // nothing to write, perhaps a copy to take away
    m_backgroundRevision = m_project->revision();
    m_backgroundPath = m_recoveryPath;
    m_written.setFuture(QtConcurrent::run(&m_writer, [snapshot = m_project->snapshot(), path = m_recoveryPath,
                                                      project = m_projectPath] {
        QString error;
        return saveProjectFile(snapshot, path, &error, project) ? QString() : error.isEmpty() ? QStringLiteral("?") : error;
    }));
}

void Autosave::onWrittenInBackground() {
    if (m_backgroundPath.isEmpty()) return;  // taken already (waitForWrite)
    const QString error = m_written.future().resultCount() > 0 ? m_written.result() : QStringLiteral("?");
    const QString path = std::exchange(m_backgroundPath, QString());
    if (path != m_recoveryPath) return;  // the project moved on meanwhile
    if (!error.isEmpty()) {
        saveNow();  // again, at once, with the data folder to fall back on and the failure said
        return;
    }
    m_savedRevision = m_backgroundRevision;
    m_hasCopy = true;
    emit saved(m_recoveryPath);
    // Edits made while it was written (a large project takes a second) get their copy after
    // the next pause too, not only at the next interval.
    if (m_running && needsCopy() && !m_settle.isActive()) m_settle.start();
}

void Autosave::setProjectPath(const QString& projectPath) {
    waitForWrite();
    if (projectPath == m_projectPath && !m_recoveryPath.isEmpty()) return;
    const QString old = m_recoveryPath;
    m_projectPath = projectPath;
    m_recoveryPath = recoveryPathFor(projectPath);
    // Fails only when two windows open one project at the same moment (the window asks before
    // opening a project held elsewhere); both then write the copy, and nothing is lost.
    m_inUse.claim(m_recoveryPath);
    if (m_hasCopy && old != m_recoveryPath) QFile::remove(old);
    m_hasCopy = false;
    m_savedRevision = 0;
}

void Autosave::setInterval(std::chrono::milliseconds interval) { m_timer.setInterval(interval); }

void Autosave::start() {
    m_running = true;
    m_timer.start();
}

void Autosave::stop() {
    m_running = false;
    m_timer.stop();
    m_settle.stop();
}

bool Autosave::saveNow() {
    if (!m_project) return false;
    waitForWrite();
    if (!needsCopy()) return true;
    // An untitled project without pages (its languages changed, its pages all removed) holds
    // nothing that a restore after a crash would give back.
    if (m_projectPath.isEmpty() && m_project->pages().isEmpty() && m_project->unfinishedImports().isEmpty()) {
        if (m_hasCopy) discard();
        return true;
    }
    QString error;
    const quint64 revision = m_project->revision();
    bool written = saveProjectFile(m_project->snapshot(), m_recoveryPath, &error, m_projectPath);
    const QString fallback = m_projectPath.isEmpty() ? QString() : dataFolderPathFor(m_projectPath);
    if (!written && !fallback.isEmpty() && m_recoveryPath != fallback) {
        // The project's folder went away, filled up or became read-only: the data folder keeps
        // the copy from now on.
        if (m_hasCopy) QFile::remove(m_recoveryPath);
        m_recoveryPath = fallback;
        m_inUse.claim(m_recoveryPath);
        written = saveProjectFile(m_project->snapshot(), m_recoveryPath, &error, m_projectPath);
    }
    if (!written) {
        emit failed(error);
        return false;
    }
    m_savedRevision = revision;
    m_hasCopy = true;
    emit saved(m_recoveryPath);
    return true;
}

void Autosave::discard() {
    waitForWrite();
    QFile::remove(m_recoveryPath);
    m_hasCopy = false;
    if (m_project) m_savedRevision = m_project->revision();
}

void Autosave::close() {
    stop();
    discard();
    m_inUse.release();
}

void Autosave::adoptRecoveryFile(const QString& recoveryPath) {
    waitForWrite();
    if (m_hasCopy && m_recoveryPath != recoveryPath) QFile::remove(m_recoveryPath);
    m_recoveryPath = recoveryPath;
    m_inUse.claim(m_recoveryPath);
    m_hasCopy = true;
    m_savedRevision = 0;  // the next change writes it again
}

QString Autosave::dataFolderPathFor(const QString& projectPath) {
    const QFileInfo info(projectPath);
    const QByteArray hash = QCryptographicHash::hash(info.absoluteFilePath().toUtf8(), QCryptographicHash::Sha1).toHex();
    // The hash names it; the start of the project's name only helps a person looking there.
    return recoveryFolder() + u'/' + info.completeBaseName().left(kNameStart) + u'-' + QString::fromLatin1(hash.left(12)) +
           QStringLiteral(".folio.autosave");
}

QString Autosave::recoveryPathFor(const QString& projectPath) {
    if (projectPath.isEmpty())
        return recoveryFolder() + QStringLiteral("/untitled-%1.folio").arg(QUuid::createUuid().toString(QUuid::WithoutBraces));
    const QFileInfo info(projectPath);
    const QFileInfo dir(info.absolutePath());
    const QString beside = info.absoluteFilePath() + QStringLiteral(".autosave");
    // A read-only folder (a CD, a shared folder), or a name the file system cannot lengthen.
    if (dir.isDir() && dir.isWritable() && QFile::encodeName(QFileInfo(beside).fileName()).size() <= kLongestFileName)
        return beside;
    return dataFolderPathFor(projectPath);
}

bool Autosave::isOpenElsewhere(const QString& projectPath) {
    return InUseMark::isInUse(recoveryPathFor(projectPath)) || InUseMark::isInUse(dataFolderPathFor(projectPath));
}

QString Autosave::recoveryCopyOf(const QString& projectPath) {
    QString newest;
    for (const QString& candidate : {QFileInfo(projectPath).absoluteFilePath() + QStringLiteral(".autosave"),
                                     dataFolderPathFor(projectPath)}) {
        const QFileInfo copy(candidate);
        if (copy.isFile() && (newest.isEmpty() || copy.lastModified() > QFileInfo(newest).lastModified()))
            newest = candidate;
    }
    return newest;
}

QString Autosave::pendingRecoveryFor(const QString& projectPath) {
    const QString recovery = recoveryCopyOf(projectPath);
    const QFileInfo project(projectPath);
    if (recovery.isEmpty()) return {};
    if (project.exists() && QFileInfo(recovery).lastModified() < project.lastModified()) return {};
    return recovery;
}

}  // namespace folio

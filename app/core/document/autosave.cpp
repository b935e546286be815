#include "autosave.h"

#include "project.h"
#include "projectfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>

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
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    m_recoveryPath = recoveryPathFor({});
    m_inUse.claim(m_recoveryPath);
}

Autosave::~Autosave() = default;

void Autosave::setProjectPath(const QString& projectPath) {
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

bool Autosave::saveNow() {
    if (!m_project) return false;
    // Nothing to protect: unchanged since the last copy, or saved by the user (not modified).
    if (m_project->revision() == m_savedRevision || (!m_project->isModified() && !m_hasCopy)) return true;
    // An untitled project without pages (its languages changed, its pages all removed) holds
    // nothing that a restore after a crash would give back.
    if (m_projectPath.isEmpty() && m_project->pages().isEmpty() && m_project->unfinishedImports().isEmpty()) {
        if (m_hasCopy) discard();
        return true;
    }
    QString error;
    const quint64 revision = m_project->revision();
    if (!saveProjectFile(m_project->snapshot(), m_recoveryPath, &error, m_projectPath)) {
        emit failed(error);
        return false;
    }
    m_savedRevision = revision;
    m_hasCopy = true;
    emit saved(m_recoveryPath);
    return true;
}

void Autosave::discard() {
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
    if (m_hasCopy && m_recoveryPath != recoveryPath) QFile::remove(m_recoveryPath);
    m_recoveryPath = recoveryPath;
    m_inUse.claim(m_recoveryPath);
    m_hasCopy = true;
    m_savedRevision = 0;  // the next change writes it again
}

QString Autosave::recoveryPathFor(const QString& projectPath) {
    if (projectPath.isEmpty())
        return recoveryFolder() + QStringLiteral("/untitled-%1.folio").arg(QUuid::createUuid().toString(QUuid::WithoutBraces));
    const QFileInfo info(projectPath);
    const QFileInfo dir(info.absolutePath());
    if (dir.isDir() && dir.isWritable()) return info.absoluteFilePath() + QStringLiteral(".autosave");
    // The project's folder is read-only (a CD, a shared folder): keep the copy in our data folder.
    const QByteArray hash = QCryptographicHash::hash(info.absoluteFilePath().toUtf8(), QCryptographicHash::Sha1).toHex();
    return recoveryFolder() + u'/' + info.completeBaseName() + u'-' + QString::fromLatin1(hash.left(12)) +
           QStringLiteral(".folio.autosave");
}

bool Autosave::isOpenElsewhere(const QString& projectPath) {
    return InUseMark::isInUse(recoveryPathFor(projectPath));
}

QString Autosave::pendingRecoveryFor(const QString& projectPath) {
    const QString recovery = recoveryPathFor(projectPath);
    const QFileInfo copy(recovery);
    const QFileInfo project(projectPath);
    if (!copy.exists()) return {};
    if (project.exists() && copy.lastModified() < project.lastModified()) return {};
    return recovery;
}

}  // namespace folio

// Recovery copies of a project. When edits pause for the settle delay (a couple of seconds), and
// every interval while they go on, a project changed since the last copy is written atomically
// as a full project file to the recovery path: "<project>.folio.autosave"
// beside the project when that folder is writable, otherwise (and for untitled projects, and when
// a copy beside the project cannot be written) under the application data folder's "recovery/". After a crash or kill, opening the recovery file
// restores everything typed before the last pause, and at worst more than one interval before. The copy's path is marked in use
// (InUseMark) for as long as this object writes it, which also marks the project as open in a
// window. Lives on the GUI thread with its project.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThreadPool>
#include <QTimer>
#include <chrono>

#include "inusemark.h"

namespace folio {

class Project;

class Autosave : public QObject {
    Q_OBJECT
public:
    explicit Autosave(Project* project, QObject* parent = nullptr);
    ~Autosave() override;

    // The project's own file (empty while untitled); chooses the recovery path.
    void setProjectPath(const QString& projectPath);
    QString projectPath() const { return m_projectPath; }
    QString recoveryPath() const { return m_recoveryPath; }

    void setInterval(std::chrono::milliseconds interval);
    std::chrono::milliseconds interval() const { return std::chrono::milliseconds(m_timer.interval()); }
    // How long edits must pause before a copy is written (a crash loses at most what was typed
    // since the last pause).
    void setSettleDelay(std::chrono::milliseconds delay) { m_settle.setInterval(delay); }
    void start();
    void stop();

    // Writes now if the project changed since the last copy. False (and failed()) on a write error.
    // The interval's copies are written on a thread of their own (saved() follows); this one
    // waits for such a write first.
    bool saveNow();
    // After a regular save or a clean close the recovery copy is obsolete: remove it.
    void discard();
    // The window closes on purpose: no more copies, the copy removed and its path (and the
    // project) no longer marked in use.
    void close();
    // Continues writing to an existing recovery copy (a restored one), which is kept until
    // the next save or discard.
    void adoptRecoveryFile(const QString& recoveryPath);

    // Where the recovery copy of `projectPath` goes (empty path: a new untitled file name):
    // beside it, or in the data folder when the folder is read-only or the name too long. A copy
    // that cannot be written beside the project goes to the data folder instead.
    static QString recoveryPathFor(const QString& projectPath);
    static QString dataFolderPathFor(const QString& projectPath);
    // The newest recovery copy of `projectPath` (beside it or in the data folder), whatever its
    // age; empty when there is none. A window may be writing it (isOpenElsewhere).
    static QString recoveryCopyOf(const QString& projectPath);
    // The same, only when newer than the project itself (what a start after a crash offers).
    static QString pendingRecoveryFor(const QString& projectPath);
    // The data folder's "recovery/", made when missing.
    static QString recoveryFolder();
    // Whether another window (of any Folio process still running) has `projectPath` open.
    static bool isOpenElsewhere(const QString& projectPath);

signals:
    void saved(const QString& recoveryPath);
    void failed(const QString& error);

private:
    static constexpr int kLongestFileName = 255;  // bytes, on Linux file systems
    bool needsCopy() const;
    void saveInBackground();
    void onWrittenInBackground();
    void waitForWrite();

    QTimer m_settle;
    bool m_running = false;
    QThreadPool m_writer;
    QFutureWatcher<QString> m_written;  // the error, empty when written
    QString m_backgroundPath;           // where the write in flight goes; empty: none
    quint64 m_backgroundRevision = 0;
    static constexpr int kNameStart = 60;

    QPointer<Project> m_project;
    QTimer m_timer;
    QString m_projectPath;
    QString m_recoveryPath;
    InUseMark m_inUse;
    quint64 m_savedRevision = 0;
    bool m_hasCopy = false;
};

}  // namespace folio

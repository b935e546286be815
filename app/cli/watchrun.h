// `folio watch`: recognises the images and PDFs that appear in a folder, one file at a time,
// each through an OcrRun as `folio ocr` would, into the same output folder. A file is read only
// once its size and modification time have stayed the same for the settle time (a scanner or a
// copy may still be writing it). Finished files go into the WatchState, so a restart skips them;
// a file that fails is reported and left until it changes (or the next start), and the others
// go on; one that failed for a reason that may pass (the backend, writing OUT) is tried again
// with a growing wait. New files are noticed through QFileSystemWatcher, and by a periodic full search for
// what notifications miss (network shares, subfolders created meanwhile).
#pragma once

#include <QElapsedTimer>
#include <QFileSystemWatcher>
#include <QHash>
#include <QJsonObject>
#include <QQueue>
#include <QSet>
#include <QTimer>
#include <memory>

#include "cli/ocrrun.h"
#include "cli/watchoptions.h"
#include "cli/watchstate.h"

namespace folio::cli {

class WatchRun : public QObject {
    Q_OBJECT
public:
    WatchRun(const WatchOptions& options, OcrBackend* backend, QObject* parent = nullptr);

    // Loads the state and starts watching; false with *error when the state cannot be read or
    // OUT cannot be created.
    bool start(QString* error);
    // Stops: a file being recognised is abandoned (its finished pages stay saved); stopped() follows.
    void stop();

signals:
    void stopped();

private:
    struct Sighting {
        qint64 size = -1;
        qint64 modifiedMs = 0;
        qint64 unchangedSinceMs = 0;  // on m_clock
    };

    void rescan();
    void checkSettled();
    void look(const QString& path);
    void processNext();
    void fail(const QString& path, const Sighting& sighting, const QString& reason);
    // A failure that may pass: the file is tried again after a wait that doubles each time.
    void retryLater(const QString& path, const Sighting& sighting, const QString& reason);
    void queueDueRetries();
    void onRunDone(int exitCode);
    QString relativePath(const QString& path) const;
    QString outputDirFor(const QString& relative) const;
    // stdout: one documented event a line, as text or (--json) as `json`; names in `event`
    // are escaped here unless `namesEscaped`.
    void say(const QString& event, const QJsonObject& json, bool namesEscaped = false);
    void sayFinished(const QString& file, const QString& output, bool partial);
    // retryMs > 0: a failure that may pass, tried again then.
    void sayFailed(const QString& file, const QString& reason, int retryMs = 0, bool nameEscaped = false);
    void saySkipped(const QString& file, const QString& why);
    // Files and folders whose names are not UTF-8: each is a failed event once.
    void reportUndecodableNames(const QString& outPrefix);
    void status(const QString& line) const;   // stderr, unless --quiet

    WatchOptions m_options;
    OcrBackend* m_backend;
    WatchState m_state;
    QFileSystemWatcher m_watcher;
    QTimer m_rescanTimer;
    QTimer m_settleTimer;
    QElapsedTimer m_clock;
    QHash<QString, Sighting> m_sightings;      // seen, not yet settled (absolute paths)
    QHash<QString, Sighting> m_failed;         // failed at this size and time: left until it changes
    struct Retry {
        Sighting sighting;  // as it failed; a change ends the wait
        qint64 dueMs = 0;   // on m_clock; max while queued
        int delayMs = 0;    // the last wait
    };
    QHash<QString, Retry> m_retries;           // failed for a reason that may pass
    QQueue<QPair<QString, Sighting>> m_queue;  // settled, waiting
    QSet<QString> m_skipReported;              // finished before: said once
    QSet<QString> m_undecodableReported;       // names that are not UTF-8, escaped: said once
    QString m_current;                         // being recognised
    Sighting m_currentSighting;
    WatchedFile m_currentFile;
    std::unique_ptr<ProgressReporter> m_progress;
    std::unique_ptr<OcrRun> m_run;
    bool m_stopping = false;
    QString m_settings;  // WatchedFile::settings of this run
};

}  // namespace folio::cli

// Imports files on the thread pool and hands each file's pages back on the GUI thread, in the
// order the files were given, as soon as each one is ready; a long PDF or multi-page TIFF in
// parts of a few pages, so that its first pages show at once and the progress says how far it
// is. Pages are kept as compactly as their pixels allow (compactPageImage). The job keeps no copy
// of what it handed over: a page the user removes is freed at once.
#pragma once

#include <QFuture>
#include <QObject>
#include <atomic>
#include <memory>

#include "importer.h"

namespace folio {

class ImportJob : public QObject {
    Q_OBJECT
public:
    explicit ImportJob(QObject* parent = nullptr);
    ~ImportJob() override;

    // Starts importing (folders expanded) from `options.firstPage` of each file. A job already
    // running is cancelled and replaced.
    void start(const QStringList& paths, const ImportOptions& options = {});
    // Stops at once, also a PDF page being rendered; returns when the worker has stopped. Nothing
    // more of the job arrives, finished() neither.
    void cancel();
    // Started, and finished() not yet emitted (pages may still be on their way).
    bool isRunning() const { return m_running; }

signals:
    void fileImported(const folio::ImportedFile& file);  // pages, errors, or needsPassword
    // `file`: the file being read in parts (empty between files), `pagesRead` of its `pageCount`.
    void progress(int filesDone, int filesTotal, const QString& file, int pagesRead, int pageCount);
    void finished();  // after the last file's fileImported

private:
    void deliver(quint64 generation, const ImportedFile& file);
    void finish(quint64 generation);

    // The worker hands files and its end over by queued calls, each tagged with its job's
    // generation: a future's results would hold every page until the next import, and a
    // replaced job's late callouts must not reach the next one.
    QFuture<void> m_worker;
    quint64 m_generation = 0;
    bool m_running = false;
    std::shared_ptr<std::atomic_bool> m_cancel = std::make_shared<std::atomic_bool>(false);
    int m_total = 0;
    int m_filesDone = 0;
};

}  // namespace folio

Q_DECLARE_METATYPE(folio::ImportedFile)

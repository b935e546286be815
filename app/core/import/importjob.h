// Imports files on the thread pool and hands each file's pages back on the GUI thread, in the
// order the files were given, as soon as each one is ready; a long PDF or multi-page TIFF in
// parts of a few pages, so that its first pages show at once and the progress says how far it
// is. Pages are kept as compactly as their pixels allow (compactPageImage).
#pragma once

#include <QFutureWatcher>
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

    // Starts importing (folders expanded). A job already running is cancelled and replaced.
    void start(const QStringList& paths, const ImportOptions& options = {});
    // Stops at once, also a PDF page being rendered; returns when the worker has stopped.
    void cancel();
    bool isRunning() const;

signals:
    void fileImported(const folio::ImportedFile& file);  // pages, errors, or needsPassword
    // `file`: the file being read in parts (empty between files), `pagesRead` of its `pageCount`.
    void progress(int filesDone, int filesTotal, const QString& file, int pagesRead, int pageCount);
    void finished();

private:
    QFutureWatcher<ImportedFile> m_watcher;
    std::shared_ptr<std::atomic_bool> m_cancel = std::make_shared<std::atomic_bool>(false);
    int m_total = 0;
    int m_filesDone = 0;
};

}  // namespace folio

Q_DECLARE_METATYPE(folio::ImportedFile)

// Imports files on the thread pool and hands each file's pages back on the GUI thread, in the
// order the files were given, as soon as each one is ready.
#pragma once

#include <QFutureWatcher>
#include <QObject>

#include "importer.h"

namespace folio {

class ImportJob : public QObject {
    Q_OBJECT
public:
    explicit ImportJob(QObject* parent = nullptr);
    ~ImportJob() override;

    // Starts importing (folders expanded). A job already running is cancelled and replaced.
    void start(const QStringList& paths, const ImportOptions& options = {});
    void cancel();
    bool isRunning() const;

signals:
    void fileImported(const folio::ImportedFile& file);  // pages, errors, or needsPassword
    void progress(int filesDone, int filesTotal);
    void finished();

private:
    QFutureWatcher<ImportedFile> m_watcher;
    int m_total = 0;
};

}  // namespace folio

Q_DECLARE_METATYPE(folio::ImportedFile)

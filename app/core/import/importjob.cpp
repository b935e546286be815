#include "importjob.h"

#include <QPromise>
#include <QtConcurrent>

#include "blankpage.h"

namespace folio {

ImportJob::ImportJob(QObject* parent) : QObject(parent) {
    connect(&m_watcher, &QFutureWatcher<ImportedFile>::resultReadyAt, this, [this](int index) {
        emit fileImported(m_watcher.resultAt(index));
        emit progress(index + 1, m_total);
    });
    connect(&m_watcher, &QFutureWatcher<ImportedFile>::finished, this, &ImportJob::finished);
}

ImportJob::~ImportJob() {
    m_cancel->store(true);
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void ImportJob::start(const QStringList& paths, const ImportOptions& options) {
    cancel();
    const QStringList files = expandImportPaths(paths);
    m_total = int(files.size());
    m_cancel = std::make_shared<std::atomic_bool>(false);  // each job its own: a new one is not cancelled
    ImportOptions withCancel = options;
    withCancel.cancel = m_cancel.get();
    m_watcher.setFuture(QtConcurrent::run([files, withCancel, keep = m_cancel](QPromise<ImportedFile>& promise) {
        for (const QString& file : files) {
            if (promise.isCanceled()) return;
            ImportedFile imported = importFile(file, withCancel);
            for (ImportedPage& page : imported.pages) page.blank = measureInk(page.image).blank;
            promise.addResult(imported);
        }
    }));
}

void ImportJob::cancel() {
    if (!m_watcher.isRunning()) return;
    m_cancel->store(true);  // a page rendering now stops too
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

bool ImportJob::isRunning() const {
    return m_watcher.isRunning();
}

}  // namespace folio

#include "importjob.h"

#include <QPromise>
#include <QtConcurrent>

#include "blankpage.h"
#include "jobs/backgroundpool.h"

namespace folio {

namespace {

constexpr int kPagesPerPart = 4;  // the first pages of a long PDF show after about a second

// Measured on the worker: blank or not, and grey pages in 8 bits (lossless for them).
void finishPages(ImportedFile& file) {
    for (ImportedPage& page : file.pages) {
        page.blank = measureInk(page.image).blank;
        page.image = compactPageImage(std::move(page.image));
    }
}

}  // namespace

ImportJob::ImportJob(QObject* parent) : QObject(parent) {
    connect(&m_watcher, &QFutureWatcher<ImportedFile>::resultReadyAt, this, [this](int index) {
        const ImportedFile file = m_watcher.resultAt(index);
        emit fileImported(file);
        if (file.complete) ++m_filesDone;
        emit progress(m_filesDone, m_total, file.complete ? QString() : file.filePath, file.pagesRead, file.pageCount);
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
    m_filesDone = 0;
    m_cancel = std::make_shared<std::atomic_bool>(false);  // each job its own: a new one is not cancelled
    ImportOptions withCancel = options;
    withCancel.cancel = m_cancel.get();
    m_watcher.setFuture(QtConcurrent::run(backgroundPool(), [files, withCancel, keep = m_cancel](QPromise<ImportedFile>& promise) {
        for (const QString& file : files) {
            if (promise.isCanceled()) return;
            const DocumentProbe probe = probeDocument(file, withCancel);
            if (!probe.error.isEmpty() || probe.needsPassword || probe.pageCount <= kPagesPerPart) {
                ImportedFile imported = importFile(file, withCancel);  // whole, its errors said once
                finishPages(imported);
                promise.addResult(imported);
                continue;
            }
            for (int first = 0; first < probe.pageCount; first += kPagesPerPart) {
                if (promise.isCanceled()) return;
                ImportOptions part = withCancel;
                part.firstPage = first;
                part.pageLimit = std::min(probe.pageCount, first + kPagesPerPart);
                ImportedFile imported = importFile(file, part);
                // A frame of an image that fails ends the file (the frames after it cannot be
                // reached); a PDF page fails alone. pageCount 0: the file no longer opens.
                imported.complete = part.pageLimit >= probe.pageCount || imported.pageCount == 0 ||
                                    (!probe.pdf && !imported.errors.isEmpty());
                finishPages(imported);
                promise.addResult(imported);
                if (imported.complete) break;
            }
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

#include "importjob.h"

#include <QPromise>
#include <QtConcurrent>

#include "blankpage.h"
#include "jobs/backgroundpool.h"

namespace folio {

namespace {

constexpr int kPagesPerPart = 4;  // the first pages of a long file show after about a second

// Measured on the worker: blank or not, and the pixels kept compactly (compactPageImage).
void finishPages(ImportedFile& file) {
    for (ImportedPage& page : file.pages) {
        page.blank = measureInk(page.image).blank;
        page.image = compactPageImage(std::move(page.image));
    }
}

}  // namespace

ImportJob::ImportJob(QObject* parent) : QObject(parent) {}

ImportJob::~ImportJob() {
    m_cancel->store(true);
    m_worker.cancel();
    m_worker.waitForFinished();
}

void ImportJob::deliver(quint64 generation, const ImportedFile& file) {
    if (generation != m_generation) return;
    emit fileImported(file);
    if (file.complete) ++m_filesDone;
    emit progress(m_filesDone, m_total, file.complete ? QString() : file.filePath, file.pagesRead, file.pageCount);
}

void ImportJob::finish(quint64 generation) {
    if (generation != m_generation) return;
    m_running = false;
    emit finished();
}

void ImportJob::start(const QStringList& paths, const ImportOptions& options) {
    cancel();
    const QStringList files = expandImportPaths(paths);
    m_total = int(files.size());
    m_filesDone = 0;
    m_cancel = std::make_shared<std::atomic_bool>(false);  // each job its own: a new one is not cancelled
    ImportOptions withCancel = options;
    withCancel.cancel = m_cancel.get();
    const quint64 generation = ++m_generation;
    m_running = true;
    // Posted in order from the worker, so each file arrives before the next and all before the end.
    const auto hand = [this, generation](ImportedFile&& file) {
        QMetaObject::invokeMethod(
            this, [this, generation, file = std::move(file)] { deliver(generation, file); }, Qt::QueuedConnection);
    };
    const auto end = [this, generation] {
        QMetaObject::invokeMethod(this, [this, generation] { finish(generation); }, Qt::QueuedConnection);
    };
    m_worker = QtConcurrent::run(backgroundPool(), [files, withCancel, hand, end, keep = m_cancel](QPromise<void>& promise) {
        for (const QString& file : files) {
            if (promise.isCanceled()) return;
            const DocumentProbe probe = probeDocument(file, withCancel);
            if (!probe.error.isEmpty() || probe.needsPassword || probe.pageCount <= kPagesPerPart) {
                ImportedFile imported = importFile(file, withCancel);  // whole, its errors said once
                finishPages(imported);
                hand(std::move(imported));
                continue;
            }
            // options.firstPage: the rest of a file whose import was cut short.
            for (int first = std::max(0, withCancel.firstPage); first < probe.pageCount; first += kPagesPerPart) {
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
                const bool complete = imported.complete;
                hand(std::move(imported));
                if (complete) break;
            }
        }
        end();
    });
}

void ImportJob::cancel() {
    ++m_generation;  // what the worker posted and is not yet delivered is dropped
    m_running = false;
    m_cancel->store(true);  // a page rendering now stops too
    m_worker.cancel();
    m_worker.waitForFinished();
}

}  // namespace folio

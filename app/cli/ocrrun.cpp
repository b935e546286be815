#include "cli/ocrrun.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QSet>
#include <QtConcurrent>

#include "cli/documentwriter.h"
#include "cli/exitcodes.h"

namespace folio::cli {

OcrRun::OcrRun(const OcrOptions& options, OcrBackend* backend, ProgressReporter* progress, QObject* parent)
    : QObject(parent), m_options(options), m_backend(backend), m_progress(progress), m_store(options.outputDir) {
    connect(m_backend, &OcrBackend::finished, this, &OcrRun::onFinished);
}

// "scan.png" -> OUTDIR/scan.md; a second "scan" (another folder, or scan.pdf) -> scan-2.md.
// Documents keep their command-line order, so a rerun assigns the same names.
void OcrRun::assignOutputPaths() {
    QSet<QString> taken;
    const QDir out(QDir(m_options.outputDir).absolutePath());
    for (Document& document : m_documents) {
        const QString base = QFileInfo(document.input.path).completeBaseName();
        QString name = base;
        for (int n = 2; taken.contains(name.toLower()); ++n) name = QStringLiteral("%1-%2").arg(base).arg(n);
        taken.insert(name.toLower());
        document.outputPath = out.filePath(name + '.' + formatExtension(m_options.format));
    }
}

void OcrRun::start(const QList<InputDocument>& inputs) {
    int resumed = 0;
    for (const InputDocument& input : inputs) {
        Document document;
        document.input = input;
        document.pages = m_options.pages.pagesOf(input.pageCount);
        if (document.pages.isEmpty()) continue;
        for (int page : document.pages) {
            if (std::optional<PageRecord> record = m_store.load(input, page)) {
                document.records.insert(page, *record);
                ++resumed;
            } else {
                m_todo.enqueue({int(m_documents.size()), page});
            }
        }
        m_documents << document;
    }
    if (m_documents.isEmpty()) {
        m_progress->problem(QStringLiteral("--pages selects no page of any input"));
        m_finished = true;
        m_progress->end(kExitInput);
        emit done(kExitInput);
        return;
    }
    if (!QDir().mkpath(m_options.outputDir)) {
        m_progress->problem(QStringLiteral("%1: cannot create the output folder").arg(m_options.outputDir));
        m_finished = true;
        m_progress->end(kExitInput);
        emit done(kExitInput);
        return;
    }
    assignOutputPaths();
    m_progress->begin(int(m_documents.size()), int(m_todo.size()), resumed, m_backend->describe());
    for (int i = 0; i < m_documents.size(); ++i) settle(i);  // documents finished by an earlier run
    feed();
    finishIfIdle();
}

void OcrRun::abort(const QString& reason) {
    m_progress->problem(reason);
    m_backendFailed = true;
    m_aborted = true;
    m_todo.clear();
    finishIfIdle();
}

void OcrRun::feed() {
    while (m_inFlight < m_options.concurrency && !m_todo.isEmpty()) {
        const Work work = m_todo.dequeue();
        ++m_inFlight;
        // Rendering a PDF page takes a while: on the thread pool, overlapping the recognition.
        auto* watcher = new QFutureWatcher<QPair<QImage, QString>>(this);
        connect(watcher, &QFutureWatcher<QPair<QImage, QString>>::finished, this, [this, watcher, work] {
            watcher->deleteLater();
            const auto [image, error] = watcher->result();
            onPageLoaded(work, image, error);
        });
        const InputDocument input = m_documents[work.document].input;
        watcher->setFuture(QtConcurrent::run([input, page = work.page] {
            QString error;
            QImage image = loadPage(input, page, &error);
            return qMakePair(image, error);
        }));
    }
}

void OcrRun::onPageLoaded(Work work, const QImage& image, const QString& error) {
    Document& document = m_documents[work.document];
    if (image.isNull()) {
        --m_inFlight;
        m_inputFailed = true;
        ++document.failed;
        m_progress->pageFailed(document.input, work.page, error);
        settle(work.document);
        feed();
        return finishIfIdle();
    }
    if (m_aborted) {  // the backend failed as a whole while this page loaded
        --m_inFlight;
        return finishIfIdle();
    }
    OcrRequest request;
    request.image = image;
    request.languages = m_options.languages;
    request.sampling.greedy = true;
    request.sampling.maxNewTokens = m_options.maxNewTokens;
    m_jobs.insert(request.jobId, work);
    m_backend->submit(request);
}

void OcrRun::onFinished(const OcrResult& result) {
    const auto it = m_jobs.constFind(result.jobId);
    if (it == m_jobs.cend()) return;
    const Work work = *it;
    m_jobs.erase(it);
    --m_inFlight;
    Document& document = m_documents[work.document];
    if (result.outcome == OcrOutcome::Finished || result.outcome == OcrOutcome::Truncated) {
        PageRecord record{work.page, result.text, result.outcome, result.generatedTokens, result.seconds};
        QString error;
        if (m_store.save(document.input, record, &error)) {
            document.records.insert(work.page, record);
            m_progress->pageDone(document.input, record);
        } else {
            m_inputFailed = true;
            ++document.failed;
            m_progress->pageFailed(document.input, work.page, QStringLiteral("cannot save the result: %1").arg(error));
        }
    } else {
        m_backendFailed = true;
        ++document.failed;
        m_progress->pageFailed(document.input, work.page,
                               result.outcome == OcrOutcome::Cancelled ? QStringLiteral("cancelled") : result.error);
    }
    settle(work.document);
    feed();
    finishIfIdle();
}

// Writes a document once every selected page is in; reports it incomplete once every page has
// either finished or failed.
void OcrRun::settle(int index) {
    Document& document = m_documents[index];
    if (document.written) return;
    const int settled = int(document.records.size()) + document.failed;
    if (settled < document.pages.size()) return;
    document.written = true;
    if (document.failed) return m_progress->documentIncomplete(document.input, document.failed);
    QString error;
    if (writeDocument(document.input, document.records.values(), m_options.format, document.outputPath, m_backend->describe(), &error)) {
        m_progress->documentWritten(document.input, document.outputPath);
    } else {
        m_inputFailed = true;
        m_progress->problem(error);
    }
}

void OcrRun::finishIfIdle() {
    if (m_finished || m_inFlight > 0 || !m_todo.isEmpty()) return;
    m_finished = true;
    const int code = m_backendFailed ? kExitBackend : m_inputFailed ? kExitInput : kExitOk;
    m_progress->end(code);
    emit done(code);
}

}  // namespace folio::cli

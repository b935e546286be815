#include "cli/ocrrun.h"

#include <QDir>
#include <algorithm>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QSet>
#include <QtConcurrent>

#include "cli/documentwriter.h"
#include "cli/exitcodes.h"
#include "cli/outputfolder.h"
#include "export/pagemarkers.h"
#include "import/blankpage.h"
#include "import/orientation.h"

namespace folio::cli {

ImportOptions importOptions(const OcrOptions& options) {
    ImportOptions import;
    // Images reach the model at most as large as PDF pages are rendered (the model's own size):
    // a 120-megapixel scan is not held and sent in full for each page in flight.
    import.maxImageLongestSide = import.longestSide;
    import.password = options.password;
    import.renderTimeLimitMs = options.pageTimeLimitSeconds * 1000;
    return import;
}

OcrRun::OcrRun(const OcrOptions& options, OcrBackend* backend, ProgressReporter* progress, QObject* parent)
    : QObject(parent), m_options(options), m_backend(backend), m_progress(progress), m_store(options.outputDir),
      m_written(options.outputDir), m_import(importOptions(options)), m_settings(recognitionSettings(options)) {
    connect(m_backend, &OcrBackend::finished, this, &OcrRun::onFinished);
    if (m_options.logprobs) connect(m_backend, &OcrBackend::logprobsAppended, this, &OcrRun::onLogprobs);
}

void OcrRun::onLogprobs(const QUuid& jobId, const TokenLogprobs& logprobs) {
    if (m_jobs.contains(jobId)) m_tokens[jobId].append(logprobs.chosen);
}

// "scan.png" -> OUTDIR/scan.md; a second "scan" (another folder, or scan.pdf) -> scan-2.md. The
// names are recorded in the folder (ResumeStore::outputNames): a rerun gives each source the
// name it had, in any order, and a later run with another "scan" never takes an earlier one's
// name, nor that of a file no run of ours wrote.
void OcrRun::assignOutputPaths() {
    const QDir out(QDir(m_options.outputDir).absolutePath());
    const QString extension = QStringLiteral(".") + formatExtension(m_options.format);
    QString damage;
    QHash<QString, QString> names = m_store.outputNames(&damage);
    QSet<QString> named;  // lower-case names in the record
    for (const QString& name : std::as_const(names)) named.insert(name.toLower());
    // Each output's own record names its source: it fills in what outputs.json lacks (damaged,
    // lost), so that no source takes another's output.
    const QHash<QString, WrittenOutput> written = m_written.all();
    for (const WrittenOutput& output : written) {
        if (output.name.isEmpty() || names.contains(output.source) || named.contains(output.name.toLower())) continue;
        names.insert(output.source, output.name);
        named.insert(output.name.toLower());
    }
    if (!damage.isEmpty())
        m_progress->note(QStringLiteral("%1: the outputs' sources were taken from their own records in %2, and it is written anew")
                             .arg(damage, m_written.folder()));
    QHash<QString, QString> ownerOf;  // lower-case name -> its source
    for (auto it = names.cbegin(); it != names.cend(); ++it) ownerOf.insert(it.value().toLower(), it.key());
    QSet<QString> taken;  // by this run
    for (Document& document : m_documents) {
        const QString source = document.input.path;
        const auto freeFor = [&](const QString& name) {
            const QString key = name.toLower();
            if (taken.contains(key)) return false;
            if (const auto owner = ownerOf.constFind(key); owner != ownerOf.cend()) return *owner == source;
            // Not recorded: a file there is someone else's, or an unrecorded earlier run's of this
            // source; a link, even one that leads nowhere, is never written through.
            return !pathOccupied(out.filePath(name + extension)) || m_store.hasPagesOf(document.input);
        };
        QString name = names.value(source);
        if (name.isEmpty() || !freeFor(name)) {
            const QString base = QFileInfo(source).completeBaseName();
            name = base;
            for (int n = 2; !freeFor(name); ++n) name = QStringLiteral("%1-%2").arg(base).arg(n);
        }
        taken.insert(name.toLower());
        names.insert(source, name);
        ownerOf.insert(name.toLower(), source);
        document.outputName = name;
        document.outputPath = out.filePath(name + extension);
    }
    m_owners = ownerOf;
    QString error;
    // Without the record the outputs are still written; only a later run's names could collide.
    if (!m_store.saveOutputNames(names, &error)) m_progress->problem(error);
}

QString OcrRun::besideChangedOutput(const Document& document) const {
    const QDir out(QFileInfo(document.outputPath).absolutePath());
    const QString extension = QStringLiteral(".") + formatExtension(m_options.format);
    const QString base = document.outputName + QStringLiteral("-new");
    for (int n = 1;; ++n) {
        const QString name = n == 1 ? base : QStringLiteral("%1-%2").arg(base).arg(n);
        if (const auto owner = m_owners.constFind(name.toLower()); owner != m_owners.cend() && *owner != document.input.path)
            continue;
        const QString fileName = name + extension;
        if (!pathOccupied(out.filePath(fileName))) return out.filePath(fileName);
        const std::optional<WrittenOutput> earlier = m_written.find(fileName);
        if (earlier && earlier->source == document.input.path && !m_written.changedSinceWritten(fileName))
            return out.filePath(fileName);
    }
}

int OcrRun::keepEarlierPages(Document& document) {
    if (m_options.pages.isAll()) return 0;
    const std::optional<WrittenOutput> earlier = m_written.find(QFileInfo(document.outputPath).fileName());
    if (!earlier || earlier->source != document.input.path) return 0;
    QList<int> kept;
    QList<int> lost;  // their results are no longer saved (the source changed since)
    for (int page : earlier->pages) {
        if (document.pages.contains(page)) continue;
        const std::optional<PageRecord> record =
            page <= document.input.pageCount ? m_store.load(document.input, page) : std::nullopt;
        if (record) {
            document.records.insert(page, *record);
            kept << page;
        } else {
            lost << page;
        }
    }
    if (kept.isEmpty() && lost.isEmpty()) return 0;
    document.pages += kept;
    std::sort(document.pages.begin(), document.pages.end());
    m_progress->earlierPagesKept(document.input, document.outputPath, pageListText(kept), pageListText(lost));
    return int(kept.size());
}

QStringList OcrRun::outputPaths() const {
    QStringList paths;
    for (const Document& document : m_documents) paths << (document.writtenTo.isEmpty() ? document.outputPath : document.writtenTo);
    return paths;
}

void OcrRun::start(const QList<InputDocument>& inputs, const QList<InputFailure>& unopened) {
    for (const InputFailure& failure : unopened) m_progress->inputFailed(failure.path, failure.error);
    m_inputFailed = !unopened.isEmpty();
    int resumed = 0;
    for (const InputDocument& input : inputs) {
        Document document;
        document.input = input;
        document.popplerMessages = input.popplerMessages;
        document.pages = m_options.pages.pagesOf(input.pageCount);
        if (document.pages.isEmpty()) {
            m_progress->documentSkipped(input, QStringLiteral("it has no page %1: %2")
                                                   .arg(m_options.pages.text(),
                                                        input.pageCount == 1 ? QStringLiteral("it has 1 page")
                                                                             : QStringLiteral("it has %1 pages").arg(input.pageCount)));
            continue;
        }
        for (int page : document.pages) {
            std::optional<PageRecord> record = m_options.redo ? std::nullopt : m_store.load(input, page);
            if (record && m_options.redoOtherSettings && record->settings != m_settings) record.reset();
            if (record) {
                document.records.insert(page, *record);
                ++resumed;
            } else {
                m_todo.enqueue({int(m_documents.size()), page});
            }
        }
        m_documents << document;
    }
    if (m_documents.isEmpty()) {
        if (unopened.isEmpty()) m_progress->problem(QStringLiteral("--pages selects no page of any input"));
        m_finished = true;
        m_progress->end(kExitInput);
        emit done(kExitInput);
        return;
    }
    if (QString error; !prepareOutputFolder(m_options.outputDir, &error)) {
        noteFailure(error);
        m_progress->problem(error);
        m_finished = true;
        m_progress->end(kExitOutput);
        emit done(kExitOutput);
        return;
    }
    assignOutputPaths();
    for (Document& document : m_documents) resumed += keepEarlierPages(document);
    m_progress->begin(int(m_documents.size()), int(m_todo.size()), resumed, m_backend->describe());
    for (const Document& document : m_documents) {  // say what a rerun with other settings keeps
        QMap<QString, int> kept;
        for (const PageRecord& record : document.records)
            if (record.settings != m_settings) ++kept[record.settings];
        for (auto it = kept.cbegin(); it != kept.cend(); ++it)
            m_progress->keptWithOtherSettings(document.input, it.value(), it.key(), m_settings);
    }
    for (int i = 0; i < m_documents.size(); ++i) settle(i);  // documents finished by an earlier run
    feed();
    finishIfIdle();
}

void OcrRun::abort(const QString& reason) {
    m_backendFailed = true;
    noteFailure(reason);
    stopFeeding(reason, false);
}

void OcrRun::stop(const QString& reason) {
    m_stopping = true;
    stopFeeding(reason, true);
}

void OcrRun::stopFeeding(const QString& reason, bool cancelInFlight) {
    m_progress->problem(reason);
    m_aborted = true;
    m_todo.clear();  // first: a cancelled page's answer must not send the next one
    if (cancelInFlight)
        for (const QUuid& jobId : m_jobs.keys()) m_backend->cancel(jobId);
    finishIfIdle();
}

bool OcrRun::nothingReadable() const {
    return std::all_of(m_documents.cbegin(), m_documents.cend(),
                       [](const Document& d) { return d.unreadable == d.pages.size(); });
}

QString OcrRun::firstUnreadableReason() const {
    for (const Document& document : m_documents)
        for (const PageRecord& record : document.records)
            if (!record.unreadable.isEmpty()) return record.unreadable;
    return {};
}

void OcrRun::feed() {
    while (m_inFlight < m_options.concurrency && !m_todo.isEmpty()) {
        const Work work = m_todo.dequeue();
        ++m_inFlight;
        // Rendering a PDF page takes a while: on the thread pool, overlapping the recognition.
        auto* watcher = new QFutureWatcher<LoadedPage>(this);
        connect(watcher, &QFutureWatcher<LoadedPage>::finished, this, [this, watcher, work] {
            watcher->deleteLater();
            onPageLoaded(work, watcher->result());
        });
        const InputDocument input = m_documents[work.document].input;
        watcher->setFuture(QtConcurrent::run([input, page = work.page, import = m_import, rotate = m_options.autoRotate] {
            LoadedPage loaded{loadPage(input, page, import)};
            // On a copy, on the worker: the model reads the page upright; the input stays as it is.
            if (rotate && !loaded.rendered.image.isNull()) {
                const PageOrientation o = detectOrientation(loaded.rendered.image);
                if (o.rotation || o.skew) {
                    loaded.rendered.image = uprightCopy(loaded.rendered.image, o.rotation, o.skew);
                    loaded.rotation = o.rotation;
                    loaded.skew = o.skew;
                }
            }
            return loaded;
        }));
    }
}

void OcrRun::onPageLoaded(Work work, const LoadedPage& loaded) {
    const RenderedPage& page = loaded.rendered;
    work.rotation = loaded.rotation;
    work.skew = loaded.skew;
    Document& document = m_documents[work.document];
    document.popplerMessages += page.popplerMessages;
    if (page.image.isNull()) {
        --m_inFlight;
        m_inputFailed = true;
        // --redo of a page that read before: its earlier text stays in the output, not a
        // placeholder (the page-shaped formats, which need the page image, leave it out).
        if (const std::optional<PageRecord> earlier = m_store.load(document.input, work.page);
            earlier && !formatCarriesPageImages(m_options.format)) {
            document.records.insert(work.page, *earlier);
            m_progress->pageFailed(document.input, work.page,
                                   page.error + QStringLiteral("; kept the text an earlier run recognised"));
            settle(work.document);
            feed();
            return finishIfIdle();
        }
        ++document.unreadable;
        PageRecord placeholder;
        placeholder.page = work.page;
        placeholder.unreadable = page.error;
        document.records.insert(work.page, placeholder);
        m_progress->pageFailed(document.input, work.page, page.error);
        settle(work.document);
        feed();
        return finishIfIdle();
    }
    if (m_aborted) {  // the backend failed as a whole while this page loaded
        --m_inFlight;
        return finishIfIdle();
    }
    if (!m_options.recognizeBlank && measureInk(page.image).blank) {
        // Not sent: a model asked to read an empty page invents text. Marked, so an empty result
        // is never mistaken for a failure.
        --m_inFlight;
        const PageRecord blank{work.page, blankPageMarker(work.page), OcrOutcome::Finished, 0, 0, m_settings, {}};
        document.records.insert(work.page, blank);
        m_progress->pageBlank(document.input, blank);
        settle(work.document);
        feed();
        return finishIfIdle();
    }
    OcrRequest request;
    request.image = page.image;
    request.languages = m_options.languages;
    request.sampling.greedy = true;
    request.sampling.maxNewTokens = m_options.maxNewTokens;
    if (m_options.logprobs) request.sampling.logprobs = 0;
    request.instruction = ocrModeInstruction(m_options.mode);
    if (m_options.mode == OcrMode::Grounding) {
        // The model card's sampling: grounding output degrades under greedy decoding.
        const ModelProfile profile = modelProfile(m_options);
        request.sampling.greedy = false;
        request.sampling.temperature = profile.temperature;
        request.sampling.topP = profile.topP;
    }
    m_jobs.insert(request.jobId, work);
    m_backend->submit(request);
}

void OcrRun::onFinished(const OcrResult& result) {
    const auto it = m_jobs.constFind(result.jobId);
    if (it == m_jobs.cend()) return;
    const Work work = *it;
    m_jobs.erase(it);
    const QList<TokenLogprob> tokens = m_tokens.take(result.jobId);
    --m_inFlight;
    Document& document = m_documents[work.document];
    const bool answered = result.outcome == OcrOutcome::Finished || result.outcome == OcrOutcome::Truncated ||
                          result.outcome == OcrOutcome::Looped;
    if (answered && result.text.trimmed().isEmpty()) {
        // Blank pages never reach the model, so no text is no reading: a marked placeholder, not
        // saved, so that a rerun reads the page again.
        m_inputFailed = true;
        ++document.unreadable;
        PageRecord placeholder;
        placeholder.page = work.page;
        placeholder.unreadable = QStringLiteral("the model answered with no text for a page that is not blank");
        document.records.insert(work.page, placeholder);
        m_progress->pageFailed(document.input, work.page, placeholder.unreadable + QStringLiteral(" (a rerun reads it again)"));
    } else if (answered) {
        PageRecord record{work.page, result.text, result.outcome, result.generatedTokens, result.seconds, m_settings, {},
                          work.rotation, work.skew};
        // Kept for the document even when it cannot be saved for a rerun: the text is not lost.
        document.records.insert(work.page, record);
        if (m_options.logprobs) m_progress->pageLogprobs(document.input, work.page, tokens);
        m_progress->pageDone(document.input, record);
        QString error;
        if (!m_store.save(document.input, record, &error) && m_unsavedPages++ == 0) {  // the first; later ones counted
            m_outputFailed = true;
            noteFailure(error);
            m_progress->problem(QStringLiteral("%1 page %2: the result cannot be saved for a rerun: %3")
                                    .arg(document.input.path)
                                    .arg(work.page)
                                    .arg(error));
        }
    } else {
        if (!(m_stopping && result.outcome == OcrOutcome::Cancelled)) {
            m_backendFailed = true;
            noteFailure(result.error);
        }
        ++document.failed;
        m_progress->pageFailed(document.input, work.page,
                               result.outcome == OcrOutcome::Cancelled ? QStringLiteral("cancelled") : result.error);
    }
    settle(work.document);
    feed();
    finishIfIdle();
}

// Writes a document once every selected page is recognised or unreadable (a placeholder); one
// with pages the backend failed is reported incomplete and waits for a rerun.
void OcrRun::settle(int index) {
    Document& document = m_documents[index];
    if (document.written) return;
    const int settled = int(document.records.size()) + document.failed;
    if (settled < document.pages.size()) return;
    document.written = true;
    if (document.popplerMessages) m_progress->popplerRepairs(document.input, document.popplerMessages);
    // Aborted (not stopped): the backend cannot be used at all, and a rerun alone would not help.
    const bool rerunHelps = !(m_aborted && !m_stopping);
    if (document.failed) return m_progress->documentIncomplete(document.input, document.failed, rerunHelps);
    const bool leavesOutUnreadable = formatCarriesPageImages(m_options.format);
    if (leavesOutUnreadable && document.unreadable == document.records.size())
        return m_progress->documentNotWritten(
            document.input, QStringLiteral("%1 not written: none of its pages could be read").arg(document.input.path));
    // An output changed since a run wrote it (edited by hand) is the user's now: kept, and the
    // new version written beside it.
    const bool changed = m_written.changedSinceWritten(QFileInfo(document.outputPath).fileName());
    const QString target = changed ? besideChangedOutput(document) : document.outputPath;
    QString error;
    if (writeDocument(document.input, document.records.values(), m_options, m_import, target, m_backend->describe(), &error)) {
        m_anyWritten = true;
        document.writtenTo = target;
        if (!m_written.record(QFileInfo(target).fileName(), document.input.path, document.outputName, document.pages, &error)) {
            m_outputFailed = true;  // a later run could not tell an edit of it from its own output
            noteFailure(error);
            m_progress->problem(error);
        }
        if (changed) m_progress->changedOutputKept(document.input, document.outputPath, target);
        m_progress->documentWritten(document.input, target, document.unreadable, leavesOutUnreadable);
    } else {
        m_outputFailed = true;
        noteFailure(error);
        m_progress->documentNotWritten(document.input, error);
    }
}

void OcrRun::finishIfIdle() {
    if (m_finished || m_inFlight > 0 || !m_todo.isEmpty()) return;
    m_finished = true;
    if (m_aborted) {
        // The documents the stop left unfinished are named, not dropped from the account.
        for (Document& document : m_documents) {
            if (document.written) continue;
            document.written = true;
            m_progress->documentStopped(document.input,
                                        int(document.pages.size() - document.records.size()) - document.failed,
                                        document.failed, m_stopping);
        }
    }
    if (m_unsavedPages > 1)
        m_progress->problem(QStringLiteral("%1 more %2 could not be saved for a rerun (the same reason)")
                                .arg(m_unsavedPages - 1)
                                .arg(m_unsavedPages == 2 ? QStringLiteral("page") : QStringLiteral("pages")));
    // A document of placeholders only is written, but is no partial success: nothing was read.
    const bool anyPageRead = std::any_of(m_documents.cbegin(), m_documents.cend(), [](const Document& d) {
        return std::any_of(d.records.cbegin(), d.records.cend(), [](const PageRecord& r) { return r.unreadable.isEmpty(); });
    });
    const int code = m_backendFailed  ? kExitBackend
                     : m_outputFailed ? kExitOutput
                     : m_inputFailed  ? (m_anyWritten && anyPageRead ? kExitPartial : kExitInput)
                                      : kExitOk;
    m_progress->end(code);
    emit done(code);
}

}  // namespace folio::cli

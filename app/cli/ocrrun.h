// One `folio ocr` run: feeds the selected pages of every document to a backend with at most
// `concurrency` pages loading or in flight, saves each finished page at once (ResumeStore),
// writes each document as soon as all its pages are in, and reports progress. Pages saved by an
// earlier run are not sent again (unless --redo). Degrades per item: a file that cannot be opened
// is reported and skipped, a page that cannot be read becomes a marked placeholder in its
// document, and the exit code says so (kExitPartial). Pages the backend failed are not written
// as placeholders: the document waits for a rerun, which retries only those.
#pragma once

#include <QHash>
#include <QMap>
#include <QQueue>

#include "cli/inputdocuments.h"
#include "cli/ocroptions.h"
#include "cli/progressreporter.h"
#include "cli/resumestore.h"
#include "cli/writtenoutputs.h"
#include "jobs/ocrbackend.h"

namespace folio::cli {

// How `folio ocr` imports pages: the password, the page time limit, images at the model's size.
ImportOptions importOptions(const OcrOptions& options);

class OcrRun : public QObject {
    Q_OBJECT
public:
    OcrRun(const OcrOptions& options, OcrBackend* backend, ProgressReporter* progress, QObject* parent = nullptr);

    // Starts; done() follows with the exit code (possibly before this returns). `unopened` are
    // the inputs that could not be opened: reported, counted in the exit code.
    void start(const QList<InputDocument>& documents, const QList<InputFailure>& unopened = {});
    // Stops feeding pages (the backend failed as a whole); done() follows once nothing is in flight.
    void abort(const QString& reason);
    // Stops on purpose (`folio watch` ending): no more pages are sent, the pages in flight are
    // cancelled at the backend, and a document left incomplete is not written; done() follows
    // as soon as the backend answers them.
    void stop(const QString& reason);
    // After done(): whether no selected page of any document could be read, and the first reason.
    bool nothingReadable() const;
    QString firstUnreadableReason() const;
    // After done(): the first failure of the backend or of writing an output, in words (the
    // system's or the server's reason), for a caller that reports the run in one line.
    QString firstFailure() const { return m_firstFailure; }
    // After start(): where each document is to be written, in the order given; after done(),
    // where it was (beside an output edited by hand: NAME-new).
    QStringList outputPaths() const;

signals:
    void done(int exitCode);

private:
    // No more pages sent (those in flight cancelled at the backend, if asked); done() once none is in flight.
    void stopFeeding(const QString& reason, bool cancelInFlight);
    struct Document {
        InputDocument input;
        QList<int> pages;                // selected, in order
        QMap<int, PageRecord> records;   // finished pages, and placeholders of unreadable ones
        int failed = 0;                  // at the backend: the document waits for a rerun
        int unreadable = 0;
        int popplerMessages = 0;
        QString outputName;  // without extension: "scan", "scan-2"
        QString outputPath;
        QString writtenTo;  // where it was written: outputPath, or beside it when that was edited
        bool written = false;
    };
    struct Work {
        int document = 0;
        int page = 0;
        int rotation = 0;  // --auto-rotate: how the page was turned for the model
        double skew = 0;
    };
    struct LoadedPage {
        RenderedPage rendered;  // upright where --auto-rotate turned it
        int rotation = 0;
        double skew = 0;
    };

    void assignOutputPaths();
    // Where a document goes when its output changed since a run wrote it: "NAME-new.EXT" (or
    // "NAME-new-2.EXT", ...), a name no other source has and nothing but this source's own
    // untouched output holds.
    QString besideChangedOutput(const Document& document) const;
    // --pages narrower than what the document's output holds: the pages it held that are not
    // chosen now are kept from the saved results, so the output does not shrink.
    int keepEarlierPages(Document& document);
    void feed();
    void onPageLoaded(Work work, const LoadedPage& loaded);
    void onFinished(const OcrResult& result);
    void onLogprobs(const QUuid& jobId, const TokenLogprobs& logprobs);
    void settle(int document);
    void finishIfIdle();
    void noteFailure(const QString& reason) {
        if (m_firstFailure.isEmpty()) m_firstFailure = reason;
    }

    OcrOptions m_options;
    OcrBackend* m_backend;
    ProgressReporter* m_progress;
    ResumeStore m_store;
    WrittenOutputs m_written;
    QHash<QString, QString> m_owners;  // lower-case output name -> its source (assignOutputPaths)
    QList<Document> m_documents;
    QQueue<Work> m_todo;
    QHash<QUuid, Work> m_jobs;
    QHash<QUuid, QList<TokenLogprob>> m_tokens;  // --logprobs: each job's tokens so far
    int m_inFlight = 0;  // loading or at the backend
    bool m_backendFailed = false;  // some page failed at the backend
    bool m_aborted = false;        // the backend failed as a whole: no more pages are sent
    bool m_stopping = false;       // stop(): cancelled pages are no failure of the backend
    bool m_inputFailed = false;    // a file or a page could not be read
    bool m_outputFailed = false;   // a result or a document could not be written
    bool m_anyWritten = false;
    int m_unsavedPages = 0;        // recognised but not saved for a rerun (disk full)
    bool m_finished = false;
    ImportOptions m_import;
    QString m_settings;  // recognitionSettings()
    QString m_firstFailure;
};

}  // namespace folio::cli

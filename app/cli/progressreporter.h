// How `folio ocr` tells its user what happens: a progress bar on a terminal, one plain line per
// event otherwise (logs, CI), or JSON lines on stdout for scripts (--json). Errors always go to
// stderr in words.
#pragma once

#include <QElapsedTimer>
#include <QJsonObject>
#include <QString>
#include <cstdio>

#include "cli/inputdocuments.h"
#include "cli/resumestore.h"
#include "jobs/localenginebackend.h"
#include "jobs/ocrbackend.h"
#include <optional>

namespace folio::cli {

class ProgressReporter {
public:
    enum class Mode { Bar, Lines, Json, Quiet };
    // Bar when stderr is a terminal, Lines otherwise; Json and Quiet as asked.
    static Mode chooseMode(bool json, bool quiet);

    explicit ProgressReporter(Mode mode);

    // The local engine has loaded: what it runs, on stderr, as an "engine" event and in the
    // "end" event.
    void engineLoaded(const EngineRunning& running);
    void begin(int documents, int pagesToDo, int pagesResumed, const QString& backend);
    // JSON only: a recognised page's tokens, in order, with their text and log-probability.
    void pageLogprobs(const InputDocument& document, int page, const QList<TokenLogprob>& tokens);
    void pageDone(const InputDocument& document, const PageRecord& record);
    // A page left out as blank (done, never sent to the model).
    void pageBlank(const InputDocument& document, const PageRecord& record);
    void pageFailed(const InputDocument& document, int page, const QString& error);
    // A document left out on purpose (--pages selects none of its pages), and why.
    void documentSkipped(const InputDocument& document, const QString& why);
    // A file that could not be opened at all (the others go on).
    void inputFailed(const QString& path, const QString& error);
    // missingPages: unreadable pages written as placeholders, or left out (pdf, hocr: `leftOut`).
    void documentWritten(const InputDocument& document, const QString& outputPath, int missingPages, bool leftOut = false);
    // An output changed since a run wrote it (a hand edit) was kept; the new version is `newPath`.
    void changedOutputKept(const InputDocument& document, const QString& keptPath, const QString& newPath);
    // --pages chose fewer pages than the output held: `kept` of them are kept from the saved
    // results, `lost` (their results no longer saved) leave it. Page lists as --pages takes them.
    void earlierPagesKept(const InputDocument& document, const QString& outputPath, const QString& kept, const QString& lost);
    // rerunHelps: false when the backend cannot be used at all (a model that does not load): a
    // rerun would fail the same way until that is fixed.
    void documentIncomplete(const InputDocument& document, int failedPages, bool rerunHelps = true);
    void documentNotWritten(const InputDocument& document, const QString& error);
    // The run stopped (the model failed) before these pages of the document were read.
    void documentStopped(const InputDocument& document, int unreadPages, int failedPages, bool rerunHelps = true);
    // Poppler repaired a damaged PDF; its messages went to the log (folio.import.poppler).
    void popplerRepairs(const InputDocument& document, int messages);
    // Pages saved by an earlier run with other settings, kept (without --redo).
    void keptWithOtherSettings(const InputDocument& document, int pages, const QString& then, const QString& now);
    // Something the user should know that is no error (not with --quiet).
    void note(const QString& message);
    void problem(const QString& message);
    void end(int exitCode);

private:
    void emitJson(QJsonObject object);
    void line(const QString& text);  // a line on stderr, above the bar
    void drawBar();
    void reportDone(const InputDocument& document, const PageRecord& record, bool blank);

    Mode m_mode;
    QElapsedTimer m_clock;
    int m_total = 0;
    int m_done = 0;
    int m_failed = 0;
    int m_truncated = 0;      // done, but cut at the token limit
    int m_looped = 0;         // done, but stopped when the text kept repeating itself
    int m_blank = 0;          // done: left out as blank
    int m_resumed = 0;
    int m_missing = 0;        // placeholders written for unreadable pages
    int m_inputsFailed = 0;   // files that could not be opened
    int m_notWritten = 0;     // documents whose output was not written (failed pages, a write error, a stop)
    int m_notRead = 0;        // pages never read: the run stopped first
    std::optional<EngineRunning> m_engine;
    bool m_barShown = false;
    bool m_ended = false;
};

}  // namespace folio::cli

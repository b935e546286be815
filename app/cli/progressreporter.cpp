#include "cli/progressreporter.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "remote/openaiprotocol.h"
#include <unistd.h>

namespace folio::cli {

namespace {
// A rerun cannot help while the model does not load.
const QString kFixTheBackendFirst = QStringLiteral("the model could not be used (see above): fix or replace it, then run the same command again");
}  // namespace

namespace {
QJsonObject engineJson(const EngineRunning& running) {
    return {{"device", running.device}, {"dtype", running.dtype}, {"kv_cache_dtype", running.kvCacheDtype},
            {"cpu_threads", running.cpuThreads}};
}

// "1 page", "3 pages": the lines are English, for people (--json is for programs).
QString counted(int n, const char* one, const char* many) {
    return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? one : many));
}

QString clockText(double seconds) {
    const int s = int(seconds + 0.5);
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}
}  // namespace

ProgressReporter::Mode ProgressReporter::chooseMode(bool json, bool quiet) {
    if (json) return Mode::Json;
    if (quiet) return Mode::Quiet;
    return isatty(fileno(stderr)) ? Mode::Bar : Mode::Lines;
}

ProgressReporter::ProgressReporter(Mode mode) : m_mode(mode) { m_clock.start(); }

void ProgressReporter::emitJson(QJsonObject object) {
    object.insert("elapsed", double(m_clock.elapsed()) / 1000.0);
    const QByteArray text = QJsonDocument(object).toJson(QJsonDocument::Compact);
    std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);  // scripts read events as they happen
}

void ProgressReporter::line(const QString& text) {
    if (m_barShown) std::fputs("\r\033[K", stderr);
    std::fprintf(stderr, "%s\n", qUtf8Printable(text));
    if (m_mode == Mode::Bar && !m_ended) drawBar();
    std::fflush(stderr);
}

void ProgressReporter::drawBar() {
    constexpr int kWidth = 30;
    const int settled = m_done + m_failed;
    const int filled = m_total ? kWidth * settled / m_total : kWidth;
    const double seconds = double(m_clock.elapsed()) / 1000.0;
    const double rate = seconds > 0 ? m_done / seconds : 0;
    const QString eta = rate > 0 && settled < m_total ? QStringLiteral("  ETA %1").arg(clockText((m_total - settled) / rate)) : QString();
    const QString failed = m_failed ? QStringLiteral("  %1 failed").arg(m_failed) : QString();
    std::fprintf(stderr, "\r\033[K[%s%s] %d/%d pages  %.2f pages/s%s%s", qPrintable(QString(filled, '#')),
                 qPrintable(QString(kWidth - filled, '-')), settled, m_total, rate, qPrintable(failed), qPrintable(eta));
    std::fflush(stderr);
    m_barShown = true;
}

void ProgressReporter::engineLoaded(const EngineRunning& running) {
    m_engine = running;
    if (m_mode == Mode::Json) {
        QJsonObject event = engineJson(running);
        event.insert("event", "engine");
        emitJson(event);
    }
    // On stderr in every mode but quiet, so a log says what produced its pages.
    if (m_mode != Mode::Quiet) line(QStringLiteral("folio ocr: the engine runs on %1").arg(LocalEngineBackend::describeRunning(running)));
}

void ProgressReporter::begin(int documents, int pagesToDo, int pagesResumed, const QString& backend) {
    m_total = pagesToDo;
    m_resumed = pagesResumed;
    const QString text = QStringLiteral("folio ocr: %1 of %2 on %3%4")
                             .arg(counted(pagesToDo, "page", "pages"), counted(documents, "document", "documents"), backend,
                                  pagesResumed ? QStringLiteral(" (%1 already done, kept)").arg(counted(pagesResumed, "page", "pages"))
                                               : QString());
    switch (m_mode) {
    case Mode::Json:
        emitJson({{"event", "start"}, {"documents", documents}, {"pages", pagesToDo}, {"resumed", pagesResumed}, {"backend", backend}});
        break;
    case Mode::Lines: line(text); break;
    case Mode::Bar: line(text); break;
    case Mode::Quiet: break;
    }
}

void ProgressReporter::pageLogprobs(const InputDocument& document, int page, const QList<TokenLogprob>& tokens) {
    if (m_mode != Mode::Json) return;
    QJsonArray list;
    for (const TokenLogprob& token : tokens)
        list.append(QJsonObject{{"token", token.token}, {"logprob", token.logprob}});
    emitJson({{"event", "logprobs"}, {"source", document.path}, {"page", page}, {"logprobs", list}});
}

void ProgressReporter::pageDone(const InputDocument& document, const PageRecord& record) {
    reportDone(document, record, false);
}

void ProgressReporter::pageBlank(const InputDocument& document, const PageRecord& record) {
    ++m_blank;
    reportDone(document, record, true);
}

void ProgressReporter::reportDone(const InputDocument& document, const PageRecord& record, bool blank) {
    ++m_done;
    const bool truncated = record.outcome == OcrOutcome::Truncated;
    const bool looped = record.outcome == OcrOutcome::Looped;
    m_truncated += truncated;
    m_looped += looped;
    const QString cut = truncated ? QStringLiteral("cut at the token limit")
                        : looped  ? QStringLiteral("stopped: the text kept repeating itself")
                                  : QString();
    switch (m_mode) {
    case Mode::Json:
        emitJson({{"event", "page"}, {"source", document.path}, {"page", record.page}, {"status", "done"},
                  {"truncated", truncated}, {"finish_reason", remote::finishReasonName(record.outcome)},
                  {"tokens", record.generatedTokens}, {"seconds", record.seconds}, {"blank", blank}});
        break;
    case Mode::Lines:
        if (blank) {
            line(QStringLiteral("[%1/%2] %3 page %4: blank, not sent to the model (--recognize-blank sends it)")
                     .arg(m_done + m_failed)
                     .arg(m_total)
                     .arg(document.path)
                     .arg(record.page));
            break;
        }
        line(QStringLiteral("[%1/%2] %3 page %4: %5 tokens in %6 s%7")
                 .arg(m_done + m_failed)
                 .arg(m_total)
                 .arg(document.path)
                 .arg(record.page)
                 .arg(record.generatedTokens)
                 .arg(record.seconds, 0, 'f', 1)
                 .arg(cut.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(cut)));
        break;
    case Mode::Bar:
        if (!cut.isEmpty()) line(QStringLiteral("%1 page %2: %3").arg(document.path).arg(record.page).arg(cut));
        drawBar();
        break;
    case Mode::Quiet: break;
    }
}

void ProgressReporter::pageFailed(const InputDocument& document, int page, const QString& error) {
    ++m_failed;
    if (m_mode == Mode::Json)
        emitJson({{"event", "page"}, {"source", document.path}, {"page", page}, {"status", "failed"}, {"error", error}});
    line(QStringLiteral("error: %1 page %2 failed: %3").arg(document.path).arg(page).arg(error));
}

void ProgressReporter::documentSkipped(const InputDocument& document, const QString& why) {
    if (m_mode == Mode::Json)
        return emitJson({{"event", "document"}, {"source", document.path}, {"outcome", "skipped"}, {"output", QJsonValue()},
                         {"reason", why}});
    line(QStringLiteral("skipped: %1 (%2)").arg(document.path, why));  // even with --quiet: no file is left out unsaid
}

void ProgressReporter::inputFailed(const QString& path, const QString& error) {
    ++m_inputsFailed;
    if (m_mode == Mode::Json) emitJson({{"event", "document"}, {"source", path}, {"outcome", "unreadable"}, {"output", QJsonValue()}, {"error", error}});
    line(QStringLiteral("error: %1 (skipped; the other files go on)").arg(error));
}

void ProgressReporter::documentWritten(const InputDocument& document, const QString& outputPath, int missingPages,
                                       bool leftOut) {
    m_missing += missingPages;
    if (m_mode == Mode::Json)
        return emitJson({{"event", "document"}, {"source", document.path}, {"outcome", missingPages ? "partial" : "written"},
                         {"output", outputPath}, {"missing_pages", missingPages}, {"missing_pages_left_out", leftOut}});
    if (missingPages)
        line((leftOut ? QStringLiteral("wrote %1 leaving out %2 (named above)") : QStringLiteral("wrote %1 with %2 marked as missing"))
                 .arg(outputPath, counted(missingPages, "unreadable page", "unreadable pages")));
    else if (m_mode == Mode::Lines)
        line(QStringLiteral("wrote %1").arg(outputPath));
}

void ProgressReporter::changedOutputKept(const InputDocument& document, const QString& keptPath, const QString& newPath) {
    if (m_mode == Mode::Json)
        return emitJson({{"event", "warning"}, {"source", document.path}, {"kept_changed_output", keptPath}, {"output", newPath}});
    // Said even with --quiet: the new text is not where the user will look for it.
    line(QStringLiteral("note: %1 changed since folio wrote it (edited?): kept as it is; the new version is %2")
             .arg(keptPath, newPath));
}

void ProgressReporter::earlierPagesKept(const InputDocument& document, const QString& outputPath, const QString& kept,
                                        const QString& lost) {
    if (m_mode == Mode::Json)
        return emitJson({{"event", "warning"}, {"source", document.path}, {"output", outputPath}, {"kept_earlier_pages", kept},
                         {"dropped_earlier_pages", lost}});
    if (!kept.isEmpty() && m_mode != Mode::Quiet)
        line(QStringLiteral("note: %1 keeps pages %2 from an earlier run besides those --pages chose")
                 .arg(outputPath, kept));
    if (!lost.isEmpty())  // said even with --quiet: text leaves the output
        line(QStringLiteral("note: %1 held pages %2 too, whose results are no longer saved (%3 changed since): "
                            "they are left out; run without --pages to read them again")
                 .arg(outputPath, lost, document.path));
}

void ProgressReporter::documentNotWritten(const InputDocument& document, const QString& error) {
    ++m_notWritten;
    if (m_mode == Mode::Json)
        emitJson({{"event", "document"}, {"source", document.path}, {"outcome", "not_written"}, {"output", QJsonValue()}, {"error", error}});
    line(QStringLiteral("error: %1").arg(error));
}

void ProgressReporter::popplerRepairs(const InputDocument& document, int messages) {
    if (m_mode == Mode::Json) return emitJson({{"event", "warning"}, {"source", document.path}, {"poppler_messages", messages}});
    if (m_mode == Mode::Quiet) return;
    line(QStringLiteral("note: %1: Poppler reported %2 problems in the file (QT_LOGGING_RULES="
                        "\"folio.import.poppler.debug=true\" prints them)")
             .arg(document.path)
             .arg(messages));
}

void ProgressReporter::keptWithOtherSettings(const InputDocument& document, int pages, const QString& then, const QString& now) {
    if (m_mode == Mode::Json)
        return emitJson({{"event", "warning"}, {"source", document.path}, {"kept_pages", pages}, {"kept_settings", then},
                         {"settings", now}});
    if (m_mode == Mode::Quiet) return;
    line(QStringLiteral("note: %1: kept %2 recognised earlier with %3 (now %4); --redo recognises them again")
             .arg(document.path, counted(pages, "page", "pages"), then.isEmpty() ? QStringLiteral("unrecorded settings") : then,
                  now));
}

void ProgressReporter::documentIncomplete(const InputDocument& document, int failedPages, bool rerunHelps) {
    ++m_notWritten;
    if (m_mode == Mode::Json)
        emitJson({{"event", "document"}, {"source", document.path}, {"output", QJsonValue()}, {"failed_pages", failedPages}});
    line(QStringLiteral("error: %1 not written: %2 failed; %3")
             .arg(document.path, counted(failedPages, "page", "pages"),
                  rerunHelps ? QStringLiteral("run the same command again to retry only those") : kFixTheBackendFirst));
}

void ProgressReporter::documentStopped(const InputDocument& document, int unreadPages, int failedPages, bool rerunHelps) {
    ++m_notWritten;
    m_notRead += unreadPages;
    if (m_mode == Mode::Json)
        emitJson({{"event", "document"}, {"source", document.path}, {"output", QJsonValue()}, {"unread_pages", unreadPages},
                  {"failed_pages", failedPages}});
    const QString failed = failedPages ? QStringLiteral("%1 failed and ").arg(counted(failedPages, "page", "pages")) : QString();
    line(QStringLiteral("error: %1 not written: %2%3 not read before the run stopped; %4")
             .arg(document.path, failed, counted(unreadPages, "page", "pages"),
                  rerunHelps ? QStringLiteral("run the same command again to read them") : kFixTheBackendFirst));
}

void ProgressReporter::note(const QString& message) {
    if (m_mode == Mode::Json) return emitJson({{"event", "warning"}, {"message", message}});
    if (m_mode != Mode::Quiet) line(QStringLiteral("note: %1").arg(message));
}

void ProgressReporter::problem(const QString& message) {
    if (m_mode == Mode::Json) emitJson({{"event", "error"}, {"error", message}});
    line(QStringLiteral("error: %1").arg(message));
}

void ProgressReporter::end(int exitCode) {
    const double seconds = double(m_clock.elapsed()) / 1000.0;
    if (m_mode == Mode::Json) {
        QJsonObject summary{{"event", "end"}, {"done", m_done}, {"failed", m_failed}, {"truncated", m_truncated},
                            {"looped", m_looped}, {"blank", m_blank}, {"resumed", m_resumed}, {"missing", m_missing},
                            {"inputs_failed", m_inputsFailed}, {"not_written", m_notWritten}, {"not_read", m_notRead},
                            {"exit_code", exitCode}};
        if (m_engine) summary.insert("engine", engineJson(*m_engine));
        emitJson(summary);
        return;
    }
    if (m_mode == Mode::Bar && m_barShown) {
        drawBar();
        std::fputc('\n', stderr);
        m_barShown = false;
    }
    m_ended = true;
    QString files = m_inputsFailed ? QStringLiteral(", %1 unreadable").arg(counted(m_inputsFailed, "file", "files")) : QString();
    if (m_notWritten) files += QStringLiteral(", %1 not written").arg(counted(m_notWritten, "output", "outputs"));
    const QString outcome = exitCode == 5   ? QStringLiteral(" (partial success: exit code 5)")
                            : exitCode != 0 ? QStringLiteral(" (exit code %1)").arg(exitCode)
                                            : QString();
    // Pages done but incomplete are named in the summary: their text stops where the model was cut off.
    QString cut;
    if (m_blank) cut += QStringLiteral(" (%1 blank)").arg(m_blank);
    if (m_truncated) cut += QStringLiteral(" (%1 cut at the token limit)").arg(m_truncated);
    if (m_looped) cut += QStringLiteral(" (%1 stopped in a repetition loop)").arg(m_looped);
    if (m_mode != Mode::Quiet || m_failed || m_inputsFailed || m_notWritten || exitCode)
        line(QStringLiteral("folio ocr: %1 done%2, %3 failed, %4 kept from before%5%6, in %7 (%8 pages/s)%9")
                 .arg(counted(m_done, "page", "pages"))
                 .arg(cut)
                 .arg(m_failed)
                 .arg(m_resumed)
                 .arg(m_notRead ? QStringLiteral(", %1 not read").arg(m_notRead) : QString())
                 .arg(files, clockText(seconds))
                 .arg(seconds > 0 ? m_done / seconds : 0.0, 0, 'f', 2)
                 .arg(outcome));
}

}  // namespace folio::cli

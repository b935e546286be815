// A test-only OcrBackend: answers every request with a scripted text, streamed a few
// characters per timer tick, like the engine streams tokens (a job starts on the tick before
// its first token). Cancel stops at the next tick.
#pragma once

#include <QHash>
#include <QTimer>
#include <algorithm>

#include "jobs/ocrbackend.h"

namespace folio::testing {

class ScriptedBackend : public OcrBackend {
    Q_OBJECT
public:
    explicit ScriptedBackend(QObject* parent = nullptr) : OcrBackend(parent) {
        m_timer.setInterval(2);
        connect(&m_timer, &QTimer::timeout, this, &ScriptedBackend::tick);
    }

    // The text for the next requests; `{w}x{h}` is replaced by the image size it received.
    QString script = QStringLiteral("# Title\n\nText of {w}x{h}.");
    int charsPerToken = 3;
    bool failAll = false;
    // The log-probability of each streamed token in turn (0 past the end), reported to
    // requests that ask for log-probabilities.
    QList<double> logprobs;
    OcrOutcome outcome = OcrOutcome::Finished;  // how a job that streamed all of its script ends
    // Started jobs stream nothing while set, as the engine reads a page before its first token.
    bool holdFirstToken = false;
    QList<OcrRequest> received;
    int mostRunning = 0;  // the most jobs it held at once

    QString describe() const override { return QStringLiteral("scripted test backend"); }
    void submit(const OcrRequest& request) override {
        received << request;
        Running run;
        run.request = request;
        run.text = QString(script)
                       .replace(QStringLiteral("{w}"), QString::number(request.image.width()))
                       .replace(QStringLiteral("{h}"), QString::number(request.image.height()));
        m_running.insert(request.jobId, run);
        m_order << request.jobId;
        mostRunning = std::max(mostRunning, int(m_running.size()));
        m_timer.start();
    }
    void cancel(const QUuid& jobId) override {
        if (m_running.contains(jobId)) m_running[jobId].cancelled = true;
    }

private:
    struct Running {
        OcrRequest request;
        QString text;
        qsizetype sent = 0;
        int tokens = 0;
        bool started = false;
        bool cancelled = false;
    };
    void tick() {
        if (m_order.isEmpty()) {
            m_timer.stop();
            return;
        }
        // One token for each running job per tick, as a batched engine does.
        for (const QUuid& id : QList<QUuid>(m_order)) {
            Running& run = m_running[id];
            OcrResult result;
            result.jobId = id;
            if (run.cancelled || failAll) {
                result.outcome = failAll ? OcrOutcome::Failed : OcrOutcome::Cancelled;
                result.error = failAll ? QStringLiteral("scripted failure") : QString();
                result.text = run.text.left(run.sent);
            } else if (!run.started) {
                run.started = true;
                emit started(id);
                continue;
            } else if (holdFirstToken && run.tokens == 0) {
                continue;
            } else if (run.sent < run.text.size()) {
                const QString delta = run.text.mid(run.sent, charsPerToken);
                run.sent += delta.size();
                if (run.request.sampling.logprobs >= 0) {
                    TokenLogprobs entry;
                    entry.chosen = {delta, delta.toUtf8(), logprobs.value(run.tokens, 0.0)};
                    emit logprobsAppended(id, entry);
                }
                ++run.tokens;
                emit textAppended(id, delta);
                continue;
            } else {
                result.text = run.text;
                result.outcome = outcome;
            }
            result.generatedTokens = run.tokens;
            m_running.remove(id);
            m_order.removeAll(id);
            emit finished(result);
        }
    }

    QTimer m_timer;
    QHash<QUuid, Running> m_running;
    QList<QUuid> m_order;
};

}  // namespace folio::testing

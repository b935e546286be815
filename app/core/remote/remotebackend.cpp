#include "remote/remotebackend.h"

#include <QFutureWatcher>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QTimer>
#include <QtConcurrent>
#include <algorithm>

#include "remote/imagedataurl.h"
#include "remote/openaiprotocol.h"

namespace folio::remote {

namespace {
constexpr int kConnectionsPerManager = 6;
}

RemoteBackend::RemoteBackend(RemoteBackendOptions options, QObject* parent)
    : OcrBackend(parent), m_options(std::move(options)), m_url(completionsUrl(m_options.baseUrl)) {
    m_options.maxConcurrent = std::max(1, m_options.maxConcurrent);
    const int managers = (m_options.maxConcurrent + kConnectionsPerManager - 1) / kConnectionsPerManager;
    for (int i = 0; i < managers; ++i) {
        m_clients.push_back(new QNetworkAccessManager(this));
        m_clientLoad.push_back(0);
    }
}

RemoteBackend::~RemoteBackend() {
    for (Job& job : m_active) {
        if (job.reply) {
            job.reply->disconnect(this);
            job.reply->abort();
        }
    }
}

QString RemoteBackend::describe() const { return m_options.baseUrl.toString(); }

QUrl RemoteBackend::completionsUrl(const QUrl& baseUrl) {
    QUrl url = baseUrl;
    QString path = url.path();
    while (path.endsWith('/')) path.chop(1);
    if (path.endsWith(QLatin1String("/chat/completions"))) return url;
    if (!path.endsWith(QLatin1String("/v1"))) path += QLatin1String("/v1");
    url.setPath(path + QLatin1String("/chat/completions"));
    return url;
}

int RemoteBackend::backoffMs(const RemoteBackendOptions& options, int attempt) {
    const qint64 delay = qint64(options.initialBackoffMs) << std::min(attempt - 1, 20);
    return int(std::min<qint64>(delay, options.maxBackoffMs));
}

void RemoteBackend::submit(const OcrRequest& request) {
    m_pending.enqueue(request);
    pump();
}

void RemoteBackend::pump() {
    while (m_active.size() < m_options.maxConcurrent && !m_pending.isEmpty()) {
        Job job;
        job.request = m_pending.dequeue();
        job.clock.start();
        const auto least = std::min_element(m_clientLoad.begin(), m_clientLoad.end());
        job.client = int(least - m_clientLoad.begin());
        ++*least;
        const QUuid id = job.request.jobId;
        m_active.insert(id, std::move(job));
        encode(id);
    }
}

// PNG encoding of a page takes tens of milliseconds: done on the thread pool, not this thread.
void RemoteBackend::encode(const QUuid& jobId) {
    auto* watcher = new QFutureWatcher<QByteArray>(this);
    connect(watcher, &QFutureWatcher<QByteArray>::finished, this, [this, watcher, jobId] {
        watcher->deleteLater();
        auto it = m_active.find(jobId);
        if (it == m_active.end()) return;
        if (it->cancelled) return finish(jobId, OcrOutcome::Cancelled);
        if (it->request.image.isNull()) return finish(jobId, OcrOutcome::Failed, QStringLiteral("the page has no image"));
        it->body = buildChatRequest(it->request, m_options.model, watcher->result(), m_options.stream);
        startAttempt(jobId);
    });
    const QImage image = m_active.value(jobId).request.image;
    watcher->setFuture(QtConcurrent::run([image] { return image.isNull() ? QByteArray() : encodePngDataUrl(image); }));
}

void RemoteBackend::startAttempt(const QUuid& jobId) {
    Job& job = m_active[jobId];
    job.attemptText.clear();
    job.finishReason.clear();
    job.completionTokens = -1;
    job.promptTokens = 0;
    job.streamError.clear();
    job.sawDone = false;
    job.timedOut = false;
    job.sse = SseParser();

    QNetworkRequest request(m_url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    if (m_options.stream) request.setRawHeader("Accept", "text/event-stream");
    if (!m_options.apiKey.isEmpty()) request.setRawHeader("Authorization", "Bearer " + m_options.apiKey.toUtf8());
    request.setTransferTimeout(m_options.idleTimeoutMs);
    QNetworkReply* reply = m_clients[size_t(job.client)]->post(request, job.body);
    job.reply = reply;
    connect(reply, &QNetworkReply::readyRead, this, [this, jobId] { onReadyRead(jobId); });
    connect(reply, &QNetworkReply::finished, this, [this, jobId] { onReplyFinished(jobId); });

    if (!job.attemptTimer) {
        job.attemptTimer = new QTimer(this);
        job.attemptTimer->setSingleShot(true);
        connect(job.attemptTimer, &QTimer::timeout, this, [this, jobId] {
            auto it = m_active.find(jobId);
            if (it == m_active.end() || !it->reply) return;
            it->timedOut = true;
            it->reply->abort();
        });
    }
    job.attemptTimer->start(m_options.attemptTimeoutMs);
    if (job.attempt == 0) emit started(jobId);  // last: a slot may cancel the job
}

void RemoteBackend::onReadyRead(const QUuid& jobId) {
    auto it = m_active.find(jobId);
    if (it == m_active.end() || !it->reply) return;
    const int status = it->reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const bool eventStream = it->reply->header(QNetworkRequest::ContentTypeHeader).toString().startsWith("text/event-stream");
    if (status != 200 || !eventStream) return;  // read whole when finished
    for (const QByteArray& data : it->sse.feed(it->reply->readAll())) handleEvent(*it, data);
}

void RemoteBackend::handleEvent(Job& job, const QByteArray& data) {
    if (data.trimmed() == "[DONE]") {
        job.sawDone = true;
        return;
    }
    QString problem;
    const std::optional<CompletionPart> part = parseCompletionPart(data, &problem);
    if (!part) {
        job.streamError = problem;
        return;
    }
    if (part->error) {
        job.streamError = part->error->message.isEmpty() ? QStringLiteral("the server reported an error") : part->error->message;
        return;
    }
    if (!part->text.isEmpty()) appendPart(job, *part);
    if (!part->finishReason.isEmpty()) job.finishReason = part->finishReason;
    if (part->completionTokens >= 0) job.completionTokens = part->completionTokens;
    if (part->promptTokens > 0) job.promptTokens = part->promptTokens;
}

void RemoteBackend::appendPart(Job& job, const CompletionPart& part) {
    // Tokens of a retry that only repeats text already passed on are not reported again.
    if (job.attemptText.size() + part.text.size() > job.emittedChars)
        for (const TokenLogprobs& token : part.logprobs) emit logprobsAppended(job.request.jobId, token);
    appendText(job, part.text);
}

// A retry streams the page again from its start; only text beyond what earlier attempts already
// announced is passed on, so listeners never see a line twice. finished() carries the full text.
void RemoteBackend::appendText(Job& job, const QString& delta) {
    job.attemptText += delta;
    if (job.attemptText.size() <= job.emittedChars) return;
    const QString fresh = job.attemptText.mid(job.emittedChars);
    job.emittedChars = job.attemptText.size();
    emit textAppended(job.request.jobId, fresh);
}

void RemoteBackend::onReplyFinished(const QUuid& jobId) {
    auto it = m_active.find(jobId);
    if (it == m_active.end()) return;
    QNetworkReply* reply = it->reply;
    if (!reply) return;
    reply->deleteLater();
    it->reply = nullptr;
    if (it->attemptTimer) it->attemptTimer->stop();
    if (it->cancelled) return finish(jobId, OcrOutcome::Cancelled);

    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray rest = reply->readAll();
    const QString where = m_url.toString();

    if (status == 0 || reply->error() != QNetworkReply::NoError) {
        if (status >= 400) {
            QString problem;
            const auto part = parseCompletionPart(rest, &problem);
            const QString message = part && part->error ? part->error->message : QString::fromUtf8(rest.left(300)).trimmed();
            const bool retriable = status >= 500 || status == 429 || status == 408;
            return retryOrFail(jobId, QStringLiteral("%1 answered HTTP %2%3").arg(where).arg(status).arg(message.isEmpty() ? QString() : ": " + message),
                               retriable);
        }
        const QString reason = it->timedOut ? QStringLiteral("no complete answer from %1 within %2 s").arg(where).arg(m_options.attemptTimeoutMs / 1000)
                               : reply->error() == QNetworkReply::OperationCanceledError
                                   ? QStringLiteral("%1 sent nothing for %2 s").arg(where).arg(m_options.idleTimeoutMs / 1000)
                                   : QStringLiteral("%1: %2").arg(where, reply->errorString());
        return retryOrFail(jobId, reason, reply->error() != QNetworkReply::SslHandshakeFailedError);
    }

    Job& job = *it;
    const bool eventStream = reply->header(QNetworkRequest::ContentTypeHeader).toString().startsWith("text/event-stream");
    if (eventStream) {
        for (const QByteArray& data : job.sse.feed(rest)) handleEvent(job, data);
        if (!job.streamError.isEmpty()) return retryOrFail(jobId, QStringLiteral("%1: %2").arg(where, job.streamError), true);
        if (!job.sawDone && job.finishReason.isEmpty())
            return retryOrFail(jobId, QStringLiteral("%1 closed the stream before the page was complete").arg(where), true);
    } else {
        QString problem;
        const auto part = parseCompletionPart(rest, &problem);
        if (!part) return retryOrFail(jobId, QStringLiteral("%1: %2").arg(where, problem), true);
        if (part->error) return retryOrFail(jobId, QStringLiteral("%1: %2").arg(where, part->error->message), true);
        appendPart(job, *part);
        job.finishReason = part->finishReason;
        job.completionTokens = part->completionTokens;
        job.promptTokens = part->promptTokens;
    }
    finish(jobId, outcomeFromFinishReason(job.finishReason));
}

void RemoteBackend::retryOrFail(const QUuid& jobId, const QString& reason, bool retriable) {
    Job& job = m_active[jobId];
    if (!retriable || job.attempt >= m_options.maxRetries) {
        const int attempts = job.attempt + 1;
        return finish(jobId, OcrOutcome::Failed,
                      attempts > 1 ? QStringLiteral("%1 (gave up after %2 attempts)").arg(reason).arg(attempts) : reason);
    }
    ++job.attempt;
    const int base = backoffMs(m_options, job.attempt);
    // Jitter (75%..125%) keeps many clients that failed together from retrying together.
    const int delay = int(base * (0.75 + 0.5 * QRandomGenerator::global()->generateDouble()));
    if (!job.retryTimer) {
        job.retryTimer = new QTimer(this);
        job.retryTimer->setSingleShot(true);
        connect(job.retryTimer, &QTimer::timeout, this, [this, jobId] {
            auto it = m_active.find(jobId);
            if (it == m_active.end()) return;
            if (it->cancelled) return finish(jobId, OcrOutcome::Cancelled);
            startAttempt(jobId);
        });
    }
    job.retryTimer->start(delay);
}

void RemoteBackend::cancel(const QUuid& jobId) {
    for (qsizetype i = 0; i < m_pending.size(); ++i) {
        if (m_pending[i].jobId == jobId) {
            m_pending.removeAt(i);
            OcrResult result;
            result.jobId = jobId;
            result.outcome = OcrOutcome::Cancelled;
            QTimer::singleShot(0, this, [this, result] { emit finished(result); });
            return;
        }
    }
    auto it = m_active.find(jobId);
    if (it == m_active.end() || it->cancelled) return;
    it->cancelled = true;
    if (it->reply) {
        it->reply->abort();  // onReplyFinished reports Cancelled
    } else if (it->retryTimer && it->retryTimer->isActive()) {
        it->retryTimer->stop();
        QTimer::singleShot(0, this, [this, jobId] {
            if (m_active.contains(jobId)) finish(jobId, OcrOutcome::Cancelled);
        });
    }  // else encoding: its watcher reports Cancelled
}

void RemoteBackend::finish(const QUuid& jobId, OcrOutcome outcome, const QString& error) {
    Job job = m_active.take(jobId);
    --m_clientLoad[size_t(job.client)];
    // deleteLater: finish() may run inside one of these timers' own timeout.
    if (job.attemptTimer) job.attemptTimer->deleteLater();
    if (job.retryTimer) job.retryTimer->deleteLater();
    OcrResult result;
    result.jobId = jobId;
    result.outcome = outcome;
    result.error = error;
    if (outcome != OcrOutcome::Failed && outcome != OcrOutcome::Cancelled) {
        result.text = job.attemptText;
        result.generatedTokens = job.completionTokens >= 0 ? job.completionTokens : 0;
        result.promptTokens = job.promptTokens;
    }
    result.seconds = double(job.clock.nsecsElapsed()) / 1e9;
    emit finished(result);
    pump();
}

}  // namespace folio::remote

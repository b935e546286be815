#include "remote/openaiserver.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QFutureWatcher>
#include <QRandomGenerator>
#include <QTimer>
#include <QUrl>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtConcurrent>

#include "remote/imagedataurl.h"
#include "remote/remotebackend.h"

namespace folio::remote {

namespace {

constexpr auto kChat = "/v1/chat/completions";
constexpr auto kModels = "/v1/models";
constexpr auto kHealth = "/health";
constexpr auto kMetrics = "/metrics";

QString endpointLabel(const QByteArray& path) {
    for (const char* known : {kChat, kModels, kHealth, kMetrics})
        if (path == known) return QString::fromLatin1(known);
    if (path.startsWith(QByteArray(kModels) + '/')) return QString::fromLatin1(kModels);  // one model by its id
    return QStringLiteral("other");
}

QByteArray sse(const QByteArray& data) { return "data: " + data + "\n\n"; }

struct DecodedPage {
    QImage image;
    QString error;
};

// Constant-time comparison, so the key cannot be guessed byte by byte from response times.
bool sameSecret(const QByteArray& a, const QByteArray& b) {
    if (a.size() != b.size()) return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

}  // namespace

OpenAiServer::OpenAiServer(OcrBackend* backend, OpenAiServerOptions options, QObject* parent)
    : QObject(parent), m_backend(backend), m_options(std::move(options)), m_startedAt(QDateTime::currentSecsSinceEpoch()),
      m_relaying(qobject_cast<RemoteBackend*>(backend) != nullptr) {
    allowImageAllocation(m_options.maxImagePixels);
    m_http = new HttpServer([this](HttpExchange* exchange) { handle(exchange); }, m_options.http, this);
    m_http->setProtocolErrorObserver([this](int status) { m_metrics.countRequest(QStringLiteral("other"), status); });
    m_http->setHeadCheck([this](const HttpRequest& head) {
        const std::optional<ApiError> error = authorizationError(head);
        if (error) m_metrics.countRequest(endpointLabel(head.path), error->httpStatus);
        return error;
    });
    connect(m_backend, &OcrBackend::textAppended, this, &OpenAiServer::onText);
    connect(m_backend, &OcrBackend::logprobsAppended, this, &OpenAiServer::onLogprobs);
    connect(m_backend, &OcrBackend::finished, this, &OpenAiServer::onFinished);
}

OpenAiServer::~OpenAiServer() {
    for (auto it = m_running.cbegin(); it != m_running.cend(); ++it) m_backend->cancel(it.key());
    delete m_http;  // its connections' signals reach this object: before its members go
}

bool OpenAiServer::listen(const QHostAddress& address, quint16 port, QString* error) {
    return m_http->listen(address, port, error);
}

void OpenAiServer::sendJson(HttpExchange* exchange, const QString& endpoint, int status, const QByteArray& body, HttpHeaders headers) {
    m_metrics.countRequest(endpoint, status);
    if (status == 429 || status == 503) headers << qMakePair(QByteArray("Retry-After"), QByteArray::number(m_options.http.retryAfterSeconds));
    exchange->respond(status, "application/json", body, headers);
}

void OpenAiServer::sendError(HttpExchange* exchange, const QString& endpoint, const ApiError& error, const HttpHeaders& headers) {
    sendJson(exchange, endpoint, error.httpStatus, error.toJson(), headers);
}

std::optional<ApiError> OpenAiServer::authorizationError(const HttpRequest& head) const {
    const QString endpoint = endpointLabel(head.path);
    if (m_options.apiKey.isEmpty() || (endpoint != QLatin1String(kChat) && endpoint != QLatin1String(kModels))) return {};
    // "Bearer" is case-insensitive like every HTTP auth scheme (RFC 9110 section 11.1).
    const QByteArray header = head.header("authorization").trimmed();
    const qsizetype space = header.indexOf(' ');
    const bool bearer = space > 0 && header.left(space).compare("bearer", Qt::CaseInsensitive) == 0;
    const QByteArray token = bearer ? header.mid(space + 1).trimmed() : QByteArray();
    ApiError error;
    error.httpStatus = 401;
    error.type = QStringLiteral("authentication_error");
    if (header.isEmpty()) {
        error.message = QStringLiteral("missing API key: send the header 'Authorization: Bearer <key>'");
        error.code = QStringLiteral("missing_api_key");
    } else if (!bearer || !sameSecret(token, m_options.apiKey.toUtf8())) {
        error.message = QStringLiteral("invalid API key");
        error.code = QStringLiteral("invalid_api_key");
    } else {
        return {};
    }
    return error;
}

void OpenAiServer::handle(HttpExchange* exchange) {
    const HttpRequest& request = exchange->request();
    const QString endpoint = endpointLabel(request.path);
    const bool get = request.method == "GET" || request.method == "HEAD";
    ApiError methodError;
    methodError.httpStatus = 405;
    methodError.message = QStringLiteral("method %1 is not allowed on %2")
                              .arg(QString::fromLatin1(request.method), QString::fromLatin1(request.path));
    const HttpHeaders readOnly{{"Allow", "GET, HEAD"}};  // a 405 says which methods the route takes (RFC 9110)

    if (endpoint == QLatin1String(kHealth)) {
        if (!get) return sendError(exchange, endpoint, methodError, readOnly);
        if (m_shuttingDown) return sendJson(exchange, endpoint, 503, R"({"status":"shutting down"})");
        return sendJson(exchange, endpoint, 200, R"({"status":"ok"})");
    }
    if (endpoint == QLatin1String(kMetrics)) {
        if (!get) return sendError(exchange, endpoint, methodError, readOnly);
        m_metrics.countRequest(endpoint, 200);
        m_metrics.setConnections(m_http->openConnections(), m_http->bufferedBytes());
        return exchange->respond(200, "text/plain; version=0.0.4; charset=utf-8", m_metrics.render());
    }
    if (endpoint == QLatin1String(kModels)) {
        if (!get) return sendError(exchange, endpoint, methodError, readOnly);
        const QJsonObject model{{"id", m_options.modelName}, {"object", "model"}, {"created", m_startedAt}, {"owned_by", "folio"}};
        if (request.path == kModels)
            return sendJson(exchange, endpoint, 200,
                            QJsonDocument(QJsonObject{{"object", "list"}, {"data", QJsonArray{model}}}).toJson(QJsonDocument::Compact));
        const QString id = QUrl::fromPercentEncoding(request.path.mid(qstrlen(kModels) + 1));
        if (id == m_options.modelName) return sendJson(exchange, endpoint, 200, QJsonDocument(model).toJson(QJsonDocument::Compact));
        ApiError unknown = ApiError::forStatus(404, QStringLiteral("the model '%1' does not exist; this server serves '%2'")
                                                        .arg(id, m_options.modelName));
        unknown.code = QStringLiteral("model_not_found");
        return sendError(exchange, endpoint, unknown);
    }
    if (endpoint == QLatin1String(kChat)) {
        if (request.method != "POST") return sendError(exchange, endpoint, methodError, {{"Allow", "POST"}});
        // Only JSON: a web page can make a browser POST text/plain to a local server without asking.
        const QByteArray mediaType = request.header("content-type").split(';').first().trimmed().toLower();
        if (mediaType != "application/json") {
            ApiError unsupported = ApiError::forStatus(
                415, QStringLiteral("the request body must be sent as Content-Type: application/json (got '%1')")
                         .arg(QString::fromLatin1(request.header("content-type"))));
            unsupported.code = QStringLiteral("unsupported_media_type");
            return sendError(exchange, endpoint, unsupported);
        }
        if (m_shuttingDown)
            return sendError(exchange, endpoint, ApiError::forStatus(503, QStringLiteral("the server is shutting down")));
        return handleChat(exchange);
    }
    ApiError notFound;
    notFound.httpStatus = 404;
    notFound.message = QStringLiteral("no route %1 %2").arg(QString::fromLatin1(request.method), QString::fromLatin1(request.path));
    sendError(exchange, endpoint, notFound);
}

void OpenAiServer::handleChat(HttpExchange* exchange) {
    const QString endpoint = QString::fromLatin1(kChat);
    ApiError error;
    std::optional<ChatRequest> chat = parseChatRequest(exchange->request().body, m_options.maxTokensLimit, &error);
    if (!chat) return sendError(exchange, endpoint, error);
    if (!chat->model.isEmpty() && chat->model != m_options.modelName) {
        error.httpStatus = 404;
        error.message = QStringLiteral("the model '%1' does not exist; this server serves '%2'").arg(chat->model, m_options.modelName);
        error.param = QStringLiteral("model");
        error.code = QStringLiteral("model_not_found");
        return sendError(exchange, endpoint, error);
    }
    QPointer<HttpExchange> guarded = exchange;
    const ChatRequest request = *chat;
    decodeAsync(chat->imageDataUrl, [this, guarded, request, endpoint](const QImage& image, const QString& decodeFailure) {
        if (!guarded) return checkDrained();  // the client went away meanwhile
        if (m_shuttingDown) {
            sendError(guarded, endpoint, ApiError::forStatus(503, QStringLiteral("the server is shutting down")));
            return checkDrained();
        }
        if (image.isNull()) {
            ApiError decodeError;
            decodeError.message = decodeFailure;
            decodeError.param = QStringLiteral("messages");
            return sendError(guarded, endpoint, decodeError);
        }
        Job job;
        job.exchange = guarded;
        job.request.image = image;
        job.imageDataUrl = request.imageDataUrl;
        job.request.instruction = request.instruction;
        job.request.languages = request.languages;
        job.request.sampling = request.sampling;
        // Without a seed, each request samples differently (as with vLLM).
        if (!request.seeded) job.request.sampling.seed = QRandomGenerator::system()->generate64();
        job.stop = StopStrings(request.stop);
        job.wantsLogprobs = request.sampling.logprobs >= 0;
        job.stream = request.stream;
        job.includeUsage = request.includeUsage;
        job.identity = {QStringLiteral("chatcmpl-") + job.request.jobId.toString(QUuid::Id128), m_options.modelName,
                        QDateTime::currentSecsSinceEpoch()};
        admit(std::move(job));
    });
}

void OpenAiServer::decodeAsync(const QByteArray& dataUrl, std::function<void(const QImage&, const QString&)> done) {
    if (m_decoding >= kDecodesAtOnce) {
        m_decodeQueue.enqueue({dataUrl, std::move(done)});
        ++m_decoding;  // counted as being decoded: shutdown waits for it too
        return;
    }
    ++m_decoding;
    startDecode(dataUrl, std::move(done));
}

void OpenAiServer::startDecode(const QByteArray& dataUrl, std::function<void(const QImage&, const QString&)> done) {
    // Decoding a large page takes tens of milliseconds: off this thread, so other clients flow.
    auto* watcher = new QFutureWatcher<DecodedPage>(this);
    connect(watcher, &QFutureWatcher<DecodedPage>::finished, this, [this, watcher, done = std::move(done)] {
        watcher->deleteLater();
        {
            const DecodedPage page = watcher->result();
            done(page.image, page.error);
        }
        --m_decoding;
        if (!m_decodeQueue.isEmpty()) {
            auto [next, then] = m_decodeQueue.dequeue();
            startDecode(next, std::move(then));
        }
    });
    const qint64 maxPixels = m_options.maxImagePixels;
    watcher->setFuture(QtConcurrent::run([dataUrl, maxPixels] {
        DecodedPage page;
        page.image = decodeImageDataUrl(dataUrl, maxPixels, &page.error);
        return page;
    }));
}

void OpenAiServer::admit(Job job) {
    if (m_running.size() >= m_options.maxConcurrent && m_waiting.size() >= m_options.maxQueued) {
        ApiError busy;
        busy.httpStatus = 429;
        busy.type = QStringLiteral("rate_limit_error");
        busy.message = QStringLiteral("the server is busy: %1 pages are waiting; retry later").arg(m_waiting.size());
        busy.code = QStringLiteral("queue_full");
        return sendError(job.exchange, QString::fromLatin1(kChat), busy);
    }
    job.clock.start();
    const QUuid id = job.request.jobId;
    connect(job.exchange, &HttpExchange::clientGone, this, [this, id] { onClientGone(id); });
    if (job.stream) job.exchange->beginStream(200, "text/event-stream");
    // A page that must wait keeps only its encoded bytes (counted by --max-buffered as the
    // request's body): the decoded pixels of a thousand waiting pages would be tens of GB.
    if (m_running.size() >= m_options.maxConcurrent || !m_waiting.isEmpty()) job.request.image = QImage();
    m_waiting.enqueue(std::move(job));
    startNext();
}

void OpenAiServer::startNext() {
    while (m_running.size() < m_options.maxConcurrent && !m_waiting.isEmpty()) {
        Job job = m_waiting.dequeue();
        const OcrRequest request = job.request;
        const bool waited = request.image.isNull();
        job.decoding = waited;
        const QByteArray dataUrl = job.imageDataUrl;
        m_running.insert(request.jobId, std::move(job));
        if (!waited) {
            m_backend->submit(request);
            continue;
        }
        decodeAsync(dataUrl, [this, id = request.jobId](const QImage& image, const QString& error) { onRedecoded(id, image, error); });
    }
    updateGauges();
}

// A page that waited has its slot and its image again: to the backend, unless it is no longer
// wanted.
void OpenAiServer::onRedecoded(const QUuid& jobId, const QImage& image, const QString& error) {
    const auto it = m_running.find(jobId);
    if (it == m_running.end()) return;
    it->decoding = false;
    if (it->clientGone || !it->exchange) {
        m_running.erase(it);
        startNext();
        return checkDrained();
    }
    if (it->cancelledForShutdown || image.isNull()) {
        OcrResult result;
        result.jobId = jobId;
        result.outcome = image.isNull() ? OcrOutcome::Failed : OcrOutcome::Cancelled;
        result.error = error;
        return onFinished(result);
    }
    it->request.image = image;
    const OcrRequest request = it->request;
    updateGauges();
    m_backend->submit(request);
}

void OpenAiServer::updateGauges() {
    m_metrics.setInFlight(int(m_running.size()));
    m_metrics.setQueued(int(m_waiting.size()));
    qint64 imageBytes = 0;
    for (const Job& job : std::as_const(m_running)) imageBytes += job.request.image.sizeInBytes();
    for (const Job& job : std::as_const(m_waiting)) imageBytes += job.request.image.sizeInBytes();
    m_metrics.setPageImageBytes(imageBytes);
}

void OpenAiServer::onClientGone(const QUuid& jobId) {
    for (qsizetype i = 0; i < m_waiting.size(); ++i) {
        if (m_waiting[i].request.jobId == jobId) {
            m_waiting.removeAt(i);
            updateGauges();
            return checkDrained();
        }
    }
    // Running: the backend keeps the slot until it reports Cancelled.
    auto it = m_running.find(jobId);
    if (it == m_running.end()) return;
    it->clientGone = true;
    if (!it->decoding) m_backend->cancel(jobId);  // a page still decoding ends when it is decoded
}

void OpenAiServer::onLogprobs(const QUuid& jobId, const TokenLogprobs& logprobs) {
    auto it = m_running.find(jobId);
    if (it == m_running.end() || !it->wantsLogprobs || it->stop.stopped()) return;
    (it->stream ? it->pendingLogprobs : it->logprobs) << logprobs;
}

void OpenAiServer::sendStreamText(Job& job, const QString& text) {
    if (text.isEmpty() && job.pendingLogprobs.isEmpty()) return;
    if (!job.sentFirstChunk) m_metrics.observeTimeToFirstToken(double(job.clock.nsecsElapsed()) / 1e9);
    const QList<TokenLogprobs> logprobs = std::exchange(job.pendingLogprobs, {});
    job.exchange->writeChunk(sse(chunkBody(job.identity, text, !job.sentFirstChunk, job.wantsLogprobs ? &logprobs : nullptr)));
    job.sentFirstChunk = true;
}

void OpenAiServer::onText(const QUuid& jobId, const QString& delta) {
    auto it = m_running.find(jobId);
    if (it == m_running.end() || it->stop.stopped()) return;
    const QString ready = it->stop.push(delta);
    if (it->stream && it->exchange) sendStreamText(*it, ready);
    // A stop string ends the page here: the rest is not wanted.
    if (it->stop.stopped()) m_backend->cancel(jobId);
}

void OpenAiServer::onFinished(const OcrResult& finished) {
    auto it = m_running.find(finished.jobId);
    if (it == m_running.end()) return;  // not ours
    Job job = std::move(*it);
    m_running.erase(it);
    OcrResult result = finished;
    if (job.stop.stopped()) {
        // Cancelled by the server at the stop string: a normal end, as the client sees it.
        result.outcome = OcrOutcome::Finished;
        bool found = false;
        result.text = job.stop.cut(result.text, &found);
    } else if (!job.stop.isEmpty() && result.outcome != OcrOutcome::Failed && result.outcome != OcrOutcome::Cancelled) {
        bool found = false;
        result.text = job.stop.cut(result.text, &found);
        if (found) result.outcome = OcrOutcome::Finished;
    }
    const QString endpoint = QString::fromLatin1(kChat);
    const bool wanted = job.exchange && !job.clientGone;
    if (wanted && (result.outcome == OcrOutcome::Failed || result.outcome == OcrOutcome::Cancelled)) {
        ApiError failure;
        const bool shutdown = job.cancelledForShutdown;
        // Relaying (--backend URL), a page that failed failed upstream: the gateway's 502, not our 500.
        const bool upstream = result.outcome == OcrOutcome::Failed && !result.invalidRequest && m_relaying;
        failure.httpStatus = result.invalidRequest ? 400 : upstream ? 502 : result.outcome == OcrOutcome::Failed ? 500 : 503;
        if (upstream) failure.code = QStringLiteral("upstream_failed");
        failure.type = result.invalidRequest ? QStringLiteral("invalid_request_error") : QStringLiteral("server_error");
        if (result.invalidRequest) failure.param = QStringLiteral("messages");
        failure.message = shutdown ? QStringLiteral("the server is shutting down; the page was not finished")
                          : result.outcome == OcrOutcome::Cancelled ? QStringLiteral("the page was cancelled on the server")
                          : result.error.isEmpty()                   ? QStringLiteral("the page failed")
                                                                     : result.error;
        if (shutdown) failure.code = QStringLiteral("server_shutdown");
        if (job.stream) {
            m_metrics.countRequest(endpoint, failure.httpStatus);
            job.exchange->writeChunk(sse(failure.toJson()) + sse("[DONE]"));
            job.exchange->endStream();
        } else {
            sendError(job.exchange, endpoint, failure);
        }
    } else if (wanted) {
        m_metrics.countGeneratedTokens(result.generatedTokens);
        m_metrics.observeLatency(double(job.clock.nsecsElapsed()) / 1e9);
        if (job.stream) {
            m_metrics.countRequest(endpoint, 200);
            sendStreamText(job, job.stop.flush());
            QByteArray tail = sse(finalChunkBody(job.identity, result, job.wantsLogprobs ? &job.pendingLogprobs : nullptr));
            if (job.includeUsage) tail += sse(usageChunkBody(job.identity, result));
            job.exchange->writeChunk(tail + sse("[DONE]"));
            job.exchange->endStream();
        } else {
            sendJson(job.exchange, endpoint, 200, completionBody(job.identity, result, job.wantsLogprobs ? &job.logprobs : nullptr));
        }
    }
    startNext();
    checkDrained();
}

void OpenAiServer::shutdown(int graceMs) {
    if (!m_shuttingDown) {
        m_shuttingDown = true;
        m_http->stopListening();
    }
    // Waiting pages would never start: they are answered at once, not after the grace.
    refuseWaitingForShutdown();
    QTimer::singleShot(std::max(0, graceMs), this, [this] {
        // Running ones are cancelled and answered when the backend reports them.
        refuseWaitingForShutdown();
        for (auto it = m_running.begin(); it != m_running.end(); ++it) {
            it->cancelledForShutdown = true;
            if (!it->decoding) m_backend->cancel(it.key());  // one still decoding is answered once decoded
        }
        updateGauges();
    });
    checkDrained();
}

void OpenAiServer::refuseWaitingForShutdown() {
    QQueue<Job> waiting = std::exchange(m_waiting, {});
    while (!waiting.isEmpty()) {
        Job job = waiting.dequeue();
        job.cancelledForShutdown = true;
        OcrResult result;
        result.jobId = job.request.jobId;
        result.outcome = OcrOutcome::Cancelled;
        m_running.insert(job.request.jobId, std::move(job));
        onFinished(result);  // answers it; startNext() finds no waiting page to start
    }
    updateGauges();
}

void OpenAiServer::checkDrained() {
    if (!m_shuttingDown || m_drainStarted || !m_running.isEmpty() || !m_waiting.isEmpty() || m_decoding > 0) return;
    m_drainStarted = true;
    // The last answers may still be in the sockets' buffers: give the connections a moment to
    // send them and close (they close once answered while shutting down).
    auto* poll = new QTimer(this);
    const QDeadlineTimer flushed(2000);
    connect(poll, &QTimer::timeout, this, [this, poll, flushed] {
        if (m_http->openConnections() > 0 && !flushed.hasExpired()) return;
        poll->deleteLater();
        emit drained();
    });
    poll->start(20);
}

}  // namespace folio::remote

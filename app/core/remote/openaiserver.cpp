#include "remote/openaiserver.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtConcurrent>

#include "remote/imagedataurl.h"

namespace folio::remote {

namespace {

constexpr auto kChat = "/v1/chat/completions";
constexpr auto kModels = "/v1/models";
constexpr auto kHealth = "/health";
constexpr auto kMetrics = "/metrics";

QString endpointLabel(const QByteArray& path) {
    for (const char* known : {kChat, kModels, kHealth, kMetrics})
        if (path == known) return QString::fromLatin1(known);
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
    : QObject(parent), m_backend(backend), m_options(std::move(options)) {
    HttpServerLimits limits;
    limits.maxBodyBytes = m_options.maxBodyBytes;
    m_http = new HttpServer([this](HttpExchange* exchange) { handle(exchange); }, limits, this);
    m_http->setProtocolErrorObserver([this](int status) { m_metrics.countRequest(QStringLiteral("other"), status); });
    connect(m_backend, &OcrBackend::textAppended, this, &OpenAiServer::onText);
    connect(m_backend, &OcrBackend::finished, this, &OpenAiServer::onFinished);
}

OpenAiServer::~OpenAiServer() {
    for (auto it = m_running.cbegin(); it != m_running.cend(); ++it) m_backend->cancel(it.key());
}

bool OpenAiServer::listen(const QHostAddress& address, quint16 port, QString* error) {
    return m_http->listen(address, port, error);
}

void OpenAiServer::sendJson(HttpExchange* exchange, const QString& endpoint, int status, const QByteArray& body) {
    m_metrics.countRequest(endpoint, status);
    exchange->respond(status, "application/json", body);
}

void OpenAiServer::sendError(HttpExchange* exchange, const QString& endpoint, const ApiError& error) {
    sendJson(exchange, endpoint, error.httpStatus, error.toJson());
}

bool OpenAiServer::authorized(HttpExchange* exchange, const QString& endpoint) {
    if (m_options.apiKey.isEmpty()) return true;
    const QByteArray header = exchange->request().header("authorization");
    ApiError error;
    error.httpStatus = 401;
    error.type = QStringLiteral("authentication_error");
    if (header.isEmpty()) {
        error.message = QStringLiteral("missing API key: send the header 'Authorization: Bearer <key>'");
        error.code = QStringLiteral("missing_api_key");
    } else if (!sameSecret(header, "Bearer " + m_options.apiKey.toUtf8())) {
        error.message = QStringLiteral("invalid API key");
        error.code = QStringLiteral("invalid_api_key");
    } else {
        return true;
    }
    sendError(exchange, endpoint, error);
    return false;
}

void OpenAiServer::handle(HttpExchange* exchange) {
    const HttpRequest& request = exchange->request();
    const QString endpoint = endpointLabel(request.path);
    const bool get = request.method == "GET" || request.method == "HEAD";
    ApiError methodError;
    methodError.httpStatus = 405;
    methodError.message = QStringLiteral("method %1 is not allowed on %2")
                              .arg(QString::fromLatin1(request.method), QString::fromLatin1(request.path));

    if (endpoint == QLatin1String(kHealth)) {
        if (!get) return sendError(exchange, endpoint, methodError);
        return sendJson(exchange, endpoint, 200, R"({"status":"ok"})");
    }
    if (endpoint == QLatin1String(kMetrics)) {
        if (!get) return sendError(exchange, endpoint, methodError);
        m_metrics.countRequest(endpoint, 200);
        return exchange->respond(200, "text/plain; version=0.0.4; charset=utf-8", m_metrics.render());
    }
    if (endpoint == QLatin1String(kModels)) {
        if (!get) return sendError(exchange, endpoint, methodError);
        if (!authorized(exchange, endpoint)) return;
        const QJsonObject model{{"id", m_options.modelName}, {"object", "model"}, {"created", 0}, {"owned_by", "folio"}};
        return sendJson(exchange, endpoint, 200,
                        QJsonDocument(QJsonObject{{"object", "list"}, {"data", QJsonArray{model}}}).toJson(QJsonDocument::Compact));
    }
    if (endpoint == QLatin1String(kChat)) {
        if (request.method != "POST") return sendError(exchange, endpoint, methodError);
        if (!authorized(exchange, endpoint)) return;
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
    // Decoding a large page takes tens of milliseconds: off this thread, so other clients flow.
    auto* watcher = new QFutureWatcher<DecodedPage>(this);
    QPointer<HttpExchange> guarded = exchange;
    const ChatRequest request = *chat;
    connect(watcher, &QFutureWatcher<DecodedPage>::finished, this, [this, watcher, guarded, request, endpoint] {
        watcher->deleteLater();
        const DecodedPage page = watcher->result();
        if (!guarded) return;  // the client went away meanwhile
        if (page.image.isNull()) {
            ApiError decodeError;
            decodeError.message = page.error;
            decodeError.param = QStringLiteral("messages");
            return sendError(guarded, endpoint, decodeError);
        }
        Job job;
        job.exchange = guarded;
        job.request.image = page.image;
        job.request.instruction = request.instruction;
        job.request.languages = request.languages;
        job.request.sampling = request.sampling;
        job.stream = request.stream;
        job.includeUsage = request.includeUsage;
        job.identity = {QStringLiteral("chatcmpl-") + job.request.jobId.toString(QUuid::Id128), m_options.modelName,
                        QDateTime::currentSecsSinceEpoch()};
        admit(std::move(job));
    });
    const QByteArray dataUrl = chat->imageDataUrl;
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
        return sendError(job.exchange, QString::fromLatin1(kChat), busy);
    }
    job.clock.start();
    const QUuid id = job.request.jobId;
    connect(job.exchange, &HttpExchange::clientGone, this, [this, id] { onClientGone(id); });
    if (job.stream) job.exchange->beginStream(200, "text/event-stream");
    m_waiting.enqueue(std::move(job));
    startNext();
}

void OpenAiServer::startNext() {
    while (m_running.size() < m_options.maxConcurrent && !m_waiting.isEmpty()) {
        Job job = m_waiting.dequeue();
        const OcrRequest request = job.request;
        m_running.insert(request.jobId, std::move(job));
        m_backend->submit(request);
    }
    updateGauges();
}

void OpenAiServer::updateGauges() {
    m_metrics.setInFlight(int(m_running.size()));
    m_metrics.setQueued(int(m_waiting.size()));
}

void OpenAiServer::onClientGone(const QUuid& jobId) {
    for (qsizetype i = 0; i < m_waiting.size(); ++i) {
        if (m_waiting[i].request.jobId == jobId) {
            m_waiting.removeAt(i);
            updateGauges();
            return;
        }
    }
    // Running: the backend keeps the slot until it reports Cancelled.
    auto it = m_running.find(jobId);
    if (it == m_running.end()) return;
    it->clientGone = true;
    m_backend->cancel(jobId);
}

void OpenAiServer::onText(const QUuid& jobId, const QString& delta) {
    auto it = m_running.find(jobId);
    if (it == m_running.end() || !it->stream || !it->exchange) return;
    if (!it->sentFirstChunk) m_metrics.observeTimeToFirstToken(double(it->clock.nsecsElapsed()) / 1e9);
    it->exchange->writeChunk(sse(chunkBody(it->identity, delta, !it->sentFirstChunk)));
    it->sentFirstChunk = true;
}

void OpenAiServer::onFinished(const OcrResult& result) {
    auto it = m_running.find(result.jobId);
    if (it == m_running.end()) return;  // not ours
    const Job job = std::move(*it);
    m_running.erase(it);
    const QString endpoint = QString::fromLatin1(kChat);
    const bool wanted = job.exchange && !job.clientGone;
    if (wanted && (result.outcome == OcrOutcome::Failed || result.outcome == OcrOutcome::Cancelled)) {
        ApiError failure;
        failure.httpStatus = result.outcome == OcrOutcome::Failed ? 500 : 503;
        failure.type = QStringLiteral("server_error");
        failure.message = result.outcome == OcrOutcome::Cancelled ? QStringLiteral("the page was cancelled on the server")
                          : result.error.isEmpty()                ? QStringLiteral("the page failed")
                                                                  : result.error;
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
            QByteArray tail = sse(finalChunkBody(job.identity, result));
            if (job.includeUsage) tail += sse(usageChunkBody(job.identity, result));
            job.exchange->writeChunk(tail + sse("[DONE]"));
            job.exchange->endStream();
        } else {
            sendJson(job.exchange, endpoint, 200, completionBody(job.identity, result));
        }
    }
    startNext();
}

}  // namespace folio::remote

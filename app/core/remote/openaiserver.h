// The server side of `folio serve`: an OpenAI-compatible API over one shared OcrBackend (the
// local engine, whose continuous batching then serves every client together).
// Routes: POST /v1/chat/completions (JSON or SSE with "stream": true), GET /v1/models,
// GET /health, GET /metrics (Prometheus). Every bad request gets a 4xx JSON error in the
// OpenAI shape and the server keeps serving. Lives on one thread (the backend's).
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QPointer>
#include <QQueue>
#include <functional>

#include "jobs/ocrbackend.h"
#include "remote/httpserver.h"
#include "remote/openaiprotocol.h"
#include "remote/servermetrics.h"
#include "remote/stopstrings.h"

namespace folio::remote {

struct OpenAiServerOptions {
    QString modelName = QStringLiteral("folio");  // the id clients put in "model"
    QString apiKey;                // empty: no authentication
    int maxConcurrent = 16;        // pages handed to the backend at once; more wait in a queue
    int maxQueued = 1024;          // beyond this, 429
    qint64 maxImagePixels = 40'000'000;
    int maxTokensLimit = 16384;
    HttpServerLimits http;         // body size, timeouts, connection and buffer caps
};

class OpenAiServer : public QObject {
    Q_OBJECT
public:
    OpenAiServer(OcrBackend* backend, OpenAiServerOptions options, QObject* parent = nullptr);
    ~OpenAiServer() override;

    bool listen(const QHostAddress& address, quint16 port, QString* error);
    quint16 port() const { return m_http->serverPort(); }
    void close() { m_http->close(); }
    // Graceful shutdown: stops accepting, refuses new pages with 503, lets running pages finish
    // for up to graceMs and then cancels them (a stream then ends with an error event and
    // [DONE]); emits drained() once every answer is out.
    void shutdown(int graceMs);
    bool isShuttingDown() const { return m_shuttingDown; }

    const ServerMetrics& metrics() const { return m_metrics; }
    const OpenAiServerOptions& options() const { return m_options; }

signals:
    void drained();

private:
    struct Job {
        QPointer<HttpExchange> exchange;
        OcrRequest request;
        bool stream = false;
        bool includeUsage = false;
        bool sentFirstChunk = false;
        bool clientGone = false;  // its answer is no longer wanted
        bool cancelledForShutdown = false;
        // The page as it came (a data URL): while the job waits for a slot its decoded pixels
        // are dropped (a 6000x6000 page is 36 MB or more, its PNG a few KB) and decoded again
        // when it starts.
        QByteArray imageDataUrl;
        bool decoding = false;  // has a slot, its image being decoded again
        StopStrings stop;
        bool wantsLogprobs = false;
        QList<TokenLogprobs> logprobs;         // every token's (whole answers)
        QList<TokenLogprobs> pendingLogprobs;  // not yet sent (streams)
        CompletionIdentity identity;
        QElapsedTimer clock;
    };

    void handle(HttpExchange* exchange);
    void handleChat(HttpExchange* exchange);
    void admit(Job job);
    void startNext();
    // Decodes `dataUrl` off this thread; `done` gets the image (null with the reason) on this one.
    void decodeAsync(const QByteArray& dataUrl, std::function<void(const QImage& image, const QString& error)> done);
    void onRedecoded(const QUuid& jobId, const QImage& image, const QString& error);
    void onText(const QUuid& jobId, const QString& delta);
    void onLogprobs(const QUuid& jobId, const TokenLogprobs& logprobs);
    void sendStreamText(Job& job, const QString& text);
    void checkDrained();
    // Shutting down: pages still waiting for a slot get their 503 now.
    void refuseWaitingForShutdown();
    void onFinished(const OcrResult& result);
    void onClientGone(const QUuid& jobId);
    void sendError(HttpExchange* exchange, const QString& endpoint, const ApiError& error, const HttpHeaders& headers = {});
    void sendJson(HttpExchange* exchange, const QString& endpoint, int status, const QByteArray& body, HttpHeaders headers = {});
    // 401 for the API endpoints without the right key; checked on the request's head.
    std::optional<ApiError> authorizationError(const HttpRequest& head) const;
    void updateGauges();
    void startDecode(const QByteArray& dataUrl, std::function<void(const QImage&, const QString&)> done);

    OcrBackend* m_backend;
    OpenAiServerOptions m_options;
    HttpServer* m_http;
    ServerMetrics m_metrics;
    qint64 m_startedAt;  // seconds since the epoch: the model's "created"
    bool m_relaying;     // the backend is another server (--backend URL)
    QHash<QUuid, Job> m_running;
    QQueue<Job> m_waiting;
    int m_decoding = 0;  // images being decoded, not yet admitted
    // Decodes waiting for a turn: at most kDecodesAtOnce pages are decoded (and held before
    // admission) at once, however many requests arrive together (30 large RGBA pages took 4.8 GB).
    static constexpr int kDecodesAtOnce = 2;
    QQueue<std::pair<QByteArray, std::function<void(const QImage&, const QString&)>>> m_decodeQueue;
    bool m_shuttingDown = false;
    bool m_drainStarted = false;
};

}  // namespace folio::remote

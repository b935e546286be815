// OcrBackend over any OpenAI-compatible server (vLLM, SGLang, another `folio serve`): each page
// is one POST /v1/chat/completions with the page as a PNG data URL, streamed back as SSE.
// At most maxConcurrent pages are in flight; 5xx answers, 429, timeouts and connection errors
// are retried with exponential backoff; a page that still fails finishes Failed with the reason
// in words (never silently dropped). Lives on the thread that created it (usually the GUI's).
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QPointer>
#include <QQueue>
#include <QUrl>
#include <vector>

#include "jobs/ocrbackend.h"
#include "remote/sseparser.h"

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace folio::remote {

struct CompletionPart;

struct RemoteBackendOptions {
    QUrl baseUrl;             // "http://gpu-box:8000" (a trailing "/v1" is accepted too)
    QString apiKey;           // sent as "Authorization: Bearer <key>" when set
    QString model;            // the server's model id; empty: left out (the server's default)
    int maxConcurrent = 4;    // pages in flight at once
    int maxRetries = 4;       // further attempts after the first
    int initialBackoffMs = 500;
    int maxBackoffMs = 8000;
    int idleTimeoutMs = 120'000;     // no byte from the server for this long: the attempt fails
    int attemptTimeoutMs = 1'800'000;  // one attempt, start to end
    bool stream = true;       // SSE, so text appears while the page is read
};

class RemoteBackend : public OcrBackend {
    Q_OBJECT
public:
    explicit RemoteBackend(RemoteBackendOptions options, QObject* parent = nullptr);
    ~RemoteBackend() override;

    QString describe() const override;
    void submit(const OcrRequest& request) override;
    void cancel(const QUuid& jobId) override;

    // baseUrl + "/v1/chat/completions", whether or not baseUrl already ends in /v1.
    static QUrl completionsUrl(const QUrl& baseUrl);
    // The wait before attempt number `attempt` (1 = first retry), without jitter.
    static int backoffMs(const RemoteBackendOptions& options, int attempt);

private:
    struct Job {
        OcrRequest request;
        QByteArray body;             // built once, sent again by each retry
        int attempt = 0;             // 0 = first attempt
        int client = 0;              // index into m_clients
        QString attemptText;         // text of the current attempt
        qsizetype emittedChars = 0;  // text already announced through textAppended, across retries
        QString finishReason;
        int completionTokens = -1;
        int promptTokens = 0;
        QString streamError;
        bool sawDone = false;
        bool cancelled = false;
        bool timedOut = false;
        SseParser sse;
        QPointer<QNetworkReply> reply;
        QTimer* attemptTimer = nullptr;
        QTimer* retryTimer = nullptr;
        QElapsedTimer clock;
    };

    void pump();
    void encode(const QUuid& jobId);
    void startAttempt(const QUuid& jobId);
    void onReadyRead(const QUuid& jobId);
    void onReplyFinished(const QUuid& jobId);
    void handleEvent(Job& job, const QByteArray& data);
    // The part's log-probabilities, then its text (both once only across retries).
    void appendPart(Job& job, const CompletionPart& part);
    void appendText(Job& job, const QString& delta);
    void retryOrFail(const QUuid& jobId, const QString& reason, bool retriable);
    void finish(const QUuid& jobId, OcrOutcome outcome, const QString& error = {});

    RemoteBackendOptions m_options;
    QUrl m_url;
    // Qt opens at most 6 connections per host and manager, so one manager per 6 slots.
    std::vector<QNetworkAccessManager*> m_clients;
    std::vector<int> m_clientLoad;
    QQueue<OcrRequest> m_pending;
    QHash<QUuid, Job> m_active;
};

}  // namespace folio::remote

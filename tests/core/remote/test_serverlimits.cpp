// What a client sees when it is slow, oversized, too many or odd, against OpenAiServer on
// loopback: 408 and a closed connection for a slow head or body, 503 with Retry-After past the
// connection and buffer caps, HEAD without a body, duplicate Content-Length and non-JSON POSTs
// refused, a case-insensitive Bearer scheme, and graceful shutdown (running streams finish, or
// end with an error event and [DONE] once the grace has passed).
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QtTest>
#include <memory>

#include "remote/openaiserver.h"
#include "remote/sseparser.h"
#include "remotetesting.h"

using namespace folio;
using namespace folio::remote;
using namespace folio::testing;

namespace {

// Everything the server sends until it closes the connection (or timeoutMs passes).
struct RawAnswer {
    QByteArray bytes;
    bool closed = false;
    qint64 ms = 0;
    int status() const { return bytes.startsWith("HTTP/1.1 ") ? bytes.mid(9, 3).toInt() : 0; }
    QByteArray body() const { return bytes.mid(bytes.indexOf("\r\n\r\n") + 4); }
};

RawAnswer readUntilClosed(QTcpSocket& socket, int timeoutMs, const std::function<void()>& meanwhile = {}) {
    RawAnswer answer;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeoutMs) {
        if (meanwhile) meanwhile();
        QTest::qWait(20);
        answer.bytes += socket.readAll();
        if (socket.state() == QAbstractSocket::UnconnectedState) {
            answer.closed = true;
            break;
        }
    }
    answer.bytes += socket.readAll();
    answer.ms = clock.elapsed();
    return answer;
}

std::unique_ptr<QTcpSocket> connectTo(quint16 port) {
    auto socket = std::make_unique<QTcpSocket>();
    socket->connectToHost(QHostAddress::LocalHost, port);
    if (!socket->waitForConnected(5000)) return nullptr;
    return socket;
}

// Fails every page as the engine does for a prompt longer than the model's context.
class TooLongBackend : public OcrBackend {
public:
    QString describe() const override { return QStringLiteral("too-long test backend"); }
    void submit(const OcrRequest& request) override {
        QTimer::singleShot(1, this, [this, id = request.jobId] {
            OcrResult result;
            result.jobId = id;
            result.outcome = OcrOutcome::Failed;
            result.invalidRequest = true;
            result.error = QStringLiteral("the prompt (5000 tokens) exceeds the model's context of 4096");
            emit finished(result);
        });
    }
    void cancel(const QUuid&) override {}
};

}  // namespace

class TestServerLimits : public QObject {
    Q_OBJECT

    std::unique_ptr<EchoBackend> m_backend;
    std::unique_ptr<OpenAiServer> m_server;
    QNetworkAccessManager m_nam;

    void start(const HttpServerLimits& limits, int wordDelayMs = 0) {
        m_server.reset();
        m_backend = std::make_unique<EchoBackend>(wordDelayMs);
        OpenAiServerOptions options;
        options.modelName = QStringLiteral("folio-test");
        options.apiKey = QStringLiteral("s3cret");
        options.http = limits;
        m_server = std::make_unique<OpenAiServer>(m_backend.get(), options);
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0, nullptr));
    }
    QUrl url(const QString& path) const { return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_server->port()).arg(path)); }
    QList<QPair<QByteArray, QByteArray>> auth() const { return {{"Authorization", "Bearer s3cret"}}; }
    RawAnswer raw(const QByteArray& bytes, int timeoutMs = 5000) {
        auto socket = connectTo(m_server->port());
        if (!socket) return {};
        socket->write(bytes);
        return readUntilClosed(*socket, timeoutMs);
    }
    QByteArray chatHead(qint64 length, const QByteArray& contentType = "application/json") const {
        return "POST /v1/chat/completions HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer s3cret\r\nContent-Type: " + contentType +
               "\r\nContent-Length: " + QByteArray::number(length) + "\r\n\r\n";
    }

private slots:
    void cleanup() {
        m_server.reset();
        m_backend.reset();
    }

    void slowHeaderClientGets408AndIsCutOff() {
        HttpServerLimits limits;
        limits.headerTimeoutMs = 600;
        start(limits);
        auto socket = connectTo(m_server->port());
        QVERIFY(socket);
        socket->write("POST /v1/chat/completions HTTP/1.1\r\nHost: t\r\nX-Slow: ");
        const QByteArray drip(200, 'a');
        int sent = 0;
        // One byte every 20 ms, which would go on for 4 s: the head never completes.
        const RawAnswer answer = readUntilClosed(*socket, 4000, [&] {
            if (sent < drip.size() && socket->state() == QAbstractSocket::ConnectedState) socket->write(drip.mid(sent++, 1));
        });
        QCOMPARE(answer.status(), 408);
        QVERIFY(answer.closed);
        QVERIFY2(answer.ms < 2000, qPrintable(QString::number(answer.ms)));
        QVERIFY(QJsonDocument::fromJson(answer.body()).object().value("error").toObject().value("message").toString().contains("head"));
    }

    void halfSentBodyGets408AndIsCutOff() {
        HttpServerLimits limits;
        limits.bodyTimeoutMs = 600;
        start(limits);
        auto socket = connectTo(m_server->port());
        QVERIFY(socket);
        socket->write(chatHead(5000) + QByteArray(100, ' '));
        const RawAnswer answer = readUntilClosed(*socket, 4000);
        QCOMPARE(answer.status(), 408);
        QVERIFY(answer.closed);
        QVERIFY(answer.body().contains("100 of 5000 bytes"));
    }

    void silentConnectionIsClosedWithoutAnAnswer() {
        HttpServerLimits limits;
        limits.headerTimeoutMs = 400;
        start(limits);
        auto socket = connectTo(m_server->port());
        QVERIFY(socket);
        const RawAnswer answer = readUntilClosed(*socket, 3000);
        QVERIFY(answer.closed);
        QVERIFY(answer.bytes.isEmpty());
    }

    void connectionsPastTheCapGet503WithRetryAfter() {
        HttpServerLimits limits;
        limits.maxConnections = 3;
        limits.retryAfterSeconds = 7;
        start(limits);
        std::vector<std::unique_ptr<QTcpSocket>> idle;
        for (int i = 0; i < 3; ++i) idle.push_back(connectTo(m_server->port()));
        QTest::qWait(100);
        const RawAnswer refused = raw("GET /health HTTP/1.1\r\nHost: t\r\n\r\n");
        QCOMPARE(refused.status(), 503);
        QVERIFY(refused.bytes.contains("\r\nRetry-After: 7\r\n"));
        QVERIFY(refused.closed);
        QVERIFY(refused.body().contains("open connections"));
        idle.pop_back();  // one leaves: room again
        QTRY_COMPARE_WITH_TIMEOUT(raw("GET /health HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n").status(), 200, 5000);
    }

    void bodiesPastTheBufferCapGet503WithRetryAfter() {
        HttpServerLimits limits;
        limits.maxBodyBytes = 512 * 1024;
        limits.maxBufferedBytes = 600 * 1024;
        start(limits);
        auto holding = connectTo(m_server->port());  // announces 400 kB and sends only a part
        QVERIFY(holding);
        holding->write(chatHead(400 * 1024) + QByteArray(1000, ' '));
        QTest::qWait(200);
        auto second = connectTo(m_server->port());
        second->write(chatHead(400 * 1024));
        const RawAnswer refused = readUntilClosed(*second, 3000);
        QCOMPARE(refused.status(), 503);
        QVERIFY(refused.bytes.contains("\r\nRetry-After: 2\r\n"));
        QVERIFY(refused.body().contains("bytes of requests"));
        holding->abort();  // its reservation is given back
        QTest::qWait(200);
        // The same request is read now (and refused for what it holds, not for room).
        const RawAnswer read = raw(chatHead(400 * 1024) + QByteArray(400 * 1024, ' '));
        QCOMPARE(read.status(), 400);
        QVERIFY(read.body().contains("not valid JSON"));
    }

    // A client without the key is refused on its head: its upload is never held, so it cannot
    // take the buffer room of clients that have the key.
    void wrongKeyIsRefusedBeforeTheBodyIsHeld() {
        HttpServerLimits limits;
        limits.maxBodyBytes = 900 * 1024;
        limits.maxBufferedBytes = 1024 * 1024;
        start(limits);
        auto stranger = connectTo(m_server->port());
        QVERIFY(stranger);
        QByteArray head = chatHead(700 * 1024);
        head.replace("Bearer s3cret", "Bearer wrong");
        stranger->write(head + QByteArray(1000, ' '));  // and never the rest
        QElapsedTimer clock;
        clock.start();
        QTRY_VERIFY_WITH_TIMEOUT(stranger->bytesAvailable() > 0 || stranger->waitForReadyRead(50), 3000);
        const QByteArray answer = stranger->readAll();
        QVERIFY2(answer.startsWith("HTTP/1.1 401 "), answer.constData());
        QVERIFY2(answer.contains("invalid_api_key"), answer.constData());
        QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(m_server->metrics().requests("/v1/chat/completions", 401), quint64(1));
        // Its announced 700 kB take no room: a client with the key sends 700 kB beside it.
        QByteArray body = chatBody(makePage(3));
        body += QByteArray(700 * 1024 - body.size(), ' ');  // JSON allows the trailing spaces
        const RawAnswer served = raw(chatHead(body.size()) + body);
        QVERIFY2(served.status() == 200, served.bytes.left(400).constData());
    }

    void headAnswersWithoutABody() {
        start({});
        const RawAnswer answer = raw("HEAD /health HTTP/1.1\r\nHost: t\r\n\r\nGET /health HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");
        QCOMPARE(answer.status(), 200);
        QVERIFY(answer.bytes.contains("Content-Length: 15\r\n"));
        // The next answer follows the first head directly: HEAD sent no body.
        QVERIFY2(answer.body().startsWith("HTTP/1.1 200 OK"), answer.bytes.constData());
        QVERIFY(answer.body().endsWith(R"({"status":"ok"})"));
    }

    void duplicateContentLengthIsRefused() {
        start({});
        const RawAnswer answer = raw("POST /v1/chat/completions HTTP/1.1\r\nHost: t\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{}");
        QCOMPARE(answer.status(), 400);
        QVERIFY(answer.body().contains("more than once"));
        QVERIFY(answer.closed);
    }

    void postsMustBeJson() {
        start({});
        const QByteArray body = chatBody(makePage(1));
        const RawAnswer plain = raw(chatHead(body.size(), "text/plain") + body);
        QCOMPARE(plain.status(), 415);
        QCOMPARE(QJsonDocument::fromJson(plain.body()).object().value("error").toObject().value("code").toString(),
                 QStringLiteral("unsupported_media_type"));
        const RawAnswer json = raw(chatHead(body.size(), "Application/JSON; charset=utf-8") + body);
        QCOMPARE(json.status(), 200);
    }

    // HTTP/1.0 has no chunked encoding: a stream to such a client is the events as they come,
    // ended by closing the connection; an HTTP/1.1 client gets chunks.
    void streamToAnHttp10ClientIsRawAndEndsWithTheConnection() {
        start({});
        const QByteArray body = chatBody(makePage(2), {{"stream", true}});
        QByteArray head = chatHead(body.size());
        head.replace("HTTP/1.1", "HTTP/1.0");
        const RawAnswer old = raw(head + body);
        QCOMPARE(old.status(), 200);
        QVERIFY(old.closed);
        const QByteArray oldHead = old.bytes.left(old.bytes.indexOf("\r\n\r\n"));
        QVERIFY2(!oldHead.contains("Transfer-Encoding"), oldHead.constData());
        QVERIFY2(oldHead.contains("Connection: close"), oldHead.constData());
        QVERIFY2(old.body().startsWith("data: {"), old.body().constData());  // no chunk size before it
        QVERIFY2(old.body().endsWith("data: [DONE]\n\n"), old.body().constData());
        const RawAnswer chunked = raw(chatHead(body.size()).replace("Host: t\r\n", "Host: t\r\nConnection: close\r\n") + body);
        QVERIFY(chunked.bytes.contains("Transfer-Encoding: chunked"));
        QVERIFY(chunked.body().endsWith("0\r\n\r\n"));
    }

    // A 405 says which methods the route takes; a 401 which scheme the key goes in.
    void refusalsSayWhatWouldBeAccepted() {
        start({});
        const RawAnswer post = raw("POST /health HTTP/1.1\r\nHost: t\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        QCOMPARE(post.status(), 405);
        QVERIFY2(post.bytes.contains("\r\nAllow: GET, HEAD\r\n"), post.bytes.constData());
        const RawAnswer get = raw("GET /v1/chat/completions HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer s3cret\r\nConnection: close\r\n\r\n");
        QCOMPARE(get.status(), 405);
        QVERIFY2(get.bytes.contains("\r\nAllow: POST\r\n"), get.bytes.constData());
        const RawAnswer keyless = raw("GET /v1/models HTTP/1.1\r\nHost: t\r\n\r\n");
        QCOMPARE(keyless.status(), 401);
        QVERIFY2(keyless.bytes.contains("\r\nWWW-Authenticate: Bearer\r\n"), keyless.bytes.constData());
    }

    // A page still waiting for a slot when the server shuts down is refused at once (503), not
    // after the whole grace the running page gets.
    void shutdownRefusesWaitingPagesAtOnce() {
        m_server.reset();
        m_backend = std::make_unique<EchoBackend>(200);  // seconds a page
        OpenAiServerOptions options;
        options.maxConcurrent = 1;
        m_server = std::make_unique<OpenAiServer>(m_backend.get(), options);
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0, nullptr));
        QNetworkRequest request(url("/v1/chat/completions"));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QNetworkReply* running = m_nam.post(request, chatBody(makePage(6), {{"model", "folio"}}));
        // The second only once the first holds the slot: two connections may arrive in either order.
        QTRY_COMPARE_WITH_TIMEOUT(m_server->metrics().inFlight(), 1, 5000);
        QNetworkReply* waiting = m_nam.post(request, chatBody(makePage(7), {{"model", "folio"}}));
        QTRY_COMPARE_WITH_TIMEOUT(m_server->metrics().queued(), 1, 5000);
        QElapsedTimer clock;
        clock.start();
        m_server->shutdown(20'000);
        QTRY_VERIFY_WITH_TIMEOUT(waiting->isFinished(), 3000);
        QVERIFY(clock.elapsed() < 2000);
        QCOMPARE(waiting->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 503);
        QCOMPARE(QJsonDocument::fromJson(waiting->readAll()).object().value("error").toObject().value("code").toString(),
                 QStringLiteral("server_shutdown"));
        QVERIFY(!running->isFinished());  // the running page has its grace
        running->abort();
        running->deleteLater();
        waiting->deleteLater();
    }

    void bearerSchemeIsCaseInsensitive() {
        start({});
        for (const QByteArray scheme : {"Bearer", "bearer", "BEARER"})
            QCOMPARE(httpCall(m_nam, "GET", url("/v1/models"), {}, {{"Authorization", scheme + " s3cret"}}).status, 200);
        QCOMPARE(httpCall(m_nam, "GET", url("/v1/models"), {}, {{"Authorization", "Basic s3cret"}}).status, 401);
        QCOMPARE(httpCall(m_nam, "GET", url("/v1/models"), {}, {{"Authorization", "bearer s3cre"}}).status, 401);
    }

    void promptLongerThanTheContextIs400() {
        TooLongBackend backend;
        OpenAiServer server(&backend, {});
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr));
        const HttpAnswer answer = httpCall(m_nam, "POST", QUrl(QStringLiteral("http://127.0.0.1:%1/v1/chat/completions").arg(server.port())),
                                           chatBody(makePage(1), {{"model", "folio"}}));
        QCOMPARE(answer.status, 400);
        const QJsonObject error = answer.json().value("error").toObject();
        QCOMPARE(error.value("type").toString(), QStringLiteral("invalid_request_error"));
        QVERIFY(error.value("message").toString().contains("exceeds the model's context"));
    }

    void shutdownLetsRunningStreamsFinish() {
        start({}, 30);  // about half a second a page
        QNetworkRequest request(url("/v1/chat/completions"));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        request.setRawHeader("Authorization", "Bearer s3cret");
        const QImage page = makePage(4);
        QNetworkReply* reply = m_nam.post(request, chatBody(page, {{"stream", true}}));
        QTRY_VERIFY_WITH_TIMEOUT(reply->bytesAvailable() > 0, 5000);
        QSignalSpy drained(m_server.get(), &OpenAiServer::drained);
        m_server->shutdown(10'000);
        QVERIFY(!connectTo(m_server->port()) || raw("GET /health HTTP/1.1\r\n\r\n", 500).bytes.isEmpty());  // no longer accepting
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 8000);
        SseParser parser;
        const QList<QByteArray> events = parser.feed(reply->readAll());
        QCOMPARE(events.last(), QByteArray("[DONE]"));
        QCOMPARE(streamedText(events), echoTextFor(page));
        QVERIFY(drained.wait(3000) || drained.size() == 1);
        reply->deleteLater();
    }

    void shutdownPastTheGraceEndsStreamsWithAFinalEvent() {
        start({}, 400);  // several seconds a page
        QNetworkRequest request(url("/v1/chat/completions"));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        request.setRawHeader("Authorization", "Bearer s3cret");
        QNetworkReply* reply = m_nam.post(request, chatBody(makePage(5), {{"stream", true}}));
        QTRY_VERIFY_WITH_TIMEOUT(reply->bytesAvailable() > 0, 5000);
        QSignalSpy drained(m_server.get(), &OpenAiServer::drained);
        QElapsedTimer clock;
        clock.start();
        m_server->shutdown(200);
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 3000);
        QVERIFY(clock.elapsed() < 2500);
        SseParser parser;
        const QList<QByteArray> events = parser.feed(reply->readAll());
        QVERIFY(events.size() >= 2);
        QCOMPARE(events.last(), QByteArray("[DONE]"));
        const QJsonObject error = QJsonDocument::fromJson(events[events.size() - 2]).object().value("error").toObject();
        QCOMPARE(error.value("code").toString(), QStringLiteral("server_shutdown"));
        QVERIFY(drained.wait(3000) || drained.size() == 1);
        reply->deleteLater();
    }
};

QTEST_GUILESS_MAIN(TestServerLimits)
#include "test_serverlimits.moc"

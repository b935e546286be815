// A small HTTP/1.1 server for `folio serve`.
//
// Why not QHttpServer: Qt 6.4's QHttpServer reads a whole request body into memory before any
// handler runs (no size limit can be enforced first) and has no supported way to answer after
// the handler returns or to stream a chunked body, and an OCR server needs all three: pages take
// seconds, tokens are streamed as server-sent events, and a 2 GB upload must be refused unread.
// Why not cpp-httplib: it serves each connection on a blocking thread of a fixed pool, so idle
// or slow clients hold threads (1,000 idle connections stall it), and its streamed answers are
// pulled from that thread while the pages finish on the engine's; this server is one event loop
// whose connections cost a socket and a buffer each.
//
// Parsing is parseHttpRequestHead (a pure function); this class does the rest that the OpenAI
// API needs, bounded like a proxy: Content-Length bodies checked against a limit before they are
// read (Expect: 100-continue honoured), a deadline for each request's head and for its body
// (408), a cap on open connections and on the request bytes held by all of them together (503
// with Retry-After), keep-alive with an idle timeout, asynchronous answers and chunked
// streaming. Lives on one thread; not thread-safe.
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPair>
#include <QSet>
#include <functional>
#include <optional>

#include "remote/apierror.h"
#include "remote/httprequesthead.h"

class QTcpServer;
class QTcpSocket;

namespace folio::remote {

class HttpConnection;
class HttpServer;

using HttpHeaders = QList<QPair<QByteArray, QByteArray>>;

// One request and its answer. Owned by its connection: hold it through QPointer, since it is
// deleted once answered or when the client goes away.
class HttpExchange : public QObject {
    Q_OBJECT
public:
    const HttpRequest& request() const { return m_request; }

    // A complete answer with a Content-Length (for HEAD, the head alone).
    void respond(int status, const QByteArray& contentType, const QByteArray& body,
                 const HttpHeaders& extraHeaders = {});
    // A streamed answer: beginStream once, writeChunk any number of times, endStream once.
    // Chunked for HTTP/1.1; for HTTP/1.0, the bytes as they come, ended by closing the connection.
    void beginStream(int status, const QByteArray& contentType, const HttpHeaders& extraHeaders = {});
    void writeChunk(const QByteArray& data);
    void endStream();

    bool isAnswered() const { return m_state == State::Done; }
    bool isStreaming() const { return m_state == State::Streaming; }

signals:
    // The connection closed before the answer was complete; the exchange is deleted afterwards.
    void clientGone();
    // The answer is complete (internal: lets the connection read the next request).
    void answered();

private:
    friend class HttpConnection;
    enum class State { Waiting, Streaming, Done };
    HttpExchange(HttpRequest request, bool keepAlive, QTcpSocket* socket, const HttpServer* server, QObject* parent);
    QByteArray statusAndHeaders(int status, const QByteArray& contentType, const HttpHeaders& extra) const;
    bool keepsAlive() const;
    bool streamsChunked() const;  // not for HTTP/1.0 clients

    HttpRequest m_request;
    bool m_keepAlive;
    QTcpSocket* m_socket;
    const HttpServer* m_server;
    State m_state = State::Waiting;
};

struct HttpServerLimits {
    qint64 maxBodyBytes = 64ll * 1024 * 1024;
    int maxHeaderBytes = 32 * 1024;
    int headerTimeoutMs = 10'000;   // a request's head must arrive within this, from its first byte (408)
    int bodyTimeoutMs = 60'000;     // its body within this, from the end of the head (408)
    int idleTimeoutMs = 120'000;    // a kept-alive connection waiting this long for a request is closed
    int maxConnections = 512;       // open at once; more are answered 503
    qint64 maxBufferedBytes = 256ll * 1024 * 1024;  // request bodies held by all connections together; beyond, 503
    int retryAfterSeconds = 2;      // the Retry-After of those 503s
};

class HttpServer : public QObject {
    Q_OBJECT
public:
    using Handler = std::function<void(HttpExchange*)>;

    HttpServer(Handler handler, HttpServerLimits limits, QObject* parent = nullptr);
    ~HttpServer() override;

    // Returns false with the reason in *error when the address cannot be bound.
    bool listen(const QHostAddress& address, quint16 port, QString* error);
    quint16 serverPort() const;
    // Stops accepting connections; open ones finish what they are doing, then close (every answer
    // from now on says Connection: close).
    void stopListening();
    bool isStopping() const { return m_stopping; }
    // Stops accepting and drops every open connection (their exchanges report clientGone).
    void close();

    const HttpServerLimits& limits() const { return m_limits; }
    int openConnections() const { return m_connections; }
    qint64 bufferedBytes() const { return m_bufferedBytes; }
    // Called for protocol errors the server answers itself (400, 408, 411, 413, 431, 503, ...), for metrics.
    void setProtocolErrorObserver(std::function<void(int status)> observer) { m_protocolErrorObserver = std::move(observer); }
    // Called with each request's head, before its body is read or counted against the buffer
    // limit: an error refuses the request there (a client without the API key cannot make the
    // server hold its upload). The check itself answers for its metrics.
    using HeadCheck = std::function<std::optional<ApiError>(const HttpRequest& head)>;
    void setHeadCheck(HeadCheck check) { m_headCheck = std::move(check); }

private:
    friend class HttpConnection;
    void onNewConnection();
    // Reserves room for a body of `bytes` among everything buffered; false when it would not fit.
    bool reserveBuffer(qint64 bytes);
    void releaseBuffer(qint64 bytes) { m_bufferedBytes -= bytes; }

    Handler m_handler;
    HttpServerLimits m_limits;
    QTcpServer* m_tcp;
    std::function<void(int)> m_protocolErrorObserver;
    HeadCheck m_headCheck;
    QSet<HttpConnection*> m_open;  // every connection, refused ones included
    int m_connections = 0;  // served, not counting those being refused
    int m_refusing = 0;     // over the cap, being answered 503
    qint64 m_bufferedBytes = 0;
    bool m_stopping = false;
};

// "Not Found" for 404, and so on; "Unknown" for codes this server never sends.
QByteArray httpReasonPhrase(int status);

}  // namespace folio::remote

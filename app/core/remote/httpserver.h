// A small HTTP/1.1 server for `folio serve`.
//
// Why not QHttpServer: Qt 6.4's QHttpServer reads a whole request body into memory before any
// handler runs (no size limit can be enforced first) and has no supported way to answer after
// the handler returns or to stream a chunked body, and an OCR server needs all three: pages take
// seconds, tokens are streamed as server-sent events, and a 2 GB upload must be refused unread.
// This class does only what the OpenAI API needs: Content-Length bodies with a limit checked
// before reading (Expect: 100-continue honoured), keep-alive, asynchronous answers and chunked
// streaming. Lives on one thread; not thread-safe.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPair>
#include <functional>

class QTcpServer;
class QTcpSocket;

namespace folio::remote {

class HttpConnection;

using HttpHeaders = QList<QPair<QByteArray, QByteArray>>;

struct HttpRequest {
    QByteArray method;
    QByteArray path;   // without the query string
    QByteArray query;
    QHash<QByteArray, QByteArray> headers;  // names in lower case
    QByteArray body;
    QByteArray header(const QByteArray& lowerCaseName) const { return headers.value(lowerCaseName); }
};

// One request and its answer. Owned by its connection: hold it through QPointer, since it is
// deleted once answered or when the client goes away.
class HttpExchange : public QObject {
    Q_OBJECT
public:
    const HttpRequest& request() const { return m_request; }

    // A complete answer with a Content-Length.
    void respond(int status, const QByteArray& contentType, const QByteArray& body,
                 const HttpHeaders& extraHeaders = {});
    // A chunked answer: beginStream once, writeChunk any number of times, endStream once.
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
    HttpExchange(HttpRequest request, bool keepAlive, QTcpSocket* socket, QObject* parent);
    QByteArray statusAndHeaders(int status, const QByteArray& contentType, const HttpHeaders& extra) const;

    HttpRequest m_request;
    bool m_keepAlive;
    QTcpSocket* m_socket;
    State m_state = State::Waiting;
};

struct HttpServerLimits {
    qint64 maxBodyBytes = 64 * 1024 * 1024;
    int maxHeaderBytes = 32 * 1024;
    int idleTimeoutMs = 120'000;  // a connection that sends nothing for this long is closed
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
    // Stops accepting and drops every open connection (their exchanges report clientGone).
    void close();

    const HttpServerLimits& limits() const { return m_limits; }
    // Called for protocol errors the server answers itself (413, 431, 400, 411), for metrics.
    void setProtocolErrorObserver(std::function<void(int status)> observer) { m_protocolErrorObserver = std::move(observer); }

private:
    friend class HttpConnection;
    Handler m_handler;
    HttpServerLimits m_limits;
    QTcpServer* m_tcp;
    std::function<void(int)> m_protocolErrorObserver;
};

// "Not Found" for 404, and so on; "Unknown" for codes this server never sends.
QByteArray httpReasonPhrase(int status);

}  // namespace folio::remote

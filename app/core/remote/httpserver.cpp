#include "remote/httpserver.h"

#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <algorithm>

#include "remote/apierror.h"

namespace folio::remote {

QByteArray httpReasonPhrase(int status) {
    switch (status) {
    case 100: return "Continue";
    case 200: return "OK";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 408: return "Request Timeout";
    case 411: return "Length Required";
    case 413: return "Payload Too Large";
    case 415: return "Unsupported Media Type";
    case 417: return "Expectation Failed";
    case 422: return "Unprocessable Entity";
    case 429: return "Too Many Requests";
    case 431: return "Request Header Fields Too Large";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    case 504: return "Gateway Timeout";
    case 505: return "HTTP Version Not Supported";
    default: return "Unknown";
    }
}

HttpExchange::HttpExchange(HttpRequest request, bool keepAlive, QTcpSocket* socket, const HttpServer* server, QObject* parent)
    : QObject(parent), m_request(std::move(request)), m_keepAlive(keepAlive), m_socket(socket), m_server(server) {}

bool HttpExchange::keepsAlive() const { return m_keepAlive && !m_server->isStopping(); }

QByteArray HttpExchange::statusAndHeaders(int status, const QByteArray& contentType,
                                          const HttpHeaders& extra) const {
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + httpReasonPhrase(status) + "\r\n";
    if (!contentType.isEmpty()) head += "Content-Type: " + contentType + "\r\n";
    for (const auto& [name, value] : extra) head += name + ": " + value + "\r\n";
    head += keepsAlive() ? "Connection: keep-alive\r\n" : "Connection: close\r\n";
    return head;
}

void HttpExchange::respond(int status, const QByteArray& contentType, const QByteArray& body,
                           const HttpHeaders& extraHeaders) {
    if (m_state != State::Waiting) return;
    m_state = State::Done;
    QByteArray out = statusAndHeaders(status, contentType, extraHeaders);
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n";
    if (m_request.method != "HEAD") out += body;  // HEAD: the head GET would send, no body
    m_socket->write(out);
    emit answered();
}

bool HttpExchange::streamsChunked() const { return m_request.version != "HTTP/1.0"; }

void HttpExchange::beginStream(int status, const QByteArray& contentType, const HttpHeaders& extraHeaders) {
    if (m_state != State::Waiting) return;
    m_state = State::Streaming;
    // HTTP/1.0 has no chunked encoding (RFC 9112 section 7.1): there the body is written as it
    // comes and ends when the connection closes.
    if (!streamsChunked()) m_keepAlive = false;
    QByteArray out = statusAndHeaders(status, contentType, extraHeaders);
    out += streamsChunked() ? "Transfer-Encoding: chunked\r\nCache-Control: no-cache\r\n\r\n" : "Cache-Control: no-cache\r\n\r\n";
    m_socket->write(out);
}

void HttpExchange::writeChunk(const QByteArray& data) {
    if (m_state != State::Streaming || data.isEmpty() || m_request.method == "HEAD") return;
    m_socket->write(streamsChunked() ? QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n" : data);
}

void HttpExchange::endStream() {
    if (m_state != State::Streaming) return;
    m_state = State::Done;
    if (m_request.method != "HEAD" && streamsChunked()) m_socket->write("0\r\n\r\n");
    emit answered();  // without keep-alive, the connection closes once it is sent
}

// Reads requests from one socket, one at a time: the next request is read only once the current
// one is answered, so answers leave in request order and a client cannot pile requests up in
// memory (meanwhile its bytes wait in the socket). Every phase but the handling of a request has
// a deadline.
class HttpConnection : public QObject {
public:
    // refusing: over the server's connection cap; the first request is answered 503.
    HttpConnection(QTcpSocket* socket, HttpServer* server, bool refusing)
        : QObject(server), m_socket(socket), m_server(server), m_refusing(refusing) {
        socket->setParent(this);
        socket->setReadBufferSize(kSocketReadBuffer);
        ++(refusing ? server->m_refusing : server->m_connections);
        server->m_open.insert(this);
        m_deadline.setSingleShot(true);
        connect(&m_deadline, &QTimer::timeout, this, &HttpConnection::onDeadline);
        connect(socket, &QTcpSocket::readyRead, this, &HttpConnection::onReadyRead);
        connect(socket, &QTcpSocket::disconnected, this, &HttpConnection::onDisconnected);
        enter(Phase::Head, refusing ? std::min(kRefusalTimeoutMs, limits().headerTimeoutMs) : limits().headerTimeoutMs);
        if (socket->bytesAvailable() > 0) onReadyRead();
    }
    ~HttpConnection() override {
        --(m_refusing ? m_server->m_refusing : m_server->m_connections);
        m_server->m_open.remove(this);
        releaseReservation();
    }

    // Closes the connection unless it is handling a request (graceful shutdown).
    void closeIfIdle() {
        if (m_phase == Phase::Idle || (m_phase == Phase::Head && m_buffer.isEmpty() && m_socket->bytesAvailable() == 0))
            closeNow();
    }

private:
    enum class Phase { Idle, Head, Body, Handling, Closing };

    const HttpServerLimits& limits() const { return m_server->limits(); }

    void enter(Phase phase, int timeoutMs = 0) {
        m_phase = phase;
        if (timeoutMs > 0)
            m_deadline.start(timeoutMs);
        else
            m_deadline.stop();
    }

    void onReadyRead() {
        if (m_phase == Phase::Closing) return drain();
        if (m_phase == Phase::Handling) return;  // read once this request is answered
        if (m_phase == Phase::Idle) enter(Phase::Head, limits().headerTimeoutMs);
        processBuffer();
    }

    void onDisconnected() {
        if (m_exchange && !m_exchange->isAnswered()) emit m_exchange->clientGone();
        m_deadline.stop();
        deleteLater();
    }

    void onDeadline() {
        switch (m_phase) {
        case Phase::Idle: return closeNow();
        case Phase::Head:
            // A connection that sent nothing is closed quietly (an answer could be mistaken for the
            // reply to a request it sends just then); one that sent part of a head is told why.
            if (m_buffer.isEmpty()) return closeNow();
            return fail(408, QStringLiteral("the request head did not arrive within %1 s").arg(limits().headerTimeoutMs / 1000.0),
                        {}, false);
        case Phase::Body:
            return fail(408,
                        QStringLiteral("the request body did not arrive within %1 s (%2 of %3 bytes received)")
                            .arg(limits().bodyTimeoutMs / 1000.0)
                            .arg(m_buffer.size())
                            .arg(m_bodyLength),
                        {}, false);
        case Phase::Handling: return;
        case Phase::Closing:
            if (m_drainLeft > 0) return closeNow();  // enough of the refused body was read
            m_socket->abort();  // the client does not even read the answer
            return;
        }
    }

    void closeNow() {
        m_drainLeft = 0;
        enter(Phase::Closing, kCloseTimeoutMs);
        m_socket->disconnectFromHost();
    }

    // Answers an error itself and closes the connection: after a refused or broken request the
    // rest of the byte stream cannot be trusted.
    // drainBody: read and drop the rest of the announced body first (not for a client that
    // stopped sending it).
    void fail(int status, const QString& message, const HttpHeaders& extraHeaders = {}, bool drainBody = true) {
        if (m_server->m_protocolErrorObserver) m_server->m_protocolErrorObserver(status);
        refuse(ApiError::forStatus(status, message), extraHeaders, drainBody);
    }

    void refuse(const ApiError& error, const HttpHeaders& extraHeaders = {}, bool drainBody = true) {
        releaseReservation();
        const int status = error.httpStatus;
        const QByteArray body = error.toJson();
        QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + ' ' + httpReasonPhrase(status) + "\r\n";
        for (const auto& [name, value] : extraHeaders) out += name + ": " + value + "\r\n";
        if (status == 401) out += "WWW-Authenticate: Bearer\r\n";  // the scheme the key goes in (RFC 9110 section 11.6.1)
        out += "Content-Type: application/json\r\nConnection: close\r\nContent-Length: " +
               QByteArray::number(body.size()) + "\r\n\r\n" + body;
        m_socket->write(out);
        // Closing while the client still uploads would reset the connection and lose the answer,
        // so a refused body is read and dropped first (up to a bound, for a while).
        m_drainLeft = drainBody ? std::min<qint64>(std::max<qint64>(m_bodyLength - m_buffer.size(), 0), kMaxDrainBytes) : 0;
        m_buffer.clear();
        m_buffer.squeeze();
        m_bodyLength = 0;
        enter(Phase::Closing, kDrainTimeoutMs);
        if (m_drainLeft == 0) return closeNow();
        drain();
    }

    void drain() {
        if (m_drainLeft <= 0) {  // closing already: what still arrives is dropped
            m_socket->skip(m_socket->bytesAvailable());
            return;
        }
        m_drainLeft -= m_socket->skip(m_socket->bytesAvailable());
        if (m_drainLeft <= 0) closeNow();
    }

    HttpHeaders retryAfter() const { return {{"Retry-After", QByteArray::number(limits().retryAfterSeconds)}}; }

    void processBuffer() {
        if (m_phase == Phase::Head) {
            m_buffer += m_socket->readAll();  // at most the socket's read buffer at a time
            const HttpHeadResult head = parseHttpRequestHead(m_buffer, {limits().maxHeaderBytes, kMaxHeaderFields, limits().maxBodyBytes});
            if (head.state == HttpHeadResult::State::Incomplete) return;
            if (head.state == HttpHeadResult::State::Invalid) {
                m_buffer.remove(0, head.headBytes);
                m_bodyLength = head.bodyLength;
                return fail(head.errorStatus, head.errorMessage);
            }
            m_buffer.remove(0, head.headBytes);
            m_bodyLength = head.bodyLength;
            if (m_server->m_headCheck)
                if (const std::optional<ApiError> refused = m_server->m_headCheck(head.request)) return refuse(*refused);
            if (m_refusing)
                return fail(503, QStringLiteral("the server has %1 open connections, its limit; retry later").arg(limits().maxConnections),
                            retryAfter());
            if (!m_server->reserveBuffer(m_bodyLength))
                return fail(503, QStringLiteral("the server holds %1 bytes of requests, its limit; retry later")
                                     .arg(limits().maxBufferedBytes),
                            retryAfter());
            m_reserved = m_bodyLength;
            m_request = head.request;
            m_keepAlive = head.keepAlive;
            enter(Phase::Body, limits().bodyTimeoutMs);
            if (head.expectContinue && m_buffer.size() < m_bodyLength) m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
        }
        if (m_phase != Phase::Body) return;
        if (m_buffer.size() < m_bodyLength) {
            if (m_buffer.capacity() < m_bodyLength) m_buffer.reserve(m_bodyLength);
            m_buffer += m_socket->read(m_bodyLength - m_buffer.size());  // not into a pipelined request
        }
        if (m_buffer.size() < m_bodyLength) return;
        m_request.body = m_buffer.left(m_bodyLength);
        m_buffer.remove(0, m_bodyLength);
        dispatch();
    }

    void dispatch() {
        enter(Phase::Handling);
        m_exchange = new HttpExchange(std::move(m_request), m_keepAlive, m_socket, m_server, this);
        m_request = {};
        connect(m_exchange, &HttpExchange::answered, this, &HttpConnection::onAnswered, Qt::QueuedConnection);
        m_server->m_handler(m_exchange);
    }

    void onAnswered() {
        if (!m_exchange) return;
        const bool keepAlive = m_exchange->keepsAlive();
        m_exchange->deleteLater();
        m_exchange = nullptr;
        releaseReservation();
        if (!keepAlive) return closeNow();
        if (m_buffer.isEmpty() && m_socket->bytesAvailable() == 0) return enter(Phase::Idle, limits().idleTimeoutMs);
        enter(Phase::Head, limits().headerTimeoutMs);
        processBuffer();
    }

    void releaseReservation() {
        m_server->releaseBuffer(m_reserved);
        m_reserved = 0;
    }

    static constexpr qint64 kSocketReadBuffer = 256 * 1024;
    static constexpr qint64 kMaxDrainBytes = 64ll * 1024 * 1024;
    static constexpr int kDrainTimeoutMs = 5000;
    static constexpr int kCloseTimeoutMs = 10'000;  // for the client to read the last answer
    static constexpr int kRefusalTimeoutMs = 2000;
    static constexpr int kMaxHeaderFields = 100;

    QTcpSocket* m_socket;
    HttpServer* m_server;
    bool m_refusing;
    Phase m_phase = Phase::Head;
    QTimer m_deadline;
    QByteArray m_buffer;
    HttpRequest m_request;
    bool m_keepAlive = true;
    qint64 m_bodyLength = 0;
    qint64 m_reserved = 0;  // this request's share of the server's buffered bytes
    qint64 m_drainLeft = 0;
    QPointer<HttpExchange> m_exchange;
};

HttpServer::HttpServer(Handler handler, HttpServerLimits limits, QObject* parent)
    : QObject(parent), m_handler(std::move(handler)), m_limits(limits), m_tcp(new QTcpServer(this)) {
    connect(m_tcp, &QTcpServer::newConnection, this, &HttpServer::onNewConnection);
}

HttpServer::~HttpServer() {
    // Connections reach into this object when they go, so they go first.
    for (HttpConnection* connection : QSet<HttpConnection*>(m_open)) delete connection;
}

void HttpServer::onNewConnection() {
    // Past the cap a few more are told 503 with Retry-After; past that they are dropped unread.
    const int refusalSlots = std::max(16, m_limits.maxConnections / 8);
    while (QTcpSocket* socket = m_tcp->nextPendingConnection()) {
        if (m_connections < m_limits.maxConnections) {
            new HttpConnection(socket, this, false);
        } else if (m_refusing < refusalSlots) {
            new HttpConnection(socket, this, true);
        } else {
            if (m_protocolErrorObserver) m_protocolErrorObserver(503);
            socket->abort();
            socket->deleteLater();
        }
    }
}

bool HttpServer::reserveBuffer(qint64 bytes) {
    if (bytes > 0 && m_bufferedBytes + bytes > m_limits.maxBufferedBytes) return false;
    m_bufferedBytes += bytes;
    return true;
}

bool HttpServer::listen(const QHostAddress& address, quint16 port, QString* error) {
    if (m_tcp->listen(address, port)) return true;
    if (error)
        *error = QStringLiteral("cannot listen on %1:%2: %3").arg(address.toString()).arg(port).arg(m_tcp->errorString());
    return false;
}

quint16 HttpServer::serverPort() const { return m_tcp->serverPort(); }

void HttpServer::stopListening() {
    m_stopping = true;
    m_tcp->close();
    for (HttpConnection* connection : QSet<HttpConnection*>(m_open)) connection->closeIfIdle();
}

void HttpServer::close() {
    m_tcp->close();
    // Each connection owns its socket; aborting it makes the connection delete itself.
    for (QTcpSocket* socket : findChildren<QTcpSocket*>()) socket->abort();
}

}  // namespace folio::remote

#include "remote/httpserver.h"

#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <algorithm>

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
    case 422: return "Unprocessable Entity";
    case 429: return "Too Many Requests";
    case 431: return "Request Header Fields Too Large";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    case 504: return "Gateway Timeout";
    default: return "Unknown";
    }
}

HttpExchange::HttpExchange(HttpRequest request, bool keepAlive, QTcpSocket* socket, QObject* parent)
    : QObject(parent), m_request(std::move(request)), m_keepAlive(keepAlive), m_socket(socket) {}

QByteArray HttpExchange::statusAndHeaders(int status, const QByteArray& contentType,
                                          const HttpHeaders& extra) const {
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + httpReasonPhrase(status) + "\r\n";
    if (!contentType.isEmpty()) head += "Content-Type: " + contentType + "\r\n";
    for (const auto& [name, value] : extra) head += name + ": " + value + "\r\n";
    head += m_keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n";
    return head;
}

void HttpExchange::respond(int status, const QByteArray& contentType, const QByteArray& body,
                           const HttpHeaders& extraHeaders) {
    if (m_state != State::Waiting) return;
    m_state = State::Done;
    QByteArray out = statusAndHeaders(status, contentType, extraHeaders);
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n";
    out += body;
    m_socket->write(out);
    emit answered();
}

void HttpExchange::beginStream(int status, const QByteArray& contentType, const HttpHeaders& extraHeaders) {
    if (m_state != State::Waiting) return;
    m_state = State::Streaming;
    QByteArray out = statusAndHeaders(status, contentType, extraHeaders);
    out += "Transfer-Encoding: chunked\r\nCache-Control: no-cache\r\n\r\n";
    m_socket->write(out);
}

void HttpExchange::writeChunk(const QByteArray& data) {
    if (m_state != State::Streaming || data.isEmpty()) return;
    m_socket->write(QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n");
}

void HttpExchange::endStream() {
    if (m_state != State::Streaming) return;
    m_state = State::Done;
    m_socket->write("0\r\n\r\n");
    emit answered();
}

// Reads requests from one socket, one at a time: the next request is parsed only once the
// current one is answered, so answers always leave in request order.
class HttpConnection : public QObject {
public:
    HttpConnection(QTcpSocket* socket, HttpServer* server) : QObject(server), m_socket(socket), m_server(server) {
        socket->setParent(this);
        m_idle.setSingleShot(true);
        m_idle.setInterval(server->limits().idleTimeoutMs);
        connect(&m_idle, &QTimer::timeout, this, [this] {
            if (!m_exchange) m_socket->abort();  // a page being processed is not idle
        });
        connect(socket, &QTcpSocket::readyRead, this, &HttpConnection::onReadyRead);
        connect(socket, &QTcpSocket::disconnected, this, &HttpConnection::onDisconnected);
        m_idle.start();
    }

private:
    void onReadyRead() {
        if (m_closing) return drain();
        m_buffer += m_socket->readAll();
        m_idle.start();
        processBuffer();
    }

    void onDisconnected() {
        if (m_exchange && !m_exchange->isAnswered()) emit m_exchange->clientGone();
        deleteLater();
    }

    // Answers a protocol error itself and closes the connection: after a bad frame the rest of
    // the byte stream cannot be trusted.
    void fail(int status, const QByteArray& message) {
        if (m_server->m_protocolErrorObserver) m_server->m_protocolErrorObserver(status);
        const QByteArray body = R"({"error":{"message":")" + message +
                                R"(","type":"invalid_request_error","param":null,"code":null}})";
        m_socket->write("HTTP/1.1 " + QByteArray::number(status) + ' ' + httpReasonPhrase(status) +
                        "\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: " +
                        QByteArray::number(body.size()) + "\r\n\r\n" + body);
        m_closing = true;
        // Closing while the client still uploads would reset the connection and lose the answer,
        // so a refused body is read and dropped first (up to a bound, for a while).
        m_drainLeft = std::min<qint64>(std::max<qint64>(m_bodyLength - m_buffer.size(), 0), kMaxDrainBytes);
        m_buffer.clear();
        if (m_drainLeft == 0) return m_socket->disconnectFromHost();
        QTimer::singleShot(kDrainTimeoutMs, m_socket, [socket = m_socket] { socket->disconnectFromHost(); });
        drain();
    }

    void drain() {
        m_drainLeft -= m_socket->skip(m_socket->bytesAvailable());
        if (m_drainLeft <= 0) m_socket->disconnectFromHost();
    }

    void processBuffer() {
        while (!m_exchange && !m_closing) {
            if (!m_haveHead && !parseHead()) return;
            if (m_closing) return;
            if (m_buffer.size() < m_bodyLength) return;
            m_request.body = m_buffer.left(m_bodyLength);
            m_buffer.remove(0, m_bodyLength);
            m_haveHead = false;
            dispatch();
        }
    }

    // Returns true once a complete head is parsed (or the connection is failing).
    bool parseHead() {
        const qsizetype end = m_buffer.indexOf("\r\n\r\n");
        if (end < 0) {
            if (m_buffer.size() > m_server->limits().maxHeaderBytes)
                fail(431, "the request headers are larger than the server accepts");
            return false;
        }
        if (end > m_server->limits().maxHeaderBytes) {
            fail(431, "the request headers are larger than the server accepts");
            return true;
        }
        const QList<QByteArray> lines = m_buffer.left(end).split('\n');
        m_buffer.remove(0, end + 4);
        m_request = {};
        m_bodyLength = 0;
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        if (requestLine.size() != 3 || !requestLine[2].startsWith("HTTP/1.")) {
            fail(400, "malformed HTTP request line");
            return true;
        }
        m_request.method = requestLine[0];
        const QByteArray& target = requestLine[1];
        const qsizetype q = target.indexOf('?');
        m_request.path = q < 0 ? target : target.left(q);
        m_request.query = q < 0 ? QByteArray() : target.mid(q + 1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines[i].trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0) {
                fail(400, "malformed HTTP header line");
                return true;
            }
            m_request.headers.insert(line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed());
        }
        const QByteArray connection = m_request.header("connection").toLower();
        m_keepAlive = requestLine[2] == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive");
        if (m_request.headers.contains("transfer-encoding")) {
            fail(411, "chunked request bodies are not accepted; send a Content-Length");
            return true;
        }
        bool ok = true;
        const QByteArray lengthText = m_request.header("content-length");
        m_bodyLength = lengthText.isEmpty() ? 0 : lengthText.toLongLong(&ok);
        if (!ok || m_bodyLength < 0) {
            fail(400, "invalid Content-Length header");
            return true;
        }
        if (m_bodyLength > m_server->limits().maxBodyBytes) {
            fail(413, "the request body of " + QByteArray::number(m_bodyLength) +
                          " bytes is larger than the server's limit of " +
                          QByteArray::number(m_server->limits().maxBodyBytes) + " bytes");
            return true;
        }
        if (m_request.header("expect").toLower() == "100-continue" && m_buffer.size() < m_bodyLength)
            m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
        m_haveHead = true;
        return true;
    }

    void dispatch() {
        m_exchange = new HttpExchange(std::move(m_request), m_keepAlive, m_socket, this);
        m_request = {};
        connect(m_exchange, &HttpExchange::answered, this, &HttpConnection::onAnswered, Qt::QueuedConnection);
        m_server->m_handler(m_exchange);
    }

    void onAnswered() {
        if (!m_exchange) return;
        const bool keepAlive = m_exchange->m_keepAlive;
        m_exchange->deleteLater();
        m_exchange = nullptr;
        m_idle.start();
        if (!keepAlive) {
            m_closing = true;
            m_socket->disconnectFromHost();
            return;
        }
        processBuffer();
    }

    QTcpSocket* m_socket;
    HttpServer* m_server;
    QTimer m_idle;
    QByteArray m_buffer;
    HttpRequest m_request;
    bool m_haveHead = false;
    bool m_keepAlive = true;
    bool m_closing = false;
    qint64 m_bodyLength = 0;
    qint64 m_drainLeft = 0;
    static constexpr qint64 kMaxDrainBytes = 64ll * 1024 * 1024;
    static constexpr int kDrainTimeoutMs = 5000;
    QPointer<HttpExchange> m_exchange;
};

HttpServer::HttpServer(Handler handler, HttpServerLimits limits, QObject* parent)
    : QObject(parent), m_handler(std::move(handler)), m_limits(limits), m_tcp(new QTcpServer(this)) {
    connect(m_tcp, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket* socket = m_tcp->nextPendingConnection()) new HttpConnection(socket, this);
    });
}

HttpServer::~HttpServer() = default;

bool HttpServer::listen(const QHostAddress& address, quint16 port, QString* error) {
    if (m_tcp->listen(address, port)) return true;
    if (error)
        *error = QStringLiteral("cannot listen on %1:%2: %3").arg(address.toString()).arg(port).arg(m_tcp->errorString());
    return false;
}

quint16 HttpServer::serverPort() const { return m_tcp->serverPort(); }

void HttpServer::close() {
    m_tcp->close();
    // Each connection owns its socket; aborting it makes the connection delete itself.
    for (QTcpSocket* socket : findChildren<QTcpSocket*>()) socket->abort();
}

}  // namespace folio::remote

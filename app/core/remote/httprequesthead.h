// Parsing the head of one HTTP/1.x request (request line and header fields) as a pure function:
// bytes and limits in, a result out. No socket, no state, so every rule can be unit-tested and
// fuzzed. Strict where laxness lets a request be read two ways (RFC 9112 section 11.2, request
// smuggling): duplicate Content-Length or Host, Content-Length with Transfer-Encoding, spaces
// before a colon, obsolete line folding and control bytes are all refused.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QString>

namespace folio::remote {

struct HttpRequest {
    QByteArray method;
    QByteArray version;  // "HTTP/1.1" or "HTTP/1.0"
    QByteArray path;   // without the query string
    QByteArray query;
    QHash<QByteArray, QByteArray> headers;  // names in lower case; repeated fields joined by ", "
    QByteArray body;
    QByteArray header(const QByteArray& lowerCaseName) const { return headers.value(lowerCaseName); }
};

struct HttpHeadLimits {
    int maxHeaderBytes = 32 * 1024;  // the request line and every field, up to the blank line
    int maxHeaderFields = 100;
    qint64 maxBodyBytes = 64ll * 1024 * 1024;
};

struct HttpHeadResult {
    enum class State { Incomplete, Complete, Invalid };
    State state = State::Incomplete;
    // Complete:
    HttpRequest request;          // without its body
    qsizetype headBytes = 0;      // bytes of the head, blank line included: the body starts there
    qint64 bodyLength = 0;        // from Content-Length (0 without one)
    bool keepAlive = true;
    bool expectContinue = false;  // "Expect: 100-continue"
    // Invalid: the status to answer (400, 411, 413, 417, 431, 505) and why, in words.
    int errorStatus = 0;
    QString errorMessage;
};

// Parses the head at the start of `bytes` (which may hold more: the body, a pipelined request).
// Incomplete: no blank line yet and the head is still within maxHeaderBytes.
HttpHeadResult parseHttpRequestHead(QByteArrayView bytes, const HttpHeadLimits& limits);

}  // namespace folio::remote

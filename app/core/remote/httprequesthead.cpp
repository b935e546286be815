#include "remote/httprequesthead.h"

#include <QList>
#include <cctype>

namespace folio::remote {

namespace {

bool isTokenChar(char c) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return true;
    return QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

bool isToken(QByteArrayView text) {
    if (text.isEmpty()) return false;
    for (char c : text)
        if (!isTokenChar(c)) return false;
    return true;
}

// Field values: visible characters, spaces, tabs and bytes from 0x80 (obs-text); never CR, LF,
// NUL or another control byte.
bool isFieldValue(QByteArrayView text) {
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && u != '\t') || u == 0x7f) return false;
    }
    return true;
}

bool isTargetChar(char c) {
    const auto u = static_cast<unsigned char>(c);
    return u > 0x20 && u < 0x7f;
}

// A comma-separated header value holds `token` (case-insensitive), as Connection does.
bool listHas(const QByteArray& value, QByteArrayView token) {
    for (const QByteArray& item : value.split(','))
        if (item.trimmed().compare(token, Qt::CaseInsensitive) == 0) return true;
    return false;
}

HttpHeadResult invalid(int status, const QString& message) {
    HttpHeadResult result;
    result.state = HttpHeadResult::State::Invalid;
    result.errorStatus = status;
    result.errorMessage = message;
    return result;
}

// Fields that must appear at most once: a second one lets two parsers read different requests.
bool mustBeSingle(const QByteArray& lowerName) {
    return lowerName == "content-length" || lowerName == "host" || lowerName == "transfer-encoding" ||
           lowerName == "content-type" || lowerName == "authorization";
}

}  // namespace

HttpHeadResult parseHttpRequestHead(QByteArrayView bytes, const HttpHeadLimits& limits) {
    // Empty lines before a request line are ignored (RFC 9112 section 2.2): some clients send a
    // CRLF after a body.
    qsizetype start = 0;
    while (bytes.sliced(start).startsWith("\r\n")) start += 2;
    const qsizetype end = bytes.indexOf(QByteArrayView("\r\n\r\n"), start);
    const qsizetype headSize = (end < 0 ? bytes.size() : end) - start;
    if (headSize > limits.maxHeaderBytes)
        return invalid(431, QStringLiteral("the request head is larger than the server's limit of %1 bytes").arg(limits.maxHeaderBytes));
    if (end < 0) return {};
    const QList<QByteArrayView> lines = [&] {
        QList<QByteArrayView> out;
        const QByteArrayView head = bytes.sliced(start, end - start);
        qsizetype from = 0;
        for (;;) {
            const qsizetype crlf = head.indexOf(QByteArrayView("\r\n"), from);
            out << head.sliced(from, (crlf < 0 ? head.size() : crlf) - from);
            if (crlf < 0) return out;
            from = crlf + 2;
        }
    }();

    HttpHeadResult result;
    result.state = HttpHeadResult::State::Complete;
    result.headBytes = end + 4;

    // request-line = method SP request-target SP HTTP-version, single spaces only.
    const QByteArrayView requestLine = lines.first();
    const qsizetype firstSpace = requestLine.indexOf(' ');
    const qsizetype lastSpace = requestLine.lastIndexOf(' ');
    if (firstSpace <= 0 || lastSpace <= firstSpace + 1)
        return invalid(400, QStringLiteral("malformed HTTP request line"));
    const QByteArrayView method = requestLine.first(firstSpace);
    const QByteArrayView target = requestLine.sliced(firstSpace + 1, lastSpace - firstSpace - 1);
    const QByteArrayView version = requestLine.sliced(lastSpace + 1);
    if (!isToken(method)) return invalid(400, QStringLiteral("malformed HTTP request line: the method is not a token"));
    for (char c : target)
        if (!isTargetChar(c)) return invalid(400, QStringLiteral("malformed HTTP request line: bad request target"));
    if (version.size() != 8 || !version.startsWith("HTTP/") || version[6] != '.' || !std::isdigit(uchar(version[5])) ||
        !std::isdigit(uchar(version[7])))
        return invalid(400, QStringLiteral("malformed HTTP request line: bad HTTP version"));
    if (version != "HTTP/1.1" && version != "HTTP/1.0")
        return invalid(505, QStringLiteral("HTTP version %1 is not supported; use HTTP/1.1").arg(QString::fromLatin1(version)));
    // origin-form ("/path?query"), or absolute-form ("http://host/path"), whose path is used.
    QByteArrayView pathAndQuery = target;
    if (!target.startsWith('/')) {
        const qsizetype scheme = target.indexOf(QByteArrayView("://"));
        if (scheme <= 0) return invalid(400, QStringLiteral("malformed HTTP request line: the target is not a path"));
        const qsizetype slash = target.indexOf('/', scheme + 3);
        pathAndQuery = slash < 0 ? QByteArrayView("/") : target.sliced(slash);
    }
    const qsizetype question = pathAndQuery.indexOf('?');
    result.request.method = method.toByteArray();
    result.request.version = version.toByteArray();
    result.request.path = (question < 0 ? pathAndQuery : pathAndQuery.first(question)).toByteArray();
    result.request.query = question < 0 ? QByteArray() : pathAndQuery.sliced(question + 1).toByteArray();

    if (lines.size() - 1 > limits.maxHeaderFields)
        return invalid(431, QStringLiteral("the request has more than %1 header fields").arg(limits.maxHeaderFields));
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArrayView line = lines[i];
        if (line.startsWith(' ') || line.startsWith('\t'))
            return invalid(400, QStringLiteral("obsolete line folding in the request headers is not accepted"));
        const qsizetype colon = line.indexOf(':');
        // No whitespace between the name and the colon (RFC 9112 section 5.1).
        if (colon <= 0 || !isToken(line.first(colon)))
            return invalid(400, QStringLiteral("malformed HTTP header line %1").arg(i));
        const QByteArrayView value = line.sliced(colon + 1).trimmed();
        if (!isFieldValue(value))
            return invalid(400, QStringLiteral("the header %1 holds control characters").arg(QString::fromLatin1(line.first(colon))));
        const QByteArray name = line.first(colon).toByteArray().toLower();
        auto existing = result.request.headers.find(name);
        if (existing == result.request.headers.end()) {
            result.request.headers.insert(name, value.toByteArray());
        } else if (mustBeSingle(name)) {
            return invalid(400, QStringLiteral("the header %1 appears more than once").arg(QString::fromLatin1(line.first(colon))));
        } else {
            *existing += ", " + value.toByteArray();
        }
    }

    const QByteArray connection = result.request.header("connection");
    result.keepAlive = version == "HTTP/1.1" ? !listHas(connection, "close") : listHas(connection, "keep-alive");
    const bool hasLength = result.request.headers.contains("content-length");
    if (result.request.headers.contains("transfer-encoding")) {
        if (hasLength) return invalid(400, QStringLiteral("a request may not carry both Transfer-Encoding and Content-Length"));
        return invalid(411, QStringLiteral("chunked request bodies are not accepted; send a Content-Length"));
    }
    if (hasLength) {
        const QByteArray text = result.request.header("content-length");
        bool digits = !text.isEmpty() && text.size() <= 18;
        for (char c : text) digits = digits && c >= '0' && c <= '9';
        if (!digits) return invalid(400, QStringLiteral("invalid Content-Length header '%1'").arg(QString::fromLatin1(text.left(40))));
        result.bodyLength = text.toLongLong();
    }
    if (result.bodyLength > limits.maxBodyBytes) {
        HttpHeadResult tooLarge = invalid(413, QStringLiteral("the request body of %1 bytes is larger than the server's limit of %2 bytes")
                                                   .arg(result.bodyLength)
                                                   .arg(limits.maxBodyBytes));
        tooLarge.headBytes = result.headBytes;
        tooLarge.bodyLength = result.bodyLength;  // so that the refused body can be read and dropped
        return tooLarge;
    }
    const QByteArray expect = result.request.header("expect");
    if (!expect.isEmpty()) {
        if (expect.compare("100-continue", Qt::CaseInsensitive) != 0)
            return invalid(417, QStringLiteral("the expectation '%1' is not supported").arg(QString::fromLatin1(expect.left(40))));
        result.expectContinue = true;
    }
    return result;
}

}  // namespace folio::remote

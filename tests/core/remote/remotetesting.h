// Helpers shared by the remote-area tests: distinct page images, a blocking HTTP client for
// loopback, and backends that misbehave on purpose.
#pragma once

#include <QEventLoop>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QTimer>

#include "echobackend.h"
#include "remote/imagedataurl.h"

namespace folio::testing {

// A page whose pixels depend on seed, so every page has its own echo text.
inline QImage makePage(int seed, int width = 96, int height = 64) {
    QImage image(width, height, QImage::Format_RGB888);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) image.setPixel(x, y, qRgb((x * 7 + seed * 31) % 256, (y * 13 + seed) % 256, (x ^ y ^ seed) % 256));
    return image;
}

inline QString echoTextFor(const QImage& image) {
    OcrRequest request;
    request.image = image;
    return remote::EchoBackend::expectedText(request);
}

struct HttpAnswer {
    int status = 0;
    QByteArray body;
    QByteArray contentType;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

// Sends one request and waits (at most timeoutMs) for the whole answer.
inline HttpAnswer httpCall(QNetworkAccessManager& nam, const QByteArray& method, const QUrl& url, const QByteArray& body = {},
                           const QList<QPair<QByteArray, QByteArray>>& headers = {}, int timeoutMs = 15000) {
    QNetworkRequest request(url);
    if (!body.isEmpty()) request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    for (const auto& [name, value] : headers) request.setRawHeader(name, value);
    QNetworkReply* reply = nam.sendCustomRequest(request, method, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    HttpAnswer answer;
    answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    answer.body = reply->readAll();
    answer.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
    answer.error = reply->isFinished() ? reply->error() : QNetworkReply::TimeoutError;
    reply->deleteLater();
    return answer;
}

inline QByteArray chatBody(const QImage& image, const QJsonObject& extra = {}) {
    QJsonObject body{{"model", "folio-test"},
                     {"messages", QJsonArray{QJsonObject{
                                      {"role", "user"},
                                      {"content", QJsonArray{QJsonObject{
                                                      {"type", "image_url"},
                                                      {"image_url", QJsonObject{{"url", QString::fromLatin1(remote::encodePngDataUrl(image))}}}}}}}}}};
    for (auto it = extra.begin(); it != extra.end(); ++it) body.insert(it.key(), it.value());
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

// Starts `executable serve ARGUMENTS --port 0` and returns the port it printed that it listens
// on (0 when it printed none within waitMs, e.g. a model that did not load).
inline quint16 startServeProcess(QProcess& server, const QString& executable, const QStringList& arguments, int waitMs = 10000) {
    server.start(executable, QStringList{"serve", "--port", "0"} + arguments);
    QByteArray seen;
    while (server.waitForReadyRead(waitMs)) {
        seen += server.readAllStandardOutput();
        const QRegularExpressionMatch m = QRegularExpression("listening on http://127\\.0\\.0\\.1:(\\d+)").match(QString::fromUtf8(seen));
        if (m.hasMatch()) return quint16(m.captured(1).toUInt());
    }
    return 0;
}

// The text of a stream's events, [DONE] aside: its deltas joined.
inline QString streamedText(const QList<QByteArray>& events) {
    QString text;
    for (const QByteArray& event : events) {
        if (event == "[DONE]") continue;
        const QJsonObject choice = QJsonDocument::fromJson(event).object().value("choices").toArray().first().toObject();
        text += choice.value("delta").toObject().value("content").toString();
    }
    return text;
}

// Fails the first `failures` pages it is given (optionally after streaming some text, like an
// engine that breaks mid-page), then behaves like the echo backend. failures < 0: fails all.
class FlakyBackend : public OcrBackend {
public:
    FlakyBackend(int failures, bool partialTextFirst) : m_failuresLeft(failures), m_partial(partialTextFirst) {
        connect(&m_echo, &OcrBackend::textAppended, this, &OcrBackend::textAppended);
        connect(&m_echo, &OcrBackend::finished, this, &OcrBackend::finished);
    }
    QString describe() const override { return QStringLiteral("flaky test backend"); }
    void submit(const OcrRequest& request) override {
        ++submitted;
        if (m_failuresLeft == 0) return m_echo.submit(request);
        if (m_failuresLeft > 0) --m_failuresLeft;
        const QUuid id = request.jobId;
        const QString partial = echoTextFor(request.image).left(10);
        QTimer::singleShot(1, this, [this, id, partial] {
            if (m_partial) emit textAppended(id, partial);
            OcrResult result;
            result.jobId = id;
            result.outcome = OcrOutcome::Failed;
            result.error = QStringLiteral("simulated engine failure");
            emit finished(result);
        });
    }
    void cancel(const QUuid& jobId) override { m_echo.cancel(jobId); }
    int submitted = 0;

private:
    remote::EchoBackend m_echo;
    int m_failuresLeft;
    bool m_partial;
};

}  // namespace folio::testing

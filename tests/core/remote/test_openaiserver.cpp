// OpenAiServer driven over loopback HTTP against the deterministic echo backend: answers,
// streaming, every kind of bad request (and that the server keeps serving), auth, /metrics.
#include <QBuffer>
#include <QImageReader>
#include <QImageWriter>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QtTest>

#include "remote/openaiserver.h"
#include "remote/sseparser.h"
#include "remotetesting.h"
#include "../jobs/scriptedbackend.h"

using namespace folio;
using namespace folio::remote;
using namespace folio::testing;

class TestOpenAiServer : public QObject {
    Q_OBJECT

    std::unique_ptr<EchoBackend> m_backend;
    std::unique_ptr<OpenAiServer> m_server;
    QNetworkAccessManager m_nam;
    const QByteArray m_key = "s3cret";

    QUrl url(const QString& path) const { return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_server->port()).arg(path)); }
    QList<QPair<QByteArray, QByteArray>> auth() const { return {{"Authorization", "Bearer " + m_key}}; }
    HttpAnswer chat(const QByteArray& body) { return httpCall(m_nam, "POST", url("/v1/chat/completions"), body, auth()); }

    void expectGoodAnswer(int seed) {
        const QImage page = makePage(seed);
        const HttpAnswer answer = chat(chatBody(page));
        QCOMPARE(answer.status, 200);
        const QJsonObject choice = answer.json().value("choices").toArray().first().toObject();
        QCOMPARE(choice.value("message").toObject().value("content").toString(), echoTextFor(page));
        QCOMPARE(choice.value("finish_reason").toString(), QStringLiteral("stop"));
    }

private slots:
    void init() {
        m_backend = std::make_unique<EchoBackend>(1);
        OpenAiServerOptions options;
        options.modelName = QStringLiteral("folio-test");
        options.apiKey = QString::fromLatin1(m_key);
        options.http.maxBodyBytes = 512 * 1024;
        options.maxImagePixels = 200 * 200;
        options.maxConcurrent = 2;
        m_server = std::make_unique<OpenAiServer>(m_backend.get(), options);
        QString error;
        QVERIFY2(m_server->listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    }
    void cleanup() {
        m_server.reset();
        m_backend.reset();
    }

    void healthAndModels() {
        const HttpAnswer health = httpCall(m_nam, "GET", url("/health"));
        QCOMPARE(health.status, 200);
        const HttpAnswer models = httpCall(m_nam, "GET", url("/v1/models"), {}, auth());
        QCOMPARE(models.status, 200);
        const QJsonObject listed = models.json().value("data").toArray().first().toObject();
        QCOMPARE(listed.value("id").toString(), QStringLiteral("folio-test"));
        QVERIFY(listed.value("created").toInteger() > 1'700'000'000);  // when the server started, as a Unix time
        // One model by its id, as the openai client's models.retrieve() asks for it.
        const HttpAnswer one = httpCall(m_nam, "GET", url("/v1/models/folio-test"), {}, auth());
        QCOMPARE(one.status, 200);
        QCOMPARE(one.json(), listed);
        const HttpAnswer other = httpCall(m_nam, "GET", url("/v1/models/gpt-4o"), {}, auth());
        QCOMPARE(other.status, 404);
        QCOMPARE(other.json().value("error").toObject().value("code").toString(), QStringLiteral("model_not_found"));
        QCOMPARE(httpCall(m_nam, "GET", url("/v1/models/folio-test")).status, 401);
    }

    void completionAnswersThePage() {
        for (int seed = 0; seed < 3; ++seed) expectGoodAnswer(seed);
    }

    void instructionAndLanguagesReachTheBackend() {
        QJsonObject extra{{"languages", QJsonArray{"fr", "en"}}};
        QByteArray body = chatBody(makePage(4), extra);
        QJsonObject object = QJsonDocument::fromJson(body).object();
        QJsonArray messages = object.value("messages").toArray();
        QJsonObject message = messages.first().toObject();
        QJsonArray content = message.value("content").toArray();
        content.append(QJsonObject{{"type", "text"}, {"text", "tables only"}});
        message.insert("content", content);
        object.insert("messages", QJsonArray{message});
        const HttpAnswer answer = chat(QJsonDocument(object).toJson());
        QCOMPARE(answer.status, 200);
        OcrRequest expected;
        expected.image = makePage(4);
        expected.languages = QStringList{"fr", "en"};
        expected.instruction = QStringLiteral("tables only");
        QCOMPARE(answer.json().value("choices").toArray().first().toObject().value("message").toObject().value("content").toString(),
                 EchoBackend::expectedText(expected));
    }

    void maxTokensTruncates() {
        const HttpAnswer answer = chat(chatBody(makePage(5), {{"max_tokens", 2}}));
        QCOMPARE(answer.status, 200);
        const QJsonObject choice = answer.json().value("choices").toArray().first().toObject();
        QCOMPARE(choice.value("finish_reason").toString(), QStringLiteral("length"));
        QCOMPARE(answer.json().value("usage").toObject().value("completion_tokens").toInt(), 2);
    }

    void streamingSendsServerSentEvents() {
        const QImage page = makePage(7);
        const HttpAnswer answer = chat(chatBody(page, {{"stream", true}, {"stream_options", QJsonObject{{"include_usage", true}}}}));
        QCOMPARE(answer.status, 200);
        QVERIFY(answer.contentType.startsWith("text/event-stream"));
        SseParser parser;
        const QList<QByteArray> events = parser.feed(answer.body);
        QVERIFY(events.size() > 3);
        QCOMPARE(events.last(), QByteArray("[DONE]"));
        QString text;
        QString finish;
        int tokens = -1;
        for (const QByteArray& event : events.mid(0, events.size() - 1)) {
            const QJsonObject chunk = QJsonDocument::fromJson(event).object();
            QCOMPARE(chunk.value("object").toString(), QStringLiteral("chat.completion.chunk"));
            const QJsonObject choice = chunk.value("choices").toArray().first().toObject();
            text += choice.value("delta").toObject().value("content").toString();
            if (choice.value("finish_reason").isString()) finish = choice.value("finish_reason").toString();
            if (chunk.value("usage").isObject()) tokens = chunk.value("usage").toObject().value("completion_tokens").toInt();
        }
        QCOMPARE(text, echoTextFor(page));
        QCOMPARE(finish, QStringLiteral("stop"));
        QVERIFY(tokens > 3);
    }

    // A page the backend stopped in a repetition loop ends with finish_reason "loop", streamed
    // or not.
    void aLoopingPageIsCutWithStopReasonLoop() {
        ScriptedBackend looping;
        looping.script = QStringLiteral(". . . . . . . .");
        looping.outcome = OcrOutcome::Looped;
        OpenAiServerOptions options;
        options.modelName = QStringLiteral("folio-test");
        OpenAiServer server(&looping, options);
        QString error;
        QVERIFY2(server.listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        const QUrl chatUrl(QStringLiteral("http://127.0.0.1:%1/v1/chat/completions").arg(server.port()));
        const HttpAnswer answer = httpCall(m_nam, "POST", chatUrl, chatBody(makePage(3)));
        QCOMPARE(answer.status, 200);
        const QJsonObject choice = answer.json().value("choices").toArray().first().toObject();
        // OpenAI's values only ("loop" breaks typed clients): cut, with vLLM's stop_reason saying why.
        QCOMPARE(choice.value("finish_reason").toString(), QStringLiteral("length"));
        QCOMPARE(choice.value("stop_reason").toString(), QStringLiteral("loop"));
        QCOMPARE(choice.value("message").toObject().value("content").toString(), looping.script);

        const HttpAnswer streamed = httpCall(m_nam, "POST", chatUrl, chatBody(makePage(3), {{"stream", true}}));
        QCOMPARE(streamed.status, 200);
        SseParser parser;
        QString finish, stop;
        for (const QByteArray& event : parser.feed(streamed.body)) {
            const QJsonObject chunk = QJsonDocument::fromJson(event).object();
            const QJsonObject choice = chunk.value("choices").toArray().first().toObject();
            if (choice.value("finish_reason").isString()) finish = choice.value("finish_reason").toString();
            if (choice.value("stop_reason").isString()) stop = choice.value("stop_reason").toString();
        }
        QCOMPARE(finish, QStringLiteral("length"));
        QCOMPARE(stop, QStringLiteral("loop"));
    }

    // 35 Mpx (an A4 page at 600 dpi is 35 Mpx) is within the default 40 Mpx, although Qt's
    // default allocation cap (128 MB) refuses it.
    void pagesUpToThePixelLimitDecode() {
        auto backend = std::make_unique<EchoBackend>(0);
        OpenAiServer server(backend.get(), {});
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr));
        QImage page(7016, 4960, QImage::Format_RGB888);
        page.fill(qRgb(250, 250, 245));
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(QImageWriter(&buffer, "png").write(page));  // a flat page compresses to a few hundred kB
        const HttpAnswer answer = httpCall(m_nam, "POST", QUrl(QStringLiteral("http://127.0.0.1:%1/v1/chat/completions").arg(server.port())),
                                           chatBodyWithUrl("data:image/png;base64," + png.toBase64()), {}, 60000);
        QVERIFY2(answer.status == 200, answer.body.constData());
        QCOMPARE(answer.json().value("choices").toArray().first().toObject().value("message").toObject().value("content").toString(),
                 echoTextFor(page));
    }

    // A JPEG stored sideways whose EXIF orientation (6) says "rotate 90": the page is read
    // upright, as the importer reads it.
    void exifOrientationIsApplied() {
        QImage stored(60, 40, QImage::Format_RGB888);
        stored.fill(Qt::white);
        QByteArray jpeg;
        QBuffer buffer(&jpeg);
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(QImageWriter(&buffer, "jpeg").write(stored));
        // APP1 "Exif": a little-endian TIFF header and one IFD entry, Orientation (0x0112) = 6.
        const QByteArray exif = QByteArray::fromHex("ffe10022" "457869660000" "49492a0008000000" "0100"
                                                    "120103000100000006000000" "00000000");
        jpeg.insert(2, exif);  // right after SOI
        {
            QBuffer stream(&jpeg);
            stream.open(QIODevice::ReadOnly);
            QImageReader plain(&stream);
            plain.setAutoTransform(false);
            QCOMPARE(plain.read().size(), QSize(60, 40));
        }
        const QByteArray url = "data:image/jpeg;base64," + jpeg.toBase64();
        QString error;
        const QImage decoded = decodeImageDataUrl(url, 1'000'000, &error);
        QCOMPARE(decoded.size(), QSize(40, 60));
        const HttpAnswer answer = chat(chatBodyWithUrl(url));
        QCOMPARE(answer.status, 200);
        QVERIFY2(answer.json().value("choices").toArray().first().toObject().value("message").toObject().value("content").toString().contains("size 40x60"),
                 answer.body.constData());
    }

    void stopStringsEndTheAnswer() {
        const QImage page = makePage(6);
        const QString expected = echoTextFor(page).left(echoTextFor(page).indexOf("checksum"));
        const HttpAnswer whole = chat(chatBody(page, {{"stop", QJsonArray{"no such text", "checksum"}}}));
        QCOMPARE(whole.status, 200);
        const QJsonObject choice = whole.json().value("choices").toArray().first().toObject();
        QCOMPARE(choice.value("message").toObject().value("content").toString(), expected);
        QCOMPARE(choice.value("finish_reason").toString(), QStringLiteral("stop"));
        // Streamed: the same text, though "checksum" arrives inside one word's delta.
        const HttpAnswer streamed = chat(chatBody(page, {{"stream", true}, {"stop", "check"}}));
        SseParser parser;
        const QList<QByteArray> events = parser.feed(streamed.body);
        QCOMPARE(events.last(), QByteArray("[DONE]"));
        QString text, finish;
        for (const QByteArray& event : events.mid(0, events.size() - 1)) {
            const QJsonObject c = QJsonDocument::fromJson(event).object().value("choices").toArray().first().toObject();
            text += c.value("delta").toObject().value("content").toString();
            if (c.value("finish_reason").isString()) finish = c.value("finish_reason").toString();
        }
        QCOMPARE(text, expected);
        QCOMPARE(finish, QStringLiteral("stop"));
        expectGoodAnswer(11);
    }

    void parametersThatCannotWorkAreRefusedByName_data() {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("response_format json") << QByteArray("response_format") << QJsonValue(QJsonObject{{"type", "json_object"}});
        QTest::newRow("logit_bias") << QByteArray("logit_bias") << QJsonValue(QJsonObject{{"42", 5}});
        QTest::newRow("tools") << QByteArray("tools") << QJsonValue(QJsonArray{QJsonObject{{"type", "function"}}});
        QTest::newRow("tool_choice") << QByteArray("tool_choice") << QJsonValue("auto");
        QTest::newRow("stream yes") << QByteArray("stream") << QJsonValue("yes");
        QTest::newRow("logprobs 1") << QByteArray("logprobs") << QJsonValue(1);
        QTest::newRow("top_logprobs alone") << QByteArray("top_logprobs") << QJsonValue(2);
        QTest::newRow("top_logprobs 21") << QByteArray("top_logprobs") << QJsonValue(21);
        QTest::newRow("top_k fraction") << QByteArray("top_k") << QJsonValue(1.5);
        QTest::newRow("min_p 2") << QByteArray("min_p") << QJsonValue(2);
        QTest::newRow("repetition_penalty 0") << QByteArray("repetition_penalty") << QJsonValue(0);
        QTest::newRow("presence_penalty 3") << QByteArray("presence_penalty") << QJsonValue(3);
        QTest::newRow("frequency_penalty -3") << QByteArray("frequency_penalty") << QJsonValue(-3);
        QTest::newRow("stop number") << QByteArray("stop") << QJsonValue(5);
        QTest::newRow("n 2") << QByteArray("n") << QJsonValue(2);
        QTest::newRow("seed text") << QByteArray("seed") << QJsonValue("x");
    }
    void parametersThatCannotWorkAreRefusedByName() {
        QFETCH(QByteArray, name);
        QFETCH(QJsonValue, value);
        const HttpAnswer answer = chat(chatBody(makePage(1), {{QString::fromLatin1(name), value}}));
        QCOMPARE(answer.status, 400);
        const QJsonObject error = answer.json().value("error").toObject();
        QCOMPARE(error.value("param").toString(), QString::fromLatin1(name));
        QVERIFY2(error.value("message").toString().contains(QString::fromLatin1(name)), qPrintable(QString::fromUtf8(answer.body)));
    }

    void neutralValuesOfRefusedParametersAreAccepted() {
        const QImage page = makePage(8);
        const HttpAnswer answer = chat(chatBody(page, {{"response_format", QJsonObject{{"type", "text"}}},
                                                       {"logit_bias", QJsonObject{}},
                                                       {"tools", QJsonArray{}},
                                                       {"tool_choice", "none"},
                                                       {"stream", false}}));
        QCOMPARE(answer.status, 200);
        QCOMPARE(answer.json().value("choices").toArray().first().toObject().value("message").toObject().value("content").toString(),
                 echoTextFor(page));
    }

    void badRequestsGetOpenAiErrorsAndTheServerKeepsServing_data() {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("authorization");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("messagePart");
        const QByteArray key = "Bearer " + m_key;
        const QByteArray good = chatBody(makePage(1));
        QTest::newRow("malformed JSON") << QByteArray("{\"messages\": [") << key << 400 << "not valid JSON";
        QTest::newRow("not an object") << QByteArray("[1,2]") << key << 400 << "JSON object";
        QTest::newRow("no messages") << QByteArray(R"({"model":"folio-test"})") << key << 400 << "messages";
        QByteArray optionsWithoutStream = good;
        optionsWithoutStream.replace("{\"messages\"", "{\"stream_options\":{\"include_usage\":true},\"messages\"");
        QTest::newRow("stream_options without stream") << optionsWithoutStream << key << 400 << "stream_options can only be given";
        QTest::newRow("no image") << QByteArray(R"({"messages":[{"role":"user","content":"hello"}]})") << key << 400 << "no image_url";
        QByteArray badBase64 = good;
        badBase64.replace("base64,", "base64,@@@@");
        QTest::newRow("bad base64") << badBase64 << key << 400 << "base64";
        QTest::newRow("not an image") << chatBodyWithUrl("data:image/png;base64," + QByteArray("just some text, not pixels").toBase64()) << key << 400
                                      << "does not hold an image";
        QTest::newRow("a PDF") << chatBodyWithUrl("data:application/pdf;base64," + QByteArray("%PDF-1.7\n%\xe2\xe3\n1 0 obj").toBase64())
                               << key << 400 << "holds a PDF";
        QByteArray unknownRole = good;
        unknownRole.replace("\"role\":\"user\"", "\"role\":\"bogus\"");
        QTest::newRow("unknown role") << unknownRole << key << 400 << "unknown message role 'bogus'";
        QTest::newRow("remote URL") << chatBodyWithUrl("https://example.com/page.png") << key << 400 << "data: URLs";
        QTest::newRow("too many pixels") << chatBody(makePage(2, 400, 300)) << key << 400 << "more than this server's limit";
        QTest::newRow("body too large") << QByteArray(600 * 1024, ' ') << key << 413 << "larger than the server's limit";
        QTest::newRow("wrong model") << chatBody(makePage(1), {{"model", "gpt-4o"}}) << key << 404 << "does not exist";
        QTest::newRow("bad max_tokens") << chatBody(makePage(1), {{"max_tokens", -3}}) << key << 400 << "max_tokens";
        QTest::newRow("missing key") << good << QByteArray() << 401 << "missing API key";
        QTest::newRow("wrong key") << good << QByteArray("Bearer nope") << 401 << "invalid API key";
    }
    void badRequestsGetOpenAiErrorsAndTheServerKeepsServing() {
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, authorization);
        QFETCH(int, status);
        QFETCH(QString, messagePart);
        QList<QPair<QByteArray, QByteArray>> headers;
        if (!authorization.isEmpty()) headers << qMakePair(QByteArray("Authorization"), authorization);
        const HttpAnswer answer = httpCall(m_nam, "POST", url("/v1/chat/completions"), body, headers);
        QCOMPARE(answer.status, status);
        const QJsonObject error = answer.json().value("error").toObject();
        QVERIFY2(error.value("message").toString().contains(messagePart), qPrintable(QString::fromUtf8(answer.body)));
        QVERIFY(error.value("type").isString());
        QVERIFY(error.contains("param") && error.contains("code"));
        expectGoodAnswer(9);
        QCOMPARE(m_server->metrics().errors(status), quint64(1));
    }

    void unknownRoutesAndMethods() {
        QCOMPARE(httpCall(m_nam, "GET", url("/v2/nothing")).status, 404);
        QCOMPARE(httpCall(m_nam, "GET", url("/v1/chat/completions"), {}, auth()).status, 405);
        QCOMPARE(httpCall(m_nam, "GET", url("/v1/models")).status, 401);
    }

    void garbageOnTheSocketIsAnsweredAndClosed() {
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, m_server->port());
        QVERIFY(socket.waitForConnected(5000));
        socket.write("THIS IS NOT HTTP\r\n\r\n");
        QTRY_VERIFY_WITH_TIMEOUT(socket.bytesAvailable() > 0 || socket.state() != QAbstractSocket::ConnectedState, 5000);
        QVERIFY(socket.readAll().startsWith("HTTP/1.1 400"));
        expectGoodAnswer(10);
    }

    void morePagesThanSlotsAllFinish() {
        QList<QNetworkReply*> replies;
        for (int seed = 20; seed < 26; ++seed) {
            QNetworkRequest request(url("/v1/chat/completions"));
            request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
            request.setRawHeader("Authorization", "Bearer " + m_key);
            replies << m_nam.post(request, chatBody(makePage(seed)));
        }
        int maxInFlight = 0;
        QTRY_VERIFY_WITH_TIMEOUT((maxInFlight = std::max(maxInFlight, m_server->metrics().inFlight()),
                                  std::all_of(replies.begin(), replies.end(), [](QNetworkReply* r) { return r->isFinished(); })),
                                 15000);
        QVERIFY(maxInFlight <= 2);
        for (int i = 0; i < replies.size(); ++i) {
            QCOMPARE(replies[i]->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
            const QJsonObject answer = QJsonDocument::fromJson(replies[i]->readAll()).object();
            QCOMPARE(answer.value("choices").toArray().first().toObject().value("message").toObject().value("content").toString(),
                     echoTextFor(makePage(20 + i)));
            replies[i]->deleteLater();
        }
    }

    // Pages waiting for a slot hold their encoded bytes, not their decoded pixels: memory grows
    // with the slots, not with the queue. Each is decoded again when it starts, and read right.
    void waitingPagesHoldNoDecodedImage() {
        auto slow = std::make_unique<EchoBackend>(20);
        OpenAiServerOptions options;
        options.maxConcurrent = 1;
        options.maxImagePixels = 1000 * 1000;
        OpenAiServer server(slow.get(), options);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr));
        const QUrl chatUrl(QStringLiteral("http://127.0.0.1:%1/v1/chat/completions").arg(server.port()));
        constexpr int kPages = 6;
        QList<QNetworkReply*> replies;
        for (int seed = 0; seed < kPages; ++seed) {
            QNetworkRequest request(chatUrl);
            request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
            replies << m_nam.post(request, chatBody(makePage(seed, 600, 500), {{"model", "folio"}}));
        }
        const qint64 onePage = 600 * 500 * 4;  // at most 4 bytes a pixel
        QTRY_COMPARE_WITH_TIMEOUT(server.metrics().queued(), kPages - 1, 10000);
        QVERIFY2(server.metrics().pageImageBytes() <= onePage,
                 qPrintable(QStringLiteral("%1 bytes of decoded pages held for 1 running page").arg(server.metrics().pageImageBytes())));
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(replies.begin(), replies.end(), [](QNetworkReply* r) { return r->isFinished(); }), 30000);
        for (int i = 0; i < replies.size(); ++i) {
            QCOMPARE(replies[i]->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
            const QJsonObject answer = QJsonDocument::fromJson(replies[i]->readAll()).object();
            QCOMPARE(answer.value("choices").toArray().first().toObject().value("message").toObject().value("content").toString(),
                     echoTextFor(makePage(i, 600, 500)));
            replies[i]->deleteLater();
        }
        QCOMPARE(server.metrics().pageImageBytes(), 0);
    }

    void clientThatLeavesCancelsItsPage() {
        auto slow = std::make_unique<EchoBackend>(200);  // about 2 s a page
        OpenAiServerOptions options;
        OpenAiServer server(slow.get(), options);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr));
        QSignalSpy finished(slow.get(), &OcrBackend::finished);
        QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1/v1/chat/completions").arg(server.port())));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QNetworkReply* reply = m_nam.post(request, chatBody(makePage(3), {{"model", "folio"}, {"stream", true}}));
        QTRY_VERIFY_WITH_TIMEOUT(reply->bytesAvailable() > 0, 5000);
        reply->abort();
        QVERIFY(finished.wait(3000));
        QCOMPARE(finished.first().first().value<OcrResult>().outcome, OcrOutcome::Cancelled);
        QTRY_COMPARE(server.metrics().inFlight(), 0);
        reply->deleteLater();
    }

    void metricsCountRequestsTokensAndLatency() {
        expectGoodAnswer(1);
        expectGoodAnswer(2);
        QCOMPARE(chat("{oops").status, 400);
        const HttpAnswer metrics = httpCall(m_nam, "GET", url("/metrics"));
        QCOMPARE(metrics.status, 200);
        const QString text = QString::fromUtf8(metrics.body);
        QVERIFY2(text.contains(R"(folio_http_requests_total{endpoint="/v1/chat/completions",code="200"} 2)"), qPrintable(text));
        QVERIFY(text.contains(R"(folio_http_requests_total{endpoint="/v1/chat/completions",code="400"} 1)"));
        QVERIFY(text.contains(R"(folio_http_errors_total{code="400"} 1)"));
        QVERIFY(text.contains("folio_request_duration_seconds_count 2"));
        QVERIFY(text.contains("folio_requests_in_flight 0"));
        QVERIFY(text.contains("\nfolio_http_open_connections 1\n"));  // the one asking
        QVERIFY(text.contains("\nfolio_http_buffered_request_bytes 0\n"));
        const QRegularExpressionMatch tokens = QRegularExpression("\nfolio_generated_tokens_total (\\d+)\n").match(text);
        QVERIFY(tokens.hasMatch());
        QVERIFY(tokens.captured(1).toInt() >= 2 * 6);  // each echo page is more than 6 words
    }

private:
    static QByteArray chatBodyWithUrl(const QByteArray& url) {
        return QJsonDocument(QJsonObject{{"messages", QJsonArray{QJsonObject{
                                                          {"role", "user"},
                                                          {"content", QJsonArray{QJsonObject{{"type", "image_url"},
                                                                                             {"image_url", QJsonObject{{"url", QString::fromLatin1(url)}}}}}}}}}})
            .toJson();
    }
};

QTEST_GUILESS_MAIN(TestOpenAiServer)
#include "test_openaiserver.moc"

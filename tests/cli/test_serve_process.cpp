// `serve --backend echo` (folio-test-cli) as a separate process, as a user runs it: `--help` documents every
// limit, a slow-header client is cut off with 408, and SIGTERM shuts down gracefully (a running
// stream finishes, or ends with an error event and [DONE] once --shutdown-timeout passes; the
// process exits 0 either way).
#include <QElapsedTimer>
#include <QProcess>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>

#include "../core/remote/remotetesting.h"
#include "remote/sseparser.h"

using namespace folio;
using namespace folio::testing;
using folio::remote::SseParser;

namespace {

quint16 startServer(QProcess& server, const QStringList& extra) {
    return startServeProcess(server, QStringLiteral(FOLIO_EXECUTABLE), QStringList{"--backend", "echo"} + extra);
}

QNetworkReply* startStream(QNetworkAccessManager& nam, quint16 port, const QImage& page) {
    QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1/v1/chat/completions").arg(port)));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    return nam.post(request, chatBody(page, {{"model", "folio-echo"}, {"stream", true}}));
}

}  // namespace

class TestServeProcess : public QObject {
    Q_OBJECT

private slots:
    void helpDocumentsEveryLimit() {
        QProcess help;
        help.start(QStringLiteral(FOLIO_EXECUTABLE), {"serve", "--help"});
        QVERIFY(help.waitForFinished(20000));
        QCOMPARE(help.exitCode(), 0);
        const QString text = QString::fromUtf8(help.readAllStandardOutput());
        for (const char* option : {"--max-body", "--max-header-size", "--header-timeout", "--body-timeout", "--idle-timeout",
                                   "--max-connections", "--max-buffered", "--max-queued", "--max-concurrent", "--max-image-pixels",
                                   "--max-tokens", "--retry-after", "--shutdown-timeout"})
            QVERIFY2(text.contains(QLatin1String(option)), option);
        QVERIFY(text.contains("503 + Retry-After"));
        QVERIFY(text.contains("408"));
    }

    // A --model that is no model folder is a usage error, said before anything loads (exit 2, as folio ocr).
    void missingModelFolderIsAUsageError() {
        QTemporaryDir dir;
        QProcess serve;
        serve.start(QStringLiteral(FOLIO_EXECUTABLE), {"serve", "--port", "0", "--model", dir.filePath("no-such-model")});
        QVERIFY(serve.waitForFinished(20000));
        const QByteArray said = serve.readAllStandardError();
        QCOMPARE(serve.exitCode(), 2);
        QVERIFY2(said.contains("--model: ") && said.contains("no-such-model is gone"), said.constData());
    }

    // The startup line's URL can be pasted: an IPv6 address goes in brackets.
    void ipv6AddressIsBracketedInTheUrl() {
        QProcess serve;
        serve.start(QStringLiteral(FOLIO_EXECUTABLE), {"serve", "--backend", "echo", "--host", "::1", "--port", "0"});
        QByteArray seen;
        while (!seen.contains('\n') && serve.waitForReadyRead(10000)) seen += serve.readAllStandardOutput();
        serve.terminate();
        serve.waitForFinished();
        if (seen.isEmpty() && serve.readAllStandardError().contains("cannot listen")) QSKIP("no IPv6 loopback here");
        QVERIFY2(QRegularExpression(R"(listening on http://\[::1\]:\d+ )").match(QString::fromUtf8(seen)).hasMatch(), seen.constData());
    }

    void slowHeaderClientIsCutOff() {
        QProcess server;
        const quint16 port = startServer(server, {"--header-timeout", "1"});
        QVERIFY(port);
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(socket.waitForConnected(5000));
        socket.write("GET /health HTTP/1.1\r\nHost: t\r\nX-Slow: ");
        QByteArray answer;
        QElapsedTimer clock;
        clock.start();
        while (socket.state() == QAbstractSocket::ConnectedState && clock.elapsed() < 6000) {
            socket.write("a");  // a byte every 100 ms: the head never ends
            socket.waitForReadyRead(100);
            answer += socket.readAll();
        }
        answer += socket.readAll();
        QVERIFY2(answer.startsWith("HTTP/1.1 408"), answer.constData());
        QCOMPARE(socket.state(), QAbstractSocket::UnconnectedState);
        QVERIFY(clock.elapsed() < 4000);
        server.terminate();
        QVERIFY(server.waitForFinished(10000));
    }

    void sigtermLetsARunningStreamFinish() {
        QProcess server;
        const quint16 port = startServer(server, {"--echo-delay-ms", "40"});
        QVERIFY(port);
        QNetworkAccessManager nam;
        const QImage page = makePage(3);
        QNetworkReply* reply = startStream(nam, port, page);
        QTRY_VERIFY_WITH_TIMEOUT(reply->bytesAvailable() > 0, 5000);
        ::kill(pid_t(server.processId()), SIGTERM);
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 10000);
        SseParser parser;
        const QList<QByteArray> events = parser.feed(reply->readAll());
        QCOMPARE(events.last(), QByteArray("[DONE]"));
        QCOMPARE(streamedText(events), echoTextFor(page));
        QVERIFY(server.waitForFinished(10000));
        QCOMPARE(server.exitStatus(), QProcess::NormalExit);
        QCOMPARE(server.exitCode(), 0);
        QVERIFY(server.readAllStandardError().contains("shutting down"));
        reply->deleteLater();
    }

    void sigtermPastTheTimeoutEndsTheStreamWithAFinalEvent() {
        QProcess server;
        const quint16 port = startServer(server, {"--echo-delay-ms", "1000", "--shutdown-timeout", "1"});
        QVERIFY(port);
        QNetworkAccessManager nam;
        QNetworkReply* reply = startStream(nam, port, makePage(4));
        QTRY_VERIFY_WITH_TIMEOUT(reply->bytesAvailable() > 0, 5000);
        QElapsedTimer clock;
        clock.start();
        ::kill(pid_t(server.processId()), SIGTERM);
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 8000);
        QVERIFY(clock.elapsed() < 5000);
        SseParser parser;
        const QList<QByteArray> events = parser.feed(reply->readAll());
        QVERIFY(events.size() >= 2);
        QCOMPARE(events.last(), QByteArray("[DONE]"));
        QCOMPARE(QJsonDocument::fromJson(events[events.size() - 2]).object().value("error").toObject().value("code").toString(),
                 QStringLiteral("server_shutdown"));
        QVERIFY(server.waitForFinished(10000));
        QCOMPARE(server.exitCode(), 0);
        reply->deleteLater();
    }
};

QTEST_GUILESS_MAIN(TestServeProcess)
#include "test_serve_process.moc"

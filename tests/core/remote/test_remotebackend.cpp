// RemoteBackend against a real OpenAiServer on loopback: results equal the backend behind the
// server, 5xx answers are retried, a page that keeps failing finishes Failed with the reason,
// 4xx is not retried, cancellation, and the concurrency limit.
#include <QSignalSpy>
#include <QTcpServer>
#include <QtTest>

#include "remote/openaiserver.h"
#include "remote/remotebackend.h"
#include "../jobs/scriptedbackend.h"
#include "remotetesting.h"

using namespace folio;
using namespace folio::remote;
using namespace folio::testing;

namespace {

// Collects what a backend reports, per job.
struct Recorder {
    explicit Recorder(OcrBackend* backend) {
        QObject::connect(backend, &OcrBackend::started, [this](const QUuid& id) { started << id; });
        QObject::connect(backend, &OcrBackend::textAppended, [this](const QUuid& id, const QString& delta) {
            textBeforeStart |= !started.contains(id);
            streamed[id] += delta;
        });
        QObject::connect(backend, &OcrBackend::finished, [this](const OcrResult& r) {
            ++finishCount[r.jobId];
            results[r.jobId] = r;
        });
    }
    bool allDone(const QList<QUuid>& ids) const {
        return std::all_of(ids.begin(), ids.end(), [this](const QUuid& id) { return results.contains(id); });
    }
    QList<QUuid> started;  // in order, once per request sent (not per attempt)
    bool textBeforeStart = false;
    QHash<QUuid, QString> streamed;
    QHash<QUuid, OcrResult> results;
    QHash<QUuid, int> finishCount;
};

OcrRequest pageRequest(int seed) {
    OcrRequest request;
    request.image = makePage(seed);
    return request;
}

}  // namespace

class TestRemoteBackend : public QObject {
    Q_OBJECT

    RemoteBackendOptions optionsFor(const OpenAiServer& server) const {
        RemoteBackendOptions options;
        options.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.port()));
        options.initialBackoffMs = 20;
        options.maxBackoffMs = 80;
        return options;
    }

private slots:
    void urlsAndBackoff() {
        QCOMPARE(RemoteBackend::completionsUrl(QUrl("http://h:8000")).toString(), QStringLiteral("http://h:8000/v1/chat/completions"));
        QCOMPARE(RemoteBackend::completionsUrl(QUrl("http://h:8000/v1/")).toString(), QStringLiteral("http://h:8000/v1/chat/completions"));
        QCOMPARE(RemoteBackend::completionsUrl(QUrl("http://h/proxy/v1")).toString(), QStringLiteral("http://h/proxy/v1/chat/completions"));
        RemoteBackendOptions options;
        options.initialBackoffMs = 500;
        options.maxBackoffMs = 3000;
        QCOMPARE(RemoteBackend::backoffMs(options, 1), 500);
        QCOMPARE(RemoteBackend::backoffMs(options, 2), 1000);
        QCOMPARE(RemoteBackend::backoffMs(options, 3), 2000);
        QCOMPARE(RemoteBackend::backoffMs(options, 4), 3000);
        QCOMPARE(RemoteBackend::backoffMs(options, 40), 3000);
    }

    void resultsEqualTheServersBackend_data() {
        QTest::addColumn<bool>("stream");
        QTest::newRow("streaming") << true;
        QTest::newRow("whole answers") << false;
    }
    void resultsEqualTheServersBackend() {
        QFETCH(bool, stream);
        EchoBackend echo(1);
        OpenAiServerOptions serverOptions;
        serverOptions.apiKey = QStringLiteral("k");
        OpenAiServer server(&echo, serverOptions);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr));
        RemoteBackendOptions options = optionsFor(server);
        options.apiKey = QStringLiteral("k");
        options.model = QStringLiteral("folio");
        options.stream = stream;
        options.maxConcurrent = 3;
        RemoteBackend remote(options);
        Recorder recorder(&remote);
        QList<QUuid> ids;
        QHash<QUuid, int> seeds;
        for (int seed = 0; seed < 8; ++seed) {
            OcrRequest request = pageRequest(seed);
            if (seed == 3) request.languages = QStringList{"de"};
            ids << request.jobId;
            seeds[request.jobId] = seed;
            remote.submit(request);
        }
        QTRY_VERIFY_WITH_TIMEOUT(recorder.allDone(ids), 20000);
        for (const QUuid& id : ids) {
            const OcrResult& result = recorder.results[id];
            QCOMPARE(result.outcome, OcrOutcome::Finished);
            OcrRequest expected = pageRequest(seeds[id]);
            if (seeds[id] == 3) expected.languages = QStringList{"de"};
            QCOMPARE(result.text, EchoBackend::expectedText(expected));
            QCOMPARE(recorder.streamed[id], result.text);
            QCOMPARE(recorder.finishCount[id], 1);
            QCOMPARE(recorder.started.count(id), 1);
            QVERIFY(result.generatedTokens > 3);
        }
        QVERIFY(!recorder.textBeforeStart);
    }

    // A page the server's loop guard stopped stays a looped page through the client: from a
    // Folio server's stop_reason "loop", streamed or not, and from an older one's finish_reason.
    void aLoopedPageStaysLooped_data() {
        QTest::addColumn<bool>("stream");
        QTest::newRow("streaming") << true;
        QTest::newRow("whole answers") << false;
    }
    void aLoopedPageStaysLooped() {
        QFETCH(bool, stream);
        ScriptedBackend looping;
        looping.script = QStringLiteral(". . . . . . . .");
        looping.outcome = OcrOutcome::Looped;
        OpenAiServer server(&looping, OpenAiServerOptions{});
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr));
        RemoteBackendOptions options = optionsFor(server);
        options.stream = stream;
        RemoteBackend remote(options);
        Recorder recorder(&remote);
        const OcrRequest request = pageRequest(1);
        remote.submit(request);
        QTRY_VERIFY_WITH_TIMEOUT(recorder.allDone({request.jobId}), 10000);
        QCOMPARE(recorder.results[request.jobId].outcome, OcrOutcome::Looped);
        QCOMPARE(recorder.results[request.jobId].text, looping.script);

        QString problem;
        const auto older = parseCompletionPart(
            R"({"choices":[{"index":0,"message":{"role":"assistant","content":"x"},"finish_reason":"loop"}]})", &problem);
        QVERIFY2(older, qPrintable(problem));
        QCOMPARE(outcomeFromFinishReason(older->finishReason), OcrOutcome::Looped);
        const auto cut = parseCompletionPart(
            R"({"choices":[{"index":0,"message":{"role":"assistant","content":"x"},"finish_reason":"length","stop_reason":null}]})", &problem);
        QVERIFY2(cut, qPrintable(problem));
        QCOMPARE(outcomeFromFinishReason(cut->finishReason), OcrOutcome::Truncated);
    }

    // A server relaying to an upstream that is down answers as a gateway: 502 with an
    // OpenAI-shaped error naming the upstream's failure, not 500.
    void relayToADeadUpstreamIs502() {
        QTcpServer probe;  // a port nothing listens on
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        RemoteBackendOptions options;
        options.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(probe.serverPort()));
        options.initialBackoffMs = 10;
        options.maxBackoffMs = 20;
        probe.close();
        RemoteBackend upstream(options);
        OpenAiServer relay(&upstream, OpenAiServerOptions{});
        QVERIFY(relay.listen(QHostAddress::LocalHost, 0, nullptr));
        QNetworkAccessManager nam;
        const HttpAnswer answer =
            httpCall(nam, "POST", QUrl(QStringLiteral("http://127.0.0.1:%1/v1/chat/completions").arg(relay.port())), chatBody(makePage(1), {{"model", "folio"}}));
        QCOMPARE(answer.status, 502);
        const QJsonObject error = answer.json().value("error").toObject();
        QCOMPARE(error.value("code").toString(), QStringLiteral("upstream_failed"));
        QVERIFY2(error.value("message").toString().contains(QStringLiteral("Connection refused")), answer.body.constData());
    }

    void serverErrorsAreRetried_data() {
        QTest::addColumn<bool>("partialTextFirst");
        QTest::newRow("500 before any text") << false;
        QTest::newRow("error in the middle of the stream") << true;
    }
    void serverErrorsAreRetried() {
        QFETCH(bool, partialTextFirst);
        FlakyBackend flaky(2, partialTextFirst);
        OpenAiServer server(&flaky, {});
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr));
        RemoteBackend remote(optionsFor(server));
        Recorder recorder(&remote);
        const OcrRequest request = pageRequest(11);
        remote.submit(request);
        QTRY_VERIFY_WITH_TIMEOUT(recorder.allDone({request.jobId}), 10000);
        const OcrResult& result = recorder.results[request.jobId];
        QCOMPARE(result.outcome, OcrOutcome::Finished);
        QCOMPARE(result.text, echoTextFor(request.image));
        QCOMPARE(recorder.streamed[request.jobId], result.text);  // a retry never repeats text
        QCOMPARE(recorder.started, QList<QUuid>{request.jobId});  // started once, not per attempt
        QCOMPARE(flaky.submitted, 3);
        QCOMPARE(server.metrics().requests("/v1/chat/completions", 500), quint64(2));
    }

    void pageThatKeepsFailingIsReportedWithTheReason() {
        FlakyBackend broken(-1, false);
        OpenAiServer server(&broken, {});
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr));
        RemoteBackendOptions options = optionsFor(server);
        options.maxRetries = 2;
        RemoteBackend remote(options);
        Recorder recorder(&remote);
        const OcrRequest request = pageRequest(12);
        remote.submit(request);
        QTRY_VERIFY_WITH_TIMEOUT(recorder.allDone({request.jobId}), 10000);
        const OcrResult& result = recorder.results[request.jobId];
        QCOMPARE(result.outcome, OcrOutcome::Failed);
        // Streamed answers start with 200, so the server's error arrives inside the stream.
        QVERIFY2(result.error.contains("simulated engine failure") && result.error.contains("after 3 attempts"),
                 qPrintable(result.error));
        QCOMPARE(broken.submitted, 3);
    }

    void unreachableServerFailsAfterRetries() {
        QTcpServer probe;  // find a free port, then free it: nothing listens there
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();
        RemoteBackendOptions options;
        options.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port));
        options.maxRetries = 2;
        options.initialBackoffMs = 10;
        RemoteBackend remote(options);
        Recorder recorder(&remote);
        const OcrRequest request = pageRequest(13);
        remote.submit(request);
        QTRY_VERIFY_WITH_TIMEOUT(recorder.allDone({request.jobId}), 10000);
        const OcrResult& result = recorder.results[request.jobId];
        QCOMPARE(result.outcome, OcrOutcome::Failed);
        QVERIFY2(result.error.contains("refused", Qt::CaseInsensitive) && result.error.contains("after 3 attempts"), qPrintable(result.error));
    }

    void clientErrorsAreNotRetried() {
        EchoBackend echo;
        OpenAiServerOptions serverOptions;
        serverOptions.apiKey = QStringLiteral("right");
        OpenAiServer server(&echo, serverOptions);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr));
        RemoteBackendOptions options = optionsFor(server);
        options.apiKey = QStringLiteral("wrong");
        RemoteBackend remote(options);
        Recorder recorder(&remote);
        const OcrRequest request = pageRequest(14);
        remote.submit(request);
        QTRY_VERIFY_WITH_TIMEOUT(recorder.allDone({request.jobId}), 10000);
        QCOMPARE(recorder.results[request.jobId].outcome, OcrOutcome::Failed);
        QVERIFY2(recorder.results[request.jobId].error.contains("HTTP 401: invalid API key"), qPrintable(recorder.results[request.jobId].error));
        QCOMPARE(server.metrics().requests("/v1/chat/completions", 401), quint64(1));
    }

    void cancelStopsQueuedAndRunningPages() {
        EchoBackend slow(100);
        OpenAiServer server(&slow, {});
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr));
        RemoteBackendOptions options = optionsFor(server);
        options.maxConcurrent = 1;
        RemoteBackend remote(options);
        Recorder recorder(&remote);
        const OcrRequest running = pageRequest(15);
        const OcrRequest queued = pageRequest(16);
        remote.submit(running);
        remote.submit(queued);
        QTRY_VERIFY_WITH_TIMEOUT(recorder.streamed.contains(running.jobId), 5000);
        QCOMPARE(recorder.started, QList<QUuid>{running.jobId});  // the queued one waits for a slot, unsent
        remote.cancel(queued.jobId);
        remote.cancel(running.jobId);
        QTRY_VERIFY_WITH_TIMEOUT(recorder.allDone({running.jobId, queued.jobId}), 5000);
        QCOMPARE(recorder.results[running.jobId].outcome, OcrOutcome::Cancelled);
        QCOMPARE(recorder.results[queued.jobId].outcome, OcrOutcome::Cancelled);
        QCOMPARE(recorder.started, QList<QUuid>{running.jobId});  // cancelled while waiting: never sent
        QTRY_COMPARE(server.metrics().inFlight(), 0);
    }

    void concurrencyLimitHolds() {
        EchoBackend echo(5);
        int running = 0;
        int maxRunning = 0;
        connect(&echo, &OcrBackend::textAppended, this, [&](const QUuid&, const QString&) { maxRunning = std::max(maxRunning, running); });
        OpenAiServer server(&echo, {});
        QVERIFY(server.listen(QHostAddress::LocalHost, 0, nullptr));
        RemoteBackendOptions options = optionsFor(server);
        options.maxConcurrent = 2;
        RemoteBackend remote(options);
        Recorder recorder(&remote);
        QList<QUuid> ids;
        for (int seed = 30; seed < 36; ++seed) {
            const OcrRequest request = pageRequest(seed);
            ids << request.jobId;
            remote.submit(request);
        }
        QTRY_VERIFY_WITH_TIMEOUT((running = server.metrics().inFlight(), maxRunning = std::max(maxRunning, running), recorder.allDone(ids)), 20000);
        QVERIFY(maxRunning >= 1 && maxRunning <= 2);
        for (const QUuid& id : ids) QCOMPARE(recorder.results[id].outcome, OcrOutcome::Finished);
    }
};

QTEST_GUILESS_MAIN(TestRemoteBackend)
#include "test_remotebackend.moc"

// `folio serve` with a small random-weight reference model answers exactly like the local
// engine for greedy decoding (usage.prompt_tokens too), whether asked directly (whole and streamed), through the
// RemoteBackend, or with curl; and `folio ocr --model` writes the same text. Skips when the reference models have not been built.
#include <QDir>
#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <folio/engine/engine.h>

#include "../core/remote/remotetesting.h"
#include "remote/remotebackend.h"
#include "remote/sseparser.h"

using namespace folio;
using namespace folio::testing;

namespace {

constexpr int kMaxTokens = 24;

QString referenceModel() { return QStringLiteral(FOLIO_REFERENCE_DIR "/tiny_a/model"); }

// What the engine itself generates for the page, greedily, and the prompt's length in tokens.
// The engine's own answer for the page, with `dtype` as the CLI and server would pass it.
QString localAnswer(const QImage& page, int* promptTokens, const std::string& dtype) {
    engine::EngineOptions options;
    options.model_dir = referenceModel().toStdString();
    options.dtype = dtype;
    auto engine = engine::Engine::open(options);
    engine::PageRequest request;
    const QImage rgb = page.convertToFormat(QImage::Format_RGB888);
    request.image.width = rgb.width();
    request.image.height = rgb.height();
    for (int y = 0; y < rgb.height(); ++y)
        request.image.pixels.insert(request.image.pixels.end(), rgb.constScanLine(y), rgb.constScanLine(y) + rgb.width() * 3);
    request.sampling.greedy = true;
    request.sampling.max_new_tokens = kMaxTokens;
    std::string text;
    engine->submit(std::move(request), {nullptr, [&](engine::RequestId, const engine::PageResult& r) {
                                            text = r.text;
                                            *promptTokens = r.timings.prompt_tokens;
                                        }});
    engine->wait_idle();
    return QString::fromStdString(text);
}

}  // namespace

class TestServeModel : public QObject {
    Q_OBJECT

    QProcess m_server;
    quint16 m_port = 0;
    QImage m_page = makePage(5, 56, 84);
    QString m_expected;
    int m_promptTokens = 0;

    QUrl url(const QString& path) const { return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_port).arg(path)); }

private slots:
    void initTestCase() {
        if (!QFile::exists(referenceModel() + "/tokenizer.json"))
            QSKIP(qPrintable("no reference model with a tokenizer in " + referenceModel() + " (built by the engine_reference_models test)"));
        // float32 everywhere: the precision whose answer is the reference's ("auto" may be int8).
        m_expected = localAnswer(m_page, &m_promptTokens, "float32");
        QVERIFY(m_promptTokens > 0);
        QVERIFY(!m_expected.isEmpty());
        m_port = startServeProcess(m_server, QStringLiteral(FOLIO_EXECUTABLE), {"--model", referenceModel(), "--served-model-name", "tiny", "--dtype", "float32"},
                                   120000);
        QVERIFY2(m_port, m_server.readAllStandardError().constData());
    }
    void cleanupTestCase() {
        m_server.kill();
        m_server.waitForFinished();
    }

    void wholeAndStreamedAnswersEqualTheEngine() {
        QNetworkAccessManager nam;
        const HttpAnswer whole = httpCall(nam, "POST", url("/v1/chat/completions"), chatBody(m_page, {{"model", "tiny"}, {"max_tokens", kMaxTokens}}), {}, 120000);
        QCOMPARE(whole.status, 200);
        QCOMPARE(whole.json().value("choices").toArray().first().toObject().value("message").toObject().value("content").toString(), m_expected);
        QCOMPARE(whole.json().value("usage").toObject().value("prompt_tokens").toInt(), m_promptTokens);

        const HttpAnswer streamed = httpCall(nam, "POST", url("/v1/chat/completions"),
                                             chatBody(m_page, {{"model", "tiny"}, {"max_tokens", kMaxTokens}, {"stream", true}}), {}, 120000);
        QCOMPARE(streamed.status, 200);
        QString text;
        remote::SseParser parser;
        for (const QByteArray& event : parser.feed(streamed.body))
            if (event != "[DONE]")
                text += QJsonDocument::fromJson(event).object().value("choices").toArray().first().toObject().value("delta").toObject().value("content").toString();
        QCOMPARE(text, m_expected);
    }

    void samplingWithoutSeedVariesAndWithSeedRepeats() {
        QNetworkAccessManager nam;
        const auto answer = [&](const QJsonObject& extra) {
            QJsonObject fields{{"model", "tiny"}, {"max_tokens", kMaxTokens}, {"temperature", 1.0}};
            for (auto it = extra.begin(); it != extra.end(); ++it) fields.insert(it.key(), it.value());
            const HttpAnswer reply = httpCall(nam, "POST", url("/v1/chat/completions"), chatBody(m_page, fields), {}, 120000);
            return reply.json().value("choices").toArray().first().toObject().value("message").toObject().value("content").toString();
        };
        QSet<QString> unseeded;
        for (int i = 0; i < 4; ++i) unseeded.insert(answer({}));
        QVERIFY2(unseeded.size() > 1, "four unseeded samples at temperature 1 gave the same text");
        QCOMPARE(answer({{"seed", 7}}), answer({{"seed", 7}}));
    }

    void remoteBackendEqualsTheEngine() {
        remote::RemoteBackendOptions options;
        options.baseUrl = url(QString());
        options.model = QStringLiteral("tiny");
        remote::RemoteBackend backend(options);
        OcrRequest request;
        request.image = m_page;
        request.sampling.maxNewTokens = kMaxTokens;
        request.sampling.logprobs = 0;
        QString tokenText;
        int tokens = 0;
        connect(&backend, &OcrBackend::logprobsAppended, this, [&](const QUuid&, const TokenLogprobs& logprobs) {
            tokenText += logprobs.chosen.token;
            QVERIFY(logprobs.chosen.logprob <= 0);
            ++tokens;
        });
        QSignalSpy finished(&backend, &OcrBackend::finished);
        backend.submit(request);
        QVERIFY(finished.wait(120000));
        const OcrResult result = finished.first().first().value<OcrResult>();
        QVERIFY2(result.outcome != OcrOutcome::Failed, qPrintable(result.error));
        QCOMPARE(result.text, m_expected);
        QCOMPARE(result.promptTokens, m_promptTokens);  // read from the streamed usage
        // Each streamed token's log-probability, read from the chunks.
        QCOMPARE(tokens, result.generatedTokens);
        QCOMPARE(tokenText, m_expected);
    }

    void ocrWithTheLocalEngineEqualsTheEngine() {
        QTemporaryDir dir;
        QVERIFY(m_page.save(dir.filePath("page.png")));
        QProcess ocr;
        ocr.start(QStringLiteral(FOLIO_EXECUTABLE), {"ocr", dir.filePath("page.png"), "-o", dir.filePath("out"), "--model", referenceModel(),
                                                     "--format", "json", "--max-tokens", QString::number(kMaxTokens), "--dtype", "float32"});
        QVERIFY(ocr.waitForFinished(300000));
        QVERIFY2(ocr.exitCode() == 0, ocr.readAllStandardError().constData());
        QFile json(dir.filePath("out/page.json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(json.readAll()).object().value("pages").toArray().first().toObject().value("text").toString(), m_expected);
    }

    // Without --model, `folio ocr` runs the model chosen in the desktop app (its settings file),
    // says which on stderr, and writes the same text; with none chosen it says what to do.
    void ocrWithoutModelRunsTheDesktopAppsModel() {
        QTemporaryDir dir;
        QVERIFY(m_page.save(dir.filePath("page.png")));
        QDir(dir.path()).mkpath("config/Folio");
        const auto ocrWithConfig = [&](const QString& out) {
            QProcess ocr;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert("XDG_CONFIG_HOME", dir.filePath("config"));
            ocr.setProcessEnvironment(env);
            ocr.start(QStringLiteral(FOLIO_EXECUTABLE), {"ocr", dir.filePath("page.png"), "-o", dir.filePath(out), "--format", "json",
                                                         "--max-tokens", QString::number(kMaxTokens), "--dtype", "float32"});
            ocr.waitForFinished(300000);
            return std::make_pair(ocr.exitCode(), QString::fromUtf8(ocr.readAllStandardError()));
        };
        const auto [usage, usageError] = ocrWithConfig("none");
        QCOMPARE(usage, 2);
        QVERIFY2(usageError.contains("needs --model DIR (none is chosen in the desktop app either)"), qPrintable(usageError));

        QFile settings(dir.filePath("config/Folio/folio.conf"));
        QVERIFY(settings.open(QIODevice::WriteOnly));
        settings.write("[model]\nfolder=" + referenceModel().toUtf8() + "\n");
        settings.close();
        const auto [code, error] = ocrWithConfig("out");
        QVERIFY2(code == 0, qPrintable(error));
        QVERIFY2(error.contains("the model chosen in the desktop app: " + referenceModel()), qPrintable(error));
        QFile json(dir.filePath("out/page.json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(json.readAll()).object().value("pages").toArray().first().toObject().value("text").toString(), m_expected);
    }

    // A model chosen in the desktop app and gone since is named, not taken for "none chosen".
    void ocrWithoutModelNamesTheDesktopModelThatCannotBeUsed() {
        QTemporaryDir dir;
        QVERIFY(m_page.save(dir.filePath("page.png")));
        QDir(dir.path()).mkpath("config/Folio");
        QFile settings(dir.filePath("config/Folio/folio.conf"));
        QVERIFY(settings.open(QIODevice::WriteOnly));
        const QString gone = dir.filePath("unmounted/model");
        settings.write("[model]\nfolder=" + gone.toUtf8() + "\n");
        settings.close();
        QProcess ocr;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_CONFIG_HOME", dir.filePath("config"));
        ocr.setProcessEnvironment(env);
        ocr.start(QStringLiteral(FOLIO_EXECUTABLE), {"ocr", dir.filePath("page.png"), "-o", dir.filePath("out")});
        QVERIFY(ocr.waitForFinished(60000));
        const QString error = QString::fromUtf8(ocr.readAllStandardError());
        QCOMPARE(ocr.exitCode(), 2);
        QVERIFY2(error.contains("the model chosen in the desktop app cannot be used: " + gone + " is gone"), qPrintable(error));
        QVERIFY(!QFileInfo::exists(dir.filePath("out")));
    }

    // --json --logprobs: the page's tokens in order, their text making up the page's text, with
    // the log-probabilities the server reports for the same greedy answer.
    void ocrJsonListsEachTokensLogprob() {
        QTemporaryDir dir;
        QVERIFY(m_page.save(dir.filePath("page.png")));
        QProcess ocr;
        ocr.start(QStringLiteral(FOLIO_EXECUTABLE), {"ocr", dir.filePath("page.png"), "-o", dir.filePath("out"), "--model", referenceModel(),
                                                     "--json", "--logprobs", "--max-tokens", QString::number(kMaxTokens),
                                                     "--dtype", "float32"});
        QVERIFY(ocr.waitForFinished(300000));
        const QString stderrText = QString::fromUtf8(ocr.readAllStandardError());
        QVERIFY2(ocr.exitCode() == 0, qPrintable(stderrText));
        // What runs, every "auto" resolved: on stderr, as the "engine" event and in the "end" one.
        QVERIFY2(stderrText.contains(QRegularExpression("folio ocr: the engine runs on cpu: float32 weights, float32 KV cache, [1-9][0-9]* threads")),
                 qPrintable(stderrText));
        QJsonObject engineEvent, endEvent;
        QJsonArray tokens;
        int pageTokens = -1;
        for (const QByteArray& line : ocr.readAllStandardOutput().split('\n')) {
            const QJsonObject event = QJsonDocument::fromJson(line).object();
            if (event.value("event") == QLatin1String("engine")) engineEvent = event;
            if (event.value("event") == QLatin1String("end")) endEvent = event;
            if (event.value("event") == QLatin1String("logprobs")) {
                QCOMPARE(event.value("page").toInt(), 1);
                QVERIFY(event.value("source").toString().endsWith("page.png"));
                tokens = event.value("logprobs").toArray();
            }
            if (event.value("event") == QLatin1String("page")) {
                QVERIFY2(!tokens.isEmpty(), "the logprobs event comes before the page's");
                pageTokens = event.value("tokens").toInt();
            }
        }
        QCOMPARE(engineEvent.value("device").toString(), QStringLiteral("cpu"));
        QCOMPARE(engineEvent.value("dtype").toString(), QStringLiteral("float32"));
        QCOMPARE(engineEvent.value("kv_cache_dtype").toString(), QStringLiteral("float32"));
        QVERIFY(engineEvent.value("cpu_threads").toInt() >= 1);
        QJsonObject expectedEngine = engineEvent;
        expectedEngine.remove("event");
        expectedEngine.remove("elapsed");
        QCOMPARE(endEvent.value("engine").toObject(), expectedEngine);
        QCOMPARE(tokens.size(), pageTokens);
        QString text;
        for (const QJsonValue& token : tokens) {
            text += token.toObject().value("token").toString();
            QVERIFY(token.toObject().value("logprob").toDouble(1) <= 0);
        }
        QCOMPARE(text, m_expected);

        QNetworkAccessManager nam;
        const HttpAnswer served = httpCall(nam, "POST", url("/v1/chat/completions"),
                                           chatBody(m_page, {{"model", "tiny"}, {"max_tokens", kMaxTokens}, {"logprobs", true}}), {}, 120000);
        QCOMPARE(served.status, 200);
        const QJsonArray content = served.json().value("choices").toArray().first().toObject().value("logprobs").toObject().value("content").toArray();
        QCOMPARE(content.size(), tokens.size());
        for (int i = 0; i < tokens.size(); ++i)
            QVERIFY2(std::abs(content[i].toObject().value("logprob").toDouble() - tokens[i].toObject().value("logprob").toDouble()) < 1e-4,
                     qPrintable(QStringLiteral("token %1").arg(i)));
    }

    void curlEqualsTheEngine() {
        const QString curl = QStandardPaths::findExecutable("curl");
        if (curl.isEmpty()) QSKIP("curl is not installed");
        QTemporaryDir dir;
        QFile body(dir.filePath("body.json"));
        QVERIFY(body.open(QIODevice::WriteOnly));
        body.write(chatBody(m_page, {{"model", "tiny"}, {"max_tokens", kMaxTokens}}));
        body.close();
        QProcess process;
        process.start(curl, {"-sS", "-H", "Content-Type: application/json", "--data-binary", "@" + body.fileName(), url("/v1/chat/completions").toString()});
        QVERIFY(process.waitForFinished(120000));
        const QJsonObject answer = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
        QCOMPARE(answer.value("choices").toArray().first().toObject().value("message").toObject().value("content").toString(), m_expected);
    }
};

QTEST_GUILESS_MAIN(TestServeModel)
#include "test_serve_model.moc"

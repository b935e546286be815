// The local engine adapter: QImage -> RGB8 conversion, and (when the Python reference has built
// its small random-weight models) a real job through folio::engine::Engine on the CPU.
#include <folio/engine/engine.h>

#include <QtTest>
#include <unistd.h>

#include "i18n/ocrlanguages.h"
#include "jobs/localenginebackend.h"
#include "settings/settings.h"

using namespace folio;

namespace {
QString tinyModel() {
    return QStringLiteral(FOLIO_REFERENCE_DIR "/tiny_a/model");
}

ModelSettings cpuSettings(const QString& folder) {
    ModelSettings settings;
    settings.modelFolder = folder;
    settings.device = "cpu";
    settings.dtype = "float32";
    settings.maxConcurrentPages = 4;
    return settings;
}

QImage page(int width, int height) {
    QImage image(width, height, QImage::Format_RGB32);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            image.setPixel(x, y, qRgb((x * 7) % 256, (y * 5) % 256, 128));
    return image;
}
}  // namespace

class TestLocalEngine : public QObject {
    Q_OBJECT
private slots:
    // A model folder the user may not read says so, instead of listing every file as missing.
    void anUnreadableModelFolderSaysSo() {
        if (geteuid() == 0) QSKIP("root reads every folder: permissions cannot be tested");
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("locked"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::setPermissions(folder, QFileDevice::WriteOwner));
        const QString problem = LocalEngineBackend::modelFolderProblem(folder);
        QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY2(problem.endsWith(QStringLiteral("cannot be read (permission denied)")), qPrintable(problem));
    }

    void convertsToTightlyPackedRgb() {
        QImage image(3, 2,
                     QImage::Format_ARGB32);  // rows of 12 bytes; RGB888 rows are padded to 12
        image.fill(Qt::transparent);
        image.setPixel(0, 0, qRgba(10, 20, 30, 255));
        image.setPixel(2, 1, qRgba(200, 100, 50, 255));
        const engine::RgbImage rgb = toRgbImage(image);
        QCOMPARE(rgb.width, 3);
        QCOMPARE(rgb.height, 2);
        QCOMPARE(int(rgb.pixels.size()), 3 * 2 * 3);
        QCOMPARE(int(rgb.pixels[0]), 10);
        QCOMPARE(int(rgb.pixels[1]), 20);
        QCOMPARE(int(rgb.pixels[2]), 30);
        QCOMPARE(int(rgb.pixels[(1 * 3 + 2) * 3 + 0]), 200);
        QCOMPARE(int(rgb.pixels[(1 * 3 + 2) * 3 + 2]), 50);
    }

    void reportsAModelThatCannotLoad() {
        LocalEngineBackend backend;
        QSignalSpy failed(&backend, &LocalEngineBackend::loadFailed);
        QSignalSpy finished(&backend, &OcrBackend::finished);
        backend.load(cpuSettings("/nonexistent/folio-model"));
        OcrRequest request;
        request.image = page(28, 28);
        backend.submit(request);  // waits for the load, then fails with its reason
        QVERIFY(failed.wait(30000));
        QVERIFY2(failed.first().first().toString().contains("folio-model"),
                 qPrintable(failed.first().first().toString()));
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(finished.first().first().value<OcrResult>().outcome, OcrOutcome::Failed);
        QVERIFY(!LocalEngineBackend::isModelFolder("/nonexistent/folio-model"));
    }

    void streamsAPageThroughTheRealEngine() {
        if (!LocalEngineBackend::isModelFolder(tinyModel()))
            QSKIP("reference models not built (ctest -L model builds them)");
        LocalEngineBackend backend;
        QSignalSpy loaded(&backend, &LocalEngineBackend::loaded);
        QSignalSpy failed(&backend, &LocalEngineBackend::loadFailed);
        backend.load(cpuSettings(tinyModel()));
        QString streamed;
        QList<OcrResult> results;
        QList<QUuid> started;
        QString streamedBeforeStart;
        connect(&backend, &OcrBackend::started, this, [&](const QUuid& id) {
            started << id;
            streamedBeforeStart = streamed;
        });
        connect(&backend, &OcrBackend::textAppended, this,
                [&](const QUuid&, const QString& d) { streamed += d; });
        connect(&backend, &OcrBackend::finished, this, [&](const OcrResult& r) { results << r; });
        OcrRequest request;
        request.image = page(112, 84);
        request.sampling.maxNewTokens = 12;
        backend.submit(request);
        QTRY_VERIFY_WITH_TIMEOUT(!results.isEmpty(), 120000);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
        QCOMPARE(loaded.size(), 1);
        const OcrResult result = results.first();
        QCOMPARE(result.jobId, request.jobId);
        QVERIFY2(result.outcome == OcrOutcome::Finished || result.outcome == OcrOutcome::Truncated,
                 qPrintable(result.error));
        QVERIFY(result.generatedTokens > 0 && result.generatedTokens <= 12);
        QCOMPARE(streamed, result.text);  // the stream adds up to the final text
        QCOMPARE(started, QList<QUuid>{request.jobId});  // once, when the engine admitted it
        QCOMPARE(streamedBeforeStart, QString());        // before its first text
    }

    // The load has finished on its thread but its finished() has not reached this one (the batch
    // tool submits the next page from a queued event, such as a blank page's instant result):
    // the page waits for the engine instead of failing with "no model is loaded".
    void aPageSubmittedBeforeTheLoadIsHandledWaitsForIt() {
        if (!LocalEngineBackend::isModelFolder(tinyModel()))
            QSKIP("reference models not built (ctest -L model builds them)");
        LocalEngineBackend backend;
        QSignalSpy loaded(&backend, &LocalEngineBackend::loaded);
        QList<OcrResult> results;
        connect(&backend, &OcrBackend::finished, this, [&](const OcrResult& r) { results << r; });
        backend.load(cpuSettings(tinyModel()));
        QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));  // no events processed meanwhile
        QCOMPARE(loaded.size(), 0);
        OcrRequest request;
        request.image = page(112, 84);
        request.sampling.maxNewTokens = 4;
        backend.submit(request);
        QTRY_VERIFY_WITH_TIMEOUT(!results.isEmpty(), 120000);
        QCOMPARE(loaded.size(), 1);
        QVERIFY2(results.first().outcome == OcrOutcome::Finished || results.first().outcome == OcrOutcome::Truncated,
                 qPrintable(results.first().error));
        QVERIFY(results.first().generatedTokens > 0);
    }

    // What start() hands the engine as SamplingOptions::allowed_scripts for the hints.
    void languageHintsBecomeTheEnginesScriptConstraint() {
        QCOMPARE(int(scriptsForLanguages({})), 0);  // automatic: no constraint
        QCOMPARE(int(scriptsForLanguages({"fr", "de"})), int(engine::kScriptLatin));
        QCOMPARE(int(scriptsForLanguages({"zh"})), int(engine::kScriptLatin | engine::kScriptHan));
        QCOMPARE(int(scriptsForLanguages({"ja", "en"})),
                 int(engine::kScriptLatin | engine::kScriptHan | engine::kScriptKana));
        QCOMPARE(int(scriptsForLanguages({"fr", "xx"})), 0);  // a language the list cannot describe
    }

    // With random weights the model writes tokens of every script; an "en" hint reaches the
    // engine as its script constraint and must leave only text without Han, Kana, Hangul,
    // Cyrillic... letters.
    void languageHintKeepsOtherScriptsOut() {
        if (!LocalEngineBackend::isModelFolder(tinyModel()))
            QSKIP("reference models not built (ctest -L model builds them)");
        LocalEngineBackend backend;
        backend.load(cpuSettings(tinyModel()));
        QHash<QUuid, OcrResult> results;
        connect(&backend, &OcrBackend::finished, this,
                [&](const OcrResult& r) { results.insert(r.jobId, r); });
        auto foreignLetters = [](const QString& text) {
            int count = 0;
            for (const char32_t c : text.toUcs4()) {
                const QChar::Script script = QChar::script(c);
                if (QChar::isLetter(c) && script != QChar::Script_Latin &&
                    script != QChar::Script_Common && script != QChar::Script_Inherited)
                    ++count;
            }
            return count;
        };
        QList<QUuid> free, hinted;
        for (quint64 seed = 1; seed <= 3; ++seed) {
            OcrRequest a, b;
            a.image = b.image = page(112, 84);
            a.sampling.greedy = b.sampling.greedy = false;
            a.sampling.temperature = b.sampling.temperature = 1.0;
            a.sampling.topP = b.sampling.topP = 1.0;
            a.sampling.seed = b.sampling.seed = seed;
            a.sampling.maxNewTokens = b.sampling.maxNewTokens = 48;
            b.languages = {"en"};
            free << a.jobId;
            hinted << b.jobId;
            backend.submit(a);
            backend.submit(b);
        }
        QTRY_VERIFY_WITH_TIMEOUT(results.size() == 6, 180000);
        int freeForeign = 0;
        for (const QUuid& id : free) freeForeign += foreignLetters(results[id].text);
        for (const QUuid& id : hinted) {
            QVERIFY(results[id].generatedTokens > 0);
            QVERIFY2(foreignLetters(results[id].text) == 0, qPrintable(results[id].text));
        }
        QVERIFY2(freeForeign > 0,
                 "without hints the random model should write some non-Latin letters");
    }

    // Greedy decoding of this page by the tiny model never reaches a stop token (it runs to the
    // limit: checked on its first 200 tokens), so the only way it ends early is the cancel.
    void cancelStopsARunningPage() {
        if (!LocalEngineBackend::isModelFolder(tinyModel()))
            QSKIP("reference models not built (ctest -L model builds them)");
        LocalEngineBackend backend;
        backend.load(cpuSettings(tinyModel()));
        QList<OcrResult> results;
        connect(&backend, &OcrBackend::finished, this, [&](const OcrResult& r) { results << r; });
        OcrRequest request;
        request.image = page(112, 84);
        request.sampling.maxNewTokens = 200;
        backend.submit(request);
        QTRY_VERIFY_WITH_TIMEOUT(!results.isEmpty(), 120000);
        QCOMPARE(results.first().outcome, OcrOutcome::Truncated);
        QCOMPARE(results.first().generatedTokens, 200);

        results.clear();
        request.jobId = QUuid::createUuid();
        request.sampling.maxNewTokens = 4000;
        int deltas = 0;
        connect(&backend, &OcrBackend::textAppended, this, [&](const QUuid& id, const QString&) {
            if (++deltas == 1) backend.cancel(id);
        });
        backend.submit(request);
        QTRY_VERIFY_WITH_TIMEOUT(!results.isEmpty(), 120000);
        QCOMPARE(results.first().outcome, OcrOutcome::Cancelled);
        QVERIFY(results.first().generatedTokens < 4000);
    }

    // tiny_c's greedy text for this page settles into repeating itself: the engine's loop guard
    // stops it long before the token limit, and the app hears "loop", not "finished".
    void aLoopingPageEndsAsLooped() {
        const QString model = QStringLiteral(FOLIO_REFERENCE_DIR "/tiny_c/model");
        if (!LocalEngineBackend::isModelFolder(model)) QSKIP("reference models not built (ctest -L model builds them)");
        LocalEngineBackend backend;
        backend.load(cpuSettings(model));
        QList<OcrResult> results;
        connect(&backend, &OcrBackend::finished, this, [&](const OcrResult& r) { results << r; });
        OcrRequest request;
        request.image = page(112, 84);
        request.sampling.maxNewTokens = 2000;
        backend.submit(request);
        QTRY_VERIFY_WITH_TIMEOUT(!results.isEmpty(), 120000);
        QCOMPARE(results.first().outcome, OcrOutcome::Looped);
        QVERIFY(results.first().generatedTokens < 2000);
    }
};

QTEST_MAIN(TestLocalEngine)
#include "test_localengine.moc"

// The pieces of the folio CLI that decide what a run does: page ranges, argument checking,
// sizes, the resume store and the output formats.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "cli/documentwriter.h"
#include "cli/launchchecks.h"
#include "cli/ocroptions.h"
#include "cli/pagerange.h"
#include "cli/quietqtmessages.h"
#include "cli/resumestore.h"
#include "cli/serveoptions.h"
#include "cli/watchoptions.h"

using namespace folio;
using namespace folio::cli;

namespace {

folio::cli::OcrOptions optionsFor(folio::cli::OutputFormat format) {
    folio::cli::OcrOptions options;
    options.format = format;
    return options;
}

}  // namespace

class TestCliOptions : public QObject {
    Q_OBJECT

private slots:
    // --quiet: Qt's warnings ("QIODevice::read (QFile, ...): device not open") are not printed;
    // critical messages still are.
    void quietDropsQtWarnings() {
        static QStringList seen;
        seen.clear();
        const QtMessageHandler testlib = qInstallMessageHandler([](QtMsgType, const QMessageLogContext&, const QString& m) { seen << m; });
        silenceQtWarnings();
        qWarning("QIODevice::read (QFile, \"x\"): device not open");
        qInfo("a note");
        qCritical("kept");
        qInstallMessageHandler(testlib);
        QCOMPARE(seen, QStringList{QStringLiteral("kept")});
    }

    // `folio serv` is a mistyped verb, said before the desktop app would start (and abort
    // without a display); a file or folder of that name, or a path, opens in the app.
    void mistypedVerbsAreNamed() {
        QCOMPARE(unknownVerbMessage(QStringLiteral("serv")), QStringLiteral("unknown verb 'serv' (did you mean serve?)"));
        QCOMPARE(unknownVerbMessage(QStringLiteral("wacth")), QStringLiteral("unknown verb 'wacth' (did you mean watch?)"));
        QCOMPARE(unknownVerbMessage(QStringLiteral("bogusverb")), QStringLiteral("unknown verb 'bogusverb' (the verbs are ocr, watch and serve)"));
        QVERIFY(unknownVerbMessage(QStringLiteral("scan.pdf")).isEmpty());
        QVERIFY(unknownVerbMessage(QStringLiteral("scans/serv")).isEmpty());
        QVERIFY(unknownVerbMessage(QStringLiteral("--help")).isEmpty());
        QTemporaryDir dir;
        QVERIFY(QDir::setCurrent(dir.path()));
        QVERIFY(QDir().mkdir(QStringLiteral("serv")));
        QVERIFY(unknownVerbMessage(QStringLiteral("serv")).isEmpty());  // a folder of that name opens
    }

    void noDisplayIsSaidBeforeTheWindow() {
        QProcessEnvironment none;
        QVERIFY(missingDisplayMessage(none).contains(QStringLiteral("no display")));
        for (const char* variable : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) {
            QProcessEnvironment one;
            one.insert(QString::fromLatin1(variable), QStringLiteral(":0"));
            QVERIFY2(missingDisplayMessage(one).isEmpty(), variable);
        }
    }

    void pageRanges() {
        QString error;
        const auto selection = PageSelection::parse(QStringLiteral("1-3, 7,10-"), &error);
        QVERIFY2(selection, qPrintable(error));
        QCOMPARE(selection->pagesOf(12), (QList<int>{1, 2, 3, 7, 10, 11, 12}));
        QCOMPARE(selection->pagesOf(2), (QList<int>{1, 2}));
        QVERIFY(PageSelection().isAll());
        QCOMPARE(PageSelection().pagesOf(3), (QList<int>{1, 2, 3}));
        const auto overlapping = PageSelection::parse(QStringLiteral("2-4,3"), &error);
        QCOMPARE(overlapping->pagesOf(5), (QList<int>{2, 3, 4}));  // each page once, in order
    }

    void badPageRanges_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("reversed") << "3-1" << "ends before it starts";
        QTest::newRow("zero") << "0" << "numbered from 1";
        QTest::newRow("word") << "a" << "not a page";
        QTest::newRow("empty item") << "1,,2" << "not a page";
        QTest::newRow("negative") << "-2" << "not a page";
        QTest::newRow("huge") << "99999999999" << "numbered from 1";
    }
    void badPageRanges() {
        QFETCH(QString, text);
        QFETCH(QString, messagePart);
        QString error;
        QVERIFY(!PageSelection::parse(text, &error));
        QVERIFY2(error.contains(messagePart), qPrintable(error));
    }

    void ocrArguments() {
        QString error, help;
        const auto options = parseOcrArguments({"a.png", "scans/", "-o", "out", "--format", "json", "--pages", "2-3", "--lang", "fr,EN",
                                                "--backend", "http://gpu:8000", "--concurrency", "7", "--api-key", "k"},
                                               &error, &help);
        QVERIFY2(options, qPrintable(error));
        QCOMPARE(options->inputs, (QStringList{"a.png", "scans/"}));
        QCOMPARE(options->outputDir, QStringLiteral("out"));
        QCOMPARE(options->format, OutputFormat::Json);
        QCOMPARE(options->pages.pagesOf(5), (QList<int>{2, 3}));
        QCOMPARE(options->languages, (QStringList{"fr", "en"}));
        QCOMPARE(options->backend, QStringLiteral("http://gpu:8000"));
        QCOMPARE(options->concurrency, 7);
        QCOMPARE(options->apiKey, QStringLiteral("k"));
        const auto local = parseOcrArguments({"a.png", "-o", "out", "--model", "/models/lighton"}, &error, &help);
        QVERIFY2(local, qPrintable(error));
        QCOMPARE(local->concurrency, 16);
        QCOMPARE(local->kvCache, QStringLiteral("auto"));
        const auto fp8 = parseOcrArguments({"a.png", "-o", "out", "--model", "/m", "--device", "cuda", "--kv-cache", "fp8"},
                                           &error, &help);
        QVERIFY2(fp8, qPrintable(error));
        QCOMPARE(fp8->kvCache, QStringLiteral("fp8"));
        QCOMPARE(local->dtype, QStringLiteral("auto"));
        QCOMPARE(local->cpuThreads, 0);
        const auto int8 = parseOcrArguments({"a.png", "-o", "out", "--model", "/m", "--dtype", "int8", "--threads", "3"}, &error, &help);
        QVERIFY2(int8, qPrintable(error));
        QCOMPARE(backendChoice(*int8).dtype, QStringLiteral("int8"));
        QCOMPARE(backendChoice(*int8).cpuThreads, 3);
        // A rerun at another precision does not reuse the pages another one read.
        QCOMPARE(recognitionSettings(*int8), QStringLiteral("lang auto, max-tokens 4096, model /m, dtype int8"));
        QCOMPARE(recognitionSettings(*local), QStringLiteral("lang auto, max-tokens 4096, model /models/lighton"));
        const auto cleaned = parseOcrArguments({"a.png", "-o", "out", "--model", "/m", "--postprocess", "dot-leaders,repair-math",
                                                "--pipe-tables", "--auto-rotate", "--lang", "de"},
                                               &error, &help);
        QVERIFY2(cleaned, qPrintable(error));
        QVERIFY(cleaned->postProcess.collapseDotLeaders && cleaned->postProcess.repairEscapedMath);
        QVERIFY(!cleaned->postProcess.stripEmphasis);
        QCOMPARE(cleaned->postProcess.language, QStringLiteral("de"));
        QVERIFY(cleaned->htmlTablesToPipe && cleaned->autoRotate && !cleaned->recognizeBlank);
        QVERIFY(!parseOcrArguments({"--help"}, &error, &help));
        QVERIFY(help.contains("--pages"));
        for (const QString& step : postProcessNames()) QVERIFY(help.contains(step));
    }

    void badOcrArguments_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("no input") << QStringList{"-o", "out", "--backend", "http://127.0.0.1:9"} << "no INPUT";
        QTest::newRow("no output") << QStringList{"a.png", "--backend", "http://127.0.0.1:9"} << "-o OUTDIR";
        QTest::newRow("postprocess") << QStringList{"a.png", "-o", "o", "--backend", "http://127.0.0.1:9", "--postprocess", "dot-leaders,sparkle"} << "not one of";
        QTest::newRow("format") << QStringList{"a.png", "-o", "o", "--backend", "http://127.0.0.1:9", "--format", "rtf"} << "not one of";
        QTest::newRow("pages") << QStringList{"a.png", "-o", "o", "--backend", "http://127.0.0.1:9", "--pages", "5-2"} << "ends before";
        QTest::newRow("lang") << QStringList{"a.png", "-o", "o", "--backend", "http://127.0.0.1:9", "--lang", "french"} << "ISO 639-1";
        QTest::newRow("backend") << QStringList{"a.png", "-o", "o", "--backend", "ftp://x"} << "neither";
        QTest::newRow("concurrency") << QStringList{"a.png", "-o", "o", "--backend", "http://127.0.0.1:9", "--concurrency", "0"} << "positive";
        QTest::newRow("local without model") << QStringList{"a.png", "-o", "o"} << "--model DIR";
        QTest::newRow("unknown option") << QStringList{"a.png", "-o", "o", "--colour"} << "colour";
        QTest::newRow("kv cache") << QStringList{"a.png", "-o", "o", "--model", "/m", "--device", "cuda", "--kv-cache", "fp4"}
                                  << "--kv-cache 'fp4'";
        QTest::newRow("fp8 on the cpu") << QStringList{"a.png", "-o", "o", "--model", "/m", "--kv-cache", "fp8"}
                                        << "needs --device cuda";
        QTest::newRow("dtype") << QStringList{"a.png", "-o", "o", "--model", "/m", "--dtype", "int4"}
                               << "--dtype 'int4' is not one of auto, float32, bfloat16, float16, int8";
        QTest::newRow("threads") << QStringList{"a.png", "-o", "o", "--model", "/m", "--threads", "-2"} << "--threads '-2'";
        QTest::newRow("logprobs without json") << QStringList{"a.png", "-o", "o", "--backend", "http://127.0.0.1:9", "--logprobs"}
                                               << "--logprobs needs --json";
    }
    void badOcrArguments() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, messagePart);
        QString error, help;
        QVERIFY(!parseOcrArguments(arguments, &error, &help));
        QVERIFY(help.isEmpty());
        QVERIFY2(error.contains(messagePart), qPrintable(error));
    }

    void serveArguments() {
        QString error, help;
        const auto options = parseServeArguments({"--model", "/m/LightOnOCR-2-1B/", "--port", "9000", "--max-concurrent", "8",
                                                  "--memory-budget", "20G", "--max-body", "16M", "--max-image-pixels", "1000000"},
                                                 &error, &help);
        QVERIFY2(options, qPrintable(error));
        QCOMPARE(options->host, QStringLiteral("127.0.0.1"));  // loopback unless told otherwise
        QCOMPARE(options->port, quint16(9000));
        QCOMPARE(options->server.modelName, QStringLiteral("LightOnOCR-2-1B"));
        QCOMPARE(options->server.maxConcurrent, 8);
        QCOMPARE(options->memoryBudgetBytes, quint64(20) << 30);
        QCOMPARE(options->server.http.maxBodyBytes, qint64(16) << 20);
        QCOMPARE(options->server.maxImagePixels, qint64(1000000));
        QCOMPARE(options->kvCache, QStringLiteral("auto"));
        const auto fp8 = parseServeArguments({"--model", "/m", "--device", "cuda:1", "--kv-cache", "fp8"}, &error, &help);
        QVERIFY2(fp8, qPrintable(error));
        QCOMPARE(fp8->kvCache, QStringLiteral("fp8"));
        QVERIFY(!parseServeArguments({"--model", "/m", "--kv-cache", "fp8"}, &error, &help));  // on the CPU
        QVERIFY2(error.contains("--device cuda"), qPrintable(error));
        QVERIFY(!parseServeArguments({"--model", "/m", "--device", "cuda", "--kv-cache", "int4"}, &error, &help));
        QVERIFY2(error.contains("--kv-cache 'int4'"), qPrintable(error));
        QCOMPARE(options->dtype, QStringLiteral("auto"));
        const auto bf16 = parseServeArguments({"--model", "/m", "--dtype", "bfloat16", "--threads", "2"}, &error, &help);
        QVERIFY2(bf16, qPrintable(error));
        QCOMPARE(bf16->dtype, QStringLiteral("bfloat16"));
        QCOMPARE(bf16->cpuThreads, 2);
        QVERIFY(!parseServeArguments({"--model", "/m", "--dtype", "fp4"}, &error, &help));
        QVERIFY2(error.contains("--dtype 'fp4'"), qPrintable(error));
        QVERIFY(!parseServeArguments({"--model", "/m", "--threads", "many"}, &error, &help));
        QVERIFY2(error.contains("--threads 'many'"), qPrintable(error));
        QVERIFY(!parseServeArguments({"--backend", "http://127.0.0.1:9", "--port", "70000"}, &error, &help));
        QVERIFY(error.contains("port"));
        QVERIFY(!parseServeArguments({"--backend", "http://127.0.0.1:9", "--host", "my box"}, &error, &help));
        QVERIFY(!parseServeArguments({"--backend", "http://127.0.0.1:9", "--max-body", "lots"}, &error, &help));
        QVERIFY(!parseServeArguments({}, &error, &help));  // the local engine needs a model
        QVERIFY(error.contains("--model"));
    }

    void byteSizes() {
        QCOMPARE(parseByteSize("512"), std::optional<quint64>(512));
        QCOMPARE(parseByteSize("64k"), std::optional<quint64>(64 * 1024));
        QCOMPARE(parseByteSize("1.5G"), std::optional<quint64>(quint64(1.5 * (1 << 30))));
        QCOMPARE(parseByteSize("8GiB"), std::optional<quint64>(quint64(8) << 30));
        QVERIFY(!parseByteSize("many"));
        QVERIFY(!parseByteSize("-1G"));
    }

    void resumeStoreKeepsFinishedPages() {
        QTemporaryDir dir;
        InputDocument document;
        document.path = QStringLiteral("/scans/a.pdf");
        document.pdf = true;
        document.pageCount = 3;
        document.fingerprint = QStringLiteral("0123456789abcdef");
        ResumeStore store(dir.path());
        QVERIFY(!store.load(document, 2));
        QString error;
        QVERIFY2(store.save(document, {2, QStringLiteral("$x^2$ and <table>"), OcrOutcome::Truncated, 12, 0.5, QStringLiteral("lang fr, max-tokens 9"), {}}, &error), qPrintable(error));
        const auto record = ResumeStore(dir.path()).load(document, 2);  // a new run sees it
        QVERIFY(record);
        QCOMPARE(record->text, QStringLiteral("$x^2$ and <table>"));
        QCOMPARE(record->outcome, OcrOutcome::Truncated);
        QCOMPARE(record->generatedTokens, 12);
        QCOMPARE(record->settings, QStringLiteral("lang fr, max-tokens 9"));  // a rerun can say what it keeps
        QVERIFY(!store.load(document, 1));
        InputDocument changed = document;
        changed.fingerprint = QStringLiteral("fedcba9876543210");  // the file changed on disk
        QVERIFY(!store.load(changed, 2));
        QFile damaged(dir.filePath(".folio-ocr/0123456789abcdef/page-3.json"));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"page\": 3, \"te");  // a torn write from some other tool: redone, not trusted
        damaged.close();
        QVERIFY(!store.load(document, 3));
        // The turn auto-rotate gave the page is kept with it, so a rerun's searchable PDF turns the
        // page image as the model read it; a turn it cannot have made is not applied but redone.
        PageRecord turned{1, QStringLiteral("upright text"), OcrOutcome::Finished, 3, 0.1, {}, {}, 270, -1.5};
        QVERIFY2(store.save(document, turned, &error), qPrintable(error));
        QCOMPARE(store.load(document, 1)->rotation, 270);
        QCOMPARE(store.load(document, 1)->skew, -1.5);
        for (const auto& [rotation, skew] : {std::pair{45, 0.0}, std::pair{-90, 0.0}, std::pair{0, 400.0}}) {
            turned.rotation = rotation;
            turned.skew = skew;
            QVERIFY2(store.save(document, turned, &error), qPrintable(error));
            QVERIFY2(!store.load(document, 1), qPrintable(QStringLiteral("%1, %2").arg(rotation).arg(skew)));
        }
    }

    void newFormatsAndPageMarkers() {
        QString error, help;
        for (const auto& [name, format] : {std::pair{"odt", OutputFormat::Odt}, std::pair{"epub", OutputFormat::Epub}}) {
            const auto options = parseOcrArguments({"a.png", "-o", "out", "--backend", "http://127.0.0.1:9", "--format", name}, &error, &help);
            QVERIFY2(options, qPrintable(error));
            QCOMPARE(options->format, format);
            QCOMPARE(formatExtension(options->format), QString::fromLatin1(name));
            QVERIFY(!options->pageMarkers);
            QCOMPARE(options->dropLabels, (QStringList{"header", "footer", "page_number"}));  // reflowed
        }
        const auto marked = parseOcrArguments({"a.png", "-o", "out", "--backend", "http://127.0.0.1:9", "--page-markers"}, &error, &help);
        QVERIFY2(marked && marked->pageMarkers, qPrintable(error));

        // Page markers reach the written Markdown, with each page's number and the source's name.
        QTemporaryDir dir;
        InputDocument document;
        document.path = QStringLiteral("/scans/report.pdf");
        document.pdf = true;
        document.pageCount = 9;
        const QList<PageRecord> pages{{2, QStringLiteral("Two"), OcrOutcome::Finished, 3, 1.0, {}, {}},
                                      {7, QStringLiteral("Seven"), OcrOutcome::Finished, 4, 1.0, {}, {}}};
        QVERIFY2(writeDocument(document, pages, *marked, {}, dir.filePath("a.md"), "test", &error), qPrintable(error));
        QFile md(dir.filePath("a.md"));
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QString markdown = QString::fromUtf8(md.readAll());
        QVERIFY2(markdown.startsWith("<!-- folio: page 2 of report.pdf -->\n\nTwo"), qPrintable(markdown));
        QVERIFY2(markdown.contains("<!-- folio: page 7 of report.pdf -->\n\nSeven"), qPrintable(markdown));
    }

    void watchArguments() {
        QTemporaryDir dir;
        QString error, help;
        const auto options = parseWatchArguments({dir.path(), dir.filePath("out"), "--settle", "0.5", "--rescan", "3",
                                                  "--format", "txt", "--backend", "http://127.0.0.1:9"},
                                                 &error, &help);
        QVERIFY2(options, qPrintable(error));
        QCOMPARE(options->inputDir, dir.path());
        QCOMPARE(options->ocr.outputDir, dir.filePath("out"));
        QCOMPARE(options->settleMs, 500);
        QCOMPARE(options->rescanMs, 3000);
        QCOMPARE(options->ocr.format, OutputFormat::Text);
        QCOMPARE(options->ocr.backend, QStringLiteral("http://127.0.0.1:9"));
        QCOMPARE(options->ocr.concurrency, 4);
        QVERIFY(!parseWatchArguments({dir.path()}, &error, &help));
        QVERIFY2(error.contains("IN and OUT"), qPrintable(error));
        QVERIFY(!parseWatchArguments({dir.path(), dir.filePath("out"), "--settle", "soon"}, &error, &help));
        QVERIFY2(error.contains("--settle"), qPrintable(error));
        QVERIFY(!parseWatchArguments({dir.path(), dir.filePath("out"), "--format", "doc"}, &error, &help));
        QVERIFY2(error.contains("--format 'doc'"), qPrintable(error));
        QVERIFY(!parseWatchArguments({"--help"}, &error, &help));
        QVERIFY(help.contains(".folio-watch.json"));
    }

    void documentFormats() {
        QTemporaryDir dir;
        InputDocument document;
        document.path = QStringLiteral("/scans/a.pdf");
        document.pdf = true;
        document.pageCount = 9;
        const QList<PageRecord> pages{{2, QStringLiteral("# Two"), OcrOutcome::Finished, 3, 1.0, {}, {}},
                                      {7, QStringLiteral("Seven $\\alpha$"), OcrOutcome::Finished, 4, 1.0, {}, {}}};
        QString error;
        QVERIFY2(writeDocument(document, pages, optionsFor(OutputFormat::Markdown), {}, dir.filePath("a.md"), "test", &error), qPrintable(error));
        QFile md(dir.filePath("a.md"));
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QString markdown = QString::fromUtf8(md.readAll());
        QVERIFY2(markdown.indexOf("# Two") >= 0 && markdown.indexOf("# Two") < markdown.indexOf("Seven $\\alpha$"), qPrintable(markdown));
        QVERIFY2(writeDocument(document, pages, optionsFor(OutputFormat::Text), {}, dir.filePath("a.txt"), "test", &error), qPrintable(error));
        QFile txt(dir.filePath("a.txt"));
        QVERIFY(txt.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(txt.readAll());
        QVERIFY2(text.contains("Two") && text.contains('\f') && text.indexOf('\f') < text.indexOf("Seven"), qPrintable(text));
        QVERIFY(writeDocument(document, pages, optionsFor(OutputFormat::Json), {}, dir.filePath("a.json"), "test", &error));
        QFile json(dir.filePath("a.json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonObject object = QJsonDocument::fromJson(json.readAll()).object();
        QCOMPARE(object.value("source").toString(), document.path);
        QCOMPARE(object.value("pages").toArray().size(), 2);
        QCOMPARE(object.value("pages").toArray().at(1).toObject().value("page").toInt(), 7);
        QVERIFY(!writeDocument(document, pages, optionsFor(OutputFormat::Json), {}, dir.filePath("missing/folder/a.json"), "test", &error));
        QVERIFY(error.contains("missing/folder/a.json"));
        error.clear();
        QVERIFY(!writeDocument(document, pages, optionsFor(OutputFormat::Markdown), {}, dir.filePath("missing/folder/a.md"), "test", &error));
        QVERIFY2(error.contains("a.md"), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestCliOptions)
#include "test_cli_options.moc"

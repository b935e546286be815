// `folio ocr --mode grounding` end to end, against a test-only server that answers with
// hand-written LightOnOCR-3 output (tests/data/grounding): the searchable PDF, hOCR, JSON blocks
// and Markdown a user gets, and the clear refusal of grounding for a model that lacks it.
#include <QDir>
#include <QImageWriter>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Outcome {
    int exitCode = -1;
    QString out;
};

Outcome run(const QString& program, const QStringList& arguments, int timeoutMs = 120000) {
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return {-1, QStringLiteral("timed out")};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2, QString::fromUtf8(process.readAll())};
}

QString readText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

}  // namespace

class TestCliGrounding : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_server;
    QString m_url;
    QString m_scan;

    Outcome ocr(const QStringList& extra) {
        return run(QStringLiteral(FOLIO_EXECUTABLE),
                   QStringList{"ocr", m_scan, "--backend", m_url, "--remote-model", "lightonai/LightOnOCR-3-1B", "--quiet"} + extra);
    }

private slots:
    void initTestCase() {
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty()) QSKIP("python3 is needed for the test server");
        m_server.start(python, {QStringLiteral(FOLIO_SOURCE_DIR "/tests/cli/grounding_server.py"), "lightonai/LightOnOCR-3-1B",
                                QStringLiteral(FOLIO_SOURCE_DIR "/tests/data/grounding/two_column.txt"), m_dir.filePath("requests.log")});
        QVERIFY(m_server.waitForReadyRead(10000));
        const auto m = QRegularExpression("listening on (\\d+)").match(QString::fromUtf8(m_server.readAllStandardOutput()));
        QVERIFY(m.hasMatch());
        m_url = QStringLiteral("http://127.0.0.1:%1").arg(m.captured(1));
        QImage page(1240, 1754, QImage::Format_RGB888);
        page.fill(Qt::white);
        QPainter p(&page);
        p.fillRect(80, 200, 500, 30, Qt::black);
        p.end();
        page.setDotsPerMeterX(int(150 / 0.0254));
        page.setDotsPerMeterY(int(150 / 0.0254));
        m_scan = m_dir.filePath("brochure.jpg");
        QVERIFY(QImageWriter(m_scan, "jpeg").write(page));
    }
    void cleanupTestCase() {
        m_server.kill();
        m_server.waitForFinished();
    }

    void searchablePdfFromGroundingOutput() {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) QSKIP("poppler-utils is needed");
        const QString out = m_dir.filePath("pdf");
        const Outcome o = ocr({"-o", out, "--mode", "grounding", "--format", "pdf"});
        QVERIFY2(o.exitCode == 0, qPrintable(o.out));
        const QString pdf = out + QStringLiteral("/brochure.pdf");
        QVERIFY(QFileInfo::exists(pdf));
        const QString text = run(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")}).out.simplified();
        // Page-shaped output keeps the whole page, furniture included, in reading order.
        QVERIFY2(text.contains(QStringLiteral("LinnSequencer — Product Brochure 1985")), qPrintable(text));
        QVERIFY(text.indexOf(QStringLiteral("Sequencing made simple")) < text.indexOf(QStringLiteral("you played it.")));
        QVERIFY(!text.contains(QStringLiteral("![")));
        QCOMPARE(run(QStringLiteral("qpdf"), {QStringLiteral("--check"), pdf}).exitCode, 0);
        // The request carried the grounding text, with the model card's sampling.
        const QStringList requests = readText(m_dir.filePath("requests.log")).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(!requests.isEmpty());
        const QJsonObject body = QJsonDocument::fromJson(requests.last().toUtf8()).object();
        QVERIFY(QJsonDocument(body.value("messages").toArray()).toJson().contains("\"grounding\""));
        QCOMPARE(body.value("temperature").toDouble(), 0.1);
    }

    void hocrJsonAndMarkdown() {
        const QString out = m_dir.filePath("more");
        QVERIFY(ocr({"-o", out, "--mode", "grounding", "--format", "hocr"}).exitCode == 0);
        const QString hocr = readText(out + QStringLiteral("/brochure.hocr"));
        QVERIFY(hocr.contains(QStringLiteral("class=\"ocr_page\"")));
        QVERIFY(hocr.contains(QStringLiteral("class=\"ocrx_word\"")));

        QVERIFY(ocr({"-o", out, "--mode", "grounding", "--format", "json"}).exitCode == 0);
        const QJsonObject json = QJsonDocument::fromJson(readText(out + QStringLiteral("/brochure.json")).toUtf8()).object();
        const QJsonArray blocks = json.value("pages").toArray()[0].toObject().value("blocks").toArray();
        QCOMPARE(blocks.size(), 8);
        QCOMPARE(blocks[0].toObject().value("label").toString(), QStringLiteral("header"));
        QCOMPARE(blocks[4].toObject().value("box").toArray(), (QJsonArray{520, 520, 940, 800}));

        QVERIFY(ocr({"-o", out, "--mode", "grounding", "--format", "md"}).exitCode == 0);
        const QString md = readText(out + QStringLiteral("/brochure.md"));
        QVERIFY(md.startsWith(QStringLiteral("## Sequencing made simple")));  // header dropped by default
        QVERIFY(!md.contains(QStringLiteral("Tarzana")));
        QVERIFY(!md.contains(QStringLiteral("](60,")));
        QVERIFY(md.contains(QStringLiteral("exactly as you played it.")));
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/brochure-figures/page-1-figure-1.png")));

        QVERIFY(ocr({"-o", out, "--mode", "grounding", "--format", "md", "--drop", "none", "--redo"}).exitCode == 0);
        QVERIFY(readText(out + QStringLiteral("/brochure.md")).contains(QStringLiteral("Tarzana")));
    }

    // A blank page is marked and never sent; a sideways scan reaches the model upright.
    void blankPagesAreSkippedAndSidewaysPagesTurned() {
        const int before = int(readText(m_dir.filePath("requests.log")).count(u'\n'));
        QImage white(1240, 1754, QImage::Format_RGB888);
        white.fill(Qt::white);
        const QString blank = m_dir.filePath("blank.png");
        QVERIFY(white.save(blank));
        const QString out = m_dir.filePath("blank-out");
        const Outcome o = run(QStringLiteral(FOLIO_EXECUTABLE), {"ocr", blank, "-o", out, "--backend", m_url, "--quiet"});
        QVERIFY2(o.exitCode == 0, qPrintable(o.out));
        QCOMPARE(readText(out + "/blank.md").trimmed(), QStringLiteral("<!-- folio: page 1 is blank -->"));
        QCOMPARE(int(readText(m_dir.filePath("requests.log")).count(u'\n')), before);  // not sent
        // The progress and the summary say the page was left out as blank, not "0 tokens".
        const Outcome said = run(QStringLiteral(FOLIO_EXECUTABLE), {"ocr", blank, "-o", m_dir.filePath("blank-said"), "--backend", m_url});
        QVERIFY2(said.out.contains("blank.png page 1: blank, not sent to the model"), qPrintable(said.out));
        QVERIFY2(said.out.contains("1 page done (1 blank)"), qPrintable(said.out));
        const Outcome json = run(QStringLiteral(FOLIO_EXECUTABLE), {"ocr", blank, "-o", m_dir.filePath("blank-json"), "--backend", m_url, "--json"});
        QJsonObject pageEvent, endEvent;
        for (const QString& line : json.out.split(u'\n')) {
            const QJsonObject e = QJsonDocument::fromJson(line.toUtf8()).object();
            if (e.value("event") == QLatin1String("page")) pageEvent = e;
            if (e.value("event") == QLatin1String("end")) endEvent = e;
        }
        QCOMPARE(pageEvent.value("blank").toBool(), true);
        QCOMPARE(pageEvent.value("tokens").toInt(), 0);
        QCOMPARE(endEvent.value("blank").toInt(), 1);
        QCOMPARE(int(readText(m_dir.filePath("requests.log")).count(u'\n')), before);
        QVERIFY(run(QStringLiteral(FOLIO_EXECUTABLE), {"ocr", blank, "-o", out, "--backend", m_url, "--quiet",
                                                       "--recognize-blank", "--redo"}).exitCode == 0);
        QCOMPARE(int(readText(m_dir.filePath("requests.log")).count(u'\n')), before + 1);

        const QImage scan(QStringLiteral(FOLIO_SHARED_DATA "/documents/scans_multilingual/tess_eurotext.tif"));
        if (scan.isNull()) QSKIP("the shared documents are not here");
        const QString sideways = m_dir.filePath("sideways.png");
        QVERIFY(scan.transformed(QTransform().rotate(90)).save(sideways));
        QVERIFY(run(QStringLiteral(FOLIO_EXECUTABLE), {"ocr", sideways, "-o", m_dir.filePath("turned"), "--backend", m_url,
                                                       "--quiet", "--auto-rotate"}).exitCode == 0);
        const QStringList requests = readText(m_dir.filePath("requests.log")).split(u'\n', Qt::SkipEmptyParts);
        const QJsonArray content = QJsonDocument::fromJson(requests.last().toUtf8()).object().value("messages").toArray()
                                       .last().toObject().value("content").toArray();
        QImage sent;
        for (const QJsonValue& part : content)
            if (part.toObject().value("type") == QLatin1String("image_url")) {
                const QString url = part.toObject().value("image_url").toObject().value("url").toString();
                sent = QImage::fromData(QByteArray::fromBase64(url.section(u',', 1).toLatin1()));
            }
        QVERIFY(!sent.isNull());
        QVERIFY2(sent.width() > sent.height(), "the sideways page was sent as it was");  // eurotext is landscape

        // The searchable PDF shows the page as the model read it, upright, under the text's boxes
        // (it embedded the sideways file); so does a rerun that keeps the page recognized before.
        if (QStandardPaths::findExecutable(QStringLiteral("pdfimages")).isEmpty()) QSKIP("poppler-utils is needed");
        const QString pdfOut = m_dir.filePath("turned-pdf");
        const auto embedded = [&] {
            const Outcome list = run(QStringLiteral("pdfimages"), {"-list", pdfOut + "/sideways.pdf"});
            const QStringList fields = list.out.split(u'\n').value(2).simplified().split(u' ');
            return QSize(fields.value(3).toInt(), fields.value(4).toInt());
        };
        for (int pass = 0; pass < 2; ++pass) {
            QVERIFY(run(QStringLiteral(FOLIO_EXECUTABLE), {"ocr", sideways, "-o", pdfOut, "--backend", m_url, "--quiet",
                                                           "--auto-rotate", "--format", "pdf"})
                        .exitCode == 0);
            QVERIFY2(embedded().width() > embedded().height(), qPrintable(QDebug::toString(embedded())));
        }
    }

    void groundingIsRefusedForAModelWithoutIt() {
        const Outcome o = run(QStringLiteral(FOLIO_EXECUTABLE),
                              {"ocr", m_scan, "-o", m_dir.filePath("two"), "--backend", m_url, "--remote-model",
                               "lightonai/LightOnOCR-2-1B", "--mode", "grounding"});
        QCOMPARE(o.exitCode, 2);
        QVERIFY2(o.out.contains(QStringLiteral("LightOnOCR-2-1B has no grounding mode")), qPrintable(o.out));
        QVERIFY(!QFileInfo::exists(m_dir.filePath("two/brochure.md")));
    }
};

QTEST_GUILESS_MAIN(TestCliGrounding)
#include "test_cli_grounding.moc"

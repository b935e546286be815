// `folio ocr` against a test-only server (finish_reason_server.py) whose model loops on one page
// and runs into the token limit on another: each page's finish reason in the JSON output and the
// JSON progress, the pages counted in the exit summary, and the reasons kept across a rerun.
#include <QDir>
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
    QString out;  // stdout
    QString err;  // stderr
};

Outcome run(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(FOLIO_EXECUTABLE), arguments);
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return {-1, {}, QStringLiteral("timed out")};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

QJsonObject readJson(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
}

}  // namespace

class TestCliFinishReason : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_server;
    QString m_url;
    QStringList m_pages;  // complete, looping, cut at the limit: told apart by their widths

private slots:
    void initTestCase() {
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty()) QSKIP("python3 is needed for the test server");
        const QJsonObject answers{
            {"410", QJsonObject{{"text", "Contents . . . . . . . . . . . . . . . ."}, {"finish_reason", "loop"}}},
            {"420", QJsonObject{{"text", "A long page that goes on and"}, {"finish_reason", "length"}}}};
        QFile file(m_dir.filePath("answers.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(answers).toJson());
        file.close();
        m_server.start(python, {QStringLiteral(FOLIO_SOURCE_DIR "/tests/cli/finish_reason_server.py"), file.fileName(),
                                m_dir.filePath("widths.log")});
        QVERIFY(m_server.waitForReadyRead(10000));
        const auto m = QRegularExpression("listening on (\\d+)").match(QString::fromUtf8(m_server.readAllStandardOutput()));
        QVERIFY(m.hasMatch());
        m_url = QStringLiteral("http://127.0.0.1:%1").arg(m.captured(1));
        for (const auto& [name, width] : {std::pair{"complete", 400}, std::pair{"looping", 410}, std::pair{"cut", 420}}) {
            QImage page(width, 300, QImage::Format_RGB888);
            page.fill(Qt::white);
            QPainter p(&page);
            p.fillRect(40, 60, 200, 20, Qt::black);  // ink: an all-white page is skipped as blank
            p.end();
            m_pages << m_dir.filePath(QString::fromLatin1(name) + ".png");
            QVERIFY(page.save(m_pages.last()));
        }
    }
    void cleanupTestCase() {
        m_server.kill();
        m_server.waitForFinished();
    }

    void eachPageCarriesItsFinishReason() {
        const QString out = m_dir.filePath("out");
        const Outcome o = run(QStringList{"ocr"} + m_pages + QStringList{"-o", out, "--format", "json", "--backend", m_url, "--json"});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
        QFile widths(m_dir.filePath("widths.log"));
        QVERIFY(widths.open(QIODevice::ReadOnly));
        QVERIFY2(widths.readAll().contains("410"), "the server did not see the looping page at its width");

        const auto page = [&](const QString& name) {
            return readJson(QStringLiteral("%1/%2.json").arg(out, name)).value("pages").toArray().first().toObject();
        };
        QCOMPARE(page("complete").value("finish_reason").toString(), QStringLiteral("stop"));
        QCOMPARE(page("complete").value("truncated").toBool(), false);
        QCOMPARE(page("looping").value("finish_reason").toString(), QStringLiteral("loop"));
        QCOMPARE(page("looping").value("text").toString(), QStringLiteral("Contents . . . . . . . . . . . . . . . ."));
        QCOMPARE(page("cut").value("finish_reason").toString(), QStringLiteral("length"));
        QCOMPARE(page("cut").value("truncated").toBool(), true);

        // The progress events say it page by page, and the end event counts them.
        QMap<QString, QString> reasons;
        QJsonObject end;
        for (const QString& line : o.out.split(u'\n', Qt::SkipEmptyParts)) {
            const QJsonObject event = QJsonDocument::fromJson(line.toUtf8()).object();
            if (event.value("event") == "page")
                reasons[QFileInfo(event.value("source").toString()).baseName()] = event.value("finish_reason").toString();
            if (event.value("event") == "end") end = event;
        }
        QCOMPARE(reasons, (QMap<QString, QString>{{"complete", "stop"}, {"looping", "loop"}, {"cut", "length"}}));
        QCOMPARE(end.value("done").toInt(), 3);
        QCOMPARE(end.value("looped").toInt(), 1);
        QCOMPARE(end.value("truncated").toInt(), 1);
        QCOMPARE(end.value("exit_code").toInt(), 0);
    }

    // In Markdown the incomplete pages say so after their text; a complete page says nothing.
    void markdownMarksTheIncompletePages() {
        const QString out = m_dir.filePath("md");
        const Outcome o = run(QStringList{"ocr"} + m_pages + QStringList{"-o", out, "--format", "md", "--backend", m_url, "--quiet"});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
        const auto markdown = [&](const QString& name) {
            QFile file(QStringLiteral("%1/%2.md").arg(out, name));
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()).trimmed() : QString();
        };
        QCOMPARE(markdown("complete"), QStringLiteral("Plain text."));
        QCOMPARE(markdown("looping"), QStringLiteral("Contents . . . . . . . . . . . . . . . .\n\n<!-- folio: page 1 was stopped "
                                                     "when its text kept repeating itself: its text is incomplete -->"));
        QCOMPARE(markdown("cut"), QStringLiteral("A long page that goes on and\n\n<!-- folio: page 1 was cut at the token "
                                                 "limit: its text may be incomplete -->"));
    }

    // The note is for Markdown readers: a .txt and a searchable PDF's text layer (what search and
    // copy find) hold only the page's text.
    void textAndPdfTextLayerLeaveTheNoteOut() {
        const QString out = m_dir.filePath("txt");
        const Outcome o = run({"ocr", m_pages[2], "-o", out, "--format", "txt", "--backend", m_url, "--quiet"});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
        QFile text(out + QStringLiteral("/cut.txt"));
        QVERIFY(text.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(text.readAll()).trimmed(), QStringLiteral("A long page that goes on and"));

        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (pdftotext.isEmpty()) QSKIP("pdftotext (poppler-utils) reads the PDF's text layer");
        const QString pdfOut = m_dir.filePath("pdf");
        const Outcome p = run({"ocr", m_pages[2], "-o", pdfOut, "--format", "pdf", "--backend", m_url, "--quiet"});
        QVERIFY2(p.exitCode == 0, qPrintable(p.err));
        QProcess layer;
        layer.start(pdftotext, {pdfOut + QStringLiteral("/cut.pdf"), QStringLiteral("-")});
        QVERIFY(layer.waitForFinished(30000));
        const QString found = QString::fromUtf8(layer.readAllStandardOutput()).simplified();
        QVERIFY2(found.contains(QStringLiteral("A long page that goes on and")), qPrintable(found));
        QVERIFY2(!found.contains(QStringLiteral("folio")), qPrintable(found));
    }

    void theSummaryCountsLoopedAndCutPages() {
        const QString out = m_dir.filePath("lines");
        const Outcome o = run(QStringList{"ocr"} + m_pages + QStringList{"-o", out, "--format", "json", "--backend", m_url});
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("looping.png page 1: 50 tokens")), qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("(stopped: the text kept repeating itself)")), qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("(cut at the token limit)")), qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("3 pages done (1 cut at the token limit) (1 stopped in a repetition loop), 0 failed")),
                 qPrintable(o.err));

        // A rerun keeps the pages, and what they were: the saved reasons come back in the output.
        QFile widths(m_dir.filePath("widths.log"));
        const qint64 requestsBefore = widths.size();
        QFile::remove(out + QStringLiteral("/looping.json"));
        const Outcome again = run(QStringList{"ocr"} + m_pages + QStringList{"-o", out, "--format", "json", "--backend", m_url});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QCOMPARE(widths.size(), requestsBefore);  // nothing recognized again
        QCOMPARE(readJson(out + QStringLiteral("/looping.json")).value("pages").toArray().first().toObject().value("finish_reason").toString(),
                 QStringLiteral("loop"));
    }
};

QTEST_GUILESS_MAIN(TestCliFinishReason)
#include "test_cli_finish_reason.moc"

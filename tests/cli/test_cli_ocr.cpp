// The verbs as a process (folio-test-cli: folio-cli's verbs plus the echo backend), run as users
// and scripts run them: exit codes, outputs, PDFs with
// --pages, and a run whose server is killed midway, resumed against a restarted server with
// every page done exactly once.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "../core/remote/remotetesting.h"
#include "folioprocess.h"

using namespace folio;
using namespace folio::testing;

namespace {

// Starts `serve --backend echo` on a free loopback port; returns the port (0 on failure).
quint16 startEchoServer(QProcess& server, const QStringList& extra = {}) {
    return startServeProcess(server, QStringLiteral(FOLIO_EXECUTABLE), QStringList{"--backend", "echo"} + extra);
}

QSet<QString> donePages(const QList<QJsonObject>& events) {
    QSet<QString> done;
    for (const QJsonObject& e : events)
        if (e.value("event") == QLatin1String("page") && e.value("status") == QLatin1String("done"))
            done.insert(QStringLiteral("%1#%2").arg(e.value("source").toString()).arg(e.value("page").toInt()));
    return done;
}

QString readText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

}  // namespace

class TestCliOcr : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_pages;  // a folder of 12 distinct page images
    static constexpr int kPages = 12;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_pages = m_dir.filePath("pages");
        QVERIFY(QDir().mkpath(m_pages));
        for (int i = 1; i <= kPages; ++i) QVERIFY(makePage(i, 90 + i, 60).save(QStringLiteral("%1/page-%2.png").arg(m_pages).arg(i)));
    }

    void usageErrorsExitWith2() {
        QCOMPARE(runFolio({"ocr"}).exitCode, 2);
        QCOMPARE(runFolio({"ocr", m_pages, "-o", m_dir.filePath("u"), "--backend", "echo", "--pages", "3-1"}).exitCode, 2);
        QCOMPARE(runFolio({"ocr", m_pages, "-o", m_dir.filePath("u"), "--backend", "echo", "--format", "rtf"}).exitCode, 2);
        QCOMPARE(runFolio({"ocr", m_pages, "-o", m_dir.filePath("u"), "--no-such-option"}).exitCode, 2);
        // The local engine set up wrong is a usage error, said before anything is read (not exit 4, "run again").
        const Outcome noModel = runFolio({"ocr", m_pages, "-o", m_dir.filePath("u"), "--model", m_dir.filePath("no-model")});
        QCOMPARE(noModel.exitCode, 2);
        QVERIFY2(noModel.err.contains("--model: ") && noModel.err.contains("no-model"), noModel.err.constData());
        const QString model = m_dir.filePath("model");  // looks like a model folder; never loaded
        QVERIFY(QDir().mkpath(model));
        for (const QString file : {"config.json", "tokenizer.json", "model.safetensors"}) {
            QFile part(model + '/' + file);
            QVERIFY(part.open(QIODevice::WriteOnly));
            part.write("{}");
        }
        const Outcome gpu = runFolio({"ocr", m_pages, "-o", m_dir.filePath("u"), "--model", model, "--device", "gpu"});
        QCOMPARE(gpu.exitCode, 2);
        QVERIFY2(gpu.err.contains("--device 'gpu' is not cpu, cuda or cuda:N"), gpu.err.constData());
        const Outcome absent = runFolio({"ocr", m_pages, "-o", m_dir.filePath("u"), "--model", model, "--device", "cuda:7"});
        QCOMPARE(absent.exitCode, 2);
        QVERIFY2(absent.err.contains("--device cuda:7: there is no such device here"), absent.err.constData());
        QVERIFY(!QFileInfo::exists(m_dir.filePath("u")));
        QCOMPARE(runFolio({"serve", "--backend", "echo", "--port", "many"}).exitCode, 2);
        const Outcome help = runFolio({"ocr", "--help"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("--concurrency"));
        QVERIFY(help.out.contains("5  partial success: some files or pages could not be read"));  // scripts look it up here
        QVERIFY(help.out.contains("--password") && help.out.contains("--redo"));
        // The usage line is the command as typed: the program's name and the verb.
        QVERIFY2(help.out.startsWith("Usage: " + QFileInfo(QStringLiteral(FOLIO_EXECUTABLE)).fileName().toUtf8() +
                                     " ocr [options] INPUT..."),
                 help.out.left(80).constData());
        QVERIFY(runFolio({"serve", "--help"}).out.contains(" serve [options]"));
    }

    void inputErrorsExitWith3() {
        const Outcome missing = runFolio({"ocr", m_dir.filePath("nothing.png"), "-o", m_dir.filePath("i"), "--backend", "echo"});
        QCOMPARE(missing.exitCode, 3);
        QVERIFY(missing.err.contains("nothing.png: no such file"));
        QFile fake(m_dir.filePath("fake.png"));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("this is text, not a PNG");
        fake.close();
        const Outcome notImage = runFolio({"ocr", fake.fileName(), "-o", m_dir.filePath("i"), "--backend", "echo"});
        QCOMPARE(notImage.exitCode, 3);
        QVERIFY2(notImage.err.contains("fake.png: not a readable image"), notImage.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath("i/fake.md")));
    }

    void backendErrorsExitWith4() {
        const Outcome refused = runFolio({"ocr", m_pages + "/page-1.png", "-o", m_dir.filePath("b"), "--backend", "http://127.0.0.1:9",
                                          "--retries", "1"});
        QCOMPARE(refused.exitCode, 4);
        QVERIFY2(refused.err.contains("refused") && refused.err.contains("page 1 failed"), refused.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath("b/page-1.md")));  // never a half document
    }

    void echoRunWritesEachFormat() {
        const QString expected = echoTextFor(QImage(m_pages + "/page-3.png"));
        const QString checksumLine = expected.section('\n', -1);  // "size WxH checksum X"
        for (const QString format : {"md", "txt", "json", "html", "docx"}) {
            if (format == QLatin1String("docx") && QStandardPaths::findExecutable("pandoc").isEmpty()) continue;  // said in the log
            const QString out = m_dir.filePath("f-" + format);
            const Outcome run = runFolio({"ocr", m_pages + "/page-3.png", "-o", out, "--backend", "echo", "--format", format});
            QVERIFY2(run.exitCode == 0, run.err.constData());
            QFile file(out + "/page-3." + format);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray written = file.readAll();
            if (format == QLatin1String("json"))
                QCOMPARE(QJsonDocument::fromJson(written).object().value("pages").toArray().first().toObject().value("text").toString(), expected);
            else if (format == QLatin1String("md"))
                QCOMPARE(QString::fromUtf8(written).trimmed(), expected);
            else if (format == QLatin1String("docx"))
                QVERIFY(written.startsWith("PK"));  // a zip container, as Word files are
            else
                QVERIFY2(written.contains(checksumLine.toUtf8()), written.left(300).constData());
        }
    }

    // Sources of one name in one output folder: each keeps its own file, whatever the order of
    // a rerun, a later run with another never writes over them, and a file no run wrote stays.
    void sourcesOfOneNameNeverOverwriteEachOther() {
        QStringList scans;
        for (const QString folder : {"a", "b", "c"}) {
            const QString dir = m_dir.filePath("same-name/" + folder);
            QVERIFY(QDir().mkpath(dir));
            scans << dir + "/scan.png";
            QVERIFY(makePage(int(scans.size()) + 40, 100, 70).save(scans.last()));
        }
        const QString out = m_dir.filePath("same-name-out");
        QVERIFY(QDir().mkpath(out));
        QFile notes(out + "/scan.md");
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("the user's own notes\n");
        notes.close();
        const auto ocr = [&](const QStringList& inputs) {
            return runFolio(QStringList{"ocr"} + inputs + QStringList{"-o", out, "--backend", "echo", "--quiet"}).exitCode;
        };
        QCOMPARE(ocr({scans[0]}), 0);
        const QString a = readText(out + "/scan-2.md");
        QVERIFY(a.contains(echoTextFor(makePage(41, 100, 70))));
        QCOMPARE(ocr({scans[1]}), 0);
        const QString b = readText(out + "/scan-3.md");
        QVERIFY(b.contains(echoTextFor(makePage(42, 100, 70))));
        QCOMPARE(ocr({scans[1], scans[0], "--redo"}), 0);  // another order: the same names
        QCOMPARE(readText(out + "/scan-2.md"), a);
        QCOMPARE(readText(out + "/scan-3.md"), b);
        QCOMPARE(ocr({scans[2]}), 0);
        QVERIFY(readText(out + "/scan-4.md").contains(echoTextFor(makePage(43, 100, 70))));
        QCOMPARE(readText(out + "/scan.md"), QString("the user's own notes\n"));
        QCOMPARE(readText(out + "/scan-2.md"), a);
    }

    // An output edited by hand since a run wrote it is the user's: a rerun (even --redo) keeps
    // it, writes the new version beside it and names both; an untouched output is replaced.
    void anEditedOutputIsKeptAndTheNewVersionWrittenBeside() {
        const QString in = m_dir.filePath("edited");
        QVERIFY(QDir().mkpath(in));
        QVERIFY(makePage(70, 100, 70).save(in + "/letter.png"));
        const QString out = m_dir.filePath("edited-out");
        QCOMPARE(runFolio({"ocr", in, "-o", out, "--backend", "echo", "--quiet"}).exitCode, 0);
        const QString recognised = readText(out + "/letter.md");
        QVERIFY(recognised.contains(echoTextFor(makePage(70, 100, 70))));
        QFile letter(out + "/letter.md");
        QVERIFY(letter.open(QIODevice::WriteOnly | QIODevice::Truncate));
        letter.write("My corrections of the letter.\n");
        letter.close();
        QVERIFY(makePage(71, 100, 70).save(in + "/new-scan.png"));  // the archive grows

        for (const QStringList& extra : {QStringList{}, QStringList{"--redo"}}) {
            const Outcome rerun = runFolio(QStringList{"ocr", in, "-o", out, "--backend", "echo"} + extra);
            QVERIFY2(rerun.exitCode == 0, rerun.err.constData());
            QCOMPARE(readText(out + "/letter.md"), QString("My corrections of the letter.\n"));
            QCOMPARE(readText(out + "/letter-new.md"), recognised);
            QVERIFY2(rerun.err.contains(qPrintable(QStringLiteral("note: %1/letter.md changed since folio wrote it (edited?): "
                                                                  "kept as it is; the new version is %1/letter-new.md")
                                                       .arg(out))),
                     rerun.err.constData());
            QVERIFY(readText(out + "/new-scan.md").contains(echoTextFor(makePage(71, 100, 70))));
            QCOMPARE(QDir(out).entryList(QDir::Files), (QStringList{"letter-new.md", "letter.md", "new-scan.md"}));
        }
    }

    // A link planted where a run wrote its output, or before any run, is never written through:
    // the file it leads to, outside the output folder, stays as it was.
    void aLinkInPlaceOfAnOutputIsNotWrittenThrough() {
        const QString in = m_dir.filePath("linked");
        QVERIFY(QDir().mkpath(in));
        QVERIFY(makePage(72, 100, 70).save(in + "/scan.png"));
        const QString expected = echoTextFor(makePage(72, 100, 70));
        const QString out = m_dir.filePath("linked-out");
        QCOMPARE(runFolio({"ocr", in, "-o", out, "--backend", "echo", "--quiet"}).exitCode, 0);
        const QString outside = m_dir.filePath("outside.txt");
        QFile precious(outside);
        QVERIFY(precious.open(QIODevice::WriteOnly));
        precious.write("precious\n");
        precious.close();
        QVERIFY(QFile::remove(out + "/scan.md"));
        QVERIFY(QFile::link(outside, out + "/scan.md"));
        const Outcome rerun = runFolio({"ocr", in, "-o", out, "--backend", "echo", "--redo"});
        QVERIFY2(rerun.exitCode == 0, rerun.err.constData());
        QCOMPARE(readText(outside), QString("precious\n"));
        QVERIFY(QFileInfo(out + "/scan.md").isSymLink());
        QVERIFY(readText(out + "/scan-new.md").contains(expected));
        QVERIFY2(rerun.err.contains("scan.md changed since folio wrote it"), rerun.err.constData());

        const QString fresh = m_dir.filePath("linked-out-2");  // a link that leads nowhere yet
        QVERIFY(QDir().mkpath(fresh));
        QVERIFY(QFile::link(m_dir.filePath("created-through-link.md"), fresh + "/scan.md"));
        QCOMPARE(runFolio({"ocr", in, "-o", fresh, "--backend", "echo", "--quiet"}).exitCode, 0);
        QVERIFY(!QFileInfo::exists(m_dir.filePath("created-through-link.md")));
        QVERIFY(readText(fresh + "/scan-2.md").contains(expected));
    }

    // A damaged outputs.json is named, and each source keeps its own output: the outputs' own
    // records say whose they are.
    void damagedNameRecordSwapsNoOutputs() {
        QStringList scans;
        for (const QString folder : {"a", "b"}) {
            const QString dir = m_dir.filePath("damaged/" + folder);
            QVERIFY(QDir().mkpath(dir));
            scans << dir + "/scan.png";
            QVERIFY(makePage(int(scans.size()) + 80, 100, 70).save(scans.last()));
        }
        const QString out = m_dir.filePath("damaged-out");
        QCOMPARE(runFolio({"ocr", scans[0], scans[1], "-o", out, "--backend", "echo", "--quiet"}).exitCode, 0);
        const QString a = readText(out + "/scan.md");
        const QString b = readText(out + "/scan-2.md");
        QVERIFY(a.contains(echoTextFor(makePage(81, 100, 70))) && b.contains(echoTextFor(makePage(82, 100, 70))));
        QFile record(out + "/.folio-ocr/outputs.json");
        QVERIFY(record.open(QIODevice::WriteOnly | QIODevice::Truncate));
        record.write("{\"outputs\": {\"");  // cut short, as by a crash of another tool
        record.close();
        const Outcome rerun = runFolio({"ocr", scans[1], scans[0], "-o", out, "--backend", "echo", "--redo"});
        QVERIFY2(rerun.exitCode == 0, rerun.err.constData());
        QVERIFY2(rerun.err.contains(qPrintable("note: " + out + "/.folio-ocr/outputs.json is damaged (")), rerun.err.constData());
        QCOMPARE(readText(out + "/scan.md"), a);
        QCOMPARE(readText(out + "/scan-2.md"), b);
        QCOMPARE(QDir(out).entryList(QDir::Files), (QStringList{"scan-2.md", "scan.md"}));
    }

    // A file named twice, through another path or a link, is one document with one output.
    void aFileNamedTwiceIsReadOnce() {
        const QString in = m_dir.filePath("twice");
        QVERIFY(QDir().mkpath(in));
        QVERIFY(makePage(50, 100, 70).save(in + "/t.png"));
        QVERIFY(QFile::link(in + "/t.png", in + "/link.png"));
        const QString out = m_dir.filePath("twice-out");
        const Outcome run = runFolio({"ocr", in + "/t.png", in + "/t.png", in + "/../twice/t.png", in, "-o", out,
                                      "--backend", "echo", "--json"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(donePages(run.events()).size(), 1);
        QCOMPARE(QDir(out).entryList(QDir::Files), QStringList{"t.md"});
        // And again: the same name, not a second copy.
        QCOMPARE(runFolio({"ocr", in + "/t.png", in + "/t.png", "-o", out, "--backend", "echo", "--quiet", "--redo"}).exitCode, 0);
        QCOMPARE(QDir(out).entryList(QDir::Files), QStringList{"t.md"});
    }

    // A searchable PDF written into a folder that is also an input is not read back as a new
    // document by the next run, however many runs there are; a PDF of the user's there still is.
    void earlierOutputsAreNotReadAsInputs() {
        const QString folder = m_dir.filePath("self");
        QVERIFY(QDir().mkpath(folder + "/sub"));
        QVERIFY(makePage(60, 100, 70).save(folder + "/doc.png"));
        QVERIFY(makePage(61, 100, 70).save(folder + "/sub/inner.png"));
        for (int run = 0; run < 3; ++run) {
            const Outcome ocr = runFolio({"ocr", folder, "-o", folder + "/sub", "--format", "pdf", "--backend", "echo", "--json"});
            QVERIFY2(ocr.exitCode == 0, ocr.err.constData());
            QCOMPARE(ocr.events().first().value("documents").toInt(), 2);
            QCOMPARE(QDir(folder + "/sub").entryList({"*.pdf"}, QDir::Files), (QStringList{"doc.pdf", "inner.pdf"}));
        }
        QVERIFY(QFile::copy(folder + "/sub/doc.pdf", folder + "/sub/mine.pdf"));  // the user's own
        const Outcome ocr = runFolio({"ocr", folder, "-o", folder + "/sub", "--format", "pdf", "--backend", "echo", "--json"});
        QVERIFY2(ocr.exitCode == 0, ocr.err.constData());
        QCOMPARE(ocr.events().first().value("documents").toInt(), 3);
    }

    void pdfPagesAreSelected() {
        const QString pdf = QStringLiteral(FOLIO_SHARED_DATA "/documents/pdf_real/pdfjs_pdkids_55pages.pdf");
        if (!QFile::exists(pdf)) QSKIP("shared test data absent: documents/pdf_real/pdfjs_pdkids_55pages.pdf");
        const QString out = m_dir.filePath("pdf");
        const Outcome run = runFolio({"ocr", pdf, "-o", out, "--backend", "echo", "--pages", "2-3,7", "--format", "json", "--json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray pages = QJsonDocument::fromJson(readText(out + "/pdfjs_pdkids_55pages.json").toUtf8()).object().value("pages").toArray();
        QCOMPARE(pages.size(), 3);
        QCOMPARE(pages[0].toObject().value("page").toInt(), 2);
        QCOMPARE(pages[2].toObject().value("page").toInt(), 7);
        // Rendered so the longest side is 1540 px, as the model expects.
        QVERIFY2(pages[0].toObject().value("text").toString().contains(QRegularExpression("size (1540x\\d+|\\d+x1540) ")),
                 qPrintable(pages[0].toObject().value("text").toString()));
        const Outcome none = runFolio({"ocr", pdf, "-o", out, "--backend", "echo", "--pages", "90-"});
        QCOMPARE(none.exitCode, 3);
        QVERIFY(none.err.contains("selects no page"));
    }

    // --quiet is quiet: Tesseract's notes on a page with too little text to turn ("Too few
    // characters. Skipping this page", "Invalid resolution 0 dpi") no longer reach the terminal.
    void autoRotateIsQuietOnAPageWithLittleText() {
        QImage page(600, 300, QImage::Format_RGB32);
        page.fill(Qt::white);
        for (int x = 20; x < 40; ++x)
            for (int y = 20; y < 34; ++y) page.setPixel(x, y, qRgb(0, 0, 0));  // one blot of ink
        const QString path = m_dir.filePath("little-text.png");
        QVERIFY(page.save(path));
        const Outcome run = runFolio({"ocr", path, "-o", m_dir.filePath("quiet"), "--backend", "echo", "--auto-rotate",
                                      "--recognize-blank", "--quiet"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData());
    }

    // A transparent scan's searchable PDF page is the scan on white paper, not a black page
    // (a PDF image has no transparency: its background came out black).
    void aTransparentScanIsOnWhitePaperInItsPdf() {
        QImage scan(400, 200, QImage::Format_ARGB32);
        scan.fill(Qt::transparent);
        for (int y = 50; y < 80; ++y)
            for (int x = 50; x < 300; ++x) scan.setPixel(x, y, qRgba(0, 0, 0, 255));
        const QString path = m_dir.filePath("transparent-scan.png");
        QVERIFY(scan.save(path));
        const QString out = m_dir.filePath("transparent-pdf");
        const Outcome run = runFolio({"ocr", path, "-o", out, "--backend", "echo", "--format", "pdf", "--quiet"});
        QCOMPARE(run.exitCode, 0);
        QProcess render;
        render.start(QStringLiteral("pdftoppm"), {"-r", "36", "-png", "-singlefile", out + "/transparent-scan.pdf", out + "/page"});
        QVERIFY(render.waitForFinished(60000) && render.exitCode() == 0);
        const QImage page(out + "/page.png");
        QVERIFY(!page.isNull());
        QVERIFY(QColor(page.pixel(2, 2)).lightness() > 240);  // the background: white
        QVERIFY(QColor(page.pixel(page.width() / 2, page.height() * 65 / 200)).lightness() < 60);  // the bar: black
    }

    // A multi-page TIFF's frames go into the searchable PDF at their own resolution, A4 as
    // scanned (they were the model's 1540-pixel copies: a 261 x 370 pt page).
    void tiffFramesKeepTheirSizeInASearchablePdf() {
        QStringList frames;
        for (int i = 0; i < 2; ++i) {
            QImage frame(1654, 2339, QImage::Format_RGB32);  // A4 at 200 dpi
            frame.fill(Qt::white);
            frame.setDotsPerMeterX(qRound(200 / 0.0254));
            frame.setDotsPerMeterY(qRound(200 / 0.0254));
            frames << m_dir.filePath(QStringLiteral("a4-frame-%1.png").arg(i));
            QVERIFY(frame.save(frames.last()));
        }
        const QString tiff = m_dir.filePath("a4-two.tif");
        if (QProcess::execute("convert", frames + QStringList{tiff}) != 0) QSKIP("ImageMagick's convert is needed to write a multi-page TIFF");
        const QString out = m_dir.filePath("tiff-pdf");
        const Outcome run = runFolio({"ocr", tiff, "-o", out, "--backend", "echo", "--format", "pdf", "--quiet"});
        QCOMPARE(run.exitCode, 0);
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), {"-f", "1", "-l", "2", out + "/a4-two.pdf"});
        QVERIFY(info.waitForFinished(60000));
        const QString text = QString::fromUtf8(info.readAllStandardOutput());
        QCOMPARE(int(text.count(QRegularExpression("Page +\\d+ size: +595\\.\\d+ x 842\\.\\d+ pts"))), 2);
    }

    void killedServerRunResumesWithEveryPageOnce() {
        QProcess server;
        const quint16 port = startEchoServer(server, {"--echo-delay-ms", "40"});  // ~0.35 s a page
        QVERIFY(port);
        const QString out = m_dir.filePath("resume");
        const QStringList ocrArguments{"ocr", m_pages, "-o", out, "--json", "--retries", "0", "--concurrency", "2"};

        QProcess first;
        first.start(QStringLiteral(FOLIO_EXECUTABLE), ocrArguments + QStringList{"--backend", QStringLiteral("http://127.0.0.1:%1").arg(port)});
        QByteArray firstOut;
        while (first.state() != QProcess::NotRunning && first.waitForReadyRead(20000)) {
            firstOut += first.readAllStandardOutput();
            if (firstOut.count("\"status\":\"done\"") >= 3) break;
        }
        server.kill();  // mid-run, as a crash would
        server.waitForFinished();
        QVERIFY(first.waitForFinished(30000));
        firstOut += first.readAllStandardOutput();
        Outcome firstRun{first.exitCode(), firstOut, first.readAllStandardError()};
        const QSet<QString> doneFirst = donePages(firstRun.events());
        QVERIFY2(doneFirst.size() >= 3 && doneFirst.size() < kPages, qPrintable(QString::number(doneFirst.size())));
        QCOMPARE(firstRun.exitCode, 4);
        // Every file the stop left without its output is accounted for: none goes unmentioned.
        const QJsonObject end = firstRun.events().last();
        QCOMPARE(end.value("event").toString(), QString("end"));
        QCOMPARE(end.value("not_written").toInt(), kPages - int(doneFirst.size()));
        QCOMPARE(end.value("failed").toInt() + end.value("not_read").toInt(), kPages - int(doneFirst.size()));

        QProcess restarted;
        const quint16 port2 = startEchoServer(restarted);
        QVERIFY(port2);
        const Outcome second = runFolio(ocrArguments + QStringList{"--backend", QStringLiteral("http://127.0.0.1:%1").arg(port2)});
        QCOMPARE(second.exitCode, 0);
        const QList<QJsonObject> events = second.events();
        QCOMPARE(events.first().value("resumed").toInt(), int(doneFirst.size()));
        const QSet<QString> doneSecond = donePages(events);
        QVERIFY(!doneSecond.intersects(doneFirst));           // nothing redone
        QCOMPARE(int(doneSecond.size() + doneFirst.size()), kPages);  // nothing lost

        QNetworkAccessManager nam;  // the restarted server saw only the missing pages
        const HttpAnswer metrics = httpCall(nam, "GET", QUrl(QStringLiteral("http://127.0.0.1:%1/metrics").arg(port2)));
        QVERIFY(QString::fromUtf8(metrics.body).contains(
            QStringLiteral(R"(folio_http_requests_total{endpoint="/v1/chat/completions",code="200"} %1)").arg(doneSecond.size())));
        restarted.kill();
        restarted.waitForFinished();

        for (int i = 1; i <= kPages; ++i) {
            const QString page = QStringLiteral("%1/page-%2").arg(out).arg(i);
            QCOMPARE(readText(page + ".md"), echoTextFor(QImage(QStringLiteral("%1/page-%2.png").arg(m_pages).arg(i))) + '\n');
        }
        const Outcome third = runFolio(ocrArguments + QStringList{"--backend", "http://127.0.0.1:9"});  // all done: no server needed
        QCOMPARE(third.exitCode, 0);
        QCOMPARE(third.events().first().value("resumed").toInt(), kPages);
        QVERIFY(donePages(third.events()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliOcr)
#include "test_cli_ocr.moc"

// `folio watch IN OUT --backend echo` as a process (folio-test-cli: the verbs plus the echo backend), as a user runs it: files already there and
// files dropped later are recognised into OUT; a file written in two parts is read only after it
// settles, with its full content; a corrupt file is named once and not retried in a loop; SIGTERM
// ends it with exit code 0; a restart skips what was finished (outputs untouched) and redoes a
// file whose content changed, and a start with another format does the files again.
#include <fcntl.h>
#include <unistd.h>

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include "echobackend.h"

using namespace folio;

namespace {

// A page with lines of ink (an all-white page is skipped as blank), different for each seed.
QImage page(int seed) {
    QImage image(320, 240, QImage::Format_RGB888);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setPen(QPen(Qt::black, 3));
    for (int y = 30; y < 220; y += 24) painter.drawLine(20, y, 120 + (seed * 37 + y) % 180, y);
    return image;
}

QByteArray png(const QImage& image) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

bool writeFile(const QString& path, const QByteArray& bytes, QIODevice::OpenMode mode = QIODevice::WriteOnly) {
    QFile f(path);
    return f.open(mode) && f.write(bytes) == bytes.size() && f.flush();
}

QString checksumOf(const QImage& image) {
    return QStringLiteral("checksum %1").arg(remote::EchoBackend::pixelChecksum(image), 16, 16, QLatin1Char('0'));
}

QString readText(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// A running `folio watch`, its stdout collected line by line.
class Watch {
public:
    Watch(const QString& in, const QString& out, const QStringList& more = {},
          const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment()) {
        m_process.setProcessEnvironment(environment);
        m_process.start(QStringLiteral(FOLIO_EXECUTABLE),
                        QStringList{QStringLiteral("watch"), in, out, QStringLiteral("--backend"), QStringLiteral("echo"),
                         QStringLiteral("--settle"), QStringLiteral("1.5"), QStringLiteral("--rescan"), QStringLiteral("0.5")} +
                            more);
        m_process.waitForStarted();
    }
    ~Watch() {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }
    QString output() {
        m_out += QString::fromUtf8(m_process.readAllStandardOutput());
        return m_out;
    }
    QString errors() {
        m_err += QString::fromUtf8(m_process.readAllStandardError());
        return m_err;
    }
    // Waits until stdout (or stderr) holds `text`; false after timeoutMs or when the process ended.
    bool waitFor(const QString& text, int timeoutMs = 30000) { return waitIn(&Watch::output, text, timeoutMs); }
    bool waitForStatus(const QString& text, int timeoutMs = 30000) { return waitIn(&Watch::errors, text, timeoutMs); }
    bool waitIn(QString (Watch::*stream)(), const QString& text, int timeoutMs) {
        QElapsedTimer clock;
        clock.start();
        while (!(this->*stream)().contains(text)) {
            if (clock.elapsed() > timeoutMs || m_process.state() == QProcess::NotRunning) return false;
            m_process.waitForReadyRead(100);
        }
        return true;
    }
    int count(const QString& text) { return int(output().count(text)); }
    qint64 processId() const { return m_process.processId(); }
    int countStatus(const QString& text) { return int(errors().count(text)); }
    // stdout is the documented events and nothing else: a script reading it sees no other line.
    QStringList linesNotEvents() {
        static const QRegularExpression event(QStringLiteral(R"(^(finished \S.* -> \S.*|failed \S.*: .+|skipped \S.* \(.+\))$)"));
        QStringList others;
        for (const QString& line : output().split(u'\n', Qt::SkipEmptyParts))
            if (!event.match(line).hasMatch()) others << line;
        return others;
    }
    // SIGTERM, then the exit code (-1: did not end in time or crashed).
    int terminate() {
        m_process.terminate();
        if (!m_process.waitForFinished(20000) || m_process.exitStatus() != QProcess::NormalExit) return -1;
        output();
        return m_process.exitCode();
    }

private:
    QProcess m_process;
    QString m_out;
    QString m_err;
};

}  // namespace

class TestCliWatch : public QObject {
    Q_OBJECT
private slots:
    void watchesSettlesAndResumes() {
        QTemporaryDir root;
        const QString in = root.filePath(QStringLiteral("in"));
        const QString out = root.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(in + QStringLiteral("/sub")));
        const QImage first = page(1), nested = page(2), slow = page(3), changed = page(4);
        QVERIFY(writeFile(in + QStringLiteral("/first.png"), png(first)));
        QVERIFY(writeFile(in + QStringLiteral("/sub/nested.png"), png(nested)));
        QVERIFY(writeFile(in + QStringLiteral("/broken.png"), QByteArray("\x89PNG\r\n\x1a\n this is not an image", 30)));

        {
            Watch watch(in, out);
            QVERIFY2(watch.waitFor(QStringLiteral("finished first.png -> first.md")), qPrintable(watch.output() + watch.errors()));
            QVERIFY2(watch.waitFor(QStringLiteral("finished sub/nested.png -> sub/nested.md")), qPrintable(watch.output()));
            QVERIFY2(watch.waitFor(QStringLiteral("failed broken.png: ")), qPrintable(watch.output()));
            QVERIFY(readText(out + QStringLiteral("/first.md")).contains(checksumOf(first)));
            QVERIFY(readText(out + QStringLiteral("/sub/nested.md")).contains(checksumOf(nested)));

            // Written in two parts with a pause shorter than the settle time: read once, whole.
            const QByteArray bytes = png(slow);
            const QString slowPath = in + QStringLiteral("/slow.png");
            QVERIFY(writeFile(slowPath, bytes.left(bytes.size() / 2)));
            QThread::msleep(900);
            QVERIFY(!watch.output().contains(QStringLiteral("slow.png")));  // still being written: left alone
            QVERIFY(writeFile(slowPath, bytes.mid(bytes.size() / 2), QIODevice::Append));
            QVERIFY2(watch.waitFor(QStringLiteral("finished slow.png -> slow.md")), qPrintable(watch.output()));
            QCOMPARE(watch.countStatus(QStringLiteral("recognising slow.png")), 1);
            QCOMPARE(watch.count(QStringLiteral("failed slow.png")), 0);
            QVERIFY(readText(out + QStringLiteral("/slow.md")).contains(checksumOf(slow)));

            // Several rescans later the corrupt file has still been tried only once.
            QThread::msleep(2500);
            QCOMPARE(watch.count(QStringLiteral("failed broken.png")), 1);
            QCOMPARE(watch.countStatus(QStringLiteral("recognising first.png")), 1);
            QCOMPARE(watch.terminate(), 0);
            QCOMPARE(watch.linesNotEvents(), QStringList());
        }
        const QString state = readText(out + QStringLiteral("/.folio-watch.json"));
        for (const char* name : {"\"first.png\"", "\"sub/nested.png\"", "\"slow.png\"", "\"sha256\""})
            QVERIFY2(state.contains(QLatin1String(name)), qPrintable(state));
        QVERIFY(!state.contains(QStringLiteral("broken.png")));

        const QDateTime firstWritten = QFileInfo(out + QStringLiteral("/first.md")).lastModified();
        const QDateTime slowWritten = QFileInfo(out + QStringLiteral("/slow.md")).lastModified();
        QThread::msleep(50);
        // While it was stopped, nested.png got new content.
        QVERIFY(writeFile(in + QStringLiteral("/sub/nested.png"), png(changed)));
        {
            Watch watch(in, out);
            QVERIFY2(watch.waitForStatus(QStringLiteral("3 finished before")), qPrintable(watch.output() + watch.errors()));
            QVERIFY(watch.waitFor(QStringLiteral("skipped first.png (finished before)")));
            QVERIFY(watch.waitFor(QStringLiteral("skipped slow.png (finished before)")));
            QVERIFY2(watch.waitFor(QStringLiteral("finished sub/nested.png")), qPrintable(watch.output()));
            QVERIFY(watch.waitFor(QStringLiteral("failed broken.png")));  // a new start tries it once more
            QCOMPARE(watch.countStatus(QStringLiteral("recognising sub/nested.png")), 1);
            QCOMPARE(watch.countStatus(QStringLiteral("recognising first.png")), 0);
            QCOMPARE(watch.countStatus(QStringLiteral("recognising slow.png")), 0);
            QCOMPARE(watch.terminate(), 0);
            QCOMPARE(watch.linesNotEvents(), QStringList());
        }
        QCOMPARE(QFileInfo(out + QStringLiteral("/first.md")).lastModified(), firstWritten);
        {
            // Another output format is other work: the files are done again, in that format.
            Watch watch(in, out, {QStringLiteral("--format"), QStringLiteral("txt")});
            QVERIFY2(watch.waitFor(QStringLiteral("finished first.png -> first.txt")), qPrintable(watch.output()));
            QCOMPARE(watch.terminate(), 0);
        }
        QVERIFY(readText(out + QStringLiteral("/first.txt")).contains(checksumOf(first)));
        QCOMPARE(QFileInfo(out + QStringLiteral("/slow.md")).lastModified(), slowWritten);
        QVERIFY(readText(out + QStringLiteral("/sub/nested.md")).contains(checksumOf(changed)));
    }

    // A start with another --max-tokens (or --lang, --model) recognises the files again, as the
    // README says; the pages saved with the old settings are not given back.
    void otherRecognitionSettingsReadTheFilesAgain() {
        QTemporaryDir root;
        const QString in = root.filePath(QStringLiteral("in"));
        const QString out = root.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(in));
        QVERIFY(writeFile(in + QStringLiteral("/first.png"), png(page(5))));
        {
            Watch watch(in, out, {QStringLiteral("--max-tokens"), QStringLiteral("30")});
            QVERIFY2(watch.waitFor(QStringLiteral("finished first.png -> first.md")), qPrintable(watch.output() + watch.errors()));
            QCOMPARE(watch.terminate(), 0);
        }
        {
            Watch watch(in, out, {QStringLiteral("--max-tokens"), QStringLiteral("300")});
            QVERIFY2(watch.waitFor(QStringLiteral("finished first.png -> first.md")), qPrintable(watch.output() + watch.errors()));
            QCOMPARE(watch.terminate(), 0);
            QVERIFY2(watch.errors().contains(QStringLiteral("1 page done, 0 failed, 0 kept from before")), qPrintable(watch.errors()));
            QVERIFY2(!watch.errors().contains(QStringLiteral("recognised earlier")), qPrintable(watch.errors()));
        }
        const QString records = [&] {
            QString all;
            QDirIterator it(out, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (it.hasNext()) all += readText(it.next());
            return all;
        }();
        QVERIFY2(records.contains(QStringLiteral("max-tokens 300")), qPrintable(records.left(2000)));
    }

    // SIGTERM while a page is being read: the page is cancelled, so watch ends at once (not after
    // the page, minutes on a CPU), writes nothing half-done, and reads the file at the next start.
    void stoppingMidPageEndsAtOnceAndWritesNothing() {
        QTemporaryDir root;
        const QString in = root.filePath(QStringLiteral("in"));
        const QString out = root.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(in));
        QVERIFY(writeFile(in + QStringLiteral("/slow.png"), png(page(6))));
        {
            Watch watch(in, out, {QStringLiteral("--echo-delay-ms"), QStringLiteral("3000")});
            QVERIFY2(watch.waitForStatus(QStringLiteral("recognising slow.png")), qPrintable(watch.errors()));
            QThread::msleep(500);
            QElapsedTimer stopping;
            stopping.start();
            QCOMPARE(watch.terminate(), 0);
            QVERIFY2(stopping.elapsed() < 2500, qPrintable(QString::number(stopping.elapsed())));
            QVERIFY(!watch.output().contains(QStringLiteral("finished")));
            QVERIFY2(watch.errors().contains(QStringLiteral("slow.png is recognised again at the next start")), qPrintable(watch.errors()));
            QVERIFY2(!watch.errors().contains(QStringLiteral("exit code 4")), qPrintable(watch.errors()));
        }
        QVERIFY(!QFile::exists(out + QStringLiteral("/slow.md")));
        {
            Watch watch(in, out);
            QVERIFY2(watch.waitFor(QStringLiteral("finished slow.png -> slow.md")), qPrintable(watch.output() + watch.errors()));
            QCOMPARE(watch.terminate(), 0);
        }
        QVERIFY(readText(out + QStringLiteral("/slow.md")).contains(checksumOf(page(6))));
    }

    // A file whose name holds a line break is still one event on one line (the break as \n).
    void aLineBreakInANameStaysOnOneLine() {
        QTemporaryDir root;
        const QString in = root.filePath(QStringLiteral("in"));
        const QString out = root.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(in));
        QVERIFY(writeFile(in + QStringLiteral("/two\nlines.png"), png(page(7))));
        Watch watch(in, out);
        QVERIFY2(watch.waitFor(QStringLiteral("finished two\\nlines.png -> two\\nlines.md")), qPrintable(watch.output() + watch.errors()));
        QCOMPARE(watch.terminate(), 0);
        QCOMPARE(watch.linesNotEvents(), QStringList());
        QVERIFY(QFile::exists(out + QStringLiteral("/two\nlines.md")));
    }

    // A file whose name is not UTF-8 (Latin-1) cannot be read under Qt's decoded name: it is one
    // failed event naming it (the odd byte escaped), said once, not left out without a word.
    void aNameThatIsNotUtf8IsOneFailedEvent() {
        QTemporaryDir root;
        const QString in = root.filePath(QStringLiteral("in"));
        const QString out = root.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(in));
        const QByteArray latin1 = QFile::encodeName(in) + "/caf\xe9.png";
        const QByteArray bytes = png(page(8));
        const int fd = ::open(latin1.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        QVERIFY(fd >= 0);
        const auto removeIt = qScopeGuard([&latin1] { ::unlink(latin1.constData()); });  // Qt cannot: it cannot name it
        QCOMPARE(::write(fd, bytes.constData(), size_t(bytes.size())), ssize_t(bytes.size()));
        ::close(fd);
        QVERIFY(writeFile(in + QStringLiteral("/good.png"), png(page(9))));
        Watch watch(in, out);
        const QString said = QStringLiteral("failed caf\\xE9.png: its name is not valid UTF-8; rename it");
        QVERIFY2(watch.waitFor(said), qPrintable(watch.output() + watch.errors()));
        QVERIFY2(watch.waitFor(QStringLiteral("finished good.png -> good.md")), qPrintable(watch.output()));
        QThread::msleep(1500);  // three more searches of IN
        QCOMPARE(watch.count(said), 1);
        QCOMPARE(watch.terminate(), 0);
        QCOMPARE(watch.linesNotEvents(), QStringList());
    }

    // The server down is a failure that may pass: said once as a failed event with the server's
    // reason and when the file is tried again, and tried again without a restart: once the server
    // is up, the file is finished.
    void aFileIsTriedAgainWhenTheServerComesBack() {
        QTemporaryDir root;
        const QString in = root.filePath(QStringLiteral("in"));
        const QString out = root.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(in));
        const QImage image = page(21);
        QVERIFY(writeFile(in + QStringLiteral("/late.png"), png(image)));
        QTcpServer probe;  // a port nothing listens on
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();
        Watch watch(in, out, {QStringLiteral("--backend"), QStringLiteral("http://127.0.0.1:%1").arg(port), QStringLiteral("--retry"), QStringLiteral("1")});
        QVERIFY2(watch.waitFor(QStringLiteral("failed late.png: "), 60000), qPrintable(watch.output() + watch.errors()));
        QVERIFY2(watch.waitFor(QStringLiteral("(may pass: tried again in 1 s, then less and less often)")), qPrintable(watch.output()));
        QVERIFY2(watch.output().contains(QStringLiteral("Connection refused")), qPrintable(watch.output()));
        QProcess server;
        server.start(QStringLiteral(FOLIO_EXECUTABLE), {QStringLiteral("serve"), QStringLiteral("--backend"), QStringLiteral("echo"),
                                                        QStringLiteral("--port"), QString::number(port)});
        QVERIFY(server.waitForStarted());
        QVERIFY2(watch.waitFor(QStringLiteral("finished late.png -> late.md"), 90000), qPrintable(watch.output() + watch.errors()));
        QCOMPARE(watch.count(QStringLiteral("failed late.png")), 1);
        QCOMPARE(watch.terminate(), 0);
        server.terminate();
        server.waitForFinished();
        QCOMPARE(watch.linesNotEvents(), QStringList());
        QVERIFY(readText(out + QStringLiteral("/late.md")).contains(checksumOf(image)));
    }

    // A full disk under OUT is a failure that may pass, and its event says why in itself (a
    // script reading stdout never sees stderr).
    void aWriteFailureSaysItsReasonInTheEvent() {
        QTemporaryDir root;
        const QString in = root.filePath(QStringLiteral("in"));
        const QString out = root.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(in + QStringLiteral("/full")));
        QVERIFY(writeFile(in + QStringLiteral("/full/page.png"), png(page(22))));
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LD_PRELOAD"), QStringLiteral(ENOSPC_PRELOAD));
        environment.insert(QStringLiteral("FOLIO_TEST_ENOSPC_DIR"), out + QStringLiteral("/full"));
        Watch watch(in, out, {QStringLiteral("--retry"), QStringLiteral("600")}, environment);
        QVERIFY2(watch.waitFor(QStringLiteral("failed full/page.png: ")), qPrintable(watch.output() + watch.errors()));
        QVERIFY2(watch.waitFor(QStringLiteral("(may pass: tried again in 10 min, then less and less often)")), qPrintable(watch.output()));
        QVERIFY2(watch.output().contains(QStringLiteral("No space left on device")), qPrintable(watch.output()));
        QVERIFY2(!watch.output().contains(QStringLiteral("see above")), qPrintable(watch.output()));
        QCOMPARE(watch.terminate(), 0);
    }

    // With --json every line on stdout is JSON, the watcher's own events (a finished file, an
    // empty one that fails) as much as each file's run.
    void jsonMakesEveryLineJson() {
        QTemporaryDir root;
        const QString in = root.filePath(QStringLiteral("in"));
        const QString out = root.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(in));
        QVERIFY(writeFile(in + QStringLiteral("/img0.png"), png(page(31))));
        QVERIFY(writeFile(in + QStringLiteral("/empty.png"), QByteArray()));
        Watch watch(in, out, {QStringLiteral("--json")});
        QVERIFY2(watch.waitFor(QStringLiteral(R"("event":"finished")")), qPrintable(watch.output() + watch.errors()));
        QVERIFY2(watch.waitFor(QStringLiteral(R"("event":"failed")")), qPrintable(watch.output()));
        QCOMPARE(watch.terminate(), 0);
        QJsonObject finished, failed;
        for (const QString& line : watch.output().split(u'\n', Qt::SkipEmptyParts)) {
            QJsonParseError error;
            const QJsonDocument document = QJsonDocument::fromJson(line.toUtf8(), &error);
            QVERIFY2(error.error == QJsonParseError::NoError && document.isObject(), qPrintable("not JSON: " + line));
            const QJsonObject event = document.object();
            if (event.value("event") == QLatin1String("finished")) finished = event;
            if (event.value("event") == QLatin1String("failed")) failed = event;
        }
        QCOMPARE(finished.value("file").toString(), QStringLiteral("img0.png"));
        QCOMPARE(finished.value("output").toString(), QStringLiteral("img0.md"));
        QCOMPARE(failed.value("file").toString(), QStringLiteral("empty.png"));
        QCOMPARE(failed.value("reason").toString(), QStringLiteral("the file is empty"));
    }

    // scan.png and scan.tif in one folder: two outputs, named as the messages say, neither over
    // the other.
    void filesOfOneNameKeepTheirOwnOutputs() {
        QTemporaryDir root;
        const QString in = root.filePath(QStringLiteral("in"));
        const QString out = root.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(in));
        const QImage png1 = page(11), tif = page(12);
        QVERIFY(writeFile(in + QStringLiteral("/scan.png"), png(png1)));
        Watch watch(in, out);
        QVERIFY2(watch.waitFor(QStringLiteral("finished scan.png -> scan.md")), qPrintable(watch.output() + watch.errors()));
        QVERIFY(tif.save(in + QStringLiteral("/scan.tif")));
        QVERIFY2(watch.waitFor(QStringLiteral("finished scan.tif -> scan-2.md")), qPrintable(watch.output()));
        QCOMPARE(watch.terminate(), 0);
        QVERIFY(readText(out + QStringLiteral("/scan.md")).contains(checksumOf(png1)));
        QVERIFY(readText(out + QStringLiteral("/scan-2.md")).contains(checksumOf(tif)));
    }

    // An output edited by hand is kept when its scan changes: the finished event names the
    // new version beside it, where the text went.
    void anEditedOutputIsKeptAndTheEventNamesTheNewOne() {
        QTemporaryDir root;
        const QString in = root.filePath(QStringLiteral("in"));
        const QString out = root.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(in));
        QVERIFY(writeFile(in + QStringLiteral("/ok.png"), png(page(21))));
        Watch watch(in, out);
        QVERIFY2(watch.waitFor(QStringLiteral("finished ok.png -> ok.md")), qPrintable(watch.output() + watch.errors()));
        QVERIFY(writeFile(out + QStringLiteral("/ok.md"), "Proofread by hand.\n"));
        const QImage changed = page(22);
        QVERIFY(writeFile(in + QStringLiteral("/ok.png"), png(changed)));
        QVERIFY2(watch.waitFor(QStringLiteral("finished ok.png -> ok-new.md")), qPrintable(watch.output() + watch.errors()));
        QCOMPARE(watch.terminate(), 0);
        QCOMPARE(readText(out + QStringLiteral("/ok.md")), QStringLiteral("Proofread by hand.\n"));
        QVERIFY(readText(out + QStringLiteral("/ok-new.md")).contains(checksumOf(changed)));
    }

    // A second watch of the same OUT is refused (exit code 2), naming the process that watches
    // it; once that one has ended, OUT can be watched again.
    void aSecondWatchOfOneOutputIsRefused() {
        QTemporaryDir root;
        const QString in = root.filePath(QStringLiteral("in"));
        const QString out = root.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(in));
        QVERIFY(writeFile(in + QStringLiteral("/a.png"), png(page(41))));
        Watch first(in, out);
        QVERIFY2(first.waitFor(QStringLiteral("finished a.png -> a.md")), qPrintable(first.output() + first.errors()));
        QProcess second;
        second.start(QStringLiteral(FOLIO_EXECUTABLE), {QStringLiteral("watch"), in, out, QStringLiteral("--backend"), QStringLiteral("echo")});
        QVERIFY(second.waitForFinished(20000));
        const QString said = QString::fromUtf8(second.readAllStandardError());
        QCOMPARE(second.exitCode(), 2);
        QVERIFY2(said.contains(QStringLiteral("%1 is already watched by process %2").arg(out).arg(first.processId())), qPrintable(said));
        QVERIFY(second.readAllStandardOutput().isEmpty());
        QCOMPARE(first.terminate(), 0);
        Watch again(in, out);
        QVERIFY2(again.waitFor(QStringLiteral("skipped a.png (finished before)")), qPrintable(again.output() + again.errors()));
        QCOMPARE(again.terminate(), 0);
    }

    void refusesBadArguments() {
        QTemporaryDir root;
        QProcess p;
        p.start(QStringLiteral(FOLIO_EXECUTABLE), {QStringLiteral("watch"), root.filePath(QStringLiteral("missing")), root.path()});
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("no such folder"));
        p.start(QStringLiteral(FOLIO_EXECUTABLE), {QStringLiteral("watch"), root.path(), root.path()});
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 2);
        // A --model that is no model folder: a usage error, as for folio ocr, not an engine failure.
        QVERIFY(QDir().mkpath(root.filePath(QStringLiteral("in"))));
        p.start(QStringLiteral(FOLIO_EXECUTABLE), {QStringLiteral("watch"), root.filePath(QStringLiteral("in")), root.filePath(QStringLiteral("out")),
                                                   QStringLiteral("--model"), root.filePath(QStringLiteral("no-such-model"))});
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("no-such-model is gone"));
    }
};

QTEST_GUILESS_MAIN(TestCliWatch)
#include "test_cli_watch.moc"

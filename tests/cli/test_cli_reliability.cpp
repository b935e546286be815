// `folio ocr` against what goes wrong in real archives, run as a user runs it (as a process:
// folio-test-cli with the echo backend): a full disk, a batch mixing good and bad files, a PDF with one
// unreadable page, decompression bombs, Poppler's noise, reruns with other settings. Each case
// checks which files exist, what they hold, and the exit code.
#include <sys/resource.h>
#include <cstdio>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "../core/remote/remotetesting.h"
#include "folioprocess.h"
#include "handmadepdfs.h"

using namespace folio::testing;

namespace {

constexpr int kExitOk = 0, kExitInput = 3, kExitPartial = 5, kExitOutput = 6;

struct RunAs {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    uid_t uid = 0;  // non-zero: run as this user (the test runs as root)
};

Outcome runFolioAs(const QStringList& arguments, const RunAs& as) {
    return runFolio(arguments, [&as](QProcess& process) {
        process.setProcessEnvironment(as.environment);
        if (!as.uid) return;
        const uid_t uid = as.uid;
        process.setChildProcessModifier([uid] {
            if (setgid(uid) != 0 || setuid(uid) != 0) _exit(127);
        });
    });
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QStringList visibleFiles(const QString& dir) {
    return QDir(dir).entryList(QDir::Files, QDir::Name);
}

QJsonArray jsonPages(const QString& path) {
    return QJsonDocument::fromJson(readAll(path)).object().value("pages").toArray();
}

// A small filesystem that is really full, or (where mounting is not allowed) an injected ENOSPC.
class FullDisk {
public:
    explicit FullDisk(const QString& dir) : m_dir(dir) {
        QDir().mkpath(dir);
        if (qEnvironmentVariable("FOLIO_TEST_FULL_DISK") != QLatin1String("inject") &&
            QProcess::execute("mount", {"-t", "tmpfs", "-o", "size=256k", "tmpfs", dir}) == 0) {
            m_mounted = true;
            how = QStringLiteral("a 256 KiB tmpfs mounted at %1").arg(dir);
        } else {
            how = QStringLiteral(
                      "an injected ENOSPC (LD_PRELOAD %1; FOLIO_TEST_FULL_DISK=inject, or mounting "
                      "a tmpfs was not allowed)")
                      .arg(ENOSPC_PRELOAD);
        }
    }
    ~FullDisk() {
        if (m_mounted) QProcess::execute("umount", {"-l", m_dir});
    }
    // Fills the filesystem (mounted) or arms the injection for the next runs (environment).
    bool fill(RunAs* as) {
        if (!m_mounted) {
            as->environment.insert("LD_PRELOAD", ENOSPC_PRELOAD);
            as->environment.insert("FOLIO_TEST_ENOSPC_DIR", m_dir);
            return true;
        }
        QFile filler(m_dir + "/filler");
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) return false;
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size()) {
        }
        return true;
    }
    QString how;

private:
    QString m_dir;
    bool m_mounted = false;
};

}  // namespace

class TestCliReliability : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_good;  // a page image

    QString path(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_good = path("good.png");
        QVERIFY(makePage(1, 120, 80).save(m_good));
    }

    // md, txt, json, html and a searchable PDF (written page by page) on a full disk: exit 6
    // naming the file and the system's reason; a file from an earlier run stays as it was, and
    // no empty file appears.
    void fullDiskKeepsThePreviousFileAndFails() {
        const QString out = path("full");
        FullDisk disk(out);
        qInfo("full disk: %s", qPrintable(disk.how));
        const QString expected = echoTextFor(QImage(m_good)) + '\n';
        const Outcome before = runFolio({"ocr", m_good, "-o", out, "--backend", "echo"});
        QCOMPARE(before.exitCode, kExitOk);
        QCOMPARE(QString::fromUtf8(readAll(out + "/good.md")), expected);

        RunAs full;
        QVERIFY(disk.fill(&full));
        for (const QString format : {"md", "txt", "json", "html", "pdf"}) {
            const Outcome run = runFolioAs(
                {"ocr", m_good, "-o", out, "--backend", "echo", "--redo", "--format", format},
                full);
            QVERIFY2(run.exitCode == kExitOutput, run.err.constData());
            const QString target = out + "/good." + format;
            QVERIFY2(run.err.contains(
                         ("Cannot write “" + target + "”: No space left on device").toUtf8()),
                     run.err.constData());
            QVERIFY2(!run.err.contains("wrote "), run.err.constData());
            if (format == QLatin1String("md"))
                QCOMPARE(QString::fromUtf8(readAll(target)), expected);  // the old file, intact
            else
                QVERIFY2(!QFile::exists(target),
                         qPrintable(target + " was created on a full disk"));
        }
        QCOMPARE(visibleFiles(out).filter(QRegularExpression("^good\\.")), QStringList{"good.md"});
    }

    // Good files are written, each bad one is named, and the exit code says "partial".
    void batchOfGoodAndBadFilesWritesTheGoodOnes() {
        const QString in = path("mixed");
        QVERIFY(QDir().mkpath(in));
        QVERIFY(QFile::copy(m_good, in + "/a-good.png"));
        QVERIFY(makePage(2, 90, 70).save(in + "/b-scan-without-extension",
                                         "PNG"));  // found by its content
        QVERIFY(writeBytes(in + "/c-empty.pdf", {}));
        QVERIFY(writeBytes(in + "/d-corrupt.pdf", "%PDF-1.4\nnot really a PDF\n"));
        QVERIFY(writeBytes(in + "/e-notes.png", "this is text, not a PNG"));
        QVERIFY(writeBytes(in + "/README", "a file that is no page: skipped without a word"));
        const QString encrypted = QStringLiteral(
            FOLIO_SHARED_DATA
            "/documents/pdf_malformed/enc_rc4-128_user-userpass_owner-ownerpass.pdf");
        const bool haveEncrypted = QFile::copy(encrypted, in + "/f-encrypted.pdf");
        if (!haveEncrypted) qInfo("shared data absent: the batch runs without its encrypted PDF");

        const QString out = path("mixed-out");
        const Outcome run = runFolio({"ocr", in, "-o", out, "--backend", "echo", "--json"});
        QCOMPARE(run.exitCode, kExitPartial);
        QCOMPARE(visibleFiles(out), QStringList({"a-good.md", "b-scan-without-extension.md"}));
        QCOMPARE(QString::fromUtf8(readAll(out + "/a-good.md")),
                 echoTextFor(QImage(m_good)) + '\n');
        QCOMPARE(QString::fromUtf8(readAll(out + "/b-scan-without-extension.md")),
                 echoTextFor(QImage(in + "/b-scan-without-extension", "PNG")) + '\n');
        QStringList expectedErrors{"c-empty.pdf: the file is empty",
                                   "d-corrupt.pdf: not a readable PDF",
                                   "e-notes.png: not a readable image"};
        if (haveEncrypted)
            expectedErrors << "f-encrypted.pdf: the PDF is encrypted: it needs a password (give it "
                              "with --password)";
        QStringList unreadable;  // --json: one event per file that could not be opened
        for (const QJsonObject& event : run.events())
            if (event.value("event") == QLatin1String("document") &&
                event.value("outcome") == QLatin1String("unreadable"))
                unreadable << event.value("error").toString();
        QCOMPARE(unreadable.size(), expectedErrors.size());
        for (const QString& error : expectedErrors) {
            QVERIFY2(run.err.contains(error.toUtf8()), qPrintable(error + " not in: " + run.err));
            QVERIFY2(!unreadable.filter(error).isEmpty(), qPrintable(error + " has no JSON event"));
        }
        QCOMPARE(run.events().last().value("exit_code").toInt(), kExitPartial);

        if (haveEncrypted) {  // the password opens it
            const Outcome unlocked = runFolio({"ocr", in + "/f-encrypted.pdf", "-o", out,
                                               "--backend", "echo", "--password", "userpass"});
            QVERIFY2(unlocked.exitCode == kExitOk, unlocked.err.constData());
            QVERIFY(readAll(out + "/f-encrypted.md").startsWith("# Echo page"));
        }
        // Nothing readable at all: exit 3, nothing written.
        const Outcome none = runFolio({"ocr", in + "/c-empty.pdf", in + "/e-notes.png", "-o",
                                       path("none-out"), "--backend", "echo"});
        QCOMPARE(none.exitCode, kExitInput);
        QVERIFY(visibleFiles(path("none-out")).isEmpty());
    }

    // A FIFO among the inputs is named and skipped, not opened (which would wait forever for a
    // writer); the good file after it is read.
    void pipeAmongTheInputsIsSkipped() {
        const QString in = path("pipe-in");
        QVERIFY(QDir().mkpath(in));
        QVERIFY(::mkfifo(QFile::encodeName(in + "/page.png").constData(), 0600) == 0);
        QVERIFY(QFile::copy(m_good, in + "/good.png"));
        QVERIFY(QFile::link(in + "/page.png", in + "/link-to-pipe.png"));
        const QString out = path("pipe-out");
        const Outcome run = runFolio({"ocr", in + "/page.png", in + "/link-to-pipe.png", in + "/good.png", "-o", out,
                                      "--backend", "echo"}, {}, 30000);
        QVERIFY2(run.exitCode == kExitPartial, run.err.constData());
        QVERIFY2(run.err.contains("page.png: not a regular file (a pipe, socket or device): not read") &&
                     run.err.contains("link-to-pipe.png: not a regular file"),
                 run.err.constData());
        QCOMPARE(visibleFiles(out), QStringList{"good.md"});
    }

    // A file the user may not read is named with the system's reason, not skipped or "not found".
    void unreadableFileIsReported() {
        RunAs as;
        if (geteuid() == 0) as.uid = 65534;  // root reads everything: run as nobody
        QTemporaryDir dir;
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                              QFile::ReadOther | QFile::WriteOther |
                                              QFile::ExeOther | QFile::ReadGroup | QFile::ExeGroup);
        QVERIFY(QDir(dir.path()).mkpath("in"));
        QVERIFY(QFile::copy(m_good, dir.filePath("in/readable.png")));
        QVERIFY(QFile::copy(m_good, dir.filePath("in/secret.png")));
        QVERIFY(QFile::setPermissions(dir.filePath("in/secret.png"), QFileDevice::Permissions{}));
        if (as.uid == 0 && QFile(dir.filePath("in/secret.png")).open(QIODevice::ReadOnly))
            QSKIP("cannot make a file unreadable here");
        for (const QStringList& inputs :
             {QStringList{dir.filePath("in")},
              QStringList{dir.filePath("in/secret.png"), dir.filePath("in/readable.png")}}) {
            const QString out = dir.filePath(QStringLiteral("out-%1").arg(inputs.size()));
            const Outcome run = runFolioAs(
                QStringList{"ocr"} + inputs + QStringList{"-o", out, "--backend", "echo"}, as);
            QVERIFY2(run.exitCode == kExitPartial, run.err.constData());
            QVERIFY2(run.err.contains("secret.png: cannot be read (Permission denied)"),
                     run.err.constData());
            QCOMPARE(visibleFiles(out), QStringList{"readable.md"});
        }
    }

    // A document --pages selects nothing of is named with its page count, not dropped unsaid;
    // when that leaves nothing to do, the run says why and exits 3.
    void documentWithoutTheChosenPagesIsNamed() {
        const QString pdf = path("three.pdf");
        QVERIFY(writeBytes(pdf, manyPagePdf(3)));
        const QString out = path("chosen-out");
        const Outcome run = runFolio({"ocr", m_good, pdf, "-o", out, "--backend", "echo", "--pages", "2-3"});
        QVERIFY2(run.exitCode == kExitOk, run.err.constData());
        QVERIFY2(run.err.contains(qPrintable("skipped: " + m_good + " (it has no page 2-3: it has 1 page)")), run.err.constData());
        QCOMPARE(visibleFiles(out), QStringList{"three.md"});
        const Outcome none = runFolio({"ocr", pdf, "-o", out, "--backend", "echo", "--pages", "5-", "--quiet"});
        QCOMPARE(none.exitCode, kExitInput);
        QVERIFY2(none.err.contains(qPrintable("skipped: " + pdf + " (it has no page 5-: it has 3 pages)")), none.err.constData());
    }

    // What a folder search cannot take is named: a link that leads nowhere, a subfolder that
    // cannot be read, a pipe; the readable scans are written and the exit code says "partial".
    void folderEntriesLeftOutAreNamed() {
        RunAs as;
        if (geteuid() == 0) as.uid = 65534;  // root reads every folder: run as nobody
        QTemporaryDir dir;
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther |
                                                      QFile::WriteOther | QFile::ExeOther));
        const QString in = dir.filePath("in");
        QVERIFY(QDir().mkpath(in + "/locked"));
        QVERIFY(QFile::copy(m_good, in + "/good.png"));
        QVERIFY(QFile::copy(m_good, in + "/locked/hidden-scan.png"));
        QVERIFY(QFile::setPermissions(in + "/locked", QFileDevice::Permissions{}));
        QVERIFY(QFile::link(dir.filePath("moved-away.png"), in + "/gone.png"));
        QVERIFY(::mkfifo(QFile::encodeName(in + "/pipe.png").constData(), 0666) == 0);
        if (as.uid == 0 && QDir(in + "/locked").isReadable()) QSKIP("cannot make a folder unreadable here");
        const Outcome run = runFolioAs({"ocr", in, "-o", dir.filePath("out"), "--backend", "echo"}, as);
        QVERIFY2(run.exitCode == kExitPartial, run.err.constData());
        for (const QString& said : {in + "/gone.png: a link to " + dir.filePath("moved-away.png") + ", which does not exist",
                                    in + "/locked: the folder cannot be read (permission denied)",
                                    in + "/pipe.png: not a regular file"})
            QVERIFY2(run.err.contains(said.toUtf8()), qPrintable(said + " not in: " + run.err));
        QCOMPARE(visibleFiles(dir.filePath("out")), QStringList{"good.md"});
    }

    // A model folder whose files are there but broken: the run says why it cannot load (exit 4)
    // and does not promise that running it again would help.
    void brokenModelIsNotWorthARerun() {
        QTemporaryDir dir;
        const QString model = dir.filePath("model");
        QVERIFY(QDir().mkpath(model));
        QVERIFY(writeBytes(model + "/config.json", "{}"));
        QVERIFY(writeBytes(model + "/tokenizer.json", "{}"));
        QVERIFY(writeBytes(model + "/model.safetensors", QByteArray(100, '\x7f')));
        const Outcome run = runFolio({"ocr", m_good, "-o", dir.filePath("out"), "--model", model});
        QVERIFY2(run.exitCode == 4, run.err.constData());
        QVERIFY2(run.err.contains("the model could not be loaded: "), run.err.constData());
        QVERIFY2(!run.err.contains("run the same command again to retry") && !run.err.contains("run the same command again to read"),
                 run.err.constData());
        QVERIFY2(run.err.contains("fix or replace it"), run.err.constData());
    }

    // A file whose name is not UTF-8 (Latin-1, from an old archive) is named, its odd byte shown
    // escaped, and counted in the exit code, in a folder or named on its own: never left out unsaid.
    void nameThatIsNotUtf8IsNamed() {
        QTemporaryDir dir;
        const QString in = dir.filePath("in");
        QVERIFY(QDir().mkpath(in));
        QVERIFY(QFile::copy(m_good, in + "/good.png"));
        const QByteArray latin1 = QFile::encodeName(in) + "/caf\xe9.png";
        QFile source(m_good);
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QByteArray png = source.readAll();
        FILE* file = std::fopen(latin1.constData(), "wb");
        QVERIFY(file);
        const auto removeIt = qScopeGuard([&latin1] { ::unlink(latin1.constData()); });  // Qt cannot: it cannot name it
        QCOMPARE(std::fwrite(png.constData(), 1, size_t(png.size()), file), size_t(png.size()));
        std::fclose(file);
        const Outcome folder = runFolio({"ocr", in, "-o", dir.filePath("out"), "--backend", "echo"});
        QVERIFY2(folder.exitCode == kExitPartial, folder.err.constData());
        QVERIFY2(folder.err.contains(QFile::encodeName(in) + "/caf\\xE9.png: its name is not valid UTF-8; rename it"),
                 folder.err.constData());
        QCOMPARE(visibleFiles(dir.filePath("out")), QStringList{"good.md"});
        // Named on the command line: Qt's decoded name (U+FFFD) names nothing; said so, not "no such file".
        const Outcome named = runFolio({"ocr", QFile::decodeName(latin1), in + "/good.png", "-o", dir.filePath("out2"), "--backend", "echo"});
        QVERIFY2(named.exitCode == kExitPartial, named.err.constData());
        QVERIFY2(named.err.contains("its name is not valid UTF-8; rename it") && !named.err.contains("no such file"), named.err.constData());
    }

    // An output folder that cannot take a file ends the run before any page is recognised, with
    // the reason: not after a whole batch was read for nothing.
    void unwritableOutputFolderStopsBeforeAnyPage() {
        RunAs as;
        if (geteuid() == 0) as.uid = 65534;  // root writes everywhere: run as nobody
        QTemporaryDir dir;
        const auto everyone = QFile::ReadOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther |
                              QFile::ReadGroup | QFile::ExeGroup;
        QVERIFY(QFile::setPermissions(dir.path(), everyone | QFile::WriteOwner));
        QVERIFY(QFile::copy(m_good, dir.filePath("page.png")));
        QVERIFY(QFile::setPermissions(dir.filePath("page.png"), QFile::ReadOwner | QFile::ReadOther | QFile::ReadGroup));
        QVERIFY(QDir(dir.path()).mkpath("locked"));
        QVERIFY(QFile::setPermissions(dir.filePath("locked"), everyone));
        if (as.uid == 0 && QFile(dir.filePath("locked/x")).open(QIODevice::WriteOnly))
            QSKIP("cannot make a folder read-only here");
        QVERIFY(writeBytes(dir.filePath("afile"), "x"));
        const QList<std::pair<QString, QString>> cases{
            {dir.filePath("locked"), "locked: cannot write in the output folder (Permission denied)"},
            {dir.filePath("afile"), "afile: is a file; the output must go to a folder"},
            {dir.filePath("afile/sub"), "cannot create the output folder (" + dir.filePath("afile") + " is a file, not a folder)"},
            {dir.filePath("locked/new"), "cannot create the output folder (" + dir.filePath("locked") + ": Permission denied)"}};
        for (const auto& [out, message] : cases) {
            const Outcome run = runFolioAs({"ocr", dir.filePath("page.png"), "-o", out, "--backend", "echo", "--json"}, as);
            QVERIFY2(run.exitCode == kExitOutput, run.err.constData());
            QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
            for (const QJsonObject& event : run.events()) QVERIFY(event.value("event") != QLatin1String("page"));
        }
        QVERIFY(QDir(dir.filePath("locked")).isEmpty());
    }

    // Page 1 is written; page 2 (a cycle in the page tree) is a marked placeholder, in every
    // run: the rerun keeps page 1 and gives the same document, not an endless retry.
    void documentWithBadPageKeepsItsGoodPage() {
        const QString pdf = path("cycle.pdf");
        QVERIFY(writeBytes(pdf, pageTreeCyclePdf()));
        const QString out = path("cycle-out");
        for (int run = 0; run < 2; ++run) {
            const Outcome ocr = runFolio({"ocr", pdf, "-o", out, "--backend", "echo", "--json"});
            QVERIFY2(ocr.exitCode == kExitPartial, ocr.err.constData());
            QCOMPARE(ocr.events().first().value("resumed").toInt(),
                     run);  // page 1 kept on the rerun
            const QString md = QString::fromUtf8(readAll(out + "/cycle.md"));
            QVERIFY2(md.startsWith("# Echo page\n\nsize 1190x1540 "), qPrintable(md));
            QVERIFY2(md.contains("**[folio: page 2 is missing: cycle.pdf: page 2 cannot be read"),
                     qPrintable(md));
        }
        const Outcome json =
            runFolio({"ocr", pdf, "-o", out, "--backend", "echo", "--format", "json"});
        QCOMPARE(json.exitCode, kExitPartial);
        const QJsonArray pages = jsonPages(out + "/cycle.json");
        QCOMPARE(pages.size(), 2);
        QVERIFY(pages[0].toObject().value("text").toString().startsWith("# Echo page"));
        QVERIFY(pages[1].toObject().value("text").isNull());
        QVERIFY(pages[1].toObject().value("error").toString().contains("page 2 cannot be read"));
    }

    // A searchable PDF or hOCR of a document with an unreadable page holds its readable pages
    // (the unreadable one is left out and named) with exit 5; one with no readable page is not
    // written.
    void pageShapedFormatsLeaveOutTheUnreadablePage() {
        QVERIFY(writeBytes(path("cycle-shaped.pdf"), pageTreeCyclePdf()));
        QVERIFY(writeBytes(path("bomb-shaped.pdf"), contentStreamBombPdf()));
        for (const QString format : {"pdf", "hocr"}) {
            const QString out = path("shaped-" + format);
            const Outcome run = runFolio({"ocr", path("cycle-shaped.pdf"), path("bomb-shaped.pdf"), "-o", out, "--backend",
                                          "echo", "--format", format, "--page-time-limit", "3"});
            QVERIFY2(run.exitCode == kExitPartial, run.err.constData());
            QVERIFY2(run.err.contains("cycle-shaped.pdf page 2 failed: ") &&
                         run.err.contains(qPrintable(out + "/cycle-shaped." + format + " leaving out 1 unreadable page")),
                     run.err.constData());
            QVERIFY2(run.err.contains("bomb-shaped.pdf not written: none of its pages could be read"), run.err.constData());
            QCOMPARE(visibleFiles(out), QStringList{"cycle-shaped." + format});
            const QByteArray written = readAll(out + "/cycle-shaped." + format);
            if (format == QLatin1String("hocr")) {
                QCOMPARE(written.count("class='ocr_page'") + written.count("class=\"ocr_page\""), 1);
            } else {
                QVERIFY(written.startsWith("%PDF"));
                QProcess info;
                info.start("pdfinfo", {out + "/cycle-shaped.pdf"});
                if (info.waitForFinished()) QVERIFY(info.readAllStandardOutput().contains("Pages:           1\n"));
            }
        }
    }

    // --redo of a page that now fails (its image damaged in place, same size and time) keeps the
    // text an earlier run recognised, says so, and exits 5.
    void redoOfAFailingPageKeepsItsEarlierText() {
        const QString image = path("fragile.png");
        QVERIFY(QFile::copy(m_good, image));
        const QString out = path("fragile-out");
        QCOMPARE(runFolio({"ocr", image, "-o", out, "--backend", "echo"}).exitCode, kExitOk);
        const QByteArray good = readAll(out + "/fragile.md");
        QVERIFY(good.startsWith("# Echo page"));
        const QDateTime modified = QFileInfo(image).lastModified();
        QByteArray bytes = readAll(image);
        for (qsizetype i = bytes.size() / 2; i < bytes.size() / 2 + 16; ++i) bytes[i] = char(~bytes[i]);
        QVERIFY(writeBytes(image, bytes));
        QFile file(image);
        QVERIFY(file.open(QIODevice::ReadWrite) && file.setFileTime(modified, QFileDevice::FileModificationTime));
        file.close();
        const Outcome redo = runFolio({"ocr", image, "-o", out, "--backend", "echo", "--redo"});
        QVERIFY2(redo.exitCode == kExitPartial, redo.err.constData());
        QVERIFY2(redo.err.contains("fragile.png page 1 failed: ") &&
                     redo.err.contains("; kept the text an earlier run recognised"),
                 redo.err.constData());
        QCOMPARE(readAll(out + "/fragile.md"), good);
    }

    // Pages that all fail to decode are no partial success: exit 3, the code for nothing read.
    void everyPageUnreadableIsNoPartialSuccess() {
        QByteArray bytes = readAll(m_good);
        for (qsizetype i = bytes.size() / 2; i < bytes.size() / 2 + 16; ++i) bytes[i] = char(~bytes[i]);
        QVERIFY(writeBytes(path("damaged-1.png"), bytes));
        QVERIFY(writeBytes(path("damaged-2.png"), bytes));
        const Outcome run = runFolio({"ocr", path("damaged-1.png"), path("damaged-2.png"), "-o", path("damaged-out"),
                                      "--backend", "echo"});
        QVERIFY2(run.exitCode == kExitInput, run.err.constData());
        QVERIFY2(run.err.contains("0 pages done, 2 failed"), run.err.constData());
    }

    // Each bomb fails its page alone, with a message, in well under 30 s and 1 GiB; the good
    // file of the same run is written.
    void decompressionBombsFailFastWithinMemory() {
        QVERIFY(writeBytes(path("bomb-content.pdf"), contentStreamBombPdf()));
        QVERIFY(writeBytes(path("bomb-image.pdf"), imageStreamBombPdf()));
        const QString out = path("bombs-out");
        const Outcome run = runFolio({"ocr", path("bomb-content.pdf"), path("bomb-image.pdf"),
                                      m_good, "-o", out, "--backend", "echo"});
        rusage children{};
        getrusage(RUSAGE_CHILDREN, &children);  // every process this test waited for, and theirs
        const double peakMiB = children.ru_maxrss / 1024.0;
        qInfo("two bombs and a good page: %.1f s, largest process %.0f MiB", run.ms / 1000.0,
              peakMiB);
        QVERIFY2(run.exitCode == kExitPartial, run.err.constData());
        QVERIFY2(run.ms < 30000, qPrintable(QString::number(run.ms)));
        QVERIFY2(peakMiB < 1024, qPrintable(QString::number(peakMiB)));
        QCOMPARE(visibleFiles(out), QStringList({"bomb-content.md", "bomb-image.md", "good.md"}));
        for (const QString name : {"bomb-content", "bomb-image"}) {
            const QString md = QString::fromUtf8(readAll(out + '/' + name + ".md"));
            QVERIFY2(md.contains("[folio: page 1 is missing: " + name +
                                 ".pdf: page 1 could not be rendered: "),
                     qPrintable(md));
            QVERIFY2(md.contains("longer than 10 s") || md.contains("memory"), qPrintable(md));
        }
        QCOMPARE(QString::fromUtf8(readAll(out + "/good.md")), echoTextFor(QImage(m_good)) + '\n');
    }

    // Poppler's repair messages never reach the terminal; a count does (not with --quiet).
    void popplerMessagesAreCountedNotPrinted() {
        const QString pdf = QStringLiteral(
            FOLIO_SHARED_DATA "/documents/pdf_malformed/corrupt_deeply-nested-objects.pdf");
        if (!QFile::exists(pdf))
            QSKIP("shared data absent: documents/pdf_malformed/corrupt_deeply-nested-objects.pdf");
        const Outcome quiet = runFolio(
            {"ocr", pdf, "-o", path("noisy-q"), "--backend", "echo", "--pages", "1-2", "--quiet"});
        QCOMPARE(quiet.exitCode, kExitOk);
        QVERIFY2(quiet.err.isEmpty(), quiet.err.left(500).constData());
        const Outcome plain =
            runFolio({"ocr", pdf, "-o", path("noisy"), "--backend", "echo", "--pages", "1-2"});
        QCOMPARE(plain.exitCode, kExitOk);
        QVERIFY2(plain.err.count('\n') < 10, plain.err.left(500).constData());
        QVERIFY2(QRegularExpression("Poppler reported \\d{3,} problems")
                     .match(QString::fromUtf8(plain.err))
                     .hasMatch(),
                 plain.err.constData());
    }

    // A rerun with other settings says which pages it keeps and with what; --redo redoes them.
    void rerunWithOtherSettingsSaysWhatItKeeps() {
        const QString out = path("settings-out");
        QCOMPARE(runFolio({"ocr", m_good, "-o", out, "--backend", "echo", "--lang", "fr"}).exitCode,
                 kExitOk);
        const Outcome kept = runFolio(
            {"ocr", m_good, "-o", out, "--backend", "echo", "--lang", "de", "--max-tokens", "99"});
        QCOMPARE(kept.exitCode, kExitOk);
        QVERIFY2(kept.err.contains(
                     "kept 1 page recognised earlier with lang fr, max-tokens 4096, model echo "
                     "(now lang de, max-tokens 99, model echo); --redo recognises them again"),
                 kept.err.constData());
        const Outcome redone = runFolio(
            {"ocr", m_good, "-o", out, "--backend", "echo", "--lang", "de", "--redo", "--json"});
        QCOMPARE(redone.exitCode, kExitOk);
        QCOMPARE(redone.events().first().value("resumed").toInt(), 0);
        QCOMPARE(redone.events().last().value("done").toInt(), 1);
        const Outcome same =
            runFolio({"ocr", m_good, "-o", out, "--backend", "echo", "--lang", "de"});
        QVERIFY2(!same.err.contains("kept 1 page recognised earlier"), same.err.constData());
    }

    // A rerun of one page of a document keeps the other pages its output held (from the saved
    // results) and says so, instead of shrinking the document to the page chosen now.
    void narrowerPagesKeepTheOtherPagesOfTheOutput() {
        const QString pdf = path("five.pdf");
        QVERIFY(writeBytes(pdf, manyPagePdf(5)));
        const QString out = path("five-out");
        QCOMPARE(runFolio({"ocr", pdf, "-o", out, "--backend", "echo", "--format", "json"}).exitCode, kExitOk);
        QCOMPARE(jsonPages(out + "/five.json").size(), 5);
        const Outcome again = runFolio({"ocr", pdf, "-o", out, "--backend", "echo", "--format", "json",
                                        "--pages", "5", "--redo"});
        QVERIFY2(again.exitCode == kExitOk, again.err.constData());
        const QJsonArray pages = jsonPages(out + "/five.json");
        QCOMPARE(pages.size(), 5);
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(pages[i].toObject().value("page").toInt(), i + 1);
            QVERIFY(pages[i].toObject().value("text").toString().startsWith("# Echo page"));
        }
        QVERIFY2(again.err.contains(qPrintable(out + "/five.json keeps pages 1-4 from an earlier run besides those --pages chose")),
                 again.err.constData());
    }

    // Pages kept from a run without --auto-rotate are named as made with other settings, as
    // for --max-tokens, and --redo reads them again.
    void rerunWithAutoRotateSaysWhatItKeeps() {
        const QString out = path("rotate-out");
        QCOMPARE(runFolio({"ocr", m_good, "-o", out, "--backend", "echo"}).exitCode, kExitOk);
        const Outcome kept = runFolio({"ocr", m_good, "-o", out, "--backend", "echo", "--auto-rotate"});
        QCOMPARE(kept.exitCode, kExitOk);
        QVERIFY2(kept.err.contains("kept 1 page recognised earlier with lang auto, max-tokens 4096, model echo "
                                   "(now lang auto, max-tokens 4096, model echo, auto-rotate); --redo recognises them again"),
                 kept.err.constData());
        const Outcome redone = runFolio({"ocr", m_good, "-o", out, "--backend", "echo", "--auto-rotate", "--redo", "--json"});
        QCOMPARE(redone.events().last().value("done").toInt(), 1);
        const Outcome same = runFolio({"ocr", m_good, "-o", out, "--backend", "echo", "--auto-rotate"});
        QVERIFY2(!same.err.contains("recognised earlier"), same.err.constData());
    }

    // A server that answers a page that is not blank with no text has not read it: the page is
    // marked missing (exit 5), not saved as done, and a rerun asks again.
    void emptyAnswerIsAFailedPage() {
        const QString python = QStandardPaths::findExecutable("python3");
        if (python.isEmpty()) QSKIP("python3 is needed for the test server");
        const QString answers = path("empty-answers.json");
        QVERIFY(writeBytes(answers, QByteArray::number(QImage(m_good).width()).prepend("{\"").append(
                                        "\": {\"text\": \"\", \"finish_reason\": \"stop\"}}")));
        QProcess server;
        server.start(python, {FOLIO_SOURCE_DIR "/tests/cli/finish_reason_server.py", answers, path("empty-widths.log")});
        QVERIFY(server.waitForReadyRead(10000));
        const auto port = QRegularExpression("listening on (\\d+)").match(QString::fromUtf8(server.readAllStandardOutput()));
        QVERIFY(port.hasMatch());
        const QString other = path("empty-other.png");  // answered with text: written, kept by the rerun
        QVERIFY(makePage(3, 90, 70).save(other));
        const QStringList ocr{"ocr", m_good, other, "-o", path("empty-out"), "--backend",
                              "http://127.0.0.1:" + port.captured(1), "--retries", "0"};
        for (int run = 1; run <= 2; ++run) {
            const Outcome answered = runFolio(ocr);
            QVERIFY2(answered.exitCode == kExitPartial, answered.err.constData());
            QVERIFY2(answered.err.contains("good.png page 1 failed: the model answered with no text for a page that is not "
                                           "blank (a rerun reads it again)"),
                     answered.err.constData());
            QVERIFY2(answered.err.contains(qPrintable(QStringLiteral(", %1 kept from before").arg(run - 1))), answered.err.constData());
            QVERIFY(readAll(path("empty-out/good.md")).contains("[folio: page 1 is missing: the model answered with no text"));
            QCOMPARE(readAll(path("empty-out/empty-other.md")), QByteArray("Plain text.\n"));
            QCOMPARE(readAll(path("empty-widths.log")).count(QByteArray::number(QImage(m_good).width()) + '\n'), run);  // asked again
        }
        server.kill();
        server.waitForFinished();
    }

    // An image above Qt's 128 MB decoding cap (6000 x 6000) is read, and reaches the model at the
    // size PDF pages are rendered to.
    void largeImageIsDecodedAndScaledDown() {
        QImage large(6000, 6000, QImage::Format_RGB32);
        large.fill(Qt::white);
        for (int y = 600; y < 5400; y += 120)  // lines of "text", so that the page is not blank
            for (int t = 0; t < 24; ++t)
                for (int x = 600; x < 5400; ++x) large.setPixel(x, y + t, qRgb(0, 0, 0));
        const QString file = path("large.png");
        QVERIFY(large.save(file));
        const Outcome run = runFolio({"ocr", file, "-o", path("large-out"), "--backend", "echo"});
        QVERIFY2(run.exitCode == kExitOk, run.err.constData());
        QVERIFY(readAll(path("large-out/large.md")).contains("size 1540x1540 "));
    }
};

QTEST_GUILESS_MAIN(TestCliReliability)
#include "test_cli_reliability.moc"

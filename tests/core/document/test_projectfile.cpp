// .folio files: round trip, moved projects, damaged and foreign files, versions, atomic saves.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

#include "document/project.h"
#include "document/projectfile.h"

using namespace folio;

namespace {

ProjectSnapshot sampleSnapshot(const QString& imageDir) {
    ProjectSnapshot s;
    Page a;
    a.source = {imageDir + QStringLiteral("/scan-1.png"), 0, 0};
    a.rawText = QStringLiteral("# Titel\n\n$E = mc^2$ und <table><tr><td>x</td></tr></table>");
    a.editedText = QStringLiteral("# Titel\n\nBearbeitet: $E = mc^2$ — “Anführung” 中文");
    a.state = PageState::Done;
    Region r;
    r.rect = QRect(10, 20, 300, 400);
    r.rawText = QStringLiteral("region text \\frac{1}{2}");
    a.regions.append(r);
    Page b;
    b.source = {imageDir + QStringLiteral("/book.pdf"), 4, 200};
    b.state = PageState::Failed;
    b.error = QStringLiteral("out of memory");
    s.pages = {a, b};
    s.languages = {QStringLiteral("de"), QStringLiteral("zh")};
    s.settings = {{QStringLiteral("postprocess/joinHyphenatedLines"), true}, {QStringLiteral("export/format"), QStringLiteral("docx")}};
    return s;
}

void touchFile(const QString& path) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& data) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

}  // namespace

class TestProjectFile : public QObject {
    Q_OBJECT
private slots:
    void roundTrip() {
        QTemporaryDir dir;
        const ProjectSnapshot saved = sampleSnapshot(dir.path());
        QString error;
        const QString path = dir.filePath(QStringLiteral("book.folio"));
        QVERIFY2(saveProjectFile(saved, path, &error), qPrintable(error));
        const auto loaded = loadProjectFile(path, &error);
        QVERIFY2(loaded, qPrintable(error));
        const ProjectSnapshot& s = loaded->snapshot;
        QCOMPARE(s.pages.size(), 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(s.pages[i].id, saved.pages[i].id);
            QCOMPARE(s.pages[i].source.filePath, saved.pages[i].source.filePath);
            QCOMPARE(s.pages[i].source.pageIndex, saved.pages[i].source.pageIndex);
            QCOMPARE(s.pages[i].source.renderDpi, saved.pages[i].source.renderDpi);
            QCOMPARE(s.pages[i].rawText, saved.pages[i].rawText);
            QCOMPARE(s.pages[i].editedText, saved.pages[i].editedText);
            QCOMPARE(s.pages[i].state, saved.pages[i].state);
            QCOMPARE(s.pages[i].error, saved.pages[i].error);
        }
        QCOMPARE(s.pages[0].regions.size(), 1);
        QCOMPARE(s.pages[0].regions[0].id, saved.pages[0].regions[0].id);
        QCOMPARE(s.pages[0].regions[0].rect, saved.pages[0].regions[0].rect);
        QCOMPARE(s.pages[0].regions[0].rawText, saved.pages[0].regions[0].rawText);
        QCOMPARE(s.languages, saved.languages);
        QCOMPARE(s.settings, saved.settings);

        // Through the Project object as the app uses it.
        Project project;
        project.restore(s);
        QVERIFY(!project.isModified());
        QCOMPARE(project.pages().size(), 2);
        QCOMPARE(project.settings().value(QStringLiteral("export/format")).toString(), QStringLiteral("docx"));
    }

    void runningPagesReopenIdle() {
        QTemporaryDir dir;
        ProjectSnapshot s = sampleSnapshot(dir.path());
        s.pages[0].state = PageState::Running;
        QString error;
        const QString path = dir.filePath(QStringLiteral("p.folio"));
        QVERIFY(saveProjectFile(s, path, &error));
        QCOMPARE(loadProjectFile(path, &error)->snapshot.pages[0].state, PageState::Idle);
    }

    void projectMovedWithItsImages() {
        QTemporaryDir dir;
        QDir(dir.path()).mkpath(QStringLiteral("old/scans"));
        const QString oldDir = dir.filePath(QStringLiteral("old"));
        touchFile(oldDir + QStringLiteral("/scans/scan-1.png"));
        QString error;
        QVERIFY(saveProjectFile(sampleSnapshot(oldDir + QStringLiteral("/scans")), oldDir + QStringLiteral("/p.folio"), &error));
        QVERIFY(QDir(dir.path()).rename(QStringLiteral("old"), QStringLiteral("new")));
        const auto loaded = loadProjectFile(dir.filePath(QStringLiteral("new/p.folio")), &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->snapshot.pages[0].source.filePath, dir.filePath(QStringLiteral("new/scans/scan-1.png")));
    }

    // A file whose import was cut short is saved with how far it got, its path relative to the
    // project like a page's; a file without one reads as none; a bad one names the field.
    void unfinishedImportsRoundTripAndMoveWithTheProject() {
        QTemporaryDir dir;
        QDir(dir.path()).mkpath(QStringLiteral("old/scans"));
        touchFile(dir.filePath(QStringLiteral("old/scans/long.pdf")));
        ProjectSnapshot snapshot = sampleSnapshot(dir.filePath(QStringLiteral("old/scans")));
        snapshot.unfinishedImports = {{dir.filePath(QStringLiteral("old/scans/long.pdf")), 80, 605}};
        QString error;
        QVERIFY2(saveProjectFile(snapshot, dir.filePath(QStringLiteral("old/p.folio")), &error), qPrintable(error));
        const QJsonObject json = QJsonDocument::fromJson(readAll(dir.filePath(QStringLiteral("old/p.folio")))).object();
        const QJsonObject saved = json.value(QStringLiteral("unfinishedImports")).toArray().at(0).toObject();
        QCOMPARE(saved.value(QStringLiteral("path")).toString(), QStringLiteral("scans/long.pdf"));
        QCOMPARE(saved.value(QStringLiteral("nextPage")).toInt(), 80);
        QCOMPARE(saved.value(QStringLiteral("pageCount")).toInt(), 605);
        QVERIFY(QDir(dir.path()).rename(QStringLiteral("old"), QStringLiteral("new")));
        const auto loaded = loadProjectFile(dir.filePath(QStringLiteral("new/p.folio")), &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->snapshot.unfinishedImports,
                 (QList<UnfinishedImport>{{dir.filePath(QStringLiteral("new/scans/long.pdf")), 80, 605}}));

        snapshot.unfinishedImports.clear();
        QVERIFY(saveProjectFile(snapshot, dir.filePath(QStringLiteral("done.folio")), &error));
        QVERIFY(!readAll(dir.filePath(QStringLiteral("done.folio"))).contains("unfinishedImports"));
        QVERIFY(loadProjectFile(dir.filePath(QStringLiteral("done.folio")), &error)->snapshot.unfinishedImports.isEmpty());

        const QString bad = dir.filePath(QStringLiteral("bad.folio"));
        writeAll(bad, R"({"format": "folio-project", "formatVersion": 2, "pages": [],
            "unfinishedImports": [{"absolutePath": "/scans/a.pdf", "nextPage": 9, "pageCount": 9}]})");
        QVERIFY(!loadProjectFile(bad, &error));
        QVERIFY2(error.contains(QStringLiteral("unfinished import 1")) && error.contains(QStringLiteral("nextPage")),
                 qPrintable(error));
        writeAll(bad, R"({"format": "folio-project", "formatVersion": 2, "pages": [],
            "unfinishedImports": [{"absolutePath": "/scans/a.pdf", "nextPage": 0, "pageCount": 0}]})");
        QVERIFY(!loadProjectFile(bad, &error));
        QVERIFY2(error.contains(QStringLiteral("unfinished import 1")) && error.contains(QStringLiteral("“pageCount” must be at least 1")),
                 qPrintable(error));
    }

    void damagedFileNamesFileAndLine() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.folio"));
        writeAll(path, "{\n  \"format\": \"folio-project\",\n  \"formatVersion\": 1,\n  \"pages\": [ {\"source\": ");
        QString error;
        QVERIFY(!loadProjectFile(path, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("line 4")), qPrintable(error));
    }

    void foreignAndMissingFiles() {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!loadProjectFile(dir.filePath(QStringLiteral("nope.folio")), &error));
        QVERIFY(error.contains(QStringLiteral("nope.folio")));
        const QString other = dir.filePath(QStringLiteral("other.folio"));
        writeAll(other, R"({"name": "something else"})");
        QVERIFY(!loadProjectFile(other, &error));
        QVERIFY2(error.contains(QStringLiteral("not a Folio project")), qPrintable(error));
    }

    void badFieldNamesPageAndField() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.folio"));
        writeAll(path, R"({"format": "folio-project", "formatVersion": 1, "pages": [
            {"source": {"path": "a.png"}, "editedText": "ok"},
            {"source": {"path": "b.png"}, "editedText": 42}]})");
        QString error;
        QVERIFY(!loadProjectFile(path, &error));
        QVERIFY2(error.contains(QStringLiteral("page 2")) && error.contains(QStringLiteral("editedText")), qPrintable(error));
    }

    void newerVersionSaysWhy() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.folio"));
        writeAll(path, R"({"format": "folio-project", "formatVersion": 7, "pages": []})");
        QString error;
        QVERIFY(!loadProjectFile(path, &error));
        QVERIFY2(error.contains(QStringLiteral("newer Folio")) && error.contains(QStringLiteral("7")), qPrintable(error));
    }

    // A file written by a version 1 writer that knew fewer fields (no settings, regions, ids,
    // edited text) opens with sensible defaults.
    void minimalVersionOneFileOpens() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.folio"));
        writeAll(path, R"({"format": "folio-project", "formatVersion": 1,
                          "pages": [{"source": {"absolutePath": "/data/scan.png"}, "rawText": "Text"}]})");
        QString error;
        const auto loaded = loadProjectFile(path, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->snapshot.pages.size(), 1);
        QCOMPARE(loaded->snapshot.pages[0].source.filePath, QStringLiteral("/data/scan.png"));
        QCOMPARE(loaded->snapshot.pages[0].editedText, QStringLiteral("Text"));
        QVERIFY(!loaded->snapshot.pages[0].id.isNull());
    }

    // Version 2 stores the layout blocks of grounding models; a file written by Folio 0.1
    // (version 1, before layout existed) opens with every field as it was.
    void layoutBlocksRoundTripAndVersionOneOpensUnchanged() {
        QTemporaryDir dir;
        ProjectSnapshot s = sampleSnapshot(dir.path());
        LayoutBlock title;
        title.label = QStringLiteral("title");
        title.text = QStringLiteral("# Titel");
        title.hasBox = true;
        title.box = {100, 40, 900, 90};
        LayoutBlock more;
        more.label = QStringLiteral("brand_new_label");
        more.text = QStringLiteral("continued");
        more.continues = true;
        s.pages[0].layout = {title, more};
        const QString path = dir.filePath(QStringLiteral("layout.folio"));
        QString error;
        QVERIFY2(saveProjectFile(s, path, &error), qPrintable(error));
        const auto loaded = loadProjectFile(path, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->formatVersion, 2);
        QCOMPARE(loaded->snapshot.pages[0].layout, s.pages[0].layout);
        QVERIFY(loaded->snapshot.pages[1].layout.isEmpty());

        const auto old = loadProjectFile(QStringLiteral(FOLIO_SOURCE_DIR "/tests/data/projects/written-by-0.1-format-1.folio"), &error);
        QVERIFY2(old, qPrintable(error));
        QCOMPARE(old->formatVersion, 1);
        const Page& page = old->snapshot.pages[0];
        QCOMPARE(page.id, QUuid::fromString(QStringLiteral("5c0f3b8e-6f0a-4a53-9d57-0b6c1d1a2f11")));
        QCOMPARE(page.editedText, QStringLiteral("# Titel\n\nBearbeitet: $E = mc^2$ — “Anführung” 中文"));
        QCOMPARE(page.rawText, QStringLiteral("# Titel\n\n$E = mc^2$ und <table><tr><td>x</td></tr></table>"));
        QCOMPARE(page.regions.size(), 1);
        QCOMPARE(page.regions[0].rect, QRect(10, 20, 300, 400));
        QCOMPARE(page.state, PageState::Done);
        QVERIFY(page.layout.isEmpty());
        QCOMPARE(old->snapshot.pages[1].source.renderDpi, 200.0);
        QCOMPARE(old->snapshot.pages[1].error, QStringLiteral("out of memory"));
        QCOMPARE(old->snapshot.languages, (QStringList{QStringLiteral("de"), QStringLiteral("en")}));
        QCOMPARE(old->snapshot.settings.value(QStringLiteral("export/format")).toString(), QStringLiteral("docx"));
        QVERIFY(page.lowConfidence.isEmpty());
    }

    void lowConfidenceSpansRoundTrip() {
        QTemporaryDir dir;
        ProjectSnapshot s = sampleSnapshot(dir.path());
        // "Bearbeitet" and "中文" of "# Titel\n\nBearbeitet: $E = mc^2$ — “Anführung” 中文".
        s.pages[0].lowConfidence = {{9, 10, 0.125}, {s.pages[0].editedText.size() - 2, 2, 0.03}};
        const QString path = dir.filePath(QStringLiteral("confidence.folio"));
        QString error;
        QVERIFY2(saveProjectFile(s, path, &error), qPrintable(error));
        const auto loaded = loadProjectFile(path, &error);
        QVERIFY2(loaded, qPrintable(error));
        const Page& page = loaded->snapshot.pages[0];
        QCOMPARE(page.lowConfidence, s.pages[0].lowConfidence);
        QCOMPARE(page.editedText.mid(page.lowConfidence[0].start, page.lowConfidence[0].length), QStringLiteral("Bearbeitet"));
        QCOMPARE(page.editedText.mid(page.lowConfidence[1].start, page.lowConfidence[1].length), QStringLiteral("中文"));
        QVERIFY(loaded->snapshot.pages[1].lowConfidence.isEmpty());
        // Still format 2: a Folio without spans opens the file and leaves the field alone.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(root.value(QStringLiteral("formatVersion")).toInt(), 2);
        QVERIFY(!root.value(QStringLiteral("pages")).toArray()[1].toObject().contains(QStringLiteral("lowConfidence")));
    }

    void aSpanOutsideTheTextNamesPageAndSpan() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.folio"));
        writeAll(path, R"({"format": "folio-project", "formatVersion": 2,
                          "pages": [{"editedText": "short", "lowConfidence": [{"start": 0, "length": 5, "probability": 0.1},
                                                                              {"start": 3, "length": 9, "probability": 0.1}]}]})");
        QString error;
        QVERIFY(!loadProjectFile(path, &error));
        QVERIFY2(error.contains(QStringLiteral("page 1 low-confidence span 2")) && error.contains(QStringLiteral("start")),
                 qPrintable(error));
    }

    // A page's turn, skew, auto-rotate mark and blank mark survive a save; a page that has none
    // writes none of the fields (older readers see the file as before), and a turn that is not a
    // quarter turn names the page and the field.
    void orientationAndBlankRoundTrip() {
        QTemporaryDir dir;
        ProjectSnapshot s = sampleSnapshot(dir.path());
        s.pages[0].rotation = 270;
        s.pages[0].skew = -1.25;
        s.pages[0].orientationDetected = true;
        s.pages[1].blank = true;
        const QString path = dir.filePath(QStringLiteral("turned.folio"));
        QString error;
        QVERIFY2(saveProjectFile(s, path, &error), qPrintable(error));
        const auto loaded = loadProjectFile(path, &error);
        QVERIFY2(loaded, qPrintable(error));
        const Page& turned = loaded->snapshot.pages[0];
        QCOMPARE(turned.rotation, 270);
        QCOMPARE(turned.skew, -1.25);
        QVERIFY(turned.orientationDetected);
        QVERIFY(!turned.blank);
        QCOMPARE(loaded->snapshot.pages[1].rotation, 0);
        QVERIFY(loaded->snapshot.pages[1].blank);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray pages = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("pages")).toArray();
        QVERIFY(!pages[1].toObject().contains(QStringLiteral("rotation")));
        QVERIFY(!pages[0].toObject().contains(QStringLiteral("blank")));

        const QString bad = dir.filePath(QStringLiteral("bad-turn.folio"));
        writeAll(bad, R"({"format": "folio-project", "formatVersion": 2,
                         "pages": [{"rawText": "x"}, {"rawText": "y", "rotation": 45}]})");
        QVERIFY(!loadProjectFile(bad, &error));
        QVERIFY2(error.contains(QStringLiteral("page 2")) && error.contains(QStringLiteral("rotation")), qPrintable(error));
    }

    void aBadLayoutBoxNamesPageAndBlock() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.folio"));
        writeAll(path, R"({"format": "folio-project", "formatVersion": 2,
                          "pages": [{"rawText": "x", "layout": [{"label": "text", "box": [5, 900, 10, 100]}]}]})");
        QString error;
        QVERIFY(!loadProjectFile(path, &error));
        QVERIFY2(error.contains(QStringLiteral("page 1 block 1")) && error.contains(QStringLiteral("box")), qPrintable(error));
    }

    // A save that fails half-way (the disk fills up) must leave the previous file as it was and
    // no stray temporary file. RLIMIT_FSIZE makes the write fail even for root.
    void failedSaveKeepsPreviousFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("atomic.folio"));
        ProjectSnapshot small = sampleSnapshot(dir.path());
        QString error;
        QVERIFY(saveProjectFile(small, path, &error));
        const QByteArray before = readAll(path);

        // Larger than Qt's write buffer, and smaller (a few pages: the whole file is one flush at
        // the end, whose failure a buffered QSaveFile did not report).
        for (const qsizetype textSize : {200000, 4000}) {
            ProjectSnapshot edited = small;
            edited.pages[0].editedText = QString(textSize, u'x');
            struct rlimit old {};
            getrlimit(RLIMIT_FSIZE, &old);
            const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
            struct rlimit limit = old;
            limit.rlim_cur = std::min<rlim_t>(before.size() + 100, textSize / 2);
            QCOMPARE(setrlimit(RLIMIT_FSIZE, &limit), 0);
            const bool ok = saveProjectFile(edited, path, &error);
            setrlimit(RLIMIT_FSIZE, &old);
            std::signal(SIGXFSZ, oldHandler);

            QVERIFY2(!ok, qPrintable(QString::number(textSize)));
            QVERIFY2(error.contains(path), qPrintable(error));
            QCOMPARE(readAll(path), before);
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("atomic.folio")});
        }
    }

    void unwritableFolderIsAnError() {
        if (geteuid() == 0) QSKIP("running as root: folder permissions do not stop root; covered by failedSaveKeepsPreviousFile");
        QTemporaryDir dir;
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
        QString error;
        QVERIFY(!saveProjectFile(sampleSnapshot(dir.path()), dir.filePath(QStringLiteral("x.folio")), &error));
        QVERIFY(error.contains(QStringLiteral("x.folio")));
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
};

QTEST_MAIN(TestProjectFile)
#include "test_projectfile.moc"

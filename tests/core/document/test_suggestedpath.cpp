// Where the save and export dialogs start.
#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "document/project.h"
#include "document/suggestedpath.h"

using namespace folio;

class TestSuggestedPath : public QObject {
    Q_OBJECT
    static void addPage(Project& project, const QString& file) {
        Page page;
        page.source.filePath = file;
        project.addPage(page);
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void besideTheProjectOrTheFirstScan() {
        QTemporaryDir dir;
        Project project;
        addPage(project, dir.filePath("minutes.scan.png"));
        QCOMPARE(suggestedFilePath(project, {}, ".md", "document"), dir.filePath("minutes.scan.md"));
        QCOMPARE(suggestedFilePath(project, dir.filePath("book.folio"), ".md", "document"), dir.filePath("book.md"));
    }

    // Pages pasted from the clipboard live in Folio's data folder: not a place for the user's files.
    void notInFoliosOwnFolderNorNowhere() {
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString ours = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QVERIFY(QDir().mkpath(ours + "/pasted"));
        Project project;
        addPage(project, ours + "/pasted/clip.png");
        QCOMPARE(suggestedFilePath(project, {}, ".folio", "Untitled"), documents + "/Untitled.folio");
        QTemporaryDir last;
        QCOMPARE(suggestedFilePath(project, {}, ".folio", "Untitled", last.path()), last.path() + "/Untitled.folio");
        // A fallback folder that is gone is no place either.
        QCOMPARE(suggestedFilePath(Project(), {}, ".md", "document", "/no/such/folder"), documents + "/document.md");
        // A scan whose folder is gone (moved): the fallback, not a dialog opening on nothing.
        Project moved;
        addPage(moved, "/no/such/folder/scan.png");
        QCOMPARE(suggestedFilePath(moved, {}, ".md", "document"), documents + "/document.md");
    }
};

QTEST_GUILESS_MAIN(TestSuggestedPath)
#include "test_suggestedpath.moc"

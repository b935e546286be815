// The window never loses the user's work, and takes drops where it says so: re-recognizing an
// edited page asks and is undoable, quitting with changes asks, a killed session is offered back
// at the next start, files dropped on the page view, the thumbnails or the editor become pages,
// and a thumbnail dropped on another goes before or after it. Drags are delivered as the platform
// delivers them: to the widget under the pointer that takes drops, enter, move, then drop.
#include <cmath>
#include <csignal>
#include <sys/resource.h>
#include <numeric>

#include <QAction>
#include <QDir>
#include <QDragEnterEvent>
#include <QMimeData>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QSpinBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QProcess>
#include <QProgressBar>
#include <QScrollBar>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QPainter>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QScopeGuard>
#include <QTranslator>
#include <QtTest>

#include "../cli/handmadepdfs.h"
#include "../core/jobs/scriptedbackend.h"
#include "document/autosave.h"
#include "export/exportcommand.h"
#include "document/project.h"
#include "document/projectfile.h"
#include "editor/resulteditor.h"
#include "editor/spellchecker.h"
#include "i18n/interface_language.h"
#include "import/pageimages.h"
#include "jobs/jobqueue.h"
#include "pages/missingsourcesbar.h"
#include "pages/pagelist.h"
#include "pageview/pageview.h"
#include "settings/settings.h"
#include "uitesting.h"
#include "window/mainwindow.h"

using namespace folio;
using folio::testing::ScriptedBackend;

namespace {

struct Question {
    QString title;
    QString text;
    QStringList answers;
};

// Delivers a drag as QWidgetWindow does: to the deepest widget under `windowPos` that accepts
// drops, as DragEnter and DragMove, then Drop when the move was accepted. True when dropped.
bool dragAndDrop(QWidget* window, QPoint windowPos, QMimeData* mime,
                 Qt::DropActions actions = Qt::CopyAction | Qt::MoveAction) {
    QWidget* target = window->childAt(windowPos);
    if (!target) target = window;
    while (target && !target->acceptDrops() && !target->isWindow()) target = target->parentWidget();
    if (!target || !target->acceptDrops()) return false;
    const QPoint local = target->mapFrom(window, windowPos);
    QDragEnterEvent enter(local, actions, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    if (!enter.isAccepted()) return false;
    QDragMoveEvent move(local, actions, mime, Qt::LeftButton, Qt::NoModifier);
    move.setDropAction(enter.dropAction());
    QApplication::sendEvent(target, &move);
    if (!move.isAccepted()) return false;
    QDropEvent drop(QPointF(local), actions, mime, Qt::LeftButton, Qt::NoModifier);
    drop.setDropAction(move.dropAction());
    QApplication::sendEvent(target, &drop);
    return drop.isAccepted();
}

// A drag of files from a file manager, dropped at the centre of `widget`.
bool dropFilesOn(QWidget* widget, const QStringList& paths) {
    QMimeData mime;
    QList<QUrl> urls;
    for (const QString& p : paths) urls << QUrl::fromLocalFile(p);
    mime.setUrls(urls);
    QWidget* window = widget->window();
    return dragAndDrop(window, widget->mapTo(window, widget->rect().center()), &mime, Qt::CopyAction);
}

QAction* action(MainWindow* window, const QString& text) {
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text() == text) return a;
    return nullptr;
}

}  // namespace

class TestUserWork : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    QString m_settingsFile;
    QList<Question> m_asked;
    QList<int> m_answers;  // answers to give, in order; -1 (dismiss) when none are left

    std::unique_ptr<MainWindow> makeWindow(bool newSettings = true) {
        if (newSettings || !m_settings) {
            m_settingsFile = m_dir.filePath(
                QString("settings-%1.ini").arg(QUuid::createUuid().toString(QUuid::Id128)));
            m_settings = std::make_unique<Settings>(m_settingsFile, nullptr);
        }
        auto window = std::make_unique<MainWindow>(nullptr, m_settings.get());
        window->setProperty("quietImport", true);
        window->setPasswordPrompt([](const QString&, bool) { return QString(); });
        window->setChoicePrompt(
            [this](const QString& title, const QString& text, const QStringList& answers) {
                m_asked.append({title, text, answers});
                return m_answers.isEmpty() ? -1 : m_answers.takeFirst();
            });
        window->show();
        return window;
    }

    QString savePage(const QString& name, QSize size = {300, 400}, QColor colour = Qt::white) {
        QImage image(size, QImage::Format_RGB32);
        image.fill(colour);
        // Lines of ink: an empty page would be left out of Recognize all as blank.
        QPainter ink(&image);
        for (int y = size.height() / 4; y < size.height() * 3 / 4; y += 12)
            ink.fillRect(QRect(size.width() / 6, y, size.width() * 2 / 3, 3), Qt::black);
        ink.end();
        const QString path = m_dir.filePath(name);
        image.save(path);
        return path;
    }

    void importPages(MainWindow* window, int count) {
        QStringList paths;
        for (int i = 0; i < count; ++i)
            paths << savePage(QString("page-%1-%2.png").arg(i).arg(QUuid::createUuid().toString(QUuid::Id128)),
                              {200 + 10 * i, 300}, QColor::fromHsv(i * 70, 200, 200));
        QSignalSpy done(window, &MainWindow::importFinished);
        window->openFiles(paths);
        QVERIFY(done.wait(10000));
    }

    QString savePdf(const QString& name, int pages) {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(folio::testing::manyPagePdf(pages)) <= 0) qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    static void recognizeAndWait(MainWindow* window, void (MainWindow::*recognize)()) {
        QSignalSpy idle(window->jobs(), &JobQueue::idle);
        (window->*recognize)();
        if (window->jobs()->isBusy()) QVERIFY(idle.wait(10000));
    }

    // Starts recovery_child and waits until it prints `line`.
    static void runChildUntil(QProcess& child, const QStringList& arguments, const QByteArray& line) {
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QStringLiteral(FOLIO_RECOVERY_CHILD), arguments);
        QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));
        QByteArray output;
        QDeadlineTimer deadline(60000);
        while (!output.contains(line) && !deadline.hasExpired() && child.state() == QProcess::Running) {
            child.waitForReadyRead(100);
            output += child.readAllStandardOutput();
        }
        QVERIFY2(output.contains(line), output.constData());
    }

    // Runs recovery_child until its typed words are in a crash copy, then kills it (SIGKILL: no
    // close event, no clean-up), as a power cut or an out-of-memory kill would.
    static void killChildMidEdit(const QStringList& arguments) {
        QProcess child;
        runChildUntil(child, arguments, "SAVED");
        if (QTest::currentTestFailed()) return;
        child.kill();
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    }

    // Back to the untranslated source strings.
    static void removeTranslators() {
        for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        // The recovery folder (the data folder's "recovery/") of this test and its child alone.
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir.filePath("data")));
    }

    void init() {
        m_asked.clear();
        m_answers.clear();
        QDir(Autosave::recoveryFolder()).removeRecursively();
    }

    // Right after a project opens, its page images are still being rendered: an export renders
    // those it needs itself, and recognition waits for them instead of failing the pages.
    void aProjectJustOpenedExportsAndRecognizesEveryPage() {
        constexpr int kPages = 12;
        const QString pdf = savePdf("just-opened.pdf", kPages);
        const QString project = m_dir.filePath("just-opened.folio");
        {
            auto window = makeWindow();
            QSignalSpy done(window.get(), &MainWindow::importFinished);
            window->openFiles({pdf});
            QVERIFY(done.wait(60000));
            QString error;
            QVERIFY2(window->saveProject(project, &error), qPrintable(error));
        }
        auto window = makeWindow();
        ScriptedBackend backend;
        backend.script = "Read after opening";
        window->setBackend(&backend);
        QString error;
        QVERIFY2(window->openProject(project, &error), qPrintable(error));
        QVERIFY(!window->images()->contains(window->project()->pages().last().id));  // not rendered yet
        const QString exported = m_dir.filePath("just-opened-text.pdf");
        ExportPrompts prompts;
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = QStringLiteral("Searchable PDF (*.pdf)");
            return exported;
        };
        prompts.confirmIncomplete = [](const QString&) { return true; };
        exportDocument(window.get(), *window->project(), *window->images(), prompts, project);
        QSignalSpy idle(window->jobs(), &JobQueue::idle);
        window->recognizeAllPages();
        QVERIFY(idle.wait(60000));
        for (const Page& page : window->project()->pages()) {
            QCOMPARE(page.state, PageState::Done);
            QCOMPARE(page.editedText, QString("Read after opening"));
        }
        QTRY_VERIFY_WITH_TIMEOUT(window->statusBar()->currentMessage().startsWith("Exported"), 60000);
        QVERIFY(QFile(exported).size() > 1000);
        m_answers = {1};  // Discard the recognized text at the end
    }

    // Quitting while an export writes asks first: "Quit when it is done" closes the window once
    // the file is written; Cancel keeps it open.
    void quittingDuringAnExportWaitsForIt() {
        auto window = makeWindow();
        window->openFiles({savePdf("export-quit.pdf", 12)});
        QSignalSpy imported(window.get(), &MainWindow::importFinished);
        QVERIFY(imported.wait(60000));
        const QString exported = m_dir.filePath("export-quit-text.pdf");
        ExportPrompts prompts;
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = QStringLiteral("Searchable PDF (*.pdf)");
            return exported;
        };
        prompts.confirmIncomplete = [](const QString&) { return true; };
        prompts.confirmOverwrite = [](const QStringList&) { return true; };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        m_answers = {2};  // Cancel
        QVERIFY(!window->close());
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_asked[0].answers, (QStringList{"Quit when it is done", "Quit now", "Cancel"}));
        QVERIFY2(m_asked[0].text.contains("export-quit-text.pdf"), qPrintable(m_asked[0].text));
        QVERIFY(window->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(window->statusBar()->currentMessage().startsWith("Exported"), 60000);
        QFile::remove(exported);
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        m_answers = {0, 1};  // Quit when it is done; then Discard the unsaved pages
        QVERIFY(!window->close());
        QTRY_VERIFY_WITH_TIMEOUT(!window->isVisible(), 60000);
        QVERIFY(QFile(exported).size() > 1000);
    }

    // Undo in the page list takes back a move of pages (and a removal), never typing: with nothing
    // of its own to undo it says so and leaves the text alone.
    void undoInThePageListTakesBackAMove() {
        auto window = makeWindow();
        importPages(window.get(), 3);
        const QList<QUuid> original = [&] {
            QList<QUuid> ids;
            for (const Page& page : window->project()->pages()) ids << page.id;
            return ids;
        }();
        window->pageList()->setCurrentPageId(original[0]);
        window->editor()->setFocus();
        QTest::keyClicks(window->editor(), "typed words");
        QVERIFY(window->pageList()->applyOrder({original[2], original[0], original[1]}));  // as a drop does
        QCOMPARE(window->project()->pages().first().id, original[2]);
        window->pageList()->setFocus();
        QTest::keyClick(window->pageList(), Qt::Key_Z, Qt::ControlModifier);
        QList<QUuid> now;
        for (const Page& page : window->project()->pages()) now << page.id;
        QCOMPARE(now, original);
        QTest::keyClick(window->pageList(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY2(window->statusBar()->currentMessage().startsWith("Nothing to undo in the page list"),
                 qPrintable(window->statusBar()->currentMessage()));
        QCOMPARE(window->project()->page(original[0])->editedText, QString("typed words"));
        m_answers = {1};  // Discard at the end
    }

    // A region whose reading was corrected in the editor: recognizing it again asks first (the new
    // reading would go in beside the correction); Cancel changes nothing.
    void reRecognizingACorrectedRegionAsks() {
        auto window = makeWindow();
        ScriptedBackend backend;
        backend.script = "Region reading";
        window->setBackend(&backend);
        importPages(window.get(), 1);
        const QUuid page = window->project()->pages().first().id;
        const QUuid region = window->project()->addRegion(page, QRect(20, 20, 120, 60));
        window->pageView()->selectRegion(region);
        recognizeAndWait(window.get(), &MainWindow::recognizeSelectedRegion);
        QCOMPARE(window->project()->page(page)->editedText.trimmed(), QString("Region reading"));
        QVERIFY(m_asked.isEmpty());
        recognizeAndWait(window.get(), &MainWindow::recognizeSelectedRegion);  // uncorrected: no question
        QVERIFY(m_asked.isEmpty());

        ResultEditor* editor = window->editor();
        editor->setFocus();
        editor->moveCursor(QTextCursor::End);
        while (!editor->toPlainText().endsWith("Region ")) QTest::keyClick(editor, Qt::Key_Backspace);
        QTest::keyClicks(editor, "writing");
        const QString corrected = window->project()->page(page)->editedText;
        QCOMPARE(corrected.trimmed(), QString("Region writing"));
        window->pageView()->selectRegion(region);
        m_answers = {1};  // Cancel
        recognizeAndWait(window.get(), &MainWindow::recognizeSelectedRegion);
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_asked[0].answers, (QStringList{"Recognize again", "Cancel"}));
        QCOMPARE(window->project()->page(page)->editedText, corrected);
        m_answers = {0};  // Recognize again: the new reading beside the correction, undoable
        recognizeAndWait(window.get(), &MainWindow::recognizeSelectedRegion);
        QCOMPARE(m_asked.size(), 2);
        QVERIFY(window->project()->page(page)->editedText.contains("Region writing"));
        QVERIFY(window->project()->page(page)->editedText.contains("Region reading"));
    }

    // Recognizing an edited page again asks first; the new text replaces the edits as one
    // undo step; Ctrl+Z brings the edits back; "revert to recognized text" drops them.
    void reRecognizingAnEditedPageAsksAndIsUndoable() {
        auto window = makeWindow();
        ScriptedBackend backend;
        backend.script = "# First reading";
        window->setBackend(&backend);
        importPages(window.get(), 1);
        const QUuid page = window->project()->pages().first().id;
        recognizeAndWait(window.get(), &MainWindow::recognizeCurrentPage);
        QVERIFY(m_asked.isEmpty());  // nothing of the user's to lose yet
        QCOMPARE(window->editor()->toPlainText(), QString("# First reading"));

        ResultEditor* editor = window->editor();
        editor->setFocus();
        editor->moveCursor(QTextCursor::End);
        QTest::keyClick(editor, Qt::Key_Return);
        QTest::keyClick(editor, Qt::Key_Return);
        QTest::keyClicks(editor, "My own words.");
        const QString edited = "# First reading\n\nMy own words.";
        QCOMPARE(window->project()->page(page)->editedText, edited);

        // Asked; "Cancel" changes nothing and starts nothing.
        backend.script = "# Second reading";
        m_answers = {1};
        window->recognizeCurrentPage();
        QCOMPARE(m_asked.size(), 1);
        QVERIFY(m_asked[0].text.contains("edits"));
        QCOMPARE(m_asked[0].answers.last(), QString("Cancel"));
        QVERIFY(!window->jobs()->isBusy());
        QCOMPARE(backend.received.size(), 1);
        QCOMPARE(editor->toPlainText(), edited);

        // "Recognize again" replaces the text; one Ctrl+Z brings the user's text back.
        m_answers = {0};
        recognizeAndWait(window.get(), &MainWindow::recognizeCurrentPage);
        QCOMPARE(m_asked.size(), 2);
        QCOMPARE(editor->toPlainText(), QString("# Second reading"));
        editor->setFocus();
        QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(editor->toPlainText(), edited);
        QCOMPARE(window->project()->page(page)->editedText, edited);
        QVERIFY(window->project()->page(page)->hasUserEdits());

        // Edit > Revert page to recognized text, itself undoable.
        QAction* revert = action(window.get(), "Re&vert page to recognized text");
        QVERIFY(revert && revert->isEnabled());
        revert->trigger();
        QCOMPARE(editor->toPlainText(), QString("# Second reading"));
        QVERIFY(!window->project()->page(page)->hasUserEdits());
        QVERIFY(!revert->isEnabled());
        QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window->project()->page(page)->editedText, edited);
    }

    // A page whose recognition looped is marked in the page list (badge, text, tooltip) and in
    // the saved project; "Retry with a repetition penalty" recognizes it again with a penalty,
    // asking first because it replaces the user's edits, which Ctrl+Z brings back.
    void aLoopedPageIsMarkedAndRetriedWithAPenalty() {
        auto window = makeWindow();
        ScriptedBackend backend;
        backend.script = "Contents . . . . . . . . . . . . . . . .";
        backend.outcome = OcrOutcome::Looped;
        window->setBackend(&backend);
        importPages(window.get(), 1);
        const QUuid page = window->project()->pages().first().id;
        QAction* retry = action(window.get(), "Retry with a repetition &penalty");
        QVERIFY(retry);
        QVERIFY(!retry->isEnabled());  // nothing looped yet
        recognizeAndWait(window.get(), &MainWindow::recognizeCurrentPage);

        QCOMPARE(window->project()->page(page)->cut, RecognitionCut::Loop);
        QListWidgetItem* item = window->pageList()->item(0);
        QVERIFY2(item->text().endsWith("\nloop"), qPrintable(item->text()));
        QVERIFY2(item->toolTip().contains("repeating itself"), qPrintable(item->toolTip()));
        QVERIFY2(item->toolTip().contains("Retry with a repetition penalty"), qPrintable(item->toolTip()));
        // The amber warning badge in the thumbnail's lower left corner.
        const QImage thumb = item->icon().pixmap(128, 128).toImage();
        const QColor badge = thumb.pixelColor(11, 128 - 19);  // beside the white "!" at its centre
        QVERIFY2(badge.red() > 200 && badge.green() > 100 && badge.green() < 180 && badge.blue() < 60,
                 qPrintable(badge.name()));
        QVERIFY(window->pageList()->actions().contains(retry));  // on the page list's context menu too
        QVERIFY(retry->isEnabled());

        // The mark is saved with the project.
        QString error;
        const auto reopened = projectFromJson(projectToJson(window->project()->snapshot(), m_dir.path()),
                                              "p.folio", m_dir.path(), &error);
        QVERIFY2(reopened, qPrintable(error));
        QCOMPARE(reopened->snapshot.pages.first().cut, RecognitionCut::Loop);

        ResultEditor* editor = window->editor();
        editor->setFocus();
        editor->moveCursor(QTextCursor::End);
        QTest::keyClicks(editor, " 12");
        const QString edited = backend.script + " 12";
        QCOMPARE(window->project()->page(page)->editedText, edited);

        backend.script = "Contents . . . 12";
        backend.outcome = OcrOutcome::Finished;
        m_answers = {0};
        QSignalSpy idle(window->jobs(), &JobQueue::idle);
        retry->trigger();
        QCOMPARE(m_asked.size(), 1);
        QVERIFY(m_asked[0].text.contains("edits"));
        QVERIFY(idle.wait(10000));
        QCOMPARE(backend.received.size(), 2);
        QCOMPARE(backend.received.first().sampling.repetitionPenalty, 1.0);
        QCOMPARE(backend.received.last().sampling.repetitionPenalty, MainWindow::kRetryRepetitionPenalty);
        QCOMPARE(editor->toPlainText(), QString("Contents . . . 12"));
        QCOMPARE(window->project()->page(page)->cut, RecognitionCut::None);
        QVERIFY2(!window->pageList()->item(0)->text().contains("loop"), qPrintable(window->pageList()->item(0)->text()));
        QVERIFY(!retry->isEnabled());
        editor->setFocus();
        QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window->project()->page(page)->editedText, edited);
    }

    // A page recognized while another was shown: the words typed on it later are one undo step
    // of their own, Ctrl+Z takes back only them, and its low-confidence marks survive undo and
    // redo.
    void typingOnAPageRecognizedUnseenIsUndoneAlone() {
        auto window = makeWindow();
        ScriptedBackend backend;
        backend.script = "Read while unseen";
        backend.charsPerToken = 5;  // "Read " "while" " unse" "en"
        backend.logprobs = {0, std::log(0.2), 0, 0};
        window->setBackend(&backend);
        importPages(window.get(), 2);
        const QList<Page> pages = window->project()->pages();
        window->pageList()->setCurrentPageId(pages[0].id);
        recognizeAndWait(window.get(), &MainWindow::recognizeAllPages);
        window->pageList()->setCurrentPageId(pages[1].id);
        ResultEditor* editor = window->editor();
        QTRY_COMPARE(editor->toPlainText(), QString("Read while unseen"));
        editor->setFocus();
        editor->moveCursor(QTextCursor::End);
        QTest::keyClicks(editor, " and typed");
        QCOMPARE(editor->toPlainText(), QString("Read while unseen and typed"));
        QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);  // a word at a time
        QCOMPARE(editor->toPlainText(), QString("Read while unseen and"));
        QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(editor->toPlainText(), QString("Read while unseen"));
        QCOMPARE(window->project()->page(pages[1].id)->editedText, QString("Read while unseen"));
        const QList<ConfidenceSpan> marks{{5, 5, 0.2}};  // "while"
        QCOMPARE(window->project()->page(pages[1].id)->lowConfidence, marks);

        // Undoing the reading empties the page; redoing it brings its words and their marks back.
        QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(editor->toPlainText(), QString());
        QVERIFY(window->project()->page(pages[1].id)->lowConfidence.isEmpty());
        QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(editor->toPlainText(), QString("Read while unseen"));
        QCOMPARE(window->project()->page(pages[1].id)->lowConfidence, marks);
    }

    // A project opens on the page that was shown when it was saved; turning pages changes nothing
    // to save.
    void aProjectOpensOnThePageShownAtItsSave() {
        const QString path = m_dir.filePath("shown-page.folio");
        QUuid third;
        {
            auto window = makeWindow();
            importPages(window.get(), 3);
            third = window->project()->pages()[2].id;
            window->pageList()->setCurrentPageId(third);
            QString error;
            QVERIFY2(window->saveProject(path, &error), qPrintable(error));
            window->pageList()->setCurrentPageId(window->project()->pages()[0].id);
            QVERIFY(!window->project()->isModified());
        }
        auto window = makeWindow();
        QString error;
        QVERIFY2(window->openProject(path, &error), qPrintable(error));
        QCOMPARE(window->pageList()->currentPageId(), third);
        QCOMPARE(window->pageView()->pageId(), third);
        QVERIFY(!window->project()->isModified());
    }

    // Ctrl+PgDown and Ctrl+PgUp turn the pages from the editor, where proofreading happens.
    void pagesTurnFromTheEditor() {
        auto window = makeWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        importPages(window.get(), 3);
        const QList<Page> pages = window->project()->pages();
        window->pageList()->setCurrentPageId(pages[0].id);
        window->project()->setEditedText(pages[1].id, "Second page.");
        ResultEditor* editor = window->editor();
        editor->setFocus();
        QTest::keyClick(editor, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(window->pageList()->currentPageId(), pages[1].id);
        QCOMPARE(editor->toPlainText(), QString("Second page."));
        QTest::keyClick(editor, Qt::Key_PageDown, Qt::ControlModifier);
        QTest::keyClick(editor, Qt::Key_PageDown, Qt::ControlModifier);  // the last page stays
        QCOMPARE(window->pageList()->currentPageId(), pages[2].id);
        QTest::keyClick(editor, Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(window->pageList()->currentPageId(), pages[1].id);
    }

    // Cancel (Escape) stops a long import: the pages read so far stay, and the rest is not read on
    // when the project is next opened.
    void cancelStopsALongImport() {
        auto window = makeWindow();
        const QString pdf = m_dir.filePath("long-to-stop.pdf");
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(folio::testing::manyPagePdf(400));
        file.close();
        QAction* cancel = action(window.get(), "&Cancel");
        QVERIFY(cancel && !cancel->isEnabled());
        QSignalSpy ended(window.get(), &MainWindow::importFinished);
        window->openFiles({pdf});
        QVERIFY(window->isImporting());
        QVERIFY(cancel->isEnabled());
        QTRY_VERIFY(!window->project()->pages().isEmpty());
        cancel->trigger();
        QVERIFY(!window->isImporting());
        QCOMPARE(ended.size(), 1);
        const qsizetype kept = window->project()->pages().size();
        QVERIFY2(kept > 0 && kept < 400, qPrintable(QString::number(kept)));
        QVERIFY(window->project()->unfinishedImports().isEmpty());
        QVERIFY(!cancel->isEnabled());
        QTest::qWait(300);
        QCOMPARE(window->project()->pages().size(), kept);  // nothing more arrives
    }

    // "Recognize block again" is offered only where there is a layout block to recognize.
    void recognizeBlockAgainNeedsABlock() {
        auto window = makeWindow();
        QAction* again = action(window.get(), "Recognize &block again");
        QVERIFY(again);
        QVERIFY(!again->isEnabled());
        ScriptedBackend backend;
        backend.script = "Plain words, no layout.";
        window->setBackend(&backend);
        importPages(window.get(), 1);
        recognizeAndWait(window.get(), &MainWindow::recognizeCurrentPage);
        window->editor()->setFocus();
        window->editor()->moveCursor(QTextCursor::End);
        QVERIFY(!again->isEnabled());
    }

    // Recognize all pages offers to skip the pages already done.
    void recognizeAllOffersOnlyPagesNotDone() {
        auto window = makeWindow();
        ScriptedBackend backend;
        window->setBackend(&backend);
        importPages(window.get(), 3);
        const QList<Page> pages = window->project()->pages();
        window->pageList()->setCurrentPageId(pages[1].id);
        recognizeAndWait(window.get(), &MainWindow::recognizeCurrentPage);
        QCOMPARE(backend.received.size(), 1);
        m_answers = {0};
        recognizeAndWait(window.get(), &MainWindow::recognizeAllPages);
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_asked[0].answers.first(), QString("Only pages not done (2)"));
        QCOMPARE(backend.received.size(), 3);  // two more, not three
        for (const Page& page : window->project()->pages())
            QCOMPARE(page.state, PageState::Done);
        // With every page done, the question offers what it asks about: all again, or nothing.
        m_answers = {1};  // Cancel
        window->recognizeAllPages();
        QCOMPARE(m_asked.size(), 2);
        QCOMPARE(m_asked[1].text, QString("Every page is recognized already. Recognize all of them again?"));
        QCOMPARE(m_asked[1].answers, (QStringList{"All pages", "Cancel"}));
        QCOMPARE(backend.received.size(), 3);
    }

    // While a page streams, the status bar's progress shows the tokens per second; once a page
    // is done, about how long a page takes and how long the rest will; and the window remembers
    // the time per page for the next run.
    void progressShowsTheSpeed() {
        auto window = makeWindow();
        ScriptedBackend backend;
        backend.script = QString(600, u'w');
        backend.charsPerToken = 1;
        window->setBackend(&backend);
        importPages(window.get(), 2);
        const QList<Page> pages = window->project()->pages();
        QProgressBar* bar = window->statusBar()->findChild<QProgressBar*>("recognition-progress");
        QVERIFY(bar);
        QSignalSpy idle(window->jobs(), &JobQueue::idle);
        window->pageList()->setCurrentPageId(pages[0].id);
        window->recognizeCurrentPage();
        const QRegularExpression rate(QStringLiteral("· ([0-9.]+) tokens/s"));
        QTRY_VERIFY2(rate.match(bar->text()).hasMatch(), qPrintable(bar->text()));
        QVERIFY(window->jobs()->isBusy());
        QVERIFY2(bar->text().startsWith("0 of 1 pages"), qPrintable(bar->text()));
        QVERIFY2(!bar->text().contains("per page"), qPrintable(bar->text()));  // no page finished yet
        QVERIFY(rate.match(bar->text()).captured(1).toDouble() > 0);
        // A second page joins the run while the first streams, and finishes after it.
        QTRY_VERIFY(window->jobs()->tokens() >= 200);
        window->pageList()->setCurrentPageId(pages[1].id);
        window->recognizeCurrentPage();
        const QRegularExpression oneLeft(QStringLiteral("^1 of 2 pages .* · about ([0-9]+) s per page · about \\1 s left$"));
        QTRY_VERIFY2_WITH_TIMEOUT(oneLeft.match(bar->text()).hasMatch(), qPrintable(bar->text()), 20000);
        QVERIFY(window->jobs()->isBusy());
        QVERIFY(idle.wait(20000));
        QVERIFY2(bar->isVisible() && bar->text().startsWith("2 of 2 pages · 1200 tokens · "), qPrintable(bar->text()));
        QVERIFY2(rate.match(bar->text()).hasMatch(), qPrintable(bar->text()));
        const QRegularExpression perPage(QStringLiteral(" · about ([0-9]+) s per page$"));
        QVERIFY2(perPage.match(bar->text()).hasMatch(), qPrintable(bar->text()));
        const double seconds = m_settings->secondsPerPage(backend.describe());
        QVERIFY(seconds > 0);
        QCOMPARE(perPage.match(bar->text()).captured(1).toInt(), qRound(seconds));
    }

    // Before Recognize all of more pages than a few minutes allow at the speed last measured,
    // the window says how long it will take; Cancel sends nothing, going on sends them all.
    void recognizeAllSaysHowLongALongRunTakes() {
        auto window = makeWindow();
        ScriptedBackend backend;
        window->setBackend(&backend);
        importPages(window.get(), 3);
        m_settings->setSecondsPerPage(backend.describe(), 100);  // 5 minutes for the 3 pages: no question
        recognizeAndWait(window.get(), &MainWindow::recognizeAllPages);
        QCOMPARE(m_asked.size(), 0);
        QCOMPARE(backend.received.size(), 3);
        m_settings->setSecondsPerPage(backend.describe(), 150);  // stands for a CPU's speed
        auto fresh = makeWindow(false);  // the same settings, three new pages
        fresh->setBackend(&backend);
        importPages(fresh.get(), 3);
        m_asked.clear();
        m_answers = {1};  // Cancel
        fresh->recognizeAllPages();
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_asked[0].title, QStringLiteral("Recognize all pages"));
        QCOMPARE(m_asked[0].text, QStringLiteral("Recognizing 3 pages takes about 7 min 30 s: about 2 min 30 s per page, as "
                                                 "measured on the last pages recognized (scripted test backend). You can go "
                                                 "on working meanwhile and cancel at any time."));
        QCOMPARE(m_asked[0].answers, (QStringList{"Recognize 3 pages", "Cancel"}));
        QVERIFY(!fresh->jobs()->isBusy());
        QCOMPARE(backend.received.size(), 3);  // none of the new ones
        m_asked.clear();
        m_answers = {0};
        recognizeAndWait(fresh.get(), &MainWindow::recognizeAllPages);
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(backend.received.size(), 6);
        for (const Page& page : fresh->project()->pages()) QCOMPARE(page.state, PageState::Done);
    }

    // Cancel keeps what streamed, marked partial, and the progress says it was cancelled.
    void cancelKeepsThePartialText() {
        auto window = makeWindow();
        ScriptedBackend backend;
        backend.script = "Partial " + QString(3000, u'x');
        backend.charsPerToken = 2;
        window->setBackend(&backend);
        importPages(window.get(), 1);
        const QUuid page = window->project()->pages().first().id;
        QSignalSpy idle(window->jobs(), &JobQueue::idle);
        window->recognizeCurrentPage();
        QTRY_VERIFY(window->jobs()->tokens() > 20);
        window->cancelRecognition();
        QVERIFY(idle.wait(5000));
        const Page* p = window->project()->page(page);
        QCOMPARE(p->state, PageState::Cancelled);
        QVERIFY(p->partial);
        QVERIFY(p->editedText.startsWith("Partial xx"));
        QVERIFY(p->editedText.size() < 3000);
        QCOMPARE(window->editor()->toPlainText(), p->editedText);
        QVERIFY(window->pageList()->item(0)->toolTip().contains("partial"));
        QProgressBar* bar = window->statusBar()->findChild<QProgressBar*>();
        QVERIFY2(bar->text().contains("0 of 1 page"), qPrintable(bar->text()));
        QVERIFY(bar->text().contains("1 cancelled"));
        QVERIFY(window->statusBar()->currentMessage().contains("every page keeps its text, partial readings are marked cancelled"));
    }

    // Cancelling a new reading of a page the user corrected leaves the corrections as they were:
    // what streamed before the stop replaces nothing.
    void cancellingAReadingAgainKeepsTheCorrectedText() {
        auto window = makeWindow();
        ScriptedBackend backend;
        backend.script = "First reading.";
        window->setBackend(&backend);
        importPages(window.get(), 1);
        const QUuid page = window->project()->pages().first().id;
        recognizeAndWait(window.get(), &MainWindow::recognizeCurrentPage);
        window->project()->setEditedText(page, "Corrected by hand for an hour.");
        backend.script = "Second " + QString(3000, u'y');
        backend.charsPerToken = 2;
        m_answers = {0};  // Recognize again
        QSignalSpy idle(window->jobs(), &JobQueue::idle);
        window->recognizeCurrentPage();
        QTRY_VERIFY(window->jobs()->tokens() > 20);
        window->cancelRecognition();
        QVERIFY(idle.wait(5000));
        const Page* p = window->project()->page(page);
        QCOMPARE(p->editedText, QString("Corrected by hand for an hour."));
        QCOMPARE(p->state, PageState::Done);
        QVERIFY(!p->partial);
        QCOMPARE(window->editor()->toPlainText(), p->editedText);
    }

    // The title carries the modified marker; quitting with changes asks, and Cancel keeps the
    // window open, Save writes the project, Discard quits.
    void quittingWithChangesAsks() {
        auto window = makeWindow();
        importPages(window.get(), 1);
        QCOMPARE(window->windowHandle()->title(), QString("Untitled*"));
        const QString path = m_dir.filePath("asked.folio");
        QString error;
        QVERIFY(window->saveProject(path, &error));
        QCOMPARE(window->windowHandle()->title(), QString("asked.folio"));
        window->editor()->setFocus();
        QTest::keyClicks(window->editor(), "Unsaved line");
        QCOMPARE(window->windowHandle()->title(), QString("asked.folio*"));

        m_answers = {2};  // Cancel
        QVERIFY(!window->close());
        QVERIFY(window->isVisible());
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_asked[0].answers, (QStringList{"Save", "Discard changes", "Cancel"}));

        // Ctrl+Q asks too, and Save writes the file before quitting.
        m_answers = {0};
        QAction* quit = action(window.get(), "&Quit");
        QVERIFY(quit && quit->shortcut() == QKeySequence(QKeySequence::Quit));
        quit->trigger();
        QVERIFY(!window->isVisible());
        const auto loaded = loadProjectFile(path, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->snapshot.pages.first().editedText, QString("Unsaved line"));

        // Discard: the window goes, the file keeps what was saved, no crash copy stays.
        window->show();
        QTest::keyClicks(window->editor(), " and more");
        QTRY_VERIFY(window->project()->isModified());
        window->autosave()->saveNow();
        QVERIFY(QFile::exists(window->autosave()->recoveryPath()));
        m_answers = {1};
        QVERIFY(window->close());
        QVERIFY(!QFile::exists(window->autosave()->recoveryPath()));
        QCOMPARE(loadProjectFile(path, &error)->snapshot.pages.first().editedText, QString("Unsaved line"));
    }

    // Files dropped on the empty page view, the page view with a page, the thumbnails and the
    // editor all become pages; the editor's text never receives a file:// URL.
    void filesDropEverywhereTheWindowSaysSo() {
        auto window = makeWindow();
        window->resize(1200, 800);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        QVERIFY(dropFilesOn(window->pageView()->viewport(), {savePage("drop-1.png")}));
        QVERIFY(done.wait(10000));
        QCOMPARE(window->project()->pages().size(), 1);
        QTRY_VERIFY(!window->images()->image(window->project()->pages()[0].id).isNull());
        QVERIFY(dropFilesOn(window->pageView()->viewport(), {savePage("drop-2.png")}));
        QVERIFY(done.wait(10000));
        QVERIFY(dropFilesOn(window->pageList()->viewport(), {savePage("drop-3.png")}));
        QVERIFY(done.wait(10000));
        QCOMPARE(window->project()->pages().size(), 3);

        ResultEditor* editor = window->editor();
        const QString before = editor->toPlainText();
        QVERIFY(dropFilesOn(editor->viewport(), {savePage("drop-4.png")}));
        QVERIFY(done.wait(10000));
        QCOMPARE(window->project()->pages().size(), 4);
        QCOMPARE(window->project()->pages()[3].source.filePath, m_dir.filePath("drop-4.png"));
        QCOMPARE(editor->toPlainText(), before);
        for (const Page& page : window->project()->pages())
            QVERIFY(!page.editedText.contains("file://"));
        // Text dragged within the editor still moves as text.
        QMimeData text;
        text.setText("dragged words");
        QVERIFY(dragAndDrop(window.get(), editor->viewport()->mapTo(window.get(), QPoint(10, 10)), &text));
    }

    // A thumbnail dropped on another goes before it (upper half) or after it (lower half); it
    // never vanishes from the list.
    void thumbnailDroppedOnAThumbnailReorders() {
        auto window = makeWindow();
        window->resize(1200, 900);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        importPages(window.get(), 3);
        const QList<Page> pages = window->project()->pages();
        PageList* list = window->pageList();
        auto dragRow = [&](int from, int onto, bool lowerHalf) {
            list->clearSelection();
            list->item(from)->setSelected(true);
            std::unique_ptr<QMimeData> mime(list->model()->mimeData({list->model()->index(from, 0)}));
            const QRect r = list->visualItemRect(list->item(onto));
            const QPoint at(r.center().x(), lowerHalf ? r.bottom() - 3 : r.top() + 3);
            QVERIFY(dragAndDrop(window.get(), list->viewport()->mapTo(window.get(), at), mime.get(),
                                Qt::MoveAction));
        };
        dragRow(0, 2, true);  // page 1 onto the lower half of page 3: after it
        auto order = [&] {
            QList<QUuid> ids;
            for (const Page& page : window->project()->pages()) ids << page.id;
            return ids;
        };
        QCOMPARE(order(), (QList<QUuid>{pages[1].id, pages[2].id, pages[0].id}));
        QTRY_COMPARE(list->count(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(list->item(i)->data(Qt::UserRole).toUuid(), order()[i]);
            QVERIFY(list->item(i)->text().startsWith(QString::number(i + 1)));
        }
        dragRow(2, 0, false);  // back onto the upper half of the first: before it
        QCOMPARE(order(), (QList<QUuid>{pages[0].id, pages[1].id, pages[2].id}));
        QApplication::processEvents();
        QCOMPARE(list->count(), 3);
    }

    // A wrong PDF password asks again saying so; an import's errors are its own; the status
    // bar ends on the page count, not on "Importing".
    void importDialogsSayWhatHappened() {
        const QString encrypted =
            QStringLiteral(FOLIO_SHARED_DATA "/documents/pdf_malformed/enc_rc4-40_R2_user-view_owner-master.pdf");
        if (!QFile::exists(encrypted)) QSKIP("shared documents not present (FOLIO_SHARED_DATA)");
        auto window = makeWindow();
        ModelSettings model = m_settings->model();
        model.longestImageSide = 256;
        m_settings->setModel(model);
        QList<bool> wrongFlags;
        window->setPasswordPrompt([&](const QString&, bool wrongPassword) {
            wrongFlags << wrongPassword;
            // As the real dialog does, events run while the user types: the import may finish.
            QTest::qWait(300);
            return wrongFlags.size() == 1 ? QStringLiteral("not-it") : QStringLiteral("view");
        });
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({encrypted});
        QVERIFY(done.wait(30000));
        QCOMPARE(wrongFlags, (QList<bool>{false, true}));
        QVERIFY(!window->project()->pages().isEmpty());

        const QString broken = m_dir.filePath("broken.png");
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a picture");
        file.close();
        window->openFiles({broken, savePage("fine-1.png"), savePage("fine-2.png")});
        QVERIFY(done.wait(10000));
        QVERIFY(window->importErrors().join(' ').contains("broken.png"));
        QApplication::processEvents();
        QVERIFY2(!window->statusBar()->currentMessage().startsWith("Importing"),
                 qPrintable(window->statusBar()->currentMessage()));
        window->openFiles({savePage("fine-3.png")});
        QVERIFY(done.wait(10000));
        QVERIFY(window->importErrors().isEmpty());  // the earlier failure is not reported again
    }

    // File > New asks before dropping changes; Open recent lists saved projects and opens them.
    void newProjectAsksAndRecentFilesReopen() {
        auto window = makeWindow();
        importPages(window.get(), 1);
        window->editor()->setFocus();
        QTest::keyClicks(window->editor(), "Kept in the file");
        const QString path = m_dir.filePath("recent-one.folio");
        QString error;
        QVERIFY(window->saveProject(path, &error));
        QTest::keyClicks(window->editor(), " but not this");
        QAction* newProject = action(window.get(), "&New project");
        QVERIFY(newProject && newProject->shortcut() == QKeySequence(QKeySequence::New));
        QAction* close = action(window.get(), "&Close project");
        QVERIFY(close && close->shortcut() == QKeySequence(QKeySequence::Close));
        m_answers = {2};  // Cancel: nothing happens
        newProject->trigger();
        QCOMPARE(window->project()->pages().size(), 1);
        m_answers = {1};  // Discard changes
        newProject->trigger();
        QCOMPARE(m_asked.size(), 2);
        QVERIFY(window->project()->pages().isEmpty());
        QCOMPARE(window->windowHandle()->title(), QString("Untitled"));

        QMenu* recent = nullptr;
        for (QMenu* menu : window->findChildren<QMenu*>())
            if (menu->title() == "Open &recent") recent = menu;
        QVERIFY(recent);
        emit recent->aboutToShow();
        QAction* entry = nullptr;
        for (QAction* a : recent->actions())
            if (a->text() == "recent-one.folio") entry = a;
        QVERIFY(entry);
        entry->trigger();
        QCOMPARE(window->projectPath(), path);
        QCOMPARE(window->project()->pages().first().editedText, QString("Kept in the file"));
        QCOMPARE(m_settings->recentProjects(), QStringList{path});

        // Two projects of one name from two folders say which folder each is in.
        QVERIFY(QDir(m_dir.path()).mkpath("elsewhere"));
        const QString twin = m_dir.filePath("elsewhere/recent-one.folio");
        QVERIFY(window->saveProject(twin, &error));
        emit recent->aboutToShow();
        QStringList labels;
        for (QAction* a : recent->actions())
            if (a->text().startsWith("recent-one.folio")) labels << a->text();
        QCOMPARE(labels, (QStringList{"recent-one.folio — " + QFileInfo(twin).absolutePath(),
                                      "recent-one.folio — " + QFileInfo(path).absolutePath()}));
    }

    // Help > About names the version, the model, the device and the licenses; Preferences sets
    // the autosave interval.
    void aboutAndPreferences() {
        auto window = makeWindow();
        QString aboutText;
        QTimer::singleShot(0, this, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            aboutText = box->text();
            box->accept();
        });
        action(window.get(), "&About Folio")->trigger();
        QVERIFY(aboutText.contains(QStringLiteral(FOLIO_VERSION)));
        QVERIFY(aboutText.contains("Model:"));
        QVERIFY(aboutText.contains("Device:</b> cpu"));
        QVERIFY(aboutText.contains("LGPL"));
        QVERIFY(aboutText.contains("Apache 2.0"));

        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            dialog->findChild<QSpinBox*>()->setValue(45);
            dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        });
        QAction* preferences = action(window.get(), "Pr&eferences…");
        QVERIFY(preferences);
        preferences->trigger();
        QCOMPARE(m_settings->autosaveSeconds(), 45);
        QCOMPARE(window->autosave()->interval(), std::chrono::milliseconds(45000));
    }

    // The editor's context menu offers the dictionary's corrections for a misspelt word and
    // adds words to a personal dictionary that later sessions read.
    void spellingSuggestionsAndPersonalDictionary() {
        if (SpellChecker::dictionaryFor("en").isEmpty()) QSKIP("no English Hunspell dictionary");
        const QString words = m_dir.filePath("words.txt");
        qputenv("FOLIO_PERSONAL_DICTIONARY", QFile::encodeName(words));
        auto window = makeWindow();
        importPages(window.get(), 1);
        ResultEditor* editor = window->editor();
        editor->setLanguages({"en"});
        editor->setFocus();
        QTest::keyClicks(editor, "The wrold turns Folioism");
        auto menuAt = [&](int position) {
            QTextCursor cursor(editor->document());
            cursor.setPosition(position);
            const QPoint at = editor->cursorRect(cursor).center();
            QContextMenuEvent event(QContextMenuEvent::Mouse, at, editor->viewport()->mapToGlobal(at));
            QApplication::sendEvent(editor->viewport(), &event);
            return qobject_cast<QMenu*>(QApplication::activePopupWidget());
        };
        QMenu* menu = menuAt(6);  // inside "wrold"
        QVERIFY(menu);
        QAction* world = nullptr;
        for (QAction* a : menu->actions())
            if (a->text() == "world") world = a;
        QVERIFY(world);
        world->trigger();
        menu->close();
        QCOMPARE(window->project()->pages().first().editedText, QString("The world turns Folioism"));
        QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);  // a correction is one undo step
        QCOMPARE(window->project()->pages().first().editedText, QString("The wrold turns Folioism"));

        QVERIFY(!editor->spellChecker().isCorrect("Folioism"));
        menu = menuAt(20);  // inside "Folioism"
        QVERIFY(menu);
        QAction* add = nullptr;
        for (QAction* a : menu->actions())
            if (a->text() == "Add “Folioism” to dictionary") add = a;
        QVERIFY(add);
        add->trigger();
        menu->close();
        QVERIFY(editor->spellChecker().isCorrect("Folioism"));
        QFile file(words);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("Folioism\n"));
        SpellChecker later;
        later.setLanguages({"en"});
        QVERIFY(later.isCorrect("Folioism"));
        qunsetenv("FOLIO_PERSONAL_DICTIONARY");
    }

    // The window fits the screen it opens on and reopens where the user left it.
    void windowFitsTheScreenAndRestoresItsGeometry() {
        auto window = makeWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        const QRect available = window->screen()->availableGeometry();
        QVERIFY2(window->width() <= available.width() && window->height() <= available.height(),
                 qPrintable(QString("%1x%2 on %3x%4").arg(window->width()).arg(window->height())
                                .arg(available.width()).arg(available.height())));
        window->resize(available.width() / 2, available.height() / 2);
        QApplication::processEvents();
        const QSize chosen = window->size();
        QVERIFY(window->close());
        window.reset();
        auto again = makeWindow(false);
        QVERIFY(QTest::qWaitForWindowExposed(again.get()));
        QCOMPARE(again->size(), chosen);
    }

    // The wheel scrolls the page; Ctrl+wheel zooms. One page is "1 page" (in English as the app
    // runs it, with its plural forms).
    void wheelScrollsAndCtrlWheelZooms() {
        QVERIFY(installUiTranslation("en"));
        const auto englishOff = qScopeGuard(&removeTranslators);
        auto window = makeWindow();
        window->resize(1000, 700);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({savePage("tall.png", {800, 3000})});
        QVERIFY(done.wait(10000));
        QCOMPARE(window->statusBar()->currentMessage(), QString("1 page"));
        PageView* view = window->pageView();
        QTRY_VERIFY(view->pageId() == window->project()->pages().first().id);
        view->fitWidth();
        QApplication::processEvents();
        const double zoom = view->zoom();
        const int scroll = view->verticalScrollBar()->value();
        const QPointF at = view->viewport()->rect().center();
        QWheelEvent wheel(at, view->viewport()->mapToGlobal(at), {}, QPoint(0, -120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view->viewport(), &wheel);
        QCOMPARE(view->zoom(), zoom);
        QVERIFY(view->verticalScrollBar()->value() > scroll);
        QWheelEvent zoomWheel(at, view->viewport()->mapToGlobal(at), {}, QPoint(0, 120), Qt::NoButton,
                              Qt::ControlModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view->viewport(), &zoomWheel);
        QVERIFY(view->zoom() > zoom);
    }

    // The find bar keeps usable fields and does not narrow the page view.
    void findBarKeepsItsFieldsWide() {
        auto window = makeWindow();
        window->resize(1024, 700);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        importPages(window.get(), 1);
        const int viewWidth = window->pageView()->width();
        action(window.get(), "&Find / Replace…")->trigger();
        QApplication::processEvents();
        QLineEdit* find = nullptr;
        for (QLineEdit* edit : window->findChildren<QLineEdit*>())
            if (edit->placeholderText() == "Find") find = edit;
        QVERIFY(find && find->isVisible());
        QVERIFY2(find->width() >= 120, qPrintable(QString::number(find->width())));
        QVERIFY(window->pageView()->width() >= viewWidth - 2);
    }

    // A second window starting while the first one works (two Folio processes, or two windows
    // of one) does not take the first one's autosave copy for a crash's leftover: nothing is
    // offered, so Discard cannot delete it.
    void aSecondWindowLeavesTheFirstOnesCopyAlone() {
        auto first = makeWindow();
        importPages(first.get(), 1);
        first->editor()->setFocus();
        QTest::keyClicks(first->editor(), "Work in progress");
        QVERIFY(first->autosave()->saveNow());
        const QString copy = first->autosave()->recoveryPath();
        QVERIFY(QFile::exists(copy));
        auto second = makeWindow(false);
        m_answers = {1};  // were it asked: Discard
        QVERIFY(!second->offerRecovery());
        QVERIFY(m_asked.isEmpty());
        QVERIFY(QFile::exists(copy));
        QVERIFY(second->project()->pages().isEmpty());
        m_answers = {1};
        QVERIFY(first->close());  // "Discard changes"
        QVERIFY(!QFile::exists(copy));
    }

    // A project open in one window opens in another only as an untitled copy, after asking, and
    // no other window saves over it: the one saved last would drop the other's work.
    void aProjectOpenInAnotherWindowOpensOnlyAsACopy() {
        auto first = makeWindow();
        importPages(first.get(), 1);
        first->editor()->setFocus();
        QTest::keyClicks(first->editor(), "First window's words");
        const QString path = m_dir.filePath("shared.folio");
        QString error;
        QVERIFY(first->saveProject(path, &error));

        auto second = makeWindow(false);
        m_answers = {1};  // Cancel
        QVERIFY(!second->openProject(path, &error));
        QVERIFY(error.isEmpty());
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_asked[0].answers, (QStringList{"Open a copy", "Cancel"}));
        QVERIFY2(m_asked[0].text.contains("“shared.folio” is open in another Folio window"), qPrintable(m_asked[0].text));
        QVERIFY(second->project()->pages().isEmpty());

        m_answers = {0};  // Open a copy
        QVERIFY(second->openProject(path, &error));
        QVERIFY(second->projectPath().isEmpty());
        QCOMPARE(second->windowHandle()->title(), QString("shared.folio (copy)"));
        QCOMPARE(second->project()->pages().first().editedText, QString("First window's words"));
        second->editor()->setFocus();
        QTest::keyClicks(second->editor(), " changed in the copy");
        QVERIFY(!second->saveProject(path, &error));
        QVERIFY2(error.contains("shared.folio is open in another Folio window"), qPrintable(error));
        QCOMPARE(loadProjectFile(path, &error)->snapshot.pages.first().editedText, QString("First window's words"));
        QVERIFY(second->saveProject(m_dir.filePath("shared-copy.folio"), &error));

        // Once the first window has closed it, the project is free again.
        QVERIFY(first->close());
        m_asked.clear();
        QVERIFY(second->openProject(path, &error));
        QVERIFY(m_asked.isEmpty());
        QCOMPARE(second->projectPath(), path);
        QVERIFY(second->close());
    }

    // The save dialog of an untitled project starts beside its first scan, named after it; with
    // no pages, in the documents folder rather than the file system's root.
    void saveStartsBesideTheScans() {
        auto window = makeWindow();
        QVERIFY(m_settings->lastOpenFolder().isEmpty());
        QCOMPARE(window->suggestedProjectPath(),
                 QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + "/Untitled.folio");
        const QString scan = savePage("field-notes.png");
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({scan});
        QVERIFY(done.wait(10000));
        QCOMPARE(window->suggestedProjectPath(), m_dir.filePath("field-notes.folio"));
        QString error;
        QVERIFY(window->saveProject(m_dir.filePath("named.folio"), &error));
        QCOMPARE(window->suggestedProjectPath(), m_dir.filePath("named.folio"));
    }

    // A project whose scans were moved opens with its text, a bar saying which scans are
    // missing and a page view saying where it looked; Locate… (a folder picked) finds them by
    // name, the pages show again and the project saves the new place.
    void movedScansAreFoundAgain() {
        QDir(m_dir.filePath("scans")).removeRecursively();
        QDir(m_dir.filePath("scans-moved")).removeRecursively();
        QVERIFY(QDir().mkpath(m_dir.filePath("scans")));
        const QString first = savePage("scans/first.png"), second = savePage("scans/second.png", {320, 400});
        const QString path = m_dir.filePath("moving.folio");
        {
            auto window = makeWindow();
            QSignalSpy done(window.get(), &MainWindow::importFinished);
            window->openFiles({first, second});
            QVERIFY(done.wait(10000));
            window->editor()->setFocus();
            QTest::keyClicks(window->editor(), "Typed on the first page");
            QString error;
            QVERIFY(window->saveProject(path, &error));
            QVERIFY(!window->missingSources()->isVisibleTo(window.get()));
            QVERIFY(window->close());
        }
        QVERIFY(QDir().rename(m_dir.filePath("scans"), m_dir.filePath("scans-moved")));

        // As the app runs in English: with the plural forms ("2 pages", not "2 page(s)").
        QVERIFY(installUiTranslation("en"));
        const auto englishOff = qScopeGuard(&removeTranslators);
        auto window = makeWindow(false);
        QString error;
        QVERIFY(window->openProject(path, &error));
        MissingSourcesBar* bar = window->missingSources();
        QVERIFY(bar->isVisibleTo(window.get()));
        QVERIFY2(bar->text().startsWith("The scans of 2 pages are missing: 2 files, the first " +
                                        QDir::toNativeSeparators(first)),
                 qPrintable(bar->text()));
        QCOMPARE(window->project()->pages().first().editedText, QString("Typed on the first page"));
        const auto hint = [&] {
            for (QGraphicsItem* item : window->pageView()->scene()->items())
                if (auto* text = dynamic_cast<QGraphicsTextItem*>(item)) return text->toPlainText();
            return QString();
        };
        window->pageList()->setCurrentPageId(window->project()->pages().first().id);
        QTRY_COMPARE(hint(), "The scan of this page is missing:\n" + QDir::toNativeSeparators(first));
        QVERIFY(!window->project()->isModified());

        QString asked;
        bar->setFolderPrompt([&](const QString& near) {
            asked = near;
            return m_dir.path();  // the parent: found in its subfolder "scans-moved"
        });
        QPushButton* locate = bar->findChild<QPushButton*>();
        QVERIFY(locate && locate->text() == "Locate…");
        locate->click();
        QCOMPARE(asked, m_dir.path());  // the nearest folder of the old place that still exists
        QTRY_VERIFY(!bar->isLocating());  // searched on the thread pool: the window does not wait
        QVERIFY(!bar->isVisibleTo(window.get()));
        QCOMPARE(window->statusBar()->currentMessage(), "Found the 2 missing files in " + QDir::toNativeSeparators(m_dir.path()) + ".");
        const QString moved = m_dir.filePath("scans-moved/first.png");
        QCOMPARE(window->project()->pages().first().source.filePath, moved);
        for (const Page& page : window->project()->pages()) {
            QTRY_VERIFY(!window->images()->image(page.id).isNull());
            QCOMPARE(window->project()->page(page.id)->state, PageState::Idle);
        }
        QCOMPARE(window->images()->size(window->project()->pages().last().id), QSize(320, 400));
        QTRY_VERIFY(hint().isEmpty());  // the page itself is shown
        QVERIFY(window->project()->isModified());
        QVERIFY(window->saveProject(path, &error));
        QCOMPARE(loadProjectFile(path, &error)->snapshot.pages.first().source.filePath, moved);

        // Scans put back in their places: Locate… shows their pages again without a search.
        QVERIFY(window->close());
        window.reset();
        QVERIFY(QDir().rename(m_dir.filePath("scans-moved"), m_dir.filePath("scans-away")));
        auto again = makeWindow(false);
        QVERIFY2(again->openProject(path, &error), qPrintable(error));
        QTRY_VERIFY(again->missingSources()->isVisibleTo(again.get()));
        // Saved while the scans are away and opened again: the pages are marked failed for want
        // of their scans, and that mark goes when the scans come back.
        QTRY_COMPARE(again->project()->pages().last().state, PageState::Failed);
        QVERIFY2(again->saveProject(path, &error), qPrintable(error));
        QVERIFY(again->close());
        again = makeWindow(false);
        QVERIFY2(again->openProject(path, &error), qPrintable(error));
        QCOMPARE(again->project()->pages().last().state, PageState::Failed);
        QTRY_VERIFY(again->missingSources()->isVisibleTo(again.get()));
        QTRY_COMPARE(again->importErrors().size(), 2);  // both scans looked for, in vain
        QVERIFY(QDir().rename(m_dir.filePath("scans-away"), m_dir.filePath("scans-moved")));
        bool prompted = false;
        again->missingSources()->setFolderPrompt([&](const QString&) {
            prompted = true;
            return QString();
        });
        again->missingSources()->findChild<QPushButton*>()->click();
        QVERIFY(!prompted);
        QVERIFY(!again->missingSources()->isVisibleTo(again.get()));
        QCOMPARE(again->statusBar()->currentMessage(), QString("The scans are back in their places: 2 pages shown again."));
        for (const Page& page : again->project()->pages()) {
            QTRY_VERIFY(!again->images()->image(page.id).isNull());
            QCOMPARE(again->project()->page(page.id)->state, PageState::Idle);
        }
    }

    // Saving over a project file that another program changed since this window read or wrote
    // it asks first: Cancel leaves that file alone, Save as writes elsewhere, Save anyway
    // replaces it.
    void savingOverAProjectChangedOnDiskAsks() {
        auto window = makeWindow();
        importPages(window.get(), 1);
        window->editor()->setFocus();
        QTest::keyClicks(window->editor(), "Mine");
        const QString path = m_dir.filePath("synced.folio");
        QString error;
        QVERIFY(window->saveProject(path, &error));
        QTest::keyClicks(window->editor(), " and more");
        QAction* save = action(window.get(), "&Save project");
        QVERIFY(save);
        save->trigger();  // unchanged on disk: saved without a question
        QVERIFY(m_asked.isEmpty());
        QCOMPARE(loadProjectFile(path, &error)->snapshot.pages.first().editedText, QString("Mine and more"));

        // A sync client brings another computer's version.
        ProjectSnapshot theirs = window->project()->snapshot();
        theirs.pages.first().editedText = QStringLiteral("Theirs");
        QTest::qWait(20);  // a modification time of its own
        QVERIFY(saveProjectFile(theirs, path, &error));
        QTest::keyClicks(window->editor(), " again");
        m_answers = {2};  // Cancel
        save->trigger();
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_asked[0].answers, (QStringList{"Save as…", "Save anyway", "Cancel"}));  // the default keeps their file
        QVERIFY2(m_asked[0].text.contains("“synced.folio” was changed on disk"), qPrintable(m_asked[0].text));
        QCOMPARE(loadProjectFile(path, &error)->snapshot.pages.first().editedText, QString("Theirs"));
        QVERIFY(window->project()->isModified());

        const QString elsewhere = m_dir.filePath("synced-mine.folio");
        window->setSavePathPrompt([elsewhere] { return elsewhere; });
        m_answers = {0};  // Save as…
        save->trigger();
        QCOMPARE(window->projectPath(), elsewhere);
        QCOMPARE(loadProjectFile(path, &error)->snapshot.pages.first().editedText, QString("Theirs"));
        QCOMPARE(loadProjectFile(elsewhere, &error)->snapshot.pages.first().editedText, QString("Mine and more again"));

        QVERIFY(saveProjectFile(theirs, elsewhere, &error));
        QTest::keyClicks(window->editor(), "!");
        m_answers = {1};  // Save anyway
        save->trigger();
        QCOMPARE(m_asked.size(), 3);
        QCOMPARE(loadProjectFile(elsewhere, &error)->snapshot.pages.first().editedText, QString("Mine and more again!"));
        QVERIFY(!window->project()->isModified());
    }

    // A save that cannot be written (a full disk, a folder gone or read-only) offers another
    // place at once: the work is still only in the window.
    void aFailedSaveOffersAnotherPlace() {
        auto window = makeWindow();
        importPages(window.get(), 1);
        window->editor()->setFocus();
        QTest::keyClicks(window->editor(), "Only here");
        const QString gone = m_dir.filePath("no-such-folder/book.folio");
        const QString fallback = m_dir.filePath("fallback.folio");
        QStringList offered{gone, fallback};
        window->setSavePathPrompt([&offered] { return offered.takeFirst(); });
        m_answers = {0};  // Save as…
        QAction* saveAs = action(window.get(), "Save project &as…");
        QVERIFY(saveAs);
        saveAs->trigger();
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_asked[0].answers, (QStringList{"Save as…", "Cancel"}));
        QVERIFY2(m_asked[0].text.contains(gone) && m_asked[0].text.endsWith("The changes are still in this window."),
                 qPrintable(m_asked[0].text));
        QCOMPARE(window->projectPath(), fallback);
        QString error;
        QCOMPARE(loadProjectFile(fallback, &error)->snapshot.pages.first().editedText, QString("Only here"));
        // Closing with changes names the project as the title bar does, in quotes.
        QTest::keyClicks(window->editor(), "!");
        m_answers = {2};  // Cancel
        QVERIFY(!window->close());
        QVERIFY2(m_asked.last().text.startsWith("“fallback.folio” has changes that are not saved"), qPrintable(m_asked.last().text));
    }

    // Killed mid-edit (SIGKILL), untitled: the next start offers the words back; restored, the
    // document is marked modified and Save asks where.
    void killedUntitledSessionIsOfferedBack() {
        const QString settingsFile = m_dir.filePath("recovery-untitled.ini");
        killChildMidEdit({settingsFile, QCoreApplication::applicationName(), savePage("crash.png")});
        if (QTest::currentTestFailed()) return;

        m_settings = std::make_unique<Settings>(settingsFile, nullptr);
        auto window = makeWindow(false);
        m_answers = {0};  // Restore
        QVERIFY(window->offerRecovery());
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_asked[0].answers, (QStringList{"Restore", "Discard", "Later"}));
        QVERIFY(m_asked[0].text.contains("untitled"));
        QCOMPARE(window->project()->pages().size(), 1);
        QTRY_VERIFY(window->editor()->toPlainText().startsWith("Typed before the crash."));
        QVERIFY(window->project()->isModified());
        QCOMPARE(window->windowHandle()->title(), QString("Untitled*"));
        QTRY_VERIFY(!window->images()->image(window->project()->pages().first().id).isNull());
        // Saving it removes the crash copy: the next start offers nothing.
        QString error;
        QVERIFY(window->saveProject(m_dir.filePath("rescued.folio"), &error));
        window.reset();
        auto next = makeWindow(false);
        QVERIFY(!next->offerRecovery());
        QCOMPARE(m_asked.size(), 1);
    }

    // A logout or shutdown (SIGTERM; SIGHUP alike) with words typed since the last crash copy: the
    // app ends at once without a question nobody would answer, and the words are offered back.
    void aSessionEndingKeepsTheWordsTypedSinceTheLastCopy() {
        const QString settingsFile = m_dir.filePath("recovery-term.ini");
        QProcess child;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert("FOLIO_CHILD_TERMINATED", "1");
        child.setProcessEnvironment(environment);
        runChildUntil(child, {settingsFile, QCoreApplication::applicationName(), savePage("logout.png")}, "TYPED");
        if (QTest::currentTestFailed()) return;
        child.terminate();
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::NormalExit);
        QCOMPARE(child.exitCode(), 0);

        m_settings = std::make_unique<Settings>(settingsFile, nullptr);
        auto window = makeWindow(false);
        m_answers = {0};  // Restore
        QVERIFY(window->offerRecovery());
        QTRY_VERIFY(window->editor()->toPlainText().startsWith("Typed just before the logout."));
    }

    // Killed while a long PDF was still arriving: the restored project reads the rest of the
    // file, each page once and in order, and the status bar says so.
    void killedMidImportReadsTheRestOfTheFile() {
        constexpr int kPages = 120;
        const QString settingsFile = m_dir.filePath("recovery-import.ini");
        const QString pdf = savePdf("long-import.pdf", kPages);
        qputenv("FOLIO_CHILD_MID_IMPORT", "1");
        killChildMidEdit({settingsFile, QCoreApplication::applicationName(), pdf});
        qunsetenv("FOLIO_CHILD_MID_IMPORT");
        if (QTest::currentTestFailed()) return;

        m_settings = std::make_unique<Settings>(settingsFile, nullptr);
        auto window = makeWindow(false);
        m_answers = {0};  // Restore
        QSignalSpy imported(window.get(), &MainWindow::importFinished);
        QVERIFY(window->offerRecovery());
        const qsizetype restored = window->project()->pages().size();
        QVERIFY2(restored >= 8 && restored < kPages, qPrintable(QString::number(restored)));
        QCOMPARE(window->project()->unfinishedImports().size(), 1);
        const int next = window->project()->unfinishedImports().first().nextPage;
        QCOMPARE(next, window->project()->pages().last().source.pageIndex + 1);
        QCOMPARE(window->statusBar()->currentMessage(),
                 QStringLiteral("Reading the rest of long-import.pdf: pages %1 to %2 were not imported before it was closed")
                     .arg(next + 1).arg(kPages));
        QVERIFY(window->isImporting());
        QVERIFY(imported.wait(60000));
        QList<int> indices;
        for (const Page& page : window->project()->pages()) {
            QCOMPARE(page.source.filePath, pdf);
            indices << page.source.pageIndex;
        }
        QList<int> expected(kPages);
        std::iota(expected.begin(), expected.end(), 0);
        QCOMPARE(indices, expected);
        QVERIFY(window->project()->unfinishedImports().isEmpty());
        QVERIFY(window->project()->isModified());
    }

    // Restored after a crash and started on the same file again (a file manager's "open with"):
    // its page is not added a second time, and the status bar says why; a new file opens.
    void aRestoredSessionDoesNotOpenItsFilesTwice() {
        const QString settingsFile = m_dir.filePath("recovery-reopen.ini");
        const QString scan = savePage("reopened.png");
        killChildMidEdit({settingsFile, QCoreApplication::applicationName(), scan});
        if (QTest::currentTestFailed()) return;

        m_settings = std::make_unique<Settings>(settingsFile, nullptr);
        auto window = makeWindow(false);
        m_answers = {0};  // Restore
        const QString other = savePage("new-one.png");
        QSignalSpy imported(window.get(), &MainWindow::importFinished);
        window->startWith({scan, other});
        QVERIFY2(window->statusBar()->currentMessage().contains("reopened.png"),
                 qPrintable(window->statusBar()->currentMessage()));
        QVERIFY(imported.wait(10000));
        QStringList sources;
        for (const Page& page : window->project()->pages()) sources << QFileInfo(page.source.filePath).fileName();
        QCOMPARE(sources, (QStringList{"reopened.png", "new-one.png"}));
        QTRY_VERIFY(window->editor()->toPlainText().startsWith("Typed before the crash."));
    }

    // Started again on the crashed project itself (`folio book.folio`): Restore keeps the restored
    // words; the project is not opened a second time over them with a "Save changes?" whose
    // Discard would delete them.
    void restoringWhenStartedOnTheProjectKeepsTheWords() {
        const QString settingsFile = m_dir.filePath("recovery-argument.ini");
        const QString project = m_dir.filePath("argument.folio");
        killChildMidEdit({settingsFile, QCoreApplication::applicationName(), savePage("crash3.png"), project});
        if (QTest::currentTestFailed()) return;
        m_settings = std::make_unique<Settings>(settingsFile, nullptr);
        auto window = makeWindow(false);
        m_answers = {0, 1};  // Restore; then Discard, should anything ask again
        window->startWith({project});
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(window->projectPath(), project);
        QVERIFY(window->project()->pages().first().editedText.startsWith("Saved words. Typed before the crash."));
        QVERIFY(window->project()->isModified());
        QVERIFY(QFile::exists(project + ".autosave"));
        QVERIFY2(window->statusBar()->currentMessage().contains("argument.folio"), qPrintable(window->statusBar()->currentMessage()));
    }

    // A project whose window crashed, opened from a window that did not (or by a later start that
    // does not list it among the recent projects): its crash copy is offered as it opens; Cancel
    // opens nothing and keeps the copy, Restore brings the words back.
    void openingAProjectOffersItsCrashCopy() {
        const QString project = m_dir.filePath("survivor.folio");
        killChildMidEdit({m_dir.filePath("recovery-open.ini"), QCoreApplication::applicationName(), savePage("crash4.png"), project});
        if (QTest::currentTestFailed()) return;
        auto window = makeWindow();  // settings of its own: the project is not a recent one
        QVERIFY(!window->offerRecovery());
        QVERIFY(m_asked.isEmpty());
        QString error;
        m_answers = {3};  // Cancel
        QVERIFY(!window->openProject(project, &error));
        QVERIFY(error.isEmpty());
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_asked[0].answers, (QStringList{"Restore", "Discard", "Show both", "Cancel"}));
        QVERIFY2(m_asked[0].text.contains("“survivor.folio” has changes that were not saved"), qPrintable(m_asked[0].text));
        QVERIFY(window->projectPath().isEmpty());
        QVERIFY(QFile::exists(project + ".autosave"));
        m_answers = {0};  // Restore
        QVERIFY2(window->openProject(project, &error), qPrintable(error));
        QCOMPARE(window->projectPath(), project);
        QVERIFY(window->project()->pages().first().editedText.startsWith("Saved words. Typed before the crash."));
        QVERIFY(window->project()->isModified());
        m_answers = {1};
        QVERIFY(window->close());  // "Discard changes": the copy goes only now
        QVERIFY(!QFile::exists(project + ".autosave"));
    }

    // A crash copy that cannot be written anywhere (a full disk) is said once, in a message that
    // stays, not at every interval; a copy written again ends it.
    void aCrashCopyThatCannotBeWrittenIsSaidOnce() {
        auto window = makeWindow();
        window->setProperty("quietImport", false);
        importPages(window.get(), 1);
        window->editor()->setFocus();
        const auto warnings = [&] {
            int shown = 0;
            for (QMessageBox* box : window->findChildren<QMessageBox*>())
                if (box->isVisible() && box->text().contains("cannot keep a crash copy")) ++shown;
            return shown;
        };
        struct rlimit old {};
        getrlimit(RLIMIT_FSIZE, &old);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit limit = old;
        limit.rlim_cur = 16;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &limit), 0);
        for (const char* words : {"One", " two"}) {
            QTest::keyClicks(window->editor(), words);
            QVERIFY(!window->autosave()->saveNow());
        }
        setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, oldHandler);
        QTRY_COMPARE(warnings(), 1);
        for (QMessageBox* box : window->findChildren<QMessageBox*>()) box->close();
        QTest::keyClicks(window->editor(), " three");
        QVERIFY(window->autosave()->saveNow());
        QCOMPARE(warnings(), 0);
        m_answers = {1};  // Discard changes
    }

    // Two projects crashed together: both are offered at the next start, the second restored
    // into a window of its own.
    void everyCrashCopyIsOfferedAtStart() {
        const QString settingsFile = m_dir.filePath("recovery-two.ini");
        const QString first = m_dir.filePath("first-crashed.folio");
        const QString second = m_dir.filePath("second-crashed.folio");
        killChildMidEdit({settingsFile, QCoreApplication::applicationName(), savePage("crash5.png"), first});
        killChildMidEdit({settingsFile, QCoreApplication::applicationName(), savePage("crash6.png"), second});
        if (QTest::currentTestFailed()) return;
        m_settings = std::make_unique<Settings>(settingsFile, nullptr);
        auto window = makeWindow(false);
        m_answers = {0, 0};  // Restore both
        QVERIFY(window->offerRecovery());
        QCOMPARE(m_asked.size(), 2);
        QStringList restored{window->projectPath()};
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* other = qobject_cast<MainWindow*>(w); other && other != window.get() && other->isVisible()) {
                restored << other->projectPath();
                QVERIFY(other->project()->pages().first().editedText.startsWith("Saved words. Typed before the crash."));
                m_answers = {1};
                other->close();
            }
        restored.sort();
        QCOMPARE(restored, (QStringList{first, second}));
        QVERIFY(window->project()->pages().first().editedText.startsWith("Saved words. Typed before the crash."));
    }

    // Killed after saving a project and typing more: restore, discard, or show both windows.
    void killedProjectSessionOffersRestoreDiscardOrBoth() {
        const QString settingsFile = m_dir.filePath("recovery-project.ini");
        const QString project = m_dir.filePath("crashed.folio");
        auto runAndKill = [&] {
            killChildMidEdit({settingsFile, QCoreApplication::applicationName(), savePage("crash2.png"), project});
        };
        runAndKill();
        if (QTest::currentTestFailed()) return;
        m_settings = std::make_unique<Settings>(settingsFile, nullptr);
        {
            auto window = makeWindow(false);
            m_answers = {2};  // Show both
            QVERIFY(window->offerRecovery());
            QCOMPARE(m_asked.last().answers, (QStringList{"Restore", "Discard", "Show both", "Later"}));
            QVERIFY(m_asked.last().text.contains("crashed.folio"));
            // Here the saved project, beside it the recovered words in a window of their own.
            QCOMPARE(window->projectPath(), project);
            QCOMPARE(window->project()->pages().first().editedText, QString("Saved words. "));
            QVERIFY(!window->project()->isModified());
            MainWindow* copy = nullptr;
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* other = qobject_cast<MainWindow*>(w); other && other != window.get() && other->isVisible())
                    copy = other;
            QVERIFY(copy);
            QVERIFY(copy->project()->pages().first().editedText.startsWith("Saved words. Typed before the crash."));
            QVERIFY(copy->project()->isModified());
            QVERIFY(copy->projectPath().isEmpty());
            QVERIFY(!QFile::exists(project + ".autosave"));
            m_answers = {1};
            copy->close();  // discards its copy
        }
        runAndKill();
        if (QTest::currentTestFailed()) return;
        {
            auto window = makeWindow(false);
            m_answers = {0};  // Restore: the project's path, its recovered text, modified
            QVERIFY(window->offerRecovery());
            QCOMPARE(window->projectPath(), project);
            QVERIFY(window->project()->pages().first().editedText.startsWith("Saved words. Typed before the crash."));
            QVERIFY(window->project()->isModified());
            QCOMPARE(window->windowHandle()->title(), QString("crashed.folio*"));
            m_answers = {1};
            QVERIFY(window->close());  // "Discard changes": the copy goes
            QVERIFY(!QFile::exists(project + ".autosave"));
        }
        runAndKill();
        if (QTest::currentTestFailed()) return;
        {
            auto window = makeWindow(false);
            // Later: the copy stays, and File > Recover unsaved work offers it again in this
            // session, in the same words (no "not closed properly" for a copy put off).
            m_answers = {3};
            QVERIFY(!window->offerRecovery());
            QVERIFY(QFile::exists(project + ".autosave"));
            m_asked.clear();
            m_answers = {1, 0};  // Discard; asked to confirm, Cancel (the default): the question again
            QAction* recover = window->findChild<QAction*>("recover-unsaved-work");
            QVERIFY(recover);
            m_answers << 3;  // then Later
            recover->trigger();
            QCOMPARE(m_asked.size(), 3);
            QVERIFY2(m_asked[0].text.startsWith("“crashed.folio” has changes that were not saved"), qPrintable(m_asked[0].text));
            QCOMPARE(m_asked[1].answers, (QStringList{"Cancel", "Discard"}));
            QVERIFY(m_asked[1].text.contains("cannot be brought back"));
            QCOMPARE(m_asked[2].text, m_asked[0].text);
            QVERIFY(QFile::exists(project + ".autosave"));
            m_answers = {1, 1};  // Discard, confirmed: the saved project stays as it was, nothing restored
            recover->trigger();
            QVERIFY(!QFile::exists(project + ".autosave"));
            QVERIFY(window->project()->pages().isEmpty());
            QVERIFY(!window->offerRecovery());
            recover->trigger();
            QCOMPARE(window->statusBar()->currentMessage(), QString("There is no unsaved work to recover"));
        }
        // Started on the crashed project itself (`folio crashed.folio`) and answered Later: one
        // question, and the project is not opened (that would ask again, and its autosave would
        // replace the copy).
        runAndKill();
        if (QTest::currentTestFailed()) return;
        {
            auto window = makeWindow(false);
            m_asked.clear();
            m_answers = {3, 0};  // Later; were it asked again: Restore
            window->startWith({project});
            QCOMPARE(m_asked.size(), 1);
            QVERIFY(window->projectPath().isEmpty());
            QVERIFY(QFile::exists(project + ".autosave"));
            QVERIFY2(window->statusBar()->currentMessage().startsWith("Not opened, its unsaved changes wait in a recovery copy"),
                     qPrintable(window->statusBar()->currentMessage()));
        }
    }
};

FOLIO_UI_TEST_MAIN(TestUserWork)
#include "test_user_work.moc"

#include <QDropEvent>
#include <QLineEdit>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QMimeData>
#include <QProgressBar>
#include <QStatusBar>
#include <QThreadPool>
#include <QTemporaryDir>
#include <QTextCursor>
#include <QScrollBar>
#include <QtTest>

#include <cmath>
#include <numeric>

#include "../cli/handmadepdfs.h"
#include "../core/jobs/scriptedbackend.h"
#include "document/projectfile.h"
#include "jobs/backgroundpool.h"
#include "document/project.h"
#include "editor/findreplacebar.h"
#include "editor/resulteditor.h"
#include "import/pageimages.h"
#include "jobs/jobqueue.h"
#include "pages/pagelist.h"
#include "pageview/pageview.h"
#include "preview/previewview.h"
#include "settings/settings.h"
#include "uitesting.h"
#include "window/mainwindow.h"

using namespace folio;

namespace {

// A page with a distinct colour at every pixel, so a crop proves where it came from.
QImage patternPage(int width, int height) {
    QImage image(width, height, QImage::Format_RGB32);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            image.setPixel(x, y, qRgb(x % 256, y % 256, (x / 256) * 16 + (y / 256)));
    return image;
}

void dropFiles(QWidget* target, const QStringList& paths) {
    QMimeData mime;
    QList<QUrl> urls;
    for (const QString& p : paths) urls << QUrl::fromLocalFile(p);
    mime.setUrls(urls);
    const QPointF at(target->width() / 2.0, target->height() / 2.0);
    QDragEnterEvent enter(at.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &drop);
}

// What the editor underlines as low-confidence text: "text@start" for each mark.
QStringList underlined(const QPlainTextEdit* editor) {
    QStringList marks;
    for (const QTextEdit::ExtraSelection& s : editor->extraSelections())
        if (s.format.underlineStyle() == QTextCharFormat::DashUnderline)
            marks << QStringLiteral("%1@%2").arg(s.cursor.selectedText()).arg(s.cursor.selectionStart());
    return marks;
}

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;

    std::unique_ptr<MainWindow> makeWindow() {
        m_settings = std::make_unique<Settings>(
            m_dir.filePath(
                QString("settings-%1.ini").arg(QUuid::createUuid().toString(QUuid::Id128))),
            nullptr);
        auto window = std::make_unique<MainWindow>(nullptr, m_settings.get());
        window->setProperty("quietImport", true);
        window->setPasswordPrompt([](const QString&, bool) { return QString(); });
        window->setChoicePrompt([](const QString&, const QString&, const QStringList&) { return 0; });
        window->show();
        return window;
    }

    QString savePage(const QString& name, const QImage& image) {
        const QString path = m_dir.filePath(name);
        image.save(path);
        return path;
    }

private slots:
    // Recovery copies in a data folder of this run's own: one left by an aborted earlier run
    // would be offered back here as a crash's.
    void initTestCase() { qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir.filePath("data"))); }

    // A project that cannot be opened when Folio is started on it (or it is dropped) says why in a
    // message that stays, not only in the status bar, which the model's loading soon overwrites.
    void aProjectThatCannotOpenSaysWhy() {
        auto window = makeWindow();
        window->setProperty("quietImport", false);
        const QString broken = m_dir.filePath("truncated.folio");
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"folio-project\", \"pages\": [");
        file.close();
        window->openFiles({broken});
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = window->findChild<QMessageBox*>()) != nullptr);
        QVERIFY(box->isVisible());
        QVERIFY2(box->text().contains("truncated.folio"), qPrintable(box->text()));
        box->close();
    }

    // A window size saved on a larger screen is fitted into this one.
    void aSizeFromALargerScreenFitsThisOne() {
        QByteArray large;
        {
            QWidget big;
            big.resize(5000, 4000);
            large = big.saveGeometry();
        }
        auto first = makeWindow();
        m_settings->setWindowLayout(large, {});
        MainWindow window(nullptr, m_settings.get());
        const QRect available = window.screen()->availableGeometry();
        QVERIFY2(window.width() <= available.width() && window.height() <= available.height(),
                 qPrintable(QStringLiteral("%1x%2 on %3x%4").arg(window.width()).arg(window.height())
                                .arg(available.width()).arg(available.height())));
    }

    // Every shortcut of the menus works: none is given twice (Qt then runs neither), and the
    // common ones are there on every desktop, not only where Qt's platform table has them.
    void menuShortcutsAreUniqueAndCommonOnesExist() {
        auto window = makeWindow();
        QHash<QKeySequence, QString> owner;
        QHash<QString, QKeySequence> byName;
        const std::function<void(QMenu*)> visit = [&](QMenu* menu) {
            for (QAction* action : menu->actions()) {
                if (action->menu()) visit(action->menu());
                const QString name = action->text().remove(u'&');
                for (const QKeySequence& key : action->shortcuts()) {
                    QVERIFY2(!owner.contains(key), qPrintable(QStringLiteral("%1 is both %2 and %3")
                                                                  .arg(key.toString(), owner.value(key), name)));
                    owner.insert(key, name);
                    byName.insert(name, key);
                }
            }
        };
        for (QAction* top : window->menuBar()->actions())
            if (top->menu()) visit(top->menu());
        QCOMPARE(byName.value("Save project as…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
        QCOMPARE(byName.value("Replace…"), QKeySequence(Qt::CTRL | Qt::Key_H));
        QCOMPARE(byName.value("Preferences…"), QKeySequence(Qt::CTRL | Qt::Key_Comma));
    }

    void showsTitledWindowAndNoModelBanner() {
        auto window = makeWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        // The platform adds " — Folio": the window's own part names the project only.
        QCOMPARE(window->windowHandle()->title(), QStringLiteral("Untitled"));
        QCOMPARE(window->project()->pages().size(), 0);
        QWidget* banner = window->findChild<QWidget*>("modelBanner");
        QVERIFY(banner && banner->isVisible());  // no model: the window says so
    }

    // Someone who chose languages in an earlier session starts with them and with nothing to
    // save: opening a project (as a file manager does, at start) or closing asks nothing.
    void aNewWindowHasNothingToSave() {
        m_settings = std::make_unique<Settings>(m_dir.filePath("settings-languages.ini"), nullptr);
        m_settings->setLanguages({"de", "en"});
        MainWindow window(nullptr, m_settings.get());
        int asked = 0;
        window.setChoicePrompt([&](const QString&, const QString&, const QStringList&) { return ++asked, 2; });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.project()->isModified());
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.project()->languages(), QStringList({"de", "en"}));

        ProjectSnapshot saved;
        Page page;
        page.source.filePath = savePage("saved.png", patternPage(40, 60));
        page.editedText = page.recognizedText = "Saved text";
        saved.pages << page;
        saved.languages = {"fr", "de"};  // not in the language button's order
        const QString projectPath = m_dir.filePath("saved.folio");
        QString error;
        QVERIFY2(saveProjectFile(saved, projectPath, &error), qPrintable(error));
        window.startWith({projectPath});
        QCOMPARE(asked, 0);
        QCOMPARE(window.projectPath(), projectPath);
        QCOMPARE(window.project()->pages().size(), 1);
        QVERIFY(!window.project()->isModified());
        QVERIFY(!window.isWindowModified());

        // Closing the project starts an empty one with the languages last chosen, again clean.
        QVERIFY(window.newProject());
        QCOMPARE(asked, 0);
        QVERIFY(!window.project()->isModified());
        QCOMPARE(window.project()->languages(), m_settings->languages());
        QVERIFY(window.close());
        QCOMPARE(asked, 0);
    }

    // A model folder chosen once and unusable since is named in the banner with what is wrong,
    // instead of "no model installed"; one whose weights cannot be read says why after loading.
    void theBannerSaysWhyTheChosenModelCannotBeUsed() {
        const auto windowWithModel = [&](const QString& folder) {
            m_settings = std::make_unique<Settings>(
                m_dir.filePath(QString("settings-%1.ini").arg(QUuid::createUuid().toString(QUuid::Id128))), nullptr);
            ModelSettings model;
            model.modelFolder = folder;
            m_settings->setModel(model);
            auto window = std::make_unique<MainWindow>(nullptr, m_settings.get());
            window->show();
            return window;
        };
        const auto bannerText = [](MainWindow* window) {
            auto* banner = window->findChild<QWidget*>("modelBanner");
            return banner->isVisible() ? banner->findChild<QLabel*>()->text() : QString();
        };
        const QString gone = m_dir.filePath("unmounted/LightOnOCR-2-1B");
        auto window = windowWithModel(gone);
        QVERIFY2(bannerText(window.get()).contains(gone + " is gone"), qPrintable(bannerText(window.get())));

        QDir(m_dir.path()).mkpath("half-copied");
        const QString half = m_dir.filePath("half-copied");
        QFile config(half + "/config.json");
        QVERIFY(config.open(QIODevice::WriteOnly) && config.write("{}") == 2);
        config.close();
        window = windowWithModel(half);
        QVERIFY2(bannerText(window.get()).contains(half + " lacks tokenizer.json, the weights (*.safetensors)"),
                 qPrintable(bannerText(window.get())));
        // The model panel says the same, not a "Ready" or "Loading" of an earlier folder.
        const QString panelSays = window->findChild<QLabel*>("model-status")->text();
        QVERIFY2(panelSays.startsWith("The model cannot be used: " + half + " lacks tokenizer.json"), qPrintable(panelSays));

        // Every file there, but the weights are not safetensors: the load fails and says so.
        for (const char* name : {"tokenizer.json", "model.safetensors"}) {
            QFile file(half + "/" + name);
            QVERIFY(file.open(QIODevice::WriteOnly) && file.write("not what it claims") > 0);
        }
        window = windowWithModel(half);
        QTRY_VERIFY_WITH_TIMEOUT(bannerText(window.get()).contains("The model could not be loaded"), 20000);
    }

    void droppingFilesAddsPages() {
        auto window = makeWindow();
        const QString a = savePage("a.png", patternPage(120, 80));
        const QString b = savePage("b.png", patternPage(90, 60));
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        dropFiles(window.get(), {a, b});
        QVERIFY(done.wait(10000));
        QCOMPARE(window->project()->pages().size(), 2);
        QCOMPARE(window->project()->pages()[0].source.filePath, a);
        QCOMPARE(window->pageList()->count(), 2);
        QCOMPARE(window->images()->image(window->project()->pages()[1].id).size(), QSize(90, 60));
        // Dropping more adds to the same document.
        dropFiles(window.get(), {a});
        QVERIFY(done.wait(10000));
        QCOMPARE(window->project()->pages().size(), 3);
        // Delete removes the selected page.
        window->pageList()->setCurrentPageId(window->project()->pages()[0].id);
        window->pageList()->setFocus();
        QTest::keyClick(window->pageList(), Qt::Key_Delete);
        QCOMPARE(window->project()->pages().size(), 2);
    }

    void drawnRegionYieldsTheRightCropAtEveryZoom() {
        auto window = makeWindow();
        const QImage pattern = patternPage(600, 800);
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({savePage("pattern.png", pattern)});
        QVERIFY(done.wait(10000));
        const QUuid page = window->project()->pages().first().id;
        PageView* view = window->pageView();
        QCOMPARE(view->pageId(), page);
        for (const double zoom : {0.35, 1.0, 2.5}) {
            view->setZoom(zoom);
            view->centerOn(300, 400);
            QApplication::processEvents();
            const QRectF visible = view->mapToScene(view->viewport()->rect())
                                       .boundingRect()
                                       .intersected(QRectF(0, 0, 600, 800));
            // A rectangle inside what is on screen, in page pixels.
            const QRectF want(visible.left() + visible.width() * 0.2,
                              visible.top() + visible.height() * 0.25, visible.width() * 0.4,
                              visible.height() * 0.3);
            // Start from a bare page: pressing on an existing region would move it instead.
            for (const Region& old : window->project()->page(page)->regions)
                window->project()->removeRegion(page, old.id);
            const int before = 0;
            QWidget* vp = view->viewport();
            QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier,
                              view->mapFromScene(want.topLeft()));
            QTest::mouseMove(vp, view->mapFromScene(want.center()));
            QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier,
                                view->mapFromScene(want.bottomRight()));
            const auto& regions = window->project()->page(page)->regions;
            QCOMPARE(int(regions.size()), before + 1);
            const QRect got = regions.last().rect;
            const double tolerance = 1.0 / zoom + 1;  // one screen pixel, in page pixels
            QVERIFY2(std::abs(got.left() - want.left()) <= tolerance &&
                         std::abs(got.top() - want.top()) <= tolerance &&
                         std::abs(got.right() + 1 - want.right()) <= tolerance &&
                         std::abs(got.bottom() + 1 - want.bottom()) <= tolerance,
                     qPrintable(QString("zoom %1: got %2,%3 %4x%5")
                                    .arg(zoom)
                                    .arg(got.x())
                                    .arg(got.y())
                                    .arg(got.width())
                                    .arg(got.height())));
            QCOMPARE(window->images()->crop(page, got).convertToFormat(pattern.format()), pattern.copy(got));  // the pixels, kept as 24-bit RGB
            QCOMPARE(view->selectedRegion(), regions.last().id);
        }
        // Delete removes the selected region.
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Delete);
        QCOMPARE(window->project()->page(page)->regions.size(), 0);
    }

    void movingARegionByItsInsideKeepsItsSize() {
        auto window = makeWindow();
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({savePage("move.png", patternPage(400, 400))});
        QVERIFY(done.wait(10000));
        const QUuid page = window->project()->pages().first().id;
        const QUuid region = window->project()->addRegion(page, QRect(100, 100, 80, 60));
        PageView* view = window->pageView();
        view->setZoom(1.0);
        view->centerOn(200, 200);
        QApplication::processEvents();
        QWidget* vp = view->viewport();
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier,
                          view->mapFromScene(QPointF(140, 130)));
        QTest::mouseMove(vp, view->mapFromScene(QPointF(160, 150)));
        QTest::mouseMove(vp, view->mapFromScene(QPointF(170, 160)));
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier,
                            view->mapFromScene(QPointF(170, 160)));
        QCOMPARE(window->project()->page(page)->regions.first().id, region);
        QCOMPARE(window->project()->page(page)->regions.first().rect, QRect(130, 130, 80, 60));
    }

    // File > Quit ends the app, not only the window it was chosen in: every window closes,
    // each asking about its own changes; one that is kept open (Cancel) stops the quit there.
    void quitClosesEveryWindow() {
        auto first = makeWindow();
        Settings otherSettings(m_dir.filePath("settings-second-window.ini"), nullptr);  // makeWindow's would replace the first's
        auto second = std::make_unique<MainWindow>(nullptr, &otherSettings);
        second->setProperty("quietImport", true);
        second->show();
        second->project()->setLanguages({"fr"});  // a change to ask about
        int asked = 0;
        second->setChoicePrompt([&](const QString&, const QString&, const QStringList&) { return ++asked, 2; });  // Cancel
        QAction* quit = nullptr;
        for (QAction* a : first->findChildren<QAction*>())
            if (a->text() == "&Quit") quit = a;
        QVERIFY(quit);
        quit->trigger();
        QCOMPARE(asked, 1);
        QVERIFY(second->isVisible());  // kept, with its changes
        second->setChoicePrompt([&](const QString&, const QString&, const QStringList&) { return ++asked, 1; });  // Discard
        quit->trigger();
        QVERIFY(!first->isVisible());
        QVERIFY(!second->isVisible());
    }

    // A zoom chosen for one project's pages is not carried to the next: it opens fitting its
    // page, as the first one did.
    void aNewProjectFitsItsPageAgain() {
        auto window = makeWindow();
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({savePage("zoomed.png", patternPage(400, 400))});
        QVERIFY(done.wait(10000));
        PageView* view = window->pageView();
        const double fitted = view->zoom();
        view->setZoom(3.0);
        window->setChoicePrompt([](const QString&, const QString&, const QStringList&) { return 1; });  // discard
        QVERIFY(window->newProject());
        QCOMPARE(window->findChild<QLabel*>("zoom-level")->text(), QString());  // an empty window has no zoom
        window->openFiles({savePage("next.png", patternPage(400, 400))});
        QVERIFY(done.wait(10000));
        QTRY_COMPARE(view->zoom(), fitted);
        QCOMPARE(window->findChild<QLabel*>("zoom-level")->text(),
                 QLocale().toString(qRound(fitted * 100)) + QLocale().percent());
    }

    // Region work in the page view, as a user's hand does it: Undo and Redo there take back and
    // redo drawing, moving and deleting (never the text's typing); Shift draws inside a region;
    // Esc gives up a drawing; a jitter is no region; a move at any zoom keeps the size.
    void regionChangesAreUndoneInTheView() {
        auto window = makeWindow();
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({savePage("undo.png", patternPage(400, 400))});
        QVERIFY(done.wait(10000));
        const QUuid page = window->project()->pages().first().id;
        window->activateWindow();
        window->editor()->setFocus();
        QTRY_VERIFY(window->editor()->hasFocus());
        QTest::keyClicks(window->editor(), "typed words");
        QTRY_COMPARE(window->project()->page(page)->editedText, QString("typed words"));

        PageView* view = window->pageView();
        view->setZoom(1.95);  // a zoom where page pixels fall between screen pixels
        view->centerOn(200, 200);
        QApplication::processEvents();
        QCOMPARE(window->findChild<QLabel*>("zoom-level")->text(), QLocale().toString(195) + QLocale().percent());
        QWidget* vp = view->viewport();
        auto drag = [&](QPointF from, QPointF to, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
            QTest::mousePress(vp, Qt::LeftButton, modifiers, view->mapFromScene(from));
            QTest::mouseMove(vp, view->mapFromScene((from + to) / 2));
            QTest::mouseMove(vp, view->mapFromScene(to));
            QTest::mouseRelease(vp, Qt::LeftButton, modifiers, view->mapFromScene(to));
        };
        const auto regions = [&] { return window->project()->page(page)->regions; };
        drag({120, 120}, {240, 200});
        QCOMPARE(regions().size(), 1);
        const QRect drawn = regions().first().rect;
        drag({150, 150}, {163.3, 171.7});  // moved by its inside
        QCOMPARE(regions().first().rect.size(), drawn.size());
        QVERIFY(regions().first().rect != drawn);
        const QRect moved = regions().first().rect;
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, view->mapFromScene(QPointF(200, 200)));
        QTest::mouseMove(vp, view->mapFromScene(QPointF(200, 200)) + QPoint(2, 1));  // a click's jitter
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, view->mapFromScene(QPointF(200, 200)) + QPoint(2, 1));
        QCOMPARE(regions().first().rect, moved);
        view->setFocus();
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, view->mapFromScene(QPointF(200, 200)));
        QTest::mouseMove(vp, view->mapFromScene(QPointF(230, 230)));
        QTest::keyClick(view, Qt::Key_Escape);  // the move is given up
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, view->mapFromScene(QPointF(230, 230)));
        QCOMPARE(regions().first().rect, moved);
        drag({150, 160}, {190, 190}, Qt::ShiftModifier);  // a second region inside the first
        QCOMPARE(regions().size(), 2);
        QVERIFY(regions().first().rect.contains(regions().last().rect));

        // Esc while drawing gives the drawing up; a jitter of a few screen pixels draws nothing.
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, view->mapFromScene(QPointF(300, 300)));
        QTest::mouseMove(vp, view->mapFromScene(QPointF(350, 350)));
        QTest::keyClick(view, Qt::Key_Escape);
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, view->mapFromScene(QPointF(350, 350)));
        QCOMPARE(regions().size(), 2);
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, view->mapFromScene(QPointF(300, 300)) );
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, view->mapFromScene(QPointF(300, 300)) + QPoint(3, 3));
        QCOMPARE(regions().size(), 2);

        view->setFocus();
        QTRY_VERIFY(view->hasFocus());
        view->selectRegion(regions().last().id);
        QTest::keyClick(view, Qt::Key_Delete);
        QCOMPARE(regions().size(), 1);
        QVERIFY2(window->statusBar()->currentMessage().startsWith("Region 2 deleted; Edit › Undo"),
                 qPrintable(window->statusBar()->currentMessage()));
        const QKeySequence undo(QKeySequence::Undo), redo(QKeySequence::Redo);
        auto press = [&](const QKeySequence& keys) {
            QTest::keySequence(view, keys);
            QApplication::processEvents();
        };
        press(undo);  // the deleted region is back
        QCOMPARE(regions().size(), 2);
        press(undo);  // the Shift-drawn one goes
        QCOMPARE(regions().size(), 1);
        // Read after it was moved: taking the move back keeps what was read in it.
        window->project()->setRegionRawText(page, regions().first().id, QStringLiteral("read after the move"));
        press(undo);  // the move is taken back
        QCOMPARE(regions().first().rect, drawn);
        QCOMPARE(regions().first().rawText, QStringLiteral("read after the move"));
        press(undo);  // and the drawing
        QCOMPARE(regions().size(), 0);
        press(undo);  // nothing left of the view's: the text's typing stays
        QVERIFY2(window->statusBar()->currentMessage().contains("No region change to undo"),
                 qPrintable(window->statusBar()->currentMessage()));
        QCOMPARE(window->project()->page(page)->editedText, QString("typed words"));
        press(redo);
        press(redo);
        QCOMPARE(regions().size(), 1);
        QVERIFY(regions().first().rect != drawn);  // drawn, then moved again
        QCOMPARE(regions().first().rect.size(), drawn.size());
    }

    // A drag from the grey around the page draws a region from the page's edge.
    void aRegionIsDrawnFromOutsideThePage() {
        auto window = makeWindow();
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({savePage("margin.png", patternPage(400, 400))});
        QVERIFY(done.wait(10000));
        const QUuid page = window->project()->pages().first().id;
        PageView* view = window->pageView();
        view->fitPage();
        QApplication::processEvents();
        QWidget* vp = view->viewport();
        // Beside the page on the side where the fitted square leaves grey.
        QPoint outside = view->mapFromScene(QPointF(0, 100)) - QPoint(12, 0);
        QPointF expected(0, 100);
        if (!vp->rect().contains(outside)) {
            outside = view->mapFromScene(QPointF(100, 0)) - QPoint(0, 12);
            expected = QPointF(100, 0);
        }
        QVERIFY(vp->rect().contains(outside));
        QVERIFY(!QRectF(0, 0, 400, 400).contains(view->mapToScene(outside)));
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, outside);
        QTest::mouseMove(vp, view->mapFromScene(QPointF(250, 250)));
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, view->mapFromScene(QPointF(300, 300)));
        const QList<Region> regions = window->project()->page(page)->regions;
        QCOMPARE(regions.size(), 1);
        const double tolerance = 2 / view->zoom() + 1;
        QVERIFY2(std::abs(regions.first().rect.left() - expected.x()) <= tolerance &&
                     std::abs(regions.first().rect.top() - expected.y()) <= tolerance,
                 qPrintable(QDebug::toString(regions.first().rect)));
    }

    void recognitionStreamsIntoEditorAndPreview() {
        auto window = makeWindow();
        testing::ScriptedBackend backend;
        backend.script = "# Title\n\n| a | b |\n|---|---|\n| 1 | $x^2$ |\n\nPage {w}x{h}.";
        backend.charsPerToken = 2;
        window->setBackend(&backend);
        QVERIFY(!window->findChild<QWidget*>("modelBanner")->isVisible());
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({savePage("ocr.png", patternPage(64, 48))});
        QVERIFY(done.wait(10000));
        const QUuid page = window->project()->pages().first().id;
        QSignalSpy idle(window->jobs(), &JobQueue::idle);
        window->recognizeCurrentPage();
        QTRY_VERIFY(window->editor()->toPlainText().startsWith("# Ti"));
        QVERIFY(window->editor()->isReadOnly());  // streaming: no edits until done
        QVERIFY(window->editor()->toPlainText().size() < backend.script.size());
        QVERIFY(idle.wait(10000));
        const QString expected = "# Title\n\n| a | b |\n|---|---|\n| 1 | $x^2$ |\n\nPage 64x48.";
        QCOMPARE(window->project()->page(page)->state, PageState::Done);
        QCOMPARE(window->editor()->toPlainText(), expected);
        QVERIFY(!window->editor()->isReadOnly());
        QTRY_VERIFY(window->preview()->lastHtml().contains("<h1>Title</h1>"));
        QVERIFY(window->preview()->lastHtml().contains("<table>"));
        QVERIFY(window->preview()->lastHtml().contains("<x-equation>x^2</x-equation>"));
        // The user's edit goes to the project and can be undone.
        window->editor()->moveCursor(QTextCursor::End);
        QTest::keyClicks(window->editor(), " Fixed");
        QCOMPARE(window->project()->page(page)->editedText, expected + " Fixed");
        window->editor()->undo();
        QCOMPARE(window->project()->page(page)->editedText, expected);
    }

    // Proofreading a document: F8 goes on to the next page with marks (a page without is passed
    // over), Shift+F8 back; accepting a page's last mark goes on to the next page's first.
    void proofreadingGoesFromPageToPage() {
        auto window = makeWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({savePage("p1.png", patternPage(64, 48)), savePage("p2.png", patternPage(65, 48)),
                           savePage("p3.png", patternPage(66, 48))});
        QVERIFY(done.wait(10000));
        const QList<Page> pages = window->project()->pages();
        Project* project = window->project();
        project->setRecognizedText(pages[0].id, "alpha beta");
        project->setLowConfidence(pages[0].id, {{6, 4, 0.1}});
        project->setRecognizedText(pages[1].id, "nothing unsure");
        project->setRecognizedText(pages[2].id, "gamma delta");
        project->setLowConfidence(pages[2].id, {{0, 5, 0.2}});
        window->pageList()->setCurrentPageId(pages[0].id);
        ResultEditor* editor = window->editor();
        editor->setFocus();
        editor->moveCursor(QTextCursor::Start);
        QTest::keyClick(editor, Qt::Key_F8);
        QCOMPARE(editor->textCursor().selectedText(), QString("beta"));
        QTest::keyClick(editor, Qt::Key_F8);
        QCOMPARE(window->pageList()->currentPageId(), pages[2].id);
        QCOMPARE(editor->textCursor().selectedText(), QString("gamma"));
        QTest::keyClick(editor, Qt::Key_F8, Qt::ShiftModifier);
        QCOMPARE(window->pageList()->currentPageId(), pages[0].id);
        QCOMPARE(editor->textCursor().selectedText(), QString("beta"));
        QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);  // accepted: on to page 3
        QCOMPARE(window->pageList()->currentPageId(), pages[2].id);
        QCOMPARE(editor->textCursor().selectedText(), QString("gamma"));
        QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);  // the last one
        QVERIFY(!editor->hasLowConfidence(pages[0].id) && !editor->hasLowConfidence(pages[2].id));
        QCOMPARE(window->statusBar()->currentMessage(), QString("No low-confidence text is left"));

        // Ctrl+L from the editor asks for a page by number, offering the one shown.
        QList<std::pair<int, int>> asked;
        window->setPageNumberPrompt([&](int current, int count) {
            asked.append({current, count});
            return 2;
        });
        QTest::keyClick(editor, Qt::Key_L, Qt::ControlModifier);
        QCOMPARE(asked, (QList<std::pair<int, int>>{{3, 3}}));
        QCOMPARE(window->pageList()->currentPageId(), pages[1].id);
        QCOMPARE(window->editor()->pageId(), pages[1].id);
        window->setPageNumberPrompt([](int, int) { return 0; });  // cancelled: stays
        QTest::keyClick(editor, Qt::Key_L, Qt::ControlModifier);
        QCOMPARE(window->pageList()->currentPageId(), pages[1].id);
    }

    // A proofreading pass: the tokens the model was unsure of are underlined, F8 and Shift+F8
    // select them in turn, Ctrl+Return accepts one, edits around them move them, retyping one
    // drops it, and what is left is saved with the project.
    void proofreadingStepsThroughLowConfidenceText() {
        auto window = makeWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        testing::ScriptedBackend backend;
        backend.script = "The qvick brovn fox jumps";
        backend.charsPerToken = 2;  // "Th" "e " "qv" "ic" "k " "br" "ov" "n " "fo" "x " "ju" "mp" "s"
        backend.logprobs = {0, 0, std::log(0.1), std::log(0.3), 0, 0, std::log(0.2), 0, 0, 0, std::log(0.4)};
        window->setBackend(&backend);
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({savePage("proof.png", patternPage(64, 48))});
        QVERIFY(done.wait(10000));
        const QUuid page = window->project()->pages().first().id;
        QSignalSpy idle(window->jobs(), &JobQueue::idle);
        window->recognizeCurrentPage();
        QVERIFY(idle.wait(10000));
        ResultEditor* editor = window->editor();
        QCOMPARE(editor->toPlainText(), backend.script);
        QCOMPARE(underlined(editor), (QStringList{"qvic@4", "ov@12", "ju@20"}));

        editor->setFocus();
        editor->moveCursor(QTextCursor::Start);
        QTest::keyClick(editor, Qt::Key_F8);
        QCOMPARE(editor->textCursor().selectedText(), QStringLiteral("qvic"));
        QTest::keyClick(editor, Qt::Key_F8);
        QCOMPARE(editor->textCursor().selectedText(), QStringLiteral("ov"));
        QTest::keyClick(editor, Qt::Key_F8);
        QTest::keyClick(editor, Qt::Key_F8);  // past the last: back to the first
        QCOMPARE(editor->textCursor().selectionStart(), 4);
        QTest::keyClick(editor, Qt::Key_F8, Qt::ShiftModifier);  // before the first: the last
        QCOMPARE(editor->textCursor().selectionStart(), 20);
        QTest::keyClick(editor, Qt::Key_F8, Qt::ShiftModifier);
        QCOMPARE(editor->textCursor().selectedText(), QStringLiteral("ov"));
        // Accepting "ov" clears its underline and moves on to "ju"; the text stays as it was.
        QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(editor->toPlainText(), backend.script);
        QCOMPARE(underlined(editor), (QStringList{"qvic@4", "ju@20"}));
        QCOMPARE(editor->textCursor().selectedText(), QStringLiteral("ju"));

        // Typing before a span moves its underline with the text.
        editor->moveCursor(QTextCursor::Start);
        QTest::keyClicks(editor, "So ");
        QCOMPARE(underlined(editor), (QStringList{"qvic@7", "ju@23"}));
        // Retyping inside one drops it: "qvick" corrected to "quick".
        QTest::keyClick(editor, Qt::Key_F8);
        QCOMPARE(editor->textCursor().selectedText(), QStringLiteral("qvic"));
        QTest::keyClicks(editor, "quic");
        QCOMPARE(editor->toPlainText(), QStringLiteral("So The quick brovn fox jumps"));
        QCOMPARE(underlined(editor), QStringList{"ju@23"});

        const QString path = m_dir.filePath("proof.folio");
        QString error;
        QVERIFY2(window->saveProject(path, &error), qPrintable(error));
        auto reopened = makeWindow();
        QVERIFY2(reopened->openProject(path, &error), qPrintable(error));
        reopened->editor()->showPage(page);
        QCOMPARE(underlined(reopened->editor()), QStringList{"ju@23"});
    }

    void cancelStopsARunningPage() {
        auto window = makeWindow();
        testing::ScriptedBackend backend;
        backend.script = QString(5000, u'z');
        backend.charsPerToken = 1;
        window->setBackend(&backend);
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({savePage("long.png", patternPage(32, 32))});
        QVERIFY(done.wait(10000));
        const QUuid page = window->project()->pages().first().id;
        QSignalSpy idle(window->jobs(), &JobQueue::idle);
        window->recognizeCurrentPage();  // by name: the pattern has no lines of ink, Recognize all would leave it out
        QTRY_VERIFY(window->jobs()->tokens() > 0);
        window->cancelRecognition();
        QVERIFY(idle.wait(5000));
        QCOMPARE(window->project()->page(page)->state, PageState::Cancelled);
        // The message has the status bar to itself: no progress bar cuts it short.
        QVERIFY(window->statusBar()->currentMessage().startsWith("Cancelled: 0 of 1 pages read; every page keeps its text"));
        QVERIFY(!window->findChild<QProgressBar*>("recognition-progress")->isVisible());
        QVERIFY(!window->editor()->isReadOnly());
        // What streamed is kept, marked partial; Undo goes back to the empty page.
        QVERIFY(window->editor()->toPlainText().startsWith("z"));
        QVERIFY(window->project()->page(page)->partial);
        window->editor()->undo();
        QCOMPARE(window->editor()->toPlainText(), QString());
    }

    // From the backend's start to the first token the engine reads the page: the page list and
    // the status bar say so, instead of "queued"; then the text streams and the page is done.
    void aStartedPageShowsReadingUntilItsTextArrives() {
        auto window = makeWindow();
        testing::ScriptedBackend backend;
        backend.holdFirstToken = true;
        window->setBackend(&backend);
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({savePage("reading.png", patternPage(32, 32))});
        QVERIFY(done.wait(10000));
        const QListWidgetItem* item = window->pageList()->item(0);
        const auto* progress = window->findChild<QProgressBar*>("recognition-progress");
        QSignalSpy started(&backend, &OcrBackend::started);
        QSignalSpy idle(window->jobs(), &JobQueue::idle);
        window->recognizeCurrentPage();
        QCOMPARE(item->text(), QString("1\nqueued"));
        QCOMPARE(progress->text(), QString("0 of 1 pages · 0 tokens"));
        QVERIFY(started.wait(5000));
        QCOMPARE(item->text(), QString("1\nreading"));
        QCOMPARE(item->data(Qt::AccessibleDescriptionRole).toString(), QString("reading, blank"));  // the pattern has no ink
        QVERIFY(progress->isVisible());
        QCOMPARE(progress->text(), QString("Reading page 1 · 0 of 1 pages · 0 tokens"));
        QCOMPARE(window->editor()->toPlainText(), QString());
        QString atFirstText;  // what the window shows as the first text arrives
        connect(window->jobs(), &JobQueue::progressChanged, this, [&](int, int, int tokens) {
            if (tokens > 0 && atFirstText.isEmpty()) atFirstText = item->text() + " | " + progress->text();
        });
        backend.holdFirstToken = false;
        QVERIFY(idle.wait(5000));
        // Still reading while the text streams; the status bar counts its tokens instead.
        QCOMPARE(atFirstText, QString("1\nreading | 0 of 1 pages · 1 tokens"));
        QCOMPARE(item->text(), QString("1\ndone"));
        QCOMPARE(window->editor()->toPlainText(), QString("# Title\n\nText of 32x32."));
    }

    void regionAndTextSelectEachOther() {
        auto window = makeWindow();
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({savePage("link.png", patternPage(300, 300))});
        QVERIFY(done.wait(10000));
        Project* project = window->project();
        const QUuid page = project->pages().first().id;
        const QUuid first = project->addRegion(page, QRect(10, 10, 100, 50));
        const QUuid second = project->addRegion(page, QRect(10, 100, 100, 50));
        project->setRegionRawText(page, first, "Alpha block");
        project->setRegionRawText(page, second, "Beta block");
        project->setEditedText(page, "Intro\n\nAlpha block\n\nBeta block\n");
        window->pageView()->selectRegion(second);
        QCOMPARE(window->editor()->textCursor().selectedText(), QString("Beta block"));
        // The cursor moved by a text change the user did not make leaves the region chosen.
        project->setEditedText(page, "Intro\n\nAlpha block\n\nBeta block\n\nMore.\n");
        QTextCursor moved = window->editor()->textCursor();
        moved.setPosition(9);
        window->editor()->setTextCursor(moved);
        QCOMPARE(window->pageView()->selectedRegion(), second);
        // The user's click into the editor chooses the region it lands in.
        window->activateWindow();
        window->editor()->setFocus();
        QTRY_VERIFY(window->editor()->hasFocus());
        QTextCursor cursor = window->editor()->textCursor();
        cursor.setPosition(10);  // inside "Alpha block"
        window->editor()->setTextCursor(cursor);
        QCOMPARE(window->pageView()->selectedRegion(), first);
    }

    // Ctrl+F and Return find the text on the next page that holds it: the page list, the page
    // view and the editor all move there; F3 goes on, Shift+F3 back, and Replace all changes
    // every page and is undone by its button.
    void findAndReplaceGoAcrossThePages() {
        auto window = makeWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        const QStringList texts{"Dear reader,", "The recieved letter.", "Nothing here.", "We recieved it."};
        QList<QUuid> ids;
        for (const QString& text : texts) {
            Page page;
            page.editedText = page.recognizedText = text;
            window->images()->insert(page.id, patternPage(80, 100));
            ids << window->project()->addPage(page);
        }
        window->pageList()->setCurrentPageId(ids[0]);
        QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier);
        auto* bar = window->findChild<FindReplaceBar*>();
        QVERIFY(bar && bar->isVisible());
        QTRY_VERIFY(bar->findField()->hasFocus());
        QTest::keyClicks(bar->findField(), "recieved");
        QTest::keyClick(bar->findField(), Qt::Key_Return);
        QCOMPARE(window->pageList()->currentPageId(), ids[1]);
        QCOMPARE(window->pageView()->pageId(), ids[1]);
        QCOMPARE(window->editor()->textCursor().selectedText(), QString("recieved"));
        QTest::keyClick(window.get(), Qt::Key_F3);
        QCOMPARE(window->pageList()->currentPageId(), ids[3]);
        QCOMPARE(window->editor()->textCursor().selectionStart(), 3);
        QTest::keyClick(window.get(), Qt::Key_F3, Qt::ShiftModifier);
        QCOMPARE(window->pageList()->currentPageId(), ids[1]);
        QTest::keyClick(bar->findField(), Qt::Key_Return, Qt::ShiftModifier);  // back again, wrapping
        QCOMPARE(window->pageList()->currentPageId(), ids[3]);

        QTest::keyClick(window.get(), Qt::Key_H, Qt::ControlModifier);  // Replace: the focus goes where the new text goes
        QTRY_VERIFY(bar->replaceField()->hasFocus());
        QTest::keyClicks(bar->replaceField(), "received");
        auto* replaceAll = bar->findChild<QPushButton*>("replace-all");
        QVERIFY(replaceAll);
        QTest::mouseClick(replaceAll, Qt::LeftButton);
        QCOMPARE(window->project()->pages()[1].editedText, QString("The received letter."));
        QCOMPARE(window->project()->pages()[3].editedText, QString("We received it."));
        QCOMPARE(window->editor()->toPlainText(), QString("We received it."));
        QCOMPARE(bar->statusLabel()->text(), QString("2 replaced on 2 pages"));
        QVERIFY(window->isWindowModified());
        auto* undo = bar->findChild<QPushButton*>("undo-replace-all");
        QVERIFY(undo && undo->isVisible());
        QTest::mouseClick(undo, Qt::LeftButton);
        QCOMPARE(window->project()->pages()[1].editedText, QString("The recieved letter."));
        QCOMPARE(window->project()->pages()[3].editedText, QString("We recieved it."));
        QVERIFY(!undo->isVisible());
    }

    // Only the rows in view and near it hold thumbnails, so a long project's list stays small;
    // scrolling brings them to the rows that come into view.
    void onlyRowsNearTheViewHoldThumbnails() {
        auto window = makeWindow();
        window->resize(900, 500);
        for (int i = 0; i < 400; ++i) {
            Page page;
            page.source.filePath = QStringLiteral("/scans/thick.pdf");
            page.source.pageIndex = i;
            window->images()->insert(page.id, patternPage(60, 80));
            window->project()->addPage(page);
        }
        auto* list = window->pageList();
        QCOMPARE(list->count(), 400);
        const qint64 empty = list->item(399)->icon().cacheKey();
        const auto withThumbnail = [&] {
            QList<int> rows;
            for (int i = 0; i < list->count(); ++i)
                if (list->item(i)->icon().cacheKey() != empty) rows << i;
            return rows;
        };
        QTRY_VERIFY(withThumbnail().contains(0));
        QVERIFY2(withThumbnail().size() < 150, qPrintable(QString::number(withThumbnail().size())));
        QVERIFY(!withThumbnail().contains(399));
        list->scrollToBottom();
        QTRY_VERIFY(withThumbnail().contains(399));
        QVERIFY(!withThumbnail().contains(0));
        QVERIFY2(withThumbnail().size() < 150, qPrintable(QString::number(withThumbnail().size())));
    }

    // Pages that arrive while the user looks further down the list (a long PDF read in parts)
    // neither move the list back to the top nor take the page the user chose.
    void pagesArrivingKeepTheListWhereTheUserIs() {
        auto window = makeWindow();
        window->resize(900, 500);
        const auto addPages = [&](int n) {
            for (int i = 0; i < n; ++i) {
                Page page;
                page.source.filePath = QStringLiteral("/scans/long.pdf");
                page.source.pageIndex = int(window->project()->pages().size());
                window->images()->insert(page.id, patternPage(60 + page.source.pageIndex, 80));
                window->project()->addPage(page);
            }
        };
        addPages(8);
        auto* list = window->pageList();
        QCOMPARE(list->count(), 8);
        const QUuid chosen = window->project()->pages()[1].id;
        list->setCurrentPageId(chosen);
        QCoreApplication::processEvents();  // the list lays its items out
        list->verticalScrollBar()->setValue(list->verticalScrollBar()->maximum());  // page 2 out of sight
        const int scrolled = list->verticalScrollBar()->value();
        QVERIFY(scrolled > 0);
        addPages(4);
        QCoreApplication::processEvents();
        QCOMPARE(list->count(), 12);
        QCOMPARE(list->verticalScrollBar()->value(), scrolled);
        QCOMPARE(window->pageList()->currentPageId(), chosen);
        QCOMPARE(window->pageView()->pageId(), chosen);
        for (int i = 0; i < 12; ++i) {
            QCOMPARE(list->item(i)->data(Qt::UserRole).toUuid(), window->project()->pages()[i].id);
            QCOMPARE(list->item(i)->text().left(2).trimmed(), QString::number(i + 1));
        }
        QCOMPARE(list->selectedItems().size(), 1);
    }

    // A long project reopened renders its pages off the pool Qt paints with (the window of a
    // 605-page project did not paint until every page was rendered), and closing it stops the
    // renders still waited for (the process lived on for a minute after its window closed).
    void aReopenedLongProjectPaintsAtOnceAndStopsRenderingWhenClosed() {
        constexpr int kPages = 400;
        const QString pdf = m_dir.filePath("long-project.pdf");
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(folio::testing::manyPagePdf(kPages)) > 0);
        file.close();
        ProjectSnapshot snapshot;
        for (int i = 0; i < kPages; ++i) {
            Page page;
            page.source.filePath = pdf;
            page.source.pageIndex = i;
            snapshot.pages << page;
        }
        const QString projectPath = m_dir.filePath("long.folio");
        QString error;
        QVERIFY2(saveProjectFile(snapshot, projectPath, &error), qPrintable(error));

        auto window = makeWindow();
        QVERIFY2(window->openProject(projectPath, &error), qPrintable(error));
        QCOMPARE(window->pageList()->count(), kPages);
        QTRY_VERIFY(!window->images()->image(snapshot.pages[0].id).isNull());  // the first page shows
        // The window took events while the other pages rendered, not only after all of them.
        QVERIFY2(backgroundPool()->activeThreadCount() + QThreadPool::globalInstance()->activeThreadCount() > 0,
                 "the first page showed only once every page was rendered");
        // Painting has its pool to itself: what it starts there (smooth scaling) ends at once.
        QVERIFY(QThreadPool::globalInstance()->waitForDone(500));
        QVERIFY(!window->grab().isNull());
        window.reset();
        QVERIFY(backgroundPool()->waitForDone(3000));
        QVERIFY(QThreadPool::globalInstance()->waitForDone(3000));
    }

    // A project saved while a long PDF was still arriving reads the rest of it when opened, each
    // page once and in order; a file gone since is reported by name and forgotten.
    void aProjectSavedMidImportReadsTheRestWhenOpened() {
        const QString pdf = m_dir.filePath("half-read.pdf");
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(folio::testing::manyPagePdf(20)) > 0);
        file.close();
        ProjectSnapshot snapshot;
        for (int i = 0; i < 8; ++i) {
            Page page;
            page.source.filePath = pdf;
            page.source.pageIndex = i;
            snapshot.pages << page;
        }
        snapshot.pages[2].editedText = QStringLiteral("typed before the save");
        const QString gone = m_dir.filePath("moved-away.pdf");
        snapshot.unfinishedImports = {{pdf, 8, 20}, {gone, 3, 10}};
        const QString projectPath = m_dir.filePath("mid-import.folio");
        QString error;
        QVERIFY2(saveProjectFile(snapshot, projectPath, &error), qPrintable(error));

        auto window = makeWindow();
        QSignalSpy imported(window.get(), &MainWindow::importFinished);
        QVERIFY2(window->openProject(projectPath, &error), qPrintable(error));
        QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("pages 9 to 20")));
        QVERIFY(imported.wait(30000));
        QList<int> indices;
        for (const Page& page : window->project()->pages()) {
            QCOMPARE(page.source.filePath, pdf);
            indices << page.source.pageIndex;
        }
        QList<int> expected(20);
        std::iota(expected.begin(), expected.end(), 0);
        QCOMPARE(indices, expected);
        QCOMPARE(window->project()->pages()[2].editedText, QStringLiteral("typed before the save"));
        QVERIFY(window->project()->unfinishedImports().isEmpty());
        QVERIFY2(window->importErrors().join('\n').contains(QStringLiteral("moved-away.pdf")),
                 qPrintable(window->importErrors().join('\n')));
    }

    // Delete in the page list removes the selected pages; Undo there brings them back where
    // they were, with the user's text and their images, as one step.
    void removedPagesComeBackWithUndo() {
        auto window = makeWindow();
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({savePage("r1.png", patternPage(40, 30)), savePage("r2.png", patternPage(50, 30)),
                           savePage("r3.png", patternPage(60, 30))});
        QVERIFY(done.wait(10000));
        const QList<Page> before = window->project()->pages();
        window->project()->setEditedText(before[1].id, QStringLiteral("# Hours of proofreading\n"));
        auto* list = window->pageList();
        list->setCurrentPageId(before[1].id);
        list->selectPages({before[2].id});
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Delete);
        QCoreApplication::processEvents();
        QCOMPARE(window->project()->pages().size(), 1);
        QCOMPARE(list->count(), 1);
        QVERIFY2(window->statusBar()->currentMessage().startsWith(QStringLiteral("Removed 2 pages.")),
                 qPrintable(window->statusBar()->currentMessage()));
        auto* restore = window->findChild<QAction*>(QStringLiteral("restore-removed-pages"));
        QVERIFY(restore && restore->isEnabled());
        QCOMPARE(restore->text(), QStringLiteral("Restore 2 removed pages"));

        QTest::keyClick(list, Qt::Key_Z, Qt::ControlModifier);
        QCoreApplication::processEvents();
        const QList<Page> after = window->project()->pages();
        QCOMPARE(after.size(), 3);
        QCOMPARE(after[0].id, before[0].id);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(after[i].source.filePath, before[i].source.filePath);
            QCOMPARE(list->item(i)->data(Qt::UserRole).toUuid(), after[i].id);
            QCOMPARE(list->item(i)->text().left(1), QString::number(i + 1));
            QCOMPARE(window->images()->image(after[i].id).size(), QSize(40 + 10 * i, 30));
        }
        QCOMPARE(after[1].editedText, QStringLiteral("# Hours of proofreading\n"));
        QCOMPARE(list->selectedPageIds(), (QList<QUuid>{after[1].id, after[2].id}));
        QCOMPARE(window->pageView()->pageId(), after[1].id);
        QVERIFY(!restore->isEnabled());
        QTest::keyClick(list, Qt::Key_Z, Qt::ControlModifier);  // nothing more to restore: nothing happens
        QCOMPARE(window->project()->pages().size(), 3);
    }

    // Pages on disk (a memory budget of nothing): removing all of them and undoing reads back
    // only the page shown, not every page for its thumbnail, and the thumbnails are the pages.
    void undoingARemovalReadsNoThumbnailBackFromDisk() {
        auto window = makeWindow();
        window->images()->setSpoolDiskReserve(0);
        window->images()->setMemoryBudget(0);
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        QStringList files;
        for (int i = 0; i < 12; ++i) files << savePage(QStringLiteral("u%1.png").arg(i), patternPage(60 + i, 80));
        window->openFiles(files);
        QVERIFY(done.wait(10000));
        QTRY_COMPARE_WITH_TIMEOUT(window->images()->residentBytes(), qint64(0), 10000);  // all spooled
        auto* list = window->pageList();
        QList<QUuid> all;
        for (const Page& page : window->project()->pages()) all << page.id;
        list->selectPages(all);
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Delete);
        QCoreApplication::processEvents();
        QCOMPARE(window->project()->pages().size(), 0);
        const quint64 readsBefore = window->images()->diskReads();
        QTest::keyClick(list, Qt::Key_Z, Qt::ControlModifier);
        QCoreApplication::processEvents();
        QCOMPARE(window->project()->pages().size(), 12);
        QVERIFY2(window->images()->diskReads() - readsBefore <= 1,
                 qPrintable(QStringLiteral("%1 pages read back").arg(window->images()->diskReads() - readsBefore)));
        for (int i = 0; i < 12; ++i) {
            const QImage icon = list->item(i)->icon().pixmap(128, 128).toImage();
            QVERIFY2(icon.pixelColor(64, 64).alpha() == 255, qPrintable(QStringLiteral("row %1 has no thumbnail").arg(i)));
        }
    }

    void pageListFollowsTheProjectOrder() {
        auto window = makeWindow();
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({savePage("p1.png", patternPage(10, 10)),
                           savePage("p2.png", patternPage(20, 10)),
                           savePage("p3.png", patternPage(30, 10))});
        QVERIFY(done.wait(10000));
        const QList<Page> before = window->project()->pages();
        window->project()->movePage(2, 0);
        QCOMPARE(window->pageList()->item(0)->data(Qt::UserRole).toUuid(), before[2].id);
        QCOMPARE(window->pageList()->item(0)->text().left(1), QString("1"));
        window->pageList()->setCurrentPageId(before[1].id);
        QCOMPARE(window->pageView()->pageId(), before[1].id);
    }

    void projectSavesAndReopensWithItsImages() {
        const QString projectPath = m_dir.filePath("saved.folio");
        QUuid regionId;
        {
            auto window = makeWindow();
            QSignalSpy done(window.get(), &MainWindow::importFinished);
            window->openFiles({savePage("proj.png", patternPage(120, 90))});
            QVERIFY(done.wait(10000));
            const QUuid page = window->project()->pages().first().id;
            regionId = window->project()->addRegion(page, QRect(5, 6, 40, 30));
            window->project()->setEditedText(page, "# Saved $\\alpha$\n");
            QString error;
            QVERIFY2(window->saveProject(projectPath, &error), qPrintable(error));
            QVERIFY(!window->project()->isModified());
        }
        auto window = makeWindow();
        QString error;
        QVERIFY2(window->openProject(projectPath, &error), qPrintable(error));
        QCOMPARE(window->project()->pages().size(), 1);
        const Page& page = window->project()->pages().first();
        QCOMPARE(page.editedText, QString("# Saved $\\alpha$\n"));
        QCOMPARE(page.regions.value(0).rect, QRect(5, 6, 40, 30));
        QTRY_COMPARE(window->images()->image(page.id).size(), QSize(120, 90));  // rendered again
        QCOMPARE(window->pageList()->count(), 1);
        QTRY_COMPARE(window->editor()->toPlainText(), QString("# Saved $\\alpha$\n"));
        QString missing;
        QVERIFY(!window->openProject(m_dir.filePath("nothing.folio"), &missing));
        QVERIFY(missing.contains("nothing.folio"));
    }

    void brokenAndEncryptedDocumentsAreReportedByName() {
        const QDir documents(QStringLiteral(FOLIO_SHARED_DATA "/documents"));
        if (!documents.exists()) QSKIP("shared documents not present (FOLIO_SHARED_DATA)");
        auto window = makeWindow();
        ModelSettings model = m_settings->model();
        model.longestImageSide = 256;  // keep the test fast
        m_settings->setModel(model);
        QStringList asked;
        window->setPasswordPrompt([&](const QString& file, bool) {
            asked << QFileInfo(file).fileName();
            return file.contains("user-view") ? QStringLiteral("view") : QString();
        });
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        dropFiles(window.get(),
                  {documents.filePath("images_broken"), documents.filePath("pdf_malformed")});
        QVERIFY(done.wait(120000));
        const QStringList errors = window->importErrors();
        QVERIFY(!errors.isEmpty());
        for (const QString& error : errors) {
            const bool namesAFile = error.contains(".pdf:") || error.contains(".png:") ||
                                    error.contains(".jpg:") || error.contains(".tif:") ||
                                    error.contains(".bmp:");
            QVERIFY2(namesAFile, qPrintable(error));
        }
        QVERIFY(asked.contains("enc_rc4-40_R2_user-view_owner-master.pdf"));
        bool unlocked = false;
        for (const Page& page : window->project()->pages())
            unlocked |= page.source.filePath.endsWith("enc_rc4-40_R2_user-view_owner-master.pdf");
        QVERIFY(unlocked);  // the password was used
        QVERIFY(window->project()->pages().size() > 10);
    }
};

FOLIO_UI_TEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"

// What the user does to pages before recognition, through the window: turning a page with the
// keyboard (its pixels on screen move, the turn is saved), auto-rotate on a sideways copy of a
// real scan, blank pages marked and left out of Recognize all, and Ctrl+V with an image on the
// clipboard adding a page while Ctrl+V in the editor still pastes text.
#include <QAction>
#include <QClipboard>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QListWidget>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include "../core/jobs/scriptedbackend.h"
#include "document/project.h"
#include "editor/resulteditor.h"
#include "export/exportcommand.h"
#include "import/pageimages.h"
#include "jobs/jobqueue.h"
#include "layout/groundingparser.h"
#include "pages/pagelist.h"
#include "pages/pagetools.h"
#include "pageview/pageview.h"
#include "settings/settings.h"
#include "uitesting.h"
#include "window/mainwindow.h"

using namespace folio;

namespace {

// A white page with a red square near its top-left corner and a few lines of black "text".
QImage markedPage() {
    QImage image(120, 80, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.fillRect(QRect(4, 4, 6, 6), Qt::red);
    for (int y = 30; y < 70; y += 10) p.fillRect(QRect(20, y, 80, 3), Qt::black);
    return image;
}

bool isRed(QRgb c) { return qRed(c) > 200 && qGreen(c) < 60 && qBlue(c) < 60; }

// The image the page view shows now (its pixmap item), in page pixels.
QImage shownImage(PageView* view) {
    for (QGraphicsItem* item : view->scene()->items())
        if (auto* pixmap = dynamic_cast<QGraphicsPixmapItem*>(item)) return pixmap->pixmap().toImage();
    return {};
}

QImage sharedScan(const QString& name) {
    return QImage(QStringLiteral(FOLIO_SHARED_DATA "/documents/scans_multilingual/") + name)
        .convertToFormat(QImage::Format_RGB32);
}

// The mean grey difference of two images seen at a coarse scale (lines of text, not glyph edges).
double coarseDifference(const QImage& a, const QImage& b) {
    const QSize coarse(a.width() / 8, a.height() / 8);
    const QImage x = a.scaled(coarse, Qt::IgnoreAspectRatio, Qt::SmoothTransformation).convertToFormat(QImage::Format_Grayscale8);
    const QImage y = b.scaled(coarse, Qt::IgnoreAspectRatio, Qt::SmoothTransformation).convertToFormat(QImage::Format_Grayscale8);
    qint64 sum = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int col = 0; col < x.width(); ++col)
            sum += std::abs(int(x.constScanLine(row)[col]) - int(y.constScanLine(row)[col]));
    return double(sum) / (x.width() * qint64(x.height()));
}

}  // namespace

class TestPageTools : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;

    std::unique_ptr<MainWindow> makeWindow() {
        m_settings = std::make_unique<Settings>(
            m_dir.filePath(QString("settings-%1.ini").arg(QUuid::createUuid().toString(QUuid::Id128))), nullptr);
        auto window = std::make_unique<MainWindow>(nullptr, m_settings.get());
        window->setProperty("quietImport", true);
        window->setChoicePrompt([](const QString&, const QString&, const QStringList&) { return 0; });
        window->resize(1200, 800);
        window->show();
        window->activateWindow();
        if (!QTest::qWaitForWindowActive(window.get())) qWarning("the window did not become active");
        return window;
    }

    QString save(const QImage& image, const QString& name) {
        const QString path = m_dir.filePath(name);
        if (!image.save(path)) qWarning("could not write %s", qPrintable(path));
        return path;
    }

    static bool import(MainWindow* window, const QStringList& paths) {
        QSignalSpy done(window, &MainWindow::importFinished);
        window->openFiles(paths);
        return done.wait(20000);
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Ctrl+] turns the page clockwise, Ctrl+[ back: the rotation is the page's, the red corner
    // square moves to where the turn takes it on screen, and the region drawn on it turns along.
    void bracketKeysTurnThePageOnScreen() {
        auto window = makeWindow();
        QVERIFY(import(window.get(), {save(markedPage(), "marked.png")}));
        const QUuid id = window->project()->pages().first().id;
        window->project()->addRegion(id, QRect(4, 4, 6, 6));
        // A recognized layout block on the same square (0..1000 on each axis of the 120x80 page).
        LayoutBlock block;
        block.label = QStringLiteral("text");
        block.hasBox = true;
        block.box = {33, 50, 83, 125};
        block.text = QStringLiteral("square");
        window->project()->setLayout(id, {block});
        const auto blockOnScreen = [&] {
            return window->project()->page(id)->layout.first().box.toPixels(window->images()->size(id)).toAlignedRect();
        };
        const auto near = [](const QRect& a, const QRect& b) {
            return std::abs(a.left() - b.left()) <= 1 && std::abs(a.top() - b.top()) <= 1 &&
                   std::abs(a.right() - b.right()) <= 1 && std::abs(a.bottom() - b.bottom()) <= 1;
        };
        QTRY_VERIFY(!shownImage(window->pageView()).isNull());
        QVERIFY(isRed(shownImage(window->pageView()).pixel(6, 6)));

        window->pageList()->setFocus();
        QTest::keyClick(window->pageList(), Qt::Key_BracketRight, Qt::ControlModifier);
        QCOMPARE(window->project()->page(id)->rotation, 90);
        QTRY_COMPARE(shownImage(window->pageView()).size(), QSize(80, 120));
        const QImage turned = shownImage(window->pageView());
        // (x, y) goes to (height - 1 - y, x): the square at 4..9 lands at x 70..75, y 4..9.
        QVERIFY(isRed(turned.pixel(73, 6)));
        QVERIFY(!isRed(turned.pixel(6, 6)));
        QCOMPARE(window->project()->page(id)->regions.first().rect, QRect(70, 4, 6, 6));
        QCOMPARE(window->project()->page(id)->layout.first().box, (NormalizedBox{875, 33, 950, 83}));
        QVERIFY2(near(blockOnScreen(), QRect(70, 4, 6, 6)), qPrintable(QDebug::toString(blockOnScreen())));
        // The source image is left as it was.
        QCOMPARE(window->images()->sourceImage(id).size(), QSize(120, 80));

        QTest::keyClick(window->pageList(), Qt::Key_BracketLeft, Qt::ControlModifier);
        QTest::keyClick(window->pageList(), Qt::Key_BracketLeft, Qt::ControlModifier);
        QCOMPARE(window->project()->page(id)->rotation, 270);
        QTRY_COMPARE(shownImage(window->pageView()).size(), QSize(80, 120));
        // Counter-clockwise: (x, y) goes to (y, width - 1 - x): the square lands at x 4..9, y 110..115.
        QVERIFY(isRed(shownImage(window->pageView()).pixel(6, 113)));
        QCOMPARE(window->project()->page(id)->regions.first().rect, QRect(4, 110, 6, 6));
        QVERIFY2(near(blockOnScreen(), QRect(4, 110, 6, 6)), qPrintable(QDebug::toString(blockOnScreen())));
        QCOMPARE(window->project()->page(id)->layout.first().text, QString("square"));
    }

    void theTurnIsSavedAndOpensAgain() {
        const QString project = m_dir.filePath("turned.folio");
        {
            auto window = makeWindow();
            QVERIFY(import(window.get(), {save(markedPage(), "saved.png")}));
            window->pageTools()->rotateClockwiseAction()->trigger();
            QString error;
            QVERIFY2(window->saveProject(project, &error), qPrintable(error));
        }
        auto window = makeWindow();
        QString error;
        QVERIFY2(window->openProject(project, &error), qPrintable(error));
        QCOMPARE(window->project()->pages().first().rotation, 90);
        const QUuid id = window->project()->pages().first().id;
        QTRY_COMPARE(window->images()->image(id).size(), QSize(80, 120));
        QVERIFY(isRed(window->images()->image(id).pixel(73, 6)));
    }

    // A figure of a recognized page keeps its place when the page turns: its line in the text
    // carries its box, which the exports cut it by and match the layout with.
    void aFigureLineTurnsWithItsPage() {
        auto window = makeWindow();
        QVERIFY(import(window.get(), {save(markedPage(), "figure.png")}));
        const QUuid id = window->project()->pages().first().id;
        const QString output = QStringLiteral("![text](50,20,950,60) Title\n![image](100,200,400,600) A chart");
        const QList<LayoutBlock> layout = parseGrounding(output);
        window->project()->setLayout(id, layout);
        window->project()->setRecognizedText(id, groundingToMarkdown(layout));
        QCOMPARE(window->project()->page(id)->editedText, QString("Title\n\n![A chart](image_1.png)100,200,400,600"));
        window->pageTools()->rotateClockwiseAction()->trigger();
        const Page* page = window->project()->page(id);
        QCOMPARE(page->layout[1].box, (NormalizedBox{400, 100, 800, 400}));
        QCOMPARE(page->editedText, QString("Title\n\n![A chart](image_1.png)400,100,800,400"));
        QVERIFY(!page->hasUserEdits());
        QCOMPARE(groundingToMarkdown(page->layout), page->editedText);  // the exports keep the layout
        QCOMPARE(window->editor()->toPlainText(), page->editedText);
    }

    // A JPEG scan turned upside down is exported turned: its file (of the same size) is not
    // taken as it is, which put the page upside down under an upright text layer.
    void anUpsideDownJpegIsExportedTurned() {
        if (QStandardPaths::findExecutable("pdftoppm").isEmpty()) QSKIP("poppler-utils is needed");
        auto window = makeWindow();
        QVERIFY(import(window.get(), {save(markedPage().scaled(480, 320), "upside.jpg")}));
        const QUuid id = window->project()->pages().first().id;
        window->project()->setRecognizedText(id, QStringLiteral("Words."));
        window->pageTools()->rotateClockwiseAction()->trigger();
        window->pageTools()->rotateClockwiseAction()->trigger();
        QCOMPARE(window->project()->page(id)->rotation, 180);
        QTRY_VERIFY(isRed(window->images()->image(id).pixel(480 - 1 - 28, 320 - 1 - 28)));
        ExportPrompts prompts;
        const QString pdf = m_dir.filePath("upside.pdf");
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = QStringLiteral("Searchable PDF, text positions approximate (*.pdf)");
            return pdf;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QTRY_VERIFY_WITH_TIMEOUT(window->statusBar()->currentMessage().startsWith("Exported"), 20000);
        QProcess render;
        render.start("pdftoppm", {"-png", "-singlefile", "-scale-to-x", "480", "-scale-to-y", "320", pdf, m_dir.filePath("upside")});
        QVERIFY(render.waitForFinished(20000));
        const QImage page(m_dir.filePath("upside.png"));
        QCOMPARE(page.size(), QSize(480, 320));
        QVERIFY(isRed(page.pixel(480 - 1 - 28, 320 - 1 - 28)));  // the square is bottom right, as shown
        QVERIFY(!isRed(page.pixel(28, 28)));
    }

    // A page whose image is not there (its scan moved away) is not turned: its regions could
    // not turn with it, and would cover other words once the scan is back.
    void aPageWithoutItsImageIsNotTurnedAwayFromItsRegions() {
        const QString scan = save(markedPage(), "away.png");
        const QString project = m_dir.filePath("away.folio");
        {
            auto window = makeWindow();
            QVERIFY(import(window.get(), {scan}));
            window->project()->addRegion(window->project()->pages().first().id, QRect(4, 4, 6, 6));
            QString error;
            QVERIFY2(window->saveProject(project, &error), qPrintable(error));
        }
        QVERIFY(QFile::rename(scan, scan + ".moved"));
        auto window = makeWindow();
        QString error;
        QVERIFY2(window->openProject(project, &error), qPrintable(error));
        const QUuid id = window->project()->pages().first().id;
        QTRY_VERIFY(!window->images()->isExpected(id));
        window->pageTools()->rotateClockwiseAction()->trigger();
        QCOMPARE(window->project()->page(id)->rotation, 0);
        QCOMPARE(window->project()->page(id)->regions.first().rect, QRect(4, 4, 6, 6));
        QVERIFY2(window->statusBar()->currentMessage().contains("cannot be turned"), qPrintable(window->statusBar()->currentMessage()));
        QVERIFY(QFile::rename(scan + ".moved", scan));
    }

    // Auto-rotate turns a recognized page's layout blocks with it, as the bracket keys do.
    void autoRotateTurnsTheLayoutBlocksToo() {
        const QImage upright = sharedScan(QStringLiteral("tess_eurotext.tif"));
        if (upright.isNull()) QSKIP("the shared documents are not here");
        auto window = makeWindow();
        QVERIFY(import(window.get(), {save(upright.transformed(QTransform().rotate(-90)), "sideways-read.png")}));
        const QUuid id = window->project()->pages().first().id;
        LayoutBlock block;
        block.label = QStringLiteral("text");
        block.hasBox = true;
        block.box = {100, 200, 300, 400};
        block.text = QStringLiteral("read sideways");
        window->project()->setLayout(id, {block});
        window->pageTools()->autoRotateNowAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window->project()->page(id)->orientationDetected, 30000);
        QCOMPARE(window->project()->page(id)->rotation, 90);
        QCOMPARE(window->project()->page(id)->layout.first().box, (NormalizedBox{600, 100, 800, 300}));
    }

    // A real scan turned a quarter turn counter-clockwise with QImage: auto-rotate finds the 90°
    // it needs, says so, and the page is shown (and sent to the model) upright.
    void autoRotateTurnsASidewaysScanUpright() {
        const QImage upright = sharedScan(QStringLiteral("tess_eurotext.tif"));
        if (upright.isNull()) QSKIP("the shared documents are not here");
        const QImage sideways = upright.transformed(QTransform().rotate(-90));
        auto window = makeWindow();
        testing::ScriptedBackend backend;
        window->setBackend(&backend);
        QVERIFY(import(window.get(), {save(sideways, "sideways.png")}));
        const QUuid id = window->project()->pages().first().id;
        const QImage imported = window->images()->image(id);  // scaled to the model's longest side
        QCOMPARE(imported.height() > imported.width(), upright.width() > upright.height());

        window->pageTools()->autoRotateSettingAction()->setChecked(true);
        QVERIFY(m_settings->autoRotate());
        window->recognizeCurrentPage();
        QTRY_VERIFY_WITH_TIMEOUT(window->project()->page(id)->orientationDetected, 30000);
        QCOMPARE(window->project()->page(id)->rotation, 90);
        QVERIFY(std::abs(window->project()->page(id)->skew) < 1.0);
        QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("turned 90°")),
                 qPrintable(window->statusBar()->currentMessage()));
        const QImage shown = window->images()->image(id);
        QCOMPARE(shown.size(), imported.size().transposed());
        const QImage expected = upright.scaled(shown.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        // Upright: far closer to the scan as it was than the same page upside down is.
        const double asShown = coarseDifference(shown, expected);
        const double upsideDown = coarseDifference(shown.transformed(QTransform().rotate(180)), expected);
        QVERIFY2(asShown < upsideDown / 2, qPrintable(QString("%1 vs %2").arg(asShown).arg(upsideDown)));
        // The model got the upright page.
        QTRY_COMPARE(backend.received.size(), 1);
        QCOMPARE(backend.received.first().image.size(), shown.size());
        QTRY_COMPARE(window->project()->page(id)->state, PageState::Done);
    }

    // A white page imported beside a page with text is marked blank (badge and tooltip), left out
    // of Recognize all, and sent to the model by Recognize anyway.
    void blankPageIsMarkedAndLeftOutOfRecognizeAll() {
        QImage white(120, 80, QImage::Format_RGB32);
        white.fill(Qt::white);
        auto window = makeWindow();
        testing::ScriptedBackend backend;
        window->setBackend(&backend);
        QVERIFY(import(window.get(), {save(markedPage(), "text.png"), save(white, "white.png")}));
        const QList<Page> pages = window->project()->pages();
        QCOMPARE(pages.size(), 2);
        QVERIFY(!pages[0].blank);
        QVERIFY(pages[1].blank);
        QListWidgetItem* item = window->pageList()->item(1);
        QVERIFY2(item->toolTip().contains(QStringLiteral("blank")), qPrintable(item->toolTip()));
        QVERIFY(!window->pageList()->item(0)->toolTip().contains(QStringLiteral("blank")));

        window->recognizeAllPages();
        QTRY_COMPARE(window->project()->page(pages[0].id)->state, PageState::Done);
        QCOMPARE(backend.received.size(), 1);
        QCOMPARE(backend.received.first().image.size(), QSize(120, 80));
        QCOMPARE(window->project()->page(pages[1].id)->state, PageState::Idle);
        QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("page 2")));

        window->pageList()->setCurrentPageId(pages[1].id);
        window->pageTools()->recognizeAnywayAction()->trigger();
        QTRY_COMPARE(window->project()->page(pages[1].id)->state, PageState::Done);
        QCOMPARE(backend.received.size(), 2);
    }

    // Ctrl+V in the page list with an image on the clipboard: a new page with those pixels.
    void ctrlVInThePageListAddsTheClipboardImage() {
        auto window = makeWindow();
        QVERIFY(import(window.get(), {save(markedPage(), "first.png")}));
        QImage pasted(50, 30, QImage::Format_RGB32);
        pasted.fill(QColor(20, 140, 220));
        pasted.setPixel(7, 9, qRgb(250, 10, 10));
        QApplication::clipboard()->setImage(pasted);
        window->pageList()->setFocus();
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        QTest::keyClick(window->pageList(), Qt::Key_V, Qt::ControlModifier);
        QVERIFY(done.wait(10000));
        QCOMPARE(window->project()->pages().size(), 2);
        const Page page = window->project()->pages().last();
        QVERIFY(QFileInfo::exists(page.source.filePath));
        const QImage added = window->images()->image(page.id).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(added.size(), pasted.size());
        QCOMPARE(added.pixel(7, 9), pasted.pixel(7, 9));
        QCOMPARE(added.pixel(30, 20), pasted.pixel(30, 20));
    }

    // Ctrl+V in the editor pastes the clipboard's text there, and no page is added.
    void ctrlVInTheEditorStillPastesText() {
        auto window = makeWindow();
        QVERIFY(import(window.get(), {save(markedPage(), "editor.png")}));
        QTRY_COMPARE(window->editor()->pageId(), window->project()->pages().first().id);
        QApplication::clipboard()->setText(QStringLiteral("pasted words"));
        window->editor()->setFocus();
        QTest::keyClick(window->editor(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(window->editor()->toPlainText(), QStringLiteral("pasted words"));
        QTRY_COMPARE(window->project()->pages().first().editedText, QStringLiteral("pasted words"));
        QTest::qWait(200);
        QCOMPARE(window->project()->pages().size(), 1);
        QVERIFY(!window->isImporting());
    }
};

FOLIO_UI_TEST_MAIN(TestPageTools)
#include "test_page_tools.moc"

// The page view's layout overlay: one labelled box per block where the model placed it, boxes
// that follow a streaming page, a click that picks a block (a drag still draws a region), the
// highlight of the editor's block, and the switch that hides them.
#include <QSignalSpy>

#include "document/project.h"
#include "import/pageimages.h"
#include "layout/groundingparser.h"
#include "pageview/layoutboxitem.h"
#include "pageview/pageview.h"
#include "uitesting.h"

using namespace folio;

namespace {

const QString kOutput = QStringLiteral(
    "![title](100,50,900,120) # A title\n"
    "![text](100,150,900,500) Body text of the page.\n"
    "![caption](120,520,500,560) Fig. 1\n"
    "![footer](100,940,900,980) Footer");

}  // namespace

class TestLayoutOverlay : public QObject {
    Q_OBJECT
private slots:
    void init() {
        m_project = std::make_unique<Project>();
        m_images = std::make_unique<PageImages>();
        m_view = std::make_unique<PageView>(m_project.get(), m_images.get());
        m_view->resize(600, 800);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        m_pageId = m_project->addPage(Page{});
        QImage image(1000, 1400, QImage::Format_RGB32);
        image.fill(Qt::white);
        m_images->insert(m_pageId, image);
        m_view->showPage(m_pageId);
        m_view->fitPage();
    }
    void cleanup() {
        m_view.reset();
        m_images.reset();
        m_project.reset();
    }

    void everyBlockIsABoxWhereTheModelPutIt() {
        m_project->setLayout(m_pageId, parseGrounding(kOutput));
        const QList<LayoutBoxItem*> boxes = m_view->layoutBoxes();
        QCOMPARE(boxes.size(), 4);
        QCOMPARE(boxes[1]->label(), QStringLiteral("text"));
        QCOMPARE(boxes[1]->rect(), QRectF(100, 210, 800, 490));  // 0..1000 of a 1000x1400 page
        QVERIFY(boxes[1]->isVisible());
        QVERIFY(layoutLabelColor(QStringLiteral("title")) != layoutLabelColor(QStringLiteral("text")));
        QCOMPARE(layoutLabelColor(QStringLiteral("never_seen_label")), QColor(160, 160, 160));
    }

    void boxesFollowAStreamingPage() {
        GroundingParser parser;
        int previous = 0;
        for (const QString& chunk : kOutput.split(u' ')) {
            parser.feed(chunk + u' ');
            m_project->setLayout(m_pageId, parser.blocks());
            QVERIFY(m_view->layoutBoxes().size() >= previous);
            previous = int(m_view->layoutBoxes().size());
        }
        parser.finish();
        m_project->setLayout(m_pageId, parser.blocks());
        QCOMPARE(m_view->layoutBoxes().size(), 4);
        m_project->setLayout(m_pageId, {});
        QCOMPARE(m_view->layoutBoxes().size(), 0);
    }

    void aClickPicksTheSmallestBoxAndADragStillDrawsARegion() {
        m_project->setLayout(m_pageId, parseGrounding(kOutput));
        QSignalSpy clicked(m_view.get(), &PageView::blockClicked);
        const QPoint onText = m_view->mapFromScene(QPointF(500, 400));
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, onText);
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(1).toInt(), 1);
        QCOMPARE(m_view->highlightedBlock(), 1);
        QVERIFY(m_view->layoutBoxes()[1]->isHighlighted());
        QVERIFY(m_project->page(m_pageId)->regions.isEmpty());

        const QPoint from = m_view->mapFromScene(QPointF(200, 300)), to = m_view->mapFromScene(QPointF(600, 450));
        QTest::mousePress(m_view->viewport(), Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, to, m_view->viewport()->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(m_view->viewport(), &move);
        QTest::mouseRelease(m_view->viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(m_project->page(m_pageId)->regions.size(), 1);
        QCOMPARE(clicked.count(), 1);
    }

    void theOverlayCanBeSwitchedOff() {
        m_project->setLayout(m_pageId, parseGrounding(kOutput));
        m_view->setLayoutOverlayVisible(false);
        for (LayoutBoxItem* box : m_view->layoutBoxes()) QVERIFY(!box->isVisible());
        QSignalSpy clicked(m_view.get(), &PageView::blockClicked);
        QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, m_view->mapFromScene(QPointF(500, 400)));
        QCOMPARE(clicked.count(), 0);
        m_view->setLayoutOverlayVisible(true);
        QVERIFY(m_view->layoutBoxes()[0]->isVisible());
    }

private:
    std::unique_ptr<Project> m_project;
    std::unique_ptr<PageImages> m_images;
    std::unique_ptr<PageView> m_view;
    QUuid m_pageId;
};

FOLIO_UI_TEST_MAIN(TestLayoutOverlay)
#include "test_layoutoverlay.moc"

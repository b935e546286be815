#include "pageview.h"

#include <QDir>
#include <QFileInfo>

#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QGraphicsTextItem>
#include <QKeyEvent>
#include <QMimeData>
#include <QScrollBar>
#include <QTextDocument>
#include <QTextOption>
#include <QWheelEvent>
#include <cmath>

#include "document/project.h"
#include "import/pageimages.h"
#include "pageview/layoutboxitem.h"
#include "pageview/regionitem.h"
#include "common/droppedfiles.h"

namespace folio {

namespace {
constexpr double kMinZoom = 0.05;
constexpr double kMaxZoom = 16.0;
// Smaller drags are clicks, not regions: on screen (a hand's jitter at any zoom), and on the
// page (fewer pixels than a letter cannot be read).
constexpr double kMinRegionScreenPixels = 8;
constexpr int kMinRegionPagePixels = 8;
}  // namespace

PageView::PageView(Project* project, PageImages* images, QWidget* parent)
    : QGraphicsView(parent), m_project(project), m_images(images) {
    setScene(new QGraphicsScene(this));
    setBackgroundBrush(QColor(96, 96, 96));
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setTransformationAnchor(AnchorUnderMouse);
    setResizeAnchor(AnchorViewCenter);
    setDragMode(NoDrag);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Page image"));
    connect(scene(), &QGraphicsScene::selectionChanged, this,
            [this] { emit regionSelected(m_pageId, selectedRegion()); });
    connect(m_project, &Project::pageChanged, this, [this](const QUuid& id) {
        if (id != m_pageId) return;
        if (!m_pixmap) {  // the hint may change with the page (its image failed, its file moved)
            m_pageId = QUuid();
            showPage(id);
            return;
        }
        syncRegions();
    });
    connect(m_project, &Project::projectReset, this, [this] {
        const QUuid keep = m_pageId;  // may already be a page of the new project
        m_pageId = QUuid();
        // A zoom picked for one document's pages means nothing for another's; a fit mode does.
        if (m_fit == FitMode::None) m_fit = FitMode::Page;
        showPage(keep);
    });
    connect(m_project, &Project::pageRemoved, this, [this](const QUuid& id) {
        if (id == m_pageId) showPage({});
    });
    connect(m_images, &PageImages::imageChanged, this, [this](const QUuid& id) {
        if (id != m_pageId) return;
        m_pageId = QUuid();  // new pixels (a turned page): build the scene again, not only the regions
        showPage(id);
    });
    showPage({});
}

PageView::~PageView() {
    // The scene (a child) outlives this object's members; stop it calling back into them.
    scene()->disconnect(this);
    m_regions.clear();
}

QString PageView::hintWithoutImage() const {
    const Page* page = m_project->page(m_pageId);
    // An empty view invites the first step instead of showing grey nothing.
    if (!page) return tr("Drop scans, PDFs or folders here\nor use File › Open");
    if (!page->source.filePath.isEmpty() && !QFileInfo::exists(page->source.filePath))
        return tr("The scan of this page is missing:\n%1").arg(QDir::toNativeSeparators(page->source.filePath));
    if (page->state == PageState::Failed && !page->error.isEmpty())
        return tr("This page's image cannot be shown:\n%1").arg(page->error);
    return tr("Loading the page…");
}

void PageView::showPage(const QUuid& pageId) {
    const bool samePage = pageId == m_pageId && m_pixmap;
    m_pageId = pageId;
    if (!samePage) {
        // Another page, or new pixels (a turn): the region history is of other coordinates.
        m_regionUndo.clear();
        m_regionRedo.clear();
        m_regions.clear();  // before the items go: clearing emits selectionChanged
        m_layoutBoxes.clear();
        scene()->clear();
        m_pixmap = nullptr;
        m_rubber = nullptr;
        const QImage image = m_images->image(pageId);
        if (image.isNull()) {
            QGraphicsTextItem* hint = scene()->addText(hintWithoutImage(), QFont(font().family(), 16));
            hint->setDefaultTextColor(QColor(235, 235, 235));
            hint->document()->setDefaultTextOption(QTextOption(Qt::AlignCenter));
            hint->setTextWidth(420);
            scene()->setSceneRect(hint->boundingRect().adjusted(-20, -20, 20, 20));
            resetTransform();
            emit zoomChanged(0);  // no page, no zoom to show
            return;
        }
        m_pixmap = scene()->addPixmap(QPixmap::fromImage(image));
        m_pixmap->setTransformationMode(Qt::SmoothTransformation);
        m_pixmap->setShapeMode(QGraphicsPixmapItem::BoundingRectShape);
        scene()->setSceneRect(QRectF(QPointF(0, 0), QSizeF(image.size())));
        applyFit();
    }
    syncRegions();
}

void PageView::syncLayout() {
    const Page* page = m_project->page(m_pageId);
    const QList<LayoutBlock> blocks = page && m_pixmap ? page->layout : QList<LayoutBlock>();
    const QSize size = m_pixmap ? m_pixmap->pixmap().size() : QSize();
    // Blocks stream in one by one: existing boxes are updated, new ones added, stale ones removed.
    while (m_layoutBoxes.size() > blocks.size()) delete m_layoutBoxes.takeLast();
    for (int i = 0; i < blocks.size(); ++i) {
        const QRectF rect = blocks[i].hasBox ? blocks[i].box.toPixels(size) : QRectF();
        if (i < m_layoutBoxes.size() && m_layoutBoxes[i]->label() == blocks[i].label) {
            m_layoutBoxes[i]->setRect(rect);
        } else {
            auto* box = new LayoutBoxItem(i, blocks[i].label, rect);
            box->setZValue(0.5);  // over the page, under the regions the user draws
            scene()->addItem(box);
            if (i < m_layoutBoxes.size()) {
                delete m_layoutBoxes[i];
                m_layoutBoxes[i] = box;
            } else {
                m_layoutBoxes.append(box);
            }
        }
        m_layoutBoxes[i]->setVisible(m_showLayout && blocks[i].hasBox);
        m_layoutBoxes[i]->setHighlighted(i == m_highlightedBlock);
    }
}

void PageView::setLayoutOverlayVisible(bool visible) {
    m_showLayout = visible;
    syncLayout();
}

void PageView::highlightBlock(int blockIndex) {
    m_highlightedBlock = blockIndex;
    for (LayoutBoxItem* box : m_layoutBoxes) box->setHighlighted(box->blockIndex() == blockIndex);
    if (blockIndex >= 0 && blockIndex < m_layoutBoxes.size() && m_layoutBoxes[blockIndex]->isVisible())
        ensureVisible(m_layoutBoxes[blockIndex]->rect(), 20, 20);
}

int PageView::blockAt(const QPointF& scenePos) const {
    // The smallest box under the point: a caption inside a figure's box is the caption.
    int best = -1;
    double bestArea = 0;
    for (const LayoutBoxItem* box : m_layoutBoxes) {
        if (!box->isVisible() || !box->rect().contains(scenePos)) continue;
        const double area = box->rect().width() * box->rect().height();
        if (best < 0 || area < bestArea) {
            best = box->blockIndex();
            bestArea = area;
        }
    }
    return best;
}

void PageView::syncRegions() {
    syncLayout();
    const Page* page = m_project->page(m_pageId);
    if (!page) return;
    QSet<QUuid> alive;
    int number = 0;
    for (const Region& region : page->regions) {
        alive.insert(region.id);
        RegionItem* item = m_regions.value(region.id);
        if (!item) {
            item = new RegionItem(region.id, QRectF(region.rect));
            item->setZValue(1);
            scene()->addItem(item);
            connect(item, &RegionItem::rectEdited, this,
                    [this](const QUuid& regionId, const QRect& rect) {
                        recordRegionChange();
                        m_project->setRegionRect(m_pageId, regionId, rect);
                    });
            m_regions.insert(region.id, item);
        } else if (toPageRect(item->rect()) != region.rect) {
            item->setRect(QRectF(region.rect));
        }
        item->setNumber(++number);
    }
    for (auto it = m_regions.begin(); it != m_regions.end();) {
        if (alive.contains(it.key())) {
            ++it;
            continue;
        }
        RegionItem* gone = it.value();
        it = m_regions.erase(it);
        delete gone;
    }
}

QUuid PageView::selectedRegion() const {
    for (RegionItem* item : m_regions)
        if (item->isSelected()) return item->regionId();
    return {};
}

void PageView::selectRegion(const QUuid& regionId) {
    RegionItem* item = m_regions.value(regionId);
    if (!item || item->isSelected()) return;
    scene()->clearSelection();
    item->setSelected(true);
    ensureVisible(item);
}

void PageView::setZoom(double factor) {
    factor = std::clamp(factor, kMinZoom, kMaxZoom);
    setTransform(QTransform::fromScale(factor, factor));
    m_fit = FitMode::None;
    emit zoomChanged(factor);
}

void PageView::zoomBy(double factor) {
    setZoom(zoom() * factor);
}

void PageView::fitWidth() {
    m_fit = FitMode::Width;
    applyFit();
}

void PageView::fitPage() {
    m_fit = FitMode::Page;
    applyFit();
}

void PageView::applyFit() {
    const QRectF page = sceneRect();
    if (!m_pixmap || page.isEmpty() || m_fit == FitMode::None) return;
    const QSize room = viewport()->size() - QSize(4, 4);
    double factor = room.width() / page.width();
    if (m_fit == FitMode::Page)
        factor = std::min(factor, room.height() / page.height());
    else
        factor = (viewport()->width() - verticalScrollBar()->sizeHint().width() - 4) / page.width();
    factor = std::clamp(factor, kMinZoom, kMaxZoom);
    setTransform(QTransform::fromScale(factor, factor));
    if (m_fit == FitMode::Width) verticalScrollBar()->setValue(verticalScrollBar()->minimum());
    emit zoomChanged(factor);
}

void PageView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    applyFit();
}

void PageView::wheelEvent(QWheelEvent* event) {
    // The wheel scrolls, as in every viewer; with Ctrl it zooms about the pointer.
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) return;
    zoomBy(std::pow(1.15, steps));
    event->accept();
}

void PageView::dragEnterEvent(QDragEnterEvent* event) {
    if (droppedLocalFiles(event->mimeData()).isEmpty()) return QGraphicsView::dragEnterEvent(event);
    event->acceptProposedAction();
}

void PageView::dragMoveEvent(QDragMoveEvent* event) {
    // The scene would refuse files (no item takes drops): the view takes them itself.
    if (droppedLocalFiles(event->mimeData()).isEmpty()) return QGraphicsView::dragMoveEvent(event);
    event->acceptProposedAction();
}

void PageView::dropEvent(QDropEvent* event) {
    const QStringList paths = droppedLocalFiles(event->mimeData());
    if (paths.isEmpty()) return QGraphicsView::dropEvent(event);
    event->acceptProposedAction();
    emit filesDropped(paths);
}

void PageView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::MiddleButton || event->button() == Qt::RightButton) {
        m_panning = true;
        m_panLast = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    const QPointF scenePos = mapToScene(event->position().toPoint());
    // Shift draws even where a region is, so that one can be drawn inside another.
    const bool onRegion = dynamic_cast<RegionItem*>(itemAt(event->position().toPoint())) != nullptr &&
                          !(event->modifiers() & Qt::ShiftModifier);
    if (event->button() == Qt::LeftButton && !onRegion && m_pixmap) {
        scene()->clearSelection();
        // A drag from the grey around the page starts at the page's edge: a region along a
        // margin is drawn from outside it.
        const QRectF page = sceneRect();
        m_drawStart = QPointF(std::clamp(scenePos.x(), page.left(), page.right()),
                              std::clamp(scenePos.y(), page.top(), page.bottom()));
        m_rubber =
            scene()->addRect(QRectF(m_drawStart, m_drawStart), QPen(QColor(0, 120, 215), 0, Qt::DashLine),
                             QColor(0, 120, 215, 30));
        m_rubber->setZValue(2);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void PageView::mouseMoveEvent(QMouseEvent* event) {
    if (m_panning) {
        const QPoint delta = event->position().toPoint() - m_panLast;
        m_panLast = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    if (m_rubber) {
        const QPointF end = mapToScene(event->position().toPoint());
        m_rubber->setRect(QRectF(m_drawStart, end).normalized().intersected(sceneRect()));
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void PageView::mouseReleaseEvent(QMouseEvent* event) {
    if (m_panning) {
        m_panning = false;
        viewport()->unsetCursor();
        return;
    }
    if (m_rubber) {
        const QPointF end = mapToScene(event->position().toPoint());
        const QRectF drawn = QRectF(m_drawStart, end).normalized().intersected(sceneRect());
        delete m_rubber;
        m_rubber = nullptr;
        const QRect onScreen = mapFromScene(drawn).boundingRect();
        const QRect onPage = toPageRect(drawn);
        if (onScreen.width() >= kMinRegionScreenPixels && onScreen.height() >= kMinRegionScreenPixels &&
            onPage.width() >= kMinRegionPagePixels && onPage.height() >= kMinRegionPagePixels) {
            recordRegionChange();
            const QUuid regionId = m_project->addRegion(m_pageId, onPage);
            selectRegion(regionId);
        } else if (const int block = blockAt(end); block >= 0) {
            // A click, not a drag: on a layout box it picks that block.
            highlightBlock(block);
            emit blockClicked(m_pageId, block);
        }
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void PageView::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && m_rubber) {  // the region being drawn is given up
        delete m_rubber;
        m_rubber = nullptr;
        return;
    }
    if (event->key() == Qt::Key_Escape) {  // the region being moved or resized goes back
        for (RegionItem* item : std::as_const(m_regions))
            if (item->isBeingDragged()) {
                item->cancelDrag();
                return;
            }
    }
    if (event->matches(QKeySequence::Delete) || event->key() == Qt::Key_Backspace) {
        deleteSelectedRegion();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void PageView::deleteSelectedRegion() {
    const QUuid regionId = selectedRegion();
    if (regionId.isNull()) return;
    recordRegionChange();
    const QList<Region>& regions = m_project->page(m_pageId)->regions;
    int number = 1;
    while (number <= regions.size() && regions[number - 1].id != regionId) ++number;
    m_project->removeRegion(m_pageId, regionId);
    emit regionRemoved(number);
}

void PageView::recordRegionChange() {
    const Page* page = m_project->page(m_pageId);
    if (!page) return;
    m_regionUndo.append(page->regions);
    m_regionRedo.clear();
}

bool PageView::restoreRegions(QList<QList<Region>>& from, QList<QList<Region>>& to) {
    const Page* page = m_project->page(m_pageId);
    if (!page || from.isEmpty()) return false;
    to.append(page->regions);
    QList<Region> regions = from.takeLast();
    // Undo takes back where regions are, not what was read in them since: a region recognized
    // after the change keeps its reading, by which its text is found in the page's.
    QHash<QUuid, QString> readings;
    for (const Region& region : page->regions) readings.insert(region.id, region.rawText);
    for (Region& region : regions)
        if (const auto reading = readings.constFind(region.id); reading != readings.cend()) region.rawText = *reading;
    m_project->setRegions(m_pageId, regions);
    // The region that came back (or the last one) is the one selected, as after drawing it.
    QUuid select;
    for (const Region& region : regions)
        if (!readings.contains(region.id) || select.isNull()) select = region.id;
    if (!select.isNull()) selectRegion(select);
    return true;
}

bool PageView::undoRegionChange() { return restoreRegions(m_regionUndo, m_regionRedo); }

bool PageView::redoRegionChange() { return restoreRegions(m_regionRedo, m_regionUndo); }

}  // namespace folio

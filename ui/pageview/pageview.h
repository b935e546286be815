// Shows one page at any zoom (Ctrl+wheel, fit width, fit page, 1:1), scrolls with the wheel, pans
// (middle or right button drag, or scroll bars), and lets the user draw, select, move, resize and
// delete regions (Shift draws inside another; Esc gives up a drawing or a move; Undo and Redo in the
// view take its region changes back and again). Files dropped on it (empty or not) are announced for
// the window to open.
// Scene coordinates are page pixels, so region rectangles need no conversion.
#pragma once

#include <QGraphicsView>
#include <QHash>
#include <QUuid>

#include "document/project.h"

class QGraphicsPixmapItem;
class QGraphicsRectItem;

namespace folio {

class PageImages;
class RegionItem;
class LayoutBoxItem;

class PageView : public QGraphicsView {
    Q_OBJECT
public:
    enum class FitMode { None, Width, Page };

    PageView(Project* project, PageImages* images, QWidget* parent = nullptr);
    ~PageView() override;

    void showPage(const QUuid& pageId);
    QUuid pageId() const { return m_pageId; }
    QUuid selectedRegion() const;
    void selectRegion(const QUuid& regionId);

    double zoom() const { return transform().m11(); }
    void setZoom(double factor);  // 1.0 = one page pixel per screen pixel
    void fitWidth();
    void fitPage();
    // The layout blocks of grounding models, drawn as labelled boxes over the page.
    void setLayoutOverlayVisible(bool visible);
    bool layoutOverlayVisible() const { return m_showLayout; }
    void highlightBlock(int blockIndex);  // -1: none
    int highlightedBlock() const { return m_highlightedBlock; }
    QList<LayoutBoxItem*> layoutBoxes() const { return m_layoutBoxes; }
    void actualSize() { setZoom(1.0); }
    void zoomBy(double factor);
    // The user's region changes on the page shown (drawn, moved, resized, deleted), taken back
    // and done again one at a time; false when there is none.
    bool undoRegionChange();
    bool redoRegionChange();

signals:
    void regionSelected(const QUuid& pageId, const QUuid& regionId);  // null regionId: none
    void blockClicked(const QUuid& pageId, int blockIndex);
    void zoomChanged(double factor);  // 0: no page is shown
    void regionRemoved(int number);  // the user deleted the region numbered so on the page
    void filesDropped(const QStringList& paths);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // What the view says where a page has no image (yet).
    QString hintWithoutImage() const;
    void syncRegions();
    void syncLayout();
    int blockAt(const QPointF& scenePos) const;
    void applyFit();
    void deleteSelectedRegion();
    // Before a change of the user's: the page's regions as they are, for undo.
    void recordRegionChange();
    bool restoreRegions(QList<QList<Region>>& from, QList<QList<Region>>& to);

    Project* m_project;
    PageImages* m_images;
    QUuid m_pageId;
    QGraphicsPixmapItem* m_pixmap = nullptr;
    QHash<QUuid, RegionItem*> m_regions;
    QList<QList<Region>> m_regionUndo, m_regionRedo;  // the page shown's regions before each change
    QList<LayoutBoxItem*> m_layoutBoxes;  // index = block index
    bool m_showLayout = true;
    int m_highlightedBlock = -1;
    FitMode m_fit = FitMode::Page;
    // Drawing a new region with the left button on empty page area.
    QGraphicsRectItem* m_rubber = nullptr;
    QPointF m_drawStart;
    // Panning with the middle or right button.
    bool m_panning = false;
    QPoint m_panLast;
};

}  // namespace folio

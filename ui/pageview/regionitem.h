// A region on the page view: a rectangle in page pixels that the user moves by dragging its
// inside and resizes by its eight handles. Reports its final rectangle when a drag ends.
#pragma once

#include <QGraphicsObject>
#include <QUuid>

namespace folio {

// Page pixels of a rectangle drawn in scene coordinates: edges rounded to the nearest pixel.
QRect toPageRect(const QRectF& rect);

class RegionItem : public QGraphicsObject {
    Q_OBJECT
public:
    RegionItem(const QUuid& regionId, const QRectF& rect, QGraphicsItem* parent = nullptr);

    QUuid regionId() const { return m_regionId; }
    QRectF rect() const { return m_rect; }  // page pixels (the item sits at the scene origin)
    void setRect(const QRectF& rect);
    void setNumber(int number);
    bool isBeingDragged() const { return m_dragging != None; }
    // Esc during a drag: the region goes back to where the drag began, and nothing is reported.
    void cancelDrag();

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

signals:
    void rectEdited(const QUuid& regionId, const QRect& rect);

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent* event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;

private:
    enum Handle {
        None = -1,
        TopLeft,
        Top,
        TopRight,
        Right,
        BottomRight,
        Bottom,
        BottomLeft,
        Left,
        Inside
    };
    Handle handleAt(const QPointF& pos) const;
    QRectF handleRect(Handle handle) const;
    double handleSize() const;
    QRectF pageBounds() const;

    QUuid m_regionId;
    QRectF m_rect;
    int m_number = 0;
    Handle m_dragging = None;
    bool m_moved = false;  // the drag went past the start distance: a click's jitter is no move
    QPointF m_pressPos;
    QRectF m_pressRect;
};

}  // namespace folio

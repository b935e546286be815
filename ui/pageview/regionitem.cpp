#include "regionitem.h"

#include <QApplication>
#include <QCursor>
#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <cmath>

namespace folio {

QRect toPageRect(const QRectF& rect) {
    const QRectF r = rect.normalized();
    const int left = int(std::lround(r.left())), top = int(std::lround(r.top()));
    return QRect(left, top, int(std::lround(r.right())) - left, int(std::lround(r.bottom())) - top);
}

RegionItem::RegionItem(const QUuid& regionId, const QRectF& rect, QGraphicsItem* parent)
    : QGraphicsObject(parent), m_regionId(regionId), m_rect(rect) {
    setFlag(ItemIsSelectable);
    setFlag(ItemIsFocusable);
    setAcceptHoverEvents(true);
    setZValue(1);
}

void RegionItem::setRect(const QRectF& rect) {
    prepareGeometryChange();
    m_rect = rect;
    update();
}

void RegionItem::setNumber(int number) {
    m_number = number;
    update();
}

double RegionItem::handleSize() const {
    // Handles keep about 9 screen pixels whatever the zoom.
    const QList<QGraphicsView*> views = scene() ? scene()->views() : QList<QGraphicsView*>();
    const double scale = views.isEmpty() ? 1.0 : views.first()->transform().m11();
    return 9.0 / std::max(scale, 1e-3);
}

QRectF RegionItem::pageBounds() const {
    return scene() ? scene()->sceneRect() : QRectF();
}

QRectF RegionItem::handleRect(Handle handle) const {
    const double s = handleSize();
    const QRectF r = m_rect;
    QPointF c;
    switch (handle) {
        case TopLeft:
            c = r.topLeft();
            break;
        case Top:
            c = QPointF(r.center().x(), r.top());
            break;
        case TopRight:
            c = r.topRight();
            break;
        case Right:
            c = QPointF(r.right(), r.center().y());
            break;
        case BottomRight:
            c = r.bottomRight();
            break;
        case Bottom:
            c = QPointF(r.center().x(), r.bottom());
            break;
        case BottomLeft:
            c = r.bottomLeft();
            break;
        case Left:
            c = QPointF(r.left(), r.center().y());
            break;
        default:
            return {};
    }
    return QRectF(c.x() - s / 2, c.y() - s / 2, s, s);
}

RegionItem::Handle RegionItem::handleAt(const QPointF& pos) const {
    if (isSelected())
        for (int h = TopLeft; h <= Left; ++h)
            if (handleRect(Handle(h)).contains(pos)) return Handle(h);
    return m_rect.contains(pos) ? Inside : None;
}

QRectF RegionItem::boundingRect() const {
    const double s = handleSize();
    return m_rect.adjusted(-s, -s - 24 * s / 9, s, s);
}

void RegionItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QColor accent = isSelected() ? QColor(0, 120, 215) : QColor(230, 120, 20);
    QColor fill = accent;
    fill.setAlpha(isSelected() ? 40 : 25);
    painter->setBrush(fill);
    painter->setPen(QPen(accent, 0));  // cosmetic: one screen pixel at any zoom
    QPen pen(accent, 2);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawRect(m_rect);
    if (m_number > 0) {
        const double s = handleSize() / 9;
        QFont font = painter->font();
        font.setPointSizeF(std::max(1.0, 10 * s));
        font.setBold(true);
        painter->setFont(font);
        const QRectF label(m_rect.left(), m_rect.top() - 20 * s, 26 * s, 18 * s);
        painter->fillRect(label, accent);
        painter->setPen(Qt::white);
        painter->drawText(label, Qt::AlignCenter, QString::number(m_number));
    }
    if (!isSelected()) return;
    painter->setPen(QPen(accent, 0));
    painter->setBrush(Qt::white);
    for (int h = TopLeft; h <= Left; ++h) painter->drawRect(handleRect(Handle(h)));
}

void RegionItem::hoverMoveEvent(QGraphicsSceneHoverEvent* event) {
    switch (handleAt(event->pos())) {
        case TopLeft:
        case BottomRight:
            setCursor(Qt::SizeFDiagCursor);
            break;
        case TopRight:
        case BottomLeft:
            setCursor(Qt::SizeBDiagCursor);
            break;
        case Top:
        case Bottom:
            setCursor(Qt::SizeVerCursor);
            break;
        case Left:
        case Right:
            setCursor(Qt::SizeHorCursor);
            break;
        case Inside:
            setCursor(Qt::SizeAllCursor);
            break;
        default:
            unsetCursor();
    }
}

void RegionItem::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        event->ignore();
        return;
    }
    if (!isSelected()) {
        scene()->clearSelection();
        setSelected(true);
    }
    m_dragging = handleAt(event->pos());
    m_pressPos = event->pos();
    m_pressRect = m_rect;
    m_moved = false;
    event->accept();
}

void RegionItem::cancelDrag() {
    if (m_dragging == None) return;
    m_dragging = None;
    setRect(m_pressRect);
}

void RegionItem::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    if (m_dragging == None) return;
    if (!m_moved && (event->screenPos() - event->buttonDownScreenPos(Qt::LeftButton)).manhattanLength() <
                        QApplication::startDragDistance())
        return;
    m_moved = true;
    const QPointF delta = event->pos() - m_pressPos;
    QRectF r = m_pressRect;
    const QRectF bounds = pageBounds();
    if (m_dragging == Inside) {
        // Whole page pixels: a moved region keeps its size (rounding each edge on its own did not).
        r.translate(QPointF(std::round(delta.x()), std::round(delta.y())));
        // Keep the whole region on the page.
        if (!bounds.isEmpty()) {
            r.moveLeft(std::clamp(r.left(), bounds.left(), bounds.right() - r.width()));
            r.moveTop(std::clamp(r.top(), bounds.top(), bounds.bottom() - r.height()));
        }
    } else {
        if (m_dragging == TopLeft || m_dragging == Left || m_dragging == BottomLeft)
            r.setLeft(r.left() + delta.x());
        if (m_dragging == TopRight || m_dragging == Right || m_dragging == BottomRight)
            r.setRight(r.right() + delta.x());
        if (m_dragging == TopLeft || m_dragging == Top || m_dragging == TopRight)
            r.setTop(r.top() + delta.y());
        if (m_dragging == BottomLeft || m_dragging == Bottom || m_dragging == BottomRight)
            r.setBottom(r.bottom() + delta.y());
        r = r.normalized();
        if (!bounds.isEmpty()) r = r.intersected(bounds);
    }
    setRect(r);
}

void RegionItem::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    if (m_dragging == None) return;
    m_dragging = None;
    if (m_rect != m_pressRect) emit rectEdited(m_regionId, toPageRect(m_rect));
    event->accept();
}

}  // namespace folio

#include "layoutboxitem.h"

#include <QHash>
#include <QPainter>

namespace folio {

QColor layoutLabelColor(const QString& label) {
    static const QHash<QString, QColor> colors = {
        {QStringLiteral("title"), QColor(214, 39, 40)},      {QStringLiteral("section"), QColor(255, 127, 14)},
        {QStringLiteral("text"), QColor(31, 119, 180)},      {QStringLiteral("list"), QColor(23, 190, 207)},
        {QStringLiteral("caption"), QColor(148, 103, 189)},  {QStringLiteral("footnote"), QColor(140, 86, 75)},
        {QStringLiteral("aside_text"), QColor(188, 189, 34)}, {QStringLiteral("header"), QColor(127, 127, 127)},
        {QStringLiteral("footer"), QColor(127, 127, 127)},   {QStringLiteral("page_number"), QColor(127, 127, 127)},
        {QStringLiteral("table"), QColor(44, 160, 44)},      {QStringLiteral("chart"), QColor(0, 128, 96)},
        {QStringLiteral("formula"), QColor(227, 119, 194)},  {QStringLiteral("code"), QColor(90, 90, 160)},
        {QStringLiteral("image"), QColor(230, 171, 2)},
    };
    return colors.value(label, QColor(160, 160, 160));
}

LayoutBoxItem::LayoutBoxItem(int blockIndex, const QString& label, const QRectF& rect, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_blockIndex(blockIndex), m_label(label), m_rect(rect) {
    // Clicks go to the view, which tells a click (select the block) from a drag (draw a region).
    setAcceptedMouseButtons(Qt::NoButton);
    setToolTip(label);
}

void LayoutBoxItem::setRect(const QRectF& rect) {
    if (rect == m_rect) return;
    prepareGeometryChange();
    m_rect = rect;
}

void LayoutBoxItem::setHighlighted(bool on) {
    if (on == m_highlighted) return;
    m_highlighted = on;
    setZValue(on ? 0.6 : 0.5);
    update();
}

QRectF LayoutBoxItem::boundingRect() const {
    // The tag sits above the box's top edge; a few page pixels of slack for the pen.
    return m_rect.adjusted(-4, -28, 4, 4);
}

void LayoutBoxItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QColor color = layoutLabelColor(m_label);
    const double scale = painter->worldTransform().m11();
    const double onePixel = scale > 0 ? 1.0 / scale : 1.0;
    QColor fill = color;
    fill.setAlpha(m_highlighted ? 70 : 22);
    painter->setBrush(fill);
    painter->setPen(QPen(color, (m_highlighted ? 3 : 1.5) * onePixel));
    painter->drawRect(m_rect);
    // The tag keeps its on-screen size whatever the zoom.
    QFont font = painter->font();
    font.setPixelSize(std::max(1, int(11 * onePixel)));
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    const QRectF tag(m_rect.left(), m_rect.top() - metrics.height(), metrics.horizontalAdvance(m_label) + 6 * onePixel,
                     metrics.height());
    painter->fillRect(tag, color);
    painter->setPen(Qt::white);
    painter->drawText(tag, Qt::AlignCenter, m_label);
}

}  // namespace folio

// One layout block drawn over the page: a box in its label's colour with the label as a tag.
// The block the editor's cursor is in is drawn highlighted.
#pragma once

#include <QColor>
#include <QGraphicsItem>

namespace folio {

// The colour of a layout label; labels Folio does not know are grey.
QColor layoutLabelColor(const QString& label);

class LayoutBoxItem : public QGraphicsItem {
public:
    LayoutBoxItem(int blockIndex, const QString& label, const QRectF& rect, QGraphicsItem* parent = nullptr);

    int blockIndex() const { return m_blockIndex; }
    QString label() const { return m_label; }
    QRectF rect() const { return m_rect; }
    void setRect(const QRectF& rect);
    void setHighlighted(bool on);
    bool isHighlighted() const { return m_highlighted; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    int m_blockIndex;
    QString m_label;
    QRectF m_rect;
    bool m_highlighted = false;
};

}  // namespace folio

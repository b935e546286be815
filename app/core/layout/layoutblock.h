// One layout block of a page: what a grounding model (LightOnOCR-3) says sits where.
// Boxes are normalised to 0..1000 on both axes, independent of the image size.
#pragma once

#include <QList>
#include <QRectF>
#include <QSize>
#include <QString>

namespace folio {

struct NormalizedBox {
    int x1 = 0, y1 = 0, x2 = 0, y2 = 0;  // 0..1000, x1 < x2 and y1 < y2 once parsed

    // The box in pixels of a `size` image.
    QRectF toPixels(QSize size) const {
        return QRectF(x1 * size.width() / 1000.0, y1 * size.height() / 1000.0,
                      (x2 - x1) * size.width() / 1000.0, (y2 - y1) * size.height() / 1000.0);
    }
    // The same place on the page turned by a multiple of 90 degrees.
    NormalizedBox turned(int degreesClockwise) const {
        NormalizedBox b = *this;
        for (int turns = (((degreesClockwise / 90) % 4) + 4) % 4; turns > 0; --turns)
            b = {1000 - b.y2, b.x1, 1000 - b.y1, b.x2};  // a clockwise quarter turn: (x, y) -> (1000 - y, x)
        return b;
    }
    bool operator==(const NormalizedBox&) const = default;
};

struct LayoutBlock {
    QString label;          // "title", "text", "table", ...; any label the model emits is kept
    bool continues = false; // the label had a trailing "+": it continues the previous block
    bool hasBox = false;    // false for text before the first marker, or a degenerate box
    NormalizedBox box;
    QString text;           // the block's Markdown, trimmed
    bool complete = true;   // false while the block may still receive streamed text
    QString problem;        // what was repaired in the marker, in words ("box clamped to 0..1000")

    bool operator==(const LayoutBlock&) const = default;
};

// Labels that are page furniture rather than content: what "drop headers and footers" removes.
bool isPageFurniture(const QString& label);

}  // namespace folio

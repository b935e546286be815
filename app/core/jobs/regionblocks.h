// Where a region's recognized text sits inside the page's Markdown. A region's block is found
// by its previous text, verbatim, so re-recognizing a region replaces exactly that block and
// the user's edits anywhere else on the page survive (no markers pollute the exported text).
// A region's first result goes where the region sits in reading order: after the block of the
// region read before it, before the block of the one read after it, in place of the paragraphs
// of a whole-page result that say the same thing, or at the paragraph its height points to.
#pragma once

#include <QList>
#include <QRect>
#include <QSize>
#include <QString>

namespace folio {

// Start and length of a region's block in the page text, or {-1, 0} when absent.
struct TextSpan {
    qsizetype start = -1;
    qsizetype length = 0;
};
TextSpan findRegionBlock(const QString& pageText, const QString& block);

// Another region of the same page: where it is and the text it last produced.
struct PlacedRegion {
    QRect rect;
    QString block;
};

// What a region's result is placed by: the region, its page and the page's other regions.
struct RegionLayout {
    QRect rect;
    QSize pageSize;
    QList<PlacedRegion> others;
};

// True when region `a` is read before region `b`: rows top to bottom, left to right in a row.
bool readsBefore(const QRect& a, const QRect& b);

// The page text with `oldBlock` replaced by `newBlock`; when `oldBlock` is empty or no longer
// found (the user rewrote it), `newBlock` is placed by `layout` as described above.
QString placeRegionBlock(const QString& pageText, const QString& oldBlock, const QString& newBlock,
                         const RegionLayout& layout);

}  // namespace folio

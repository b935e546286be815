// Where a region's recognized text sits inside the page's Markdown. A region's block is found
// by its previous text, verbatim, so re-recognizing a region replaces exactly that block and
// the user's edits anywhere else on the page survive (no markers pollute the exported text).
#pragma once

#include <QString>

namespace folio {

// The page text with `oldBlock` replaced by `newBlock`. When `oldBlock` is empty or no longer
// found (the user rewrote it), `newBlock` is appended as a new paragraph instead.
QString replaceRegionBlock(const QString& pageText, const QString& oldBlock,
                           const QString& newBlock);

// Start and length of a region's block in the page text, or {-1, 0} when absent.
struct TextSpan {
    qsizetype start = -1;
    qsizetype length = 0;
};
TextSpan findRegionBlock(const QString& pageText, const QString& block);

}  // namespace folio

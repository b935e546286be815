// Recognizes running heads and page numbers. The model transcribes them as ordinary lines, so
// this is a heuristic on the first and last block of a page: a page number in any of the eleven
// languages' usual forms ("12", "- 12 -", "Page 3 of 10", "Seite 3", "第 3 页", "3 ページ"), or a short
// line that pairs a title with a page number ("12 | Annual Report 2023").
#pragma once

#include "blocks.h"

namespace folio {

bool looksLikePageNumber(const QString& line);
bool looksLikeRunningHead(const QString& line);

// Re-labels the first block PageHeader and the last PageFooter where they fit the heuristic.
void markHeadersAndFooters(QList<Block>& blocks);

}  // namespace folio

// A page read region by region, as layout blocks where its regions are: a searchable PDF's text
// layer (and hOCR) then puts each region's words on the scan where they were read, instead of
// estimating their place from the top left as for a page of plain text.
#pragma once

#include <QList>
#include <QSize>

#include "document/project.h"
#include "layout/layoutblock.h"

namespace folio {

// One "text" block per region with text, boxed in `imageSize` (the page image the regions were
// drawn on), in the order the blocks stand in the page's text. Empty when the page has a layout
// of its own, or when the page's text is not its regions' blocks alone (a whole-page reading, the
// user's edits): prepareLayoutForExport would drop such a layout as stale anyway.
QList<LayoutBlock> regionLayout(const Page& page, QSize imageSize);

}  // namespace folio

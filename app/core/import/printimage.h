// The page image a page-shaped export (searchable PDF, hOCR) embeds: a PDF page rendered again
// at print resolution and turned as the page is shown. The window keeps PDF pages at the model's
// size (1540 px, about 140 ppi for A4), which prints soft; the command line renders at print
// resolution too, so both give the same file.
#pragma once

#include "document/project.h"
#include "importer.h"
#include "pageimages.h"

namespace folio {

// Pixels on the longest side of a PDF page in a searchable PDF or hOCR: an A4 page at 200 dpi,
// where text reads as sharply as on the scan and a page costs a few hundred kilobytes.
inline constexpr int kPrintLongestSide = 2339;

// The image carries its resolution (dots per metre). A page that is not from a PDF, or whose PDF
// cannot be rendered now (moved, encrypted), gives the image the window has: the export still
// has every page. `options` are the import's (its limits); their longest side is replaced.
PageImages::Loader printImageLoader(const Page& page, const PageImages& images, ImportOptions options = {});

}  // namespace folio

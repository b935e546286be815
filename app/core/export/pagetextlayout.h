// The text layout an export uses for one page: the model's blocks while the page's text is still
// what they say, the edited Markdown (approximately placed) once the user changed it, so that an
// edit is never lost to stale boxes.
#pragma once

#include "exportoptions.h"
#include "layout/textlayout.h"

#include <QImage>

namespace folio {

// Run before any writer: the clean-ups of options.postProcess are applied; a page keeps its layout
// only while its text is what the layout says,
// and the blocks whose labels are in options.dropLabels leave its Markdown (found in edited text too).
QList<ExportPage> prepareLayoutForExport(QList<ExportPage> pages, const ExportOptions& options);

// On prepared pages.
PageTextLayout textLayoutForExport(const ExportPage& page, QSize pageSize, const ExportOptions& options);

// The page's image: `page.image`, else the image file at `page.imagePath`, EXIF orientation
// applied. Null with *error naming the page when there is none.
QImage pageImageForExport(const ExportPage& page, QString* error);

}  // namespace folio

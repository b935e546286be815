#include "pagetextlayout.h"

#include "layout/groundingparser.h"

#include <QImageReader>
#include <QObject>

namespace folio {

PageTextLayout textLayoutForExport(const ExportPage& page, QSize pageSize, const ExportOptions& options) {
    if (!page.layout.isEmpty() && groundingToMarkdown(page.layout).trimmed() == page.markdown.trimmed())
        return layoutBlocks(page.layout, pageSize, options.dropLabels);
    return layoutPlainMarkdown(page.markdown, pageSize);
}

QImage pageImageForExport(const ExportPage& page, QString* error) {
    if (!page.image.isNull()) return page.image;
    QImageReader reader(page.imagePath);
    reader.setAutoTransform(true);
    QImage image = reader.read();
    if (image.isNull())
        *error = QObject::tr("%1: no page image to export (%2: %3)").arg(page.label, page.imagePath, reader.errorString());
    return image;
}

}  // namespace folio

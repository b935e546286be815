#include "pagetextlayout.h"

#include <QImageReader>
#include <QObject>

#include "import/whitepaper.h"
#include "layout/groundingparser.h"

namespace folio {

QList<ExportPage> prepareLayoutForExport(QList<ExportPage> pages, const ExportOptions& options) {
    for (ExportPage& page : pages) {
        const bool current =
            !page.layout.isEmpty() && groundingToMarkdown(page.layout).trimmed() == page.markdown.trimmed();
        if (options.postProcess.any()) {
            // Block by block while the layout describes the page, so that it still does after.
            if (current) {
                for (LayoutBlock& block : page.layout) block.text = postProcess(block.text, options.postProcess);
                page.markdown = groundingToMarkdown(page.layout);
            } else {
                page.markdown = postProcess(page.markdown, options.postProcess);
            }
        }
        if (page.layout.isEmpty()) continue;
        if (!options.dropLabels.isEmpty())
            page.markdown = current ? groundingToMarkdown(page.layout, options.dropLabels)
                                    : removeBlocks(page.markdown, page.layout, options.dropLabels);
        if (!current) page.layout.clear();  // the user's edits win over stale boxes
    }
    return pages;
}

PageTextLayout textLayoutForExport(const ExportPage& page, QSize pageSize, const ExportOptions& options) {
    if (!page.layout.isEmpty()) return layoutBlocks(page.layout, pageSize, options.dropLabels);
    return layoutPlainMarkdown(page.markdown, pageSize);
}

QImage pageImageForExport(const ExportPage& page, QString* error) {
    // On white paper, as the model saw it: a PDF page has no transparency, so a transparent
    // scan's background would be black there.
    if (!page.image.isNull()) return onWhitePaper(page.image);
    if (page.loadImage) {
        QString why;
        const QImage image = page.loadImage(&why);
        if (image.isNull()) *error = QStringLiteral("%1: %2").arg(page.label, why);
        return onWhitePaper(image);
    }
    QImageReader reader(page.imagePath);
    reader.setAutoTransform(true);
    QImage image = reader.read();
    if (image.isNull())
        *error = QObject::tr("%1: no page image to export (%2: %3)").arg(page.label, page.imagePath, reader.errorString());
    return onWhitePaper(image);
}

}  // namespace folio

#include "pagetextlayout.h"

#include "layout/groundingparser.h"

#include <QImageReader>
#include <QRegularExpression>
#include <QObject>

namespace folio {

namespace {

QString withoutBlocks(const QString& markdown, const QList<LayoutBlock>& layout, const QStringList& drop) {
    const QList<QPair<int, int>> ranges = blockTextRanges(layout, markdown);
    QString out = markdown;
    for (qsizetype i = ranges.size() - 1; i >= 0; --i)
        if (ranges[i].first >= 0 && drop.contains(layout[i].label))
            out.remove(ranges[i].first, ranges[i].second - ranges[i].first);
    static const QRegularExpression blankLines(QStringLiteral("\n{3,}"));
    return out.replace(blankLines, QStringLiteral("\n\n")).trimmed();
}

}  // namespace

QList<ExportPage> prepareLayoutForExport(QList<ExportPage> pages, const ExportOptions& options) {
    for (ExportPage& page : pages) {
        if (page.layout.isEmpty()) continue;
        const bool current = groundingToMarkdown(page.layout).trimmed() == page.markdown.trimmed();
        if (!options.dropLabels.isEmpty())
            page.markdown = current ? groundingToMarkdown(page.layout, options.dropLabels)
                                    : withoutBlocks(page.markdown, page.layout, options.dropLabels);
        if (!current) page.layout.clear();  // the user's edits win over stale boxes
    }
    return pages;
}

PageTextLayout textLayoutForExport(const ExportPage& page, QSize pageSize, const ExportOptions& options) {
    if (!page.layout.isEmpty()) return layoutBlocks(page.layout, pageSize, options.dropLabels);
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

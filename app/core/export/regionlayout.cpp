#include "regionlayout.h"

#include <algorithm>

#include "jobs/regionblocks.h"
#include "layout/groundingparser.h"

namespace folio {

QList<LayoutBlock> regionLayout(const Page& page, QSize imageSize) {
    if (!page.layout.isEmpty() || page.regions.isEmpty() || imageSize.isEmpty()) return {};
    struct Found {
        qsizetype at;
        LayoutBlock block;
    };
    QList<Found> found;
    const QRect whole(QPoint(0, 0), imageSize);
    for (const Region& region : page.regions) {
        const QString text = region.rawText.trimmed();
        if (text.isEmpty()) continue;
        const TextSpan span = findRegionBlock(page.editedText, text);
        if (span.start < 0) return {};  // edited away: the page's text is no longer its regions'
        const QRect r = region.rect.intersected(whole);
        LayoutBlock block;
        block.label = QStringLiteral("text");
        block.text = text;
        block.hasBox = !r.isEmpty();
        block.box = {int(1000LL * r.left() / imageSize.width()), int(1000LL * r.top() / imageSize.height()),
                     int(1000LL * (r.right() + 1) / imageSize.width()), int(1000LL * (r.bottom() + 1) / imageSize.height())};
        found.append({span.start, block});
    }
    std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.at < b.at; });
    QList<LayoutBlock> blocks;
    for (const Found& f : found) blocks.append(f.block);
    if (groundingToMarkdown(blocks).trimmed() != page.editedText.trimmed()) return {};
    return blocks;
}

}  // namespace folio

#include "regionblocks.h"

namespace folio {

TextSpan findRegionBlock(const QString& pageText, const QString& block) {
    const QString trimmed = block.trimmed();
    if (trimmed.isEmpty()) return {};
    const qsizetype at = pageText.indexOf(trimmed);
    if (at < 0) return {};
    return {at, trimmed.size()};
}

QString replaceRegionBlock(const QString& pageText, const QString& oldBlock,
                           const QString& newBlock) {
    const QString block = newBlock.trimmed();
    const TextSpan span = findRegionBlock(pageText, oldBlock);
    if (span.start >= 0) {
        QString result = pageText;
        result.replace(span.start, span.length, block);
        return result;
    }
    QString result = pageText;
    while (result.endsWith(u'\n')) result.chop(1);
    if (block.isEmpty()) return pageText;
    if (!result.isEmpty()) result += QStringLiteral("\n\n");
    return result + block + u'\n';
}

}  // namespace folio

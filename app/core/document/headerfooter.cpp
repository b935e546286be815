#include "headerfooter.h"

#include <QRegularExpression>

namespace folio {

bool looksLikePageNumber(const QString& line) {
    static const QList<QRegularExpression> patterns = {
        QRegularExpression(QStringLiteral(R"(^[\s\-–—·•|\[(]*(\d{1,4}|[ivxlcdm]{1,7})[\s\-–—·•|\])]*$)"),
                           QRegularExpression::CaseInsensitiveOption),
        QRegularExpression(QStringLiteral(
            R"(^(page|p\.|pp\.|seite|s\.|página|pág\.|pagina|pag\.|side|sida|sidan|blz\.?|bladzijde|pagine)\s*\d{1,4})"
            R"((\s*(of|von|de|di|van|av|af|/|sur|su)\s*\d{1,4})?\.?$)"),
                           QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption),
        QRegularExpression(QStringLiteral(R"(^\d{1,4}\s*/\s*\d{1,4}$)")),
        QRegularExpression(QStringLiteral(R"(^第\s*\d{1,4}\s*[页頁]([，,\s]*共\s*\d{1,4}\s*[页頁])?$)")),
        QRegularExpression(QStringLiteral(R"(^[-－—]?\s*\d{1,4}\s*[-－—]?\s*(ページ|页|頁)?$)")),
    };
    const QString t = line.trimmed();
    if (t.isEmpty() || t.size() > 40) return false;
    for (const QRegularExpression& re : patterns)
        if (re.match(t).hasMatch()) return true;
    return false;
}

bool looksLikeRunningHead(const QString& line) {
    // "12 | Annual Report", "Annual Report · 13", "JOURNAL OF THINGS    241"
    static const QRegularExpression numberFirst(QStringLiteral(R"(^\d{1,4}(\s*[|·•—–]\s*|\s{2,}|\t)\S.{0,70}$)"));
    static const QRegularExpression numberLast(QStringLiteral(R"(^\S.{0,70}?(\s*[|·•—–]\s*|\s{2,}|\t)\d{1,4}$)"));
    const QString t = line.trimmed();
    if (t.size() > 90 || t.contains(u'\n')) return false;
    return looksLikePageNumber(t) || numberFirst.match(t).hasMatch() || numberLast.match(t).hasMatch();
}

void markHeadersAndFooters(QList<Block>& blocks) {
    if (blocks.size() < 2) return;  // a page with one line is content, whatever it looks like
    auto single = [](const Block& b) { return b.kind == BlockKind::Paragraph && !b.text.contains(u'\n'); };
    Block& first = blocks.first();
    if (single(first) && looksLikeRunningHead(first.text)) first.kind = BlockKind::PageHeader;
    Block& last = blocks.last();
    if (single(last) && looksLikeRunningHead(last.text)) last.kind = BlockKind::PageFooter;
}

}  // namespace folio

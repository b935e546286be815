#include "regionblocks.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>

namespace folio {

namespace {

// A whole-page paragraph matches a region's text when this share of their words agree.
constexpr double kSameTextShare = 0.5;

struct Paragraph {
    qsizetype start = 0;
    qsizetype end = 0;  // one past the last character
};

QList<Paragraph> paragraphsOf(const QString& text) {
    QList<Paragraph> result;
    static const QRegularExpression blankLines(QStringLiteral("\\n[ \\t]*\\n\\s*"));
    qsizetype at = 0;
    auto add = [&](qsizetype end) {
        qsizetype s = at, e = end;
        while (s < e && text[s].isSpace()) ++s;
        while (e > s && text[e - 1].isSpace()) --e;
        if (e > s) result.append({s, e});
    };
    for (auto it = blankLines.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        add(m.capturedStart());
        at = m.capturedEnd();
    }
    add(text.size());
    return result;
}

QHash<QString, int> wordsOf(QStringView text) {
    static const QRegularExpression word(QStringLiteral("\\w+"),
                                         QRegularExpression::UseUnicodePropertiesOption);
    QHash<QString, int> words;
    for (auto it = word.globalMatch(text); it.hasNext();) ++words[it.next().captured().toLower()];
    return words;
}

int wordCount(const QHash<QString, int>& words) {
    int n = 0;
    for (int c : words) n += c;
    return n;
}

// Dice coefficient of two word multisets: 1 for the same words, 0 for none in common.
double sameWordsShare(const QHash<QString, int>& a, const QHash<QString, int>& b) {
    const int total = wordCount(a) + wordCount(b);
    if (total == 0) return 0;
    int common = 0;
    for (auto it = a.cbegin(); it != a.cend(); ++it) common += std::min(it.value(), b.value(it.key()));
    return 2.0 * common / total;
}

// `block` as its own paragraph at `position` (a paragraph boundary) of `text`.
QString insertParagraph(const QString& text, qsizetype position, const QString& block) {
    QString before = text.left(position);
    QString after = text.mid(position);
    while (before.endsWith(u'\n') || before.endsWith(u' ')) before.chop(1);
    qsizetype skip = 0;
    while (skip < after.size() && (after[skip] == u'\n' || after[skip] == u' ')) ++skip;
    after = after.mid(skip);
    QString result = before;
    if (!result.isEmpty()) result += QStringLiteral("\n\n");
    result += block;
    result += after.isEmpty() ? QStringLiteral("\n") : QStringLiteral("\n\n") + after;
    return result;
}

// The run of paragraphs that says most nearly what `block` says, if it says much the same.
TextSpan sameTextSpan(const QString& text, const QList<Paragraph>& paragraphs, const QString& block) {
    const QHash<QString, int> wanted = wordsOf(block);
    if (wanted.isEmpty()) return {};
    double best = kSameTextShare;
    TextSpan span;
    for (qsizetype first = 0; first < paragraphs.size(); ++first) {
        QHash<QString, int> words;
        for (qsizetype last = first; last < paragraphs.size(); ++last) {
            const Paragraph& p = paragraphs[last];
            const QHash<QString, int> more = wordsOf(QStringView(text).mid(p.start, p.end - p.start));
            for (auto it = more.cbegin(); it != more.cend(); ++it) words[it.key()] += it.value();
            const double share = sameWordsShare(wanted, words);
            if (share > best) {
                best = share;
                span = {paragraphs[first].start, p.end - paragraphs[first].start};
            }
            if (wordCount(words) > 2 * wordCount(wanted)) break;  // longer runs only get worse
        }
    }
    return span;
}

}  // namespace

TextSpan findRegionBlock(const QString& pageText, const QString& block) {
    const QString trimmed = block.trimmed();
    if (trimmed.isEmpty()) return {};
    const qsizetype at = pageText.indexOf(trimmed);
    if (at < 0) return {};
    return {at, trimmed.size()};
}

bool readsBefore(const QRect& a, const QRect& b) {
    const int overlap = std::min(a.bottom(), b.bottom()) - std::max(a.top(), b.top());
    const bool sameRow = overlap > std::min(a.height(), b.height()) / 2;
    if (sameRow) return a.left() < b.left();
    return a.center().y() < b.center().y();
}

QString placeRegionBlock(const QString& pageText, const QString& oldBlock, const QString& newBlock,
                         const RegionLayout& layout) {
    const QString block = newBlock.trimmed();
    if (const TextSpan span = findRegionBlock(pageText, oldBlock); span.start >= 0) {
        QString result = pageText;
        result.replace(span.start, span.length, block);
        return result;
    }
    if (block.isEmpty()) return pageText;
    if (pageText.trimmed().isEmpty()) return block + u'\n';

    // Next to the nearest region in reading order whose block is still in the text.
    TextSpan after, before;
    QRect afterRect, beforeRect;
    for (const PlacedRegion& other : layout.others) {
        const TextSpan span = findRegionBlock(pageText, other.block);
        if (span.start < 0) continue;
        if (readsBefore(other.rect, layout.rect)) {
            if (after.start < 0 || readsBefore(afterRect, other.rect)) {
                after = span;
                afterRect = other.rect;
            }
        } else if (before.start < 0 || readsBefore(other.rect, beforeRect)) {
            before = span;
            beforeRect = other.rect;
        }
    }
    if (after.start >= 0) return insertParagraph(pageText, after.start + after.length, block);
    if (before.start >= 0) return insertParagraph(pageText, before.start, block);

    // A whole-page result already holds this text: the region's reading replaces it.
    const QList<Paragraph> paragraphs = paragraphsOf(pageText);
    if (const TextSpan same = sameTextSpan(pageText, paragraphs, block); same.start >= 0) {
        QString result = pageText;
        result.replace(same.start, same.length, block);
        return result;
    }
    // Otherwise at the paragraph as far down the text as the region is down the page.
    const double down = layout.pageSize.height() > 0
                            ? std::clamp(double(layout.rect.top()) / layout.pageSize.height(), 0.0, 1.0)
                            : 1.0;
    const qsizetype index = qsizetype(std::lround(down * paragraphs.size()));
    const qsizetype position = index >= paragraphs.size() ? pageText.size() : paragraphs[index].start;
    return insertParagraph(pageText, position, block);
}

}  // namespace folio

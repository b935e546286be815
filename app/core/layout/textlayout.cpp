#include "textlayout.h"

#include "document/blocks.h"
#include "export/exportwriters.h"

#include <QRegularExpression>
#include <QStringList>

#include <unicode/ubidi.h>

#include <algorithm>
#include <cmath>

namespace folio {

namespace {

// A character is about half as wide as a line is tall, in most Latin text fonts.
constexpr double kColumnAspect = 0.5;

bool isWide(char32_t c) {
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) ||
           (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
           (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
           (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

bool isHangul(char32_t c) { return (c >= 0x1100 && c <= 0x115F) || (c >= 0xAC00 && c <= 0xD7A3); }

// Words of a line; Chinese and Japanese have no spaces, so each of their wide characters is its
// own word (Korean puts spaces between its words).
QStringList splitWords(const QString& line) {
    QStringList words;
    QString current;
    for (char32_t c : line.toUcs4()) {
        const QString ch = QString::fromUcs4(&c, 1);
        if (QChar::isSpace(c)) {
            if (!current.isEmpty()) words << current;
            current.clear();
        } else if (isWide(c) && !isHangul(c)) {
            if (!current.isEmpty()) words << current;
            current.clear();
            words << ch;
        } else {
            current += ch;
        }
    }
    if (!current.isEmpty()) words << current;
    return words;
}

bool isWideWord(const QString& w) {
    const QList<uint> u = w.toUcs4();
    return u.size() == 1 && isWide(u[0]) && !isHangul(u[0]);
}

// CJK characters follow each other without a space; everything else is separated by one.
bool gapBetween(const QString& a, const QString& b) { return !(isWideWord(a) && isWideWord(b)); }

int lineColumns(const QStringList& words) {
    int columns = 0;
    for (int i = 0; i < words.size(); ++i)
        columns += displayColumns(words[i]) + (i > 0 && gapBetween(words[i - 1], words[i]) ? 1 : 0);
    return columns;
}

// The words' order from left to right (indexes into `words`), which run right to left, and whether
// the line does (it then starts at the right): the bidirectional algorithm on the line, its
// direction from its first strong character, word by word.
QList<int> visualWordOrder(const QStringList& words, QList<bool>* rightToLeft, bool* rightToLeftLine) {
    QList<int> order(words.size());
    for (int i = 0; i < words.size(); ++i) order[i] = i;
    rightToLeft->fill(false, words.size());
    *rightToLeftLine = false;
    const QString line = words.join(u' ');
    if (!line.isRightToLeft() && std::none_of(line.begin(), line.end(), [](QChar c) {
            return c.direction() == QChar::DirR || c.direction() == QChar::DirAL;
        }))
        return order;  // no right-to-left character: nothing to reorder
    UErrorCode status = U_ZERO_ERROR;
    UBiDi* bidi = ubidi_open();
    ubidi_setPara(bidi, reinterpret_cast<const UChar*>(line.utf16()), int32_t(line.size()), UBIDI_DEFAULT_LTR, nullptr,
                  &status);
    if (U_SUCCESS(status)) {
        *rightToLeftLine = (ubidi_getParaLevel(bidi) & 1) != 0;
        QList<UBiDiLevel> levels;
        int32_t at = 0;
        for (const QString& word : words) {
            const UBiDiLevel level = ubidi_getLevelAt(bidi, at);
            levels << level;
            rightToLeft->operator[](levels.size() - 1) = (level & 1) != 0;
            at += int32_t(word.size()) + 1;
        }
        QList<int32_t> map(words.size());
        ubidi_reorderVisual(levels.constData(), int32_t(levels.size()), map.data());
        for (int i = 0; i < words.size(); ++i) order[i] = int(map[i]);
    }
    ubidi_close(bidi);
    return order;
}

// Between two words at most this much of the line's height: a wider gap (a short heading's words
// spread over a wide box) made PDF readers take the words for columns and copy them out of order.
constexpr double kWidestWordGapPerLineHeight = 0.4;

// Lays `words` out `columnWidth` per column, in their visual order, from the line box's left (or,
// for a right-to-left line, ending at its right).
PlacedLine placeLine(const QStringList& words, QRectF lineBox, double columnWidth) {
    PlacedLine line{lineBox, {}};
    QList<bool> rightToLeft;
    bool rightToLeftLine = false;
    const QList<int> order = visualWordOrder(words, &rightToLeft, &rightToLeftLine);
    line.words.resize(words.size());
    double x = lineBox.left();
    const double gap = std::min(columnWidth, kWidestWordGapPerLineHeight * lineBox.height());
    for (int v = 0; v < order.size(); ++v) {
        const int i = order[v];
        if (v > 0 && gapBetween(words[order[v - 1]], words[i])) x += gap;
        const double width = displayColumns(words[i]) * columnWidth;
        line.words[i] = {words[i], QRectF(x, lineBox.top(), width, lineBox.height()), rightToLeft[i]};
        x += width;
    }
    if (rightToLeftLine)
        for (PlacedWord& word : line.words) word.box.translate(std::max(0.0, lineBox.right() - x), 0);
    return line;
}

// Greedy wrap of `words` into lines of about `columns` columns each.
QList<QStringList> wrap(const QStringList& words, int columns) {
    QList<QStringList> lines;
    QStringList line;
    int used = 0;
    for (const QString& w : words) {
        const int width = displayColumns(w);
        const int gap = !line.isEmpty() && gapBetween(line.last(), w) ? 1 : 0;
        if (!line.isEmpty() && used + gap + width > columns) {
            lines << line;
            line.clear();
            used = 0;
        }
        used += (line.isEmpty() ? 0 : gap) + width;
        line << w;
    }
    if (!line.isEmpty()) lines << line;
    return lines;
}

// Text lines of a block: its hard line breaks (table rows, list items) kept, each wrapped so that
// the block's lines fill its box at a plausible character aspect.
QList<QStringList> linesForBox(const QString& plainText, QRectF box) {
    QList<QStringList> hard;
    int totalColumns = 0;
    for (const QString& raw : plainText.split(u'\n')) {
        const QStringList words = splitWords(raw);
        if (words.isEmpty()) continue;
        hard << words;
        totalColumns += lineColumns(words);
    }
    if (hard.isEmpty()) return {};
    // n lines of height h = H/n hold W / (aspect * h) columns each: n^2 = columns * aspect * H / W.
    const double ratio = box.height() / std::max(1.0, box.width());
    const int wanted = std::max<int>(hard.size(), int(std::lround(std::sqrt(totalColumns * kColumnAspect * ratio))));
    const double lineHeight = box.height() / std::max(1, wanted);
    const int columns = std::max(1, int(box.width() / (kColumnAspect * lineHeight)));
    QList<QStringList> lines;
    for (const QStringList& words : hard) lines += wrap(words, columns);
    return lines;
}

PlacedBlock placeInBox(const QString& label, const QString& plainText, QRectF box) {
    PlacedBlock block{label, box, {}};
    const QList<QStringList> lines = linesForBox(plainText, box);
    if (lines.isEmpty()) return block;
    const double lineHeight = box.height() / lines.size();
    // The block's longest line fills its width; a shorter one (a list item, a paragraph's last
    // line) is as long as its words, not stretched over the block.
    int widest = 1;
    for (const QStringList& line : lines) widest = std::max(widest, lineColumns(line));
    const double columnWidth = box.width() / widest;
    for (int i = 0; i < lines.size(); ++i) {
        const QRectF lineBox(box.left(), box.top() + i * lineHeight, box.width(), lineHeight);
        block.lines.append(placeLine(lines[i], lineBox, columnWidth));
    }
    return block;
}

}  // namespace

QString visualOrder(const QString& rightToLeftWord) {
    QList<uint> characters = rightToLeftWord.toUcs4();
    std::reverse(characters.begin(), characters.end());
    return QString::fromUcs4(reinterpret_cast<const char32_t*>(characters.constData()), characters.size());
}

int displayColumns(const QString& text) {
    int columns = 0;
    for (char32_t c : text.toUcs4()) columns += isWide(c) ? 2 : 1;
    return columns;
}

PageTextLayout layoutBlocks(const QList<LayoutBlock>& blocks, QSize pageSize, const QStringList& dropLabels) {
    PageTextLayout layout{pageSize, {}, false};
    QList<LayoutBlock> boxed;
    for (const LayoutBlock& b : blocks) {
        if (dropLabels.contains(b.label) || b.text.isEmpty()) continue;
        if (!b.hasBox) {
            // Text the model gave no box for: place it like a plain page's, over the whole page.
            const PageTextLayout rest = layoutPlainMarkdown(b.text, pageSize);
            layout.blocks += rest.blocks;
            layout.approximate = true;
            continue;
        }
        layout.blocks.append(placeInBox(b.label, markdownToPlainText(b.text), b.box.toPixels(pageSize)));
    }
    return layout;
}

PageTextLayout layoutPlainMarkdown(const QString& markdown, QSize pageSize) {
    PageTextLayout layout{pageSize, {}, true};
    // Paragraphs stacked inside 5% margins, each as tall as its share of the lines.
    const QRectF area(pageSize.width() * 0.05, pageSize.height() * 0.05, pageSize.width() * 0.9,
                      pageSize.height() * 0.9);
    const double lineHeight = area.width() / 80 / kColumnAspect;  // 80 columns a line
    const int columns = 80;
    QList<QPair<QString, QList<QStringList>>> paragraphs;
    int totalLines = 0;
    for (const Block& b : parseBlocks(markdown)) {
        const QString text = markdownToPlainText(b.text);
        QList<QStringList> lines;
        for (const QString& raw : text.split(u'\n')) {
            const QStringList words = splitWords(raw);
            if (!words.isEmpty()) lines += wrap(words, columns);
        }
        if (lines.isEmpty()) continue;
        totalLines += lines.size();
        paragraphs.append({blockKindName(b.kind), lines});
    }
    if (totalLines == 0) return layout;
    const double height = std::min(lineHeight, area.height() / totalLines);
    double y = area.top();
    for (const auto& [label, lines] : paragraphs) {
        const QRectF box(area.left(), y, area.width(), height * lines.size());
        PlacedBlock block{label, box, {}};
        for (int i = 0; i < lines.size(); ++i) {
            const double columnWidth = std::min(area.width() / columns, area.width() / std::max(1, lineColumns(lines[i])));
            block.lines.append(placeLine(lines[i], QRectF(box.left(), y + i * height, area.width(), height), columnWidth));
        }
        y += box.height();
        layout.blocks.append(block);
    }
    return layout;
}

}  // namespace folio

#include "groundingparser.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <optional>

namespace folio {

namespace {

// Longest marker accepted: a label of 32 characters and four 5-digit numbers with spacing.
constexpr int kMaxMarkerLength = 96;
constexpr int kMaxLabelLength = 32;
constexpr int kMaxDigits = 5;

struct Marker {
    int length = 0;  // characters consumed, spaces after the ")" included
    QString label;
    bool continues = false;
    int coords[4] = {0, 0, 0, 0};
};

enum class MatchState { Matched, NotAMarker, NeedMore };

bool isLabelStart(QChar c) { return (c.isLetter() && c.unicode() < 128) || c == u'_'; }
bool isLabelChar(QChar c) {
    return (c.unicode() < 128 && (c.isLetterOrNumber())) || c == u'_' || c == u'-';
}
bool isDigit(QChar c) { return c >= u'0' && c <= u'9'; }

// Recognizes a marker at `s[at]` (which is '!'). NeedMore: the text ends inside something that
// could still become a marker.
MatchState matchMarker(const QString& s, int at, Marker* out) {
    const int n = s.size();
    int i = at;
    auto need = [&](int k) { return i + k > n; };
    auto skipSpaces = [&] {
        while (i < n && (s[i] == u' ' || s[i] == u'\t')) ++i;
    };
    if (need(2)) return i + 1 == n ? MatchState::NeedMore : MatchState::NotAMarker;
    if (s[i] != u'!' || s[i + 1] != u'[') return MatchState::NotAMarker;
    i += 2;
    if (need(1)) return MatchState::NeedMore;
    if (!isLabelStart(s[i])) return MatchState::NotAMarker;
    const int labelStart = i;
    while (i < n && isLabelChar(s[i])) {
        if (i - labelStart >= kMaxLabelLength) return MatchState::NotAMarker;
        ++i;
    }
    QString label = s.mid(labelStart, i - labelStart);
    bool continues = false;
    if (i < n && s[i] == u'+') {
        continues = true;
        ++i;
    }
    if (need(2)) return (i == n || s[i] == u']') ? MatchState::NeedMore : MatchState::NotAMarker;
    if (s[i] != u']' || s[i + 1] != u'(') return MatchState::NotAMarker;
    i += 2;
    for (int k = 0; k < 4; ++k) {
        skipSpaces();
        if (i == n) return MatchState::NeedMore;
        const int digitsStart = i;
        while (i < n && isDigit(s[i])) {
            if (i - digitsStart >= kMaxDigits) return MatchState::NotAMarker;
            ++i;
        }
        if (i == digitsStart) return MatchState::NotAMarker;
        out->coords[k] = s.mid(digitsStart, i - digitsStart).toInt();
        skipSpaces();
        if (i == n) return MatchState::NeedMore;
        const QChar expected = k < 3 ? u',' : u')';
        if (s[i] != expected) return MatchState::NotAMarker;
        ++i;
    }
    skipSpaces();
    // Spaces may still follow; they are trimmed from the text anyway.
    out->length = i - at;
    out->label = label;
    out->continues = continues;
    return MatchState::Matched;
}

LayoutBlock blockFromMarker(const Marker& m, bool isFirst) {
    LayoutBlock b;
    b.label = m.label;
    b.continues = m.continues && !isFirst;
    QStringList problems;
    if (m.continues && isFirst) problems << QStringLiteral("continuation with no block before it");
    int c[4];
    bool clamped = false;
    for (int k = 0; k < 4; ++k) {
        c[k] = std::clamp(m.coords[k], 0, 1000);
        clamped = clamped || c[k] != m.coords[k];
    }
    if (clamped) problems << QStringLiteral("coordinates beyond 1000 clamped");
    if (c[0] > c[2] || c[1] > c[3]) {
        problems << QStringLiteral("inverted box corrected");
        if (c[0] > c[2]) std::swap(c[0], c[2]);
        if (c[1] > c[3]) std::swap(c[1], c[3]);
    }
    b.box = {c[0], c[1], c[2], c[3]};
    b.hasBox = c[0] < c[2] && c[1] < c[3];
    if (!b.hasBox) problems << QStringLiteral("empty box ignored");
    b.problem = problems.join(QStringLiteral("; "));
    return b;
}

}  // namespace

bool isPageFurniture(const QString& label) {
    static const QStringList furniture = {QStringLiteral("header"), QStringLiteral("footer"),
                                          QStringLiteral("page_number"), QStringLiteral("footnote"),
                                          QStringLiteral("page_header"), QStringLiteral("page_footer"),
                                          QStringLiteral("page_footnote")};
    return furniture.contains(label);
}

void GroundingParser::feed(const QString& chunk) {
    if (m_finished) return;
    m_pending += chunk;
    consume(false);
}

void GroundingParser::finish() {
    if (m_finished) return;
    consume(true);
    m_finished = true;
}

void GroundingParser::appendText(const QString& text) {
    if (text.isEmpty()) return;
    if (m_blocks.isEmpty()) {
        if (text.trimmed().isEmpty()) return;
        LayoutBlock lead;
        lead.label = QStringLiteral("text");
        m_blocks.append(lead);
    }
    m_blocks.last().text += text;
}

void GroundingParser::consume(bool atEnd) {
    int plainFrom = 0;
    int i = 0;
    const int n = m_pending.size();
    while (i < n) {
        if (m_pending[i] != u'!') {
            ++i;
            continue;
        }
        Marker marker;
        const MatchState state = matchMarker(m_pending, i, &marker);
        if (state == MatchState::NotAMarker || (state == MatchState::NeedMore && atEnd)) {
            ++i;
            continue;
        }
        if (state == MatchState::NeedMore) {
            if (n - i > kMaxMarkerLength) {  // too long to be a marker: it is text
                ++i;
                continue;
            }
            appendText(m_pending.mid(plainFrom, i - plainFrom));
            m_pending.remove(0, i);
            return;
        }
        appendText(m_pending.mid(plainFrom, i - plainFrom));
        m_blocks.append(blockFromMarker(marker, m_blocks.isEmpty()));
        m_sawMarker = true;
        i += marker.length;
        plainFrom = i;
    }
    appendText(m_pending.mid(plainFrom));
    m_pending.clear();
}

QList<LayoutBlock> GroundingParser::blocks() const {
    QList<LayoutBlock> out = m_blocks;
    for (int k = 0; k < out.size(); ++k) {
        out[k].text = out[k].text.trimmed();
        out[k].complete = m_finished || k + 1 < out.size();
    }
    return out;
}

QList<LayoutBlock> parseGrounding(const QString& output) {
    GroundingParser parser;
    parser.feed(output);
    parser.finish();
    return parser.blocks();
}

bool looksLikeGrounding(const QString& output) {
    GroundingParser parser;
    parser.feed(output);
    parser.finish();
    return parser.sawMarker();
}

namespace {

// An image block as the figure line the exports cut out of the page: ![description](image_N.png)x1,y1,x2,y2
QString figureLine(const LayoutBlock& b, int number) {
    QString alt = b.text.simplified();
    alt.remove(u'[').remove(u']');
    return QStringLiteral("![%1](image_%2.png)%3,%4,%5,%6")
        .arg(alt)
        .arg(number)
        .arg(b.box.x1)
        .arg(b.box.y1)
        .arg(b.box.x2)
        .arg(b.box.y2);
}

}  // namespace

QString groundingToMarkdown(const QList<LayoutBlock>& blocks, const QStringList& drop) {
    QStringList parts;
    bool previousKept = false;
    int figures = 0;
    for (const LayoutBlock& b : blocks) {
        const bool figure = b.label == QLatin1String("image") && b.hasBox;
        if (figure) ++figures;
        if (drop.contains(b.label) || (b.text.isEmpty() && !figure)) {
            previousKept = false;
            continue;
        }
        if (figure)
            parts << figureLine(b, figures);
        else if (b.continues && previousKept)
            parts.last() += QLatin1Char(' ') + b.text;
        else
            parts << b.text;
        previousKept = !figure;
    }
    return parts.join(QStringLiteral("\n\n"));
}

QString withFigureBoxesTurned(const QString& markdown, int degreesClockwise) {
    static const QRegularExpression figure(QStringLiteral(R"((!\[[^\]\n]*\]\(image_\d+\.png\))(\d+),(\d+),(\d+),(\d+))"));
    QString out;
    qsizetype from = 0;
    for (auto it = figure.globalMatch(markdown); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const NormalizedBox box = NormalizedBox{m.captured(2).toInt(), m.captured(3).toInt(), m.captured(4).toInt(),
                                                m.captured(5).toInt()}
                                      .turned(degreesClockwise);
        out += markdown.mid(from, m.capturedStart() - from) + m.captured(1) +
               QStringLiteral("%1,%2,%3,%4").arg(box.x1).arg(box.y1).arg(box.x2).arg(box.y2);
        from = m.capturedEnd();
    }
    return out + markdown.mid(from);
}

QList<QPair<int, int>> blockTextRanges(const QList<LayoutBlock>& blocks, const QString& markdown) {
    QList<QPair<int, int>> ranges;
    qsizetype from = 0;
    for (const LayoutBlock& b : blocks) {
        const QString text = b.label == QLatin1String("image") ? b.text.simplified() : b.text;
        const qsizetype at = text.isEmpty() ? -1 : markdown.indexOf(text, from);
        if (at < 0) {
            ranges.append({-1, -1});
            continue;
        }
        ranges.append({int(at), int(at + text.size())});
        from = at + text.size();
    }
    return ranges;
}

QString removeBlocks(const QString& markdown, const QList<LayoutBlock>& blocks, const QStringList& labels) {
    const QList<QPair<int, int>> ranges = blockTextRanges(blocks, markdown);
    QString out = markdown;
    for (qsizetype i = ranges.size() - 1; i >= 0; --i)
        if (ranges[i].first >= 0 && labels.contains(blocks[i].label))
            out.remove(ranges[i].first, ranges[i].second - ranges[i].first);
    static const QRegularExpression blankLines(QStringLiteral("\\n{3,}"));
    return out.replace(blankLines, QStringLiteral("\n\n")).trimmed();
}

}  // namespace folio

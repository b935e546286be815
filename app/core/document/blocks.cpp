#include "blocks.h"

#include "headerfooter.h"
#include "mathspans.h"

#include <QRegularExpression>

namespace folio {

namespace {

const QRegularExpression& headingPattern() {
    static const QRegularExpression re(QStringLiteral(R"(^ {0,3}(#{1,6})(?:[ \t]+|$)(.*)$)"));
    return re;
}
const QRegularExpression& listItemPattern() {
    static const QRegularExpression re(QStringLiteral(R"(^( *)([-*+•]|\d{1,9}[.)])[ \t]+(.*)$)"));
    return re;
}
const QRegularExpression& pipeDelimiterPattern() {
    static const QRegularExpression re(QStringLiteral(R"(^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$)"));
    return re;
}
const QRegularExpression& rulePattern() {
    static const QRegularExpression re(QStringLiteral(R"(^ {0,3}([-*_])( *\1){2,} *$)"));
    return re;
}
const QRegularExpression& tableOpenPattern() {
    static const QRegularExpression re(QStringLiteral(R"(^\s*<table\b)"), QRegularExpression::CaseInsensitiveOption);
    return re;
}
const QRegularExpression& tableClosePattern() {
    static const QRegularExpression re(QStringLiteral(R"(</table\s*>)"), QRegularExpression::CaseInsensitiveOption);
    return re;
}

bool isBlank(const QString& line) { return line.trimmed().isEmpty(); }
bool isFence(const QString& line) { return line.trimmed().startsWith(QStringLiteral("```")) || line.trimmed().startsWith(QStringLiteral("~~~")); }

bool startsDisplayMath(const QString& line) {
    const QString t = line.trimmed();
    return t.startsWith(QStringLiteral("$$")) || t.startsWith(QStringLiteral("\\[")) ||
           t.startsWith(QStringLiteral("\\begin{"));
}

bool isPipeRow(const QString& line) { return line.contains(u'|'); }

// Lines that end a paragraph without a blank line in between.
bool interruptsParagraph(const QStringList& lines, int i) {
    const QString& line = lines[i];
    Block figure;
    return headingPattern().match(line).hasMatch() || tableOpenPattern().match(line).hasMatch() ||
           startsDisplayMath(line) || isFence(line) || parseFigureLine(line, &figure) ||
           (isPipeRow(line) && i + 1 < lines.size() && pipeDelimiterPattern().match(lines[i + 1]).hasMatch() &&
            lines[i + 1].contains(u'-'));
}

class Parser {
public:
    explicit Parser(const QString& text) : m_text(text), m_lines(text.split(u'\n')) {
        // Line start offsets let the math scanner work on the whole text across lines.
        int offset = 0;
        for (const QString& line : m_lines) {
            m_lineStart.append(offset);
            offset += int(line.size()) + 1;
        }
    }

    QList<Block> run() {
        int i = 0;
        while (i < m_lines.size()) {
            if (isBlank(m_lines[i])) { ++i; continue; }
            i = parseBlockAt(i);
        }
        markHeadersAndFooters(m_blocks);
        return m_blocks;
    }

private:
    int lineOfOffset(int offset) const {
        const auto it = std::upper_bound(m_lineStart.begin(), m_lineStart.end(), offset);
        return int(it - m_lineStart.begin()) - 1;
    }

    Block& add(BlockKind kind, int first, int last) {
        Block& b = m_blocks.emplace_back();
        b.kind = kind;
        b.firstLine = first;
        b.lastLine = last;
        b.text = m_lines.mid(first, last - first + 1).join(u'\n');
        // Trim trailing blank lines a truncated block swept up.
        while (b.text.endsWith(u'\n') || b.text.endsWith(u' ')) b.text.chop(1);
        return b;
    }

    int parseBlockAt(int i) {
        const QString& line = m_lines[i];
        if (isFence(line)) return parseCode(i);
        if (const auto m = headingPattern().match(line); m.hasMatch()) {
            Block& b = add(BlockKind::Heading, i, i);
            b.headingLevel = int(m.capturedLength(1));
            b.hasInlineMath = !findMathSpans(b.text).isEmpty();
            return i + 1;
        }
        if (tableOpenPattern().match(line).hasMatch()) return parseHtmlTableAt(i);
        if (startsDisplayMath(line)) {
            const int next = parseDisplayMathAt(i);
            if (next > i) return next;
        }
        Block figure;
        if (parseFigureLine(line, &figure)) {
            figure.kind = BlockKind::Figure;
            figure.firstLine = figure.lastLine = i;
            figure.text = line.trimmed();
            m_blocks.append(figure);
            return i + 1;
        }
        if (isPipeRow(line) && i + 1 < m_lines.size() && pipeDelimiterPattern().match(m_lines[i + 1]).hasMatch() &&
            m_lines[i + 1].contains(u'-'))
            return parsePipeTableAt(i);
        if (rulePattern().match(line).hasMatch()) {
            add(BlockKind::Rule, i, i);
            return i + 1;
        }
        if (listItemPattern().match(line).hasMatch()) return parseList(i);
        return parseParagraph(i);
    }

    int parseCode(int i) {
        const QString fence = m_lines[i].trimmed().left(3);
        int j = i + 1;
        while (j < m_lines.size() && !m_lines[j].trimmed().startsWith(fence)) ++j;
        const bool closed = j < m_lines.size();
        Block& b = add(BlockKind::Code, i, closed ? j : int(m_lines.size()) - 1);
        b.truncated = !closed;
        return j + 1;
    }

    int parseHtmlTableAt(int i) {
        // An unclosed table (broken or truncated HTML) ends where prose resumes after a blank line.
        int j = i;
        int last = i;
        bool closed = false;
        for (; j < m_lines.size(); ++j) {
            if (tableClosePattern().match(m_lines[j]).hasMatch()) {
                closed = true;
                last = j;
                break;
            }
            if (isBlank(m_lines[j])) {
                int k = j;
                while (k < m_lines.size() && isBlank(m_lines[k])) ++k;
                if (k < m_lines.size() && !m_lines[k].trimmed().startsWith(u'<')) break;
                continue;
            }
            last = j;
        }
        Block& b = add(BlockKind::HtmlTable, i, last);
        b.table = parseHtmlTable(b.text);
        b.truncated = !closed || !b.table.complete;
        return last + 1;
    }

    // Display math starting on line i; returns i when the line is not display math after all
    // (e.g. "$$5 million$$ ..." followed by prose on the same line is left to the paragraph).
    int parseDisplayMathAt(int i) {
        const int start = m_lineStart[i] + int(m_lines[i].indexOf(m_lines[i].trimmed()));
        const QList<MathSpan> spans = findMathSpans(QStringView(m_text).mid(start));
        if (spans.isEmpty() || spans.first().start != 0 || !spans.first().display) return i;
        const MathSpan& span = spans.first();
        const int endLine = lineOfOffset(start + std::max(span.end - 1, 0));
        // Prose after the closing delimiter on the same line makes it a paragraph with math.
        const int lineEnd = m_lineStart[endLine] + int(m_lines[endLine].size());
        const QString rest = m_text.mid(start + span.end, std::max(0, lineEnd - start - span.end)).trimmed();
        static const QRegularExpression equationTag(QStringLiteral(R"(^(\(\s*[\w.\-]+\s*\))?[.,;]?$)"));
        if (!rest.isEmpty() && !equationTag.match(rest).hasMatch()) return i;
        Block& b = add(BlockKind::DisplayMath, i, endLine);
        b.truncated = !span.closed;
        b.mathEnvironment = span.environment;
        return endLine + 1;
    }

    int parsePipeTableAt(int i) {
        int j = i + 2;
        while (j < m_lines.size() && !isBlank(m_lines[j]) && isPipeRow(m_lines[j])) ++j;
        Block& b = add(BlockKind::PipeTable, i, j - 1);
        b.table = parsePipeTable(b.text);
        return j;
    }

    int parseList(int i) {
        const auto first = listItemPattern().match(m_lines[i]);
        const bool ordered = first.captured(2).at(0).isDigit();
        QList<ListItem> items;
        int j = i;
        while (j < m_lines.size()) {
            const QString& line = m_lines[j];
            if (isBlank(line)) {
                // A blank line continues the list only when another item or an indented line follows.
                if (j + 1 < m_lines.size() && (listItemPattern().match(m_lines[j + 1]).hasMatch() ||
                                               m_lines[j + 1].startsWith(QStringLiteral("  ")))) {
                    ++j;
                    continue;
                }
                break;
            }
            if (const auto m = listItemPattern().match(line); m.hasMatch()) {
                items.append({m.captured(2), int(m.capturedLength(1)), m.captured(3)});
            } else if (j > i && !interruptsParagraph(m_lines, j) && !items.isEmpty()) {
                items.last().text += u'\n' + line.trimmed();
            } else {
                break;
            }
            ++j;
        }
        int last = j - 1;
        while (last > i && isBlank(m_lines[last])) --last;
        Block& b = add(BlockKind::List, i, last);
        b.ordered = ordered;
        b.items = items;
        b.hasInlineMath = !findMathSpans(b.text).isEmpty();
        return j;
    }

    int parseParagraph(int i) {
        // Inline math may span lines ($ ... newline ... $); the scanner decides where the paragraph
        // may end, so a "$$" line inside an inline formula does not split it.
        int j = i + 1;
        while (j < m_lines.size() && !isBlank(m_lines[j]) && !interruptsParagraph(m_lines, j) &&
               !(listItemPattern().match(m_lines[j]).hasMatch() && !m_lines[j].startsWith(u' ')))
            ++j;
        Block& b = add(BlockKind::Paragraph, i, j - 1);
        b.hasInlineMath = !findMathSpans(b.text).isEmpty();
        return j;
    }

    const QString& m_text;
    QStringList m_lines;
    QList<int> m_lineStart;
    QList<Block> m_blocks;
};

}  // namespace

QString blockKindName(BlockKind kind) {
    switch (kind) {
    case BlockKind::Heading: return QStringLiteral("heading");
    case BlockKind::Paragraph: return QStringLiteral("paragraph");
    case BlockKind::List: return QStringLiteral("list");
    case BlockKind::HtmlTable: return QStringLiteral("html-table");
    case BlockKind::PipeTable: return QStringLiteral("pipe-table");
    case BlockKind::DisplayMath: return QStringLiteral("display-math");
    case BlockKind::Figure: return QStringLiteral("figure");
    case BlockKind::Code: return QStringLiteral("code");
    case BlockKind::Rule: return QStringLiteral("rule");
    case BlockKind::PageHeader: return QStringLiteral("page-header");
    case BlockKind::PageFooter: return QStringLiteral("page-footer");
    }
    return {};
}

bool parseFigureLine(const QString& line, Block* figure) {
    static const QRegularExpression re(QStringLiteral(
        R"(^\s*!\[([^\]]*)\]\(([^)\s]*)\)\s*(?:(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+))?\s*$)"));
    const auto m = re.match(line);
    if (!m.hasMatch()) return false;
    figure->imageAlt = m.captured(1);
    figure->imageName = m.captured(2);
    figure->hasBox = m.capturedLength(3) > 0;
    if (figure->hasBox) {
        const int x1 = m.captured(3).toInt(), y1 = m.captured(4).toInt();
        const int x2 = m.captured(5).toInt(), y2 = m.captured(6).toInt();
        figure->box = QRect(QPoint(std::min(x1, x2), std::min(y1, y2)), QPoint(std::max(x1, x2), std::max(y1, y2)));
    }
    return true;
}

QList<Block> parseBlocks(const QString& markdown) {
    QString text = markdown;
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    text.replace(u'\r', u'\n');
    return Parser(text).run();
}

QString joinBlocks(const QList<Block>& blocks) {
    QStringList parts;
    for (const Block& b : blocks) parts.append(b.text);
    return parts.join(QStringLiteral("\n\n"));
}

}  // namespace folio

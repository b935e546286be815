#include "markdownhighlighter.h"

#include <QRegularExpression>
#include <algorithm>

#include "editor/spellchecker.h"

namespace folio {

namespace {
enum BlockState { Normal = -1, InDisplayMath = 1 };
}

QTextCharFormat MarkdownHighlighter::headingFormat() {
    QTextCharFormat f;
    f.setForeground(QColor(0, 90, 160));
    f.setFontWeight(QFont::Bold);
    return f;
}

QTextCharFormat MarkdownHighlighter::mathFormat() {
    QTextCharFormat f;
    f.setForeground(QColor(140, 40, 140));
    f.setBackground(QColor(140, 40, 140, 18));
    return f;
}

QTextCharFormat MarkdownHighlighter::tableFormat() {
    QTextCharFormat f;
    f.setForeground(QColor(30, 130, 90));
    return f;
}

MarkdownHighlighter::MarkdownHighlighter(QTextDocument* document, const SpellChecker* spellChecker)
    : QSyntaxHighlighter(document), m_spellChecker(spellChecker) {}

void MarkdownHighlighter::highlightBlock(const QString& text) {
    QList<bool> covered(text.size(), false);  // characters that are markup, not prose
    auto mark = [&](qsizetype start, qsizetype length, const QTextCharFormat& format, bool markup) {
        setFormat(int(start), int(length), format);
        if (markup)
            for (qsizetype i = start; i < start + length && i < covered.size(); ++i)
                covered[i] = true;
    };

    static const QRegularExpression heading(QStringLiteral("^#{1,6}\\s.*$"));
    if (heading.match(text).hasMatch()) mark(0, text.size(), headingFormat(), false);

    // Pipe-table rows and separators, and HTML table tags.
    static const QRegularExpression pipeRow(QStringLiteral("^\\s*\\|.*\\|\\s*$"));
    if (pipeRow.match(text).hasMatch()) {
        for (qsizetype i = 0; i < text.size(); ++i)
            if (text[i] == u'|' ||
                (text[i] == u'-' && text.trimmed().startsWith(QStringLiteral("|-"))) ||
                text[i] == u':')
                mark(i, 1, tableFormat(), true);
    }
    static const QRegularExpression htmlTag(QStringLiteral("</?[a-zA-Z][^>]*>"));
    for (auto it = htmlTag.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        mark(m.capturedStart(), m.capturedLength(), tableFormat(), true);
    }

    static const QRegularExpression strong(QStringLiteral("(\\*\\*|__)(?=\\S)(.+?)(?<=\\S)\\1"));
    for (auto it = strong.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        QTextCharFormat f = format(int(m.capturedStart()));
        f.setFontWeight(QFont::Bold);
        setFormat(int(m.capturedStart()), int(m.capturedLength()), f);
    }

    markMath(text, covered);
    markSpelling(text, covered);
}

void MarkdownHighlighter::markMath(const QString& text, QList<bool>& covered) {
    auto mark = [&](qsizetype start, qsizetype length) {
        setFormat(int(start), int(length), mathFormat());
        for (qsizetype i = start; i < start + length && i < covered.size(); ++i) covered[i] = true;
    };
    setCurrentBlockState(Normal);
    qsizetype i = 0;
    if (previousBlockState() == InDisplayMath) {
        const qsizetype end = text.indexOf(QStringLiteral("$$"));
        if (end < 0) {
            mark(0, text.size());
            setCurrentBlockState(InDisplayMath);
            return;
        }
        mark(0, end + 2);
        i = end + 2;
    }
    while (i < text.size()) {
        if (text[i] == u'\\' && i + 1 < text.size()) {  // \$ is a literal dollar
            i += 2;
            continue;
        }
        if (text[i] != u'$') {
            ++i;
            continue;
        }
        const bool display = i + 1 < text.size() && text[i + 1] == u'$';
        const QString fence = display ? QStringLiteral("$$") : QStringLiteral("$");
        qsizetype end = i + fence.size();
        for (; end < text.size(); ++end) {
            if (text[end] == u'\\') {
                ++end;
                continue;
            }
            if (text.mid(end, fence.size()) == fence) break;
        }
        if (end >= text.size()) {
            if (display) {  // display math continues on the next lines
                mark(i, text.size() - i);
                setCurrentBlockState(InDisplayMath);
            }
            return;
        }
        mark(i, end + fence.size() - i);
        i = end + fence.size();
    }
}

void MarkdownHighlighter::markSpelling(const QString& text, const QList<bool>& covered) {
    if (!m_spellChecker || !m_spellChecker->isActive()) return;
    // Unicode word boundaries: with ASCII ones "café" was checked as "caf", "Übung" as "bung".
    // Hyphenated words whole ("week-end"), else part by part ("Sonnen-Blume" if both exist).
    static const QRegularExpression word(QStringLiteral("\\b\\p{L}[\\p{L}\\p{M}'’]*(?:-\\p{L}[\\p{L}\\p{M}'’]*)*\\b"),
                                         QRegularExpression::UseUnicodePropertiesOption);
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const qsizetype start = m.capturedStart();
        if (covered.value(start) || m.capturedLength() < 2) continue;
        const QString w = m.captured();
        bool hasDigitOrUpperInside = false;  // acronyms and codes are not spelling mistakes
        for (qsizetype k = 1; k < w.size(); ++k) hasDigitOrUpperInside |= w[k].isUpper() && w[k - 1] != u'-';
        if (hasDigitOrUpperInside || m_spellChecker->isCorrect(w)) continue;
        const QStringList parts = w.split(u'-', Qt::SkipEmptyParts);
        if (parts.size() > 1 && std::all_of(parts.cbegin(), parts.cend(), [this](const QString& part) {
                return part.size() < 2 || m_spellChecker->isCorrect(part);
            }))
            continue;
        QTextCharFormat f = format(int(start));
        f.setUnderlineStyle(QTextCharFormat::SpellCheckUnderline);
        f.setUnderlineColor(Qt::red);
        setFormat(int(start), int(m.capturedLength()), f);
    }
}

}  // namespace folio

#include "postprocess.h"

#include "blocks.h"
#include "mathspans.h"

#include <QRegularExpression>
#include <QSet>

namespace folio {

bool PostProcessOptions::any() const {
    return repairEscapedMath || stripEmphasis || removeListMarkers || joinHyphenatedLines || joinParagraphLines ||
           normalizeCjkPunctuation || dropHeadersFooters || collapseDotLeaders || shortenFormBlanks;
}

namespace {

bool isCjk(QChar c) {
    const char16_t u = c.unicode();
    return (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF) || (u >= 0xF900 && u <= 0xFAFF) ||
           (u >= 0x3040 && u <= 0x30FF) || (u >= 0x3000 && u <= 0x303F) || (u >= 0xFF00 && u <= 0xFFEF) ||
           (u >= 0xAC00 && u <= 0xD7AF);
}

// Runs `transform` on the text of the blocks it applies to; other blocks stay verbatim.
template <typename Applies, typename Transform>
QString mapBlocks(const QString& markdown, Applies applies, Transform transform) {
    QList<Block> blocks = parseBlocks(markdown);
    for (Block& b : blocks)
        if (applies(b)) b.text = transform(b);
    return joinBlocks(blocks);
}

bool isProse(const Block& b) {
    return b.kind == BlockKind::Paragraph || b.kind == BlockKind::Heading || b.kind == BlockKind::List ||
           b.kind == BlockKind::PageHeader || b.kind == BlockKind::PageFooter;
}

// Inside a formula whose delimiters were double-escaped, "\\frac" was meant as "\frac"; "\\" before
// a non-letter is a real TeX line break and stays.
QString unescapeMathContent(QString content) {
    static const QRegularExpression doubled(QStringLiteral(R"(\\\\(?=[A-Za-z{}]))"));
    return content.replace(doubled, QStringLiteral("\\"));
}

QString repairPiece(const QString& piece) {
    static const QRegularExpression doubledParen(QStringLiteral(R"(\\\\\(([\s\S]*?)\\\\\))"));
    static const QRegularExpression doubledBracket(QStringLiteral(R"(\\\\\[([\s\S]*?)\\\\\])"));
    static const QRegularExpression doubledEnv(QStringLiteral(R"(\\\\begin\{([A-Za-z*]+)\}([\s\S]*?)\\\\end\{\1\})"));
    static const QRegularExpression escapedDisplay(QStringLiteral(R"(\\\$\\\$([\s\S]+?)\\\$\\\$)"));
    static const QRegularExpression escapedInline(QStringLiteral(R"(\\\$(\S(?:[^$\n]*?\S)?)\\\$)"));
    static const QRegularExpression texLike(QStringLiteral(R"([\\^_{}=])"));
    QString s = piece;
    auto replaceAll = [&](const QRegularExpression& re, auto make) {
        QString out;
        int pos = 0;
        auto it = re.globalMatch(s);
        while (it.hasNext()) {
            const auto m = it.next();
            out += s.mid(pos, m.capturedStart() - pos) + make(m);
            pos = m.capturedEnd();
        }
        s = out + s.mid(pos);
    };
    replaceAll(doubledEnv, [](const QRegularExpressionMatch& m) {
        return QStringLiteral("\\begin{%1}%2\\end{%1}").arg(m.captured(1), unescapeMathContent(m.captured(2)));
    });
    replaceAll(doubledParen, [](const QRegularExpressionMatch& m) {
        return QStringLiteral("\\(") + unescapeMathContent(m.captured(1)) + QStringLiteral("\\)");
    });
    replaceAll(doubledBracket, [](const QRegularExpressionMatch& m) {
        return QStringLiteral("\\[") + unescapeMathContent(m.captured(1)) + QStringLiteral("\\]");
    });
    replaceAll(escapedDisplay, [](const QRegularExpressionMatch& m) {
        return QStringLiteral("$$") + m.captured(1) + QStringLiteral("$$");
    });
    // An escaped dollar pair is a formula only when its content looks like TeX: "\$5 and \$10" stays.
    replaceAll(escapedInline, [&](const QRegularExpressionMatch& m) {
        return m.captured(1).contains(texLike) ? u'$' + m.captured(1) + u'$' : m.captured(0);
    });
    return s;
}

QString stripEmphasisPiece(QString s) {
    static const QList<QRegularExpression> patterns = {
        QRegularExpression(QStringLiteral(R"(\*\*\*(\S(?:[^\n]*?\S)?)\*\*\*)")),
        QRegularExpression(QStringLiteral(R"(\*\*(\S(?:[^\n]*?\S)?)\*\*)")),
        QRegularExpression(QStringLiteral(R"((?<![\w\\])__(\S(?:[^\n]*?\S)?)__(?!\w))"),
                           QRegularExpression::UseUnicodePropertiesOption),
        QRegularExpression(QStringLiteral(R"((?<![*\\\w])\*(?![\s*])([^\n*]*?[^\s\\*])\*(?!\*))"),
                           QRegularExpression::UseUnicodePropertiesOption),
        QRegularExpression(QStringLiteral(R"((?<![\w\\])_(?![\s_])([^\n_]*?[^\s\\_])_(?!\w))"),
                           QRegularExpression::UseUnicodePropertiesOption),
        QRegularExpression(QStringLiteral(R"(</?(b|i|strong|em)\s*>)"), QRegularExpression::CaseInsensitiveOption),
    };
    for (const QRegularExpression& re : patterns)
        s.replace(re, re.captureCount() > 0 && !re.pattern().startsWith(u'<') ? QStringLiteral("\\1") : QString());
    return s;
}

// Words after a line-end hyphen that show the hyphen is real, per language.
// Suspended compounds ("Ein- und Ausgang"): the hyphen and the line break both stay.
const QSet<QString>& suspendedConjunctions(const QString& language) {
    static const QHash<QString, QSet<QString>> table = {
        {QStringLiteral("de"), {"und", "oder", "bzw", "sowie", "als", "wie", "bis"}},
        {QStringLiteral("nl"), {"en", "of", "tot"}},
        {QStringLiteral("sv"), {"och", "eller", "till"}},
        {QStringLiteral("da"), {"og", "eller", "til"}},
        {QStringLiteral("en"), {"and", "or", "to"}},
    };
    static const QSet<QString> none;
    const auto it = table.find(language);
    return it == table.end() ? none : *it;
}
// Compounds whose hyphen stays when joined: French inversions and clitics ("dit-il", "peut-être"),
// Portuguese enclitics ("disse-lhe"), English prefixes ("self-aware").
const QSet<QString>& hyphenatedContinuations(const QString& language) {
    static const QHash<QString, QSet<QString>> table = {
        {QStringLiteral("fr"), {"il", "elle", "on", "ils", "elles", "je", "tu", "nous", "vous", "le", "la", "les", "lui",
                                "leur", "moi", "toi", "y", "en", "ce", "là", "ci", "être", "à", "même", "mêmes", "t"}},
        {QStringLiteral("pt"), {"lhe", "lhes", "o", "a", "os", "as", "lo", "la", "los", "las", "no", "na", "nos", "nas",
                                "me", "te", "se", "vos", "mos", "to", "ta"}},
    };
    static const QSet<QString> none;
    const auto it = table.find(language);
    return it == table.end() ? none : *it;
}
bool keepsPrefixHyphen(const QString& language, const QString& prefix) {
    static const QSet<QString> englishPrefixes = {"self", "non", "well", "ex", "all", "quasi", "half", "cross"};
    // "COVID-", "20-", "EU-": abbreviations and numbers keep their hyphen in every language.
    bool allUpper = prefix.size() > 1;
    for (QChar c : prefix) {
        if (c.isDigit()) return true;
        if (!c.isUpper()) allUpper = false;
    }
    if (allUpper) return true;
    return language == u"en" && englishPrefixes.contains(prefix.toLower());
}

}  // namespace

QString repairEscapedMath(const QString& markdown) { return mapOutsideMath(markdown, repairPiece); }

QString stripEmphasis(const QString& markdown) {
    return mapBlocks(
        markdown, [](const Block& b) { return isProse(b) || b.kind == BlockKind::PipeTable; },
        [](const Block& b) { return mapOutsideMath(b.text, stripEmphasisPiece); });
}

QString removeListMarkers(const QString& markdown) {
    return mapBlocks(
        markdown, [](const Block& b) { return b.kind == BlockKind::List; },
        [](const Block& b) {
            QStringList paragraphs;
            for (const ListItem& item : b.items) paragraphs.append(item.text);
            return paragraphs.join(QStringLiteral("\n\n"));
        });
}

QString joinHyphenatedLines(const QString& markdown, const QString& language) {
    // word-<newline>continuation; the hyphen may be ASCII, U+2010 or a soft hyphen.
    static const QRegularExpression lineEndHyphen(QStringLiteral(R"((\w+)[-\x{2010}\x{00AD}][ \t]*\n[ \t]*(\w+)(\S*)([^\S\n]*))"),
                                                  QRegularExpression::UseUnicodePropertiesOption);
    const QString lang = language.left(2).toLower();
    auto joinPiece = [&](const QString& s) {
        QString out;
        int pos = 0;
        auto it = lineEndHyphen.globalMatch(s);
        while (it.hasNext()) {
            const auto m = it.next();
            const QString prefix = m.captured(1);
            const QString next = m.captured(2);
            const QString word = next + m.captured(3);  // with its punctuation or closing markup
            QString replacement = m.captured(0);
            const bool lowercase = next.at(0).isLower();
            const bool letters = prefix.at(prefix.size() - 1).isLetterOrNumber();
            if (lowercase && letters && !suspendedConjunctions(lang).contains(next.toLower())) {
                const QString hyphen = hyphenatedContinuations(lang).contains(next.toLower()) ||
                                               keepsPrefixHyphen(lang, prefix)
                                           ? QStringLiteral("-")
                                           : QString();
                // Move the completed word to the first line; the rest of the second line stays put.
                // A line emptied by moving its only word up disappears; at the end of a stretch
                // (math follows on that line) the word simply joins the line above.
                const int end = int(m.capturedEnd());
                if (end >= s.size()) replacement = prefix + hyphen + word + m.captured(4);
                else if (s[end] == u'\n') replacement = prefix + hyphen + word;
                else replacement = prefix + hyphen + word + u'\n';
            }
            out += s.mid(pos, m.capturedStart() - pos) + replacement;
            pos = m.capturedEnd();
        }
        out += s.mid(pos);
        return out;
    };
    return mapBlocks(markdown, isProse, [&](const Block& b) { return mapOutsideMath(b.text, joinPiece); });
}

QString joinParagraphLines(const QString& markdown) {
    auto joinLines = [](const QStringList& lines) {
        QString out;
        for (int i = 0; i < lines.size(); ++i) {
            const QString line = i == 0 ? lines[i] : lines[i].trimmed();
            if (i == 0) { out = line; continue; }
            const bool hardBreak = out.endsWith(QStringLiteral("  ")) || out.endsWith(u'\\');
            const QChar last = out.isEmpty() ? QChar() : out.back();
            const QChar first = line.isEmpty() ? QChar() : line.front();
            if (hardBreak) out += u'\n';
            else if (last == u'-' || (isCjk(last) && isCjk(first)) || out.isEmpty()) {}
            else out += u' ';
            out += line;
        }
        return out;
    };
    return mapBlocks(
        markdown, [](const Block& b) { return b.kind == BlockKind::Paragraph || b.kind == BlockKind::List; },
        [&](const Block& b) {
            if (b.kind == BlockKind::Paragraph) return joinLines(b.text.split(u'\n'));
            // Lists: continuation lines join their item; each item keeps its own line.
            static const QRegularExpression item(QStringLiteral(R"(^\s*([-*+•]|\d{1,9}[.)])\s)"));
            QStringList out;
            QStringList current;
            for (const QString& line : b.text.split(u'\n')) {
                if (item.match(line).hasMatch() || line.trimmed().isEmpty()) {
                    if (!current.isEmpty()) out.append(joinLines(current));
                    current = {line};
                } else {
                    current.append(line);
                }
            }
            if (!current.isEmpty()) out.append(joinLines(current));
            return out.join(u'\n');
        });
}

QString normalizeCjkPunctuation(const QString& markdown, const QString& language) {
    const bool japanese = language.startsWith(QStringLiteral("ja"));
    auto piece = [&](const QString& s) {
        QString out;
        out.reserve(s.size());
        for (int i = 0; i < s.size(); ++i) {
            const QChar c = s[i];
            const QChar prev = out.isEmpty() ? QChar() : out.back();
            const QChar next = i + 1 < s.size() ? s[i + 1] : QChar();
            const bool afterCjk = isCjk(prev);
            QChar replacement;
            switch (c.unicode()) {
            case ',': if (afterCjk) replacement = japanese ? QChar(0x3001) : QChar(0xFF0C); break;
            case ':': if (afterCjk) replacement = QChar(0xFF1A); break;
            case ';': if (afterCjk) replacement = QChar(0xFF1B); break;
            case '?': if (afterCjk) replacement = QChar(0xFF1F); break;
            case '!': if (afterCjk) replacement = QChar(0xFF01); break;
            case '.':
                // "3.14" and "e.g." stay; a sentence end after CJK text becomes 。
                if (afterCjk && (next.isNull() || next.isSpace() || isCjk(next))) replacement = QChar(0x3002);
                break;
            case '(':
                if (prev != u']' && (afterCjk || isCjk(next))) replacement = QChar(0xFF08);
                break;
            case ')':
                // Closes a full-width pair opened above; a lone ')' (list numbering, smileys) stays.
                if (out.lastIndexOf(QChar(0xFF08)) > std::max(out.lastIndexOf(QChar(0xFF09)), out.lastIndexOf(u'(')))
                    replacement = QChar(0xFF09);
                break;
            default: break;
            }
            if (replacement.isNull()) {
                out += c;
                continue;
            }
            out += replacement;
            // Full-width punctuation carries its own spacing: drop an ASCII space before CJK text.
            if (replacement != QChar(0xFF08) && i + 2 < s.size() && s[i + 1] == u' ' && isCjk(s[i + 2])) ++i;
        }
        return out;
    };
    return mapBlocks(markdown, isProse, [&](const Block& b) { return mapOutsideMath(b.text, piece); });
}

QString dropHeadersFooters(const QString& markdown) {
    QList<Block> blocks = parseBlocks(markdown);
    blocks.removeIf([](const Block& b) { return b.kind == BlockKind::PageHeader || b.kind == BlockKind::PageFooter; });
    return joinBlocks(blocks);
}

// Tables of contents: four or more leader dots (or two ellipses), spaced or not. Three dots are
// an ellipsis and stay.
QString collapseDotLeaders(const QString& markdown) {
    static const QRegularExpression leaderAtEnd(QStringLiteral(R"([ \t]*(?:(?:\.[ \t]?){4,}|…{2,})[ \t]*(?=$|<|\|))"),
                                                QRegularExpression::MultilineOption);
    static const QRegularExpression leader(QStringLiteral(R"([ \t]*(?:(?:\.[ \t]?){4,}|…{2,})[ \t]*)"));
    return mapBlocks(
        markdown, [](const Block& b) { return b.kind != BlockKind::Code && b.kind != BlockKind::DisplayMath; },
        [](const Block& b) {
            return mapOutsideMath(b.text, [](const QString& piece) {
                return QString(piece).replace(leaderAtEnd, QString()).replace(leader, QStringLiteral(" … "));
            });
        });
}

// A blank to fill in is a run of ten or more underscores standing alone; eight say the same.
QString shortenFormBlanks(const QString& markdown) {
    static const QRegularExpression blank(QStringLiteral(R"((?<!\S)_{10,}(?!\S))"));
    return mapBlocks(markdown, isProse, [](const Block& b) {
        return mapOutsideMath(b.text, [](const QString& piece) {
            return QString(piece).replace(blank, QStringLiteral("________"));
        });
    });
}

const QList<PostProcessStep>& postProcessSteps() {
    static const QList<PostProcessStep> steps = {
        {QStringLiteral("repair-math"), QT_TRANSLATE_NOOP("folio::PostProcess", "Repair escaped math (\\$x\\$ to $x$, prices kept)"),
         &PostProcessOptions::repairEscapedMath},
        {QStringLiteral("strip-emphasis"), QT_TRANSLATE_NOOP("folio::PostProcess", "Remove bold and italics"),
         &PostProcessOptions::stripEmphasis},
        {QStringLiteral("remove-list-markers"), QT_TRANSLATE_NOOP("folio::PostProcess", "List items as plain paragraphs"),
         &PostProcessOptions::removeListMarkers},
        {QStringLiteral("join-hyphens"), QT_TRANSLATE_NOOP("folio::PostProcess", "Join words hyphenated at line ends"),
         &PostProcessOptions::joinHyphenatedLines},
        {QStringLiteral("join-lines"), QT_TRANSLATE_NOOP("folio::PostProcess", "One line per paragraph"),
         &PostProcessOptions::joinParagraphLines},
        {QStringLiteral("cjk-punctuation"), QT_TRANSLATE_NOOP("folio::PostProcess", "Full-width punctuation in CJK text"),
         &PostProcessOptions::normalizeCjkPunctuation},
        {QStringLiteral("drop-headers"), QT_TRANSLATE_NOOP("folio::PostProcess", "Drop running heads and page numbers"),
         &PostProcessOptions::dropHeadersFooters},
        {QStringLiteral("dot-leaders"), QT_TRANSLATE_NOOP("folio::PostProcess", "Collapse dot leaders (tables of contents)"),
         &PostProcessOptions::collapseDotLeaders},
        {QStringLiteral("form-blanks"), QT_TRANSLATE_NOOP("folio::PostProcess", "Shorten long form blanks (____)"),
         &PostProcessOptions::shortenFormBlanks},
    };
    return steps;
}

QString postProcess(const QString& markdown, const PostProcessOptions& o) {
    if (!o.any()) return markdown;
    QString s = markdown;
    // Order matters: math must be recognisable before the other steps protect it, and headers are
    // judged on the page as the model wrote it.
    if (o.repairEscapedMath) s = repairEscapedMath(s);
    if (o.dropHeadersFooters) s = dropHeadersFooters(s);
    // Lines are joined before emphasis is stripped: "**Verbin-\ndung**" spans two lines.
    if (o.joinHyphenatedLines) s = joinHyphenatedLines(s, o.language);
    if (o.joinParagraphLines) s = joinParagraphLines(s);
    if (o.stripEmphasis) s = stripEmphasis(s);
    if (o.removeListMarkers) s = removeListMarkers(s);
    if (o.normalizeCjkPunctuation) s = normalizeCjkPunctuation(s, o.language);
    if (o.collapseDotLeaders) s = collapseDotLeaders(s);
    if (o.shortenFormBlanks) s = shortenFormBlanks(s);
    return s;
}

}  // namespace folio

// Markdown and plain-text forms of a page.
#include "exportwriters.h"

#include "document/blocks.h"
#include "document/mathspans.h"
#include "document/postprocess.h"
#include "renderprep.h"

#include <QRegularExpression>

namespace folio {

QString markdownPageBreak() {
    // Invisible in every Markdown renderer that allows HTML; a page end when printed or converted.
    return QStringLiteral("\n\n<div style=\"page-break-after: always;\"></div>\n\n");
}

QString markdownForExport(const QString& pageMarkdown, const ExportOptions& options) {
    if (!options.htmlTablesToPipe) return pageMarkdown.trimmed();
    QList<Block> blocks = parseBlocks(pageMarkdown);
    for (Block& b : blocks) {
        if (b.kind != BlockKind::HtmlTable || b.truncated) continue;
        if (const auto pipe = tableToPipe(b.table)) b.text = *pipe;
    }
    return joinBlocks(blocks);
}

QString markdownWithFigureFiles(const QString& pageMarkdown, const QHash<QString, QString>& figureFiles) {
    QList<Block> blocks = parseBlocks(pageMarkdown);
    for (int i = 0; i < blocks.size(); ++i) {
        Block& b = blocks[i];
        if (b.kind != BlockKind::Figure) continue;
        const QString file = figureFiles.value(figureKey(i, b.imageName));
        // A figure Folio could not cut out keeps the model's placeholder: nothing is dropped.
        if (!file.isEmpty()) b.text = QStringLiteral("![%1](<%2>)").arg(b.imageAlt, file);
    }
    return joinBlocks(blocks);
}

namespace {
QString inlineToText(const QString& markdown) {
    static const QRegularExpression inlineTags(QStringLiteral(R"(</?(b|i|u|em|strong|sup|sub|span|small|mark)\b[^>]*>)"),
                                               QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression lineBreakTag(QStringLiteral(R"(<br\s*/?>)"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression link(QStringLiteral(R"(\[([^\]]*)\]\(([^)]*)\))"));
    // Comments (Folio's own notes: a page cut at the token limit, a blank page) are not text:
    // a renderer hides them, so must a text layer or a .txt.
    static const QRegularExpression comment(QStringLiteral(R"(<!--.*?-->)"),
                                            QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression quoteMarker(QStringLiteral(R"((?m)^[ \t]*>[ \t]?)"));
    QString s = stripEmphasis(QString(markdown).remove(comment).remove(quoteMarker));
    // Formulas stay as their TeX source, without the delimiters; the text around them loses
    // Markdown's marks (strikethrough, code backticks, backslash escapes), which TeX keeps.
    static const QRegularExpression strike(QStringLiteral(R"(~~(.+?)~~)"));
    static const QRegularExpression code(QStringLiteral(R"(`+([^`]+?)`+)"));
    static const QRegularExpression escape(QStringLiteral(R"(\\([!-/:-@\[-`{-~]))"));
    const auto withoutMarks = [](QString text) {
        text.replace(strike, QStringLiteral("\\1"));
        text.replace(code, QStringLiteral("\\1"));
        text.replace(escape, QStringLiteral("\\1"));
        return text;
    };
    QString out;
    int pos = 0;
    for (const MathSpan& span : findMathSpans(s)) {
        out += withoutMarks(s.mid(pos, span.start - pos)) + span.content(s).toString().trimmed();
        pos = span.end;
    }
    out += withoutMarks(s.mid(pos));
    out.replace(lineBreakTag, QStringLiteral("\n"));
    out.remove(inlineTags);
    out.replace(link, QStringLiteral("\\1"));
    return out;
}

QString tableToText(const Table& table) {
    QStringList lines;
    for (const TableRow& row : table.rows) {
        QStringList cells;
        for (const TableCell& cell : row.cells) {
            cells.append(inlineToText(cell.text).replace(u'\n', u' '));
            for (int i = 1; i < cell.colspan; ++i) cells.append(QString());
        }
        lines.append(cells.join(u'\t'));
    }
    return lines.join(u'\n');
}
}  // namespace

QString markdownToPlainText(const QString& markdown) {
    QStringList parts;
    for (const Block& b : parseBlocks(markdown)) {
        switch (b.kind) {
        case BlockKind::Heading:
            parts.append(inlineToText(b.text.trimmed().remove(QRegularExpression(QStringLiteral("^#+\\s*|\\s+#+$")))));
            break;
        case BlockKind::HtmlTable:
        case BlockKind::PipeTable: parts.append(tableToText(b.table)); break;
        case BlockKind::Figure:
        case BlockKind::Rule: break;
        case BlockKind::Code: {
            QStringList lines = b.text.split(u'\n');
            lines.removeFirst();
            if (!b.truncated && !lines.isEmpty()) lines.removeLast();
            parts.append(lines.join(u'\n'));
            break;
        }
        case BlockKind::DisplayMath: parts.append(inlineToText(b.text).trimmed()); break;
        default: parts.append(inlineToText(b.text)); break;
        }
        if (!parts.isEmpty() && parts.last().trimmed().isEmpty()) parts.removeLast();
    }
    return parts.join(QStringLiteral("\n\n"));
}

}  // namespace folio

#include "renderprep.h"

#include "document/blocks.h"
#include "document/mathspans.h"

#include <QRegularExpression>

namespace folio {

namespace {

// A figure's alt text that says something: the model writes "image" for every figure.
bool hasOwnWords(const QString& alt) {
    const QString words = alt.trimmed();
    return !words.isEmpty() && words.compare(QLatin1String("image"), Qt::CaseInsensitive) != 0;
}

// TeX on one line: newlines become spaces (TeX treats them alike) and blank lines vanish, so a
// formula never ends a Markdown paragraph.
QString oneLine(QStringView tex) {
    QString s = tex.toString();
    s.replace(QRegularExpression(QStringLiteral(R"(\s*\n\s*)")), QStringLiteral(" "));
    return s.trimmed();
}

QString escapeHtmlText(const QString& s) {
    static const QRegularExpression bareAmpersand(QStringLiteral(R"(&(?!(#\d+|#x[0-9A-Fa-f]+|[A-Za-z]+);))"));
    QString out = s;
    out.replace(bareAmpersand, QStringLiteral("&amp;"));
    out.replace(u'<', QStringLiteral("&lt;"));
    out.replace(u'>', QStringLiteral("&gt;"));
    return out;
}

}  // namespace

QString figureKey(int blockIndex, const QString& imageName) {
    return QString::number(blockIndex) + u':' + imageName;
}

// A formula cut off mid-way gets the braces and environments it still needs, so TeX renderers
// (KaTeX, pandoc's texmath) typeset what is there instead of giving up on the whole formula.
QString closeTruncatedTex(const QString& tex) {
    QString out = tex;
    int depth = 0;
    for (int i = 0; i < tex.size(); ++i) {
        if (tex[i] == u'\\') { ++i; continue; }
        if (tex[i] == u'{') ++depth;
        else if (tex[i] == u'}' && depth > 0) --depth;
    }
    out += QString(depth, u'}');
    static const QRegularExpression environment(QStringLiteral(R"(\\(begin|end)\{([A-Za-z*]+)\})"));
    QStringList open;
    auto it = environment.globalMatch(out);
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.captured(1) == u"begin") open.append(m.captured(2));
        else if (!open.isEmpty() && open.last() == m.captured(2)) open.removeLast();
    }
    while (!open.isEmpty()) out += QStringLiteral(" \\end{") + open.takeLast() + u'}';
    return out;
}

// md4c has its own rule for '$' ("$5 to $3" would be a formula there); every '$' that is not a
// delimiter of a span findMathSpans() accepted is escaped, so md4c and the parser agree.
QString escapeStrayDollars(const QString& text) {
    static const QRegularExpression strayDollar(QStringLiteral(R"((?<!\\)\$)"));
    return mapOutsideMath(text, [](QString piece) { return piece.replace(strayDollar, QStringLiteral("\\$")); });
}

QString mathToDollars(const QString& text) {
    QString out;
    int pos = 0;
    for (const MathSpan& span : findMathSpans(text)) {
        out += escapeStrayDollars(text.mid(pos, span.start - pos));
        QString content = oneLine(span.content(text));
        if (!span.closed) content = closeTruncatedTex(content);
        if (content.isEmpty()) out += QStringView(text).mid(span.start, span.end - span.start);
        else if (span.display) out += QStringLiteral("$$") + content + QStringLiteral("$$");
        else out += u'$' + content + u'$';
        pos = span.end;
    }
    out += escapeStrayDollars(text.mid(pos));
    return out;
}

QString mathToHtmlElements(const QString& html) {
    QString out;
    int pos = 0;
    for (const MathSpan& span : findMathSpans(html)) {
        out += QStringView(html).mid(pos, span.start - pos);
        QString content = oneLine(span.content(html));
        if (!span.closed) content = closeTruncatedTex(content);
        out += span.display ? QStringLiteral("<x-equation type=\"display\">") : QStringLiteral("<x-equation>");
        out += escapeHtmlText(content) + QStringLiteral("</x-equation>");
        pos = span.end;
    }
    out += QStringView(html).mid(pos);
    return out;
}

QString prepareForRendering(const QString& markdown, const RenderPrepOptions& options) {
    QList<Block> blocks = parseBlocks(markdown);
    QStringList parts;
    for (int i = 0; i < blocks.size(); ++i) {
        Block& b = blocks[i];
        switch (b.kind) {
        case BlockKind::HtmlTable: {
            Table table = b.table;
            bool headerRowspan = false;
            for (const TableRow& row : table.rows)
                for (const TableCell& cell : row.cells) headerRowspan |= cell.header && cell.rowspan > 1;
            for (TableRow& row : table.rows)
                for (TableCell& cell : row.cells) {
                    cell.html = mathToHtmlElements(cell.html);
                    if (options.headerRowspansAsBody && headerRowspan && cell.header) {
                        cell.header = false;
                        if (!cell.html.isEmpty()) cell.html = QStringLiteral("<strong>") + cell.html + QStringLiteral("</strong>");
                    }
                }
            parts.append(tableToHtml(table));
            break;
        }
        case BlockKind::Figure: {
            const QString url = options.figureUrls.value(figureKey(i, b.imageName),
                                                         options.figureUrls.value(b.imageName));
            if (!url.isEmpty())
                parts.append(QStringLiteral("![%1](<%2>)").arg(b.imageAlt, url));
            else if (hasOwnWords(b.imageAlt))  // no picture to show: its description at least
                parts.append(QStringLiteral("<p><em>%1</em></p>").arg(b.imageAlt.toHtmlEscaped()));
            break;
        }
        case BlockKind::Code:
            parts.append(b.truncated ? b.text + QStringLiteral("\n```") : b.text);
            break;
        case BlockKind::Rule:
            parts.append(b.text);
            break;
        case BlockKind::PipeTable:
            parts.append(mathToDollars(widenPipeTable(b.text)));
            break;
        default:
            parts.append(mathToDollars(b.text));
            break;
        }
    }
    return parts.join(QStringLiteral("\n\n"));
}

}  // namespace folio

#include "table.h"

#include <QRegularExpression>

#include <algorithm>

namespace folio {

namespace {

struct Tag {
    int start = -1;  // index of '<'
    int end = -1;    // one past '>'
    QString name;    // lower case, without '/'
    bool closing = false;
    QStringView attributes;
};

// The next tag at or after `from` whose name is one of `names` (lower case); start == -1 if none.
Tag nextTag(QStringView html, int from, std::initializer_list<QStringView> names) {
    int pos = from;
    while ((pos = html.indexOf(u'<', pos)) >= 0) {
        int i = pos + 1;
        const bool closing = i < html.size() && html[i] == u'/';
        if (closing) ++i;
        const int nameStart = i;
        while (i < html.size() && html[i].isLetterOrNumber()) ++i;
        const QString name = html.mid(nameStart, i - nameStart).toString().toLower();
        const bool wanted = std::any_of(names.begin(), names.end(), [&](QStringView n) { return n == name; });
        if (wanted && (i >= html.size() || !html[i].isLetterOrNumber())) {
            const int close = html.indexOf(u'>', i);
            Tag tag;
            tag.start = pos;
            tag.end = close < 0 ? int(html.size()) : close + 1;
            tag.name = name;
            tag.closing = closing;
            tag.attributes = html.mid(i, (close < 0 ? html.size() : close) - i);
            return tag;
        }
        pos = pos + 1;
    }
    return {};
}

int spanAttribute(QStringView attributes, QStringView name) {
    static const QRegularExpression attribute(
        QStringLiteral(R"re(([A-Za-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))re"));
    auto it = attribute.globalMatch(attributes.toString());
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.capturedView(1).compare(name, Qt::CaseInsensitive) != 0) continue;
        QStringView value = m.capturedView(2);
        if (value.isNull()) value = m.capturedView(3);
        if (value.isNull()) value = m.capturedView(4);
        bool ok = false;
        const int n = value.trimmed().toInt(&ok);
        return ok ? std::clamp(n, 1, 1000) : 1;
    }
    return 1;
}

QString decodeEntities(const QString& s) {
    static const QRegularExpression entity(QStringLiteral("&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z]+);"));
    QString out;
    int pos = 0;
    auto it = entity.globalMatch(s);
    while (it.hasNext()) {
        const auto m = it.next();
        out += s.mid(pos, m.capturedStart() - pos);
        const QString name = m.captured(1);
        char32_t code = 0;
        if (name.startsWith(QStringLiteral("#x"))) code = name.mid(2).toUInt(nullptr, 16);
        else if (name.startsWith(u'#')) code = name.mid(1).toUInt();
        else if (name == QLatin1String("amp")) code = '&';
        else if (name == QLatin1String("lt")) code = '<';
        else if (name == QLatin1String("gt")) code = '>';
        else if (name == QLatin1String("quot")) code = '"';
        else if (name == QLatin1String("apos")) code = '\'';
        else if (name == QLatin1String("nbsp")) code = 0xa0;
        if (code) out += QString::fromUcs4(&code, 1);
        else out += m.captured(0);
        pos = m.capturedEnd();
    }
    out += s.mid(pos);
    return out;
}

}  // namespace

QString htmlToPlainText(QStringView html) {
    static const QRegularExpression lineBreak(
        QStringLiteral(R"(<\s*br\s*/?\s*>|<\s*/\s*(p|div|li|h[1-6])\s*>)"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression tag(QStringLiteral(R"(<[^>]*>)"));
    QString s = html.toString();
    s.replace(lineBreak, QStringLiteral("\n"));
    s.remove(tag);
    s = decodeEntities(s);
    // Collapse the source's own line breaks and indentation the way a browser would.
    QStringList lines = s.split(u'\n');
    for (QString& line : lines) line = line.simplified();
    lines.removeAll(QString());
    return lines.join(u'\n');
}

int Table::columnCount() const {
    // Walk the grid: a rowspan keeps its columns busy in the rows below.
    QList<int> busyUntilRow;  // per column: first row index where it is free again
    int columns = 0;
    for (int r = 0; r < rows.size(); ++r) {
        int col = 0;
        for (const TableCell& cell : rows[r].cells) {
            while (col < busyUntilRow.size() && busyUntilRow[col] > r) ++col;
            for (int c = col; c < col + cell.colspan; ++c) {
                if (c >= busyUntilRow.size()) busyUntilRow.resize(c + 1, 0);
                busyUntilRow[c] = r + cell.rowspan;
            }
            col += cell.colspan;
        }
        int width = col;
        for (int c = col; c < busyUntilRow.size(); ++c)
            if (busyUntilRow[c] > r) width = c + 1;
        columns = std::max(columns, width);
    }
    return columns;
}

bool Table::hasSpans() const {
    for (const TableRow& row : rows)
        for (const TableCell& cell : row.cells)
            if (cell.colspan > 1 || cell.rowspan > 1) return true;
    return false;
}

Table parseHtmlTable(QStringView html) {
    Table table;
    const Tag open = nextTag(html, 0, {u"table"});
    int pos = open.start < 0 ? 0 : open.end;
    const Tag end = nextTag(html, pos, {u"table"});
    const bool hasEnd = end.start >= 0 && end.closing;
    const int limit = hasEnd ? end.start : int(html.size());
    table.complete = hasEnd;
    const QStringView body = html.left(limit);

    bool inHead = false;
    TableRow* row = nullptr;
    while (pos < limit) {
        const Tag tag = nextTag(body, pos, {u"tr", u"td", u"th", u"thead", u"tbody", u"tfoot"});
        if (tag.start < 0) break;
        pos = tag.end;
        if (tag.name == u"thead") { inHead = !tag.closing; continue; }
        if (tag.name == u"tbody" || tag.name == u"tfoot") { inHead = false; continue; }
        if (tag.name == u"tr") {
            if (!tag.closing) row = &table.rows.emplace_back();
            else row = nullptr;
            continue;
        }
        if (tag.closing) continue;  // a stray </td>: the content already ended at it
        // A cell: its content runs to its end tag, or to the next cell/row when the model left it open.
        if (!row) row = &table.rows.emplace_back();
        const Tag after = nextTag(body, tag.end, {u"td", u"th", u"tr"});
        const int contentEnd = after.start < 0 ? limit : after.start;
        if (after.start < 0 && !hasEnd) table.complete = false;
        TableCell cell;
        cell.header = tag.name == u"th" || inHead;
        cell.colspan = spanAttribute(tag.attributes, u"colspan");
        cell.rowspan = spanAttribute(tag.attributes, u"rowspan");
        cell.html = body.mid(tag.end, contentEnd - tag.end).trimmed().toString();
        cell.text = htmlToPlainText(cell.html);
        row->cells.append(cell);
        pos = contentEnd;
    }
    table.rows.removeIf([](const TableRow& r) { return r.cells.isEmpty(); });
    return table;
}

namespace {
QStringList splitPipeRow(QStringView line) {
    QString s = line.trimmed().toString();
    if (s.startsWith(u'|')) s.remove(0, 1);
    if (s.endsWith(u'|') && !s.endsWith(QStringLiteral("\\|"))) s.chop(1);
    QStringList cells;
    QString current;
    for (int i = 0; i < s.size(); ++i) {
        if (s[i] == u'\\' && i + 1 < s.size() && s[i + 1] == u'|') {
            current += QStringLiteral("\\|");
            ++i;
        } else if (s[i] == u'|') {
            cells.append(current.trimmed());
            current.clear();
        } else {
            current += s[i];
        }
    }
    cells.append(current.trimmed());
    return cells;
}
}  // namespace

namespace {
bool isDelimiterRow(QStringView line) {
    static const QRegularExpression delimiterRow(QStringLiteral(R"(^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$)"));
    return delimiterRow.match(line.toString()).hasMatch();
}
}  // namespace

Table parsePipeTable(QStringView markdown) {
    Table table;
    const auto lines = markdown.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QStringView line = lines[i];
        if (line.trimmed().isEmpty()) continue;
        if (i == 1 && isDelimiterRow(line)) continue;
        TableRow row;
        for (const QString& c : splitPipeRow(line)) {
            TableCell cell;
            cell.html = c;
            cell.text = c;
            cell.text.replace(QStringLiteral("\\|"), QStringLiteral("|"));
            cell.header = i == 0;
            row.cells.append(cell);
        }
        table.rows.append(row);
    }
    return table;
}

QString widenPipeTable(const QString& markdown) {
    QStringList lines = markdown.split(u'\n');
    if (lines.size() < 2 || !isDelimiterRow(lines[1])) return markdown;
    qsizetype widest = 0;
    for (const QString& line : lines)
        if (!line.trimmed().isEmpty()) widest = std::max(widest, splitPipeRow(line).size());
    const qsizetype header = splitPipeRow(lines[0]).size();
    if (widest <= header && splitPipeRow(lines[1]).size() == header) return markdown;
    const auto row = [](QStringList cells, qsizetype width, const QString& filler) {
        while (cells.size() < width) cells.append(filler);
        return QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |");
    };
    lines[0] = row(splitPipeRow(lines[0]), widest, QString());
    QStringList delimiters = splitPipeRow(lines[1]);
    if (delimiters.size() > widest) delimiters.resize(widest);
    lines[1] = row(delimiters, widest, QStringLiteral("---"));
    return lines.join(u'\n');
}

QString tableToHtml(const Table& table) {
    QString out = QStringLiteral("<table>\n");
    for (const TableRow& row : table.rows) {
        out += QStringLiteral("<tr>");
        for (const TableCell& cell : row.cells) {
            const QString tag = cell.header ? QStringLiteral("th") : QStringLiteral("td");
            out += u'<' + tag;
            if (cell.colspan > 1) out += QStringLiteral(" colspan=\"%1\"").arg(cell.colspan);
            if (cell.rowspan > 1) out += QStringLiteral(" rowspan=\"%1\"").arg(cell.rowspan);
            out += u'>' + cell.html + QStringLiteral("</") + tag + u'>';
        }
        out += QStringLiteral("</tr>\n");
    }
    out += QStringLiteral("</table>");
    return out;
}

std::optional<QString> tableToPipe(const Table& table) {
    static const QRegularExpression blockContent(
        QStringLiteral(R"(<\s*(br|p|div|ul|ol|li|table|h[1-6])\b)"), QRegularExpression::CaseInsensitiveOption);
    if (table.rows.isEmpty() || table.hasSpans()) return std::nullopt;
    for (const TableCell& cell : table.rows.first().cells)
        if (!cell.header) return std::nullopt;
    for (const TableRow& row : table.rows.mid(1))
        for (const TableCell& cell : row.cells)
            if (cell.header) return std::nullopt;  // a header cell in the body has no pipe form
    for (const TableRow& row : table.rows)
        for (const TableCell& cell : row.cells)
            if (cell.html.contains(u'\n') || cell.html.contains(u'|') || cell.html.contains(blockContent))
                return std::nullopt;
    const int columns = table.columnCount();
    auto line = [&](const TableRow& row) {
        QString s = QStringLiteral("|");
        for (int c = 0; c < columns; ++c)
            s += u' ' + (c < row.cells.size() ? row.cells[c].html : QString()) + QStringLiteral(" |");
        return s;
    };
    QStringList lines{line(table.rows.first())};
    QString delimiter = QStringLiteral("|");
    for (int c = 0; c < columns; ++c) delimiter += QStringLiteral(" --- |");
    lines.append(delimiter);
    for (const TableRow& row : table.rows.mid(1)) lines.append(line(row));
    return lines.join(u'\n');
}

}  // namespace folio

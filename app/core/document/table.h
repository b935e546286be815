// A table as the model writes it: HTML (<table> with colspan/rowspan, often unclosed when the
// output was truncated) or a Markdown pipe table. Parsed tolerantly; re-emitted well-formed.
#pragma once

#include <QList>
#include <QString>
#include <QStringView>
#include <optional>

namespace folio {

struct TableCell {
    QString html;       // inner HTML (or pipe-cell Markdown), verbatim and trimmed
    QString text;       // plain text: tags stripped, entities decoded, <br> as '\n'
    int colspan = 1;
    int rowspan = 1;
    bool header = false;  // <th>, or a pipe table's header row
};

struct TableRow {
    QList<TableCell> cells;
};

struct Table {
    QList<TableRow> rows;
    bool complete = true;  // false: </table> (or a row/cell end) was missing

    // Columns of the grid the spans describe (rowspans occupy the rows below them).
    int columnCount() const;
    bool hasSpans() const;
};

// Reads the first <table> in `html`. Anything it does not understand is kept inside the cells.
Table parseHtmlTable(QStringView html);

// Reads a pipe table (header row, delimiter row, body rows). Escaped pipes (\|) stay in cells.
Table parsePipeTable(QStringView markdown);

// The pipe table with its header and delimiter rows widened to its widest row. GFM renderers
// (md4c, pandoc) drop the cells past the header's count, and OCR rows are often ragged: widened,
// no cell's text is lost. The table as it is when no row is wider.
QString widenPipeTable(const QString& markdown);

// Well-formed HTML for the table: every row and cell closed, spans kept.
QString tableToHtml(const Table& table);

// A pipe table when that loses nothing: a header row, no spans, no multi-line or block content,
// no '|' inside a cell. std::nullopt otherwise.
std::optional<QString> tableToPipe(const Table& table);

// Tag-stripped, entity-decoded text of an HTML fragment; <br> and block ends become '\n'.
QString htmlToPlainText(QStringView html);

}  // namespace folio

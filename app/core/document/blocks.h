// Splits the model's Markdown into blocks: headings, paragraphs, lists, tables (HTML or pipe),
// display math, figures, code and page headers/footers. Accepts anything, including output that
// was cut off mid-table or mid-formula; nothing in the input is dropped (each block keeps its
// source text, so joining the blocks' text gives back every character that was not blank space).
#pragma once

#include "table.h"

#include <QList>
#include <QRect>
#include <QString>
#include <QStringList>

namespace folio {

enum class BlockKind {
    Heading,
    Paragraph,
    List,
    HtmlTable,
    PipeTable,
    DisplayMath,
    Figure,
    Code,
    Rule,
    PageHeader,
    PageFooter,
};

QString blockKindName(BlockKind kind);

struct ListItem {
    QString marker;    // "-", "*", "1.", "2)"...
    int indent = 0;    // leading spaces of the marker line
    QString text;      // the item's text without its marker (continuation lines kept)
};

struct Block {
    BlockKind kind = BlockKind::Paragraph;
    QString text;              // the block's source, verbatim (leading/trailing blank lines trimmed)
    int firstLine = 0;         // 0-based line range in the input
    int lastLine = 0;
    bool truncated = false;    // unclosed table, math environment or code fence

    int headingLevel = 0;      // Heading: 1..6
    bool ordered = false;      // List
    QList<ListItem> items;     // List
    Table table;               // HtmlTable, PipeTable
    QString mathEnvironment;   // DisplayMath: "equation", "align"...; empty for $$ and \[
    QString imageName;         // Figure: "image_1.png"
    QString imageAlt;          // Figure: the alt text
    bool hasBox = false;       // Figure: a box followed the image
    QRect box;                 // Figure: x1,y1,x2,y2 normalized to 0..1000 (QRect from corners)
    bool hasInlineMath = false;  // Paragraph/Heading/List: contains $..$ or \(..\)
};

// Parses one page of model output.
QList<Block> parseBlocks(const QString& markdown);

// Joins blocks back into Markdown, one blank line between blocks.
QString joinBlocks(const QList<Block>& blocks);

// Figure placeholder lines the -bbox models emit: ![alt](image_N.png) optionally followed by
// x1,y1,x2,y2 (0..1000). Returns false when `line` is not one.
bool parseFigureLine(const QString& line, Block* figure);

}  // namespace folio

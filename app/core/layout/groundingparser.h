// Parses grounding output, one marker before every block:  ![label](x1,y1,x2,y2) text...
// A block's text runs until the next marker; "label+" continues the previous block. Works on a
// stream: feed chunks as they arrive; a marker that has not fully arrived is held back, never
// shown as text and never taken for a block. Anything that is not a well-formed marker (an
// ordinary Markdown image such as ![image](image_1.png), a marker cut off at the end) stays text.
#pragma once

#include "layoutblock.h"

#include <QList>
#include <QString>

namespace folio {

class GroundingParser {
public:
    // Appends streamed text.
    void feed(const QString& chunk);
    // The input has ended: a held-back partial marker becomes text of the last block.
    void finish();

    // Every block so far, in output order. The last one is incomplete until finish() or until
    // the next marker arrives.
    QList<LayoutBlock> blocks() const;
    bool sawMarker() const { return m_sawMarker; }

private:
    void consume(bool atEnd);
    void appendText(const QString& text);

    QString m_pending;           // text not yet assigned: may start with a partial marker
    QList<LayoutBlock> m_blocks;
    bool m_sawMarker = false;
    bool m_finished = false;
};

// The whole output at once.
QList<LayoutBlock> parseGrounding(const QString& output);

// True when `output` contains at least one well-formed marker (grounding output).
bool looksLikeGrounding(const QString& output);

// The blocks' text joined back into Markdown, in reading order: blocks whose label is in `drop`
// and empty blocks are left out, a "+" continuation joins the previous kept block's paragraph, and
// an image block becomes a figure line, ![description](image_N.png)x1,y1,x2,y2, which the exports
// cut out of the page.
QString groundingToMarkdown(const QList<LayoutBlock>& blocks, const QStringList& drop = {});

// `markdown` with the box of every figure line turned as its page is (NormalizedBox::turned):
// the box is where the exports cut the figure, and what says the text still matches its layout.
QString withFigureBoxesTurned(const QString& markdown, int degreesClockwise);

// Where each block's text sits in `markdown` (the joined text, possibly edited since): start and
// end offsets, or {-1, -1} for a block whose text is no longer there. Blocks are looked up in
// order, each after the previous one found, so edits elsewhere leave the mapping intact.
QList<QPair<int, int>> blockTextRanges(const QList<LayoutBlock>& blocks, const QString& markdown);

// `markdown` without the text of the blocks whose label is in `labels` (found as blockTextRanges
// finds them, so an edited page loses only those blocks).
QString removeBlocks(const QString& markdown, const QList<LayoutBlock>& blocks, const QStringList& labels);

}  // namespace folio

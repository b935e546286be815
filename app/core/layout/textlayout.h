// Where each line and word of a page's text sits, in page pixels: what a searchable PDF's
// invisible text layer and hOCR need. With layout blocks (grounding models) each block's text is
// wrapped inside its own box; without them (plain models) the page's paragraphs are stacked down
// the page, and the result says its positions are approximate. The words of a line sit in the
// order the Unicode bidirectional algorithm gives them: an Arabic or Hebrew line from the right.
#pragma once

#include "layoutblock.h"

#include <QList>
#include <QRectF>
#include <QSize>
#include <QString>

namespace folio {

struct PlacedWord {
    QString text;
    QRectF box;
    bool rightToLeft = false;  // its characters run right to left (Arabic, Hebrew)
};

struct PlacedLine {
    QRectF box;
    QList<PlacedWord> words;
};

struct PlacedBlock {
    QString label;
    QRectF box;
    QList<PlacedLine> lines;
};

struct PageTextLayout {
    QSize pageSize;            // pixels
    QList<PlacedBlock> blocks; // reading order
    bool approximate = false;  // no boxes from the model: positions are estimated
};

// `blocks` as parsed from grounding output; the text of each is Markdown.
PageTextLayout layoutBlocks(const QList<LayoutBlock>& blocks, QSize pageSize,
                            const QStringList& dropLabels = {});

// A plain model's Markdown, without boxes.
PageTextLayout layoutPlainMarkdown(const QString& markdown, QSize pageSize);

// How wide a character is relative to the others when no font is known (CJK: two columns).
int displayColumns(const QString& text);

// A right-to-left word's characters in the order they sit from left to right.
QString visualOrder(const QString& rightToLeftWord);

}  // namespace folio

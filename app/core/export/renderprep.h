// Prepares the model's Markdown for rendering (preview, HTML, DOCX): every math delimiter becomes
// $ or $$ (md4c's math spans), display math is kept on one line so no Markdown rule can split it,
// HTML tables are closed and their math marked up, truncated formulas and tables are closed, and
// figure placeholders point at cut-out images (without one, a figure keeps only an alt text of its
// own: the model's generic "image" is left out).
#pragma once

#include <QHash>
#include <QString>

namespace folio {

struct RenderPrepOptions {
    // Figure placeholder name ("image_1.png") -> URL to show instead; others are left out.
    QHash<QString, QString> figureUrls;
    // Keys of figureUrls may also be "<line>:<name>" when a page repeats a name; see figureKey().

    // For pandoc 2.17, whose HTML reader drops rowspan inside header rows (<th>): tables whose
    // header cells span rows are written with body cells, the header's text in bold.
    bool headerRowspansAsBody = false;
};

QString figureKey(int blockIndex, const QString& imageName);

QString prepareForRendering(const QString& markdown, const RenderPrepOptions& options = {});

// Rewrites math spans in `text` to $..$ / $$..$$ (content on one line), closing unclosed ones.
QString mathToDollars(const QString& text);

// Marks math in an HTML fragment (a table cell) up as <x-equation>, md4c's element for math.
QString mathToHtmlElements(const QString& html);

}  // namespace folio

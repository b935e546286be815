// Markdown to HTML as the preview shows it: md4c (GitHub tables, strikethrough, $ math spans as
// <x-equation>) after prepareForRendering(); KaTeX typesets the math in the page. Reentrant.
#pragma once

#include <QString>

namespace folio {

// The HTML body for one page of model Markdown (already prepared or not: it prepares it).
QString markdownToHtml(const QString& markdown);
// md4c only, for text prepareForRendering() already produced.
QString preparedMarkdownToHtml(const QString& preparedMarkdown);

// A complete, self-contained HTML page: KaTeX's script, stylesheet and fonts are inlined from
// `katexDir` (Debian's libjs-katex), so the file renders offline anywhere. `error` gets a reason
// when KaTeX is missing (the page is still written, math then shows as TeX source).
QString htmlDocument(const QString& body, const QString& title, const QString& katexDir, QString* warning = nullptr,
                     const QString& language = {});

// The stylesheet and the KaTeX script (it defines folioTypeset(root)) that the preview and the
// exported page share, so that both render the same.
QString htmlPageStyle();
QString htmlTypesetScript();

// The markup that ends one printed page in the HTML page.
QString htmlPageBreak();

}  // namespace folio

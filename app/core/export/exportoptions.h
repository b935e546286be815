// What an export writes and how: plain values, copied to the worker thread.
#pragma once

#include "document/postprocess.h"
#include "layout/layoutblock.h"

#include <QImage>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>

namespace folio {

enum class ExportFormat {
    Markdown,         // one .md file, pages separated by a page-break marker
    MarkdownPerPage,  // one .md file per page: <base>-001.md, <base>-002.md...
    Docx,             // through pandoc: Word headings, tables, equations, lists, page breaks
    Odt,              // through pandoc: OpenDocument text with the same tables, equations and headings
    Epub,             // through pandoc: an EPUB 3 e-book, equations as MathML
    Html,             // one self-contained page, rendered like the preview (md4c + KaTeX)
    PlainText,        // text only; pages separated by a form feed
    SearchablePdf,    // each page's image under an invisible, positioned text layer
    Hocr,             // hOCR XHTML: page, block, line and word boxes in pixels
    BlocksJson,       // the layout blocks of each page: label, box, text
};

// One page to export: its edited Markdown (the truth) and where figures can be cut from.
struct ExportPage {
    QString markdown;
    QString label;        // for messages: "page 3 (scan.pdf)"
    int sourcePage = 0;   // the page's number in its source file (1-based), for page markers
    QString sourceName;   // the source file's name ("scan.pdf"), for page markers
    QImage image;         // the page image for figures with boxes; null: `loadImage`, else `imagePath` if an image
    // Reads the page image when it is needed, saying why not where it cannot: the window's pages
    // are on disk, the command line renders a PDF page again at print resolution.
    std::function<QImage(QString* error)> loadImage;
    QString imagePath;
    QList<LayoutBlock> layout;  // the model's layout blocks (grounding); empty for plain models
    double dpi = 0;             // pixels per inch of `image`; 0: from the image, else 300
};

struct ExportOptions {
    ExportFormat format = ExportFormat::Markdown;
    QString outputPath;              // the file to write (MarkdownPerPage: the base name)
    bool overwrite = false;          // without it an existing file is an error (the UI asks first)
    bool pageBreaks = true;          // between pages
    bool pageMarkers = false;        // Markdown, text: a comment naming page and source before each page
    bool htmlTablesToPipe = false;   // Markdown: HTML tables without spans become pipe tables
    bool includeFigures = true;      // DOCX/HTML: cut figures with boxes out of the page image
    QString pandocPath = QStringLiteral("pandoc");
    QString katexDir = QStringLiteral("/usr/share/javascript/katex");
    QString title;                   // HTML <title>, DOCX document title
    QString language;                // BCP 47 ("de"): the document's language for readers, spell checkers, e-books
    QStringList dropLabels;          // layout labels left out (e.g. header, footer, page_number)
    PostProcessOptions postProcess;  // clean-ups of each page's Markdown before it is written
};

struct ExportResult {
    bool ok = false;
    QString error;             // in words, naming the file; pandoc's own message included
    QStringList writtenFiles;
};

}  // namespace folio

// Writes one document's recognised pages in the chosen format. md, txt, docx, odt, epub, html, pdf and hocr
// go through core's exporters (app/core/export), as the app's own export does; json is written
// here: {"source", "backend", "pages":[{"page","text","truncated","finish_reason","tokens","seconds","blocks"}]},
// the model's text verbatim, for scripts, and for grounding output its layout blocks
// [{"label","box":[x1,y1,x2,y2] (0..1000),"text","continues"}]. Grounding output becomes Markdown
// without its markers in the other formats. A page that could not be read (PageRecord::unreadable) is a marked
// placeholder: "[folio: page N is missing: REASON]" in the text formats, and
// {"page", "text": null, "error"} in json; pdf and hocr leave it out. Every format is replaced atomically.
#pragma once

#include <QList>
#include <QString>

#include "cli/inputdocuments.h"
#include "cli/ocroptions.h"
#include "cli/resumestore.h"

namespace folio::cli {

// The placeholder text of an unreadable page.
QString unreadablePlaceholder(const PageRecord& page);

// What follows the text of a page cut at the token limit or stopped in a loop (an HTML comment,
// like the blank page's); empty for a page the model ended itself.
QString cutPageMarker(const PageRecord& page);

// pdf and hocr carry each page's image: a page that could not be read has none and is left out
// of them (the run says so) rather than rendered again.
bool formatCarriesPageImages(OutputFormat format);

// `import` renders the pages again for the formats that carry the page image (pdf, hocr).
bool writeDocument(const InputDocument& document, const QList<PageRecord>& pages, const OcrOptions& options,
                   const ImportOptions& import, const QString& outputPath, const QString& backendDescription,
                   QString* error);

}  // namespace folio::cli

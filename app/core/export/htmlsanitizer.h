// Makes the HTML of recognized text safe to show: the model writes HTML tables and inline
// markup, but a page can carry anything (a scanned web page, a hostile PDF's text). Parsed with
// libxml2's HTML parser and rebuilt from an allowlist: document markup stays; scripts, styles,
// frames, forms, event handlers, and any reference that would load something from the network
// are removed (elements that only hide content are unwrapped, their text kept). Tag-like text
// that names no HTML element ("List<T>", "<name>") stays text.
#pragma once

#include <QString>

namespace folio {

QString sanitizeHtml(const QString& html);

}  // namespace folio

// The comments Folio writes into Markdown and text output about a page: where it came from, and
// that it was blank or is incomplete. One form, "<!-- folio: page N ... -->", invisible in rendered Markdown and
// easy to find with grep or a script.
#pragma once

#include <QString>

namespace folio {

// "<!-- folio: page 3 of scan.pdf -->": written before each page when page markers are asked;
// "<!-- folio: page 1 -->" for a page without a source file.
QString pageSourceMarker(int page, const QString& sourceName);

// "<!-- folio: page 3 is blank -->": the text of a page skipped as blank.
QString blankPageMarker(int page);

// After the text of a page whose recognition stopped early: at the token limit, or in a loop.
QString tokenLimitPageMarker(int page);
QString loopPageMarker(int page);

}  // namespace folio

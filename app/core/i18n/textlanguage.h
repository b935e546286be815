// The language a page's text is in, where no language hint says it: exports declare it (readers,
// screen readers and Word's or LibreOffice's spell checkers go by it), and the editor checks the
// page's spelling in it.
#pragma once

#include <QString>

namespace folio {

// A BCP 47 language tag ("ja", "de"), or empty when the text does not tell. Scripts that one
// language owns in practice (kana, Hangul, Thai...) decide at once; Latin and Cyrillic text,
// which many languages share, is classified by its letter n-grams (libexttextcat, LibreOffice's
// language guesser), and only a long enough text with one clear winner gives an answer.
QString languageOfText(const QString& text);

}  // namespace folio

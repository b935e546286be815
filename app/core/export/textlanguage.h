// The language a page's text is in, for exports without language hints: readers, screen readers
// and spell checkers (Word, LibreOffice, e-book readers) go by the declared language.
#pragma once

#include <QString>

namespace folio {

// A BCP 47 language tag ("ja", "de"), or empty when the text does not tell. Scripts that one
// language owns in practice (kana, Hangul, Thai...) decide at once; Latin and Cyrillic text,
// which many languages share, is classified by its letter n-grams (libexttextcat, LibreOffice's
// language guesser), and only a long enough text with one clear winner gives an answer.
QString languageOfText(const QString& text);

}  // namespace folio

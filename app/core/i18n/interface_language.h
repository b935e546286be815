// The interface language. Folio's strings are English in the source; translations/ holds the
// others, compiled into the binary (resource prefix /i18n). Qt's own strings (standard buttons
// and dialogs) come from the system's Qt translations where they are installed.
#pragma once

#include <QString>
#include <QStringList>

namespace folio {

// The languages the interface is translated into, besides English: ISO 639-1 codes, and
// "zh_CN" for Chinese in the simplified script.
QStringList translatedUiLanguages();

// The interface language to use: FOLIO_UI_LANGUAGE when set (such as "de" or "fr_CH"), else
// `chosen` (the user's setting) when Folio has it or it is English, else the first of the
// system's preferred UI languages that Folio has or that is English; "en" if none.
QString chooseUiLanguage(const QString& chosen = {});

// Installs the translators for `language` (a code as above) into the running application; for
// English, only the plural forms of the strings that count ("1 page", "2 pages"). Numbers and
// dates follow that language from then on (QLocale's default) where the system's is another.
// Returns false, and installs nothing of Folio's, for a language Folio lacks.
bool installUiTranslation(const QString& language);

}  // namespace folio

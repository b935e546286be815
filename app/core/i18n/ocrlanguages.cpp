#include "ocrlanguages.h"

#include <QCoreApplication>

#include <algorithm>

namespace folio {

const QList<OcrLanguage>& ocrLanguages() {
    // The translation context is the language menu's, where these names were first translated.
    static const QList<OcrLanguage> languages = {
        {QStringLiteral("zh"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Chinese"), ScriptHan},
        {QStringLiteral("en"), QT_TRANSLATE_NOOP("folio::LanguageButton", "English"), ScriptLatin},
        {QStringLiteral("ja"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Japanese"), ScriptHan | ScriptKana},
        {QStringLiteral("fr"), QT_TRANSLATE_NOOP("folio::LanguageButton", "French"), ScriptLatin},
        {QStringLiteral("de"), QT_TRANSLATE_NOOP("folio::LanguageButton", "German"), ScriptLatin},
        {QStringLiteral("es"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Spanish"), ScriptLatin},
        {QStringLiteral("it"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Italian"), ScriptLatin},
        {QStringLiteral("nl"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Dutch"), ScriptLatin},
        {QStringLiteral("pt"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Portuguese"), ScriptLatin},
        {QStringLiteral("sv"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Swedish"), ScriptLatin},
        {QStringLiteral("da"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Danish"), ScriptLatin},
    };
    return languages;
}

QStringList ocrLanguageCodes() {
    QStringList codes;
    for (const OcrLanguage& l : ocrLanguages()) codes << l.code;
    return codes;
}

QString ocrLanguageName(const QString& code) {
    for (const OcrLanguage& l : ocrLanguages())
        if (l.code == code) return QCoreApplication::translate("folio::LanguageButton", l.name);
    return QStringLiteral("?");
}

std::uint8_t scriptsForLanguages(const QStringList& codes) {
    std::uint8_t scripts = 0;
    for (const QString& code : codes) {
        const auto it = std::find_if(ocrLanguages().begin(), ocrLanguages().end(),
                                     [&](const OcrLanguage& l) { return l.code == code; });
        if (it == ocrLanguages().end()) return 0;
        scripts |= it->scripts;
    }
    return scripts ? scripts | ScriptLatin : 0;
}

}  // namespace folio

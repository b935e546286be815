#include "ocrlanguages.h"

#include <QCoreApplication>

#include <algorithm>

namespace folio {

const QList<OcrLanguage>& ocrLanguages() {
    // The translation context is the language menu's, where these names were first translated.
    static const QList<OcrLanguage> languages = {
        {QStringLiteral("zh"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Chinese"), engine::kScriptHan},
        {QStringLiteral("en"), QT_TRANSLATE_NOOP("folio::LanguageButton", "English"), engine::kScriptLatin},
        {QStringLiteral("ja"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Japanese"), engine::kScriptHan | engine::kScriptKana},
        {QStringLiteral("fr"), QT_TRANSLATE_NOOP("folio::LanguageButton", "French"), engine::kScriptLatin},
        {QStringLiteral("de"), QT_TRANSLATE_NOOP("folio::LanguageButton", "German"), engine::kScriptLatin},
        {QStringLiteral("es"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Spanish"), engine::kScriptLatin},
        {QStringLiteral("it"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Italian"), engine::kScriptLatin},
        {QStringLiteral("nl"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Dutch"), engine::kScriptLatin},
        {QStringLiteral("pt"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Portuguese"), engine::kScriptLatin},
        {QStringLiteral("sv"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Swedish"), engine::kScriptLatin},
        {QStringLiteral("da"), QT_TRANSLATE_NOOP("folio::LanguageButton", "Danish"), engine::kScriptLatin},
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
    return scripts ? scripts | engine::kScriptLatin : 0;
}

}  // namespace folio

#include "i18n/interface_language.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace folio {
namespace {

// The languages the model reads, besides English; Chinese is the simplified script.
const QStringList kTranslatedLanguages{QStringLiteral("da"), QStringLiteral("de"), QStringLiteral("es"),
                                       QStringLiteral("fr"), QStringLiteral("it"), QStringLiteral("ja"),
                                       QStringLiteral("nl"), QStringLiteral("pt"), QStringLiteral("sv"),
                                       QStringLiteral("zh_CN")};

// "fr_CH", "de-DE" and "DE" all name "fr" / "de". Chinese keeps its script: "zh", "zh-Hans" and
// "zh_SG" name "zh_CN"; "zh_TW", "zh-HK" and "zh-Hant" name "zh_TW", which Folio lacks.
QString baseLanguage(const QString& code) {
    const QString lower = code.toLower();
    const QString base = lower.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('-'), 0, 0);
    if (base != QLatin1String("zh")) return base;
    for (const char* traditional : {"tw", "hk", "mo", "hant"})
        if (lower.contains(QLatin1String(traditional))) return QStringLiteral("zh_TW");
    return QStringLiteral("zh_CN");
}

QString folioTranslationPath(const QString& language) {
    return QStringLiteral(":/i18n/folio_%1.qm").arg(language);
}

}  // namespace

QStringList translatedUiLanguages() {
    QStringList languages;
    for (const QString& code : kTranslatedLanguages)
        if (QFile::exists(folioTranslationPath(code))) languages << code;
    return languages;
}

QString chooseUiLanguage(const QString& chosen) {
    const QStringList available = translatedUiLanguages();
    const QString forced = baseLanguage(qEnvironmentVariable("FOLIO_UI_LANGUAGE"));
    if (!forced.isEmpty()) return available.contains(forced) ? forced : QStringLiteral("en");
    const QString setting = baseLanguage(chosen);
    if (setting == QLatin1String("en") || available.contains(setting)) return setting;
    for (const QString& preferred : QLocale::system().uiLanguages()) {
        const QString language = baseLanguage(preferred);
        if (language == QLatin1String("en") || available.contains(language)) return language;
    }
    return QStringLiteral("en");
}

namespace {
// Numbers and dates as the interface's language writes them (0,5 in a German interface on an
// English system); the system's own locale, region included, where it is that language.
void useLocaleOf(const QString& base) {
    if (QLocale::system().language() != QLocale(base).language()) QLocale::setDefault(QLocale(base));
}
}  // namespace

bool installUiTranslation(const QString& language) {
    const QString base = baseLanguage(language);
    if (base.isEmpty()) return false;
    if (base == QLatin1String("en")) {
        // The source is English but says "%n pages" whatever the count: its plural forms.
        auto* plurals = new QTranslator(QCoreApplication::instance());
        useLocaleOf(base);
        if (plurals->load(folioTranslationPath(base))) return QCoreApplication::installTranslator(plurals);
        delete plurals;
        return false;
    }
    auto* folio = new QTranslator(QCoreApplication::instance());
    if (!folio->load(folioTranslationPath(base))) {
        delete folio;
        return false;
    }
    QCoreApplication::installTranslator(folio);
    useLocaleOf(base);
    auto* qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QStringLiteral("qtbase_") + base, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;  // Qt's translations are not installed: its few strings stay English
    return true;
}

}  // namespace folio

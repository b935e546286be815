#include "spellchecker.h"

#include <QFile>
#include <QHash>
#include <hunspell/hunspell.hxx>

namespace folio {

SpellChecker::SpellChecker() = default;
SpellChecker::~SpellChecker() = default;

QString SpellChecker::dictionaryFolder() {
    const QByteArray custom = qgetenv("FOLIO_HUNSPELL_DIR");
    return custom.isEmpty() ? QStringLiteral("/usr/share/hunspell")
                            : QString::fromLocal8Bit(custom);
}

QString SpellChecker::dictionaryFor(const QString& language) {
    static const QHash<QString, QStringList> names = {
        {"en", {"en_US", "en_GB"}}, {"fr", {"fr_FR", "fr"}},    {"de", {"de_DE"}},
        {"es", {"es_ES"}},          {"it", {"it_IT"}},          {"nl", {"nl_NL", "nl"}},
        {"pt", {"pt_PT", "pt_BR"}}, {"sv", {"sv_SE", "sv_FI"}}, {"da", {"da_DK"}},
    };
    for (const QString& name : names.value(language)) {
        const QString dic = dictionaryFolder() + u'/' + name + QStringLiteral(".dic");
        if (QFile::exists(dic) &&
            QFile::exists(dictionaryFolder() + u'/' + name + QStringLiteral(".aff")))
            return dic;
    }
    return {};
}

void SpellChecker::setLanguages(const QStringList& languages) {
    const QStringList wanted = languages.isEmpty() ? QStringList{"en"} : languages;
    if (wanted == m_active) return;
    m_dictionaries.clear();
    m_active.clear();
    for (const QString& language : wanted) {
        const QString dic = dictionaryFor(language);
        if (dic.isEmpty()) continue;
        QString aff = dic;
        aff.replace(aff.size() - 4, 4, QStringLiteral(".aff"));
        m_dictionaries.push_back(std::make_unique<Hunspell>(QFile::encodeName(aff).constData(),
                                                            QFile::encodeName(dic).constData()));
        m_active << language;
    }
    m_active = wanted;
}

bool SpellChecker::isCorrect(const QString& word) const {
    if (m_dictionaries.empty()) return true;
    for (const auto& dictionary : m_dictionaries) {
        // Debian's dictionaries declare UTF-8; older ones use Latin-1.
        const std::string encoded =
            QString::fromLatin1(dictionary->get_dict_encoding().c_str())
                        .compare(QLatin1String("UTF-8"), Qt::CaseInsensitive) == 0
                ? word.toStdString()
                : word.toLatin1().toStdString();
        if (dictionary->spell(encoded)) return true;
    }
    return false;
}

}  // namespace folio

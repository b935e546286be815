#include "spellchecker.h"
#include "suggestionrank.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QStandardPaths>
#include <hunspell/hunspell.hxx>

#include "export/atomicfile.h"

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
    QFile personal(personalDictionaryPath());
    m_personal.clear();
    if (personal.open(QIODevice::ReadOnly))
        m_personal = QString::fromUtf8(personal.readAll()).split(u'\n', Qt::SkipEmptyParts);
    for (const QString& word : std::as_const(m_personal))
        for (const auto& dictionary : m_dictionaries) dictionary->add(encoded(*dictionary, word));
}

QString SpellChecker::personalDictionaryPath() {
    const QByteArray custom = qgetenv("FOLIO_PERSONAL_DICTIONARY");
    if (!custom.isEmpty()) return QString::fromLocal8Bit(custom);
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/words.txt");
}

std::string SpellChecker::encoded(const Hunspell& dictionary, const QString& word) const {
    // Debian's dictionaries declare UTF-8; older ones use Latin-1.
    const bool utf8 = QString::fromLatin1(const_cast<Hunspell&>(dictionary).get_dict_encoding().c_str())
                          .compare(QLatin1String("UTF-8"), Qt::CaseInsensitive) == 0;
    return utf8 ? word.toStdString() : word.toLatin1().toStdString();
}

QStringList SpellChecker::suggestions(const QString& word, int most) const {
    QStringList result;
    for (const auto& dictionary : m_dictionaries) {
        const bool utf8 = QString::fromLatin1(dictionary->get_dict_encoding().c_str())
                              .compare(QLatin1String("UTF-8"), Qt::CaseInsensitive) == 0;
        for (const std::string& s : dictionary->suggest(encoded(*dictionary, word))) {
            const QString suggestion = utf8 ? QString::fromStdString(s) : QString::fromLatin1(s.c_str());
            if (!result.contains(suggestion)) result << suggestion;
        }
    }
    return rankSuggestions(word, result).mid(0, most);
}

bool SpellChecker::addToDictionary(const QString& word, QString* error) {
    if (word.isEmpty() || m_personal.contains(word)) return true;
    const QString path = personalDictionaryPath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    const QByteArray content = (QStringList(m_personal) << word).join(u'\n').toUtf8() + '\n';
    if (!writeFileAtomically(path, content, error)) return false;
    m_personal << word;
    for (const auto& dictionary : m_dictionaries) dictionary->add(encoded(*dictionary, word));
    return true;
}

bool SpellChecker::isCorrect(const QString& word) const {
    if (m_dictionaries.empty()) return true;
    for (const auto& dictionary : m_dictionaries)
        if (dictionary->spell(encoded(*dictionary, word))) return true;
    return false;
}

}  // namespace folio

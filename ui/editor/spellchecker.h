// Spell checking with the Hunspell dictionaries Debian installs in /usr/share/hunspell, for the
// languages chosen as OCR hints. A word is suspect when no active dictionary accepts it.
#pragma once

#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

class Hunspell;

namespace folio {

class SpellChecker {
public:
    SpellChecker();
    ~SpellChecker();

    // ISO 639-1 codes; languages without a dictionary (zh, ja) are skipped. Empty: English.
    void setLanguages(const QStringList& languages);
    QStringList activeLanguages() const { return m_active; }
    bool isActive() const { return !m_dictionaries.empty(); }
    bool isCorrect(const QString& word) const;
    // Corrections the active dictionaries propose, most likely first (suggestionrank.h), without
    // repeats.
    QStringList suggestions(const QString& word, int most = 6) const;
    // Accepts the word from now on and remembers it in the personal word list (one word a line,
    // written atomically). False, with `error` naming the file, when the list cannot be written.
    bool addToDictionary(const QString& word, QString* error = nullptr);

    // The personal word list: FOLIO_PERSONAL_DICTIONARY, or "words.txt" in the data folder.
    static QString personalDictionaryPath();
    static QString dictionaryFolder();
    // The .dic file for a language code, empty when none is installed.
    static QString dictionaryFor(const QString& language);

private:
    std::string encoded(const Hunspell& dictionary, const QString& word) const;
    std::vector<std::unique_ptr<Hunspell>> m_dictionaries;
    QStringList m_personal;
    QStringList m_active;
};

}  // namespace folio

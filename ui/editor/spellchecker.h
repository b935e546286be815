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

    static QString dictionaryFolder();
    // The .dic file for a language code, empty when none is installed.
    static QString dictionaryFor(const QString& language);

private:
    std::vector<std::unique_ptr<Hunspell>> m_dictionaries;
    QStringList m_active;
};

}  // namespace folio

// Language hints as a decoding constraint: which writing systems each vocabulary token uses,
// read once from the model's tokenizer.json (byte-level BPE), so a request hinted "fr, de" can
// ban every token that would write Han, Kana, Hangul, Cyrillic, Arabic... characters.
#pragma once

#include "i18n/ocrlanguages.h"

#include <QString>
#include <QStringList>
#include <cstdint>
#include <vector>

namespace folio {

class TokenScripts {
public:
    // Empty (bans nothing) with `error` set when the file cannot be read.
    static TokenScripts fromTokenizerJson(const QString& path, QString* error);

    // Token ids to ban for these ISO 639-1 hints; empty hints (automatic) or an unknown
    // language ban nothing. Digits, punctuation and symbols stay allowed.
    std::vector<std::int32_t> bannedFor(const QStringList& languages) const;
    bool isEmpty() const { return m_scripts.empty(); }

    // OcrScript's bits, and one for every other script.
    enum Script : std::uint8_t { Latin = ScriptLatin, Han = ScriptHan, Kana = ScriptKana, Other = 8 };

private:
    std::vector<std::uint8_t> m_scripts;  // per token id: the Script bits its text uses
};

}  // namespace folio

#include "tokenscripts.h"

#include "i18n/ocrlanguages.h"

#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

namespace folio {

namespace {

// GPT-2's byte-level alphabet: each byte is written as one printable code point.
QHash<char32_t, std::uint8_t> unicodeToByte() {
    QHash<char32_t, std::uint8_t> map;
    int extra = 0;
    for (int b = 0; b < 256; ++b) {
        const bool printable =
            (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
        map.insert(printable ? char32_t(b) : char32_t(256 + extra++), std::uint8_t(b));
    }
    return map;
}

std::uint8_t scriptsOf(const QString& text) {
    std::uint8_t bits = 0;
    for (const char32_t c : text.toUcs4()) {
        if (c == 0xFFFD) continue;  // a token ending inside a multi-byte character
        switch (QChar::script(c)) {
            case QChar::Script_Common:
            case QChar::Script_Inherited:
            case QChar::Script_Unknown:
                break;
            case QChar::Script_Latin:
                bits |= TokenScripts::Latin;
                break;
            case QChar::Script_Han:
            case QChar::Script_Bopomofo:
                bits |= TokenScripts::Han;
                break;
            case QChar::Script_Hiragana:
            case QChar::Script_Katakana:
                bits |= TokenScripts::Kana;
                break;
            default:
                bits |= TokenScripts::Other;
        }
    }
    return bits;
}

}  // namespace

TokenScripts TokenScripts::fromTokenizerJson(const QString& path, QString* error) {
    TokenScripts result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QObject::tr("%1: cannot read the tokenizer").arg(path);
        return result;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    const QJsonObject vocab = doc.object().value("model").toObject().value("vocab").toObject();
    if (doc.isNull() || vocab.isEmpty()) {
        *error = QObject::tr("%1: no model.vocab (%2)").arg(path, parseError.errorString());
        return result;
    }
    static const QHash<char32_t, std::uint8_t> toByte = unicodeToByte();
    for (auto it = vocab.constBegin(); it != vocab.constEnd(); ++it) {
        const int id = it.value().toInt(-1);
        if (id < 0 || id > 10'000'000) continue;
        QByteArray bytes;
        for (const char32_t c : it.key().toUcs4()) bytes.append(char(toByte.value(c, '?')));
        if (std::size_t(id) >= result.m_scripts.size())
            result.m_scripts.resize(std::size_t(id) + 1, 0);
        result.m_scripts[std::size_t(id)] = scriptsOf(QString::fromUtf8(bytes));
    }
    return result;
}

std::vector<std::int32_t> TokenScripts::bannedFor(const QStringList& languages) const {
    // No hints, or a language the list cannot describe: no constraint.
    const std::uint8_t allowed = scriptsForLanguages(languages);
    if (!allowed) return {};
    std::vector<std::int32_t> banned;
    for (std::size_t id = 0; id < m_scripts.size(); ++id)
        if (m_scripts[id] & ~allowed) banned.push_back(std::int32_t(id));
    return banned;
}

}  // namespace folio

#include "textlanguage.h"

#include <QHash>
#include <QRegularExpression>

#include <libexttextcat/textcat.h>

#include <algorithm>
#include <memory>

namespace folio {

namespace {

constexpr qsizetype kScannedCharacters = 200'000;
// Below this many letters the n-gram guess is unreliable ("Table 1" reads as Northern Sotho).
constexpr int kFewestLettersToClassify = 150;
// n-gram classification reads this much of the text: a few paragraphs decide.
constexpr int kClassifiedBytes = 8000;
constexpr char kFingerprintFolder[] = "/usr/share/libexttextcat/";

// The language a text's letters tell by their script alone; empty for Latin and Cyrillic and
// for a text without letters. Sets `letterCount`.
QString languageOfScript(const QString& text, int* letterCount) {
    QHash<QChar::Script, qsizetype> letters;
    bool kana = false;
    int count = 0;
    for (qsizetype i = 0; i < std::min(text.size(), kScannedCharacters); ++i) {
        const QChar c = text.at(i);
        if (!c.isLetter()) continue;
        ++count;
        const QChar::Script script = c.script();
        kana = kana || script == QChar::Script_Hiragana || script == QChar::Script_Katakana;
        ++letters[script == QChar::Script_Hiragana || script == QChar::Script_Katakana ? QChar::Script_Han : script];
    }
    *letterCount = count;
    QChar::Script most = QChar::Script_Unknown;
    for (auto it = letters.cbegin(); it != letters.cend(); ++it)
        if (most == QChar::Script_Unknown || it.value() > letters.value(most)) most = it.key();
    switch (most) {
        case QChar::Script_Han: return kana ? QStringLiteral("ja") : QStringLiteral("zh");
        case QChar::Script_Hangul: return QStringLiteral("ko");
        case QChar::Script_Arabic: return QStringLiteral("ar");
        case QChar::Script_Hebrew: return QStringLiteral("he");
        case QChar::Script_Greek: return QStringLiteral("el");
        case QChar::Script_Thai: return QStringLiteral("th");
        case QChar::Script_Devanagari: return QStringLiteral("hi");
        default: return {};
    }
}

// The words of the text without Markdown's and TeX's marks, tables' rules, links and numbers,
// which are no language's n-grams.
QString proseOf(const QString& markdown) {
    static const QRegularExpression noise(QStringLiteral(
        R"(\$\$[\s\S]*?\$\$|\$[^$\n]*\$|\\[A-Za-z]+|<[^>\n]*>|\]\([^)\n]*\)|https?://\S+|[#*_`|~>\[\]{}\\^=+-]+|\d+)"));
    QString prose = markdown.left(kScannedCharacters);
    prose.replace(noise, QStringLiteral(" "));
    return prose.simplified();
}

struct TextcatDeleter {
    void operator()(void* handle) const { textcat_Done(handle); }
};

// "[de--utf8]" -> "de"; several candidates, SHORT or UNKNOWN: empty.
QString singleLanguage(const char* result) {
    const QString answer = QString::fromLatin1(result ? result : "");
    static const QRegularExpression one(QStringLiteral(R"(^\[([a-z]{2,3})-[^\]]*\]$)"));
    const QRegularExpressionMatch match = one.match(answer);
    return match.hasMatch() ? match.captured(1) : QString();
}

QString languageOfLetters(const QString& text) {
    // A classifier a thread: one is not thread-safe (exports run on worker threads, the editor on
    // the window's), and making one reads 160 fingerprint files.
    thread_local const std::unique_ptr<void, TextcatDeleter> handle(special_textcat_Init(
        (QString::fromLatin1(kFingerprintFolder) + QStringLiteral("fpdb.conf")).toLocal8Bit().constData(),
        kFingerprintFolder));
    if (!handle) return {};  // the fingerprints are not installed: no guess
    QByteArray utf8 = proseOf(text).toUtf8();
    if (utf8.size() > kClassifiedBytes) {
        qsizetype cut = kClassifiedBytes;
        while (cut > 0 && (utf8.at(cut) & 0xC0) == 0x80) --cut;  // not inside a character
        utf8.truncate(cut);
    }
    return singleLanguage(textcat_Classify(handle.get(), utf8.constData(), size_t(utf8.size())));
}

}  // namespace

QString languageOfText(const QString& text) {
    int letters = 0;
    if (const QString byScript = languageOfScript(text, &letters); !byScript.isEmpty()) return byScript;
    if (letters < kFewestLettersToClassify) return {};
    return languageOfLetters(text);
}

}  // namespace folio

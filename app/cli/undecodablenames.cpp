#include "cli/undecodablenames.h"

#include <QFile>
#include <QSet>
#include <algorithm>
#include <dirent.h>
#include <sys/stat.h>

namespace folio::cli {

namespace {

// The length of the valid UTF-8 sequence at `i`, or 0 where the bytes there are none.
int utf8SequenceLength(const QByteArray& bytes, qsizetype i) {
    const auto at = [&](qsizetype k) { return k < bytes.size() ? static_cast<unsigned char>(bytes[k]) : 0u; };
    const unsigned lead = at(i);
    if (lead < 0x80) return 1;
    int length = 0;
    unsigned low = 0x80, high = 0xBF;  // the allowed range of the second byte (no overlongs, no surrogates)
    if (lead >= 0xC2 && lead <= 0xDF) length = 2;
    else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0) low = 0xA0;
        if (lead == 0xED) high = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0) low = 0x90;
        if (lead == 0xF4) high = 0x8F;
    } else {
        return 0;
    }
    if (at(i + 1) < low || at(i + 1) > high) return 0;
    for (int k = 2; k < length; ++k)
        if (at(i + k) < 0x80 || at(i + k) > 0xBF) return 0;
    return length;
}

bool isValidUtf8(const QByteArray& bytes) {
    for (qsizetype i = 0; i < bytes.size();) {
        const int length = utf8SequenceLength(bytes, i);
        if (length == 0) return false;
        i += length;
    }
    return true;
}

void search(const QByteArray& folder, const QString& shownFolder, QSet<QPair<dev_t, ino_t>>* visited, QStringList* found) {
    struct stat own {};
    if (::stat(folder.constData(), &own) != 0 || visited->contains({own.st_dev, own.st_ino})) return;  // a loop of links
    visited->insert({own.st_dev, own.st_ino});
    DIR* dir = ::opendir(folder.constData());
    if (!dir) return;  // unreadable folders are named by the ordinary search
    while (const dirent* entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (name.startsWith('.')) continue;  // hidden, and "." and ".."
        const QByteArray path = folder + '/' + name;
        if (!isValidUtf8(name)) {
            *found << shownFolder + u'/' + escapedFileName(name);
            continue;
        }
        struct stat status {};
        if (::stat(path.constData(), &status) == 0 && S_ISDIR(status.st_mode))
            search(path, shownFolder + u'/' + escapedFileName(name), visited, found);
    }
    ::closedir(dir);
}

}  // namespace

QString undecodableNameReason() { return QStringLiteral("its name is not valid UTF-8; rename it"); }

QString escapedFileName(const QByteArray& name) {
    QString text;
    for (qsizetype i = 0; i < name.size();) {
        const int length = utf8SequenceLength(name, i);
        if (length == 0) {
            text += QStringLiteral("\\x") + QString::number(static_cast<unsigned char>(name[i]), 16).toUpper().rightJustified(2, u'0');
            ++i;
            continue;
        }
        const QString part = QString::fromUtf8(name.mid(i, length));
        text += part == u"\\" ? QStringLiteral("\\\\") : part == u"\n" ? QStringLiteral("\\n") : part == u"\r" ? QStringLiteral("\\r") : part;
        i += length;
    }
    return text;
}

QStringList undecodableEntries(const QString& folder) {
    QStringList found;
    QSet<QPair<dev_t, ino_t>> visited;
    QString shown = folder;
    while (shown.size() > 1 && shown.endsWith(u'/')) shown.chop(1);
    search(QFile::encodeName(shown), shown, &visited, &found);  // `folder` itself was decoded, so it is valid
    std::sort(found.begin(), found.end());
    return found;
}

bool looksUndecodable(const QString& argument) { return argument.contains(QChar::ReplacementCharacter); }

}  // namespace folio::cli

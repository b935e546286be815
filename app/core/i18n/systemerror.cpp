#include "systemerror.h"

#include <QCoreApplication>
#include <cerrno>
#include <clocale>
#include <cstring>
#include <locale.h>

namespace folio {

namespace {

// The C library's own words for an error, in its untranslated (C locale) form and in the
// process's locale: Qt may have given either.
QStringList libraryWordsFor(int error) {
    QStringList words{QString::fromLocal8Bit(std::strerror(error))};
    if (locale_t c = newlocale(LC_ALL_MASK, "C", locale_t(0))) {
        words << QString::fromLocal8Bit(strerror_l(error, c));
        freelocale(c);
    }
    return words;
}

}  // namespace

QString localizedSystemError(const QString& reason) {
    struct Known {
        int error;
        const char* text;
    };
    static const Known known[] = {
        {ENOSPC, QT_TRANSLATE_NOOP("SystemError", "No space left on device")},
        {EROFS, QT_TRANSLATE_NOOP("SystemError", "Read-only file system")},
        {EACCES, QT_TRANSLATE_NOOP("SystemError", "Permission denied")},
        {EPERM, QT_TRANSLATE_NOOP("SystemError", "Operation not permitted")},
        {ENOENT, QT_TRANSLATE_NOOP("SystemError", "No such file or directory")},
        {EDQUOT, QT_TRANSLATE_NOOP("SystemError", "Disk quota exceeded")},
        {EIO, QT_TRANSLATE_NOOP("SystemError", "Input/output error")},
        {ENAMETOOLONG, QT_TRANSLATE_NOOP("SystemError", "File name too long")},
        {EISDIR, QT_TRANSLATE_NOOP("SystemError", "Is a directory")},
    };
    for (const Known& k : known)
        if (libraryWordsFor(k.error).contains(reason.trimmed())) return QCoreApplication::translate("SystemError", k.text);
    return reason;
}

}  // namespace folio

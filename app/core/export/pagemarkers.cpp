#include "pagemarkers.h"

namespace folio {

namespace {
// "--" may not appear inside an HTML comment; a file name with it must not end the comment early.
QString commentSafe(QString text) { return text.replace(QStringLiteral("--"), QStringLiteral("-\u2010")); }
}  // namespace

QString pageSourceMarker(int page, const QString& sourceName) {
    if (sourceName.isEmpty()) return QStringLiteral("<!-- folio: page %1 -->").arg(page);  // e.g. pasted
    return QStringLiteral("<!-- folio: page %1 of %2 -->").arg(page).arg(commentSafe(sourceName));
}

QString blankPageMarker(int page) { return QStringLiteral("<!-- folio: page %1 is blank -->").arg(page); }

QString tokenLimitPageMarker(int page) {
    return QStringLiteral("<!-- folio: page %1 was cut at the token limit: its text may be incomplete -->").arg(page);
}

QString loopPageMarker(int page) {
    return QStringLiteral("<!-- folio: page %1 was stopped when its text kept repeating itself: its text is incomplete -->")
        .arg(page);
}

}  // namespace folio

#include "cli/launchchecks.h"

#include <QFileInfo>
#include <QStringList>
#include <algorithm>

namespace folio::cli {

namespace {

int editDistance(const QString& a, const QString& b) {
    QList<int> previous(b.size() + 1), current(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j) previous[j] = j;
    for (int i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (int j = 1; j <= b.size(); ++j)
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
        std::swap(previous, current);
    }
    return previous[b.size()];
}

}  // namespace

QString unknownVerbMessage(const QString& firstArgument) {
    if (firstArgument.isEmpty() || firstArgument.startsWith(u'-') || firstArgument.contains(u'/') ||
        firstArgument.contains(u'.') || QFileInfo::exists(firstArgument))
        return {};
    const QStringList verbs{QStringLiteral("ocr"), QStringLiteral("watch"), QStringLiteral("serve")};
    QString closest;
    int best = 3;  // more edits than this: no guess
    for (const QString& verb : verbs) {
        const int distance = verb.startsWith(firstArgument.toLower()) ? 0 : editDistance(firstArgument.toLower(), verb);
        if (distance < best) {
            best = distance;
            closest = verb;
        }
    }
    return closest.isEmpty() ? QStringLiteral("unknown verb '%1' (the verbs are ocr, watch and serve)").arg(firstArgument)
                             : QStringLiteral("unknown verb '%1' (did you mean %2?)").arg(firstArgument, closest);
}

QString missingDisplayMessage(const QProcessEnvironment& environment) {
#if defined(Q_OS_LINUX) || defined(Q_OS_FREEBSD)
    if (!environment.value(QStringLiteral("QT_QPA_PLATFORM")).isEmpty() || !environment.value(QStringLiteral("DISPLAY")).isEmpty() ||
        !environment.value(QStringLiteral("WAYLAND_DISPLAY")).isEmpty())
        return {};
    return QStringLiteral("no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set); "
                          "the verbs work without one: folio ocr|watch|serve --help");
#else
    Q_UNUSED(environment);
    return {};
#endif
}

}  // namespace folio::cli

#include "recovery.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>

#include "autosave.h"
#include "inusemark.h"
#include "projectfile.h"

namespace folio {

QList<PendingRecovery> pendingRecoveries(const QStringList& recentProjects) {
    InUseMark::removeStaleMarks();
    QList<PendingRecovery> found;
    QStringList seen;
    for (const QString& project : recentProjects) {
        const QString copy = Autosave::pendingRecoveryFor(project);
        // A copy that a running window still writes is its work in progress, not a crash's leftover.
        if (copy.isEmpty() || seen.contains(copy) || InUseMark::isInUse(copy)) continue;
        seen << copy;
        found.append({copy, project, QFileInfo(copy).lastModified()});
    }
    // Copies in the data folder: untitled ones, and those of projects in read-only folders,
    // which name their project inside.
    const QDir folder(Autosave::recoveryFolder());
    for (const QFileInfo& info : folder.entryInfoList({QStringLiteral("*.folio"), QStringLiteral("*.folio.autosave")}, QDir::Files)) {
        const QString copy = info.absoluteFilePath();
        if (seen.contains(copy) || InUseMark::isInUse(copy)) continue;
        QString error;
        const std::optional<LoadedProject> loaded = loadProjectFile(copy, &error);
        if (!loaded) continue;  // not ours to judge: left for the user to look at
        const QString project = loaded->recoveryOf;
        // A project saved since the copy was written has nothing to restore from it.
        if (!project.isEmpty() && QFileInfo::exists(project) && QFileInfo(project).lastModified() > info.lastModified())
            continue;
        seen << copy;
        found.append({copy, project, info.lastModified()});
    }
    std::sort(found.begin(), found.end(),
              [](const PendingRecovery& a, const PendingRecovery& b) { return a.savedAt > b.savedAt; });
    return found;
}

}  // namespace folio

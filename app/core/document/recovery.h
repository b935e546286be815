// What a start after a crash can offer back: autosave copies newer than their project (the
// recent projects'), and copies of untitled projects left in the data folder's "recovery/".
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace folio {

struct PendingRecovery {
    QString recoveryFile;  // the autosave copy
    QString projectPath;   // the project it belongs to; empty for an untitled one
    QDateTime savedAt;     // when the copy was written
};

// Newest first. `recentProjects` are the projects whose copies are looked for beside them.
QList<PendingRecovery> pendingRecoveries(const QStringList& recentProjects);

}  // namespace folio

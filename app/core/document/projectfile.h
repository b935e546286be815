// Reading and writing .folio project files (format: docs/PROJECT_FORMAT.md). A JSON manifest with
// a format version; page images are referenced by path (relative to the project file when they
// sit beside it), never copied. Writes are atomic (QSaveFile): a failed save leaves the previous
// file intact. Functions are reentrant: call them from any thread with a snapshot.
#pragma once

#include "project.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace folio {

constexpr int kProjectFormatVersion = 2;

struct LoadedProject {
    ProjectSnapshot snapshot;
    int formatVersion = kProjectFormatVersion;
    QString recoveryOf;  // set in autosave recovery files: the project they belong to (may be empty)
};

// JSON for a snapshot; paths are written relative to `projectDir` where possible.
QByteArray projectToJson(const ProjectSnapshot& snapshot, const QString& projectDir, const QString& recoveryOf = {});

// Parses a project; on failure returns nullopt and sets *error to a sentence naming `fileName`
// and, where it applies, the page and field.
std::optional<LoadedProject> projectFromJson(const QByteArray& json, const QString& fileName, const QString& projectDir,
                                             QString* error);

// Atomic write of `snapshot` to `filePath`. False and *error (naming the file) on failure.
bool saveProjectFile(const ProjectSnapshot& snapshot, const QString& filePath, QString* error,
                     const QString& recoveryOf = {});

std::optional<LoadedProject> loadProjectFile(const QString& filePath, QString* error);

}  // namespace folio

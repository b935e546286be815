// File names that are not valid UTF-8 (Latin-1 names from old SMB/NFS archives): Qt decodes
// them lossily (U+FFFD), so they can be neither listed nor opened under the decoded name and
// would be left out without a word. These functions find them from the raw bytes, so that every
// run names them.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace folio::cli {

// What a run says of such a name.
QString undecodableNameReason();

// A name's bytes as text that tells them apart: valid UTF-8 as itself (a backslash doubled,
// line breaks as \n and \r), each other byte as \xHH: "caf\xE9.png".
QString escapedFileName(const QByteArray& name);

// The entries under `folder` (searched recursively, hidden ones left out, links followed as
// expandImportPaths follows them) whose own name is not valid UTF-8, as the folder's path and
// the escaped name, sorted. A folder of such a name is listed, not searched.
QStringList undecodableEntries(const QString& folder);

// Whether an argument that names nothing was decoded from bytes that are not UTF-8.
bool looksUndecodable(const QString& argument);

}  // namespace folio::cli

// Writing a whole file so that a reader sees the old content or the new one, never a part:
// a temporary file beside the target, every write and the final sync checked, then a rename.
// A full disk or a failed write leaves the previous file as it was and says why.
#pragma once

#include <QByteArray>
#include <QString>

namespace folio {

// Replaces (or creates) `path` with `data`. On failure returns false and sets *error to
// "Cannot write “PATH”: OS ERROR" (e.g. "No space left on device"). Any thread.
bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error);

}  // namespace folio

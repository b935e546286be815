// What the folio executable checks before it starts the desktop app, which on a machine without
// a display would abort in Qt's platform plugin (SIGABRT) instead of saying why.
#pragma once

#include <QProcessEnvironment>
#include <QString>

namespace folio::cli {

// "unknown verb 'serv' (did you mean serve?)" when the first argument looks like a mistyped
// verb (no path separator, no extension, not an option) and names no existing file or folder;
// empty otherwise.
QString unknownVerbMessage(const QString& firstArgument);

// Why the desktop app has no display to open its window on (Linux: neither DISPLAY nor
// WAYLAND_DISPLAY, and no QT_QPA_PLATFORM chosen); empty when it has one.
QString missingDisplayMessage(const QProcessEnvironment& environment);

}  // namespace folio::cli

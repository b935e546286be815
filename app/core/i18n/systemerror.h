// The operating system's reason for a failed file operation in the interface's language. Qt
// passes on the C library's text ("No space left on device"), which follows the process's
// locale, not the language chosen in Folio: a German window said "Read-only file system".
#pragma once

#include <QString>

namespace folio {

// `reason` as Qt gave it; the reasons users meet when saving (a full disk, a read-only or
// missing folder, no permission, a quota, a damaged disk) in the interface's language, any other
// as it is.
QString localizedSystemError(const QString& reason);

}  // namespace folio

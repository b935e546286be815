// The output folder of `folio ocr` and `folio watch`, made and proved writable before any page is
// recognised: a read-only disk, a file in the way or a missing permission is said at once, with
// its reason, not after every page of a batch was recognised for nothing.
#pragma once

#include <QString>

namespace folio::cli {

// Makes `folder` (and its parents) and writes and removes a file in it. On failure *error names
// the folder and says why.
bool prepareOutputFolder(const QString& folder, QString* error);

}  // namespace folio::cli

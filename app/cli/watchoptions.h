// The arguments of `folio watch IN OUT [ocr options]`: the folders, how long a file must stay
// unchanged before it is read, how often the folder is searched again, and `folio ocr`'s own
// recognition and output options.
#pragma once

#include <optional>

#include "cli/ocroptions.h"

namespace folio::cli {

struct WatchOptions {
    QString inputDir;
    OcrOptions ocr;               // ocr.outputDir is OUT; ocr.inputs is empty (files come as they appear)
    int settleMs = 2000;          // a file's size and modification time unchanged this long: finished writing
    int rescanMs = 10000;         // full search of IN besides the file-system notifications
    int retryMs = 30000;          // first wait before a file that failed for a passing reason is tried again
};

// Parses argv after "watch". nullopt with *error (usage error), or with *helpText for --help.
std::optional<WatchOptions> parseWatchArguments(const QStringList& arguments, QString* error, QString* helpText);

}  // namespace folio::cli

// Exit codes of the folio command-line verbs, distinct so scripts can tell what went wrong.
#pragma once

namespace folio::cli {

enum ExitCode : int {
    kExitOk = 0,
    kExitUsage = 2,    // bad arguments
    kExitInput = 3,    // an input file is missing, unreadable, or not an image/PDF
    kExitBackend = 4,  // the engine or the remote server failed (model, network, a page)
};

}  // namespace folio::cli

// Exit codes of the folio command-line verbs, distinct so scripts can tell what went wrong.
// `folio ocr --help` lists them for users.
#pragma once

namespace folio::cli {

enum ExitCode : int {
    kExitOk = 0,
    kExitUsage = 2,    // bad arguments
    kExitInput = 3,    // no input could be read (missing, unreadable, not an image/PDF, no page selected)
    kExitBackend = 4,  // the engine or the remote server failed (model, network, a page)
    kExitPartial = 5,  // some files or pages could not be read; everything else was written
    kExitOutput = 6,   // an output file could not be written (disk full, permissions); the old one is intact
};

}  // namespace folio::cli

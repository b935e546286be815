// `--quiet`: Qt's own warnings and notes ("libpng warning: ...", "QIODevice::read ... device not
// open") are not printed; the run still names every file and page that fails in its own words.
#pragma once

namespace folio::cli {

// Drops Qt's debug, info and warning messages from here on; critical and fatal ones still go
// to the handler that was there.
void silenceQtWarnings();

}  // namespace folio::cli

// The folio executable's command-line verbs (`folio ocr`, `folio serve`), which need no display.
#pragma once

namespace folio::cli {

// True when argv[1] names a command-line verb rather than files for the GUI.
bool isVerb(int argc, char** argv);
// Runs the verb; returns the process exit code.
int runVerb(int argc, char** argv);

}  // namespace folio::cli

#include "cli.h"

#include <cstdio>
#include <cstring>

namespace folio::cli {

bool isVerb(int argc, char** argv) {
    return argc > 1 && (!std::strcmp(argv[1], "ocr") || !std::strcmp(argv[1], "serve"));
}

int runVerb(int argc, char** argv) {
    std::fprintf(stderr, "folio: '%s' is not available in this build yet\n", argv[1]);
    return 2;
}

}  // namespace folio::cli

// folio-engine: the engine's Qt-free command-line tool (runs on machines without Qt).
#include <cstdio>
#include <cstring>
#include <string>

#include "folio/engine/engine.h"

namespace {

int usage(FILE* out) {
    std::fprintf(out,
                 "usage: folio-engine <verb> [options]\n"
                 "verbs:\n"
                 "  version     print the engine version\n"
                 "  devices     list the devices this build can use\n");
    return out == stdout ? 0 : 2;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usage(stderr);
    const std::string verb = argv[1];
    if (verb == "--help" || verb == "-h" || verb == "help") return usage(stdout);
    if (verb == "version" || verb == "--version") {
        std::printf("folio-engine %s\n", folio::engine::version().c_str());
        return 0;
    }
    std::fprintf(stderr, "folio-engine: unknown verb '%s'\n", verb.c_str());
    return usage(stderr);
}

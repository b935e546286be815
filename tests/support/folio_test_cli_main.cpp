// folio-test-cli: folio-cli's verbs with the echo backend added, for tests that need a backend
// without a model: `folio-test-cli ocr|serve --backend echo [--echo-delay-ms MS] ...`.
// --echo-delay-ms (the pause between streamed words, default 0) is taken out here before the
// verb parses its options.
#include <QCoreApplication>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "cli/backendfactory.h"
#include "cli/cli.h"
#include "echobackend.h"

int main(int argc, char** argv) {
    QCoreApplication::setOrganizationName("Folio");
    QCoreApplication::setApplicationName("folio");
    QCoreApplication::setApplicationVersion(FOLIO_VERSION);

    int wordDelayMs = 0;
    std::vector<char*> args;
    for (int i = 0; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--echo-delay-ms") && i + 1 < argc) {
            wordDelayMs = std::atoi(argv[++i]);
            continue;
        }
        args.push_back(argv[i]);
    }
    args.push_back(nullptr);
    folio::cli::addBackend(QStringLiteral("echo"),
                           {QStringLiteral("folio-echo"), [wordDelayMs] {
                                return std::make_unique<folio::remote::EchoBackend>(wordDelayMs);
                            }});
    const int count = int(args.size()) - 1;
    if (folio::cli::isVerb(count, args.data())) return folio::cli::runVerb(count, args.data());
    std::fprintf(stderr, "Usage: folio-test-cli ocr|serve --backend echo [--echo-delay-ms MS] [options]\n");
    return 2;
}

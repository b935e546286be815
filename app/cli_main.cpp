// folio-cli: the command-line verbs (`ocr`, `watch`, `serve`) without the desktop app, for servers and
// batch machines; it links neither Qt Widgets nor WebEngine nor Hunspell.
#include <QCoreApplication>
#include <cstdio>
#include <cstring>

#include "cli/cli.h"
#include "cli/launchchecks.h"
#include "verbhelp.h"

int main(int argc, char** argv) {
    QCoreApplication::setOrganizationName("Folio");
    QCoreApplication::setApplicationName("folio");
    QCoreApplication::setApplicationVersion(FOLIO_VERSION);

    if (folio::cli::isVerb(argc, argv)) return folio::cli::runVerb(argc, argv);

    QCoreApplication app(argc, argv);
    const bool help = argc > 1 && (!std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h"));
    if (argc > 1 && (!std::strcmp(argv[1], "--version") || !std::strcmp(argv[1], "-v"))) {
        std::printf("folio-cli %s\n", FOLIO_VERSION);
        return 0;
    }
    if (const QString unknown = argc > 1 && !help ? folio::cli::unknownVerbMessage(QString::fromLocal8Bit(argv[1])) : QString();
        !unknown.isEmpty())
        std::fprintf(stderr, "folio-cli: %s\n", qUtf8Printable(unknown));
    std::fprintf(help ? stdout : stderr, "Usage: folio-cli ocr|watch|serve [options]\n\n%s\n",
                 qPrintable(folio::verbHelp(QStringLiteral("folio-cli"))));
    return help ? 0 : 2;  // 2: a usage error, as the verbs report theirs
}

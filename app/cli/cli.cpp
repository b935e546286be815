#include "cli/cli.h"

#include <QCoreApplication>
#include <cstring>

#include "cli/ocrverb.h"
#include "cli/serveverb.h"
#include "cli/watchverb.h"

namespace folio::cli {

bool isVerb(int argc, char** argv) {
    return argc > 1 && (!std::strcmp(argv[1], "ocr") || !std::strcmp(argv[1], "serve") || !std::strcmp(argv[1], "watch"));
}

int runVerb(int argc, char** argv) {
    QCoreApplication app(argc, argv);  // no display needed: QImage and Poppler work without one
    const QStringList arguments = app.arguments().mid(2);
    if (!std::strcmp(argv[1], "serve")) return runServe(arguments);
    if (!std::strcmp(argv[1], "watch")) return runWatch(arguments);
    return runOcr(arguments);
}

}  // namespace folio::cli

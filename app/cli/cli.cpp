#include "cli/cli.h"

#include <QCoreApplication>
#include <cstring>

#include "cli/ocrverb.h"
#include "cli/serveverb.h"

namespace folio::cli {

bool isVerb(int argc, char** argv) {
    return argc > 1 && (!std::strcmp(argv[1], "ocr") || !std::strcmp(argv[1], "serve"));
}

int runVerb(int argc, char** argv) {
    QCoreApplication app(argc, argv);  // no display needed: QImage and Poppler work without one
    const QStringList arguments = app.arguments().mid(2);
    if (!std::strcmp(argv[1], "serve")) return runServe(arguments);
    return runOcr(arguments);
}

}  // namespace folio::cli

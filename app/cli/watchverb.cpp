#include "cli/watchverb.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <cstdio>

#include "cli/backendfactory.h"
#include "cli/exitcodes.h"
#include "process/terminationsignals.h"
#include "cli/watchoptions.h"
#include "cli/watchrun.h"

namespace folio::cli {

int runWatch(const QStringList& arguments) {
    QString error;
    QString help;
    const std::optional<WatchOptions> options = parseWatchArguments(arguments, &error, &help);
    if (!options) {
        if (!help.isEmpty()) {
            std::fputs(qUtf8Printable(help), stdout);
            return kExitOk;
        }
        std::fprintf(stderr, "folio watch: %s\n(see folio watch --help)\n", qUtf8Printable(error));
        return kExitUsage;
    }
    const OcrOptions& ocr = options->ocr;
    if (formatNeedsPandoc(ocr.format) && QStandardPaths::findExecutable(QStringLiteral("pandoc")).isEmpty()) {
        std::fprintf(stderr, "folio watch: --format %s needs pandoc, which is not installed\n",
                     qUtf8Printable(formatExtension(ocr.format)));
        return kExitUsage;
    }
    if (ocr.modelFromDesktop)
        std::fprintf(stderr, "folio watch: the model chosen in the desktop app: %s (--model DIR picks another)\n",
                     qUtf8Printable(ocr.modelDir));
    const BackendChoice choice = backendChoice(ocr);
    // A model that cannot be loaded ends the watch: every file would fail the same way.
    std::unique_ptr<OcrBackend> backend = makeBackend(choice, [](const QString& reason) {
        std::fprintf(stderr, "folio watch: %s\n", qUtf8Printable(reason));
        QCoreApplication::exit(kExitBackend);
    }, &error);
    if (!backend) {
        std::fprintf(stderr, "folio watch: %s\n", qUtf8Printable(error));
        return kExitBackend;
    }
    whenEngineLoaded(backend.get(), qApp, [](const EngineRunning& running) {
        std::fprintf(stderr, "folio watch: the engine runs on %s\n", qUtf8Printable(LocalEngineBackend::describeRunning(running)));
    });
    WatchRun watch(*options, backend.get());
    QObject::connect(&watch, &WatchRun::stopped, qApp, [] { QCoreApplication::exit(kExitOk); });
    if (!watchTerminationSignals(&watch, [&watch] { watch.stop(); }))
        std::fprintf(stderr, "folio watch: warning: cannot watch SIGTERM; it will end the watch abruptly\n");
    if (!watch.start(&error)) {
        std::fprintf(stderr, "folio watch: %s\n", qUtf8Printable(error));
        return kExitOutput;
    }
    return QCoreApplication::exec();
}

}  // namespace folio::cli

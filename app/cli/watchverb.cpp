#include "cli/watchverb.h"

#include <QCoreApplication>
#include <QDir>
#include <QLockFile>
#include <QSysInfo>
#include <QStandardPaths>
#include <cstdio>

#include "cli/backendfactory.h"
#include "cli/exitcodes.h"
#include "cli/quietqtmessages.h"
#include "cli/outputfolder.h"
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
    if (ocr.quiet) silenceQtWarnings();
    if (formatNeedsPandoc(ocr.format) && QStandardPaths::findExecutable(QStringLiteral("pandoc")).isEmpty()) {
        std::fprintf(stderr, "folio watch: --format %s needs pandoc, which is not installed\n",
                     qUtf8Printable(formatExtension(ocr.format)));
        return kExitUsage;
    }
    if (ocr.modelFromDesktop)
        std::fprintf(stderr, "folio watch: the model chosen in the desktop app: %s (--model DIR picks another)\n",
                     qUtf8Printable(ocr.modelDir));
    // A --model that is no model folder is a usage error (exit 2), as for folio ocr.
    if (const QString problem = localEngineSetupProblem(backendChoice(ocr)); !problem.isEmpty()) {
        std::fprintf(stderr, "folio watch: %s\n(see folio watch --help)\n", qUtf8Printable(problem));
        return kExitUsage;
    }
    // One watch per OUT: two would both do every file. Taken before the model loads.
    if (!prepareOutputFolder(ocr.outputDir, &error)) {
        std::fprintf(stderr, "folio watch: %s\n", qUtf8Printable(error));
        return kExitOutput;
    }
    QLockFile lock(QDir(ocr.outputDir).filePath(QStringLiteral(".folio-watch.lock")));
    lock.setStaleLockTime(0);  // a watch runs for days: only a dead process's lock is stale
    if (!lock.tryLock(0)) {
        qint64 pid = 0;
        QString host, application;
        if (lock.error() == QLockFile::LockFailedError && lock.getLockInfo(&pid, &host, &application)) {
            const bool here = host == QSysInfo::machineHostName();
            std::fprintf(stderr, "folio watch: %s is already watched by process %lld%s; stop that one first\n",
                         qUtf8Printable(ocr.outputDir), static_cast<long long>(pid),
                         here ? "" : qUtf8Printable(QStringLiteral(" on %1").arg(host)));
            return kExitUsage;
        }
        std::fprintf(stderr, "folio watch: %s: cannot take the lock that keeps a second watch out (%s)\n",
                     qUtf8Printable(lock.fileName()),
                     lock.error() == QLockFile::PermissionError ? "permission denied" : "unknown error");
        return kExitOutput;
    }
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

#include "cli/ocrverb.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <cstdio>

#include "cli/backendfactory.h"
#include "cli/exitcodes.h"
#include "cli/quietqtmessages.h"
#include "cli/inputdocuments.h"
#include "cli/ocroptions.h"
#include "cli/ocrrun.h"
#include "cli/outputfolder.h"
#include "cli/resumestore.h"

namespace folio::cli {

int runOcr(const QStringList& arguments) {
    QString error;
    QString help;
    const std::optional<OcrOptions> options = parseOcrArguments(arguments, &error, &help);
    if (!options) {
        if (!help.isEmpty()) {
            std::fputs(qUtf8Printable(help), stdout);
            return kExitOk;
        }
        std::fprintf(stderr, "folio ocr: %s\n(see folio ocr --help)\n", qUtf8Printable(error));
        return kExitUsage;
    }
    if (options->quiet) silenceQtWarnings();
    if (formatNeedsPandoc(options->format) && QStandardPaths::findExecutable(QStringLiteral("pandoc")).isEmpty()) {
        // Said before any page is recognised, not after an hour of work.
        std::fprintf(stderr, "folio ocr: --format %s needs pandoc, which is not installed\n",
                     qUtf8Printable(formatExtension(options->format)));
        return kExitUsage;
    }
    // Said before any input is opened: a setup error, not an engine failure to retry.
    if (const QString problem = localEngineSetupProblem(backendChoice(*options)); !problem.isEmpty()) {
        std::fprintf(stderr, "folio ocr: %s\n(see folio ocr --help)\n", qUtf8Printable(problem));
        return kExitUsage;
    }
    if (options->modelFromDesktop && !options->quiet && !options->json)
        std::fprintf(stderr, "folio ocr: the model chosen in the desktop app: %s (--model DIR picks another)\n",
                     qUtf8Printable(options->modelDir));
    ProgressReporter progress(ProgressReporter::chooseMode(options->json, options->quiet));
    const InputScan scan = scanInputs(options->inputs, importOptions(*options), ResumeStore(options->outputDir).earlierOutputs());
    if (scan.documents.isEmpty()) {  // nothing to do: no backend (or model) is needed
        for (const InputFailure& failure : scan.failures) progress.inputFailed(failure.path, failure.error);
        progress.end(kExitInput);
        return kExitInput;
    }

    if (!prepareOutputFolder(options->outputDir, &error)) {  // before the model is loaded
        for (const InputFailure& failure : scan.failures) progress.inputFailed(failure.path, failure.error);
        progress.problem(error);
        progress.end(kExitOutput);
        return kExitOutput;
    }

    const BackendChoice choice = backendChoice(*options);
    OcrRun* run = nullptr;
    std::unique_ptr<OcrBackend> backend = makeBackend(choice, [&run](const QString& reason) {
        if (run) run->abort(reason);
    }, &error);
    if (!backend) {
        progress.problem(error);
        progress.end(kExitBackend);
        return kExitBackend;
    }
    whenEngineLoaded(backend.get(), qApp, [&progress](const EngineRunning& running) { progress.engineLoaded(running); });
    OcrRun ocr(*options, backend.get(), &progress);
    run = &ocr;
    int exitCode = -1;
    QObject::connect(&ocr, &OcrRun::done, qApp, [&exitCode](int code) {
        exitCode = code;
        QCoreApplication::exit(code);
    });
    ocr.start(scan.documents, scan.failures);
    if (exitCode < 0) QCoreApplication::exec();
    return exitCode;
}

}  // namespace folio::cli

// folio: the desktop app, and the command-line verbs (`folio ocr`, `folio serve`) that
// folio-cli also runs without the widgets. `folio --help` and `folio --version` work without
// a display.
#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <cstdio>
#include <cstring>

#include "cli/cli.h"
#include "cli/launchchecks.h"
#include "guistartup.h"
#include "process/terminationsignals.h"
#include "settings/settings.h"
#include "verbhelp.h"
#include "window/mainwindow.h"

namespace {

bool wantsHeadlessInfo(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const char* a = argv[i];
        if (!std::strcmp(a, "--help") || !std::strcmp(a, "-h") || !std::strcmp(a, "--version") ||
            !std::strcmp(a, "-v"))
            return true;
    }
    return false;
}

void describe(QCommandLineParser& parser) {
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Folio: turn scans and PDFs into Markdown and Word with LightOnOCR.") +
        "\n\n" + folio::verbHelp(QStringLiteral("folio")));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        "files", QCoreApplication::translate("main", "Images or PDFs to open."), "[files...]");
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication::setOrganizationName("Folio");
    QCoreApplication::setApplicationName("folio");
    QCoreApplication::setApplicationVersion(FOLIO_VERSION);

    if (folio::cli::isVerb(argc, argv)) return folio::cli::runVerb(argc, argv);

    if (wantsHeadlessInfo(argc, argv)) {
        QCoreApplication app(argc, argv);
        QCommandLineParser parser;
        describe(parser);
        parser.process(app);  // prints help/version and exits
        return 0;
    }

    // Without these checks Qt's platform plugin aborts (SIGABRT) on a machine with no display.
    if (argc > 1) {
        if (const QString unknown = folio::cli::unknownVerbMessage(QString::fromLocal8Bit(argv[1])); !unknown.isEmpty()) {
            std::fprintf(stderr, "folio: %s\n(see folio --help)\n", qUtf8Printable(unknown));
            return 2;  // a usage error, as the verbs report theirs
        }
    }
    if (const QString missing = folio::cli::missingDisplayMessage(QProcessEnvironment::systemEnvironment()); !missing.isEmpty()) {
        std::fprintf(stderr, "folio: %s\n", qUtf8Printable(missing));
        return 1;
    }
    folio::prepareGuiProcess();
    QApplication app(argc, argv);
    folio::Settings settings;  // the window's too
    folio::setUpGuiApplication(settings);
    QCommandLineParser parser;
    describe(parser);
    parser.process(app);

    folio::MainWindow window(nullptr, &settings);
    folio::watchTerminationSignals(&app, &folio::MainWindow::keepAllWorkAndExit);
    window.show();
    // A crash copy newer than what is on disk is offered back before anything else opens.
    window.startWith(parser.positionalArguments());
    return app.exec();
}

// folio: the desktop app. `folio --help` and `folio --version` work without a display.
#include <unistd.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QIcon>
#include <QTimer>
#include <cstdio>
#include <cstring>

#include "cli/cli.h"
#include "document/project.h"
#include "i18n/interface_language.h"
#include "pageview/pageview.h"
#include "settings/settings.h"
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
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Folio: turn scans and PDFs into Markdown and Word with LightOnOCR."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        "files", QCoreApplication::translate("main", "Images or PDFs to open."), "[files...]");
    // Hooks for tools/screenshots.sh: stage a state, save the window as a PNG, quit.
    QCommandLineOption screenshot(
        "screenshot", "Save the window to FILE once the files are open, then quit.", "file");
    screenshot.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption region("region", "Add a region x,y,w,h (page pixels) to the first page.",
                              "rect");
    region.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption text("page-text", "Show this Markdown file as the first page's text.",
                            "file");
    text.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption recognize("recognize",
                                 "Start recognizing every page once the files are open.");
    recognize.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption delay("screenshot-delay", "Milliseconds between staging and the screenshot.",
                             "ms", "2500");
    delay.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({screenshot, region, text, recognize, delay});
}

// Applies the staging options once the files are imported, then saves and quits.
void stageScreenshot(folio::MainWindow& window, const QCommandLineParser& parser) {
    QObject::connect(&window, &folio::MainWindow::importFinished, &window, [&window, &parser] {
        folio::Project* project = window.project();
        if (!project->pages().isEmpty()) {
            const QUuid page = project->pages().first().id;
            for (const QString& spec : parser.values("region")) {
                const QStringList v = spec.split(',');
                if (v.size() == 4)
                    project->addRegion(
                        page, QRect(v[0].toInt(), v[1].toInt(), v[2].toInt(), v[3].toInt()));
            }
            if (parser.isSet("page-text")) {
                QFile file(parser.value("page-text"));
                if (file.open(QIODevice::ReadOnly)) {
                    const QString markdown = QString::fromUtf8(file.readAll());
                    project->setRawText(page, markdown);
                    project->setEditedText(page, markdown);
                    project->setState(page, folio::PageState::Done);
                }
            }
            if (!project->page(page)->regions.isEmpty())
                window.pageView()->selectRegion(project->page(page)->regions.last().id);
        }
        if (parser.isSet("recognize")) window.recognizeAllPages();
        // Give the preview (a web view) time to typeset before the picture is taken.
        QTimer::singleShot(parser.value("screenshot-delay").toInt(), &window, [&window, &parser] {
            const bool saved = window.grab().save(parser.value("screenshot"));
            std::fprintf(stderr, "folio: screenshot %s %s\n",
                         qPrintable(parser.value("screenshot")), saved ? "saved" : "FAILED");
            QCoreApplication::exit(saved ? 0 : 1);
        });
    });
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

    // The preview is a QWebEngineView: it needs shared GL contexts, and Chromium refuses to run
    // its sandbox as root (containers), where it must be switched off explicitly.
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    if (geteuid() == 0 && qEnvironmentVariableIsEmpty("QTWEBENGINE_DISABLE_SANDBOX"))
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    QApplication app(argc, argv);
    folio::Settings settings;  // the window's too
    folio::installUiTranslation(folio::chooseUiLanguage(settings.interfaceLanguage()));
    QApplication::setApplicationDisplayName("Folio");
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/folio/folio.svg")));
    QCommandLineParser parser;
    describe(parser);
    parser.process(app);

    folio::MainWindow window(nullptr, &settings);
    if (parser.isSet("screenshot")) stageScreenshot(window, parser);
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openFiles(parser.positionalArguments());
    else if (parser.isSet("screenshot"))
        QMetaObject::invokeMethod(&window, &folio::MainWindow::importFinished,
                                  Qt::QueuedConnection);
    return app.exec();
}

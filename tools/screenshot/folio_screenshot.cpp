// folio-screenshot: the desktop app's window in a staged state, saved as a PNG (tools/screenshots.sh
// runs it under Xvfb for docs/screenshots/).
//   folio-screenshot --out FILE [FILES...] [--region x,y,w,h]... [--page-text FILE.md]
//                    [--low-confidence WORD]... [--next-low-confidence N] [--recognize] [--delay MS]
//                    [--size WIDTHxHEIGHT]
#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QTimer>
#include <cstdio>

#include "document/project.h"
#include "editor/resulteditor.h"
#include "guistartup.h"
#include "layout/groundingparser.h"
#include "pageview/pageview.h"
#include "settings/settings.h"
#include "window/mainwindow.h"

namespace {

// Applies the staging options once the files are imported, then saves and quits.
void stage(folio::MainWindow& window, const QCommandLineParser& parser) {
    QObject::connect(&window, &folio::MainWindow::importFinished, &window, [&window, &parser] {
        folio::Project* project = window.project();
        if (!project->pages().isEmpty()) {
            const QUuid page = project->pages().first().id;
            for (const QString& spec : parser.values("region")) {
                const QStringList v = spec.split(',');
                if (v.size() == 4)
                    project->addRegion(page, QRect(v[0].toInt(), v[1].toInt(), v[2].toInt(), v[3].toInt()));
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
            // Marks as a recognition whose tokens had a low probability leaves them.
            QList<folio::ConfidenceSpan> spans;
            for (const QString& word : parser.values("low-confidence")) {
                const qsizetype at = project->page(page)->editedText.indexOf(word);
                if (at >= 0) spans.append({at, word.size(), 0.2});
            }
            if (!spans.isEmpty()) project->setLowConfidence(page, folio::spansBelow(spans, 1));
            if (parser.isSet("grounding")) {
                QFile file(parser.value("grounding"));
                if (file.open(QIODevice::ReadOnly)) {
                    const QString output = QString::fromUtf8(file.readAll());
                    const QList<folio::LayoutBlock> layout = folio::parseGrounding(output);
                    project->setRawText(page, output);
                    project->setLayout(page, layout);
                    project->setRecognizedText(page, folio::groundingToMarkdown(layout));
                    project->setState(page, folio::PageState::Done);
                }
            }
            if (parser.isSet("block")) {
                // As a click on the block's box does.
                emit window.pageView()->blockClicked(page, parser.value("block").toInt());
                window.pageView()->highlightBlock(parser.value("block").toInt());
            }
            if (!project->page(page)->regions.isEmpty())
                window.pageView()->selectRegion(project->page(page)->regions.last().id);
        }
        if (parser.isSet("recognize")) window.recognizeAllPages();
        for (int i = 0; i < parser.value("next-low-confidence").toInt(); ++i) window.editor()->selectNextLowConfidence();
        // Give the preview (a web view) time to typeset before the picture is taken.
        QTimer::singleShot(parser.value("delay").toInt(), &window, [&window, &parser] {
            const bool saved = window.grab().save(parser.value("out"));
            std::fprintf(stderr, "folio-screenshot: %s %s\n", qPrintable(parser.value("out")),
                         saved ? "saved" : "FAILED");
            QCoreApplication::exit(saved ? 0 : 1);
        });
    });
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication::setOrganizationName("Folio");
    QCoreApplication::setApplicationName("folio");
    QCoreApplication::setApplicationVersion(FOLIO_VERSION);
    folio::prepareGuiProcess();
    QApplication app(argc, argv);
    folio::Settings settings;
    folio::setUpGuiApplication(settings);

    QCommandLineParser parser;
    parser.setApplicationDescription("Saves Folio's window, staged, as a PNG.");
    parser.addHelpOption();
    parser.addPositionalArgument("files", "Images or PDFs to open.", "[files...]");
    parser.addOptions({
        {"out", "Save the window to FILE once the files are open, then quit.", "file"},
        {"region", "Add a region x,y,w,h (page pixels) to the first page.", "rect"},
        {"page-text", "Show this Markdown file as the first page's text.", "file"},
        {"grounding", "Show this grounding output (LightOnOCR-3) as the first page's layout and text.", "file"},
        {"block", "Pick this layout block of the first page, as a click on its box does.", "index"},
        {"low-confidence", "Mark the first occurrence of this text in the first page as low-confidence.", "text"},
        {"next-low-confidence", "Go this many times to the next low-confidence text, as F8 does.", "count"},
        {"recognize", "Start recognizing every page once the files are open."},
        {"delay", "Milliseconds between staging and the screenshot.", "ms", "2500"},
        {"size", "Resize the window to WIDTHxHEIGHT (a screen of that size, maximized).", "size"},
    });
    parser.process(app);
    if (!parser.isSet("out")) {
        std::fprintf(stderr, "folio-screenshot: --out FILE is required\n");
        return 2;
    }

    folio::MainWindow window(nullptr, &settings);
    stage(window, parser);
    window.show();
    if (parser.isSet("size")) {
        const QStringList size = parser.value("size").split(u'x');
        if (size.size() == 2) window.resize(size[0].toInt(), size[1].toInt());
    }
    if (!parser.positionalArguments().isEmpty())
        window.openFiles(parser.positionalArguments());
    else
        QMetaObject::invokeMethod(&window, &folio::MainWindow::importFinished, Qt::QueuedConnection);
    return app.exec();
}

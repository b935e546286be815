#include "exportcommand.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

#include <algorithm>

#include "document/project.h"
#include "document/suggestedpath.h"
#include "export/exporter.h"
#include "export/regionlayout.h"
#include "import/pageimages.h"

namespace folio {

QString suggestedExportPath(const Project& project, const QString& projectPath) {
    return suggestedFilePath(project, projectPath, QStringLiteral(".md"), QObject::tr("document"));
}

namespace {

// The files an export must never replace: the scans the project's pages are read from, and the
// project file itself.
bool isProjectsOwnFile(const Project& project, const QString& projectPath, const QString& path) {
    const QString target = QFileInfo(path).canonicalFilePath();
    if (target.isEmpty()) return false;  // not there yet
    if (!projectPath.isEmpty() && QFileInfo(projectPath).canonicalFilePath() == target) return true;
    return std::any_of(project.pages().begin(), project.pages().end(), [&target](const Page& page) {
        return QFileInfo(page.source.filePath).canonicalFilePath() == target;
    });
}

// "book.pdf" -> "book-text.pdf": a name beside the refused one that is free.
QString freeNameBeside(const QString& path) {
    const QFileInfo file(path);
    const QString stem = file.absolutePath() + u'/' + file.completeBaseName() + QStringLiteral("-text");
    const QString suffix = file.suffix().isEmpty() ? QString() : u'.' + file.suffix();
    QString candidate = stem + suffix;
    for (int n = 2; QFileInfo::exists(candidate); ++n) candidate = QStringLiteral("%1-%2%3").arg(stem).arg(n).arg(suffix);
    return candidate;
}

bool hasPagesWithoutLayout(const Project& project) {
    return std::any_of(project.pages().begin(), project.pages().end(), [](const Page& p) { return p.layout.isEmpty(); });
}

}  // namespace

QStringList exportFileTypes(const Project& project) {
    // Pages recognized without layout still get a text layer, placed by estimate: the file type
    // says so before the user picks it.
    const bool approximate = hasPagesWithoutLayout(project);
    return {QObject::tr("Markdown (*.md)"),
            QObject::tr("Markdown, one file per page (*.md)"),
            QObject::tr("Word document (*.docx)"),
            QObject::tr("OpenDocument text (*.odt)"),
            QObject::tr("EPUB e-book (*.epub)"),
            QObject::tr("Web page (*.html)"),
            QObject::tr("Plain text (*.txt)"),
            approximate ? QObject::tr("Searchable PDF, text positions approximate (*.pdf)")
                        : QObject::tr("Searchable PDF (*.pdf)"),
            QObject::tr("hOCR (*.hocr)"),
            QObject::tr("Layout blocks, JSON (*.json)")};
}

void exportDocument(QMainWindow* window, const Project& project, const PageImages& images,
                    const ExportPrompts& prompts, const QString& projectPath) {
    if (project.pages().isEmpty()) return;
    // A document exported before its pages are read would have silent gaps: say how many.
    const auto unread = std::count_if(project.pages().begin(), project.pages().end(), [](const Page& p) {
        const bool busy = p.state == PageState::Queued || p.state == PageState::Running;
        return busy || (!p.blank && p.editedText.trimmed().isEmpty());
    });
    if (unread > 0) {
        const QString question =
            QObject::tr("%n of the %1 pages have no text yet (not recognized, or still being read): the export "
                        "leaves them empty. Export anyway?", nullptr, int(unread))
                .arg(project.pages().size());
        bool go = false;
        if (prompts.confirmIncomplete) {
            go = prompts.confirmIncomplete(question);
        } else {
            QMessageBox box(QMessageBox::Question, QObject::tr("Export"), question, QMessageBox::NoButton, window);
            QPushButton* anyway = box.addButton(QObject::tr("Export anyway"), QMessageBox::AcceptRole);
            box.setDefaultButton(box.addButton(QMessageBox::Cancel));
            box.exec();
            go = box.clickedButton() == anyway;
        }
        if (!go) return;
    }
    const QStringList types = exportFileTypes(project);
    const QString markdown = types.first();
    QString filter = markdown;
    // The dialog does not ask about replacing a file: that question is asked below, for a
    // chosen path whichever way it was chosen.
    QString suggested = suggestedExportPath(project, projectPath);
    QString path;
    for (;;) {  // until a file the export may write is chosen, or the dialog is cancelled
        path = prompts.chooseFile ? prompts.chooseFile(suggested, &filter)
                                  : QFileDialog::getSaveFileName(window, QObject::tr("Export"), suggested,
                                                                 types.join(QStringLiteral(";;")), &filter,
                                                                 QFileDialog::DontConfirmOverwrite);
        if (path.isEmpty()) return;
        if (QFileInfo(path).suffix().isEmpty()) {
            // "report" with Word chosen is "report.docx": the extension the chosen type shows.
            const qsizetype star = filter.indexOf(QLatin1String("(*."));
            const qsizetype close = filter.indexOf(u')', star);
            if (star >= 0 && close > star) path += filter.mid(star + 2, close - star - 2);
        }
        if (isProjectsOwnFile(project, projectPath, path)) {
            const QString why = QObject::tr("“%1” is a file of this project (its scan, or the project itself): an "
                                            "export never replaces it. Choose another name.")
                                    .arg(QFileInfo(path).fileName());
            if (prompts.refuse)
                prompts.refuse(why);
            else
                QMessageBox::information(window, QObject::tr("Export"), why);
            suggested = freeNameBeside(path);
            // The type of the name typed, or the dialog would give the free name its own again.
            const QString pattern = QStringLiteral("(*.%1)").arg(QFileInfo(path).suffix().toLower());
            for (const QString& type : types)
                if (type.contains(pattern)) {
                    filter = type;
                    break;
                }
            continue;
        }
        if (QFileInfo::exists(path)) {
            const bool replace =
                prompts.confirmOverwrite
                    ? prompts.confirmOverwrite(path)
                    : QMessageBox::question(window, QObject::tr("Export"),
                                            QObject::tr("“%1” already exists. Replace it?").arg(QFileInfo(path).fileName()),
                                            QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;
            if (!replace) {
                suggested = path;
                continue;
            }
        }
        break;
    }
    ExportOptions options;
    const QString suffix = QFileInfo(path).suffix().toLower();
    options.format = suffix == QLatin1String("docx")   ? ExportFormat::Docx
                     : suffix == QLatin1String("odt")  ? ExportFormat::Odt
                     : suffix == QLatin1String("epub") ? ExportFormat::Epub
                     : suffix == QLatin1String("html") ? ExportFormat::Html
                     : suffix == QLatin1String("txt")  ? ExportFormat::PlainText
                     : suffix == QLatin1String("pdf")  ? ExportFormat::SearchablePdf
                     : suffix == QLatin1String("hocr") ? ExportFormat::Hocr
                     : suffix == QLatin1String("json") ? ExportFormat::BlocksJson
                     : filter == types[1]              ? ExportFormat::MarkdownPerPage
                                                       : ExportFormat::Markdown;
    const bool pageShaped = options.format == ExportFormat::SearchablePdf || options.format == ExportFormat::Hocr ||
                            options.format == ExportFormat::BlocksJson;
    if (!pageShaped) options.dropLabels = prompts.dropLabels;
    options.postProcess = prompts.postProcess;
    options.pageMarkers = prompts.pageMarkers;
    options.outputPath = path;
    options.overwrite = true;  // the user was asked above before replacing a file
    options.title = QFileInfo(path).completeBaseName();
    options.language = exportLanguage(project.languages());
    QList<ExportPage> pages = pagesForExport(project);
    for (int i = 0; i < pages.size() && i < project.pages().size(); ++i) {
        const Page& page = project.pages()[i];
        pages[i].loadImage = images.imageLoader(page.id);
        if (pages[i].layout.isEmpty()) pages[i].layout = regionLayout(page, images.size(page.id));
    }
    window->statusBar()->showMessage(
        QObject::tr("Exporting to %1…").arg(QFileInfo(path).fileName()));
    auto* watcher = new QFutureWatcher<ExportResult>(window);
    const bool approximate = hasPagesWithoutLayout(project);
    const bool approximateLayer = approximate && (options.format == ExportFormat::SearchablePdf ||
                                                  options.format == ExportFormat::Hocr);
    QObject::connect(watcher, &QFutureWatcher<ExportResult>::finished, window, [window, watcher, approximateLayer] {
        const ExportResult result = watcher->result();
        watcher->deleteLater();
        if (result.ok) {
            QString message = QObject::tr("Exported %1").arg(result.writtenFiles.join(QStringLiteral(", ")));
            if (approximateLayer)
                message += QObject::tr(" (text positions are approximate on pages recognized without layout)");
            window->statusBar()->showMessage(message, 15000);
            return;
        }
        window->statusBar()->clearMessage();
        auto* box = new QMessageBox(QMessageBox::Warning, QObject::tr("Export failed"),
                                    result.error, QMessageBox::Ok, window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->show();
    });
    watcher->setFuture(exportPagesAsync(pages, options));
}

}  // namespace folio

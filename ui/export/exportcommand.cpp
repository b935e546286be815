#include "exportcommand.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

#include "document/project.h"
#include "export/exporter.h"
#include "import/pageimages.h"

namespace folio {

QString suggestedExportPath(const Project& project, const QString& projectPath) {
    const QString named = !projectPath.isEmpty() ? projectPath
                          : project.pages().isEmpty() ? QString()
                                                      : project.pages().first().source.filePath;
    if (named.isEmpty()) return QObject::tr("document") + QStringLiteral(".md");
    const QFileInfo info(named);
    return info.absolutePath() + u'/' + info.completeBaseName() + QStringLiteral(".md");
}

void exportDocument(QMainWindow* window, const Project& project, const PageImages& images,
                    const ExportPrompts& prompts, const QString& projectPath) {
    if (project.pages().isEmpty()) return;
    const QString markdown = QObject::tr("Markdown (*.md)");
    const QString word = QObject::tr("Word document (*.docx)");
    const QString html = QObject::tr("Web page (*.html)");
    const QString text = QObject::tr("Plain text (*.txt)");
    QString filter = markdown;
    // The dialog does not ask about replacing a file: that question is asked below, for a
    // chosen path whichever way it was chosen.
    const QString suggested = suggestedExportPath(project, projectPath);
    QString path =
        prompts.chooseFile ? prompts.chooseFile(suggested, &filter)
                           : QFileDialog::getSaveFileName(
                                 window, QObject::tr("Export"), suggested,
                                 QStringList{markdown, word, html, text}.join(QStringLiteral(";;")),
                                 &filter, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) {
        // "report" with Word chosen is "report.docx": the extension the chosen type shows.
        const qsizetype star = filter.indexOf(QLatin1String("(*."));
        const qsizetype close = filter.indexOf(u')', star);
        if (star >= 0 && close > star) path += filter.mid(star + 2, close - star - 2);
    }
    if (QFileInfo::exists(path)) {
        const bool replace =
            prompts.confirmOverwrite
                ? prompts.confirmOverwrite(path)
                : QMessageBox::question(window, QObject::tr("Export"),
                                        QObject::tr("“%1” already exists. Replace it?")
                                            .arg(QFileInfo(path).fileName()),
                                        QMessageBox::Yes | QMessageBox::No,
                                        QMessageBox::No) == QMessageBox::Yes;
        if (!replace) return;
    }
    ExportOptions options;
    const QString suffix = QFileInfo(path).suffix().toLower();
    options.format = suffix == QLatin1String("docx") || (suffix.isEmpty() && filter == word)
                         ? ExportFormat::Docx
                     : suffix == QLatin1String("html") || (suffix.isEmpty() && filter == html)
                         ? ExportFormat::Html
                     : suffix == QLatin1String("txt") || (suffix.isEmpty() && filter == text)
                         ? ExportFormat::PlainText
                         : ExportFormat::Markdown;
    options.outputPath = path;
    options.overwrite = true;  // the user was asked above before replacing a file
    options.title = QFileInfo(path).completeBaseName();
    QList<ExportPage> pages = pagesForExport(project);
    for (int i = 0; i < pages.size() && i < project.pages().size(); ++i)
        pages[i].image = images.image(project.pages()[i].id);
    window->statusBar()->showMessage(
        QObject::tr("Exporting to %1…").arg(QFileInfo(path).fileName()));
    auto* watcher = new QFutureWatcher<ExportResult>(window);
    QObject::connect(watcher, &QFutureWatcher<ExportResult>::finished, window, [window, watcher] {
        const ExportResult result = watcher->result();
        watcher->deleteLater();
        if (result.ok) {
            window->statusBar()->showMessage(
                QObject::tr("Exported %1").arg(result.writtenFiles.join(QStringLiteral(", "))),
                10000);
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

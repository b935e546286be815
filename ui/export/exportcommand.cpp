#include "exportcommand.h"

#include <QDir>
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
#include "import/printimage.h"

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

// "Exported /home/ann/notes.md (with 3 figures)": the document first, where the figures cut for
// it would push it out of sight; pages written one file each are counted.
QString exportedMessage(const QStringList& written) {
    QStringList documents;
    int figures = 0;
    for (const QString& path : written) {
        if (QFileInfo(path).dir().dirName().endsWith(QLatin1String("-figures"))) ++figures;
        else documents << QDir::toNativeSeparators(path);
    }
    QString message = documents.size() <= 1
                          ? QObject::tr("Exported %1").arg(documents.value(0))
                          : QObject::tr("Exported %1 and %n more files", nullptr, int(documents.size() - 1))
                                .arg(documents.first());
    if (figures > 0) message += QObject::tr(" (with %n figures)", nullptr, figures);
    return message;
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

namespace {

struct ExportFileType {
    QString label;  // as the dialog lists it, ending in "(*.ext)"
    ExportFormat format;
    QString extension() const {
        const qsizetype star = label.lastIndexOf(QLatin1String("(*."));
        return label.mid(star + 3, label.size() - star - 4);
    }
};

QList<ExportFileType> exportFileTypeList(const Project& project) {
    // Pages recognized without layout still get a text layer, placed by estimate: the file type
    // says so before the user picks it.
    const bool approximate = hasPagesWithoutLayout(project);
    return {{QObject::tr("Markdown (*.md)"), ExportFormat::Markdown},
            {QObject::tr("Markdown, one file per page (*.md)"), ExportFormat::MarkdownPerPage},
            {QObject::tr("Word document (*.docx)"), ExportFormat::Docx},
            {QObject::tr("OpenDocument text (*.odt)"), ExportFormat::Odt},
            {QObject::tr("EPUB e-book (*.epub)"), ExportFormat::Epub},
            {QObject::tr("Web page (*.html)"), ExportFormat::Html},
            {QObject::tr("Plain text (*.txt)"), ExportFormat::PlainText},
            {approximate ? QObject::tr("Searchable PDF, text positions approximate (*.pdf)")
                         : QObject::tr("Searchable PDF (*.pdf)"),
             ExportFormat::SearchablePdf},
            {QObject::tr("hOCR (*.hocr)"), ExportFormat::Hocr},
            {QObject::tr("Layout blocks, JSON (*.json)"), ExportFormat::BlocksJson}};
}

// The files of an export to `path` that exist already (a file per page: each page's).
QStringList existingTargets(const Project& project, const QString& path, ExportFormat format) {
    ExportOptions options;
    options.format = format;
    options.outputPath = path;
    QStringList existing;
    for (const QString& target : exportTargets(int(project.pages().size()), options))
        if (QFileInfo::exists(target)) existing << target;
    return existing;
}

QString replaceQuestion(const QStringList& existing) {
    if (existing.size() == 1)
        return QObject::tr("“%1” already exists. Replace it?").arg(QFileInfo(existing.first()).fileName());
    QStringList names;
    for (const QString& file : existing.mid(0, 5)) names << QFileInfo(file).fileName();
    if (existing.size() > 5) names << QStringLiteral("…");
    return QObject::tr("%n files of this export already exist (%1). Replace them?", nullptr, int(existing.size()))
        .arg(names.join(QStringLiteral(", ")));
}

// The type a file name asks for by its extension (".htm" and ".markdown" too): the chosen type
// where the name has its extension, else the first type with it; null when none has it.
const ExportFileType* typeNamedBy(const QString& path, const QList<ExportFileType>& types, const QString& chosen) {
    QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("htm") || suffix == QLatin1String("xhtml")) suffix = QStringLiteral("html");
    if (suffix == QLatin1String("markdown")) suffix = QStringLiteral("md");
    const ExportFileType* first = nullptr;
    for (const ExportFileType& type : types) {
        if (type.extension() != suffix) continue;
        if (type.label == chosen) return &type;
        if (!first) first = &type;
    }
    return first;
}

}  // namespace

QStringList exportFileTypes(const Project& project) {
    QStringList labels;
    for (const ExportFileType& type : exportFileTypeList(project)) labels << type.label;
    return labels;
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
    const QList<ExportFileType> types = exportFileTypeList(project);
    const auto last = std::find_if(types.begin(), types.end(), [&prompts](const ExportFileType& t) {
        return prompts.lastFormat && t.format == *prompts.lastFormat;
    });
    const ExportFileType& offered = last == types.end() ? types.first() : *last;
    QString filter = offered.label;
    // The dialog does not ask about replacing a file: that question is asked below, for a
    // chosen path whichever way it was chosen.
    QString suggested = suggestedExportPath(project, projectPath);
    if (suggested.endsWith(QLatin1String(".md"))) suggested = suggested.chopped(3) + u'.' + offered.extension();
    QString path;
    for (;;) {  // until a file the export may write is chosen, or the dialog is cancelled
        path = prompts.chooseFile ? prompts.chooseFile(suggested, &filter)
                                  : QFileDialog::getSaveFileName(window, QObject::tr("Export"), suggested,
                                                                 exportFileTypes(project).join(QStringLiteral(";;")), &filter,
                                                                 QFileDialog::DontConfirmOverwrite);
        if (path.isEmpty()) return;
        // A name's own extension says its type ("report.docx"); any other name gets the chosen
        // type's ("report" or "Report v1.2" with Word chosen is "….docx").
        if (const ExportFileType* named = typeNamedBy(path, types, filter)) {
            filter = named->label;
        } else {
            const auto chosen = std::find_if(types.begin(), types.end(), [&filter](const ExportFileType& t) { return t.label == filter; });
            if (chosen == types.end()) filter = types.first().label;  // a dialog that names no type: Markdown's
            path += u'.' + (chosen == types.end() ? types.first() : *chosen).extension();
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
            continue;
        }
        if (const QStringList existing = existingTargets(project, path, typeNamedBy(path, types, filter)->format);
            !existing.isEmpty()) {
            const bool replace =
                prompts.confirmOverwrite
                    ? prompts.confirmOverwrite(existing)
                    : QMessageBox::question(window, QObject::tr("Export"), replaceQuestion(existing),
                                            QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;
            if (!replace) {
                suggested = path;
                continue;
            }
        }
        break;
    }
    ExportOptions options;
    options.format = typeNamedBy(path, types, filter)->format;
    if (prompts.formatChosen) prompts.formatChosen(options.format);
    const bool pageShaped = options.format == ExportFormat::SearchablePdf || options.format == ExportFormat::Hocr ||
                            options.format == ExportFormat::BlocksJson;
    if (!pageShaped) options.dropLabels = prompts.dropLabels;
    options.postProcess = prompts.postProcess;
    options.pageMarkers = prompts.pageMarkers;
    options.outputPath = path;
    options.overwrite = true;  // the user was asked above before replacing a file
    options.title = QFileInfo(path).completeBaseName();
    QList<ExportPage> pages = pagesForExport(project);
    options.language = exportLanguage(project.languages(), pages);
    for (int i = 0; i < pages.size() && i < project.pages().size(); ++i) {
        const Page& page = project.pages()[i];
        // A page's image (the searchable PDF's and hOCR's page, the figures cut for Word, HTML,
        // e-books) at print resolution, as folio ocr gives it.
        if (options.format != ExportFormat::BlocksJson) {
            pages[i].loadImage = printImageLoader(page, images);
            pages[i].dpi = 0;  // the loader's image says its resolution
        } else {
            pages[i].loadImage = images.imageLoader(page.id);
        }
        if (pages[i].layout.isEmpty()) pages[i].layout = regionLayout(page, images.size(page.id));
    }
    window->statusBar()->showMessage(
        QObject::tr("Exporting to %1…").arg(QFileInfo(path).fileName()));
    auto* watcher = new QFutureWatcher<ExportResult>(window);
    watcher->setObjectName(QLatin1String(kRunningExportName));
    watcher->setProperty("file", QFileInfo(path).fileName());
    const bool approximate = hasPagesWithoutLayout(project);
    const bool approximateLayer = approximate && (options.format == ExportFormat::SearchablePdf ||
                                                  options.format == ExportFormat::Hocr);
    QObject::connect(watcher, &QFutureWatcher<ExportResult>::finished, window, [window, watcher, approximateLayer, options] {
        const ExportResult result = watcher->result();
        watcher->deleteLater();
        if (result.ok) {
            QString message = exportedMessage(result.writtenFiles);
            if (options.format == ExportFormat::MarkdownPerPage)
                if (const QStringList beyond = pageFilesBeyond(int(result.writtenFiles.size()), options); !beyond.isEmpty())
                    message += QStringLiteral("; ") + QObject::tr("left as they were, from an earlier export of more pages: %1")
                                                          .arg(beyond.join(QStringLiteral(", ")));
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

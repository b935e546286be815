#include "exporter.h"

#include <QHash>

#include "document/project.h"
#include "atomicfile.h"
#include "exportwriters.h"
#include "pagemarkers.h"
#include "pagetextlayout.h"
#include "i18n/textlanguage.h"
#include "import/orientation.h"
#include "jobs/backgroundpool.h"

#include <QBuffer>
#include <QDir>
#include <QRegularExpression>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>
#include <QtConcurrent/QtConcurrentRun>

namespace folio {

QList<ExportPage> pagesForExport(const Project& project, const QList<QUuid>& pageIds) {
    QList<ExportPage> pages;
    const QList<Page>& all = project.pages();
    for (int i = 0; i < all.size(); ++i) {
        const Page& p = all[i];
        if (!pageIds.isEmpty() && !pageIds.contains(p.id)) continue;
        ExportPage e;
        e.markdown = p.editedText;
        // A turned page is not its file: a JPEG taken as it is would be the page unturned (a page
        // turned upside down has the file's size), and hOCR would name pixels it does not hold.
        if (!isTurned(p.rotation, p.skew)) e.imagePath = p.source.filePath;
        e.layout = p.layout;
        e.dpi = p.source.renderDpi;
        e.sourceName = QFileInfo(p.source.filePath).fileName();
        e.sourcePage = p.source.pageIndex + 1;
        e.label = QObject::tr("page %1 (%2)").arg(i + 1).arg(e.sourceName);
        pages.append(e);
    }
    return pages;
}

QString exportLanguage(const QStringList& languageHints, const QString& text) {
    const QString hint = languageHints.value(0);
    if (hint.isEmpty())
        if (const QString byText = languageOfText(text); !byText.isEmpty()) return byText;
    const QString name = hint.isEmpty() ? QLocale().bcp47Name() : QLocale(hint).bcp47Name();
    return name.isEmpty() || name == QLatin1String("C") ? QStringLiteral("en") : name;
}

QString exportLanguage(const QStringList& languageHints, const QList<ExportPage>& pages) {
    if (!languageHints.isEmpty()) return exportLanguage(languageHints);
    QString text;  // a sample of every page: a long first page does not outvote the rest
    for (const ExportPage& page : pages) text += page.markdown.left(20'000) + u'\n';
    return exportLanguage(languageHints, text);
}

namespace {
// How a file-per-page export names its files: <stem>-<number, at least 3 digits>.<suffix>.
struct PageFileNames {
    QString folder, stem, suffix;
    int digits = 3;
    PageFileNames(int pageCount, const ExportOptions& options) {
        const QFileInfo info(options.outputPath);
        folder = info.path();
        stem = info.completeBaseName();
        suffix = info.suffix().isEmpty() ? QStringLiteral("md") : info.suffix();
        digits = std::max(3, int(QString::number(pageCount).size()));
    }
    QString fileName(int page) const {
        return QStringLiteral("%1-%2.%3").arg(stem).arg(page, digits, 10, QChar(u'0')).arg(suffix);
    }
};
}  // namespace

QStringList exportTargets(int pageCount, const ExportOptions& options) {
    if (options.format != ExportFormat::MarkdownPerPage) return {options.outputPath};
    const PageFileNames names(pageCount, options);
    QStringList files;
    for (int i = 1; i <= pageCount; ++i) files.append(names.folder + u'/' + names.fileName(i));
    return files;
}

QStringList pageFilesBeyond(int pageCount, const ExportOptions& options) {
    if (options.format != ExportFormat::MarkdownPerPage) return {};
    const PageFileNames names(pageCount, options);
    const QRegularExpression pageFile(QStringLiteral("^%1-(\\d{%2})\\.%3$")
                                          .arg(QRegularExpression::escape(names.stem))
                                          .arg(names.digits)
                                          .arg(QRegularExpression::escape(names.suffix)));
    QStringList beyond;
    for (const QString& name : QDir(names.folder).entryList(QDir::Files, QDir::Name))
        if (const auto m = pageFile.match(name); m.hasMatch() && m.captured(1).toInt() > pageCount) beyond << name;
    return beyond;
}

namespace {
// The page's text, after its source marker when the options ask for page markers.
QString withPageMarker(const ExportPage& page, const QString& text, const ExportOptions& options) {
    if (!options.pageMarkers || page.sourcePage <= 0) return text;
    return pageSourceMarker(page.sourcePage, page.sourceName) + QStringLiteral("\n\n") + text;
}
}  // namespace

bool mayWriteOutput(const QString& path, bool overwrite, QString* error) {
    if (overwrite || !QFileInfo::exists(path)) return true;
    *error = QObject::tr("“%1” already exists; it is replaced only when you confirm overwriting it").arg(path);
    return false;
}

bool writeOutput(const QString& path, const QByteArray& data, bool overwrite, QString* error) {
    return mayWriteOutput(path, overwrite, error) && writeFileAtomically(path, data, error);
}

QString pandocVersion(const QString& pandocPath, QString* error) {
    QProcess pandoc;
    pandoc.start(pandocPath, {QStringLiteral("--version")});
    if (!pandoc.waitForStarted(10000)) {
        *error = QObject::tr("pandoc was not found (“%1” could not be started: %2). Install pandoc to export Word, "
                             "OpenDocument and EPUB files.")
                     .arg(pandocPath, pandoc.errorString());
        return {};
    }
    pandoc.waitForFinished(30000);
    const QString out = QString::fromUtf8(pandoc.readAllStandardOutput());
    if (pandoc.exitCode() != 0 || out.isEmpty()) {
        *error = QObject::tr("“%1 --version” failed: %2").arg(pandocPath, QString::fromUtf8(pandoc.readAllStandardError()));
        return {};
    }
    return out.section(u'\n', 0, 0).trimmed();
}

ExportResult exportPages(const QList<ExportPage>& unprepared, const ExportOptions& options) {
    const QList<ExportPage> pages = prepareLayoutForExport(unprepared, options);
    ExportResult result;
    if (pages.isEmpty()) {
        result.error = QObject::tr("Nothing to export: no pages were selected");
        return result;
    }
    if (options.outputPath.isEmpty()) {
        result.error = QObject::tr("No output file was chosen");
        return result;
    }
    if (!options.overwrite) {
        for (const QString& target : exportTargets(int(pages.size()), options))
            if (QFileInfo::exists(target)) {
                result.error = QObject::tr("“%1” already exists; it is replaced only when you confirm overwriting it")
                                   .arg(target);
                return result;
            }
    }
    switch (options.format) {
    case ExportFormat::Docx:
    case ExportFormat::Odt:
    case ExportFormat::Epub: return exportThroughPandoc(pages, options);
    case ExportFormat::Html: return exportHtml(pages, options);
    case ExportFormat::SearchablePdf: return exportSearchablePdf(pages, options);
    case ExportFormat::Hocr: return exportHocr(pages, options);
    case ExportFormat::BlocksJson: return exportBlocksJson(pages, options);
    case ExportFormat::MarkdownPerPage: {
        // All the page files or none: a set cut short by a full disk would look finished.
        const QStringList targets = exportTargets(int(pages.size()), options);
        AtomicFileSet files;
        for (int i = 0; i < pages.size(); ++i) {
            const QString markdown = withPageMarker(pages[i], markdownForExport(pages[i].markdown, options), options);
            if (!mayWriteOutput(targets[i], options.overwrite, &result.error) ||
                !files.add(targets[i], markdown.toUtf8(), &result.error)) {
                result.error += u'\n' + QObject::tr("None of the %n page files was written.", nullptr, int(targets.size()));
                return result;
            }
        }
        result.writtenFiles = files.commit(&result.error);
        result.ok = result.writtenFiles.size() == targets.size();
        if (!result.ok)
            result.error += u'\n' + QObject::tr("%1 of the %n page files were written.", nullptr, int(targets.size()))
                                         .arg(result.writtenFiles.size());
        return result;
    }
    case ExportFormat::Markdown:
    case ExportFormat::PlainText: {
        const bool text = options.format == ExportFormat::PlainText;
        QStringList parts;
        for (int p = 0; p < pages.size(); ++p) {
            const ExportPage& page = pages[p];
            if (text) {
                parts.append(withPageMarker(page, markdownToPlainText(page.markdown), options));
                continue;
            }
            QString markdown = page.markdown;
            if (options.includeFigures) {
                // Figures go beside the .md, in <name>-figures/, linked relatively.
                const QHash<QString, QImage> figures = cutFigures(page, &result.error);
                if (!result.error.isEmpty()) return result;
                const QFileInfo info(options.outputPath);
                const QString folderName = info.completeBaseName() + QStringLiteral("-figures");
                QHash<QString, QString> files;
                QStringList keys = figures.keys();  // "<block>:<name>", numbered in page order
                std::sort(keys.begin(), keys.end(), [](const QString& a, const QString& b) {
                    return a.section(u':', 0, 0).toInt() < b.section(u':', 0, 0).toInt();
                });
                int number = 0;
                for (const QString& key : keys) {
                    const QString name = QStringLiteral("page-%1-figure-%2.png").arg(p + 1).arg(++number);
                    QByteArray png;
                    QBuffer buffer(&png);
                    buffer.open(QIODevice::WriteOnly);
                    figures.value(key).save(&buffer, "PNG");
                    if (!QDir(info.path()).mkpath(folderName) ||
                        !writeOutput(info.path() + u'/' + folderName + u'/' + name, png, true, &result.error))
                        return result;
                    result.writtenFiles.append(info.path() + u'/' + folderName + u'/' + name);
                    files.insert(key, folderName + u'/' + name);
                }
                markdown = markdownWithFigureFiles(markdown, files);
            }
            parts.append(withPageMarker(page, markdownForExport(markdown, options), options));
        }
        // Plain text separates pages with a form feed, the character printers take as a page end.
        const QString separator = text ? (options.pageBreaks ? QStringLiteral("\n\f\n") : QStringLiteral("\n\n"))
                                       : (options.pageBreaks ? markdownPageBreak() : QStringLiteral("\n\n"));
        const QString all = parts.join(separator) + u'\n';
        if (!writeOutput(options.outputPath, all.toUtf8(), options.overwrite, &result.error)) return result;
        result.writtenFiles.append(options.outputPath);
        result.ok = true;
        return result;
    }
    }
    return result;
}

QFuture<ExportResult> exportPagesAsync(const QList<ExportPage>& pages, const ExportOptions& options) {
    return QtConcurrent::run(backgroundPool(), [pages, options] { return exportPages(pages, options); });
}

}  // namespace folio

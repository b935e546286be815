#include "cli/documentwriter.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "export/atomicfile.h"
#include "export/exporter.h"

namespace folio::cli {

namespace {

bool writeJson(const InputDocument& document, const QList<PageRecord>& pages, const QString& backend,
               const QString& outputPath, QString* error) {
    QJsonArray array;
    for (const PageRecord& page : pages) {
        if (!page.unreadable.isEmpty()) {
            array.append(QJsonObject{{"page", page.page}, {"text", QJsonValue()}, {"error", page.unreadable}});
            continue;
        }
        array.append(QJsonObject{{"page", page.page},
                                 {"text", page.text},
                                 {"truncated", page.outcome == OcrOutcome::Truncated},
                                 {"tokens", page.generatedTokens},
                                 {"seconds", page.seconds}});
    }
    const QByteArray bytes = QJsonDocument(QJsonObject{{"source", document.path}, {"backend", backend}, {"pages", array}}).toJson();
    return writeFileAtomically(outputPath, bytes, error);
}

ExportFormat exportFormat(OutputFormat format) {
    switch (format) {
    case OutputFormat::Docx: return ExportFormat::Docx;
    case OutputFormat::Html: return ExportFormat::Html;
    case OutputFormat::Text: return ExportFormat::PlainText;
    default: return ExportFormat::Markdown;
    }
}

}  // namespace

QString unreadablePlaceholder(const PageRecord& page) {
    return QStringLiteral("**[folio: page %1 is missing: %2]**").arg(page.page).arg(page.unreadable);
}

bool writeDocument(const InputDocument& document, const QList<PageRecord>& pages, OutputFormat format,
                   const QString& outputPath, const QString& backendDescription, QString* error) {
    if (format == OutputFormat::Json) return writeJson(document, pages, backendDescription, outputPath, error);
    const QString name = QFileInfo(document.path).fileName();
    QList<ExportPage> exportPages;
    for (const PageRecord& page : pages) {
        ExportPage out;
        out.markdown = page.unreadable.isEmpty() ? page.text : unreadablePlaceholder(page);
        out.label = QStringLiteral("page %1 (%2)").arg(page.page).arg(name);
        if (!document.pdf && document.pageCount == 1) out.imagePath = document.path;  // figures are cut from it
        exportPages << out;
    }
    ExportOptions options;
    options.format = exportFormat(format);
    options.outputPath = outputPath;
    options.overwrite = true;  // a rerun rewrites what it wrote before
    options.title = QFileInfo(document.path).completeBaseName();
    const ExportResult result = folio::exportPages(exportPages, options);
    if (!result.ok) *error = result.error;
    return result.ok;
}

}  // namespace folio::cli

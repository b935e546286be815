#include "cli/documentwriter.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "export/atomicfile.h"
#include "export/exporter.h"
#include "export/pagemarkers.h"
#include "import/orientation.h"
#include "import/printimage.h"
#include "layout/groundingparser.h"
#include "layout/layoutjson.h"
#include "remote/openaiprotocol.h"

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
        QJsonObject record{{"page", page.page},
                           {"text", page.text},
                           {"truncated", page.outcome == OcrOutcome::Truncated},
                           {"finish_reason", remote::finishReasonName(page.outcome)},
                           {"tokens", page.generatedTokens},
                           {"seconds", page.seconds}};
        if (looksLikeGrounding(page.text)) {
            QJsonArray blocks;
            for (const LayoutBlock& b : parseGrounding(page.text)) blocks.append(layoutBlockToJson(b));
            record["blocks"] = blocks;
        }
        array.append(record);
    }
    const QByteArray bytes = QJsonDocument(QJsonObject{{"source", document.path}, {"backend", backend}, {"pages", array}}).toJson();
    return writeFileAtomically(outputPath, bytes, error);
}

ExportFormat exportFormat(OutputFormat format) {
    switch (format) {
    case OutputFormat::SearchablePdf: return ExportFormat::SearchablePdf;
    case OutputFormat::Hocr: return ExportFormat::Hocr;
    case OutputFormat::Docx: return ExportFormat::Docx;
    case OutputFormat::Odt: return ExportFormat::Odt;
    case OutputFormat::Epub: return ExportFormat::Epub;
    case OutputFormat::Html: return ExportFormat::Html;
    case OutputFormat::Text: return ExportFormat::PlainText;
    default: return ExportFormat::Markdown;
    }
}

}  // namespace

QString unreadablePlaceholder(const PageRecord& page) {
    return QStringLiteral("**[folio: page %1 is missing: %2]**").arg(page.page).arg(page.unreadable);
}

QString cutPageMarker(const PageRecord& page) {
    if (page.outcome == OcrOutcome::Truncated) return tokenLimitPageMarker(page.page);
    if (page.outcome == OcrOutcome::Looped) return loopPageMarker(page.page);
    return {};
}

bool formatCarriesPageImages(OutputFormat format) {
    return format == OutputFormat::SearchablePdf || format == OutputFormat::Hocr;
}

bool writeDocument(const InputDocument& document, const QList<PageRecord>& pages, const OcrOptions& ocr,
                   const ImportOptions& import, const QString& outputPath, const QString& backendDescription,
                   QString* error) {
    if (ocr.format == OutputFormat::Json) return writeJson(document, pages, backendDescription, outputPath, error);
    const bool pageImages = formatCarriesPageImages(ocr.format);
    // The page-shaped formats show the page as it was scanned: PDF pages rendered again at
    // print resolution, a frame of a multi-page TIFF (or a turned image) at its own (the model
    // saw them at its own size).
    ImportOptions print = import;
    print.longestSide = kPrintLongestSide;
    print.maxImageLongestSide = 0;
    const QString name = QFileInfo(document.path).fileName();
    QList<ExportPage> exportPages;
    for (const PageRecord& page : pages) {
        // Not rendered again: a page that hit the time limit would take it a second time, and
        // fail the whole document.
        if (pageImages && !page.unreadable.isEmpty()) continue;
        ExportPage out;
        if (!page.unreadable.isEmpty()) {
            out.markdown = unreadablePlaceholder(page);
        } else if (looksLikeGrounding(page.text)) {
            out.layout = parseGrounding(page.text);
            out.markdown = groundingToMarkdown(out.layout);
        } else {
            out.markdown = page.text;
        }
        if (const QString note = cutPageMarker(page); !note.isEmpty()) out.markdown += QStringLiteral("\n\n") + note;
        out.label = QStringLiteral("page %1 (%2)").arg(page.page).arg(name);
        out.sourcePage = page.page;
        out.sourceName = name;
        const bool turned = isTurned(page.rotation, page.skew);
        if (!document.pdf && document.pageCount == 1 && !turned) {
            out.imagePath = document.path;  // figures are cut from it; a JPEG goes into a PDF as it is
        } else if (pageImages || !out.layout.isEmpty() || turned) {
            // Rendered when the exporter comes to the page: a thousand pages at print resolution
            // do not fit in memory together. Turned as the model read it (--auto-rotate): the
            // text's boxes are of the upright page.
            out.loadImage = [&document, number = page.page, print, rotation = page.rotation, skew = page.skew](QString* why) {
                const RenderedPage rendered = loadPage(document, number, print);
                if (rendered.image.isNull()) {
                    *why = rendered.error;
                    return QImage();
                }
                QImage image = uprightCopy(rendered.image, rotation, skew);
                if (rendered.dpi > 0) {  // the exporter takes the resolution from the image
                    image.setDotsPerMeterX(qRound(rendered.dpi / 0.0254));
                    image.setDotsPerMeterY(qRound(rendered.dpi / 0.0254));
                }
                return image;
            };
        }
        exportPages << out;
    }
    ExportOptions options;
    options.format = exportFormat(ocr.format);
    options.dropLabels = ocr.dropLabels;
    options.htmlTablesToPipe = ocr.htmlTablesToPipe;
    options.pageMarkers = ocr.pageMarkers;
    options.postProcess = ocr.postProcess;
    options.outputPath = outputPath;
    options.overwrite = true;  // a rerun rewrites what it wrote before
    options.title = QFileInfo(document.path).completeBaseName();
    options.language = exportLanguage(ocr.languages, exportPages);
    const ExportResult result = folio::exportPages(exportPages, options);
    if (!result.ok) *error = result.error;
    return result.ok;
}

}  // namespace folio::cli

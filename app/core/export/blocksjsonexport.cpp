// The blocks of each page as JSON: label, box (0..1000 and pixels) and Markdown text, for tools
// that want the layout without parsing hOCR.
#include "exportwriters.h"
#include "layout/layoutjson.h"
#include "pagetextlayout.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace folio {

ExportResult exportBlocksJson(const QList<ExportPage>& pages, const ExportOptions& options) {
    ExportResult result;
    QJsonArray pageArray;
    for (int p = 0; p < pages.size(); ++p) {
        const ExportPage& page = pages[p];
        const QImage image = pageImageForExport(page, &result.error);
        if (image.isNull()) return result;
        const bool current = !page.layout.isEmpty();
        QJsonArray blocks;
        if (current) {
            for (const LayoutBlock& b : page.layout) {
                if (options.dropLabels.contains(b.label)) continue;
                QJsonObject o = layoutBlockToJson(b);
                if (b.hasBox) {
                    const QRectF px = b.box.toPixels(image.size());
                    o[QStringLiteral("box_px")] = QJsonArray{qRound(px.left()), qRound(px.top()), qRound(px.right()),
                                                            qRound(px.bottom())};
                }
                blocks.append(o);
            }
        } else {
            // No boxes, or the user has edited the text since: one block of the page's Markdown.
            blocks.append(QJsonObject{{QStringLiteral("label"), QStringLiteral("text")},
                                      {QStringLiteral("text"), page.markdown.trimmed()},
                                      {QStringLiteral("continues"), false}});
        }
        pageArray.append(QJsonObject{{QStringLiteral("page"), p + 1},
                                     {QStringLiteral("source"), page.imagePath},
                                     {QStringLiteral("width"), image.width()},
                                     {QStringLiteral("height"), image.height()},
                                     {QStringLiteral("has_boxes"), current},
                                     {QStringLiteral("blocks"), blocks}});
    }
    const QByteArray bytes = QJsonDocument(QJsonObject{{QStringLiteral("pages"), pageArray}}).toJson(QJsonDocument::Indented);
    if (!writeOutput(options.outputPath, bytes, options.overwrite, &result.error)) return result;
    result.writtenFiles.append(options.outputPath);
    result.ok = true;
    return result;
}

}  // namespace folio

// One self-contained HTML page: the preview's rendering, figures embedded as data URLs.
#include "exportwriters.h"
#include "htmlrenderer.h"
#include "renderprep.h"

#include <QBuffer>

namespace folio {

ExportResult exportHtml(const QList<ExportPage>& pages, const ExportOptions& options) {
    ExportResult result;
    QString body;
    for (int p = 0; p < pages.size(); ++p) {
        RenderPrepOptions prep;
        if (options.includeFigures) {
            const QHash<QString, QImage> figures = cutFigures(pages[p], &result.error);
            if (!result.error.isEmpty()) return result;
            for (auto it = figures.begin(); it != figures.end(); ++it) {
                QByteArray png;
                QBuffer buffer(&png);
                buffer.open(QIODevice::WriteOnly);
                it.value().save(&buffer, "PNG");
                prep.figureUrls.insert(it.key(), QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64()));
            }
        }
        if (p > 0 && options.pageBreaks) body += htmlPageBreak();
        body += preparedMarkdownToHtml(prepareForRendering(pages[p].markdown, prep));
    }
    const QString html = htmlDocument(body, options.title, options.katexDir, nullptr, options.language);
    if (!writeOutput(options.outputPath, html.toUtf8(), options.overwrite, &result.error)) return result;
    result.writtenFiles.append(options.outputPath);
    result.ok = true;
    return result;
}

}  // namespace folio

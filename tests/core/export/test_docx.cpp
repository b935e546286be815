// DOCX export through pandoc: opens the produced file and checks Word's structures (tables with
// merged cells, native equations, heading styles, lists, page breaks, figures), then reads it back
// with python-docx. Skips when pandoc is not installed.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "document/blocks.h"
#include "document/mathspans.h"
#include "export/exporter.h"
#include "export/htmlrenderer.h"

using namespace folio;

namespace {

const QStringList kLanguages = {"en", "de", "fr", "es", "it", "nl", "pt", "sv", "da", "zh", "ja"};

QString readSample(const QString& language) {
    QFile f(QStringLiteral(FOLIO_SOURCE_DIR "/tests/data/outputs/") + language + QStringLiteral(".md"));
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(f.fileName()));
    return QString::fromUtf8(f.readAll());
}

QByteArray unzipEntry(const QString& zip, const QString& entry) {
    QProcess unzip;
    unzip.start(QStringLiteral("unzip"), {QStringLiteral("-p"), zip, entry});
    if (!unzip.waitForFinished(30000)) return {};
    return unzip.readAllStandardOutput();
}

QStringList zipEntries(const QString& zip) {
    QProcess unzip;
    unzip.start(QStringLiteral("unzip"), {QStringLiteral("-Z1"), zip});
    unzip.waitForFinished(30000);
    return QString::fromUtf8(unzip.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
}

}  // namespace

class TestDocx : public QObject {
    Q_OBJECT
    QString m_docx;  // the rich sample, exported once
    QList<ExportPage> m_pages;
    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("pandoc")).isEmpty())
            QSKIP("pandoc is not installed (Debian package 'pandoc'): DOCX export cannot be tested");
        if (QStandardPaths::findExecutable(QStringLiteral("unzip")).isEmpty())
            QSKIP("unzip is not installed: the produced DOCX cannot be inspected");
        for (const QString& language : kLanguages) {
            ExportPage page;
            page.markdown = readSample(language);
            page.label = language;
            m_pages.append(page);
        }
        // The English page's figure gets a page image, so a picture must appear in the document.
        QImage image(800, 1000, QImage::Format_RGB32);
        image.fill(Qt::white);
        image.fill(QColor(30, 90, 200));
        m_pages[0].image = image;
        ExportOptions o;
        o.format = ExportFormat::Docx;
        o.outputPath = m_dir.filePath(QStringLiteral("sample.docx"));
        o.title = QStringLiteral("sample-file-name");  // what the GUI passes: the file's name
        QElapsedTimer timer;
        timer.start();
        const ExportResult r = exportPages(m_pages, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        qInfo("exported %lld pages to DOCX in %lld ms", qlonglong(m_pages.size()), timer.elapsed());
        m_docx = o.outputPath;
        // Kept for tools/review/render_docx.sh.
        QDir().mkpath(QStringLiteral(FOLIO_TEST_WORK_DIR));
        const QString review = QStringLiteral(FOLIO_TEST_WORK_DIR "/review-sample.docx");
        QFile::remove(review);
        QFile::copy(m_docx, review);
    }

    void wordStructures() {
        const QString xml = QString::fromUtf8(unzipEntry(m_docx, QStringLiteral("word/document.xml")));
        QVERIFY(!xml.isEmpty());
        // The document starts with the user's text, not a heading made of the file's name.
        QVERIFY(!xml.contains(QStringLiteral("sample-file-name")));
        QVERIFY(!xml.contains(QStringLiteral("w:val=\"Title\"")));
        // What the model wrote: tables, merged cells and formulas on all pages.
        int tables = 0, equations = 0, rowspans = 0, rowspanContinues = 0;
        QHash<int, int> colspans;  // span -> cells
        for (const ExportPage& page : m_pages)
            for (const Block& b : parseBlocks(page.markdown)) {
                if (b.kind == BlockKind::HtmlTable || b.kind == BlockKind::PipeTable) ++tables;
                if (b.kind != BlockKind::Code) equations += int(findMathSpans(b.text).size());
                for (const TableRow& row : b.table.rows)
                    for (const TableCell& cell : row.cells) {
                        if (cell.colspan > 1) ++colspans[cell.colspan];
                        if (cell.rowspan > 1) ++rowspans, rowspanContinues += cell.rowspan - 1;
                    }
            }
        QCOMPARE(int(xml.count(QStringLiteral("<w:tbl>"))), tables);
        QVERIFY(colspans.size() >= 2 && rowspans >= 3);  // the samples do merge cells
        for (auto it = colspans.begin(); it != colspans.end(); ++it)
            QCOMPARE(int(xml.count(QStringLiteral("<w:gridSpan w:val=\"%1\"").arg(it.key()))), it.value());
        QCOMPARE(int(xml.count(QStringLiteral("<w:vMerge w:val=\"restart\""))), rowspans);
        QCOMPARE(int(xml.count(QStringLiteral("<w:vMerge w:val=\"continue\""))), rowspanContinues);
        // Every formula, in text, display or table cell, is a native equation.
        QCOMPARE(int(xml.count(QStringLiteral("<m:oMath>"))), equations);
        QVERIFY(xml.contains(QStringLiteral("<w:pStyle w:val=\"Heading1\" />")));
        QVERIFY(xml.contains(QStringLiteral("<w:pStyle w:val=\"Heading2\" />")));
        QVERIFY(xml.contains(QStringLiteral("<w:pStyle w:val=\"Heading3\" />")));
        QCOMPARE(int(xml.count(QStringLiteral("<w:br w:type=\"page\" />")) + xml.count(QStringLiteral("<w:br w:type=\"page\"/>"))),
                 int(m_pages.size()) - 1);
        QVERIFY(xml.count(QStringLiteral("<w:numPr>")) >= 10);  // list items are Word numbering
        // No formula fell back to TeX source (a truncated one is closed first).
        QVERIFY(!xml.contains(QStringLiteral("$$")));
        QVERIFY(!xml.contains(QStringLiteral("\\frac")));
        // Tables have grid lines (Folio's reference document), as in the preview.
        QVERIFY(unzipEntry(m_docx, QStringLiteral("word/styles.xml")).contains("<w:insideH "));
        // Pages are numbered in the footer, as in the ODT.
        QVERIFY(xml.contains(QRegularExpression(QStringLiteral("<w:sectPr>\\s*<w:footerReference [^>]*w:type=\"default\""))));
        QVERIFY(unzipEntry(m_docx, QStringLiteral("word/footer1.xml")).contains("<w:instrText xml:space=\"preserve\"> PAGE </w:instrText>"));
        // Text that only raw HTML carried reaches Word.
        QVERIFY(xml.contains(QStringLiteral("Handwritten")));
        QVERIFY(xml.contains(QStringLiteral("本文方法")));
        // The English figure came from the page image.
        bool hasMedia = false;
        for (const QString& entry : zipEntries(m_docx)) hasMedia |= entry.startsWith(QStringLiteral("word/media/"));
        QVERIFY(hasMedia);
    }

    void readBackWithPythonDocx() {
        const QString python = QStringLiteral(FOLIO_PYTHON);
        if (python.isEmpty() || !QFile::exists(python)) QSKIP("FOLIO_PYTHON is not set: python-docx cannot read the file back");
        const char* script = R"(
import json, sys, docx
d = docx.Document(sys.argv[1])
out = {"headings": [[p.style.name, p.text] for p in d.paragraphs if p.style.name.startswith("Heading")],
       "tables": len(d.tables),
       "first_table_cells": [[c.text for c in row.cells] for row in d.tables[0].rows]}
print(json.dumps(out, ensure_ascii=False))
)";
        QProcess p;
        p.start(python, {QStringLiteral("-c"), QString::fromUtf8(script), m_docx});
        QVERIFY(p.waitForFinished(60000));
        if (p.exitCode() != 0 && p.readAllStandardError().contains("No module named 'docx'"))
            QSKIP("python-docx is not installed in FOLIO_PYTHON");
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject out = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        const QJsonArray headings = out.value(QStringLiteral("headings")).toArray();
        QStringList seen;
        for (const QJsonValue& h : headings) seen.append(h[0].toString() + u'|' + h[1].toString());
        QVERIFY2(seen.contains(QStringLiteral("Heading 1|Technischer Bericht")), qPrintable(seen.join(u',')));
        QVERIFY(seen.contains(QStringLiteral("Heading 2|3.2 Results")));
        QVERIFY(seen.contains(QStringLiteral("Heading 1|第三章 实验结果")));
        QVERIFY(out.value(QStringLiteral("tables")).toInt() >= 12);
        // en's first table: "Method" spans two rows, "Accuracy (%)" two columns; python-docx
        // repeats a merged cell's text in every grid position it covers.
        const QJsonArray rows = out.value(QStringLiteral("first_table_cells")).toArray();
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows[0].toArray()[1].toString(), QStringLiteral("Accuracy (%)"));
        QCOMPARE(rows[0].toArray()[2].toString(), QStringLiteral("Accuracy (%)"));
        QCOMPARE(rows[1].toArray()[0].toString(), QStringLiteral("Method"));
        QCOMPARE(rows[3].toArray()[1].toString(), QStringLiteral("97.8"));
    }

    // An Arabic or Hebrew paragraph reads from the right in Word (w:bidi), a Latin one does not;
    // the HTML marks the same paragraphs.
    void rightToLeftParagraphsAreRightToLeft() {
        ExportPage page;
        page.markdown = QStringLiteral("## عنوان التقرير\n\nهذا التقرير العربية 12.\n\nLeft to right.\n\nעברית טקסט");
        const QString html = markdownToHtml(page.markdown);
        QVERIFY2(html.contains(QStringLiteral("<h2 dir=\"rtl\">")) && html.contains(QStringLiteral("<p dir=\"rtl\">עברית")) &&
                     html.contains(QStringLiteral("<p>Left to right.</p>")),
                 qPrintable(html));
        ExportOptions o;
        o.format = ExportFormat::Docx;
        o.outputPath = m_dir.filePath(QStringLiteral("rtl.docx"));
        const ExportResult r = exportPages({page}, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QString xml = QString::fromUtf8(unzipEntry(o.outputPath, QStringLiteral("word/document.xml")));
        QCOMPARE(xml.count(QStringLiteral("<w:bidi")), 3);
        const qsizetype latin = xml.indexOf(QStringLiteral("Left to right."));
        QVERIFY(xml.lastIndexOf(QStringLiteral("<w:p>"), latin) > xml.lastIndexOf(QStringLiteral("<w:bidi"), latin));
    }

    // ODT keeps the pages apart: an empty paragraph of the reference document's page-break style
    // between them (pandoc's ODT writer has no page break of its own).
    void odtPagesBreakBetweenPages() {
        ExportPage first, second;
        first.markdown = QStringLiteral("First page.");
        second.markdown = QStringLiteral("Second page.");
        ExportOptions o;
        o.format = ExportFormat::Odt;
        o.outputPath = m_dir.filePath(QStringLiteral("pages.odt"));
        const ExportResult r = exportPages({first, second}, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QString content = QString::fromUtf8(unzipEntry(o.outputPath, QStringLiteral("content.xml")));
        const qsizetype pageBreak = content.indexOf(QStringLiteral("text:style-name=\"Folio_20_Page_20_Break\""));
        QVERIFY2(pageBreak > content.indexOf(QStringLiteral("First page.")) && pageBreak < content.indexOf(QStringLiteral("Second page.")),
                 qPrintable(content.right(800)));
        const QString styles = QString::fromUtf8(unzipEntry(o.outputPath, QStringLiteral("styles.xml")));
        QVERIFY(styles.contains(QStringLiteral("style:name=\"Folio_20_Page_20_Break\"")) && styles.contains(QStringLiteral("fo:break-after=\"page\"")));
    }

    void missingPandocIsExplained() {
        ExportOptions o;
        o.format = ExportFormat::Docx;
        o.outputPath = m_dir.filePath(QStringLiteral("never.docx"));
        o.pandocPath = QStringLiteral("/nonexistent/pandoc");
        const ExportResult r = exportPages(m_pages.mid(0, 1), o);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QStringLiteral("pandoc was not found")), qPrintable(r.error));
        QVERIFY(!QFile::exists(o.outputPath));
    }

    void failingPandocReportsItsMessage() {
        const QString fake = m_dir.filePath(QStringLiteral("fake-pandoc"));
        QFile f(fake);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'pandoc 2.17'; exit 0; fi\n"
                "echo 'pandoc: out of disk space in the reference doc' >&2\nexit 3\n");
        f.close();
        f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        ExportOptions o;
        o.format = ExportFormat::Docx;
        o.outputPath = m_dir.filePath(QStringLiteral("failed.docx"));
        o.pandocPath = fake;
        const ExportResult r = exportPages(m_pages.mid(0, 1), o);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QStringLiteral("exit code 3")) && r.error.contains(QStringLiteral("out of disk space")),
                 qPrintable(r.error));
        QVERIFY(!QFile::exists(o.outputPath));
    }

    void refusesToOverwrite() {
        ExportOptions o;
        o.format = ExportFormat::Docx;
        o.outputPath = m_docx;
        const ExportResult r = exportPages(m_pages.mid(0, 1), o);
        QVERIFY(!r.ok);
        QVERIFY(r.error.contains(m_docx));
    }
};

QTEST_MAIN(TestDocx)
#include "test_docx.moc"

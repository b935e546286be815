// Searchable PDF, hOCR and blocks JSON from hand-written grounding outputs, checked with the
// tools users check PDFs with: Poppler's pdftotext, pdffonts and pdftoppm, and qpdf.
#include <QFile>
#include <QImageWriter>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include "export/exporter.h"
#include "export/regionlayout.h"
#include "layout/groundingparser.h"
#include "layout/textlayout.h"

using namespace folio;

namespace {

constexpr double kDpi = 150;
// A word of the text layer lies inside its block's box, give or take this much of the page
// (glyph ascent and descent are not the box's).
constexpr double kBoxTolerance = 0.015;

QString sample(const QString& name) {
    QFile f(QStringLiteral(FOLIO_SOURCE_DIR "/tests/data/grounding/") + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("missing sample %s", qPrintable(name));
    return QString::fromUtf8(f.readAll());
}

struct Run {
    int exitCode = -1;
    QByteArray out;
};

Run run(const QString& program, const QStringList& args) {
    QProcess p;
    p.start(program, args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput() + p.readAllStandardError()};
}

// A scan-like page: grey text bars where the blocks are, saved as a JPEG at kDpi.
QString makeScan(const QString& dir, const QList<LayoutBlock>& blocks, QSize size) {
    QImage image(size, QImage::Format_RGB888);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (const LayoutBlock& b : blocks) {
        if (!b.hasBox) continue;
        const QRectF r = b.box.toPixels(size);
        for (double y = r.top() + 4; y + 8 < r.bottom(); y += 16) painter.fillRect(QRectF(r.left(), y, r.width(), 8), QColor(40, 40, 40));
    }
    painter.end();
    image.setDotsPerMeterX(int(kDpi / 0.0254));
    image.setDotsPerMeterY(int(kDpi / 0.0254));
    const QString path = dir + QStringLiteral("/scan.jpg");
    QImageWriter writer(path, "jpeg");
    writer.setQuality(90);
    if (!writer.write(image)) qFatal("cannot write the scan");
    return path;
}

ExportPage groundedPage(const QString& output, const QString& imagePath) {
    ExportPage page;
    page.layout = parseGrounding(output);
    page.markdown = groundingToMarkdown(page.layout);
    page.imagePath = imagePath;
    page.label = QStringLiteral("page 1");
    return page;
}

ExportResult exportAs(ExportFormat format, const QList<ExportPage>& pages, const QString& path,
                      const QStringList& drop = {}) {
    ExportOptions o;
    o.format = format;
    o.outputPath = path;
    o.dropLabels = drop;
    o.title = QStringLiteral("Test");
    o.language = QStringLiteral("de");
    return exportPages(pages, o);
}

struct PdfWord {
    QString text;
    QRectF box;  // points, origin top left (pdftotext's)
};

QList<PdfWord> pdfWords(const QString& pdf) {
    const Run r = run(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    QList<PdfWord> words;
    QXmlStreamReader xml(r.out);
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("word")) {
            const auto a = xml.attributes();
            const QRectF box(QPointF(a.value("xMin").toDouble(), a.value("yMin").toDouble()),
                             QPointF(a.value("xMax").toDouble(), a.value("yMax").toDouble()));
            words.append({xml.readElementText(), box});
        }
    }
    return words;
}

QString rawText(const QString& pdf) {
    return QString::fromUtf8(run(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")}).out)
        .simplified();
}

bool haveTools() {
    for (const char* tool : {"pdftotext", "pdffonts", "pdftoppm", "qpdf"})
        if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty()) return false;
    return true;
}

}  // namespace

class TestLayoutExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        if (!haveTools()) QSKIP("poppler-utils and qpdf are needed (tools/setup.sh installs them)");
    }

    void searchablePdfPlacesEveryBlocksWordsInsideItsBox() {
        QTemporaryDir dir;
        const QString output = sample(QStringLiteral("two_column.txt"));
        const QSize size(1240, 1754);
        const ExportPage page = groundedPage(output, makeScan(dir.path(), parseGrounding(output), size));
        const QString pdf = dir.filePath(QStringLiteral("out.pdf"));
        const ExportResult r = exportAs(ExportFormat::SearchablePdf, {page}, pdf);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.writtenFiles, QStringList{pdf});

        const QList<PdfWord> words = pdfWords(pdf);
        const double scale = 72.0 / kDpi;
        const QSizeF pagePt(size.width() * scale, size.height() * scale);
        int checked = 0;
        for (const LayoutBlock& b : page.layout) {
            const QRectF box = b.box.toPixels(size);
            const QRectF boxPt(box.topLeft() * scale, box.size() * scale);
            const QRectF allowed = boxPt.adjusted(-kBoxTolerance * pagePt.width(), -kBoxTolerance * pagePt.height(),
                                                  kBoxTolerance * pagePt.width(), kBoxTolerance * pagePt.height());
            const QString text = QString(b.text).remove(QRegularExpression(QStringLiteral("^#+ ")));
            for (const QString& word : text.split(u' ', Qt::SkipEmptyParts)) {
                bool found = false;
                for (const PdfWord& w : words)
                    if (w.text == word && allowed.contains(w.box)) found = true;
                QVERIFY2(found, qPrintable(QStringLiteral("“%1” of the %2 block is not inside its box").arg(word, b.label)));
                ++checked;
            }
        }
        QVERIFY(checked > 60);
        // Reading order: the content stream has the blocks as the model gave them.
        const QString raw = rawText(pdf);
        QVERIFY2(raw.indexOf(QStringLiteral("Sequencing made simple")) < raw.indexOf(QStringLiteral("exactly as")) &&
                     raw.indexOf(QStringLiteral("exactly as")) < raw.indexOf(QStringLiteral("you played it.")) &&
                     raw.indexOf(QStringLiteral("you played it.")) < raw.indexOf(QStringLiteral("front panel")),
                 qPrintable(raw));
    }

    // A page read region by region: each region's words sit inside its region in the text layer,
    // in the page text's order. Once the user edits the text, the regions no longer describe it.
    void aPageReadByRegionsHasItsWordsInsideTheRegions() {
        QTemporaryDir dir;
        const QSize size(1240, 1754);
        Page page;
        page.regions = {Region{QUuid::createUuid(), QRect(700, 900, 420, 200), QStringLiteral("Lower right words")},
                        Region{QUuid::createUuid(), QRect(100, 150, 500, 120), QStringLiteral("Upper left abstract")}};
        page.editedText = page.recognizedText = QStringLiteral("Upper left abstract\n\nLower right words");
        const QList<LayoutBlock> blocks = regionLayout(page, size);
        QCOMPARE(blocks.size(), 2);
        QCOMPARE(blocks[0].text, QStringLiteral("Upper left abstract"));  // the text's order
        QCOMPARE(blocks[0].box.toPixels(size).toAlignedRect().adjusted(-1, -1, 1, 1).contains(QRect(100, 150, 500, 120)), true);

        ExportPage exported;
        exported.markdown = page.editedText;
        exported.layout = blocks;
        exported.imagePath = makeScan(dir.path(), blocks, size);
        exported.label = QStringLiteral("page 1");
        const QString pdf = dir.filePath(QStringLiteral("regions.pdf"));
        const ExportResult r = exportAs(ExportFormat::SearchablePdf, {exported}, pdf);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QList<PdfWord> words = pdfWords(pdf);
        const double scale = 72.0 / kDpi;
        for (const Region& region : page.regions) {
            const QRectF allowed = QRectF(QRectF(region.rect).topLeft() * scale, QRectF(region.rect).size() * scale)
                                       .adjusted(-10, -10, 10, 10);
            for (const QString& word : region.rawText.split(u' ')) {
                bool inside = false;
                for (const PdfWord& w : words) inside |= w.text == word && allowed.contains(w.box);
                QVERIFY2(inside, qPrintable(QStringLiteral("“%1” is not inside its region").arg(word)));
            }
        }

        page.editedText += QStringLiteral("\n\nTyped by the user.");
        QVERIFY(regionLayout(page, size).isEmpty());
        page.editedText = QStringLiteral("Upper left abstract, retyped\n\nLower right words");
        QVERIFY(regionLayout(page, size).isEmpty());
    }

    void searchablePdfIsValidEmbedsFontsAndLooksLikeTheScan() {
        QTemporaryDir dir;
        const QString output = sample(QStringLiteral("cjk_math_table.txt"));
        const QSize size(1240, 1754);
        const QString scan = makeScan(dir.path(), parseGrounding(output), size);
        const QString pdf = dir.filePath(QStringLiteral("out.pdf"));
        const ExportResult r = exportAs(ExportFormat::SearchablePdf, {groundedPage(output, scan)}, pdf);
        QVERIFY2(r.ok, qPrintable(r.error));

        const Run check = run(QStringLiteral("qpdf"), {QStringLiteral("--check"), pdf});
        QVERIFY2(check.exitCode == 0, check.out.constData());

        const QStringList fonts = QString::fromUtf8(run(QStringLiteral("pdffonts"), {pdf}).out).split(u'\n', Qt::SkipEmptyParts).mid(2);
        QCOMPARE(fonts.size(), 1);  // the text layer's own font
        const QStringList cols = fonts.first().split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        // name type type encoding emb sub uni id gen: embedded, with a ToUnicode map.
        QCOMPARE(cols.mid(cols.size() - 5, 3), (QStringList{QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("yes")}));

        const QString raw = rawText(pdf);
        for (const QString& expected : {QStringLiteral("漢字かな交じり文の例"), QStringLiteral("東京都港区の看板です。"),
                                        QStringLiteral("Café naïve résumé — ÅÆØ ß."), QStringLiteral("α_i ≤ β"),
                                        QStringLiteral("Fußnote"), QStringLiteral("Text the model wrote before")})
            QVERIFY2(raw.contains(expected), qPrintable(expected + QStringLiteral(" not in: ") + raw));

        // The JPEG went in as it was: no re-encoding, so the PDF is about the scan's size.
        QVERIFY(QFile(pdf).size() < QFile(scan).size() + 200 * 1024);
        QFile bytes(pdf);
        QVERIFY(bytes.open(QIODevice::ReadOnly));
        QVERIFY(bytes.readAll().contains("/DCTDecode"));

        // Rendered at the scan's size, the page is the scan: the text is invisible.
        const QString png = dir.filePath(QStringLiteral("render"));
        QCOMPARE(run(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("20"), pdf, png}).out, QByteArray());  // no complaint
        QCOMPARE(run(QStringLiteral("pdftoppm"), {QStringLiteral("-scale-to-x"), QString::number(size.width()), QStringLiteral("-scale-to-y"),
                                                 QString::number(size.height()), QStringLiteral("-png"),
                                                 QStringLiteral("-singlefile"), pdf, png}).exitCode, 0);
        const QImage rendered = QImage(png + QStringLiteral(".png")).convertToFormat(QImage::Format_RGB888);
        const QImage source = QImage(scan).convertToFormat(QImage::Format_RGB888);
        QCOMPARE(rendered.size(), source.size());
        double total = 0;
        for (int y = 0; y < source.height(); ++y) {
            const uchar* a = source.constScanLine(y);
            const uchar* b = rendered.constScanLine(y);
            for (int x = 0; x < source.width() * 3; ++x) total += std::abs(int(a[x]) - int(b[x]));
        }
        const double meanDifference = total / (source.width() * source.height() * 3.0);
        QVERIFY2(meanDifference < 1.0, qPrintable(QString::number(meanDifference)));
    }

    // Every script copies out as typed, in its own order: right-to-left words placed from the
    // right, scripts no installed font covers, characters beyond the BMP.
    void everyScriptCopiesOutAsTyped() {
        QTemporaryDir dir;
        const QStringList lines = {QStringLiteral("هذا التقرير العربية 12 Folio"), QStringLiteral("עברית טקסט"),
                                   QStringLiteral("हिन्दी पाठ และภาษาไทย"), QStringLiteral("한국어 문장 ქართული Հայերեն"),
                                   QStringLiteral("emoji 😀 and 𝔸𝔹 ∮ αβγ"), QStringLiteral("漢字かな交じり文")};
        ExportPage page;
        page.markdown = lines.join(QStringLiteral("\n\n"));
        page.image = QImage(800, 1000, QImage::Format_RGB888);
        page.image.fill(Qt::white);
        const QString pdf = dir.filePath(QStringLiteral("scripts.pdf"));
        const ExportResult r = exportAs(ExportFormat::SearchablePdf, {page}, pdf);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(run(QStringLiteral("qpdf"), {QStringLiteral("--check"), pdf}).exitCode, 0);
        QString raw = rawText(pdf);
        raw.remove(QRegularExpression(QStringLiteral("[\\x{202A}-\\x{202E}]")));  // Poppler's own direction marks
        for (const QString& line : lines) QVERIFY2(raw.contains(line), qPrintable(line + QStringLiteral(" not in: ") + raw));

        // The Arabic line reads from the right: its first word is rightmost, and the Latin run
        // after it sits at its left, in its own order.
        const PageTextLayout layout = layoutPlainMarkdown(page.markdown, page.image.size());
        const QList<PlacedWord> arabic = layout.blocks.first().lines.first().words;
        QCOMPARE(arabic.size(), 5);
        QVERIFY(arabic[0].rightToLeft && !arabic[3].rightToLeft);
        QVERIFY(arabic[0].box.left() > arabic[1].box.left() && arabic[1].box.left() > arabic[2].box.left());
        QVERIFY(arabic[2].box.left() > arabic[4].box.left() && arabic[4].box.left() > arabic[3].box.left());
        QCOMPARE(visualOrder(QStringLiteral("אבג")), QStringLiteral("גבא"));
    }

    // The words of a line sit inside it: their boxes do not reach into the next line, where a
    // viewer's reading order (pdftotext without -raw) took them for one line with its words.
    void wordBoxesStayInsideTheirLines() {
        QTemporaryDir dir;
        LayoutBlock heading;
        heading.label = QStringLiteral("title");
        heading.hasBox = true;
        heading.box = {100, 100, 600, 160};
        heading.text = QStringLiteral("Die Sedimentfracht des Unterlaufs im Jahresverlauf der Messstationen");
        ExportPage page;
        page.layout = {heading};
        page.markdown = groundingToMarkdown(page.layout);
        page.image = QImage(1000, 1400, QImage::Format_RGB888);
        page.image.fill(Qt::white);
        const QString pdf = dir.filePath(QStringLiteral("lines.pdf"));
        const ExportResult r = exportAs(ExportFormat::SearchablePdf, {page}, pdf);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QList<PdfWord> words = pdfWords(pdf);
        QCOMPARE(words.size(), 8);
        for (int i = 1; i < words.size(); ++i)
            if (words[i].box.top() > words[i - 1].box.top() + 1)  // a new line
                QVERIFY2(words[i].box.top() >= words[i - 1].box.bottom(),
                         qPrintable(QStringLiteral("%1 reaches into %2").arg(words[i - 1].text, words[i].text)));
        const QString viewerOrder =
            QString::fromUtf8(run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}).out).simplified();
        QVERIFY2(viewerOrder.startsWith(QStringLiteral("Die Sedimentfracht des Unterlaufs")), qPrintable(viewerOrder));
        // The document says its language (PDF's /Lang, in the catalog PoDoFo writes as text).
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("/Lang(de)"));
    }

    // A scan whose file says its resolution keeps it; one that does not (a PNG without pHYs) is
    // taken for a page of A4's long side, not the toolkit's 96 or 100 dpi screen default (which
    // made a 300-dpi scan 34 inches tall).
    void aScanWithoutResolutionIsPageSized() {
        QTemporaryDir dir;
        const auto pageSize = [&](const QImage& scan, const QString& name) {
            const QString png = dir.filePath(name + QStringLiteral(".png"));
            QImage written = scan;
            QImageWriter writer(png);
            if (!writer.write(written)) return QSizeF();
            ExportPage page;
            page.markdown = QStringLiteral("Words on the page.");
            page.imagePath = png;
            const QString pdf = dir.filePath(name + QStringLiteral(".pdf"));
            if (!exportAs(ExportFormat::SearchablePdf, {page}, pdf).ok) return QSizeF();
            const QRegularExpressionMatch size = QRegularExpression(QStringLiteral("Page size:\\s+([0-9.]+) x ([0-9.]+) pts"))
                                                     .match(QString::fromUtf8(run(QStringLiteral("pdfinfo"), {pdf}).out));
            return QSizeF(size.captured(1).toDouble(), size.captured(2).toDouble());
        };
        QImage scan(2480, 3508, QImage::Format_Grayscale8);  // A4 at 300 dpi
        scan.fill(Qt::white);
        scan.setDotsPerMeterX(0);  // written without pHYs
        scan.setDotsPerMeterY(0);
        const QSizeF unsaid = pageSize(scan, QStringLiteral("unsaid"));
        QVERIFY2(std::abs(unsaid.width() - 595.3) < 1 && std::abs(unsaid.height() - 841.9) < 1,
                 qPrintable(QStringLiteral("%1 x %2").arg(unsaid.width()).arg(unsaid.height())));
        scan.setDotsPerMeterX(qRound(150 / 0.0254));  // said: 150 dpi, a page twice A4's
        scan.setDotsPerMeterY(qRound(150 / 0.0254));
        const QSizeF said = pageSize(scan, QStringLiteral("said"));
        QVERIFY2(std::abs(said.width() - 1190.4) < 1 && std::abs(said.height() - 1683.8) < 1,
                 qPrintable(QStringLiteral("%1 x %2").arg(said.width()).arg(said.height())));
    }

    // A short line of a block (a list item, a paragraph's last line) is as long as its words, not
    // stretched over the block; a right-to-left one ends at the block's right.
    void shortLinesAreNotStretchedOverTheBlock() {
        LayoutBlock list;
        list.label = QStringLiteral("list");
        list.hasBox = true;
        list.box = {100, 100, 900, 200};
        list.text = QStringLiteral("- Domestic market\n- A much longer list item with many more words in it");
        LayoutBlock arabic = list;
        arabic.box = {100, 300, 900, 400};
        arabic.text = QStringLiteral("مرحبا\n\nهذا سطر أطول بكثير من السطر الأول في هذه الفقرة");
        const QSize page(1000, 1000);
        const PageTextLayout layout = layoutBlocks({list, arabic}, page);
        const QList<PlacedLine> items = layout.blocks[0].lines;
        QVERIFY(items.size() >= 2);
        QVERIFY2(items[0].words.last().box.right() < 800, qPrintable(QString::number(items[0].words.last().box.right())));
        const QList<PlacedLine> rtl = layout.blocks[1].lines;
        QVERIFY(rtl.size() >= 2);
        QVERIFY(rtl[0].words.first().box.right() > 890 && rtl[0].words.first().box.left() > 500);
    }

    void droppedLabelsAreNotInTheTextLayer() {
        QTemporaryDir dir;
        const QString output = sample(QStringLiteral("two_column.txt"));
        const ExportPage page = groundedPage(output, makeScan(dir.path(), parseGrounding(output), QSize(1240, 1754)));
        const QString pdf = dir.filePath(QStringLiteral("out.pdf"));
        QVERIFY(exportAs(ExportFormat::SearchablePdf, {page}, pdf,
                         {QStringLiteral("header"), QStringLiteral("footer"), QStringLiteral("page_number")}).ok);
        const QString raw = rawText(pdf);
        QVERIFY(raw.contains(QStringLiteral("Sequencing made simple")));
        QVERIFY(!raw.contains(QStringLiteral("Tarzana")));
        QVERIFY(!raw.contains(QStringLiteral("Brochure")));
    }

    void plainPagesAndEditedPagesGetAnApproximateLayer() {
        QTemporaryDir dir;
        const QString output = sample(QStringLiteral("phototest.txt"));
        const QString scan = makeScan(dir.path(), parseGrounding(output), QSize(800, 1000));
        ExportPage plain;
        plain.markdown = QStringLiteral("# Plain page\n\nRecognized without boxes, still searchable.");
        plain.imagePath = scan;
        ExportPage edited = groundedPage(output, scan);
        edited.markdown += QStringLiteral("\n\nA sentence the user added.");
        const QString pdf = dir.filePath(QStringLiteral("out.pdf"));
        const ExportResult r = exportAs(ExportFormat::SearchablePdf, {plain, edited}, pdf);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QString raw = rawText(pdf);
        QVERIFY(raw.contains(QStringLiteral("Recognized without boxes, still searchable.")));
        QVERIFY(raw.contains(QStringLiteral("A sentence the user added.")));
        QVERIFY(raw.contains(QStringLiteral("quick brown dog")));
        QCOMPARE(run(QStringLiteral("qpdf"), {QStringLiteral("--check"), pdf}).exitCode, 0);
    }

    void markdownAndDocxDropFurnitureAndCarryTheFigures() {
        QTemporaryDir dir;
        const QString output = sample(QStringLiteral("two_column.txt"));
        const ExportPage page = groundedPage(output, makeScan(dir.path(), parseGrounding(output), QSize(1240, 1754)));
        ExportPage edited = page;
        edited.markdown.replace(QStringLiteral("Each of its 100 sequences"), QStringLiteral("Each of its hundred sequences"));
        const QStringList furniture{QStringLiteral("header"), QStringLiteral("footer"), QStringLiteral("page_number")};
        const QString md = dir.filePath(QStringLiteral("book.md"));
        const ExportResult r = exportAs(ExportFormat::Markdown, {page, edited}, md, furniture);
        QVERIFY2(r.ok, qPrintable(r.error));
        QFile f(md);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY(!text.contains(QStringLiteral("Brochure")));
        QVERIFY(!text.contains(QStringLiteral("Tarzana")));
        QVERIFY(text.contains(QStringLiteral("Each of its hundred sequences")));  // the edit is kept
        // The figure is cut from the page, written beside the .md and linked.
        QVERIFY2(text.contains(QStringLiteral("![A photo of the LinnSequencer front panel with its display and keypad.](<book-figures/page-1-figure-1.png>)")),
                 qPrintable(text));
        const QImage figure(dir.filePath(QStringLiteral("book-figures/page-1-figure-1.png")));
        QCOMPARE(figure.size(), QSize(522, 492));  // pixels 644..1165 x 912..1403 of the 1240x1754 page
        QVERIFY(r.writtenFiles.contains(dir.filePath(QStringLiteral("book-figures/page-2-figure-1.png"))));

        if (QStandardPaths::findExecutable(QStringLiteral("pandoc")).isEmpty()) QSKIP("pandoc is not installed");
        const QString docx = dir.filePath(QStringLiteral("book.docx"));
        const ExportResult d = exportAs(ExportFormat::Docx, {page}, docx, furniture);
        QVERIFY2(d.ok, qPrintable(d.error));
        const QString listing = QString::fromUtf8(run(QStringLiteral("unzip"), {QStringLiteral("-l"), docx}).out);
        QVERIFY2(listing.contains(QStringLiteral("word/media/")), qPrintable(listing));
        const QString body = QString::fromUtf8(run(QStringLiteral("unzip"), {QStringLiteral("-p"), docx, QStringLiteral("word/document.xml")}).out);
        QVERIFY(body.contains(QStringLiteral("Sequencing made simple")));
        QVERIFY(!body.contains(QStringLiteral("Tarzana")));
    }

    // hOCR says which page of its file each page is (ppageno, from 0), and names an image only
    // where the boxes are of that file: not for a rendered or turned page.
    void hocrPagesSayWhereTheyComeFrom() {
        QTemporaryDir dir;
        ExportPage rendered;
        rendered.markdown = QStringLiteral("Page four of the scan.");
        rendered.image = QImage(200, 300, QImage::Format_RGB888);
        rendered.image.fill(Qt::white);
        rendered.sourcePage = 4;
        ExportPage scan = rendered;
        scan.imagePath = dir.filePath(QStringLiteral("scan \"one\".png"));
        QVERIFY(rendered.image.save(scan.imagePath));
        scan.sourcePage = 1;
        const QString path = dir.filePath(QStringLiteral("pages.hocr"));
        const ExportResult r = exportAs(ExportFormat::Hocr, {rendered, scan}, path);
        QVERIFY2(r.ok, qPrintable(r.error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QStringList titles;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.attributes().value("class") == QLatin1String("ocr_page"))
                titles << xml.attributes().value("title").toString();
        QCOMPARE(titles.size(), 2);
        QCOMPARE(titles[0], QStringLiteral("bbox 0 0 200 300; ppageno 3"));
        QVERIFY2(titles[1].startsWith(QStringLiteral("image \"") + dir.filePath(QStringLiteral("scan %22one%22.png")) +
                                      QStringLiteral("\"; ")) && titles[1].endsWith(QStringLiteral("; ppageno 0")),
                 qPrintable(titles[1]));
    }

    void hocrIsXhtmlWithBoxesInsideThePage() {
        QTemporaryDir dir;
        const QString output = sample(QStringLiteral("two_column.txt"));
        const QSize size(1240, 1754);
        const ExportPage page = groundedPage(output, makeScan(dir.path(), parseGrounding(output), size));
        const QString path = dir.filePath(QStringLiteral("out.hocr"));
        ExportPage blank = page;  // a page without text between them
        blank.layout.clear();
        blank.markdown.clear();
        const ExportResult r = exportAs(ExportFormat::Hocr, {page, blank, page}, path);
        QVERIFY2(r.ok, qPrintable(r.error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QMap<QString, int> classes;
        QStringList words;
        const QRegularExpression bbox(QStringLiteral("bbox (\\d+) (\\d+) (\\d+) (\\d+)"));
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            if (xml.name() == QLatin1String("html")) QCOMPARE(xml.attributes().value("lang").toString(), QStringLiteral("de"));
            const QString cls = xml.attributes().value("class").toString();
            if (cls.isEmpty()) continue;
            ++classes[cls];
            const auto m = bbox.match(xml.attributes().value("title").toString());
            QVERIFY2(m.hasMatch(), qPrintable(cls));
            const QRect box(QPoint(m.captured(1).toInt(), m.captured(2).toInt()), QPoint(m.captured(3).toInt(), m.captured(4).toInt()));
            QVERIFY(box.left() >= 0 && box.top() >= 0 && box.right() <= size.width() && box.bottom() <= size.height());
            QVERIFY(box.left() <= box.right() && box.top() <= box.bottom());
            if (cls == QLatin1String("ocrx_word")) words << xml.readElementText();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(classes.value(QStringLiteral("ocr_page")), 3);
        f.seek(0);
        // No <div .../>: an HTML parser would nest the next page inside it.
        QVERIFY(!QString::fromUtf8(f.readAll()).contains(QRegularExpression(QStringLiteral("<div class=\"ocr_page\"[^>]*/>"))));
        QCOMPARE(classes.value(QStringLiteral("ocr_carea")), 2 * 8);
        QVERIFY(classes.value(QStringLiteral("ocr_line")) >= 2 * 8);
        QVERIFY(words.join(u' ').contains(QStringLiteral("The LinnSequencer records everything you play")));
    }

    void blocksJsonHasLabelsBoxesAndText() {
        QTemporaryDir dir;
        const QString output = sample(QStringLiteral("two_column.txt"));
        const QSize size(1240, 1754);
        const ExportPage page = groundedPage(output, makeScan(dir.path(), parseGrounding(output), size));
        ExportPage edited = page;
        edited.markdown = QStringLiteral("Rewritten by hand.");
        const QString path = dir.filePath(QStringLiteral("blocks.json"));
        QVERIFY(exportAs(ExportFormat::BlocksJson, {page, edited}, path).ok);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray pages = QJsonDocument::fromJson(f.readAll()).object().value("pages").toArray();
        QCOMPARE(pages.size(), 2);
        const QJsonObject first = pages[0].toObject();
        QCOMPARE(first.value("width").toInt(), size.width());
        QVERIFY(first.value("has_boxes").toBool());
        const QJsonArray blocks = first.value("blocks").toArray();
        QCOMPARE(blocks.size(), 8);
        QCOMPARE(blocks[3].toObject().value("label").toString(), QStringLiteral("text"));
        QVERIFY(blocks[3].toObject().value("continues").toBool());
        QCOMPARE(blocks[4].toObject().value("box").toArray(), (QJsonArray{520, 520, 940, 800}));
        QCOMPARE(blocks[4].toObject().value("box_px").toArray(), (QJsonArray{645, 912, 1166, 1403}));
        const QJsonObject second = pages[1].toObject();
        QVERIFY(!second.value("has_boxes").toBool());
        QCOMPARE(second.value("blocks").toArray()[0].toObject().value("text").toString(), QStringLiteral("Rewritten by hand."));
    }
};

QTEST_MAIN(TestLayoutExport)
#include "test_layoutexport.moc"

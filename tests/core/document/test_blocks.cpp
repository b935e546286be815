// The block parser on hand-written model outputs in eleven languages, and on every prefix of them
// (truncated output must parse and lose nothing).
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include "document/blocks.h"
#include "document/mathspans.h"
#include "document/table.h"

using namespace folio;

namespace {

QString outputsDir() { return QStringLiteral(FOLIO_SOURCE_DIR "/tests/data/outputs"); }

QString readText(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(f.readAll());
}

QString summary(const Block& b) {
    QString s = blockKindName(b.kind);
    switch (b.kind) {
    case BlockKind::Heading: s += u' ' + QString::number(b.headingLevel); break;
    case BlockKind::Paragraph: if (b.hasInlineMath) s += QStringLiteral(" math"); break;
    case BlockKind::List:
        s += b.ordered ? QStringLiteral(" ordered ") : QStringLiteral(" bullet ");
        s += QString::number(b.items.size());
        break;
    case BlockKind::HtmlTable:
    case BlockKind::PipeTable:
        s += QStringLiteral(" %1x%2").arg(b.table.rows.size()).arg(b.table.columnCount());
        if (b.table.hasSpans()) s += QStringLiteral(" spans");
        if (b.truncated) s += QStringLiteral(" truncated");
        break;
    case BlockKind::DisplayMath:
        if (!b.mathEnvironment.isEmpty()) s += u' ' + b.mathEnvironment;
        if (b.truncated) s += QStringLiteral(" truncated");
        break;
    case BlockKind::Figure:
        s += u' ' + b.imageName;
        if (b.hasBox)
            s += QStringLiteral(" box %1,%2,%3,%4").arg(b.box.left()).arg(b.box.top()).arg(b.box.right()).arg(b.box.bottom());
        break;
    case BlockKind::Code: if (b.truncated) s += QStringLiteral(" truncated"); break;
    default: break;
    }
    return s;
}

QString withoutSpace(QString s) { return s.remove(QRegularExpression(QStringLiteral("\\s"))); }

}  // namespace

class TestBlocks : public QObject {
    Q_OBJECT
private slots:
    void languageSamples_data() {
        QTest::addColumn<QString>("name");
        const QStringList languages = {"zh", "en", "ja", "fr", "de", "es", "it", "nl", "pt", "sv", "da"};
        for (const QString& l : languages) QTest::newRow(qPrintable(l)) << l;
    }
    void languageSamples() {
        QFETCH(QString, name);
        const QString text = readText(outputsDir() + u'/' + name + QStringLiteral(".md"));
        QStringList expected = readText(outputsDir() + u'/' + name + QStringLiteral(".blocks")).split(u'\n');
        expected.removeAll(QString());
        QStringList actual;
        for (const Block& b : parseBlocks(text)) actual.append(summary(b));
        QCOMPARE(actual.join(u'\n'), expected.join(u'\n'));
    }

    // Cut every sample at many points, as a stopped or length-limited generation would.
    void everyPrefixParsesWithoutLoss() {
        const QStringList files = QDir(outputsDir()).entryList({QStringLiteral("*.md")}, QDir::Files);
        QVERIFY(files.size() >= 11);
        for (const QString& file : files) {
            const QString text = readText(outputsDir() + u'/' + file);
            for (int n = 0; n <= text.size(); n += 5) {
                const QString prefix = text.left(n);
                const QList<Block> blocks = parseBlocks(prefix);
                QCOMPARE(withoutSpace(joinBlocks(blocks)), withoutSpace(prefix));
            }
        }
    }

    void truncatedTableKeepsItsRows() {
        const QList<Block> blocks = parseBlocks(
            QStringLiteral("Intro\n\n<table><tr><th colspan=\"2\">A &amp; B</th></tr><tr><td>1</td><td>2<br>3"));
        QCOMPARE(blocks.size(), 2);
        const Block& t = blocks[1];
        QCOMPARE(t.kind, BlockKind::HtmlTable);
        QVERIFY(t.truncated);
        QCOMPARE(t.table.rows.size(), 2);
        QCOMPARE(t.table.rows[0].cells[0].colspan, 2);
        QCOMPARE(t.table.rows[0].cells[0].text, QStringLiteral("A & B"));
        QCOMPARE(t.table.rows[1].cells[1].text, QStringLiteral("2\n3"));
        // Re-emitted well-formed.
        QVERIFY(tableToHtml(t.table).endsWith(QStringLiteral("</td></tr>\n</table>")));
    }

    void rowspanOccupiesColumnsBelow() {
        const Table t = parseHtmlTable(QStringLiteral(
            "<table><tr><td rowspan=\"3\">a</td><td>b</td></tr><tr><td>c</td></tr><tr><td>d</td></tr></table>"));
        QCOMPARE(t.rows.size(), 3);
        QCOMPARE(t.columnCount(), 2);
        QVERIFY(t.complete);
    }

    void pipeConversionOnlyWhenLossless() {
        const Table simple = parseHtmlTable(QStringLiteral("<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>$x^2$</td></tr></table>"));
        QCOMPARE(tableToPipe(simple).value_or(QString()), QStringLiteral("| A | B |\n| --- | --- |\n| 1 | $x^2$ |"));
        const Table spans = parseHtmlTable(QStringLiteral("<table><tr><th colspan=2>A</th></tr><tr><td>1</td><td>2</td></tr></table>"));
        QVERIFY(!tableToPipe(spans));
        const Table multiLine = parseHtmlTable(QStringLiteral("<table><tr><th>A</th></tr><tr><td>1<br>2</td></tr></table>"));
        QVERIFY(!tableToPipe(multiLine));
        const Table noHeader = parseHtmlTable(QStringLiteral("<table><tr><td>A</td></tr><tr><td>1</td></tr></table>"));
        QVERIFY(!tableToPipe(noHeader));
    }

    void mathDelimiters() {
        const QString text = QStringLiteral("Cost $5 and $10.\n\nA \\$ sign; $a+b$, \\(c\\), $$d$$ \\[e\\] \\begin{align}f\\end{align} `$g$`");
        const QList<MathSpan> spans = findMathSpans(text);
        QStringList contents;
        for (const MathSpan& s : spans) contents.append(s.content(text).toString() + (s.display ? u'!' : u'.'));
        QCOMPARE(contents, QStringList({"a+b.", "c.", "d!", "e!", "\\begin{align}f\\end{align}!"}));
        QCOMPARE(spans[4].environment, QStringLiteral("align"));
    }

    void unclosedDisplayMathRunsToTheEnd() {
        const QList<Block> blocks = parseBlocks(QStringLiteral("Text\n\n$$\n\\sum_{i=1}^{n} x_i"));
        QCOMPARE(blocks.size(), 2);
        QCOMPARE(blocks[1].kind, BlockKind::DisplayMath);
        QVERIFY(blocks[1].truncated);
        const QList<MathSpan> spans = findMathSpans(QStringLiteral("\\begin{equation} a"));
        QCOMPARE(spans.size(), 1);
        QVERIFY(!spans[0].closed);
    }

    void figureWithAndWithoutBox() {
        Block f;
        QVERIFY(parseFigureLine(QStringLiteral("![image](image_3.png) 10, 20, 500, 700"), &f));
        QCOMPARE(f.imageName, QStringLiteral("image_3.png"));
        QVERIFY(f.hasBox);
        QCOMPARE(f.box, QRect(QPoint(10, 20), QPoint(500, 700)));
        Block g;
        QVERIFY(parseFigureLine(QStringLiteral("![chart](image_4.png)"), &g));
        QVERIFY(!g.hasBox);
        Block h;
        QVERIFY(!parseFigureLine(QStringLiteral("see ![image](a.png) here"), &h));
    }

    void singleLinePageIsContent() {
        const QList<Block> blocks = parseBlocks(QStringLiteral("12"));
        QCOMPARE(blocks.size(), 1);
        QCOMPARE(blocks[0].kind, BlockKind::Paragraph);
    }
};

QTEST_MAIN(TestBlocks)
#include "test_blocks.moc"

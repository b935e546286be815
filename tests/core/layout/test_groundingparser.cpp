// The grounding parser on hand-written LightOnOCR-3 outputs (tests/data/grounding): blocks,
// boxes, continuations, repairs, and streaming that never shows half a marker.
#include <QFile>
#include <QtTest>

#include "layout/groundingparser.h"

using namespace folio;

namespace {

QString sample(const QString& name) {
    QFile f(QStringLiteral(FOLIO_SOURCE_DIR "/tests/data/grounding/") + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("missing sample %s", qPrintable(name));
    return QString::fromUtf8(f.readAll());
}

}  // namespace

class TestGroundingParser : public QObject {
    Q_OBJECT
private slots:
    void parsesEveryBlockWithLabelBoxAndText() {
        const QList<LayoutBlock> blocks = parseGrounding(sample(QStringLiteral("phototest.txt")));
        QCOMPARE(blocks.size(), 4);
        QCOMPARE(blocks[0].label, QStringLiteral("title"));
        QCOMPARE(blocks[0].box, (NormalizedBox{80, 60, 620, 120}));
        QVERIFY(blocks[0].text.startsWith(QStringLiteral("# This is a lot")));
        QCOMPARE(blocks[3].label, QStringLiteral("page_number"));
        QCOMPARE(blocks[3].text, QStringLiteral("1"));
        for (const LayoutBlock& b : blocks) {
            QVERIFY(b.hasBox);
            QVERIFY(b.complete);
            QVERIFY2(b.problem.isEmpty(), qPrintable(b.problem));
        }
    }

    void textMayStartOnTheLineAfterTheMarker() {
        const QList<LayoutBlock> blocks = parseGrounding(sample(QStringLiteral("two_column.txt")));
        QCOMPARE(blocks[1].label, QStringLiteral("section"));
        QCOMPARE(blocks[1].text, QStringLiteral("## Sequencing made simple"));
    }

    void continuationJoinsThePreviousBlock() {
        const QList<LayoutBlock> blocks = parseGrounding(sample(QStringLiteral("two_column.txt")));
        QCOMPARE(blocks[3].label, QStringLiteral("text"));
        QVERIFY(blocks[3].continues);
        QVERIFY(!blocks[2].continues);
        const QString markdown = groundingToMarkdown(blocks);
        QVERIFY(markdown.contains(QStringLiteral("exactly as you played it.")));
        QVERIFY(markdown.contains(QStringLiteral(
            "\n\n![A photo of the LinnSequencer front panel with its display and keypad.](image_1.png)520,520,940,800\n\n")));
    }

    // A page turned a quarter clockwise: its figure lines' boxes turn with it, the rest stays.
    void figureBoxesTurnWithThePage() {
        const QString text = QStringLiteral("# Report\n\n![Front panel](image_1.png)520,520,940,800\n\n"
                                            "Pages 10,20,30,40 of ![x](photo.png)1,2,3,4.\n\n![](image_2.png)0,0,1000,500");
        QCOMPARE(withFigureBoxesTurned(text, 90),
                 QStringLiteral("# Report\n\n![Front panel](image_1.png)200,520,480,940\n\n"
                                "Pages 10,20,30,40 of ![x](photo.png)1,2,3,4.\n\n![](image_2.png)500,0,1000,1000"));
        QCOMPARE(withFigureBoxesTurned(withFigureBoxesTurned(text, 90), -90), text);
        QCOMPARE(withFigureBoxesTurned(text, 360), text);
    }

    void droppedLabelsLeaveTheMarkdown() {
        const QList<LayoutBlock> blocks = parseGrounding(sample(QStringLiteral("two_column.txt")));
        const QString all = groundingToMarkdown(blocks);
        QVERIFY(all.contains(QStringLiteral("Product Brochure")));
        QStringList furniture;
        for (const LayoutBlock& b : blocks)
            if (isPageFurniture(b.label)) furniture << b.label;
        QCOMPARE(furniture, (QStringList{QStringLiteral("header"), QStringLiteral("footer"), QStringLiteral("page_number")}));
        const QString kept = groundingToMarkdown(blocks, furniture);
        QVERIFY(!kept.contains(QStringLiteral("Product Brochure")));
        QVERIFY(!kept.contains(QStringLiteral("Tarzana")));
        QVERIFY(kept.startsWith(QStringLiteral("## Sequencing made simple\n\nThe LinnSequencer")));
    }

    void edgeCasesAreRepairedAndSaidSo() {
        const QList<LayoutBlock> blocks = parseGrounding(sample(QStringLiteral("cjk_math_table.txt")));
        QCOMPARE(blocks.size(), 11);
        // Text before the first marker is kept, as a block without a box.
        QCOMPARE(blocks[0].label, QStringLiteral("text"));
        QVERIFY(!blocks[0].hasBox);
        QCOMPARE(blocks[0].text, QStringLiteral("Text the model wrote before its first marker."));
        QCOMPARE(blocks[1].text, QStringLiteral("漢字かな交じり文の例"));
        // An unknown label is accepted as it is.
        QCOMPARE(blocks[7].label, QStringLiteral("sidebar_note"));
        // Out of range and inverted: clamped and swapped.
        QCOMPARE(blocks[8].box, (NormalizedBox{50, 720, 1000, 880}));
        QVERIFY(blocks[8].hasBox);
        QVERIFY(blocks[8].problem.contains(QStringLiteral("clamped")));
        QVERIFY(blocks[8].problem.contains(QStringLiteral("inverted")));
        // An empty block stays a block, with no text.
        QCOMPARE(blocks[9].label, QStringLiteral("code"));
        QVERIFY(blocks[9].text.isEmpty());
        // A zero-width box is no box.
        QVERIFY(!blocks[10].hasBox);
        QVERIFY(blocks[10].problem.contains(QStringLiteral("empty box")));
    }

    void malformedMarkersStayText() {
        const QString out = QStringLiteral(
            "![text](10,10,500,40) See ![image](image_1.png) and ![text](1,2,3) and ![x](a,b,c,d) and "
            "![text](1, 2 ,3,4 ]. ![](1,2,3,4) !not [a](1,2,3,4)");
        const QList<LayoutBlock> blocks = parseGrounding(out);
        QCOMPARE(blocks.size(), 1);
        QVERIFY(blocks[0].text.contains(QStringLiteral("![image](image_1.png)")));
        QVERIFY(blocks[0].text.contains(QStringLiteral("![text](1,2,3) and")));
        QVERIFY(blocks[0].text.endsWith(QStringLiteral("!not [a](1,2,3,4)")));
    }

    void plainModelOutputIsOneBlockWithoutABox() {
        const QString plain = QStringLiteral("# Title\n\nSome text.\n\n![image](image_1.png)");
        QVERIFY(!looksLikeGrounding(plain));
        const QList<LayoutBlock> blocks = parseGrounding(plain);
        QCOMPARE(blocks.size(), 1);
        QVERIFY(!blocks[0].hasBox);
        QCOMPARE(blocks[0].text, plain);
        QVERIFY(looksLikeGrounding(sample(QStringLiteral("phototest.txt"))));
    }

    void streamingGivesTheSameBlocksAndNeverAHalfMarker() {
        for (const QString& name : {QStringLiteral("phototest.txt"), QStringLiteral("two_column.txt"),
                                    QStringLiteral("cjk_math_table.txt")}) {
            const QString out = sample(name);
            GroundingParser parser;
            for (qsizetype i = 0; i < out.size(); ++i) {
                parser.feed(out.mid(i, 1));
                const QList<LayoutBlock> partial = parser.blocks();
                for (int k = 0; k < partial.size(); ++k) {
                    // Shown text never ends in the beginning of a marker that is still arriving.
                    const QString& t = partial[k].text;
                    QVERIFY2(!QRegularExpression(QStringLiteral("!(\\[[A-Za-z_][\\w-]*\\+?(\\](\\([\\d ,]*)?)?)?$"))
                                  .match(t)
                                  .hasMatch() ||
                                 k + 1 < partial.size(),
                             qPrintable(name + QStringLiteral(": ") + t));
                    QCOMPARE(partial[k].complete, k + 1 < partial.size());
                }
            }
            parser.finish();
            QCOMPARE(parser.blocks(), parseGrounding(out));
        }
    }

    void blocksAreFoundInEditedText() {
        const QList<LayoutBlock> blocks = parseGrounding(sample(QStringLiteral("two_column.txt")));
        QString markdown = groundingToMarkdown(blocks);
        markdown.prepend(QStringLiteral("A line the user typed first.\n\n"));
        markdown.replace(QStringLiteral("Fig. 1: The front panel."), QStringLiteral("Figure 1."));
        const QList<QPair<int, int>> ranges = blockTextRanges(blocks, markdown);
        QCOMPARE(ranges.size(), blocks.size());
        for (int i = 0; i < blocks.size(); ++i) {
            if (blocks[i].label == QLatin1String("caption")) {
                QCOMPARE(ranges[i], (QPair<int, int>{-1, -1}));
                continue;
            }
            QCOMPARE(markdown.mid(ranges[i].first, ranges[i].second - ranges[i].first), blocks[i].text);
            if (i > 0 && ranges[i - 1].first >= 0) QVERIFY(ranges[i].first >= ranges[i - 1].second);
        }
    }

    void aMarkerCutOffAtTheEndBecomesText() {
        GroundingParser parser;
        parser.feed(QStringLiteral("![title](1,2,300,40) Heading ![text](5,6,"));
        QCOMPARE(parser.blocks().size(), 1);
        QCOMPARE(parser.blocks()[0].text, QStringLiteral("Heading"));
        parser.finish();
        QCOMPARE(parser.blocks()[0].text, QStringLiteral("Heading ![text](5,6,"));
        QVERIFY(parser.blocks()[0].complete);
    }
};

QTEST_GUILESS_MAIN(TestGroundingParser)
#include "test_groundingparser.moc"

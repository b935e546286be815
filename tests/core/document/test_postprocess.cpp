// Each post-processing option on its own: what it changes, and what it must leave alone (math,
// code, tables, real compound hyphens).
#include <QFile>
#include <QtTest>

#include "document/postprocess.h"

using namespace folio;

namespace {
QString sample(const QString& name) {
    QFile f(QStringLiteral(FOLIO_SOURCE_DIR "/tests/data/outputs/") + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(f.fileName()));
    return QString::fromUtf8(f.readAll());
}
}  // namespace

class TestPostProcess : public QObject {
    Q_OBJECT
private slots:
    void everyOptionIsOffByDefault() {
        const PostProcessOptions defaults;
        QVERIFY(!defaults.any());
        const QString text = sample(QStringLiteral("en.md"));
        QCOMPARE(postProcess(text, defaults), text);
    }

    void repairEscapedMath() {
        QCOMPARE(folio::repairEscapedMath(QStringLiteral("Area \\\\(\\\\pi r^2\\\\) here")),
                 QStringLiteral("Area \\(\\pi r^2\\) here"));
        QCOMPARE(folio::repairEscapedMath(QStringLiteral("\\\\[ \\\\frac{a}{b} \\\\]")), QStringLiteral("\\[ \\frac{a}{b} \\]"));
        QCOMPARE(folio::repairEscapedMath(QStringLiteral("so \\$x^2\\$ holds")), QStringLiteral("so $x^2$ holds"));
        QCOMPARE(folio::repairEscapedMath(QStringLiteral("\\$\\$E = mc^2\\$\\$")), QStringLiteral("$$E = mc^2$$"));
        // Escaped dollars that are money stay escaped; a real TeX line break inside math stays.
        QCOMPARE(folio::repairEscapedMath(QStringLiteral("\\$5 and \\$10")), QStringLiteral("\\$5 and \\$10"));
        const QString aligned = QStringLiteral("$$\\begin{aligned} a \\\\[2pt] b \\end{aligned}$$");
        QCOMPARE(folio::repairEscapedMath(aligned), aligned);
        QCOMPARE(folio::repairEscapedMath(QStringLiteral("\\\\begin{equation} \\\\alpha \\\\end{equation}")),
                 QStringLiteral("\\begin{equation} \\alpha \\end{equation}"));
    }

    void collapseDotLeaders() {
        QCOMPARE(folio::collapseDotLeaders(QStringLiteral("Introduction ............ 5\n\nMethods . . . . . . . 12")),
                 QStringLiteral("Introduction … 5\n\nMethods … 12"));
        // Leaders that end a table cell go; an ellipsis stays; math and code are never touched.
        QCOMPARE(folio::collapseDotLeaders(QStringLiteral("<table><tr><td>Preface ......</td><td>iii</td></tr></table>")),
                 QStringLiteral("<table><tr><td>Preface</td><td>iii</td></tr></table>"));
        QCOMPARE(folio::collapseDotLeaders(QStringLiteral("Wait... what?")), QStringLiteral("Wait... what?"));
        const QString math = QStringLiteral("$a_1 + \\dots + a_n = ....$");
        QCOMPARE(folio::collapseDotLeaders(math), math);
        const QString code = QStringLiteral("```\nx = '........'\n```");
        QCOMPARE(folio::collapseDotLeaders(code), code);
    }

    void shortenFormBlanks() {
        QCOMPARE(folio::shortenFormBlanks(QStringLiteral("Name: ________________________ Date: ____________")),
                 QStringLiteral("Name: ________ Date: ________"));
        // Short blanks, underscores inside words and math stay.
        QCOMPARE(folio::shortenFormBlanks(QStringLiteral("Sign: _____ my__________name")),
                 QStringLiteral("Sign: _____ my__________name"));
        const QString math = QStringLiteral("$x\\_{____________}$");
        QCOMPARE(folio::shortenFormBlanks(math), math);
        PostProcessOptions o;
        o.shortenFormBlanks = true;
        QVERIFY(o.any());
        QCOMPARE(postProcess(QStringLiteral("ID ____________"), o), QStringLiteral("ID ________"));
    }

    void stripEmphasis() {
        QCOMPARE(folio::stripEmphasis(QStringLiteral("**bold** and *it* and __u__ and _x_ and <b>b</b>")),
                 QStringLiteral("bold and it and u and x and b"));
        // Math, identifiers with underscores and list markers are not emphasis.
        QCOMPARE(folio::stripEmphasis(QStringLiteral("$a*b*c$ and $x_1 + y_1$ in snake_case_name")),
                 QStringLiteral("$a*b*c$ and $x_1 + y_1$ in snake_case_name"));
        QCOMPARE(folio::stripEmphasis(QStringLiteral("* one **two**\n* three")), QStringLiteral("* one two\n* three"));
        const QString italian = folio::stripEmphasis(sample(QStringLiteral("it.md")));
        QVERIFY(italian.contains(QStringLiteral("Venezia, Provveditori alle biave, b. 14.")));
    }

    void removeListMarkers() {
        QCOMPARE(folio::removeListMarkers(QStringLiteral("Intro\n\n- apples\n- pears\n\n1. first\n2) second")),
                 QStringLiteral("Intro\n\napples\n\npears\n\nfirst\n\nsecond"));
        QCOMPARE(folio::removeListMarkers(QStringLiteral("Not a list: 3 - 2 = 1")), QStringLiteral("Not a list: 3 - 2 = 1"));
    }

    void joinHyphenatedLines_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("de word") << "de" << "Die Verbin-\ndung ist stabil" << "Die Verbindung\nist stabil";
        QTest::newRow("de compound kept") << "de" << "die Nord-\nSüd-Achse" << "die Nord-\nSüd-Achse";
        QTest::newRow("de suspended") << "de" << "Ein-\nund Ausgang" << "Ein-\nund Ausgang";
        QTest::newRow("de abbreviation") << "de" << "die EU-\nweite Regel" << "die EU-weite\nRegel";
        QTest::newRow("de number") << "de" << "eine 20-\njährige Frau" << "eine 20-jährige\nFrau";
        QTest::newRow("fr clitic") << "fr" << "peut-\nêtre demain" << "peut-être\ndemain";
        QTest::newRow("fr word") << "fr" << "l'informa-\ntion utile" << "l'information\nutile";
        QTest::newRow("pt enclitic") << "pt" << "disse-\nlhe que" << "disse-lhe\nque";
        QTest::newRow("en prefix") << "en" << "a self-\naware system" << "a self-aware\nsystem";
        QTest::newRow("en word") << "en" << "the experi-\nment" << "the experiment";
        QTest::newRow("sv word") << "sv" << "under-\nsökningen visade" << "undersökningen\nvisade";
        QTest::newRow("math untouched") << "en" << "$a-\nb$ and x" << "$a-\nb$ and x";
    }
    void joinHyphenatedLines() {
        QFETCH(QString, language);
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(folio::joinHyphenatedLines(input, language), expected);
    }

    void joinParagraphLines() {
        QCOMPARE(folio::joinParagraphLines(QStringLiteral("one\ntwo\nthree\n\nnext")), QStringLiteral("one two three\n\nnext"));
        QCOMPARE(folio::joinParagraphLines(QStringLiteral("中文的\n句子")), QStringLiteral("中文的句子"));
        QCOMPARE(folio::joinParagraphLines(QStringLiteral("hard  \nbreak")), QStringLiteral("hard  \nbreak"));
        QCOMPARE(folio::joinParagraphLines(QStringLiteral("- item\n  continued\n- next")), QStringLiteral("- item continued\n- next"));
        // Tables and display math keep their lines.
        const QString table = QStringLiteral("| a | b |\n|---|---|\n| 1 | 2 |");
        QCOMPARE(folio::joinParagraphLines(table), table);
        const QString math = QStringLiteral("$$\na\n$$");
        QCOMPARE(folio::joinParagraphLines(math), math);
    }

    void normalizeCjkPunctuation() {
        QCOMPARE(folio::normalizeCjkPunctuation(QStringLiteral("显著提升,字符错误率降低:见表(2)。")),
                 QStringLiteral("显著提升，字符错误率降低：见表（2）。"));
        QCOMPARE(folio::normalizeCjkPunctuation(QStringLiteral("モデルを用いる, 次に")), QStringLiteral("モデルを用いる，次に"));
        QCOMPARE(folio::normalizeCjkPunctuation(QStringLiteral("モデル,テキスト"), QStringLiteral("ja")),
                 QStringLiteral("モデル、テキスト"));
        // Latin text, decimals and math inside CJK text stay ASCII.
        QCOMPARE(folio::normalizeCjkPunctuation(QStringLiteral("Hello, world. Pi is 3.14.")),
                 QStringLiteral("Hello, world. Pi is 3.14."));
        QCOMPARE(folio::normalizeCjkPunctuation(QStringLiteral("降低到 $f(a,b)$ 以下")), QStringLiteral("降低到 $f(a,b)$ 以下"));
        const QString chinese = folio::normalizeCjkPunctuation(sample(QStringLiteral("zh.md")), QStringLiteral("zh"));
        QVERIFY(chinese.contains(QStringLiteral("显著提升，字符错误率")));
        QVERIFY(chinese.contains(QStringLiteral("<table><tr><th rowspan=\"2\">")));  // tables untouched
    }

    void dropHeadersFooters() {
        const QString english = folio::dropHeadersFooters(sample(QStringLiteral("en.md")));
        QVERIFY(!english.contains(QStringLiteral("ANNUAL REPORT 2023")));
        QVERIFY(!english.endsWith(QStringLiteral("15")));
        QVERIFY(english.contains(QStringLiteral("## 3.2 Results")));
        const QString chinese = folio::dropHeadersFooters(sample(QStringLiteral("zh.md")));
        QVERIFY(!chinese.contains(QStringLiteral("第 12 页")));
        const QString french = folio::dropHeadersFooters(sample(QStringLiteral("fr.md")));
        QVERIFY(!french.contains(QStringLiteral("Page 12 sur 40")));
        QVERIFY(french.contains(QStringLiteral("Chapitre 2")));  // a chapter title is not a running head
    }

    void combinedOptionsInOrder() {
        PostProcessOptions o;
        o.joinHyphenatedLines = true;
        o.joinParagraphLines = true;
        o.stripEmphasis = true;
        o.language = QStringLiteral("de");
        QCOMPARE(postProcess(QStringLiteral("Die **Verbin-\ndung** der\nNord-\nSüd-Achse"), o),
                 QStringLiteral("Die Verbindung der Nord-Süd-Achse"));
    }
};

QTEST_MAIN(TestPostProcess)
#include "test_postprocess.moc"

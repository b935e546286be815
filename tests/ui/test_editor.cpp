#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QToolTip>
#include <QtTest>

#include "document/project.h"
#include "editor/findreplacebar.h"
#include "editor/markdownhighlighter.h"
#include "editor/resulteditor.h"
#include "editor/spellchecker.h"
#include "editor/suggestionrank.h"
#include "export/htmlrenderer.h"
#include "uitesting.h"

using namespace folio;

namespace {
Page pageWithText(const QString& text) {
    Page page;
    page.editedText = page.recognizedText = text;
    return page;
}

// The format the highlighter gave to character `column` of block `line`.
QTextCharFormat formatAt(QTextDocument* doc, int line, int column) {
    const QTextBlock block = doc->findBlockByNumber(line);
    if (qEnvironmentVariableIsSet("DEBUG_FORMATS"))
        for (const QTextLayout::FormatRange& r : block.layout()->formats())
            qInfo() << line << r.start << r.length << r.format.foreground().color()
                    << r.format.underlineStyle();
    for (const QTextLayout::FormatRange& range : block.layout()->formats())
        if (column >= range.start && column < range.start + range.length) return range.format;
    return {};
}
}  // namespace

class TestEditor : public QObject {
    Q_OBJECT
private slots:
    void highlightsHeadingsTablesAndMath() {
        QTextDocument doc;
        MarkdownHighlighter highlighter(&doc, nullptr);
        doc.setPlainText("# Heading\nplain $a+b$ text\n| x | y |\n$$\n\\frac{1}{2}\n$$\nafter");
        highlighter.rehighlight();  // the first pass is otherwise deferred to the event loop
        QCOMPARE(formatAt(&doc, 0, 3).foreground().color(),
                 MarkdownHighlighter::headingFormat().foreground().color());
        QCOMPARE(formatAt(&doc, 1, 7).foreground().color(),
                 MarkdownHighlighter::mathFormat().foreground().color());
        QVERIFY(formatAt(&doc, 1, 1).foreground().color() !=
                MarkdownHighlighter::mathFormat().foreground().color());
        QCOMPARE(formatAt(&doc, 2, 0).foreground().color(),
                 MarkdownHighlighter::tableFormat().foreground().color());
        QCOMPARE(formatAt(&doc, 4, 2).foreground().color(),
                 MarkdownHighlighter::mathFormat().foreground().color());
        QVERIFY(formatAt(&doc, 6, 1).foreground().color() !=
                MarkdownHighlighter::mathFormat().foreground().color());
    }

    void keepsBackslashesVerbatim() {
        Project project;
        Page page;
        page.editedText = "$\\alpha \\\\ \\beta$ and \\[x\\]";
        project.addPage(page);
        ResultEditor editor(&project);
        editor.showPage(page.id);
        QCOMPARE(editor.toPlainText(), page.editedText);
    }

    void underlinesUnknownWordsInTheHintedLanguage() {
        if (SpellChecker::dictionaryFor("en").isEmpty() ||
            SpellChecker::dictionaryFor("fr").isEmpty())
            QSKIP("Hunspell dictionaries (hunspell-en-us, hunspell-fr) are not installed");
        SpellChecker checker;
        checker.setLanguages({"en"});
        QVERIFY(checker.isCorrect("house"));
        QVERIFY(!checker.isCorrect("hosue"));
        QVERIFY(!checker.isCorrect("maison"));
        checker.setLanguages({"fr"});
        QVERIFY(checker.isCorrect("maison"));
        QVERIFY(checker.isCorrect(QString::fromUtf8("déjà")));

        QTextDocument doc;
        checker.setLanguages({"en"});
        MarkdownHighlighter highlighter(&doc, &checker);
        doc.setPlainText("The hosue has $\\mathrm{xyzzy}$ inside");
        highlighter.rehighlight();
        QCOMPARE(formatAt(&doc, 0, 5).underlineStyle(),
                 QTextCharFormat::SpellCheckUnderline);  // hosue
        QVERIFY(formatAt(&doc, 0, 1).underlineStyle() !=
                QTextCharFormat::SpellCheckUnderline);  // The
        QVERIFY(formatAt(&doc, 0, 24).underlineStyle() !=
                QTextCharFormat::SpellCheckUnderline);  // math is not prose

        // Words that begin or end with an accented letter are checked whole ("café", not "caf");
        // a hyphenated word whole or part by part.
        checker.setLanguages({"fr"});
        const QString french = QString::fromUtf8("café déjà élève voilà week-end porte-monnaie cafée");
        doc.setPlainText(french);
        highlighter.rehighlight();
        const auto underlined = [&](const char* w) {
            const int at = int(french.indexOf(QString::fromUtf8(w)));
            return formatAt(&doc, 0, at + 1).underlineStyle() == QTextCharFormat::SpellCheckUnderline;
        };
        for (const char* ok : {"café", "déjà", "élève", "voilà", "week-end", "porte-monnaie"})
            QVERIFY2(!underlined(ok), ok);
        QVERIFY(underlined("cafée"));
        if (!SpellChecker::dictionaryFor("de").isEmpty()) {
            checker.setLanguages({"de"});
            doc.setPlainText(QString::fromUtf8("Äpfel Übung öffnen"));
            highlighter.rehighlight();
            for (int at : {1, 7, 13}) QVERIFY(formatAt(&doc, 0, at).underlineStyle() != QTextCharFormat::SpellCheckUnderline);
        }
    }

    // The likeliest fix comes first: a swap of two neighbours ("Teh") is one slip of the hand,
    // which Hunspell alone ranked twelfth behind shorter words.
    void theLikeliestCorrectionIsOfferedFirst() {
        QCOMPARE(typingDistance("Teh", "The"), 1);
        QCOMPARE(typingDistance("kitten", "sitting"), 3);
        QCOMPARE(typingDistance("", "abc"), 3);
        QCOMPARE(rankSuggestions("Teh", {"Te", "Th", "Tet", "The", "Tech"}),
                 (QStringList{"The", "Tet", "Te", "Th", "Tech"}));
        if (SpellChecker::dictionaryFor("en").isEmpty()) QSKIP("the English Hunspell dictionary is not installed");
        SpellChecker checker;
        checker.setLanguages({"en"});
        QCOMPARE(checker.suggestions("Teh").value(0), QString("The"));
        QCOMPARE(checker.suggestions("hosue").value(0), QString("house"));
        QCOMPARE(checker.suggestions("recieve").value(0), QString("receive"));
        QVERIFY(checker.suggestions("Teh", 15).size() > 6);  // more than the menu shows at first
    }

    // Without language hints, a page is spell-checked in the language its text is in; a hint wins.
    void withoutHintsThePageIsCheckedInItsOwnLanguage() {
        if (SpellChecker::dictionaryFor("en").isEmpty() || SpellChecker::dictionaryFor("fr").isEmpty())
            QSKIP("Hunspell dictionaries (hunspell-en-us, hunspell-fr) are not installed");
        Project project;
        Page french, shortOne;
        french.editedText = QString::fromUtf8(
            "Le rapport de la commission a été présenté lundi et adopté par tous les membres. Les dépenses de "
            "l'année prochaine sont décrites dans le tableau ci-dessous, avec les recettes attendues.");
        shortOne.editedText = QStringLiteral("Table 1");
        project.addPage(french);
        project.addPage(shortOne);
        ResultEditor editor(&project);
        editor.setLanguages({});
        editor.showPage(shortOne.id);  // too little to tell, and no page told yet: the interface's (C: English)
        QCOMPARE(editor.spellChecker().activeLanguages(), QStringList{"en"});
        editor.showPage(french.id);
        QCOMPARE(editor.spellChecker().activeLanguages(), QStringList{"fr"});
        QVERIFY(editor.spellChecker().isCorrect(QString::fromUtf8("présenté")));
        editor.showPage(shortOne.id);  // too little to tell: the language the document's pages are in
        QCOMPARE(editor.spellChecker().activeLanguages(), QStringList{"fr"});
        editor.setLanguages({"en"});  // a hint wins
        QCOMPARE(editor.spellChecker().activeLanguages(), QStringList{"en"});
        editor.setLanguages({});
        // French typed into a page that had too little to tell is checked as French once typed.
        QTextCursor end(editor.document());
        end.movePosition(QTextCursor::End);
        end.insertText(QString::fromUtf8("\n\nLe rapport de la commission a été présenté lundi et adopté par tous les "
                                         "membres. Les dépenses de l'année prochaine sont décrites dans le tableau ci-dessous, avec les "
                                         "recettes attendues et les réserves de la fondation."));
        QTRY_COMPARE(editor.spellChecker().activeLanguages(), QStringList{"fr"});
        editor.setLanguages({"de"});
        editor.showPage(french.id);
        QCOMPARE(editor.spellChecker().activeLanguages(), QStringList{"de"});
    }

    // The underlines are the page's spans below the threshold; none while a job streams.
    void underlinesSpansBelowTheThreshold() {
        Project project;
        Page page;
        page.editedText = page.recognizedText = "Line one\nLine twq with rn";
        page.lowConfidence = {{14, 3, 0.2}, {23, 2, 0.45}};
        project.addPage(page);
        ResultEditor editor(&project);
        editor.setConfidenceThreshold(0.5);
        editor.showPage(page.id);
        const auto shown = [&] {
            QStringList marks;
            for (const QTextEdit::ExtraSelection& s : editor.extraSelections())
                marks << QString("%1@%2").arg(s.cursor.selectedText()).arg(s.cursor.selectionStart());
            return marks;
        };
        QCOMPARE(shown(), (QStringList{"twq@14", "rn@23"}));
        const QTextEdit::ExtraSelection mark = editor.extraSelections().first();
        QCOMPARE(mark.format.underlineStyle(), QTextCharFormat::DashUnderline);
        QVERIFY(mark.format.underlineColor() != Qt::red);  // not the spelling mark
        editor.setConfidenceThreshold(0.3);
        QCOMPARE(shown(), QStringList{"twq@14"});
        editor.moveCursor(QTextCursor::End);
        QVERIFY(editor.selectPreviousLowConfidence());
        QCOMPARE(editor.textCursor().selectedText(), QString("twq"));
        QVERIFY(editor.acceptLowConfidence());
        QVERIFY(shown().isEmpty());
        QVERIFY(!editor.selectNextLowConfidence());
        QCOMPARE(project.page(page.id)->lowConfidence, (QList<ConfidenceSpan>{{23, 2, 0.45}}));

        editor.setConfidenceThreshold(0.5);
        QCOMPARE(shown(), QStringList{"rn@23"});
        editor.setLiveText(page.id, "Streaming");
        QVERIFY(shown().isEmpty());
        editor.endLive(page.id);
        QCOMPARE(shown(), QStringList{"rn@23"});
    }

    // Accepting a mark is a step of the page's undo history: Ctrl+Z brings the underline back,
    // in its place among the others, and Ctrl+Shift+Z takes it away again; typing after it
    // undoes first.
    void acceptingAMarkIsUndone() {
        Project project;
        Page page;
        page.editedText = page.recognizedText = "Line one\nLine twq with rn";
        page.lowConfidence = {{5, 3, 0.1}, {14, 3, 0.2}, {23, 2, 0.3}};
        project.addPage(page);
        ResultEditor editor(&project);
        editor.setConfidenceThreshold(0.5);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.showPage(page.id);
        const auto marks = [&] {
            QStringList shown;
            for (const QTextEdit::ExtraSelection& s : editor.extraSelections()) shown << s.cursor.selectedText();
            return shown;
        };
        editor.selectSpan(14, 3);
        QVERIFY(editor.acceptLowConfidence());
        QCOMPARE(marks(), (QStringList{"one", "rn"}));
        QVERIFY(project.isModified());
        QTest::keyClick(&editor, Qt::Key_End);
        QTest::keyClicks(&editor, "!");
        QCOMPARE(editor.toPlainText(), QString("Line one\nLine twq with rn!"));
        QTest::keyClick(&editor, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(editor.toPlainText(), QString("Line one\nLine twq with rn"));
        QCOMPARE(marks(), (QStringList{"one", "rn"}));
        QTest::keyClick(&editor, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(marks(), (QStringList{"one", "twq", "rn"}));
        QCOMPARE(project.page(page.id)->lowConfidence, page.lowConfidence);
        QTest::keyClick(&editor, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(marks(), (QStringList{"one", "rn"}));
        QCOMPARE(editor.toPlainText(), QString("Line one\nLine twq with rn"));
    }

    // Typing undoes a word at a time, as in a word processor; a line break starts a step too,
    // and a run of deletions is one step.
    void typingUndoesAWordAtATime() {
        Project project;
        Page page;
        page.editedText = page.recognizedText = "Title";
        project.addPage(page);
        ResultEditor editor(&project);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.showPage(page.id);
        editor.moveCursor(QTextCursor::End);
        QTest::keyClick(&editor, Qt::Key_Return);
        QTest::keyClicks(&editor, "first words  here");
        QCOMPARE(project.page(page.id)->editedText, QString("Title\nfirst words  here"));
        QStringList undone;
        for (int step = 0; step < 5; ++step) {
            QTest::keyClick(&editor, Qt::Key_Z, Qt::ControlModifier);
            undone << editor.toPlainText();
        }
        QCOMPARE(undone, (QStringList{"Title\nfirst words", "Title\nfirst", "Title\n", "Title", "Title"}));
        QCOMPARE(project.page(page.id)->editedText, QString("Title"));
        QTest::keyClicks(&editor, " page");
        for (int i = 0; i < 3; ++i) QTest::keyClick(&editor, Qt::Key_Backspace);
        QCOMPARE(editor.toPlainText(), QString("Title p"));
        QTest::keyClick(&editor, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(editor.toPlainText(), QString("Title page"));
    }

    // Typing into a page while it streams changes nothing and says why; once done it edits.
    void typingIntoAStreamingPageSaysWhyNothingHappens() {
        Project project;
        Page page;
        page.editedText = page.recognizedText = "old";
        project.addPage(page);
        ResultEditor editor(&project);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.showPage(page.id);
        editor.setLiveText(page.id, "Stream");
        QToolTip::hideText();
        QTRY_VERIFY(!QToolTip::isVisible());
        QTest::keyClick(&editor, Qt::Key_Right);  // moving about is not an edit
        QTest::qWait(50);
        QVERIFY(!QToolTip::isVisible());
        QTest::keyClicks(&editor, "x");
        QCOMPARE(editor.toPlainText(), QString("Stream"));
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains("being read"), qPrintable(QToolTip::text()));
        editor.setLiveText(page.id, "Streamed");
        project.setEditedText(page.id, "Streamed");  // the job's result, as the window stores it
        editor.endLive(page.id);
        QToolTip::hideText();
        QTRY_VERIFY(!QToolTip::isVisible());
        editor.moveCursor(QTextCursor::End);
        QTest::keyClicks(&editor, "!");
        QTest::qWait(50);
        QCOMPARE(editor.toPlainText(), QString("Streamed!"));
        QCOMPARE(project.page(page.id)->editedText, QString("Streamed!"));
        QVERIFY(!QToolTip::isVisible());
    }

    void findAndReplaceOnOnePageIsOneUndoStep() {
        Project project;
        const QUuid id = project.addPage(pageWithText("cat and cat and Cat"));
        const QUuid other = project.addPage(pageWithText("cat"));
        ResultEditor editor(&project);
        editor.showPage(id);
        FindReplaceBar bar(&editor, &project);
        bar.allPagesBox()->setChecked(false);
        bar.findField()->setText("cat");
        bar.replaceField()->setText("dog");
        QCOMPARE(bar.replaceAll(), 3);  // case-insensitive by default
        QCOMPARE(editor.toPlainText(), QString("dog and dog and dog"));
        QCOMPARE(project.page(id)->editedText, QString("dog and dog and dog"));
        QCOMPARE(project.page(other)->editedText, QString("cat"));  // not this page
        editor.undo();
        QCOMPARE(editor.toPlainText(), QString("cat and cat and Cat"));
        QCOMPARE(project.page(id)->editedText, QString("cat and cat and Cat"));
        editor.moveCursor(QTextCursor::Start);
        QVERIFY(bar.findNext());
        QCOMPARE(editor.textCursor().selectionStart(), 0);
        QVERIFY(bar.findNext());
        QCOMPARE(editor.textCursor().selectionStart(), 8);
        QVERIFY(bar.findNext());
        QVERIFY(bar.findNext());  // wraps within the page, never to the next one
        QCOMPARE(editor.pageId(), id);
        QCOMPARE(editor.textCursor().selectionStart(), 0);
        QCOMPARE(bar.statusLabel()->text(), QString("Wrapped"));
    }

    void findGoesOnToTheNextPageThatHoldsTheText() {
        Project project;
        const QUuid first = project.addPage(pageWithText("alpha"));
        const QUuid second = project.addPage(pageWithText("beta"));
        const QUuid third = project.addPage(pageWithText("gamma Beta"));
        ResultEditor editor(&project);
        editor.showPage(first);
        FindReplaceBar bar(&editor, &project);
        connect(&bar, &FindReplaceBar::pageRequested, &editor, &ResultEditor::showPage);
        bar.findField()->setText("beta");
        QVERIFY(bar.findNext());
        QCOMPARE(editor.pageId(), second);
        QCOMPARE(editor.textCursor().selectedText(), QString("beta"));
        QCOMPARE(bar.statusLabel()->text(), QString("Page 2"));
        QVERIFY(bar.findNext());
        QCOMPARE(editor.pageId(), third);
        QCOMPARE(editor.textCursor().selectionStart(), 6);
        QVERIFY(bar.findNext());
        QCOMPARE(editor.pageId(), second);
        QCOMPARE(bar.statusLabel()->text(), QString("Wrapped to page 2"));
        QVERIFY(bar.findNext(true));  // back, past the first page, to the last
        QCOMPARE(editor.pageId(), third);
        QCOMPARE(bar.statusLabel()->text(), QString("Wrapped to page 3"));
        bar.findField()->setText("delta");
        QVERIFY(!bar.findNext());
        QCOMPARE(editor.pageId(), third);
        QCOMPARE(bar.statusLabel()->text(), QString("Not found"));
    }

    void wholeWordsAndCaseNarrowTheMatches() {
        Project project;
        project.addPage(pageWithText("cat concat Cat (a) cats"));
        const QUuid id = project.addPage(pageWithText("cat Cat cat (a) (a)"));
        ResultEditor editor(&project);
        editor.showPage(id);
        FindReplaceBar bar(&editor, &project);
        bar.findField()->setText("cat");
        QTRY_COMPARE(bar.statusLabel()->text(), QString("7 matches on 2 pages"));
        bar.wholeWordsBox()->setChecked(true);
        QTRY_COMPARE(bar.statusLabel()->text(), QString("5 matches on 2 pages"));
        bar.caseSensitiveBox()->setChecked(true);
        QTRY_COMPARE(bar.statusLabel()->text(), QString("3 matches on 2 pages"));
        bar.findField()->setText("(a)");  // whole words around a text that does not start with a letter
        QTRY_COMPARE(bar.statusLabel()->text(), QString("3 matches on 2 pages"));
        bar.allPagesBox()->setChecked(false);
        QTRY_COMPARE(bar.statusLabel()->text(), QString("2 matches on this page"));
        QVERIFY(bar.findNext());  // stepping through them keeps the count in sight
        QCOMPARE(bar.statusLabel()->text(), QString("2 matches on this page"));
    }

    void matchesAreMarkedWhileTheBarIsOpen() {
        Project project;
        const QUuid id = project.addPage(pageWithText("cat and cat\nno dog"));
        ResultEditor editor(&project);
        editor.showPage(id);
        FindReplaceBar bar(&editor, &project);
        const auto marked = [&] {
            QStringList marks;
            for (const QTextEdit::ExtraSelection& s : editor.extraSelections())
                marks << QString("%1@%2").arg(s.cursor.selectedText()).arg(s.cursor.selectionStart());
            return marks;
        };
        bar.findField()->setText("cat");
        QVERIFY(marked().isEmpty());  // the bar is closed
        bar.showFind();
        QCOMPARE(marked(), QStringList({"cat@0", "cat@8"}));
        editor.moveCursor(QTextCursor::End);
        editor.insertPlainText(" cat");  // typed: marked too
        QCOMPARE(marked(), QStringList({"cat@0", "cat@8", "cat@19"}));
        bar.wholeWordsBox()->setChecked(true);
        bar.findField()->setText("do");
        QVERIFY(marked().isEmpty());  // "dog" is not the whole word "do"
        bar.hide();
        bar.findField()->setText("cat");
        QVERIFY(marked().isEmpty());
    }

    void replaceAllOnEveryPageAndUndoIt() {
        Project project;
        const QUuid first = project.addPage(pageWithText("teh cat"));
        const QUuid middle = project.addPage(pageWithText("no match"));
        const QUuid last = project.addPage(pageWithText("teh teh"));
        ResultEditor editor(&project);
        editor.showPage(first);
        FindReplaceBar bar(&editor, &project);
        bar.findField()->setText("teh");
        bar.replaceField()->setText("the");
        QCOMPARE(bar.replaceAll(), 3);
        QCOMPARE(project.page(first)->editedText, QString("the cat"));
        QCOMPARE(project.page(middle)->editedText, QString("no match"));
        QCOMPARE(project.page(last)->editedText, QString("the the"));
        QCOMPARE(editor.toPlainText(), QString("the cat"));
        QCOMPARE(bar.statusLabel()->text(), QString("3 replaced on 2 pages"));
        QVERIFY(project.isModified());
        // Each page's own history holds the step too.
        editor.showPage(last);
        editor.undo();
        QCOMPARE(project.page(last)->editedText, QString("teh teh"));
        editor.redo();
        QCOMPARE(project.page(last)->editedText, QString("the the"));

        // The button takes it back on every page.
        QCOMPARE(bar.undoReplaceAll(), 2);
        QCOMPARE(project.page(first)->editedText, QString("teh cat"));
        QCOMPARE(project.page(last)->editedText, QString("teh teh"));
        QCOMPARE(editor.toPlainText(), QString("teh teh"));
        QCOMPARE(bar.statusLabel()->text(), QString("Replacement undone on 2 pages"));
        QCOMPARE(bar.undoReplaceAll(), 0);  // only once

        // A page typed into since keeps what the user typed.
        QCOMPARE(bar.replaceAll(), 3);
        editor.moveCursor(QTextCursor::End);
        QTest::keyClicks(&editor, "!");
        QCOMPARE(project.page(last)->editedText, QString("the the!"));
        QCOMPARE(bar.undoReplaceAll(), 1);
        QCOMPARE(project.page(first)->editedText, QString("teh cat"));
        QCOMPARE(project.page(last)->editedText, QString("the the!"));
        // The page is named: the message says which one kept the replacement, and how to undo it.
        QCOMPARE(bar.statusLabel()->text(),
                 QString("Replacement undone on 1 pages. Changed since, 1 page(s) kept the replacement (page 3); "
                         "Edit › Undo on such a page takes it back."));
    }

    void replaceAllLeavesAPageBeingReadAlone() {
        Project project;
        const QUuid first = project.addPage(pageWithText("teh"));
        const QUuid reading = project.addPage(pageWithText("teh old"));
        ResultEditor editor(&project);
        editor.showPage(first);
        editor.setLiveText(reading, "streamed teh");
        FindReplaceBar bar(&editor, &project);
        bar.findField()->setText("teh");
        bar.replaceField()->setText("the");
        QCOMPARE(bar.replaceAll(), 1);
        QCOMPARE(project.page(first)->editedText, QString("the"));
        QCOMPARE(project.page(reading)->editedText, QString("teh old"));
        QVERIFY2(bar.statusLabel()->text().contains("being read were left as they are"),
                 qPrintable(bar.statusLabel()->text()));
    }

    void markdownHtmlKeepsTablesAndMath() {
        const QString html = markdownToHtml(
            "## T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n$$\\sum_i "
            "x_i$$\n\n<table><tr><td>raw</td></tr></table>\n");
        QVERIFY(html.contains("<h2>T</h2>"));
        QVERIFY(html.contains("<td>1</td>"));
        QVERIFY(html.contains("<x-equation type=\"display\">\\sum_i x_i</x-equation>"));
        QVERIFY(html.contains("<td>raw</td>"));
    }
};

FOLIO_UI_TEST_MAIN(TestEditor)
#include "test_editor.moc"

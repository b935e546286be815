// Colours the model's Markdown as it is: headings, pipe and HTML tables, $...$ and $$...$$
// math, emphasis; underlines words the spell checker does not know (outside math and tags).
#pragma once

#include <QSyntaxHighlighter>

namespace folio {

class SpellChecker;

class MarkdownHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
public:
    MarkdownHighlighter(QTextDocument* document, const SpellChecker* spellChecker);

    // Formats by role, exposed so tests can check what a character got.
    static QTextCharFormat headingFormat();
    static QTextCharFormat mathFormat();
    static QTextCharFormat tableFormat();

protected:
    void highlightBlock(const QString& text) override;

private:
    void markMath(const QString& text, QList<bool>& covered);
    void markSpelling(const QString& text, const QList<bool>& covered);

    const SpellChecker* m_spellChecker;
};

}  // namespace folio

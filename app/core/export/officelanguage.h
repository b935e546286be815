// What pandoc 2.17 leaves out of office documents, put in after it wrote them:
//  - ODF and OOXML keep a language for each of three kinds of script (Western, East Asian, and
//    "complex": right-to-left and Indic); pandoc sets only the Western one, so Japanese or Arabic
//    text was declared in the wrong slot (spell checkers, screen readers and hyphenation go by it);
//  - its ODT writer drops a paragraph's direction: Arabic and Hebrew paragraphs ran left to right;
//  - its DOCX writer gives a right-to-left paragraph no style, so it lost the body text's.
#pragma once

#include <QByteArray>
#include <QString>

namespace folio {

enum class ScriptKind { Western, EastAsian, Complex };
// The kind of script a BCP 47 language is written in ("ja" East Asian, "he" complex).
ScriptKind scriptKindOf(const QString& language);

// styles.xml of an ODT with `language` also in the slot of its script.
QByteArray odtStylesDeclaringLanguage(const QByteArray& stylesXml, const QString& language);
// word/styles.xml of a DOCX, the same.
QByteArray docxStylesDeclaringLanguage(const QByteArray& stylesXml, const QString& language);
// content.xml of an ODT whose paragraphs and headings that begin in a right-to-left script run
// right to left (each gets a style that is its own one written rl-tb). Unchanged when none do,
// or when it cannot be parsed.
QByteArray odtContentWithRightToLeftParagraphs(const QByteArray& contentXml);

// word/document.xml of a DOCX whose right-to-left paragraphs without a style have the body
// text's, as their left-to-right neighbours.
QByteArray docxRightToLeftParagraphsStyled(const QByteArray& documentXml);

}  // namespace folio

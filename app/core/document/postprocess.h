// Optional clean-ups of the model's Markdown. Each is off by default; none ever rewrites math
// (the text between math delimiters and inside `code` is kept verbatim), and none touches tables'
// markup. Pure functions of the text, safe on any thread.
#pragma once

#include <QList>
#include <QString>

namespace folio {

struct PostProcessOptions {
    bool repairEscapedMath = false;      // \\( x \\) or \$x^2\$ -> \( x \) and $x^2$
    bool stripEmphasis = false;          // **bold**, *italic*, __x__, _x_, <b>, <i> -> plain text
    bool removeListMarkers = false;      // list items become plain paragraphs
    bool joinHyphenatedLines = false;    // "Verbin-\ndung" -> "Verbindung"; keeps "Nord-\nSüd"
    bool joinParagraphLines = false;     // one line per paragraph (no space between CJK characters)
    bool normalizeCjkPunctuation = false;  // ASCII ,.:;?!() next to CJK text -> full-width forms
    bool dropHeadersFooters = false;     // running heads and page numbers (see headerfooter.h)
    bool collapseDotLeaders = false;     // "Contents ........ 5" -> "Contents … 5"; leaders ending a cell go
    bool shortenFormBlanks = false;      // a form's "Name: ______________" -> eight underscores
    QString language;                    // ISO 639-1 code of the page ("de", "fr", "ja"...)

    bool any() const;
};

// The steps by name (for the command line and the settings) and label (for menus), with the
// option each one switches on.
struct PostProcessStep {
    QString name;       // "dot-leaders"
    const char* label;  // translatable, context "folio::PostProcess"
    bool PostProcessOptions::*option;
};
const QList<PostProcessStep>& postProcessSteps();

// Applies the enabled options in a fixed order; returns the input unchanged when none is enabled.
QString postProcess(const QString& markdown, const PostProcessOptions& options);

// The steps, each on a whole page (exposed for tests and for the editor's one-off commands).
QString repairEscapedMath(const QString& markdown);
QString stripEmphasis(const QString& markdown);
QString removeListMarkers(const QString& markdown);
QString joinHyphenatedLines(const QString& markdown, const QString& language);
QString joinParagraphLines(const QString& markdown);
QString normalizeCjkPunctuation(const QString& markdown, const QString& language = {});
QString dropHeadersFooters(const QString& markdown);
QString collapseDotLeaders(const QString& markdown);
QString shortenFormBlanks(const QString& markdown);

}  // namespace folio

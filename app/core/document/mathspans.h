// Finds LaTeX math in model output: $...$, $$...$$, \(...\), \[...\] and \begin{env}...\end{env}.
// Used by the block parser, the post-processors (which must not touch math) and the exporters.
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

namespace folio {

struct MathSpan {
    int start = 0;          // index of the opening delimiter
    int end = 0;            // one past the closing delimiter (end of text when unclosed)
    int contentStart = 0;   // first character inside the delimiters
    int contentEnd = 0;     // one past the last character inside the delimiters
    bool display = false;   // $$, \[ and environments
    bool closed = true;     // false: the text ended first (truncated output)
    QString environment;    // "equation" for \begin{equation}; empty for the other delimiters

    QStringView content(QStringView text) const { return text.mid(contentStart, contentEnd - contentStart); }
};

// Math spans in order, never overlapping. A single `$` opens inline math only when followed by a
// non-space and closes at a `$` preceded by a non-space and not followed by a digit (pandoc's rule,
// so "$5 and $10" stays text); an unclosed single `$` is text. An unclosed `$$`, `\[` or
// environment runs to the end of the text with closed == false. `\$` is never a delimiter.
QList<MathSpan> findMathSpans(QStringView text);

// True when position `pos` lies inside one of `spans`.
bool insideMath(const QList<MathSpan>& spans, int pos);

// Applies `transform` to every stretch of `text` outside math (and outside `inline code`), keeping
// math verbatim. The post-processors use it so that no option ever rewrites a formula.
template <typename Transform>
QString mapOutsideMath(const QString& text, Transform transform);

// Splits text into stretches: {isMath, text}. Code spans count as "math" (kept verbatim).
struct TextPiece {
    bool verbatim = false;
    QString text;
};
QList<TextPiece> splitOutsideMath(const QString& text);

template <typename Transform>
QString mapOutsideMath(const QString& text, Transform transform) {
    QString out;
    for (const TextPiece& piece : splitOutsideMath(text))
        out += piece.verbatim ? piece.text : transform(piece.text);
    return out;
}

}  // namespace folio

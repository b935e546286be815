// Low-confidence spans of a page's text: where the model gave its tokens a low probability.
// Offsets are in UTF-16 code units of the page's edited text and follow its edits: an edit
// before a span shifts it, an edit inside or across a span drops it (the user retyped it).
#pragma once

#include <QList>
#include <QString>
#include <optional>
#include <utility>

namespace folio {

struct ConfidenceSpan {
    qsizetype start = 0;
    qsizetype length = 0;
    double probability = 0;  // the lowest token probability within the span, 0..1
    qsizetype end() const { return start + length; }
    bool operator==(const ConfidenceSpan&) const = default;
};

// The spans after `removed` characters at `position` were replaced by `added` characters.
QList<ConfidenceSpan> spansAfterEdit(const QList<ConfidenceSpan>& spans, qsizetype position,
                                     qsizetype removed, qsizetype added);

// The spans after the text changed from `before` to `after`, taking the change as one edit
// between their common start and common end (which is what typing, pasting and undo make).
QList<ConfidenceSpan> spansAfterTextChange(const QList<ConfidenceSpan>& spans, const QString& before,
                                           const QString& after);

// The spans a page's text had in the last texts it went through. Mapping spans through a change
// drops those the change touched, and an undo does not bring them back; an undo or a redo returns
// to a text seen before, whose spans this recalls.
class ConfidenceHistory {
public:
    void remember(const QString& text, const QList<ConfidenceSpan>& spans);
    std::optional<QList<ConfidenceSpan>> recall(const QString& text) const;

private:
    static constexpr qsizetype kTexts = 32;  // a long undo history's worth; QStrings are shared, not copied
    QList<std::pair<QString, QList<ConfidenceSpan>>> m_texts;  // the most recent last
};

// The spans whose probability lies below the threshold, in text order.
QList<ConfidenceSpan> spansBelow(const QList<ConfidenceSpan>& spans, double threshold);

}  // namespace folio

#include "confidence.h"

#include <algorithm>

namespace folio {

QList<ConfidenceSpan> spansAfterEdit(const QList<ConfidenceSpan>& spans, qsizetype position,
                                     qsizetype removed, qsizetype added) {
    const qsizetype editEnd = position + removed;
    QList<ConfidenceSpan> out;
    for (ConfidenceSpan span : spans) {
        if (editEnd <= span.start) {
            // Wholly before the span (an insertion at its start included): the span moves.
            span.start += added - removed;
            out.append(span);
        } else if (position >= span.end()) {
            out.append(span);  // wholly after it
        }
        // Otherwise the edit touches the span's own characters: the user retyped it.
    }
    return out;
}

QList<ConfidenceSpan> spansAfterTextChange(const QList<ConfidenceSpan>& spans, const QString& before,
                                           const QString& after) {
    if (spans.isEmpty() || before == after) return spans;
    const qsizetype shorter = std::min(before.size(), after.size());
    qsizetype prefix = 0;
    while (prefix < shorter && before[prefix] == after[prefix]) ++prefix;
    qsizetype suffix = 0;
    while (suffix < shorter - prefix && before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
        ++suffix;
    return spansAfterEdit(spans, prefix, before.size() - prefix - suffix, after.size() - prefix - suffix);
}

void ConfidenceHistory::remember(const QString& text, const QList<ConfidenceSpan>& spans) {
    m_texts.removeIf([&text](const auto& entry) { return entry.first == text; });
    m_texts.append({text, spans});
    if (m_texts.size() > kTexts) m_texts.removeFirst();
}

std::optional<QList<ConfidenceSpan>> ConfidenceHistory::recall(const QString& text) const {
    for (auto it = m_texts.crbegin(); it != m_texts.crend(); ++it)
        if (it->first == text) return it->second;
    return std::nullopt;
}

QList<ConfidenceSpan> spansBelow(const QList<ConfidenceSpan>& spans, double threshold) {
    QList<ConfidenceSpan> out;
    for (const ConfidenceSpan& span : spans)
        if (span.probability < threshold) out.append(span);
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.start < b.start; });
    return out;
}

}  // namespace folio

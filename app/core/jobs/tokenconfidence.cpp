#include "tokenconfidence.h"

#include <algorithm>
#include <cmath>

namespace folio {

void TokenConfidence::addToken(double logprob) {
    m_pendingProbability = std::min(m_pending ? m_pendingProbability : 1.0, std::exp(logprob));
    m_pending = true;
}

void TokenConfidence::addText(const QString& delta) {
    if (m_pending && !delta.isEmpty()) {
        m_pieces.append({m_length, delta.size(), m_pendingProbability});
        m_pending = false;
    }
    m_length += delta.size();
}

QList<ConfidenceSpan> TokenConfidence::lowSpans(const QString& text, double threshold) const {
    QList<ConfidenceSpan> merged;
    for (const ConfidenceSpan& piece : m_pieces) {
        if (piece.probability >= threshold || piece.end() > text.size()) continue;
        if (!merged.isEmpty() && merged.last().end() == piece.start) {
            merged.last().length += piece.length;
            merged.last().probability = std::min(merged.last().probability, piece.probability);
        } else {
            merged.append(piece);
        }
    }
    QList<ConfidenceSpan> out;
    for (ConfidenceSpan span : merged) {
        qsizetype end = span.end();
        while (span.start < end && text[span.start].isSpace()) ++span.start;
        while (end > span.start && text[end - 1].isSpace()) --end;
        span.length = end - span.start;
        if (span.length > 0) out.append(span);
    }
    return out;
}

}  // namespace folio

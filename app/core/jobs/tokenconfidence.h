// Maps the probabilities of a job's streamed tokens onto the text they produced, for the
// editor's low-confidence marks. A token's log-probability arrives before the text delta that
// holds it; a delta may hold several tokens (bytes of one character split across tokens), and
// then its probability is that of the least likely of them.
#pragma once

#include <QList>
#include <QString>

#include "document/confidence.h"

namespace folio {

class TokenConfidence {
public:
    void addToken(double logprob);
    void addText(const QString& delta);
    bool hasTokens() const { return !m_pieces.isEmpty() || m_pending; }

    // The stretches of `text` (the streamed text, or a result that starts with it) whose
    // probability lies below the threshold: touching pieces merged, white space trimmed from
    // their ends, stretches of only white space left out.
    QList<ConfidenceSpan> lowSpans(const QString& text, double threshold) const;

private:
    QList<ConfidenceSpan> m_pieces;  // one per text delta that followed a token
    qsizetype m_length = 0;          // of the text streamed so far
    bool m_pending = false;
    double m_pendingProbability = 1;
};

}  // namespace folio

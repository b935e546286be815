#include "recognitionspeed.h"

#include <cmath>

namespace folio {

void RecognitionSpeed::startRun(qint64 nowMs) {
    m_recent.clear();
    m_heldRate = 0;
    m_runStartMs = m_lastFinishMs = nowMs;
    m_pages = 0;
}

void RecognitionSpeed::addTokens(int count, qint64 nowMs) {
    if (count <= 0) return;
    if (!m_recent.isEmpty() && nowMs - m_recent.last().ms > kPauseMs) {
        // Between pages the engine reads an image: that time is not decoding.
        m_heldRate = tokensPerSecond();
        m_recent.clear();
    }
    m_recent.append({nowMs, count});
    while (m_recent.size() > 2 && m_recent[1].ms <= nowMs - kWindowMs) m_recent.removeFirst();
}

void RecognitionSpeed::pageFinished(qint64 nowMs) {
    ++m_pages;
    m_lastFinishMs = nowMs;
}

double RecognitionSpeed::tokensPerSecond() const {
    const qint64 spanMs = m_recent.size() < 2 ? 0 : m_recent.last().ms - m_recent.first().ms;
    if (spanMs < kMinSpanMs) return m_heldRate;
    int tokens = 0;  // those after the first arrival, which marks where the span begins
    for (qsizetype i = 1; i < m_recent.size(); ++i) tokens += m_recent[i].tokens;
    return tokens * 1000.0 / double(spanMs);
}

double RecognitionSpeed::secondsPerPage() const {
    return m_pages > 0 ? double(m_lastFinishMs - m_runStartMs) / 1000.0 / m_pages : 0;
}

QString RecognitionSpeed::durationText(double seconds) {
    const qint64 s = std::llround(std::max(0.0, seconds));
    if (s < 60) return tr("%1 s").arg(s);
    if (s < 3600) return s % 60 ? tr("%1 min %2 s").arg(s / 60).arg(s % 60) : tr("%1 min").arg(s / 60);
    const qint64 minutes = (s + 30) / 60;
    return minutes % 60 ? tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60) : tr("%1 h").arg(minutes / 60);
}

}  // namespace folio

#include "recognitionspeed.h"

#include <algorithm>
#include <cmath>

namespace folio {

void RecognitionSpeed::startRun(qint64 nowMs) {
    m_recent.clear();
    m_heldRate = 0;
    m_runStartMs = m_lastEventMs = nowMs;
    m_inFlight.clear();
    m_pageMs = m_finishedLatencyMs = 0;
    m_pages = 0;
}

void RecognitionSpeed::advanceTo(qint64 nowMs) {
    if (nowMs > m_lastEventMs) m_pageMs += double(m_inFlight.size()) * double(nowMs - m_lastEventMs);
    m_lastEventMs = std::max(m_lastEventMs, nowMs);
}

void RecognitionSpeed::pageStarted(const QUuid& jobId, qint64 nowMs) {
    advanceTo(nowMs);
    if (!m_inFlight.contains(jobId)) m_inFlight.insert(jobId, nowMs);
}

void RecognitionSpeed::pageAbandoned(const QUuid& jobId, qint64 nowMs) {
    advanceTo(nowMs);
    m_inFlight.remove(jobId);
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

void RecognitionSpeed::pageFinished(const QUuid& jobId, qint64 nowMs) {
    if (!m_inFlight.contains(jobId)) {  // never said it started: in flight since the run began
        m_pageMs += double(std::max<qint64>(0, m_lastEventMs - m_runStartMs));
        m_inFlight.insert(jobId, m_runStartMs);
    }
    advanceTo(nowMs);
    m_finishedLatencyMs += double(nowMs - m_inFlight.take(jobId));
    ++m_pages;
}

double RecognitionSpeed::tokensPerSecond() const {
    const qint64 spanMs = m_recent.size() < 2 ? 0 : m_recent.last().ms - m_recent.first().ms;
    if (spanMs < kMinSpanMs) return m_heldRate;
    int tokens = 0;  // those after the first arrival, which marks where the span begins
    for (qsizetype i = 1; i < m_recent.size(); ++i) tokens += m_recent[i].tokens;
    return tokens * 1000.0 / double(spanMs);
}

double RecognitionSpeed::secondsPerPage() const {
    const double runMs = double(m_lastEventMs - m_runStartMs);
    if (m_pages == 0 || runMs <= 0 || m_pageMs <= 0) return 0;
    const double meanLatencyMs = m_finishedLatencyMs / m_pages;
    const double meanInFlight = m_pageMs / runMs;
    return meanLatencyMs / meanInFlight / 1000.0;
}

QString RecognitionSpeed::durationText(double seconds) {
    const qint64 s = std::llround(std::max(0.0, seconds));
    if (s < 60) return tr("%1 s").arg(s);
    if (s < 3600) return s % 60 ? tr("%1 min %2 s").arg(s / 60).arg(s % 60) : tr("%1 min").arg(s / 60);
    const qint64 minutes = (s + 30) / 60;
    return minutes % 60 ? tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60) : tr("%1 h").arg(minutes / 60);
}

}  // namespace folio

// Counters of `folio serve`, rendered in the Prometheus text format for /metrics.
#pragma once

#include <QByteArray>
#include <QMap>
#include <QPair>
#include <QString>
#include <array>

namespace folio::remote {

// A Prometheus histogram with fixed buckets (seconds).
class LatencyHistogram {
public:
    void observe(double seconds);
    QByteArray render(const QByteArray& name, const QByteArray& help) const;
    quint64 count() const { return m_count; }

private:
    static constexpr std::array<double, 12> kBounds{0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300};
    std::array<quint64, kBounds.size()> m_buckets{};
    quint64 m_count = 0;
    double m_sum = 0;
};

class ServerMetrics {
public:
    // Every answered HTTP request; endpoint is a known route or "other" (bounded label values).
    void countRequest(const QString& endpoint, int status);
    void countGeneratedTokens(int tokens) { m_generatedTokens += quint64(tokens); }
    void observeLatency(double seconds) { m_latency.observe(seconds); }
    void observeTimeToFirstToken(double seconds) { m_timeToFirstToken.observe(seconds); }
    void setInFlight(int pages) { m_inFlight = pages; }
    void setQueued(int pages) { m_queued = pages; }
    // Decoded page pixels held for pages being recognised (waiting pages are held encoded).
    void setPageImageBytes(qint64 bytes) { m_pageImageBytes = bytes; }
    // The HTTP layer's use of its caps (--max-connections, --max-buffered).
    void setConnections(int open, qint64 bufferedBytes) {
        m_openConnections = open;
        m_bufferedBytes = bufferedBytes;
    }

    quint64 requests(const QString& endpoint, int status) const { return m_requests.value({endpoint, status}); }
    quint64 errors(int status) const;
    quint64 generatedTokens() const { return m_generatedTokens; }
    int inFlight() const { return m_inFlight; }
    int queued() const { return m_queued; }
    qint64 pageImageBytes() const { return m_pageImageBytes; }

    QByteArray render() const;

private:
    QMap<QPair<QString, int>, quint64> m_requests;
    quint64 m_generatedTokens = 0;
    LatencyHistogram m_latency;
    LatencyHistogram m_timeToFirstToken;
    int m_inFlight = 0;
    int m_queued = 0;
    qint64 m_pageImageBytes = 0;
    int m_openConnections = 0;
    qint64 m_bufferedBytes = 0;
};

}  // namespace folio::remote

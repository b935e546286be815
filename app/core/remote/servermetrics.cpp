#include "remote/servermetrics.h"

namespace folio::remote {

void LatencyHistogram::observe(double seconds) {
    for (size_t i = 0; i < kBounds.size(); ++i)
        if (seconds <= kBounds[i]) ++m_buckets[i];
    ++m_count;
    m_sum += seconds;
}

QByteArray LatencyHistogram::render(const QByteArray& name, const QByteArray& help) const {
    QByteArray out = "# HELP " + name + ' ' + help + "\n# TYPE " + name + " histogram\n";
    for (size_t i = 0; i < kBounds.size(); ++i)
        out += name + "_bucket{le=\"" + QByteArray::number(kBounds[i]) + "\"} " + QByteArray::number(m_buckets[i]) + '\n';
    out += name + "_bucket{le=\"+Inf\"} " + QByteArray::number(m_count) + '\n';
    out += name + "_sum " + QByteArray::number(m_sum, 'g', 10) + '\n';
    out += name + "_count " + QByteArray::number(m_count) + '\n';
    return out;
}

void ServerMetrics::countRequest(const QString& endpoint, int status) { ++m_requests[{endpoint, status}]; }

quint64 ServerMetrics::errors(int status) const {
    quint64 total = 0;
    for (auto it = m_requests.cbegin(); it != m_requests.cend(); ++it)
        if (it.key().second == status) total += it.value();
    return total;
}

QByteArray ServerMetrics::render() const {
    QByteArray out;
    out += "# HELP folio_http_requests_total HTTP requests answered, by endpoint and status code.\n"
           "# TYPE folio_http_requests_total counter\n";
    QMap<int, quint64> errorsByCode;
    for (auto it = m_requests.cbegin(); it != m_requests.cend(); ++it) {
        out += "folio_http_requests_total{endpoint=\"" + it.key().first.toUtf8() + "\",code=\"" +
               QByteArray::number(it.key().second) + "\"} " + QByteArray::number(it.value()) + '\n';
        if (it.key().second >= 400) errorsByCode[it.key().second] += it.value();
    }
    out += "# HELP folio_http_errors_total HTTP requests answered with an error, by status code.\n"
           "# TYPE folio_http_errors_total counter\n";
    for (auto it = errorsByCode.cbegin(); it != errorsByCode.cend(); ++it)
        out += "folio_http_errors_total{code=\"" + QByteArray::number(it.key()) + "\"} " + QByteArray::number(it.value()) + '\n';
    out += "# HELP folio_generated_tokens_total Tokens generated for chat completions.\n"
           "# TYPE folio_generated_tokens_total counter\nfolio_generated_tokens_total " +
           QByteArray::number(m_generatedTokens) + '\n';
    out += "# HELP folio_requests_in_flight Pages being recognised now.\n"
           "# TYPE folio_requests_in_flight gauge\nfolio_requests_in_flight " + QByteArray::number(m_inFlight) + '\n';
    out += "# HELP folio_requests_queued Pages waiting for a free slot (--max-concurrent).\n"
           "# TYPE folio_requests_queued gauge\nfolio_requests_queued " + QByteArray::number(m_queued) + '\n';
    out += "# HELP folio_page_image_bytes Decoded page images held now (pages being recognised; waiting ones are held encoded).\n"
           "# TYPE folio_page_image_bytes gauge\nfolio_page_image_bytes " + QByteArray::number(m_pageImageBytes) + '\n';
    out += "# HELP folio_http_open_connections Client connections open now (--max-connections).\n"
           "# TYPE folio_http_open_connections gauge\nfolio_http_open_connections " + QByteArray::number(m_openConnections) + '\n';
    out += "# HELP folio_http_buffered_request_bytes Request body bytes held now (--max-buffered).\n"
           "# TYPE folio_http_buffered_request_bytes gauge\nfolio_http_buffered_request_bytes " + QByteArray::number(m_bufferedBytes) + '\n';
    out += m_latency.render("folio_request_duration_seconds", "Chat completion latency, request received to answer complete.");
    out += m_timeToFirstToken.render("folio_time_to_first_token_seconds", "Streaming chat completions: request received to first text.");
    return out;
}

}  // namespace folio::remote

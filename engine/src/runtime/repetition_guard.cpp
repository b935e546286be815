#include "runtime/repetition_guard.h"

#include <algorithm>

namespace folio::engine {

RepetitionGuard::RepetitionGuard(RepetitionGuardOptions options) : m_options(options) {
    m_options.max_period = std::max(1, m_options.max_period);
    m_recent.assign(static_cast<std::size_t>(m_options.max_period), -1);
    m_run.assign(static_cast<std::size_t>(m_options.max_period) + 1, 0);
}

bool RepetitionGuard::push(std::int32_t token) {
    if (m_looping || m_options.window <= 0) return m_looping;
    const auto ring = static_cast<std::int64_t>(m_recent.size());
    for (int p = 1; p <= m_options.max_period; ++p) {
        if (m_count < p) break;
        // The token p positions back is still in the ring: it holds the last max_period tokens.
        const std::int32_t back = m_recent[static_cast<std::size_t>((m_count - p) % ring)];
        int& run = m_run[static_cast<std::size_t>(p)];
        run = back == token ? run + 1 : 0;
        // window tokens of period p: the first p make the pattern, the rest repeat it.
        if (run >= m_options.window - p && !m_looping) {
            m_looping = true;
            m_period = p;
        }
    }
    m_recent[static_cast<std::size_t>(m_count % ring)] = token;
    ++m_count;
    return m_looping;
}

}  // namespace folio::engine

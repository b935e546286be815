// Tells when a generation is stuck repeating itself: the last `window` tokens are one short
// pattern (period at most `max_period` tokens) over and over, e.g. a table of contents' dot
// leaders that never reach a page number, or the same table row forever. Exact periodicity over a
// long window is what a loop looks like; real text varies within a few hundred tokens.
// O(max_period) a token; one guard per page, not thread-safe.
#pragma once

#include <cstdint>
#include <vector>

namespace folio::engine {

struct RepetitionGuardOptions {
    int window = 256;      // tokens that must repeat exactly; 0 turns the guard off
    int max_period = 64;   // longest pattern looked for
};

class RepetitionGuard {
public:
    explicit RepetitionGuard(RepetitionGuardOptions options = {});

    // Adds the next generated token; true once the generation is in a loop (and from then on).
    bool push(std::int32_t token);
    bool looping() const { return m_looping; }
    int period() const { return m_period; }  // the loop's pattern length, once looping

private:
    RepetitionGuardOptions m_options;
    std::vector<std::int32_t> m_recent;  // ring of the last max_period tokens
    std::vector<int> m_run;              // per period p: positions in a row where t[i] == t[i-p]
    std::int64_t m_count = 0;
    bool m_looping = false;
    int m_period = 0;
};

}  // namespace folio::engine

// How admitted pages are grouped for the device: vision passes of at most a number of patches
// (block-diagonal attention within a pass), and within a pass prefill batches of at most a number
// of context tokens (one pass of the decoder each). Pure functions of the sizes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace folio::engine {

struct PageSpan {
    size_t begin = 0, end = 0;  // [begin, end) of the admitted pages
};

// Consecutive pages in passes of at most max_patches patches; a larger page goes alone.
std::vector<PageSpan> vision_passes(const std::vector<int64_t>& patches, int64_t max_patches);

// The live pages of one pass (`live[i]`: not finished) in consecutive batches of at most
// max_tokens context tokens; a larger page goes alone. Indexes into context_tokens.
std::vector<std::vector<size_t>> prefill_batches(const std::vector<int64_t>& context_tokens,
                                                 const std::vector<bool>& live, int64_t max_tokens);

}  // namespace folio::engine

#include "runtime/batch_planner.h"

namespace folio::engine {

std::vector<PageSpan> vision_passes(const std::vector<int64_t>& patches, int64_t max_patches) {
    std::vector<PageSpan> passes;
    for (size_t begin = 0; begin < patches.size();) {
        size_t end = begin;
        int64_t sum = 0;
        while (end < patches.size()) {
            if (end > begin && sum + patches[end] > max_patches) break;
            sum += patches[end++];
        }
        passes.push_back({begin, end});
        begin = end;
    }
    return passes;
}

std::vector<std::vector<size_t>> prefill_batches(const std::vector<int64_t>& context_tokens,
                                                 const std::vector<bool>& live, int64_t max_tokens) {
    std::vector<std::vector<size_t>> batches;
    std::vector<size_t> batch;
    int64_t tokens = 0;
    for (size_t i = 0; i < context_tokens.size(); ++i) {
        if (!live[i]) continue;
        if (!batch.empty() && tokens + context_tokens[i] > max_tokens) {
            batches.push_back(std::move(batch));
            batch.clear();
            tokens = 0;
        }
        batch.push_back(i);
        tokens += context_tokens[i];
    }
    if (!batch.empty()) batches.push_back(std::move(batch));
    return batches;
}

}  // namespace folio::engine

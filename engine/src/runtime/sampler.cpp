#include "runtime/sampler.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/argmax.h>
#include <ATen/ops/softmax.h>
#include <ATen/ops/tensor.h>
#include <ATen/ops/topk.h>

#include <algorithm>
#include <limits>

namespace folio::engine {

TokenSampler::TokenSampler(const SamplingOptions& options) : options_(options), generator_(options.seed) {}

double TokenSampler::uniform() {
    return static_cast<double>(generator_() >> 11) * (1.0 / 9007199254740992.0);  // 53 random bits
}

at::Tensor TokenSampler::apply_bans(const at::Tensor& logits) const {
    if (options_.banned_tokens.empty()) return logits;
    at::Tensor out = logits.clone();
    std::vector<int64_t> ids;
    for (int32_t id : options_.banned_tokens)
        if (id >= 0 && id < logits.size(0)) ids.push_back(id);
    if (!ids.empty())
        out.index_fill_(0, at::tensor(ids, at::kLong).to(logits.device()), -std::numeric_limits<float>::infinity());
    return out;
}

int32_t TokenSampler::next(const at::Tensor& raw_logits) {
    const at::Tensor logits = apply_bans(raw_logits.to(at::kFloat));
    if (options_.greedy || options_.temperature <= 0.0f)
        return static_cast<int32_t>(logits.argmax().item<int64_t>());

    const at::Tensor probs = at::softmax(logits / static_cast<double>(options_.temperature), 0);
    const double top_p = std::clamp(static_cast<double>(options_.top_p), 0.0, 1.0);
    const int64_t vocab = probs.size(0);
    // The nucleus: the fewest most-likely tokens whose mass reaches top_p. Start with a small
    // candidate set and widen it only when it holds too little mass.
    for (int64_t k = std::min<int64_t>(64, vocab);; k = std::min<int64_t>(k * 8, vocab)) {
        const auto [values, indices] = at::topk(probs, k);  // sorted, descending
        const at::Tensor v = values.cpu(), ix = indices.cpu();
        const float* p = v.data_ptr<float>();
        std::vector<double> kept;
        double mass = 0.0;
        for (int64_t i = 0; i < k && (mass < top_p || kept.empty()); ++i) {
            kept.push_back(p[i]);
            mass += p[i];
        }
        if (mass < top_p && k < vocab && top_p < 1.0) continue;  // nucleus not complete yet
        if (top_p >= 1.0 && k < vocab) continue;                   // top_p 1: the whole vocabulary
        double target = uniform() * mass, running = 0.0;
        for (size_t i = 0; i < kept.size(); ++i) {
            running += kept[i];
            if (target < running || i + 1 == kept.size())
                return static_cast<int32_t>(ix.data_ptr<int64_t>()[i]);
        }
    }
}

}  // namespace folio::engine

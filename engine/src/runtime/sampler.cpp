#include "runtime/sampler.h"

#include <ATen/ops/cat.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/tensor.h>
#include <ATen/ops/zeros.h>

#include <algorithm>
#include <map>
#include <tuple>

#include "kernels/ops.h"
#include "kernels/random_hash.h"

namespace folio::engine {

TokenSampler::TokenSampler(const SamplingOptions& options) : options_(options) {}

int64_t TokenSampler::next_seed() {
    // Consecutive steps of one page draw independent numbers.
    return static_cast<int64_t>(kernels::splitmix64(options_.seed, step_++));
}

const at::Tensor& TokenSampler::banned_mask(const at::Tensor& logits) {
    if (options_.banned_tokens.empty()) return banned_;
    const int64_t vocab = logits.size(-1);
    if (!banned_.defined() || banned_.device() != logits.device() || banned_.size(0) != vocab) {
        std::vector<int64_t> ids;
        for (int32_t id : options_.banned_tokens)
            if (id >= 0 && id < vocab) ids.push_back(id);
        at::Tensor mask = at::zeros({vocab}, at::TensorOptions().dtype(at::kBool));
        if (!ids.empty()) mask.index_fill_(0, at::tensor(ids, at::kLong), true);
        banned_ = mask.to(logits.device());
    }
    return banned_;
}

int32_t TokenSampler::next(const at::Tensor& logits) {
    TokenSampler* self = this;
    return next_batch(logits.reshape({1, -1}), {self}).front();
}

std::vector<int32_t> TokenSampler::next_batch(const at::Tensor& logits, const std::vector<TokenSampler*>& samplers) {
    const at::Tensor tokens = next_batch_tokens(logits, samplers).to(at::kCPU);
    std::vector<int32_t> out(static_cast<size_t>(tokens.size(0)));
    const int64_t* t = tokens.data_ptr<int64_t>();
    for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<int32_t>(t[i]);
    return out;
}

at::Tensor TokenSampler::next_batch_tokens(const at::Tensor& logits, const std::vector<TokenSampler*>& samplers) {
    const int64_t rows = logits.size(0);
    const auto device = logits.device();
    // Rows grouped by their settings: one launch per group.
    using Key = std::tuple<bool, float, float>;
    std::map<Key, std::vector<int64_t>> groups;
    for (int64_t r = 0; r < rows; ++r) {
        const TokenSampler& s = *samplers[static_cast<size_t>(r)];
        groups[s.greedy() ? Key{true, 0.f, 0.f} : Key{false, s.options_.temperature, s.options_.top_p}].push_back(r);
    }
    std::vector<at::Tensor> picked;
    std::vector<int64_t> order;
    for (auto& [key, members] : groups) {
        const bool whole = static_cast<int64_t>(members.size()) == rows;
        const at::Tensor part = whole ? logits : logits.index_select(0, at::tensor(members, at::kLong).to(device));
        std::optional<at::Tensor> banned;
        bool any_ban = false;
        for (int64_t r : members) any_ban |= !samplers[static_cast<size_t>(r)]->options_.banned_tokens.empty();
        if (any_ban) {
            std::vector<at::Tensor> masks;
            at::Tensor none;
            for (int64_t r : members) {
                const at::Tensor& m = samplers[static_cast<size_t>(r)]->banned_mask(logits);
                if (!m.defined() && !none.defined())
                    none = at::zeros({logits.size(1)}, at::TensorOptions().dtype(at::kBool).device(device));
                masks.push_back(m.defined() ? m : none);
            }
            banned = masks.size() == 1 ? masks[0] : at::stack(masks);
        }
        if (std::get<0>(key)) {
            picked.push_back(kernels::greedy_argmax(part, banned));
        } else {
            std::vector<int64_t> seeds;
            for (int64_t r : members) seeds.push_back(samplers[static_cast<size_t>(r)]->next_seed());
            const double top_p = std::clamp(static_cast<double>(std::get<2>(key)), 1e-6, 1.0);
            picked.push_back(kernels::sample_top_p(part, std::get<1>(key), top_p,
                                                   at::tensor(seeds, at::kLong).to(device), banned));
        }
        order.insert(order.end(), members.begin(), members.end());
    }
    if (groups.size() == 1) return picked[0];
    // Back into row order.
    at::Tensor out = at::empty({rows}, logits.options().dtype(at::kLong));
    return out.index_copy_(0, at::tensor(order, at::kLong).to(device), at::cat(picked));
}

}  // namespace folio::engine

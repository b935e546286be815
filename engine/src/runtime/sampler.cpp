#include "runtime/sampler.h"

#include <ATen/ops/cat.h>
#include <ATen/ops/log_softmax.h>
#include <ATen/ops/ones.h>
#include <ATen/ops/where.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/tensor.h>
#include <ATen/ops/zeros.h>
#include <ATen/ops/zeros_like.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

#include "kernels/ops.h"
#include "kernels/random_hash.h"

namespace folio::engine {

namespace {

// bool [vocab] on `device`, true at each of `ids` that is inside the vocabulary.
at::Tensor id_mask(const std::vector<int32_t>& ids, int64_t vocab, at::Device device) {
    std::vector<int64_t> inside;
    for (int32_t id : ids)
        if (id >= 0 && id < vocab) inside.push_back(id);
    at::Tensor mask = at::zeros({vocab}, at::TensorOptions().dtype(at::kBool));
    if (!inside.empty()) mask.index_fill_(0, at::tensor(inside, at::kLong), true);
    return mask.to(device);
}

}  // namespace

TokenSampler::TokenSampler(const SamplingOptions& options) : options_(options) {}

int64_t TokenSampler::next_seed() {
    // Consecutive steps of one page draw independent numbers.
    return static_cast<int64_t>(kernels::splitmix64(options_.seed, step_++));
}

const at::Tensor& TokenSampler::banned_mask(const at::Tensor& logits) {
    if (options_.banned_tokens.empty()) return banned_;
    const int64_t vocab = logits.size(-1);
    if (!banned_.defined() || banned_.device() != logits.device() || banned_.size(0) != vocab)
        banned_ = id_mask(options_.banned_tokens, vocab, logits.device());
    return banned_;
}

void TokenSampler::set_prompt(const std::vector<int32_t>& prompt) {
    prompt_ = prompt;
    prompt_seen_ = at::Tensor();
}

at::Tensor TokenSampler::penalized(const at::Tensor& row) {
    const int64_t vocab = row.size(0);
    const auto device = row.device();
    if (!counts_.defined()) counts_ = at::zeros({vocab}, at::TensorOptions().dtype(at::kFloat).device(device));
    at::Tensor out = row.to(at::kFloat);
    if (options_.repetition_penalty != 1.0f) {
        if (!prompt_seen_.defined()) prompt_seen_ = id_mask(prompt_, vocab, device);
        const at::Tensor seen = prompt_seen_.logical_or(counts_.gt(0));
        const float p = options_.repetition_penalty;
        out = at::where(seen, at::where(out.gt(0), out.div(p), out.mul(p)), out);
    }
    if (options_.frequency_penalty != 0.0f) out = out.sub(counts_.mul(options_.frequency_penalty));
    if (options_.presence_penalty != 0.0f) out = out.sub(counts_.gt(0).to(at::kFloat).mul(options_.presence_penalty));
    return out;
}

at::Tensor TokenSampler::truncation_mask(const at::Tensor& row, const at::Tensor& banned) {
    at::Tensor l = row.to(at::kFloat);
    if (banned.defined()) l = l.masked_fill(banned, -INFINITY);
    at::Tensor mask = banned.defined() ? banned.clone() : at::zeros_like(l, l.options().dtype(at::kBool));
    // min_p: p_i < min_p * p_max  <=>  l_i < l_max + T * ln(min_p) (probabilities after temperature).
    if (options_.min_p > 0.0f)
        mask.logical_or_(l.lt(l.max().add(options_.temperature * std::log(options_.min_p))));
    if (options_.top_k > 0 && options_.top_k < l.size(0)) {
        const at::Tensor kth = std::get<0>(l.topk(options_.top_k)).select(0, options_.top_k - 1);
        mask.logical_or_(l.lt(kth));
    }
    return mask;
}

void TokenSampler::record(const at::Tensor& raw, const at::Tensor& token) {
    if (penalizes()) counts_.index_add_(0, token, at::ones({1}, counts_.options()));
    if (!reports_logprobs()) return;
    const at::Tensor lp = at::log_softmax(raw.to(at::kFloat), 0);
    picked_logprob_ = lp.index_select(0, token);
    if (options_.logprobs > 0) {
        auto [values, ids] = lp.topk(std::min<int64_t>(options_.logprobs, lp.size(0)));
        top_logprobs_ = values;
        top_ids_ = ids;
    }
    picked_token_ = token;
}

TokenLogprobs TokenSampler::take_logprob_values() {
    TokenLogprobs out;
    if (!picked_logprob_.defined()) return out;
    out.chosen.token = static_cast<int32_t>(picked_token_.to(at::kCPU).item<int64_t>());
    out.chosen.logprob = picked_logprob_.to(at::kCPU).item<float>();
    if (top_logprobs_.defined()) {
        const at::Tensor values = top_logprobs_.to(at::kCPU).contiguous(), ids = top_ids_.to(at::kCPU).contiguous();
        for (int64_t i = 0; i < values.size(0); ++i)
            out.top.push_back({static_cast<int32_t>(ids.data_ptr<int64_t>()[i]), values.data_ptr<float>()[i], {}});
    }
    picked_logprob_ = top_logprobs_ = top_ids_ = picked_token_ = at::Tensor();
    return out;
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

at::Tensor TokenSampler::next_batch_tokens(const at::Tensor& raw_logits, const std::vector<TokenSampler*>& samplers) {
    const int64_t rows = raw_logits.size(0);
    const auto device = raw_logits.device();
    // Penalized rows in a copy: the caller's logits stay what the model computed.
    at::Tensor logits = raw_logits;
    for (int64_t r = 0; r < rows; ++r) {
        TokenSampler& s = *samplers[static_cast<size_t>(r)];
        if (!s.penalizes()) continue;
        if (logits.is_same(raw_logits)) logits = raw_logits.to(at::kFloat, /*non_blocking=*/false, /*copy=*/true);
        logits[r].copy_(s.penalized(raw_logits[r]));
    }
    const at::Tensor tokens = pick(logits, samplers);
    for (int64_t r = 0; r < rows; ++r) {
        TokenSampler& s = *samplers[static_cast<size_t>(r)];
        if (s.penalizes() || s.reports_logprobs()) s.record(raw_logits[r], tokens.narrow(0, r, 1));
    }
    return tokens;
}

at::Tensor TokenSampler::pick(const at::Tensor& logits, const std::vector<TokenSampler*>& samplers) {
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
        for (int64_t r : members) {
            const TokenSampler& s = *samplers[static_cast<size_t>(r)];
            any_ban |= !s.options_.banned_tokens.empty() || s.truncates();
        }
        if (any_ban) {
            std::vector<at::Tensor> masks;
            at::Tensor none;
            for (int64_t r : members) {
                TokenSampler& s = *samplers[static_cast<size_t>(r)];
                at::Tensor m = s.banned_mask(logits);
                if (s.truncates()) m = s.truncation_mask(logits[r], m);
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

#include "model/attention.h"

#include <ATen/core/Tensor.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/ones.h>
#include <ATen/ops/scaled_dot_product_attention.h>

#include "model/layers.h"

namespace folio::engine {

int64_t AttentionBatch::total_tokens() const {
    int64_t total = 0;
    for (int64_t n : new_tokens) total += n;
    return total;
}

namespace {

// One sequence: q [heads, T, d] against its whole cache [kv_heads, L, d] (new tokens last).
at::Tensor attend_one(const at::Tensor& q, const at::Tensor& keys, const at::Tensor& values, double scale) {
    const int64_t groups = q.size(0) / keys.size(0);
    const at::Tensor k = repeat_kv(keys, groups), v = repeat_kv(values, groups);
    const int64_t new_tokens = q.size(1), length = keys.size(1);
    if (new_tokens == 1)  // the newest token sees everything: no mask at all
        return at::scaled_dot_product_attention(q, k, v, {}, 0.0, false, scale);
    if (new_tokens == length)  // a prompt into an empty cache: plain causal
        return at::scaled_dot_product_attention(q, k, v, {}, 0.0, true, scale);
    // New token i sits at position length - T + i and sees keys up to it.
    const at::Tensor mask = at::ones({new_tokens, length}, q.options().dtype(at::kBool)).tril(length - new_tokens);
    return at::scaled_dot_product_attention(q, k, v, mask, 0.0, false, scale);
}

}  // namespace

at::Tensor cached_causal_attention(int layer, const at::Tensor& q, const at::Tensor& k, const at::Tensor& v,
                                   const AttentionBatch& batch, double scale) {
    std::vector<at::Tensor> outputs;
    outputs.reserve(batch.caches.size());
    int64_t start = 0;
    for (size_t i = 0; i < batch.caches.size(); ++i) {
        const int64_t n = batch.new_tokens[i];
        // [n, heads, d] -> [heads, n, d]
        const auto heads_first = [&](const at::Tensor& t) { return t.narrow(0, start, n).transpose(0, 1); };
        const auto [keys, values] = batch.caches[i]->append(layer, heads_first(k), heads_first(v));
        outputs.push_back(attend_one(heads_first(q), keys, values, scale).transpose(0, 1));  // [n, heads, d]
        start += n;
    }
    const at::Tensor out = outputs.size() == 1 ? outputs[0] : at::cat(outputs, 0);
    return out.reshape({out.size(0), out.size(1) * out.size(2)});
}

}  // namespace folio::engine

#include "model/attention.h"

#include <ATen/ops/cat.h>
#include <ATen/ops/scaled_dot_product_attention.h>

#include "kernels/ops.h"

namespace folio::engine {

namespace {

// One prompt: q [n, heads, d], k/v [n, kv_heads, d] -> [n, heads, d]. 4-D inputs, so that SDPA
// can take its fused (flash / memory-efficient / cuDNN) kernels instead of materialising scores;
// the kv heads shared by the query heads of a group without copies (enable_gqa, faster than
// repeating keys and values, same output).
at::Tensor causal_prompt_attention(const at::Tensor& q, const at::Tensor& k, const at::Tensor& v, double scale) {
    const auto heads_first = [](const at::Tensor& t) { return t.transpose(0, 1).unsqueeze(0); };  // [1, h, n, d]
    const at::Tensor out = at::scaled_dot_product_attention(heads_first(q), heads_first(k), heads_first(v), {}, 0.0,
                                                            true, scale, /*enable_gqa=*/true);
    return out[0].transpose(0, 1);
}

}  // namespace

at::Tensor paged_attention(const KvPool& pool, int layer, const at::Tensor& q, const at::Tensor& k,
                           const at::Tensor& v, const StepContext& step, double scale) {
    const int64_t tokens = q.size(0);
    at::Tensor out;
    if (step.decode()) {
        out = kernels::paged_decode_attention(q, pool.keys(layer), pool.values(layer), step.block_tables, step.context_lens, scale,
                                              pool.key_scales(layer), pool.value_scales(layer));
    } else {
        // A prompt attends to its own fresh keys and values; nothing older exists.
        std::vector<at::Tensor> outputs;
        int64_t start = 0;
        for (int64_t n : step.prompt_lengths) {
            outputs.push_back(causal_prompt_attention(q.narrow(0, start, n), k.narrow(0, start, n),
                                                      v.narrow(0, start, n), scale));
            start += n;
        }
        out = outputs.size() == 1 ? outputs[0] : at::cat(outputs, 0);
    }
    return out.reshape({tokens, q.size(1) * q.size(2)});
}

}  // namespace folio::engine

#include "model/text_decoder.h"

#include <ATen/ops/cat.h>
#include <ATen/ops/embedding.h>

#include <cmath>

#include "kernels/linear.h"
#include "kernels/ops.h"

namespace folio::engine {

TextDecoder::TextDecoder(const TextConfig& config, const WeightMap& weights) : config_(config) {
    const std::string prefix = "model.language_model.";
    embed_tokens_ = weight(weights, prefix + "embed_tokens.weight");
    final_norm_ = weight(weights, prefix + "norm.weight");
    // The loader maps lm_head.weight to embed_tokens when the embeddings are tied.
    auto head = weights.find("lm_head.weight");
    lm_head_ = head != weights.end() ? head->second : embed_tokens_;
    for (int i = 0; i < config.num_hidden_layers; ++i) {
        const std::string p = prefix + "layers." + std::to_string(i) + ".";
        const auto w = [&](const std::string& name) { return weight(weights, p + name); };
        layers_.push_back(Layer{
            w("input_layernorm.weight"),
            at::cat({w("self_attn.q_proj.weight"), w("self_attn.k_proj.weight"), w("self_attn.v_proj.weight")}),
            w("self_attn.o_proj.weight"), w("self_attn.q_norm.weight"), w("self_attn.k_norm.weight"),
            w("post_attention_layernorm.weight"), at::cat({w("mlp.gate_proj.weight"), w("mlp.up_proj.weight")}),
            w("mlp.down_proj.weight")});
    }
}

KvPoolShape TextDecoder::kv_shape(at::ScalarType kv_dtype) const {
    KvPoolShape shape;
    shape.layers = config_.num_hidden_layers;
    shape.kv_heads = config_.num_key_value_heads;
    shape.head_dim = config_.head_dim;
    shape.dtype = kv_dtype;
    return shape;
}

at::Tensor TextDecoder::embed(const at::Tensor& ids) const { return at::embedding(embed_tokens_, ids); }

at::Tensor TextDecoder::forward(const at::Tensor& embeddings, const StepContext& step, const KvPool& pool) const {
    const int64_t tokens = embeddings.size(0), d = config_.head_dim;
    const int64_t q_width = config_.num_attention_heads * d, kv_width = config_.num_key_value_heads * d;
    const double eps = config_.rms_norm_eps, scale = 1.0 / std::sqrt(static_cast<double>(d));
    at::Tensor residual = embeddings.contiguous().clone();  // [tokens, hidden]
    at::Tensor h = kernels::rms_norm(residual, layers_.front().input_norm, eps);
    for (size_t i = 0; i < layers_.size(); ++i) {
        const Layer& l = layers_[i];
        const at::Tensor qkv = kernels::linear(h, l.qkv);  // [tokens, (heads + 2 kv_heads) * d]
        at::Tensor q = qkv.narrow(1, 0, q_width).view({tokens, -1, d});
        at::Tensor k = qkv.narrow(1, q_width, kv_width).view({tokens, -1, d});
        const at::Tensor v = qkv.narrow(1, q_width + kv_width, kv_width).view({tokens, -1, d});
        kernels::qk_norm_rope(q, k, l.q_norm, l.k_norm, step.positions, config_.rope_theta, eps);
        kernels::linear_add_(residual, paged_attention(pool, static_cast<int>(i), q, k, v, step, scale), l.o);
        h = kernels::rms_norm(residual, l.post_norm, eps);
        kernels::linear_add_(residual, kernels::linear_silu_mul(h, l.gate_up), l.down);
        h = kernels::rms_norm(residual, i + 1 < layers_.size() ? layers_[i + 1].input_norm : final_norm_, eps);
    }
    return h;
}

at::Tensor TextDecoder::logits(const at::Tensor& hidden) const {
    return kernels::linear(hidden.contiguous(), lm_head_).to(at::kFloat);
}

}  // namespace folio::engine

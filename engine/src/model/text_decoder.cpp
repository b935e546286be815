#include "model/text_decoder.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/embedding.h>
#include <ATen/ops/linear.h>
#include <ATen/ops/matmul.h>

#include <cmath>

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
        layers_.push_back(Layer{
            weight(weights, p + "input_layernorm.weight"), weight(weights, p + "self_attn.q_proj.weight"),
            weight(weights, p + "self_attn.k_proj.weight"), weight(weights, p + "self_attn.v_proj.weight"),
            weight(weights, p + "self_attn.o_proj.weight"), weight(weights, p + "self_attn.q_norm.weight"),
            weight(weights, p + "self_attn.k_norm.weight"), weight(weights, p + "post_attention_layernorm.weight"),
            weight(weights, p + "mlp.gate_proj.weight"), weight(weights, p + "mlp.up_proj.weight"),
            weight(weights, p + "mlp.down_proj.weight")});
    }
    inverse_frequencies_ = rope_inverse_frequencies(config.rope_theta, config.head_dim).to(embed_tokens_.device());
}

KvCache TextDecoder::new_cache() const {
    return KvCache(config_.num_hidden_layers, config_.num_key_value_heads, config_.head_dim,
                   embed_tokens_.scalar_type(), embed_tokens_.device());
}

at::Tensor TextDecoder::embed(const at::Tensor& ids) const { return at::embedding(embed_tokens_, ids); }

std::pair<at::Tensor, at::Tensor> TextDecoder::rotary_tables(const AttentionBatch& batch, at::ScalarType dtype) const {
    std::vector<at::Tensor> positions;
    for (size_t i = 0; i < batch.caches.size(); ++i) {
        const int64_t start = batch.caches[i]->length();
        positions.push_back(at::arange(start, start + batch.new_tokens[i], at::kLong));
    }
    const at::Tensor pos = at::cat(positions).to(inverse_frequencies_.device(), at::kFloat);
    // Qwen3RotaryEmbedding: inv_freq [F, 1] @ positions [1, T] in float32, transposed.
    const at::Tensor freqs = at::matmul(inverse_frequencies_.unsqueeze(1), pos.unsqueeze(0)).t();
    const at::Tensor emb = at::cat({freqs, freqs}, -1);  // [T, head_dim]
    // [T, 1, head_dim] broadcasts over the heads of q/k laid out [T, heads, head_dim].
    return {emb.cos().to(dtype).unsqueeze(1), emb.sin().to(dtype).unsqueeze(1)};
}

at::Tensor TextDecoder::forward(const at::Tensor& embeddings, const AttentionBatch& batch) const {
    const int64_t tokens = embeddings.size(0), d = config_.head_dim;
    const double eps = config_.rms_norm_eps, scale = 1.0 / std::sqrt(static_cast<double>(d));
    const auto [cos, sin] = rotary_tables(batch, embeddings.scalar_type());
    at::Tensor x = embeddings;
    for (size_t i = 0; i < layers_.size(); ++i) {
        const Layer& l = layers_[i];
        const at::Tensor h = rms_norm(x, l.input_norm, eps);
        const at::Tensor q = apply_rotary(rms_norm(at::linear(h, l.q).view({tokens, -1, d}), l.q_norm, eps), cos, sin);
        const at::Tensor k = apply_rotary(rms_norm(at::linear(h, l.k).view({tokens, -1, d}), l.k_norm, eps), cos, sin);
        const at::Tensor v = at::linear(h, l.v).view({tokens, -1, d});
        x = x + at::linear(cached_causal_attention(static_cast<int>(i), q, k, v, batch, scale), l.o);
        x = x + gated_silu_mlp(rms_norm(x, l.post_norm, eps), l.gate, l.up, l.down);
    }
    for (size_t i = 0; i < batch.caches.size(); ++i) batch.caches[i]->advance(batch.new_tokens[i]);
    return rms_norm(x, final_norm_, eps);
}

at::Tensor TextDecoder::logits(const at::Tensor& hidden) const {
    return at::linear(hidden, lm_head_).to(at::kFloat);
}

}  // namespace folio::engine

#include "model/text_decoder.h"

#include <ATen/ops/cat.h>
#include <ATen/ops/embedding.h>
#include <ATen/ops/mm.h>

#include <cmath>
#include <string>

#include "folio/engine/engine.h"
#include "kernels/linear.h"
#include "kernels/ops.h"
#include "loading/mapped_tensor.h"

namespace folio::engine {

namespace {
// EngineTuning::screened_head: "off", "on" wherever it runs, "auto": where the CUDA kernels take
// the head (the fallback's host synchronisation would break the decode graphs).
bool wants_screened_head(const at::Tensor& head, const std::string& mode) {
    if (mode != "auto" && mode != "on" && mode != "off")
        throw Error("screened_head must be auto, on or off, got '" + mode + "'");
    if (mode == "off") return false;
    if (head.is_cuda()) return kernels::screened_greedy_on_cuda(head);
    return mode == "on";
}
}  // namespace

TextDecoder::TextDecoder(const TextConfig& config, const WeightMap& weights, const EngineTuning& tuning,
                         bool int8_weights)
    : config_(config) {
    const std::string prefix = "model.language_model.";
    const at::Tensor& embed = weight(weights, prefix + "embed_tokens.weight");
    if (int8_weights && !embed.device().is_cpu()) throw Error("int8 weights run on the CPU only");
    // Quantized from the mapped file, whose pages then leave this process's memory.
    const auto linear = [&](const at::Tensor& w) {
        if (!int8_weights) return kernels::LinearWeight(w);
        kernels::LinearWeight codes = kernels::quantize_int8_rows(w);
        release_mapped_pages(w);
        return codes;
    };
    embed_tokens_ = linear(embed);
    final_norm_ = weight(weights, prefix + "norm.weight");
    // The loader maps lm_head.weight to embed_tokens when the embeddings are tied: one copy then.
    auto head = weights.find("lm_head.weight");
    const bool tied = head == weights.end() || head->second.data_ptr() == embed.data_ptr();
    lm_head_ = tied ? embed_tokens_ : linear(head->second);
    for (int i = 0; i < config.num_hidden_layers; ++i) {
        const std::string p = prefix + "layers." + std::to_string(i) + ".";
        const auto w = [&](const std::string& name) { return weight(weights, p + name); };
        layers_.push_back(Layer{
            w("input_layernorm.weight"),
            // A view where the parts lie back to back in a mapped file (concat_rows).
            linear(concat_rows({w("self_attn.q_proj.weight"), w("self_attn.k_proj.weight"), w("self_attn.v_proj.weight")})),
            linear(w("self_attn.o_proj.weight")), w("self_attn.q_norm.weight"), w("self_attn.k_norm.weight"),
            w("post_attention_layernorm.weight"), linear(concat_rows({w("mlp.gate_proj.weight"), w("mlp.up_proj.weight")})),
            linear(w("mlp.down_proj.weight"))});
    }
    // The persistent CUDA kernel and the screen take float weights only (int8 is a CPU format).
    std::vector<kernels::DecoderLayerWeights> fused;
    if (!int8_weights)
        for (const Layer& l : layers_)
            fused.push_back({l.input_norm, l.qkv.values, l.q_norm, l.k_norm, l.o.values, l.post_norm,
                             l.gate_up.values, l.down.values});
    persistent_ = std::make_unique<kernels::PersistentDecoder>(
        fused, int8_weights ? at::Tensor() : embed_tokens_.values, final_norm_, config.rms_norm_eps,
        config.rope_theta, kernels::PersistentDecoder::Options{tuning.persistent_decoder, tuning.persistent_screen});
    if (!int8_weights && wants_screened_head(lm_head_.values, tuning.screened_head))
        screened_head_ = kernels::make_screened_head(lm_head_.values);
}

std::uint64_t TextDecoder::int8_bytes() const {
    if (!int8_weights()) return 0;
    const auto bytes = [](const kernels::LinearWeight& w) { return w.values.nbytes() + w.scales.nbytes(); };
    std::uint64_t total = bytes(embed_tokens_);
    if (!lm_head_.values.is_same(embed_tokens_.values)) total += bytes(lm_head_);
    for (const Layer& l : layers_) total += bytes(l.qkv) + bytes(l.o) + bytes(l.gate_up) + bytes(l.down);
    return total;
}

KvPoolShape TextDecoder::kv_shape(at::ScalarType kv_dtype) const {
    KvPoolShape shape;
    shape.layers = config_.num_hidden_layers;
    shape.kv_heads = config_.num_key_value_heads;
    shape.head_dim = config_.head_dim;
    shape.dtype = kv_dtype;
    return shape;
}

at::Tensor TextDecoder::embed(const at::Tensor& ids) const {
    if (embed_tokens_.quantized()) return embed_tokens_.rows(ids, dtype());
    return at::embedding(embed_tokens_.values, ids);
}

at::Tensor TextDecoder::forward(const at::Tensor& embeddings, const StepContext& step, const KvPool& pool) const {
    const int64_t tokens = embeddings.size(0), d = config_.head_dim;
    const int64_t q_width = config_.num_attention_heads * d, kv_width = config_.num_key_value_heads * d;
    const double eps = config_.rms_norm_eps, scale = 1.0 / std::sqrt(static_cast<double>(d));
    at::Tensor residual = embeddings.contiguous().clone();  // [tokens, hidden]
    for (size_t i = 0; i < layers_.size(); ++i) {
        const Layer& l = layers_[i];
        // RMSNorm folded into the projection that reads it (one kernel at decode batch sizes).
        const at::Tensor qkv = kernels::rms_norm_linear(residual, l.input_norm, eps, l.qkv, /*silu_mul=*/false);
        at::Tensor q = qkv.narrow(1, 0, q_width).view({tokens, -1, d});  // [tokens, heads, d]
        at::Tensor k = qkv.narrow(1, q_width, kv_width).view({tokens, -1, d});
        const at::Tensor v = qkv.narrow(1, q_width + kv_width, kv_width).view({tokens, -1, d});
        // QK-norm + RoPE in place, and this layer's k/v into the pool, in one kernel.
        const int layer = static_cast<int>(i);
        at::Tensor key_cache = pool.keys(layer), value_cache = pool.values(layer);
        kernels::qk_norm_rope_append(q, k, v, l.q_norm, l.k_norm, step.positions, config_.rope_theta, eps, key_cache,
                                     value_cache, step.slots, pool.key_scales(layer), pool.value_scales(layer));
        kernels::linear_add_(residual, paged_attention(pool, layer, q, k, v, step, scale), l.o);
        kernels::linear_add_(residual, kernels::rms_norm_linear(residual, l.post_norm, eps, l.gate_up, true), l.down);
    }
    const at::Tensor h = kernels::rms_norm(residual, final_norm_, eps);
    return h;
}

at::Tensor TextDecoder::forward_persistent(const at::Tensor& ids, const StepContext& step, const KvPool& pool) const {
    if (!step.decode() || pool.fp8() || !persistent_->accepts(ids, pool.keys(0), pool.values(0),
                                                             pool.shape().layers > 1 ? pool.keys(1) : at::Tensor()))
        return {};
    return persistent_->run(ids, step.positions, step.slots, step.block_tables, step.context_lens, pool.keys(0),
                            pool.shape().layers);
}

bool TextDecoder::persistent_greedy(const KvPool& pool) const {
    return screened_head_ && !pool.fp8() && persistent_->screens(*screened_head_);
}

at::Tensor TextDecoder::forward_persistent_greedy(const at::Tensor& ids, const StepContext& step,
                                                  const KvPool& pool) const {
    if (!step.decode() || !persistent_greedy(pool) ||
        !persistent_->accepts(ids, pool.keys(0), pool.values(0), pool.shape().layers > 1 ? pool.keys(1) : at::Tensor()))
        return {};
    return persistent_->run_greedy(ids, step.positions, step.slots, step.block_tables, step.context_lens, pool.keys(0),
                                   pool.shape().layers, *screened_head_);
}

at::Tensor TextDecoder::logits(const at::Tensor& hidden) const {
    const at::Tensor h = hidden.contiguous();
    if (h.is_cuda() && h.dim() == 2 && (h.scalar_type() == at::kBFloat16 || h.scalar_type() == at::kHalf))
        // cuBLAS writes the float32 logits itself (fp32 accumulation, no rounding to bf16 first):
        // no cast kernel (60 us a step at batch 128, 4 at batch 1) and logits closer to fp32's.
        return at::mm(h, lm_head_.values.t(), at::kFloat);
    if (h.is_cpu()) return kernels::linear_float(h, lm_head_);  // fp32 sums straight from the CPU GEMV
    return kernels::linear(h, lm_head_.values).to(at::kFloat);
}

at::Tensor TextDecoder::greedy_tokens(const at::Tensor& hidden) const {
    // Two rows or more: the screen would read its 155 MB once per row, the head 311 MB once.
    if (screened_head_ && hidden.size(0) == 1) return kernels::screened_greedy(*screened_head_, hidden);
    return kernels::greedy_argmax(logits(hidden));
}

}  // namespace folio::engine

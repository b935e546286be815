// The Qwen3 decoder of LightOnOCR: token embeddings, pre-norm layers with QK-norm (RMSNorm
// over head_dim before RoPE), grouped-query attention over the paged KV pool, SwiGLU MLP, final
// RMSNorm and the (tied) LM head. Positions are plain 1D positions over the whole sequence.
//
// Weights are fused at construction ([q; k; v] and [gate; up] in one matrix each), so a layer
// runs three projections and the fused kernels of kernels/ops.h between them. With int8 weights
// (CPU only) the projections, the embedding table and the LM head are kept as per-row int8 codes
// (kernels/int8_weight.h) quantised here at load; norms and activations stay in the load dtype.
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "folio/engine/engine.h"
#include "kernels/int8_weight.h"
#include "kernels/persistent_decoder.h"
#include "kernels/screened_head.h"
#include "loading/model_config.h"
#include "model/attention.h"
#include "model/kv_cache.h"
#include "model/layers.h"

namespace folio::engine {

class TextDecoder {
public:
    // Reads "model.language_model.*" and "lm_head.weight" from weights; the tuning picks the
    // persistent kernel and the LM head's screen (Error on an unknown screened_head).
    // int8_weights: quantise the linear layers, the embeddings and the LM head (CPU weights only;
    // Error otherwise); no float copy of them is kept.
    TextDecoder(const TextConfig& config, const WeightMap& weights, const EngineTuning& tuning = {},
                bool int8_weights = false);

    // ids [tokens] (int64, on the model's device) -> [tokens, hidden]
    at::Tensor embed(const at::Tensor& ids) const;
    // Runs the packed tokens of one step ([tokens, hidden] embeddings) through all layers,
    // writing their keys and values to `pool` at step.slots. Returns the final-normed hidden
    // states [tokens, hidden]. Commits nothing: the caller advances the caches.
    at::Tensor forward(const at::Tensor& embeddings, const StepContext& step, const KvPool& pool) const;
    // One decode token (ids [1]) through every layer in one persistent kernel when the step,
    // device and pool allow it (kernels/persistent_decoder.h): the final-normed hidden state
    // [1, hidden], as forward(embed(ids), step, pool) returns it. Otherwise an undefined tensor.
    at::Tensor forward_persistent(const at::Tensor& ids, const StepContext& step, const KvPool& pool) const;
    // The same step's greedy token (int64 [1]) with the screened LM head as the persistent
    // kernel's last phase (PersistentDecoder::run_greedy), or undefined when that kernel does not
    // take the step or the head (then forward_persistent / forward and greedy_tokens).
    at::Tensor forward_persistent_greedy(const at::Tensor& ids, const StepContext& step, const KvPool& pool) const;
    // Whether forward_persistent_greedy takes a lone sequence's steps on this pool.
    bool persistent_greedy(const KvPool& pool) const;
    // hidden [n, hidden] -> float32 logits [n, vocab]
    at::Tensor logits(const at::Tensor& hidden) const;
    // hidden [n, hidden] -> int64 [n]: each row's greedy token, the arg max of its logits (the
    // lowest id among equal ones). A single row goes through the screened head when
    // screens_greedy() (kernels/screened_head.h: the same token, without reading the whole head).
    at::Tensor greedy_tokens(const at::Tensor& hidden) const;
    // Whether the int8 screen of the LM head was made at load: by default where its CUDA kernels
    // take the head; EngineTuning::screened_head "off" never, "on" on the CPU too (the ATen
    // fallback, which synchronises: it cannot be captured in CUDA graphs, so CUDA still needs the kernels).
    bool screens_greedy() const { return screened_head_.has_value(); }
    // Device bytes the screen adds to the weights (0 without it).
    std::uint64_t screened_head_bytes() const { return screened_head_ ? screened_head_->bytes() : 0; }

    // The persistent kernel of forward_persistent (its benchmark reads its timeline).
    const kernels::PersistentDecoder& persistent() const { return *persistent_; }
    // Whether the persistent kernel takes steps (a benchmark measures the layered path on the same weights).
    void set_persistent_enabled(bool enabled) { persistent_->set_enabled(enabled); }
    KvPoolShape kv_shape(at::ScalarType kv_dtype) const;
    const TextConfig& config() const { return config_; }
    at::Device device() const { return final_norm_.device(); }
    // The activations' dtype (the load dtype; also with int8 weights).
    at::ScalarType dtype() const { return final_norm_.scalar_type(); }
    bool int8_weights() const { return embed_tokens_.quantized(); }
    // Bytes of the int8 codes and scales made at load (0 without int8 weights).
    std::uint64_t int8_bytes() const;

private:
    struct Layer {
        at::Tensor input_norm;
        kernels::LinearWeight qkv, o;
        at::Tensor q_norm, k_norm, post_norm;
        kernels::LinearWeight gate_up, down;
    };

    TextConfig config_;
    kernels::LinearWeight embed_tokens_, lm_head_;
    at::Tensor final_norm_;
    std::vector<Layer> layers_;
    std::unique_ptr<kernels::PersistentDecoder> persistent_;
    std::optional<kernels::ScreenedHead> screened_head_;
};

}  // namespace folio::engine

// The Qwen3 decoder of LightOnOCR: token embeddings, pre-norm layers with QK-norm (RMSNorm
// over head_dim before RoPE), grouped-query attention over a KV cache, SwiGLU MLP, final
// RMSNorm and the (tied) LM head. Positions are plain 1D positions over the whole sequence.
#pragma once

#include <ATen/core/Tensor.h>

#include <vector>

#include "loading/model_config.h"
#include "model/attention.h"
#include "model/layers.h"

namespace folio::engine {

class TextDecoder {
public:
    // Reads "model.language_model.*" and "lm_head.weight" from weights.
    TextDecoder(const TextConfig& config, const WeightMap& weights);

    // ids [tokens] (int64, on the model's device) -> [tokens, hidden]
    at::Tensor embed(const at::Tensor& ids) const;
    // Runs the packed new tokens of every sequence in `batch` ([tokens, hidden] embeddings)
    // through all layers, appending to and then committing each cache. Returns the final-normed
    // hidden states [tokens, hidden].
    at::Tensor forward(const at::Tensor& embeddings, const AttentionBatch& batch) const;
    // hidden [n, hidden] -> float32 logits [n, vocab]
    at::Tensor logits(const at::Tensor& hidden) const;

    KvCache new_cache() const;
    const TextConfig& config() const { return config_; }

private:
    struct Layer {
        at::Tensor input_norm, q, k, v, o, q_norm, k_norm, post_norm, gate, up, down;
    };
    // cos/sin [tokens, head_dim] for each packed token's position in its sequence.
    std::pair<at::Tensor, at::Tensor> rotary_tables(const AttentionBatch& batch, at::ScalarType dtype) const;

    TextConfig config_;
    at::Tensor embed_tokens_, final_norm_, lm_head_;
    at::Tensor inverse_frequencies_;  // float32 [head_dim / 2]
    std::vector<Layer> layers_;
};

}  // namespace folio::engine

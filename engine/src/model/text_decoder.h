// The Qwen3 decoder of LightOnOCR: token embeddings, pre-norm layers with QK-norm (RMSNorm
// over head_dim before RoPE), grouped-query attention over the paged KV pool, SwiGLU MLP, final
// RMSNorm and the (tied) LM head. Positions are plain 1D positions over the whole sequence.
//
// Weights are fused at construction ([q; k; v] and [gate; up] in one matrix each), so a layer
// runs three projections and the fused kernels of kernels/ops.h between them. All layers'
// projection matrices sit in one buffer in the order a step reads them (qkv, o, gate_up, down,
// layer after layer), so each small-batch GEMV can ask L2 for the bytes a fixed distance ahead
// of its own (kernels::L2Prefetch): DRAM streams the next weights while latency-bound kernels
// run.
#pragma once

#include <ATen/core/Tensor.h>

#include <vector>

#include "loading/model_config.h"
#include "kernels/linear.h"
#include "model/attention.h"
#include "model/kv_cache.h"
#include "model/layers.h"

namespace folio::engine {

class TextDecoder {
public:
    // Reads "model.language_model.*" and "lm_head.weight" from weights.
    TextDecoder(const TextConfig& config, const WeightMap& weights);

    // ids [tokens] (int64, on the model's device) -> [tokens, hidden]
    at::Tensor embed(const at::Tensor& ids) const;
    // Runs the packed tokens of one step ([tokens, hidden] embeddings) through all layers,
    // writing their keys and values to `pool` at step.slots. Returns the final-normed hidden
    // states [tokens, hidden]. Commits nothing: the caller advances the caches.
    at::Tensor forward(const at::Tensor& embeddings, const StepContext& step, const KvPool& pool) const;
    // hidden [n, hidden] -> float32 logits [n, vocab]
    at::Tensor logits(const at::Tensor& hidden) const;

    KvPoolShape kv_shape(at::ScalarType kv_dtype) const;
    // How far ahead of each GEMV's weights L2 is asked to fetch (bytes, rounded down to 16;
    // 0: off). The default is kDefaultL2PrefetchBytes, or FOLIO_L2_PREFETCH_MB when set. Takes
    // effect for steps run (or CUDA graphs captured) afterwards.
    void set_l2_prefetch_bytes(int64_t bytes);
    int64_t l2_prefetch_bytes() const { return l2_prefetch_bytes_; }
    static constexpr int64_t kDefaultL2PrefetchBytes = int64_t(16) << 20;
    const TextConfig& config() const { return config_; }
    at::Device device() const { return embed_tokens_.device(); }
    at::ScalarType dtype() const { return embed_tokens_.scalar_type(); }

private:
    struct Layer {
        at::Tensor input_norm, qkv, o, q_norm, k_norm, post_norm, gate_up, down;
    };

    // The hint of the kernel reading `w` (a view of projections_): the bytes distance ahead of
    // it; the first kernel of a step also takes the distance right after its own weights.
    kernels::L2Prefetch ahead_of(const at::Tensor& w, bool first) const;
    void pack_projections();

    TextConfig config_;
    at::Tensor embed_tokens_, final_norm_, lm_head_;
    at::Tensor projections_;  // 1-D: every layer's qkv, o, gate_up, down (views in Layer)
    std::vector<Layer> layers_;
    int64_t l2_prefetch_bytes_ = kDefaultL2PrefetchBytes;
};

}  // namespace folio::engine

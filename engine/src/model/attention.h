// Attention of the decoder against the paged KV pool, and the per-step data that says where
// every packed token lives (nano-vllm's context object): positions, pool slots, and either the
// prefill sequences' lengths or the decode sequences' block tables.
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <vector>

#include "model/kv_cache.h"

namespace folio::engine {

// One forward step. Prefill: whole prompts into empty caches, their tokens packed one sequence
// after another (`prompt_lengths` on the host). Decode: one token per sequence.
struct StepContext {
    at::Tensor positions;  // [tokens] int64, on the device
    at::Tensor slots;      // [tokens] int64 pool slots (block * block_size + offset); < 0: skip
    // Prefill only.
    std::vector<int64_t> prompt_lengths;
    // Decode only: [batch, max_blocks] int32 and [batch] int32 (new token included).
    at::Tensor block_tables;
    at::Tensor context_lens;
    bool decode() const { return block_tables.defined(); }
};

// The device tensors of one decode step (what a CUDA graph reads): ids, positions, slots [B]
// int64; block_tables [B, max_blocks] int32; context_lens [B] int32.
struct DecodeInputs {
    at::Tensor ids, positions, slots, block_tables, context_lens;
};

// Attention of q [tokens, heads, d] as [tokens, heads * d]: at prefill causal within each prompt
// over this step's k/v [tokens, kv_heads, d] (normed and rotated), at decode over each
// sequence's cached context (the new token included). The caller has already written k/v into
// the pool at step.slots (kernels::qk_norm_rope_append does it with the RoPE); this only reads.
at::Tensor paged_attention(const KvPool& pool, int layer, const at::Tensor& q, const at::Tensor& k,
                           const at::Tensor& v, const StepContext& step, double scale);

}  // namespace folio::engine

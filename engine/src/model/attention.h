// Causal self-attention of the decoder against per-sequence KV caches, for a batch of
// sequences that each bring some new tokens (a whole prompt at prefill, one token per decode
// step). Kept apart from the decoder so a paged/fused implementation can replace it.
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <vector>

#include "model/kv_cache.h"

namespace folio::engine {

// The sequences of one forward step, in the order their new tokens are packed.
struct AttentionBatch {
    std::vector<KvCache*> caches;
    std::vector<int64_t> new_tokens;  // per sequence; they sum to the packed token count
    int64_t total_tokens() const;
};

// q [tokens, heads, d], k/v [tokens, kv_heads, d] for the packed new tokens (normed and
// rotated). Appends k/v to each sequence's cache for `layer` and returns the attention output
// [tokens, heads * d]. Each new token attends to its sequence's cached tokens and to the new
// tokens up to itself; never to another sequence.
at::Tensor cached_causal_attention(int layer, const at::Tensor& q, const at::Tensor& k, const at::Tensor& v,
                                   const AttentionBatch& batch, double scale);

}  // namespace folio::engine

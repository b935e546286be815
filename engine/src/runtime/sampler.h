// Choosing the next token from logits: greedy (argmax) or temperature + top-p (nucleus)
// sampling, through kernels::greedy_argmax / kernels::sample_top_p (a GPU kernel without a sort
// of the vocabulary, or the ATen fallback that picks the same token). A page's seed and its step
// number seed each draw, so a seed reproduces its output exactly, on the CPU and the GPU alike.
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <vector>

#include "folio/engine/engine.h"

namespace folio::engine {

class TokenSampler {
public:
    explicit TokenSampler(const SamplingOptions& options);

    // logits: float32 [vocab] (any device). Banned tokens are never chosen.
    int32_t next(const at::Tensor& logits);

    // One token per row of logits [rows, vocab] (any device), row i for samplers[i]; rows with
    // the same settings share one kernel launch, and the tokens come back in one copy.
    static std::vector<int32_t> next_batch(const at::Tensor& logits, const std::vector<TokenSampler*>& samplers);
    // The same tokens left on logits' device as int64 [rows], without waiting for them.
    static at::Tensor next_batch_tokens(const at::Tensor& logits, const std::vector<TokenSampler*>& samplers);

    // Whether every pick is the arg max (greedy, or temperature 0).
    bool greedy() const { return options_.greedy || options_.temperature <= 0.0f; }
    bool bans_tokens() const { return !options_.banned_tokens.empty(); }

private:
    // bool [vocab] on logits' device, true = banned; undefined when nothing is banned.
    const at::Tensor& banned_mask(const at::Tensor& logits);
    int64_t next_seed();

    SamplingOptions options_;
    std::uint64_t step_ = 0;
    at::Tensor banned_;
};

}  // namespace folio::engine

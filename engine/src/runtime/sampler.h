// Choosing the next token from logits: greedy (argmax) or temperature + top-p (nucleus)
// sampling with a per-request seeded generator, so a seed reproduces its output exactly.
// Top-p avoids sorting the whole vocabulary: it sorts only the top-k candidates and widens
// k only in the rare case that they hold less than top_p of the probability.
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <random>
#include <vector>

#include "folio/engine/engine.h"

namespace folio::engine {

class TokenSampler {
public:
    explicit TokenSampler(const SamplingOptions& options);

    // logits: float32 [vocab] (any device). Banned tokens are never chosen.
    int32_t next(const at::Tensor& logits);

private:
    at::Tensor apply_bans(const at::Tensor& logits) const;
    double uniform();  // [0, 1), from the seeded generator; identical on every platform

    SamplingOptions options_;
    std::mt19937_64 generator_;
};

}  // namespace folio::engine

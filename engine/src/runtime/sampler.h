// Choosing the next token from logits: greedy (argmax) or temperature + top-p (nucleus)
// sampling, through kernels::greedy_argmax / kernels::sample_top_p (a GPU kernel without a sort
// of the vocabulary, or the ATen fallback that picks the same token). A page's seed and its step
// number seed each draw, so a seed reproduces its output exactly, on the CPU and the GPU alike.
// vLLM's other controls are ATen operations around those kernels, in vLLM's order: the
// repetition, presence and frequency penalties on the logits, then min_p and top_k as extra
// banned tokens; log-probabilities come from the logits as the model gave them.
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
    // Whether the pick needs every logit (and the step's tokens right away): penalties or
    // log-probabilities; such pages skip the screened LM head and the run-ahead step.
    bool needs_logits() const { return penalizes() || reports_logprobs(); }
    bool reports_logprobs() const { return options_.logprobs >= 0; }

    // The prompt, whose tokens the repetition penalty counts as seen.
    void set_prompt(const std::vector<int32_t>& prompt);
    // The log-probabilities of the last token this sampler picked (reports_logprobs() only),
    // with each token's bytes from `bytes_of`. Waits for the device.
    template <typename BytesOf>
    TokenLogprobs take_logprobs(BytesOf bytes_of) {
        TokenLogprobs out = take_logprob_values();
        out.chosen.bytes = bytes_of(out.chosen.token);
        for (TokenLogprob& t : out.top) t.bytes = bytes_of(t.token);
        return out;
    }

private:
    bool penalizes() const {
        return options_.repetition_penalty != 1.0f || options_.presence_penalty != 0.0f || options_.frequency_penalty != 0.0f;
    }
    bool truncates() const { return !greedy() && (options_.top_k > 0 || options_.min_p > 0.0f); }
    // bool [vocab] on logits' device, true = banned; undefined when nothing is banned.
    const at::Tensor& banned_mask(const at::Tensor& logits);
    // The penalties applied to one row of logits (float32 [vocab]).
    at::Tensor penalized(const at::Tensor& row);
    // min_p and top_k of one row of (penalized) logits as banned tokens, with banned ones.
    at::Tensor truncation_mask(const at::Tensor& row, const at::Tensor& banned);
    // After the pick: the counts the penalties read, and the log-probabilities of `token`
    // (int64 [1] on the device) under `raw` (float [vocab]).
    void record(const at::Tensor& raw, const at::Tensor& token);
    TokenLogprobs take_logprob_values();
    // The tokens of logits already penalized: grouped by settings, one kernel launch a group.
    static at::Tensor pick(const at::Tensor& logits, const std::vector<TokenSampler*>& samplers);
    int64_t next_seed();

    SamplingOptions options_;
    std::uint64_t step_ = 0;
    at::Tensor banned_;
    std::vector<int32_t> prompt_;
    at::Tensor counts_;        // float32 [vocab]: how often each token was generated
    at::Tensor prompt_seen_;   // bool [vocab]: in the prompt
    at::Tensor picked_logprob_, top_logprobs_, top_ids_, picked_token_;  // of the last pick, on the device
};

}  // namespace folio::engine

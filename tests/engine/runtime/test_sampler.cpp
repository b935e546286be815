// The token sampler: greedy is argmax, bans hold, top-p keeps exactly the nucleus, and a seed
// reproduces its draws.
#include <ATen/ops/equal.h>
#include <ATen/ops/log.h>
#include <ATen/ops/log_softmax.h>
#include <ATen/ops/tensor.h>
#include <ATen/ops/zeros.h>

#include <cmath>
#include <set>
#include <vector>

#include "runtime/sampler.h"
#undef CHECK  // c10 defines one; the tests use testing.h's
#include "testing.h"

namespace {

using folio::engine::SamplingOptions;
using folio::engine::TokenSampler;

// Logits whose softmax is exactly `probs` (temperature 1).
at::Tensor logits_of(const std::vector<float>& probs) { return at::log(at::tensor(probs, at::kFloat)); }

SamplingOptions sampling(float top_p, std::uint64_t seed) {
    SamplingOptions s;
    s.greedy = false;
    s.temperature = 1.0f;
    s.top_p = top_p;
    s.seed = seed;
    return s;
}

}  // namespace

FOLIO_TEST(greedy_picks_the_argmax_and_respects_bans) {
    SamplingOptions s;
    s.greedy = true;
    const at::Tensor logits = at::tensor(std::vector<float>{0.1f, 3.0f, -1.0f, 2.5f}, at::kFloat);
    CHECK_EQ(TokenSampler(s).next(logits), 1);
    s.banned_tokens = {1};
    CHECK_EQ(TokenSampler(s).next(logits), 3);
}

FOLIO_TEST(top_p_samples_only_inside_the_nucleus) {
    // Sorted: 0.4 (id 2), 0.3 (id 0), 0.2 (id 3), 0.1 (id 1). top_p 0.65 -> {2, 0}.
    const at::Tensor logits = logits_of({0.3f, 0.1f, 0.4f, 0.2f});
    std::set<int32_t> seen;
    for (std::uint64_t seed = 0; seed < 200; ++seed) seen.insert(TokenSampler(sampling(0.65f, seed)).next(logits));
    CHECK(seen == (std::set<int32_t>{0, 2}));
    // A token that alone exceeds top_p is always chosen.
    for (std::uint64_t seed = 0; seed < 50; ++seed) CHECK_EQ(TokenSampler(sampling(0.35f, seed)).next(logits), 2);
}

FOLIO_TEST(top_p_widens_past_the_first_candidates_on_a_flat_distribution) {
    // 1000 equally likely tokens: top_p 0.9 needs 900 of them, more than the first top-k.
    const at::Tensor logits = at::zeros({1000}, at::kFloat);
    std::set<int32_t> seen;
    TokenSampler sampler(sampling(0.9f, 7));
    for (int i = 0; i < 2000; ++i) seen.insert(sampler.next(logits));
    CHECK(seen.size() > 500);
}

FOLIO_TEST(a_seed_reproduces_its_draws) {
    const at::Tensor logits = logits_of({0.25f, 0.25f, 0.25f, 0.25f});
    TokenSampler a(sampling(1.0f, 11)), b(sampling(1.0f, 11)), c(sampling(1.0f, 12));
    std::vector<int32_t> da, db, dc;
    for (int i = 0; i < 64; ++i) {
        da.push_back(a.next(logits));
        db.push_back(b.next(logits));
        dc.push_back(c.next(logits));
    }
    CHECK(da == db);
    CHECK(da != dc);
}

FOLIO_TEST(top_k_samples_only_the_k_likeliest) {
    // 0.4 (id 2), 0.3 (id 0), 0.2 (id 3), 0.1 (id 1): top_k 2 -> {2, 0}; top_k 3 -> {2, 0, 3}.
    const at::Tensor logits = logits_of({0.3f, 0.1f, 0.4f, 0.2f});
    for (const auto& [k, expected] : {std::pair{2, std::set<int32_t>{0, 2}}, std::pair{3, std::set<int32_t>{0, 2, 3}}}) {
        std::set<int32_t> seen;
        for (std::uint64_t seed = 0; seed < 300; ++seed) {
            SamplingOptions s = sampling(1.0f, seed);
            s.top_k = k;
            seen.insert(TokenSampler(s).next(logits));
        }
        CHECK(seen == expected);
    }
}

FOLIO_TEST(min_p_drops_tokens_below_its_share_of_the_likeliest) {
    // p = 0.5, 0.05, 0.3, 0.15; min_p 0.35 keeps p >= 0.175: {0, 2}. At temperature 2 the
    // distribution flattens (p ~ sqrt(p)): 0.15 -> 0.387/0.707 = 0.55 of the top, kept; 0.05 is not.
    const at::Tensor logits = logits_of({0.5f, 0.05f, 0.3f, 0.15f});
    for (const auto& [temperature, expected] :
         {std::pair{1.0f, std::set<int32_t>{0, 2}}, std::pair{2.0f, std::set<int32_t>{0, 2, 3}}}) {
        std::set<int32_t> seen;
        for (std::uint64_t seed = 0; seed < 400; ++seed) {
            SamplingOptions s = sampling(1.0f, seed);
            s.temperature = temperature;
            s.min_p = 0.35f;
            seen.insert(TokenSampler(s).next(logits));
        }
        CHECK(seen == expected);
    }
}

FOLIO_TEST(repetition_penalty_counts_prompt_and_output_tokens) {
    SamplingOptions s;
    s.greedy = true;
    const at::Tensor logits = at::tensor(std::vector<float>{2.0f, 1.9f, -1.0f, 1.0f}, at::kFloat);
    CHECK_EQ(TokenSampler(s).next(logits), 0);
    s.repetition_penalty = 1.2f;
    TokenSampler penalized(s);
    penalized.set_prompt({0, 7});   // token 0 is in the prompt: 2.0 / 1.2 = 1.67 < 1.9
    CHECK_EQ(penalized.next(logits), 1);
    // Token 1 is now in the output: 1.9 / 1.2 = 1.58 < 1.67.
    CHECK_EQ(penalized.next(logits), 0);
    // Negative logits are multiplied: seen -1.0 becomes -1.2, so an unseen -1.1 wins among them.
    TokenSampler negative(s);
    negative.set_prompt({0, 1, 3});
    const at::Tensor low = at::tensor(std::vector<float>{-1.0f, -5.0f, -1.1f, -5.0f}, at::kFloat);
    CHECK_EQ(negative.next(low), 2);
    // The caller's logits are not changed.
    CHECK(at::equal(logits, at::tensor(std::vector<float>{2.0f, 1.9f, -1.0f, 1.0f}, at::kFloat)));
}

FOLIO_TEST(presence_and_frequency_penalties_subtract_from_generated_tokens) {
    const at::Tensor logits = at::tensor(std::vector<float>{3.0f, 2.5f, 1.2f, 0.0f}, at::kFloat);
    SamplingOptions s;
    s.greedy = true;
    s.frequency_penalty = 0.4f;  // token 0: 3.0, 2.6, 2.2 ...; token 1: 2.5, 2.1 ...
    TokenSampler frequency(s);
    std::vector<int32_t> picks;
    for (int i = 0; i < 5; ++i) picks.push_back(frequency.next(logits));
    CHECK(picks == (std::vector<int32_t>{0, 0, 1, 0, 1}));
    SamplingOptions p;
    p.greedy = true;
    p.presence_penalty = 1.0f;  // once generated, 1 less, however often: 0, 1, 0, 0 ...
    TokenSampler presence(p);
    picks.clear();
    for (int i = 0; i < 4; ++i) picks.push_back(presence.next(logits));
    CHECK(picks == (std::vector<int32_t>{0, 1, 0, 0}));
}

FOLIO_TEST(logprobs_are_those_of_the_models_distribution) {
    const std::vector<float> probs{0.1f, 0.6f, 0.25f, 0.05f};
    const at::Tensor logits = logits_of(probs).mul(3.0f);  // any scale: log_softmax of these logits
    const at::Tensor expected = at::log_softmax(logits, 0);
    SamplingOptions s;
    s.greedy = true;
    s.logprobs = 2;
    s.repetition_penalty = 5.0f;  // penalties change the pick, not the reported distribution
    TokenSampler sampler(s);
    CHECK(sampler.needs_logits());
    const auto bytes = [](int32_t id) { return std::string(1, char('a' + id)); };
    for (int step = 0; step < 3; ++step) {
        const int32_t token = sampler.next(logits);
        const folio::engine::TokenLogprobs lp = sampler.take_logprobs(bytes);
        CHECK_EQ(lp.chosen.token, token);
        CHECK(std::abs(lp.chosen.logprob - expected[token].item<float>()) < 1e-5f);
        CHECK_EQ(lp.chosen.bytes, bytes(token));
        CHECK_EQ(lp.top.size(), size_t(2));
        CHECK_EQ(lp.top[0].token, 1);
        CHECK_EQ(lp.top[1].token, 2);
        CHECK(std::abs(lp.top[0].logprob - expected[1].item<float>()) < 1e-5f);
        CHECK_EQ(lp.top[1].bytes, std::string("c"));
    }
    SamplingOptions plain;
    CHECK(!TokenSampler(plain).needs_logits());
}

FOLIO_TEST_MAIN()

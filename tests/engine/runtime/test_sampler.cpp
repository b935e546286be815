// The token sampler: greedy is argmax, bans hold, top-p keeps exactly the nucleus, and a seed
// reproduces its draws.
#include <ATen/ops/log.h>
#include <ATen/ops/tensor.h>
#include <ATen/ops/zeros.h>

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

FOLIO_TEST_MAIN()

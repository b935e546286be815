// The screened greedy LM head's ATen implementation (kernels/screened_head.h) on the CPU: the int8
// copy it makes, and its pick against the float64 arg max on a random head of LightOnOCR's size
// (printing how many rows the screen keeps), exact ties, banned rows, rows the int8 screen ranks in
// the wrong order (the case that fails when the bound is halved) and more candidates than the cap,
// in bf16, fp16 and fp32.
#include <ATen/ATen.h>

#include <cstdio>

#include "kernel_testing.h"
#include "kernels/screened_head.h"
#include "screened_head_cases.h"
// c10/util/Logging.h defines a CHECK of its own; the test harness's replaces it.
#undef CHECK
#include "testing.h"

namespace ops = folio::engine::kernels;
namespace fb = folio::engine::kernels::fallback;
using namespace folio::test::kernels;

namespace {

const at::Device kCpu(at::kCPU);
const at::ScalarType kDtypes[] = {at::kBFloat16, at::kHalf, at::kFloat};

// The fallback's pick for the case; returns how many rows its screen kept.
int64_t check_case(const ScreenCase& c, const ops::ScreenedHead& head) {
    const int64_t picked = fb::screened_greedy(head, c.hidden, c.banned_mask()).item<int64_t>();
    const int64_t candidates = fb::screen_candidates(head, c.hidden, c.banned_mask()).numel();
    c.report("ATen", picked, candidates);
    CHECK_EQ(picked, c.expected);
    return candidates;
}

int64_t check_case(const ScreenCase& c) { return check_case(c, ops::make_screened_head(c.weight)); }

}  // namespace

FOLIO_TEST(the_int8_copy_is_within_half_a_step_of_each_weight) {
    at::Generator gen = seeded("int8 copy");
    for (const at::ScalarType dtype : kDtypes) {
        at::Tensor weight = normal(gen, {300, 1024}, 0.02, dtype, kCpu);
        weight[5].zero_();
        weight[6].fill_(1e-30);  // a scale that is (nearly) subnormal
        const ops::ScreenedHead head = ops::make_screened_head(weight);
        const at::Tensor w = weight.to(at::kDouble), s = head.scales.to(at::kDouble).unsqueeze(1);
        const at::Tensor q = head.codes.to(at::kDouble);
        CHECK(q.abs().max().item<double>() <= 127);
        const at::Tensor error = w.sub(q.mul(s)).abs().amax(1);  // e_r in float64
        // (w / s rounds in fp32 before round(): up to 127 u of a step beyond the half)
        CHECK(error.le(s.squeeze(1).mul(0.5 * (1 + 1e-4))).all().item<bool>());
        const at::Tensor largest = w.abs().amax(1);
        CHECK(head.scales.to(at::kDouble).sub(largest.div(127)).abs().le(largest.mul(1e-7)).all().item<bool>());
        // The bound covers e_r as computed in float64 and the half of the slack that the two
        // passes' summations need (the other half covers roundings like e_r's own in fp32).
        const at::Tensor needed = error.add(largest.mul(ops::summation_slack(1024) / 2));
        CHECK(head.bounds.to(at::kDouble).ge(needed).all().item<bool>());
        CHECK_EQ(head.scales[5].item<float>(), 0.0f);
        CHECK_EQ(head.bounds[5].item<float>(), 0.0f);
        CHECK(head.codes[5].eq(0).all().item<bool>());
        CHECK_EQ(head.bytes(), static_cast<std::uint64_t>(300 * 1024 + 2 * 300 * 4 + 16));
    }
    CHECK_EQ(ops::summation_slack(1024), 1.0 / 4096);
}

FOLIO_TEST(picks_the_arg_max_of_a_real_size_head_from_few_candidates) {
    at::Generator gen = seeded("real size");
    for (const ScreenCase& c : real_size_cases(gen, at::kBFloat16, kCpu)) {
        const int64_t candidates = check_case(c);
        CHECK(candidates >= 1 && candidates <= fb::kMaxCandidates);  // the screen, not the whole head
    }
}

FOLIO_TEST(equal_logits_pick_the_lowest_row) {
    at::Generator gen = seeded("ties");
    for (const at::ScalarType dtype : kDtypes)
        for (const ScreenCase& c : tie_cases(gen, dtype, kCpu)) check_case(c);
}

FOLIO_TEST(banned_rows_are_never_picked) {
    at::Generator gen = seeded("banned");
    for (const at::ScalarType dtype : kDtypes)
        for (const ScreenCase& c : banned_cases(gen, dtype, kCpu)) check_case(c);
}

FOLIO_TEST(a_row_the_int8_screen_ranks_below_another_still_wins) {
    at::Generator gen = seeded("misranked");
    for (const at::ScalarType dtype : kDtypes) {
        const ScreenCase c = misranked_case(gen, dtype, kCpu);
        const ops::ScreenedHead head = ops::make_screened_head(c.weight);
        // The construction holds: the screen puts row 10 far ahead of row 20 ...
        const at::Tensor screened = at::mv(head.codes.to(at::kFloat), c.hidden.to(at::kFloat)).mul(head.scales);
        CHECK(screened[10].item<float>() > screened[20].item<float>() + 800.0f / 64);
        CHECK_EQ(c.expected, int64_t(20));
        // ... and both are candidates.
        const at::Tensor rows = fb::screen_candidates(head, c.hidden);
        CHECK(rows.eq(10).any().item<bool>() && rows.eq(20).any().item<bool>());
        check_case(c, head);
    }
}

FOLIO_TEST(more_candidates_than_the_cap_computes_every_row) {
    at::Generator gen = seeded("crowded");
    for (const at::ScalarType dtype : kDtypes) CHECK(check_case(crowded_case(gen, dtype, kCpu)) > fb::kMaxCandidates);
}

FOLIO_TEST(refuses_what_it_cannot_screen) {
    at::Generator gen = seeded("arguments");
    const ops::ScreenedHead head = ops::make_screened_head(normal(gen, {64, 32}, 0.02, at::kFloat, kCpu));
    const at::Tensor h = normal(gen, {32}, 1.0, at::kFloat, kCpu);
    CHECK_EQ(fb::screened_greedy(head, h.view({1, 32})).numel(), int64_t(1));  // [1, hidden] is fine
    CHECK_THROWS_WITH(ops::screened_greedy(head, h.view({2, 16})), "hidden must be [32]");
    CHECK_THROWS_WITH(ops::screened_greedy(head, h.to(at::kHalf)), "dtype");
    CHECK_THROWS_WITH(ops::screened_greedy(head, h, at::zeros({63}, at::kBool)), "banned must be bool [64]");
    CHECK_THROWS_WITH(ops::screened_greedy(ops::ScreenedHead{}, h), "no screen");
    CHECK_THROWS_WITH(ops::make_screened_head(at::zeros({64}, at::kFloat)), "weight must be [vocab, hidden]");
}

FOLIO_TEST_MAIN()

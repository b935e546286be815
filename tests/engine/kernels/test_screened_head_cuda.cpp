// The screened greedy LM head's kernels (engine/kernels/screened_head.cu) on the GPU, against its
// ATen fallback and the float64 arg max: a random head of LightOnOCR's size (bf16 and fp16, hidden
// 1024 and 512), exact ties within and across pick slices, banned rows, rows the int8 screen
// ranks in the wrong order, a crowded head (every row a candidate: the whole-slice path), calls
// back to back without a sync, and CUDA graph replays of two calls (the self-resetting scratch),
// with and without programmatic launches. Skips (exit 77) without a CUDA device or kernels.
#include <ATen/ATen.h>
#include <ATen/cuda/CUDAContext.h>
#include <ATen/cuda/CUDAGraph.h>
#include <c10/cuda/CUDAFunctions.h>
#include <c10/cuda/CUDAGuard.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#include "kernel_testing.h"
#include "kernels/ops.h"
#include "kernels/tuning.h"
#include "kernels/screened_head.h"
#include "screened_head_cases.h"
// c10/util/Logging.h defines a CHECK of its own; the test harness's replaces it.
#undef CHECK
#include "testing.h"
#include "gpu_testing.h"  // after the #undef, like testing.h

namespace ops = folio::engine::kernels;
namespace fb = folio::engine::kernels::fallback;
using namespace folio::test::kernels;

namespace {

// The kernels' pick equals the float64 one and the fallback's.
void check_case(const ScreenCase& c, const ops::ScreenedHead& head) {
    CHECK(ops::screened_greedy_on_cuda(head.weight));
    const int64_t picked = ops::screened_greedy(head, c.hidden, c.banned_mask()).item<int64_t>();
    const int64_t fallback = fb::screened_greedy(head, c.hidden, c.banned_mask()).item<int64_t>();
    c.report("kernels", picked, fb::screen_candidates(head, c.hidden, c.banned_mask()).numel());
    CHECK_EQ(picked, c.expected);
    CHECK_EQ(fallback, c.expected);
}

void check_case(const ScreenCase& c) { check_case(c, ops::make_screened_head(c.weight)); }

}  // namespace

FOLIO_TEST(kernels_pick_the_arg_max_of_a_real_size_head) {
    const at::Device gpu = require_gpu();
    at::Generator gen = seeded_cuda_generator("real size");
    const int64_t vocab = sized(151936, 20000);
    for (const at::ScalarType dtype : kHalfDtypes)
        for (const ScreenCase& c : real_size_cases(gen, dtype, gpu, vocab)) check_case(c);
    for (const ScreenCase& c : real_size_cases(gen, at::kBFloat16, gpu, vocab, 512)) check_case(c);
}

FOLIO_TEST(kernels_pick_the_lowest_of_equal_rows_and_skip_banned_ones) {
    const at::Device gpu = require_gpu();
    at::Generator gen = seeded_cuda_generator("ties and bans");
    for (const at::ScalarType dtype : kHalfDtypes) {
        for (const ScreenCase& c : tie_cases(gen, dtype, gpu)) check_case(c);
        for (const ScreenCase& c : banned_cases(gen, dtype, gpu)) check_case(c);
    }
}

FOLIO_TEST(kernels_keep_a_row_the_int8_screen_ranks_below_another) {
    const at::Device gpu = require_gpu();
    at::Generator gen = seeded_cuda_generator("misranked");
    for (const at::ScalarType dtype : kHalfDtypes) check_case(misranked_case(gen, dtype, gpu));
}

FOLIO_TEST(kernels_compute_every_row_of_a_crowded_slice) {
    const at::Device gpu = require_gpu();
    at::Generator gen = seeded_cuda_generator("crowded");
    for (const at::ScalarType dtype : kHalfDtypes) check_case(crowded_case(gen, dtype, gpu));
}

FOLIO_TEST(kernels_without_programmatic_launches) {
    const at::Device gpu = require_gpu();
    at::Generator gen = seeded_cuda_generator("no PDL");
    folio::engine::KernelTuning tuning;
    tuning.screened_head_programmatic = false;
    const folio::engine::kernels::KernelTuningScope scope(tuning);
    for (const ScreenCase& c : tie_cases(gen, at::kBFloat16, gpu)) check_case(c);
    check_case(misranked_case(gen, at::kBFloat16, gpu));
}

FOLIO_TEST(calls_back_to_back_each_get_their_own_pick) {
    const at::Device gpu = require_gpu();
    at::Generator gen = seeded_cuda_generator("back to back");
    const int64_t vocab = sized(151936, 20000);
    const at::Tensor weight = normal(gen, {vocab, 1024}, 0.02, at::kBFloat16, gpu);
    const ops::ScreenedHead head = ops::make_screened_head(weight);
    at::Tensor banned = at::zeros({vocab}, at::TensorOptions().dtype(at::kBool).device(gpu));
    std::vector<at::Tensor> hidden, picks;
    for (int call = 0; call < 12; ++call) {
        hidden.push_back(normal(gen, {1, 1024}, 1.0, at::kBFloat16, gpu));
        if (call == 5) banned.index_fill_(0, std::get<1>(float64_logits(weight, hidden.back()).topk(3)), true);
        picks.push_back(ops::screened_greedy(head, hidden.back(), call == 5 ? std::optional(banned) : std::nullopt));
    }
    for (size_t call = 0; call < picks.size(); ++call) {
        const at::Tensor mask = call == 5 ? banned : at::Tensor();
        CHECK_EQ(picks[call].item<int64_t>(), float64_pick(weight, hidden[call], mask));
    }
    CHECK(head.pick.eq(0).all().item<bool>());  // left as the next call needs it
}

FOLIO_TEST(graph_replays_of_two_calls_pick_for_each_replays_inputs) {
    const at::Device gpu = require_gpu();
    // Without the caching allocator (the sanitizer runs) a capture cannot allocate.
    if (std::getenv("PYTORCH_NO_CUDA_MEMORY_CACHING")) SKIP("graph capture needs the caching allocator");
    at::Generator gen = seeded_cuda_generator("graphs");
    const int64_t vocab = sized(151936, 20000);
    for (const at::ScalarType dtype : kHalfDtypes) {
        const at::Tensor weight = normal(gen, {vocab, 1024}, 0.02, dtype, gpu);
        const ops::ScreenedHead head = ops::make_screened_head(weight);
        at::Tensor first = normal(gen, {1, 1024}, 1.0, dtype, gpu), second = normal(gen, {1024}, 1.0, dtype, gpu);
        at::Tensor banned = at::zeros({vocab}, at::TensorOptions().dtype(at::kBool).device(gpu));
        at::Tensor first_pick, second_pick;
        // The head and inputs were made on the default stream; the pool's streams do not wait for it.
        c10::cuda::device_synchronize();
        const c10::cuda::CUDAStream stream = c10::cuda::getStreamFromPool();
        {
            const c10::cuda::CUDAStreamGuard guard(stream);
            ops::screened_greedy(head, first);  // warm-up on the capturing stream
            stream.synchronize();
            at::cuda::CUDAGraph graph;
            graph.capture_begin();
            first_pick = ops::screened_greedy(head, first);
            second_pick = ops::screened_greedy(head, second, banned);
            graph.capture_end();
            for (int replay = 0; replay < 4; ++replay) {
                first.copy_(normal(gen, {1, 1024}, 1.0, dtype, gpu));
                second.copy_(normal(gen, {1024}, 1.0, dtype, gpu));
                banned.zero_();
                // Ban the second call's best row in odd replays.
                if (replay % 2) banned[float64_pick(weight, second)] = true;
                graph.replay();
                stream.synchronize();
                std::printf("  replay %d: picks %lld, %lld\n", replay, static_cast<long long>(first_pick.item<int64_t>()),
                            static_cast<long long>(second_pick.item<int64_t>()));
                CHECK_EQ(first_pick.item<int64_t>(), float64_pick(weight, first));
                CHECK_EQ(second_pick.item<int64_t>(), float64_pick(weight, second, banned));
            }
        }
        std::printf("  graphs %s: 4 replays of two calls\n", dtype_name(dtype).c_str());
    }
}

FOLIO_TEST_MAIN()

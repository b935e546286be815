// The persistent decoder kernel (kernels/persistent_decoder.h) against the layered decode path
// it replaces (TextDecoder::forward: the fused kernels, each tested against its ATen fallback)
// and against a float32 decoder with the same weights: random bf16 weights at the real width,
// a KV pool of random rows in shuffled blocks, contexts from 1 token to 4097 (every split of the
// partitions: empty ones, one token, block edges). Each step checks the final hidden state
// (written into NaN-poisoned memory), the new token's key and value rows on every layer (their
// slots poisoned first), and that the persistent kernel is as close to float32 as the layered
// path. A CUDA graph of the kernel is replayed with new inputs in place. Skips (exit 77) without
// a device that runs the kernel.
#include <ATen/ATen.h>
#include <ATen/Context.h>
#include <ATen/cuda/CUDAContext.h>
#include <ATen/cuda/CUDAGraph.h>
#include <c10/cuda/CUDAGuard.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstdio>
#include <string>
#include <vector>

#include "decoder_fixture.h"
#include "kernel_testing.h"
#include "kernels/ops.h"
#undef CHECK
#include "testing.h"

using namespace folio::engine;
using namespace folio::test::kernels;
using namespace folio::test::decoder;

namespace {

struct Errors {
    double vs_layered = 0, rows_vs_layered = 0, persistent_vs_fp32 = 0, layered_vs_fp32 = 0;
};

// One step through the three paths; the bf16 pool ends with the persistent kernel's rows.
Errors compare_step(Fixture& f, const Step& s) {
    const StepContext step = s.context();
    const at::Tensor layered = f.decoder.forward(f.decoder.embed(s.ids), step, f.pool);
    const at::Tensor layered_rows = slot_rows(f.pool, s.slot);
    const at::Tensor exact = f.decoder32.forward(f.decoder32.embed(s.ids), step, f.pool32);
    poison_slot(f.pool, s.slot);
    poison_free_memory(1 << 22);
    const at::Tensor persistent = f.decoder.forward_persistent(s.ids, step, f.pool);
    CHECK(persistent.defined());
    CHECK(persistent.sizes() == layered.sizes() && persistent.scalar_type() == at::kBFloat16);
    Errors e;
    e.vs_layered = relative_error(persistent, layered);
    e.rows_vs_layered = relative_error(slot_rows(f.pool, s.slot), layered_rows);
    e.persistent_vs_fp32 = relative_error(persistent, exact);
    e.layered_vs_fp32 = relative_error(layered, exact);
    return e;
}

void require_kernel(const Fixture& f, const Step& s) {
    if (!f.decoder.forward_persistent(s.ids, s.context(), f.pool).defined())
        SKIP("this device or build cannot run the persistent decoder");
}

// Skips without a device; otherwise full-precision cuBLAS for the float32 reference and a
// generator from a fresh seed, printed so that a failure can be replayed.
at::Generator start_gpu_test() {
    if (!folio::engine::kernels::cuda_kernels_built()) SKIP("this build has no CUDA kernels");
    if (!at::hasCUDA()) SKIP("no CUDA device");
    at::globalContext().setAllowTF32CuBLAS(false);
    const uint64_t seed = fresh_seed();
    std::printf("  seed %llu\n", static_cast<unsigned long long>(seed));
    return generator(seed);
}

// What a bf16 step may differ by from the layered path: the order of fp32 sums, so a few one-ulp
// roundings that the layers carry on: bounded by each path's own distance to fp32, which grows
// with the layers.
constexpr double kVsLayered = 2e-2;
constexpr double kRowsVsLayered = 1e-2;
double vs_layered_bound(const Errors& e) { return std::max(kVsLayered, 1.5 * e.layered_vs_fp32); }

void check_errors(const Errors& e, const std::string& what) {
    std::printf("  %-28s vs layered %.3g, rows %.3g; vs fp32: persistent %.3g, layered %.3g\n", what.c_str(),
                e.vs_layered, e.rows_vs_layered, e.persistent_vs_fp32, e.layered_vs_fp32);
    CHECK(e.vs_layered <= vs_layered_bound(e));
    CHECK(e.rows_vs_layered <= std::max(kRowsVsLayered, e.layered_vs_fp32));
    // As faithful as the path it replaces.
    CHECK(e.persistent_vs_fp32 <= 1.5 * e.layered_vs_fp32 + 2e-3);
}

}  // namespace

FOLIO_TEST(persistent_decoder_matches_layered_path_at_every_context_split) {
    at::Generator gen = start_gpu_test();
    const int64_t pool_blocks = 600;
    Fixture f(sized(4, 2), pool_blocks, gen);
    const at::Tensor order = at::randperm(pool_blocks, gen, at::TensorOptions().dtype(at::kLong));
    bool checked_kernel = false;
    for (int64_t context : {1, 2, 15, 16, 17, 129, 1000, 2645, 4097}) {
        const int64_t blocks = (context + 15) / 16;
        const int64_t token = at::randint(f.config.vocab_size, {1}, gen).item<int64_t>();
        const Step s = make_step(token, context, order.narrow(0, 0, blocks), std::max<int64_t>(blocks, 300),
                                 pool_blocks, gen);
        if (!checked_kernel) {
            require_kernel(f, s);
            checked_kernel = true;
        }
        check_errors(compare_step(f, s), "context " + std::to_string(context));
    }
}

FOLIO_TEST(persistent_decoder_matches_layered_path_with_28_layers) {
    if (sized(0, 1)) SKIP("quick run");
    at::Generator gen = start_gpu_test();
    const int64_t pool_blocks = 200;
    Fixture f(28, pool_blocks, gen);
    const at::Tensor order = at::randperm(pool_blocks, gen, at::TensorOptions().dtype(at::kLong));
    const Step s = make_step(7, 2645, order.narrow(0, 0, 166), 192, pool_blocks, gen);
    require_kernel(f, s);
    check_errors(compare_step(f, s), "28 layers, context 2645");
}

// The screened greedy LM head as the kernel's last phase: the token is the one the separate
// screen kernels (kernels::screened_greedy) pick from the same launch's final state, and the
// arg max of its exact logits, for a real-size vocabulary and an odd small one, at several
// context splits; the final state matches the layered path as before.
FOLIO_TEST(persistent_decoder_screens_the_lm_head_in_its_last_phase) {
    at::Generator gen = start_gpu_test();
    const int64_t pool_blocks = 300;
    Fixture f(sized(4, 2), pool_blocks, gen);
    const at::Tensor order = at::randperm(pool_blocks, gen, at::TensorOptions().dtype(at::kLong));
    const kernels::PersistentDecoder& kernel = f.decoder.persistent();
    bool checked_kernel = false;
    for (int64_t vocab : {int64_t{151936}, int64_t{1001}}) {
        const at::Tensor weight =
            (at::randn({vocab, 1024}, gen, at::TensorOptions().dtype(at::kFloat)) * 0.05).to(at::kBFloat16).cuda();
        const kernels::ScreenedHead head = kernels::make_screened_head(weight);
        if (!kernel.screens(head)) SKIP("the persistent decoder does not take this screened head here");
        for (int64_t context : {1, 17, 1000, 2645}) {
            const int64_t blocks = (context + 15) / 16;
            const Step s = make_step(11, context, order.narrow(0, 0, blocks), 192, pool_blocks, gen);
            if (!checked_kernel) {
                require_kernel(f, s);
                checked_kernel = true;
            }
            at::Tensor hidden;
            const at::Tensor token = kernel.run_greedy(s.ids, s.positions, s.slots, s.block_tables, s.context_lens,
                                                       f.pool.keys(0), f.pool.shape().layers, head, &hidden);
            CHECK(token.defined() && hidden.defined());
            const int64_t got = token.cpu().item<int64_t>();
            const int64_t separate = kernels::screened_greedy(head, hidden).cpu().item<int64_t>();
            const at::Tensor logits = at::mm(hidden.to(at::kFloat), weight.to(at::kFloat).t()).view({-1});
            const int64_t exact = logits.argmax().item<int64_t>();
            const double layered_err = relative_error(hidden, f.decoder.forward(f.decoder.embed(s.ids), s.context(), f.pool));
            std::printf("  vocab %-6lld context %-5lld token %lld (separate screen %lld, exact arg max %lld), "
                        "state vs layered %.3g\n",
                        static_cast<long long>(vocab), static_cast<long long>(context), static_cast<long long>(got),
                        static_cast<long long>(separate), static_cast<long long>(exact), layered_err);
            CHECK(got == separate);
            CHECK(got == exact);
            CHECK(layered_err <= kVsLayered);
        }
    }
}

// The graph the decode runner captures at batch 1: one cooperative node, replayed with new
// inputs written in place (its barrier counters must be back at zero after every replay).
// Switched off (EngineTuning::persistent_decoder, what FOLIO_PERSISTENT_DECODER=0 sets when the
// kernel misbehaves on a user's device), the step goes to the layered kernels, and so does a
// block table wider than the kernel keeps.
FOLIO_TEST(persistent_decoder_switch_sends_steps_to_the_layered_path) {
    at::Generator gen = start_gpu_test();
    const int64_t pool_blocks = 64, width = 64;
    Fixture f(2, pool_blocks, gen);
    const at::Tensor order = at::randperm(pool_blocks, gen, at::TensorOptions().dtype(at::kLong));
    const Step s = make_step(5, 40, order.narrow(0, 0, 4), width, pool_blocks, gen);
    require_kernel(f, s);
    f.decoder.set_persistent_enabled(false);  // the benchmark's layered runs on the same weights
    const bool taken_when_off = f.decoder.forward_persistent(s.ids, s.context(), f.pool).defined();
    f.decoder.set_persistent_enabled(true);
    CHECK(!taken_when_off);
    CHECK(f.decoder.forward_persistent(s.ids, s.context(), f.pool).defined());
    CHECK(f.decoder.persistent().bytes() > 0);  // its transposed projections
    // Off at load: the kernel's transposed weights are never made.
    folio::engine::EngineTuning layered;
    layered.persistent_decoder = false;
    Fixture off(2, pool_blocks, gen, layered);
    CHECK(!off.decoder.persistent().available() && off.decoder.persistent().bytes() == 0);
    CHECK(!off.decoder.forward_persistent(s.ids, s.context(), off.pool).defined());
    // Each attention partition keeps its block-table entries in shared memory: a table too wide
    // for them (a long context on a GPU with few partitions) goes to the layered path, and the
    // kernel stays available for the next step.
    const Step wide = make_step(5, 40, order.narrow(0, 0, 4), 512 * f.decoder.persistent().blocks(), pool_blocks, gen);
    CHECK(!f.decoder.forward_persistent(wide.ids, wide.context(), f.pool).defined());
    CHECK(f.decoder.persistent().available());
    CHECK(f.decoder.forward_persistent(s.ids, s.context(), f.pool).defined());
}

FOLIO_TEST(persistent_decoder_replays_in_a_cuda_graph) {
    // compute-sanitizer runs with the caching allocator off, and graph capture cannot allocate.
    if (std::getenv("PYTORCH_NO_CUDA_MEMORY_CACHING")) SKIP("CUDA graph capture needs the caching allocator");
    at::Generator gen = start_gpu_test();
    const int64_t pool_blocks = 400, width = 256;
    Fixture f(2, pool_blocks, gen);
    const at::Tensor order = at::randperm(pool_blocks, gen, at::TensorOptions().dtype(at::kLong));
    Step inputs = make_step(3, 100, order.narrow(0, 0, 7), width, pool_blocks, gen);
    require_kernel(f, inputs);
    const at::cuda::CUDAStream stream = at::cuda::getStreamFromPool();
    at::cuda::getCurrentCUDAStream().synchronize();
    at::cuda::CUDAGraph graph;
    at::Tensor captured;
    {
        const at::cuda::CUDAStreamGuard guard(stream);
        graph.capture_begin();
        captured = f.decoder.forward_persistent(inputs.ids, inputs.context(), f.pool);
        graph.capture_end();
    }
    stream.synchronize();
    int64_t used = 7;
    for (int64_t context : {100, 1, 700, 3000, 33}) {
        const int64_t blocks = (context + 15) / 16;
        const at::Tensor mine = order.narrow(0, used, blocks);  // fresh blocks: the slots are new each time
        used += blocks;
        const int64_t token = at::randint(f.config.vocab_size, {1}, gen).item<int64_t>();
        const Step s = make_step(token, context, mine, width, pool_blocks, gen);
        const at::Tensor layered = f.decoder.forward(f.decoder.embed(s.ids), s.context(), f.pool);
        const at::Tensor layered_rows = slot_rows(f.pool, s.slot);
        poison_slot(f.pool, s.slot);
        inputs.ids.copy_(s.ids);
        inputs.positions.copy_(s.positions);
        inputs.slots.copy_(s.slots);
        inputs.block_tables.copy_(s.block_tables);
        inputs.context_lens.copy_(s.context_lens);
        captured.fill_(NAN);
        at::cuda::getCurrentCUDAStream().synchronize();
        graph.replay();
        at::cuda::getCurrentCUDAStream().synchronize();
        const double err = relative_error(captured, layered);
        const double rows = relative_error(slot_rows(f.pool, s.slot), layered_rows);
        std::printf("  replay, context %-5lld vs layered %.3g, rows %.3g\n", static_cast<long long>(context), err,
                    rows);
        CHECK(err <= kVsLayered);
        CHECK(rows <= kRowsVsLayered);
    }
}

FOLIO_TEST_MAIN()

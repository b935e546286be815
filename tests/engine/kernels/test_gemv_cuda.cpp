// The small-batch linear layers (kernels/linear.h) on the GPU: the GEMV kernel against the ATen
// fallback (at::linear, + silu_mul, + add_, rms_norm + linear) and against float64 references
// (rms_norm_linear also against the unfused rms_norm + linear kernels), on fresh random
// inputs, for 1..17 rows (17: the cuBLAS path), the decoder's shapes and odd ones (features not a
// multiple of 8 or 2, in-features not a multiple of 32), bf16 and fp16. Outputs land in
// NaN-poisoned memory (an unwritten element fails); linear_add_'s residual has guard regions.
// Skips (exit 77) without a CUDA device or without the kernels in the build.
#include <ATen/ATen.h>
#include <ATen/cuda/CUDAContext.h>
#include <ATen/cuda/CUDAGraph.h>
#include <c10/cuda/CUDAGuard.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "kernel_testing.h"
#include "kernels/linear.h"
#include "kernels/ops.h"
#include "kernels/tuning.h"
// c10/util/Logging.h defines a CHECK of its own; the test harness's replaces it.
#undef CHECK
#include "testing.h"
#include "gpu_testing.h"  // after the #undef, like testing.h

namespace ops = folio::engine::kernels;
namespace fb = folio::engine::kernels::fallback;
using namespace folio::test::kernels;

namespace {

// Random values drawn on the GPU (the lm_head weight has 155M elements), reproducible from
// the seed printed at the start of each test.
struct Rng {
    at::Generator gen;
    explicit Rng(const char* test) : gen(seeded_cuda_generator(test)) {}
    at::Tensor randn(at::IntArrayRef shape, at::ScalarType dtype, double stddev = 1.0) {
        return at::randn(shape, gen, at::TensorOptions().dtype(at::kFloat).device(at::kCUDA))
            .mul(stddev)
            .to(dtype);
    }
};


// Largest error per (op, dtype, comparison), printed at the end of each test.
std::map<std::string, std::pair<double, double>> g_worst;

// what = "<op> <dtype> <shape> <comparison>"; key: what without the shape.
void expect_close(const at::Tensor& out, const at::Tensor& ref, double bound, const std::string& op,
                  at::ScalarType dtype, const std::string& shape, const std::string& comparison) {
    const double err = relative_error(out, ref);
    auto& worst = g_worst[op + " " + dtype_name(dtype) + " " + comparison];
    if (err > worst.first || worst.second == 0) worst = {std::max(err, worst.first), bound};
    if (!(err <= bound)) {
        const std::string what = op + " " + dtype_name(dtype) + " " + shape + " " + comparison;
        std::printf("  %-64s rel err %.3g (bound %.3g)\n", what.c_str(), err, bound);
        folio::test::fail(__FILE__, __LINE__, what + ": relative error " + std::to_string(err));
    }
}

void report() {
    for (const auto& [key, worst] : g_worst)
        std::printf("  %-48s largest rel err %.3g (bound %.3g)\n", key.c_str(), worst.first,
                    worst.second);
    g_worst.clear();
}

std::string shape_name(int64_t rows, int64_t n, int64_t k) {
    return std::to_string(rows) + "x" + std::to_string(k) + "->" + std::to_string(n);
}

std::vector<int64_t> row_counts() {
    if (sized(0, 1)) return {1, 3, 16, 17};
    return {1, 2, 3, 5, 8, 13, 16, 17};
}

struct Shape {
    int64_t n, k;
};

// The decoder's projections (qkv, o, gate_up, down, lm_head) and odd sizes: n not a multiple of
// 8 (a partial tile) or of 2 (no paired stores), k not a multiple of 32 (a partial k step).
std::vector<Shape> linear_shapes() {
    std::vector<Shape> shapes = {{4096, 1024}, {1024, 2048}, {6144, 1024}, {1024, 3072},
                                 {1000, 1032}, {13, 24}, {999, 8}};
    if (!sized(0, 1)) shapes.push_back({151936, 1024});
    return shapes;
}

at::Tensor silu64(const at::Tensor& v) { return v.mul(v.sigmoid()); }

// rms_norm then linear (silu_mul: then silu(gate) * up) in float64.
at::Tensor norm_linear64(const at::Tensor& residual, const at::Tensor& norm_weight, double eps,
                         const at::Tensor& w, bool silu_mul) {
    const at::Tensor r = residual.to(at::kDouble);
    const at::Tensor inv_rms = r.square().mean(-1, /*keepdim=*/true).add(eps).rsqrt();
    const at::Tensor y = at::linear(r.mul(inv_rms).mul(norm_weight.to(at::kDouble)), w.to(at::kDouble));
    if (!silu_mul) return y;
    const int64_t inner = w.size(0) / 2;
    return silu64(y.narrow(-1, 0, inner)).mul(y.narrow(-1, inner, inner));
}

constexpr double kEps = 1e-6;

}  // namespace

FOLIO_TEST(linear_matches_fallback_and_float64) {
    require_gpu();
    Rng rng("linear");
    for (const Shape s : linear_shapes()) {
        for (auto dtype : kHalfDtypes) {
            const at::Tensor w = rng.randn({s.n, s.k}, dtype, 1.0 / std::sqrt(double(s.k)));
            const at::Tensor w64 = w.to(at::kDouble);
            for (int64_t rows : row_counts()) {
                const at::Tensor x = rng.randn({rows, s.k}, dtype);
                const at::Tensor exact = at::linear(x.to(at::kDouble), w64);
                poison_free_memory(rows * s.n * 2);
                const at::Tensor out = ops::linear(x, w);
                CHECK(out.scalar_type() == dtype && out.sizes() == exact.sizes());
                const at::Tensor ref = fb::linear(x, w);
                const std::string shape = shape_name(rows, s.n, s.k);
                // cuBLAS may reduce split-k partial sums in 16 bits (PyTorch's default), so the
                // kernel and the fallback are compared with the float64 bound.
                expect_close(out, exact, exact_bound(dtype), "linear", dtype, shape, "kernel vs float64");
                expect_close(ref, exact, exact_bound(dtype), "linear", dtype, shape, "fallback vs float64");
                expect_close(out, ref, exact_bound(dtype), "linear", dtype, shape, "kernel vs fallback");
            }
        }
    }
    report();
}

FOLIO_TEST(linear_silu_mul_matches_fallback_and_float64) {
    require_gpu();
    Rng rng("linear_silu_mul");
    // [gate; up] of the MLP (inner 3072), inner 1000 with k 1032, and inner 13 (odd).
    for (const Shape s : {Shape{6144, 1024}, Shape{2000, 1032}, Shape{26, 24}, Shape{6, 8}}) {
        for (auto dtype : kHalfDtypes) {
            const int64_t inner = s.n / 2;
            const at::Tensor w = rng.randn({s.n, s.k}, dtype, 2.0 / std::sqrt(double(s.k)));
            const at::Tensor w64 = w.to(at::kDouble);
            for (int64_t rows : row_counts()) {
                const at::Tensor x = rng.randn({rows, s.k}, dtype);
                const at::Tensor gu = at::linear(x.to(at::kDouble), w64);
                const at::Tensor exact = silu64(gu.narrow(1, 0, inner)).mul(gu.narrow(1, inner, inner));
                poison_free_memory(rows * inner * 2);
                const at::Tensor out = ops::linear_silu_mul(x, w);
                CHECK(out.scalar_type() == dtype && out.sizes() == exact.sizes());
                const at::Tensor ref = fb::linear_silu_mul(x, w);
                const std::string shape = shape_name(rows, s.n, s.k);
                // The kernel rounds once; the fallback rounds gate and up first, then the
                // product: they differ by about two roundings.
                expect_close(out, exact, exact_bound(dtype), "linear_silu_mul", dtype, shape, "kernel vs float64");
                expect_close(ref, exact, 2 * exact_bound(dtype), "linear_silu_mul", dtype, shape, "fallback vs float64");
                expect_close(out, ref, 2 * exact_bound(dtype), "linear_silu_mul", dtype, shape, "kernel vs fallback");
            }
        }
    }
    report();
}

FOLIO_TEST(linear_add_matches_fallback_and_float64) {
    require_gpu();
    Rng rng("linear_add_");
    // guard 3: the residual starts 6 bytes into its buffer (no paired stores).
    struct Case { Shape s; int64_t guard; };
    for (const Case c : {Case{{1024, 2048}, 64}, Case{{1024, 3072}, 64}, Case{{4096, 1024}, 3},
                         Case{{1000, 1032}, 64}, Case{{13, 24}, 3}, Case{{999, 8}, 1}}) {
        const Shape s = c.s;
        for (auto dtype : kHalfDtypes) {
            const at::Tensor w = rng.randn({s.n, s.k}, dtype, 1.0 / std::sqrt(double(s.k)));
            const at::Tensor w64 = w.to(at::kDouble);
            for (int64_t rows : row_counts()) {
                const at::Tensor x = rng.randn({rows, s.k}, dtype);
                const at::Tensor r0 = rng.randn({rows, s.n}, dtype, 2.0);
                const at::Tensor exact = r0.to(at::kDouble).add(at::linear(x.to(at::kDouble), w64));
                Guarded rg = guarded(r0, c.guard);
                ops::linear_add_(rg.view, x, w);
                at::Tensor ref = r0.clone();
                fb::linear_add_(ref, x, w);
                const std::string shape = shape_name(rows, s.n, s.k);
                expect_close(rg.view, exact, exact_bound(dtype), "linear_add_", dtype, shape, "kernel vs float64");
                expect_close(ref, exact, exact_bound(dtype), "linear_add_", dtype, shape, "fallback vs float64");
                expect_close(rg.view, ref, exact_bound(dtype), "linear_add_", dtype, shape, "kernel vs fallback");
                CHECK(rg.intact());
            }
        }
    }
    report();
}

FOLIO_TEST(rms_norm_linear_matches_fallback_and_float64) {
    require_gpu();
    Rng rng("rms_norm_linear");
    struct Case { Shape s; bool silu; };
    // qkv, the MLP's [gate; up] (inner 3072), odd n and k (999x1032; inner 501 with k 1032; k 24:
    // a partial k step).
    for (const Case c : {Case{{4096, 1024}, false}, Case{{6144, 1024}, true}, Case{{999, 1032}, false},
                         Case{{1002, 1032}, true}, Case{{13, 24}, false}}) {
        const Shape s = c.s;
        const std::string op = c.silu ? "rms_norm_linear silu" : "rms_norm_linear";
        const int64_t columns = c.silu ? s.n / 2 : s.n;
        for (auto dtype : kHalfDtypes) {
            const at::Tensor w = rng.randn({s.n, s.k}, dtype, (c.silu ? 2.0 : 1.0) / std::sqrt(double(s.k)));
            const at::Tensor nw = rng.randn({s.k}, dtype, 0.3).add(1.0);
            for (int64_t rows : row_counts()) {
                const at::Tensor residual = rng.randn({rows, s.k}, dtype, 3.0);
                const at::Tensor exact = norm_linear64(residual, nw, kEps, w, c.silu);
                poison_free_memory(rows * columns * 2);
                const at::Tensor out = ops::rms_norm_linear(residual, nw, kEps, w, c.silu);
                CHECK(out.scalar_type() == dtype && out.sizes() == exact.sizes());
                const at::Tensor ref = fb::rms_norm_linear(residual, nw, kEps, w, c.silu);
                const at::Tensor normed = ops::rms_norm(residual, nw, kEps);
                const at::Tensor unfused = c.silu ? ops::linear_silu_mul(normed, w) : ops::linear(normed, w);
                const std::string shape = shape_name(rows, s.n, s.k);
                // The normalised x is rounded to the dtype before the product: one rounding more
                // than linear's, two more where the fallback of the silu form rounds gate and up.
                const double silu_extra = c.silu ? 1.0 : 0.0;
                expect_close(out, exact, 2 * exact_bound(dtype), op, dtype, shape, "kernel vs float64");
                expect_close(ref, exact, (2 + silu_extra) * exact_bound(dtype), op, dtype, shape, "fallback vs float64");
                expect_close(out, ref, (1 + silu_extra) * exact_bound(dtype), op, dtype, shape, "kernel vs fallback");
                // At in = 1024 the kernel sums the squares in the rms_norm kernel's order, so the
                // normalised x, and with the same GEMV plan the outputs, should be identical.
                expect_close(out, unfused, s.k == 1024 ? rounding_bound(dtype) : exact_bound(dtype), op,
                             dtype, shape, "kernel vs rms_norm + linear kernels");
            }
        }
    }
    report();
}

// Layouts the kernel does not take must still give the right answer (through at::linear):
// fp32, a misaligned x, a strided x, in-features not a multiple of 8, a 3-D x, an aliased
// residual.
FOLIO_TEST(linear_fallback_layouts) {
    require_gpu();
    Rng rng("fallback layouts");
    const int64_t n = 520, k = 1024;
    for (auto dtype : {at::kBFloat16, at::kHalf, at::kFloat}) {
        const at::Tensor w = rng.randn({n, k}, dtype, 1.0 / 32);
        const at::Tensor w64 = w.to(at::kDouble);
        const at::Tensor wgu = rng.randn({2 * n, k}, dtype, 1.0 / 32);
        const at::Tensor nw = rng.randn({k}, dtype, 0.3).add(1.0);
        const at::Tensor buffer = rng.randn({4 * k + 1}, dtype);
        const std::vector<std::pair<std::string, at::Tensor>> inputs = {
            {"contiguous", rng.randn({4, k}, dtype)},
            {"misaligned", buffer.narrow(0, 1, 4 * k).view({4, k})},
            {"strided", rng.randn({4, 2 * k}, dtype).narrow(1, 0, k)},
            {"3-D", rng.randn({2, 3, k}, dtype)}};
        for (const auto& [name, x] : inputs) {
            const std::string shape = name + " " + shape_name(x.numel() / k, n, k);
            const at::Tensor exact = at::linear(x.to(at::kDouble), w64);
            expect_close(ops::linear(x, w), exact, exact_bound(dtype), "linear", dtype, shape, name);
            const at::Tensor gu = at::linear(x.to(at::kDouble), wgu.to(at::kDouble));
            const at::Tensor silu_exact = silu64(gu.narrow(-1, 0, n)).mul(gu.narrow(-1, n, n));
            expect_close(ops::linear_silu_mul(x, wgu), silu_exact, 2 * exact_bound(dtype),
                         "linear_silu_mul", dtype, shape, name);
            at::Tensor r = at::zeros(exact.sizes(), x.options());
            ops::linear_add_(r, x, w);
            expect_close(r, exact, exact_bound(dtype), "linear_add_", dtype, shape, name);
            expect_close(ops::rms_norm_linear(x, nw, kEps, w, false), norm_linear64(x, nw, kEps, w, false),
                         2 * exact_bound(dtype), "rms_norm_linear", dtype, shape, name);
            expect_close(ops::rms_norm_linear(x, nw, kEps, wgu, true), norm_linear64(x, nw, kEps, wgu, true),
                         3 * exact_bound(dtype), "rms_norm_linear silu", dtype, shape, name);
        }
        // a norm weight off 16-byte alignment (2 bytes in)
        {
            const at::Tensor x = rng.randn({4, k}, dtype);
            const at::Tensor nw_off = rng.randn({k + 1}, dtype, 0.3).add(1.0).narrow(0, 1, k);
            expect_close(ops::rms_norm_linear(x, nw_off, kEps, w, false), norm_linear64(x, nw_off, kEps, w, false),
                         2 * exact_bound(dtype), "rms_norm_linear", dtype, "4x1024->520", "misaligned norm weight");
        }
        // k not a multiple of 8
        const at::Tensor x7 = rng.randn({3, 1001}, dtype), w7 = rng.randn({17, 1001}, dtype, 0.03);
        expect_close(ops::linear(x7, w7), at::linear(x7.to(at::kDouble), w7.to(at::kDouble)),
                     exact_bound(dtype), "linear", dtype, "3x1001->17", "k % 8 != 0");
        // residual aliasing x: [rows, k] += x [rows, k] @ w [k, k]^T must read x before writing
        const at::Tensor wsq = rng.randn({k, k}, dtype, 1.0 / 32);
        at::Tensor xr = rng.randn({2, k}, dtype);
        const at::Tensor alias_exact = xr.to(at::kDouble).add(at::linear(xr.to(at::kDouble), wsq.to(at::kDouble)));
        ops::linear_add_(xr, xr, wsq);
        expect_close(xr, alias_exact, exact_bound(dtype), "linear_add_", dtype, "2x1024->1024", "residual is x");
    }
    report();
}

FOLIO_TEST(linear_argument_errors_name_the_argument) {
    require_gpu();
    const auto opts = at::TensorOptions().dtype(at::kBFloat16).device(at::kCUDA);
    const at::Tensor x = at::randn({2, 64}, opts), w = at::randn({32, 64}, opts);
    CHECK_THROWS_WITH(ops::linear(x, at::randn({32, 63}, opts)), "w must be [out, 64]");
    CHECK_THROWS_WITH(ops::linear(x, w.to(at::kHalf)), "w has dtype");
    CHECK_THROWS_WITH(ops::linear(x, at::zeros({32, 64}, opts.dtype(at::kInt))), "w must be float32");
    CHECK_THROWS_WITH(ops::linear_silu_mul(x, at::randn({31, 64}, opts)), "w_gate_up must be [2 * inner");
    at::Tensor r = at::zeros({2, 31}, opts);
    CHECK_THROWS_WITH(ops::linear_add_(r, x, w), "residual must have shape");
    at::Tensor r_half = at::zeros({2, 32}, opts.dtype(at::kHalf));
    CHECK_THROWS_WITH(ops::linear_add_(r_half, x, w), "residual has dtype");
    CHECK_THROWS_WITH(ops::linear(x, w.cpu()), "w is on");
    const at::Tensor nw = at::ones({64}, opts);
    CHECK_THROWS_WITH(ops::rms_norm_linear(x, at::ones({63}, opts), kEps, w, false), "norm_weight must be [64]");
    CHECK_THROWS_WITH(ops::rms_norm_linear(x, nw.to(at::kHalf), kEps, w, false), "norm_weight has dtype");
    CHECK_THROWS_WITH(ops::rms_norm_linear(x, nw, kEps, at::randn({31, 64}, opts), true), "w_gate_up must be [2 * inner");
    CHECK_THROWS_WITH(ops::rms_norm_linear(x, nw, kEps, at::randn({32, 63}, opts), false), "w must be [out, 64]");
}

// All four calls captured in one CUDA graph and replayed on new inputs; rms_norm_linear reads the
// residual that linear_add_ writes just before it (a programmatic edge in the graph).
// Without programmatic launches (ordinary launches, no weight prefetch before the wait: how the
// sanitizer runs can tell the two apart) and without the preload (the first weights prefetched
// into L2 rather than loaded into registers before the wait) the kernels compute the same bits.
FOLIO_TEST(gemv_without_programmatic_launch_gives_the_same_bits) {
    require_gpu();
    Rng rng("no pdl");
    const at::ScalarType dtype = at::kBFloat16;
    const at::Tensor w = rng.randn({4096, 1024}, dtype, 1.0 / 32), wgu = rng.randn({6144, 1024}, dtype, 1.0 / 32);
    const at::Tensor wdown = rng.randn({1024, 3072}, dtype, 1.0 / 55), nw = rng.randn({1024}, dtype, 0.3).add(1.0);
    const at::Tensor x = rng.randn({3, 1024}, dtype), act = rng.randn({3, 3072}, dtype);
    const auto run = [&] {
        at::Tensor r = x.clone();
        ops::linear_add_(r, act, wdown);
        return std::vector<at::Tensor>{ops::linear(x, w), ops::rms_norm_linear(x, nw, kEps, wgu, true), r};
    };
    const auto run_with = [&](bool programmatic, bool preload) {
        folio::engine::KernelTuning tuning;
        tuning.gemv_programmatic = programmatic;
        tuning.gemv_preload = preload;
        const folio::engine::kernels::KernelTuningScope scope(tuning);
        return run();
    };
    const std::vector<at::Tensor> with_pdl = run();
    const std::vector<at::Tensor> without = run_with(false, true);
    const std::vector<at::Tensor> l2_prefetch = run_with(true, false);
    for (size_t i = 0; i < with_pdl.size(); ++i) {
        CHECK(with_pdl[i].equal(without[i]));
        CHECK(with_pdl[i].equal(l2_prefetch[i]));
    }
}

FOLIO_TEST(linear_ops_capture_in_cuda_graphs) {
    require_gpu();
    // Without the caching allocator (the sanitizer runs) every output is a cudaMalloc, which a
    // capturing stream refuses: nothing to check there.
    if (std::getenv("PYTORCH_NO_CUDA_MEMORY_CACHING")) SKIP("graph capture needs the caching allocator");
    Rng rng("graphs");
    const at::ScalarType dtype = at::kBFloat16;
    const int64_t rows = 5;
    const at::Tensor wqkv = rng.randn({4096, 1024}, dtype, 1.0 / 32);
    const at::Tensor wgu = rng.randn({6144, 1024}, dtype, 1.0 / 32);
    const at::Tensor wdown = rng.randn({1024, 3072}, dtype, 1.0 / 55);
    at::Tensor x = rng.randn({rows, 1024}, dtype), residual = rng.randn({rows, 1024}, dtype);
    const at::Tensor nw = rng.randn({1024}, dtype, 0.3).add(1.0);
    at::Tensor qkv, act, nqkv, nact;
    c10::cuda::CUDAStream stream = c10::cuda::getStreamFromPool();
    {
        c10::cuda::CUDAStreamGuard guard(stream);
        // warm-up on the capturing stream
        qkv = ops::linear(x, wqkv);
        act = ops::linear_silu_mul(x, wgu);
        nqkv = ops::rms_norm_linear(residual, nw, kEps, wqkv, false);
        nact = ops::rms_norm_linear(residual, nw, kEps, wgu, true);
        stream.synchronize();
        at::cuda::CUDAGraph graph;
        graph.capture_begin();
        qkv = ops::linear(x, wqkv);
        act = ops::linear_silu_mul(x, wgu);
        ops::linear_add_(residual, act, wdown);
        nqkv = ops::rms_norm_linear(residual, nw, kEps, wqkv, false);
        nact = ops::rms_norm_linear(residual, nw, kEps, wgu, true);
        graph.capture_end();
        for (int replay = 0; replay < 2; ++replay) {
            x.copy_(rng.randn({rows, 1024}, dtype));
            const at::Tensor r_before = rng.randn({rows, 1024}, dtype);
            residual.copy_(r_before);
            graph.replay();
            stream.synchronize();
            expect_close(qkv, fb::linear(x, wqkv), exact_bound(dtype), "linear", dtype, "5x1024->4096", "graph vs fallback");
            const at::Tensor act_ref = fb::linear_silu_mul(x, wgu);
            expect_close(act, act_ref, 2 * exact_bound(dtype), "linear_silu_mul", dtype, "5x1024->3072", "graph vs fallback");
            at::Tensor r_ref = r_before.clone();
            fb::linear_add_(r_ref, act, wdown);
            expect_close(residual, r_ref, exact_bound(dtype), "linear_add_", dtype, "5x3072->1024", "graph vs fallback");
            // on the residual the graph wrote
            expect_close(nqkv, fb::rms_norm_linear(residual, nw, kEps, wqkv, false), exact_bound(dtype),
                         "rms_norm_linear", dtype, "5x1024->4096", "graph vs fallback");
            expect_close(nact, fb::rms_norm_linear(residual, nw, kEps, wgu, true), 2 * exact_bound(dtype),
                         "rms_norm_linear silu", dtype, "5x1024->3072", "graph vs fallback");
        }
    }
    report();
}

FOLIO_TEST_MAIN()

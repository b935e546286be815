// The CPU decode GEMV (kernels/cpu_gemv.h) on every instruction set this CPU has (plain C++,
// AVX2, AVX-512, AVX512_BF16), bf16 and int8 weights, 1..16 rows, each epilogue: against float64
// sums of the same operands, element by element, with guard values around the output. Then the
// LinearWeight entry points (kernels/linear.h) against the ATen fallback on the dequantised
// weight, including prefill's row counts, and the int8 quantisation itself.
//
// Bound per element: |out - ref| <= u_out |ref| + 2 k 2^-24 S, with S the float64 sum of
// |x_i w_ri| (for silu_mul: of both projections, weighted by the other factor) and u_out the
// output's rounding (2^-8 for bf16, 2^-24 for fp32): one rounding of the result, fp32 summation
// error in any order. Where int8 weights run VNNI (x quantised per block of 32, each value within
// s_b / 2 of x), S also counts sum_b s_b / 2 * sum_{i in b} |w_ri| / (2 k 2^-24) as a bound of that.
#include <ATen/ATen.h>

#include <cmath>
#include <cstdio>
#include <string>

#include "kernel_testing.h"
#include "kernels/cpu_gemv.h"
#include "kernels/int8_weight.h"
#include "kernels/linear.h"
#include "kernels/ops.h"
// c10/util/Logging.h defines a CHECK of its own; the test harness's replaces it.
#undef CHECK
#include "testing.h"

namespace ops = folio::engine::kernels;
namespace cpu = folio::engine::kernels::cpu;
using namespace folio::test::kernels;

namespace {

const at::Device kCpu(at::kCPU);
constexpr float kGuard = 12345.0f;

struct Weight {
    at::Tensor w, scales;  // bf16 W, or int8 codes with scales
    at::Tensor exact;      // float64 [out, in]: the weight the kernel multiplies by
};

Weight make_weight(int64_t out, int64_t in, bool int8, at::Generator& gen) {
    const at::Tensor w = randn({out, in}, at::kBFloat16, kCpu, gen, 0.05);
    if (!int8) return {w, {}, w.to(at::kDouble)};
    const ops::LinearWeight q = ops::quantize_int8_rows(w);
    return {q.values, q.scales, q.values.to(at::kDouble).mul(q.scales.to(at::kDouble).unsqueeze(1))};
}

// Runs the kernel into a guarded output; checks each element against the bound and the guards.
void check_gemv(cpu::GemvMode mode, const at::Tensor& x, const Weight& w, at::ScalarType out_dtype,
                at::Generator& gen, const std::string& what) {
    const int64_t rows = x.size(0), k = x.size(1);
    const int64_t columns = mode == cpu::GemvMode::silu_mul ? w.w.size(0) / 2 : w.w.size(0);
    at::Tensor buffer = at::full({rows * columns + 64}, kGuard, at::TensorOptions().dtype(out_dtype));
    at::Tensor out = buffer.narrow(0, 32, rows * columns).view({rows, columns});
    at::Tensor residual;
    if (mode == cpu::GemvMode::add) {
        residual = randn({rows, columns}, out_dtype, kCpu, gen);
        out.copy_(residual);
    }
    cpu::gemv(mode, out, x, w.w, w.scales);

    const at::Tensor xd = x.to(at::kDouble);
    const at::Tensor y = at::mm(xd, w.exact.t());
    const double summation = 2.0 * static_cast<double>(k) * std::ldexp(1.0, -24);
    at::Tensor magnitude = at::mm(xd.abs(), w.exact.abs().t());
    if (w.scales.defined() && cpu::gemv_quantizes_activations() && k % 64 == 0) {
        const at::Tensor half_steps = xd.abs().view({rows, k / 32, 32}).amax(-1).div(127.0 * 2.0);  // s_b / 2
        const at::Tensor block_weights = w.exact.abs().view({w.exact.size(0), k / 32, 32}).sum(-1);
        magnitude = magnitude + at::mm(half_steps, block_weights.t()).mul(1.0001) / summation;
    }
    at::Tensor ref, scale;
    if (mode == cpu::GemvMode::silu_mul) {
        const at::Tensor g = y.narrow(1, 0, columns), u = y.narrow(1, columns, columns);
        ref = at::silu(g) * u;
        scale = magnitude.narrow(1, 0, columns) * u.abs() * 1.1 + magnitude.narrow(1, columns, columns) * at::silu(g).abs();
    } else {
        ref = mode == cpu::GemvMode::add ? residual.to(at::kDouble) + y : y;
        scale = magnitude;
    }
    const double u_out = out_dtype == at::kBFloat16 ? std::ldexp(1.0, -8) : std::ldexp(1.0, -24);
    const at::Tensor bound = ref.abs() * u_out + scale * summation + 1e-30;
    const at::Tensor excess = (out.to(at::kDouble) - ref).abs() / bound;
    const double worst = excess.max().item<double>();
    if (!(worst <= 1.0)) std::printf("    %s: worst error %.3g of the bound\n", what.c_str(), worst);
    CHECK(worst <= 1.0);
    CHECK(buffer.narrow(0, 0, 32).eq(kGuard).all().item<bool>());
    CHECK(buffer.narrow(0, 32 + rows * columns, 32).eq(kGuard).all().item<bool>());
}

// Every instruction set of this CPU for the weight format; restores the detected one after.
template <typename F>
void for_each_isa(bool int8, F&& f) {
    const std::string detected = cpu::gemv_isa(int8 ? at::kChar : at::kBFloat16);
    int ran = 0;
    for (const char* isa : {"portable", "avx2", "avx512", "avx512vnni", "avx512bf16"}) {
        if (!cpu::force_gemv_isa(isa)) continue;
        if (!int8 && std::string(isa) != "avx512bf16") continue;  // bf16 W runs only on AVX512_BF16
        ++ran;
        f(std::string(isa));
    }
    (void)(cpu::force_gemv_isa("avx512bf16") || cpu::force_gemv_isa("avx512vnni") || cpu::force_gemv_isa("avx512") ||
           cpu::force_gemv_isa("avx2"));
    std::printf("  %s weights: %d instruction sets (detected: %s)\n", int8 ? "int8" : "bf16", ran, detected.c_str());
    if (ran == 0 && !int8) SKIP("this CPU has no AVX512_BF16: bf16 weights go to at::linear");
}

void run_cases(bool int8, const char* test) {
    at::Generator gen = seeded(test);
    const struct { int64_t rows, out, in; } shapes[] = {{1, 260, 1024}, {3, 37, 64}, {5, 130, 96}, {16, 72, 3072}};
    for_each_isa(int8, [&](const std::string& isa) {
        for (const auto& s : shapes)
            for (at::ScalarType x_dtype : {at::kBFloat16, at::kFloat}) {
                if (!int8 && x_dtype != at::kBFloat16) continue;
                const at::Tensor x = randn({s.rows, s.in}, x_dtype, kCpu, gen);
                const Weight w = make_weight(s.out, s.in, int8, gen);
                for (auto mode : {cpu::GemvMode::store, cpu::GemvMode::add, cpu::GemvMode::silu_mul})
                    for (at::ScalarType out_dtype : {at::kBFloat16, at::kFloat}) {
                        if (mode != cpu::GemvMode::store && out_dtype != x_dtype) continue;
                        if (mode == cpu::GemvMode::silu_mul && s.out % 2 != 0) continue;
                        const std::string what = isa + " rows " + std::to_string(s.rows) + " out " +
                                                 std::to_string(s.out) + " in " + std::to_string(s.in);
                        check_gemv(mode, x, w, out_dtype, gen, what);
                    }
            }
    });
}

}  // namespace

FOLIO_TEST(bf16_weights_every_epilogue) { run_cases(false, "bf16_weights_every_epilogue"); }

FOLIO_TEST(int8_weights_every_epilogue) { run_cases(true, "int8_weights_every_epilogue"); }

FOLIO_TEST(gemv_takes_only_what_it_computes) {
    const auto bf16 = at::TensorOptions().dtype(at::kBFloat16);
    const at::Tensor w = at::zeros({8, 64}, at::TensorOptions().dtype(at::kChar));
    CHECK(cpu::gemv_takes(at::zeros({16, 64}, bf16), w));
    CHECK(!cpu::gemv_takes(at::zeros({17, 64}, bf16), w));                         // prefill: at::linear
    CHECK(!cpu::gemv_takes(at::zeros({1, 48}, bf16), at::zeros({8, 48}, at::TensorOptions().dtype(at::kChar))));
    CHECK(!cpu::gemv_takes(at::zeros({1, 64}, at::TensorOptions().dtype(at::kFloat)), at::zeros({8, 64})));
    CHECK(!cpu::gemv_takes(at::zeros({64, 2}, bf16).t(), w));                      // not contiguous
}

FOLIO_TEST(quantize_int8_rows_bounds_each_row) {
    at::Generator gen = seeded("quantize_int8_rows_bounds_each_row");
    at::Tensor w = randn({300, 256}, at::kBFloat16, kCpu, gen);
    w[7].zero_();
    const ops::LinearWeight q = ops::quantize_int8_rows(w);
    CHECK(q.quantized());
    CHECK_EQ(q.values.scalar_type(), at::kChar);
    const at::Tensor wf = w.to(at::kFloat), largest = wf.abs().amax(1);
    CHECK(at::allclose(q.scales, largest / 127.0, 1e-6, 0));
    CHECK_EQ(q.values.abs().max().item<int>(), 127);
    CHECK_EQ(q.scales[7].item<float>(), 0.0f);
    CHECK_EQ(q.values[7].abs().sum().item<int64_t>(), 0);
    const at::Tensor error = (wf - q.values.to(at::kFloat) * q.scales.unsqueeze(1)).abs().amax(1);
    CHECK((error <= q.scales * 0.5f * 1.0001f).all().item<bool>());
    // bf16 rows take the AVX-512 quantiser where the CPU has it, float32 ones the plain loop: the
    // same arithmetic, the same codes.
    const ops::LinearWeight q32 = ops::quantize_int8_rows(wf);
    CHECK(at::equal(q.values, q32.values));
    CHECK(at::equal(q.scales, q32.scales));
    // The embedding lookup and the dequantised copy agree row by row.
    const at::Tensor ids = at::tensor({7, 0, 299, 5}, at::kLong);
    CHECK(at::equal(q.rows(ids, at::kBFloat16), q.dequantized(at::kBFloat16).index_select(0, ids)));
}

// kernels::linear & co. with int8 (and bf16) LinearWeights against at::linear on the dequantised
// weight, at decode's row counts (the GEMV) and prefill's (dequantise + at::linear).
FOLIO_TEST(linear_weight_entry_points_match_aten) {
    at::Generator gen = seeded("linear_weight_entry_points_match_aten");
    for (bool int8 : {true, false})
        for (int64_t rows : {1, 4, 40}) {
            const at::Tensor x = randn({rows, 256}, at::kBFloat16, kCpu, gen);
            const at::Tensor wf = randn({192, 256}, at::kBFloat16, kCpu, gen, 0.05);
            const ops::LinearWeight w = int8 ? ops::quantize_int8_rows(wf) : ops::LinearWeight(wf);
            const at::Tensor wd = w.dequantized(at::kFloat), xf = x.to(at::kFloat);
            // VNNI quantises x per block of 32 (a relative error of about 5e-3 on normal x).
            // linear_float runs the GEMV 16 rows at a time for any row count; the others dequantise
            // W for at::linear past 16 rows.
            const double xq_float = int8 && cpu::gemv_quantizes_activations() ? 1.5e-2 : 0;
            const double xq = rows <= cpu::kMaxGemvRows ? xq_float : 0;
            const at::Tensor ref = at::linear(xf, wd);
            // bf16 results against fp32 references: one bf16 rounding apart (plus fp32 order).
            CHECK(relative_error(ops::linear(x, w), ref) < 4e-3 + xq);
            CHECK(relative_error(ops::linear_float(x, w), ref) < 1e-5 + xq_float);
            const at::Tensor silu_ref = at::silu(ref.narrow(1, 0, 96)) * ref.narrow(1, 96, 96);
            CHECK(relative_error(ops::linear_silu_mul(x, w), silu_ref) < 8e-3 + 2 * xq);
            const at::Tensor norm_w = randn({256}, at::kBFloat16, kCpu, gen).add(1.0);
            const at::Tensor normed = ops::fallback::rms_norm(x, norm_w, 1e-6).to(at::kFloat);
            CHECK(relative_error(ops::rms_norm_linear(x, norm_w, 1e-6, w, false), at::linear(normed, wd)) < 4e-3 + xq);
            const at::Tensor wo = randn({256, 192}, at::kBFloat16, kCpu, gen, 0.05);
            const ops::LinearWeight o = int8 ? ops::quantize_int8_rows(wo) : ops::LinearWeight(wo);
            at::Tensor residual = randn({rows, 256}, at::kBFloat16, kCpu, gen);
            const at::Tensor add_ref = residual.to(at::kFloat) + at::linear(ref.to(at::kBFloat16).to(at::kFloat),
                                                                            o.dequantized(at::kFloat));
            ops::linear_add_(residual, ref.to(at::kBFloat16), o);
            CHECK(relative_error(residual, add_ref) < 4e-3 + xq);
        }
}

FOLIO_TEST(int8_weights_refuse_mismatched_shapes) {
    const ops::LinearWeight w = ops::quantize_int8_rows(at::ones({8, 64}));
    CHECK_THROWS_WITH(ops::linear(at::ones({1, 32}, at::kBFloat16), w), "must be [out, 32]");
}

FOLIO_TEST_MAIN()

// The ATen fallbacks of the fused kernels against naive float64 loops written straight from
// the definitions (transformers' Qwen3 and Pixtral code), on fresh random inputs on the CPU.
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <numeric>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

#include <ATen/Parallel.h>

#include "kernel_testing.h"
#include "kernels/ops.h"
#include "kernels/random_hash.h"
// c10/util/Logging.h defines a CHECK of its own; the test harness's replaces it.
#undef CHECK
#include "testing.h"

namespace ops = folio::engine::kernels;
using namespace folio::test::kernels;

namespace {

const at::Device kCpu(at::kCPU);

at::Tensor naive_rms_norm(const at::Tensor& x, const at::Tensor& w, double eps) {
    const at::Tensor xd = x.to(at::kDouble).reshape({-1, x.size(-1)}).contiguous();
    const at::Tensor wd = w.to(at::kDouble);
    at::Tensor out = at::empty_like(xd);
    auto xa = xd.accessor<double, 2>();
    auto wa = wd.accessor<double, 1>();
    auto oa = out.accessor<double, 2>();
    for (int64_t r = 0; r < xd.size(0); ++r) {
        double sum = 0;
        for (int64_t i = 0; i < xd.size(1); ++i) sum += xa[r][i] * xa[r][i];
        const double inv = 1.0 / std::sqrt(sum / xd.size(1) + eps);
        for (int64_t i = 0; i < xd.size(1); ++i) oa[r][i] = xa[r][i] * inv * wa[i];
    }
    return out.view(x.sizes());
}

// The angle of rotary pair j for a token: 1D (cols < 0) or Pixtral's axial 2D.
double naive_angle(int64_t j, int64_t head_dim, double theta, int64_t pos, int64_t col) {
    auto inv_freq = [&](int64_t i) { return 1.0 / std::pow(theta, 2.0 * i / head_dim); };
    if (col < 0) return pos * inv_freq(j);
    return j < head_dim / 4 ? pos * inv_freq(2 * j) : col * inv_freq(2 * (j - head_dim / 4) + 1);
}

// x: [tokens, heads, D]; optional per-head RMSNorm, then rotate_half RoPE.
at::Tensor naive_rope(const at::Tensor& x, const at::Tensor* norm_weight, double eps,
                      const at::Tensor& pos, const at::Tensor* cols, double theta) {
    at::Tensor xd = x.to(at::kDouble).contiguous();
    if (norm_weight) xd = naive_rms_norm(xd, *norm_weight, eps);
    const int64_t tokens = x.size(0), heads = x.size(1), d = x.size(2), half = d / 2;
    at::Tensor out = at::empty_like(xd);
    auto xa = xd.accessor<double, 3>();
    auto oa = out.accessor<double, 3>();
    const at::Tensor p = pos.to(at::kLong), c = cols ? cols->to(at::kLong) : at::Tensor();
    for (int64_t t = 0; t < tokens; ++t)
        for (int64_t h = 0; h < heads; ++h)
            for (int64_t j = 0; j < half; ++j) {
                const double a = naive_angle(j, d, theta, p[t].item<int64_t>(),
                                             cols ? c[t].item<int64_t>() : -1);
                const double x1 = xa[t][h][j], x2 = xa[t][h][j + half];
                oa[t][h][j] = x1 * std::cos(a) - x2 * std::sin(a);
                oa[t][h][j + half] = x2 * std::cos(a) + x1 * std::sin(a);
            }
    return out;
}

}  // namespace

FOLIO_TEST(rms_norm_matches_definition) {
    auto gen = generator(fresh_seed());
    for (int64_t hidden : {1024, 1023, 8}) {
        const at::Tensor x = randn({3, 5, hidden}, at::kFloat, kCpu, gen, 2.0);
        const at::Tensor w = randn({hidden}, at::kFloat, kCpu, gen);
        CHECK(relative_error(ops::rms_norm(x, w, 1e-6), naive_rms_norm(x, w, 1e-6)) < 1e-6);
    }
}

FOLIO_TEST(fused_add_rms_norm_updates_residual_and_output) {
    auto gen = generator(fresh_seed());
    for (auto dtype : {at::kFloat, at::kBFloat16}) {
        at::Tensor x = randn({7, 1024}, dtype, kCpu, gen);
        at::Tensor residual = randn({7, 1024}, dtype, kCpu, gen, 4.0);
        const at::Tensor w = randn({1024}, dtype, kCpu, gen);
        const at::Tensor sum = x.to(at::kDouble) + residual.to(at::kDouble);
        ops::fused_add_rms_norm(x, residual, w, 1e-6);
        CHECK(relative_error(residual, sum) < exact_bound(dtype));
        CHECK(relative_error(x, naive_rms_norm(sum, w, 1e-6)) < exact_bound(dtype));
    }
}

FOLIO_TEST(silu_mul_matches_definition) {
    auto gen = generator(fresh_seed());
    const at::Tensor gu = randn({4, 3, 2 * 77}, at::kFloat, kCpu, gen, 3.0);
    const at::Tensor g = gu.narrow(-1, 0, 77).to(at::kDouble), u = gu.narrow(-1, 77, 77).to(at::kDouble);
    const at::Tensor ref = g / (1 + (-g).exp()) * u;
    CHECK(relative_error(ops::silu_mul(gu), ref) < 1e-6);
    CHECK_THROWS_WITH(ops::silu_mul(randn({2, 5}, at::kFloat, kCpu, gen)), "2 * inner");
}

FOLIO_TEST(qk_norm_rope_matches_qwen3_definition) {
    auto gen = generator(fresh_seed());
    const int64_t tokens = 5, d = 128;
    // q and k as views of one fused projection output, like the model produces them.
    const at::Tensor qkv = randn({tokens, (4 + 2 + 2) * d}, at::kFloat, kCpu, gen);
    at::Tensor q = qkv.narrow(1, 0, 4 * d).view({tokens, 4, d});
    at::Tensor k = qkv.narrow(1, 4 * d, 2 * d).view({tokens, 2, d});
    const at::Tensor v_before = qkv.narrow(1, 6 * d, 2 * d).clone();
    const at::Tensor qw = randn({d}, at::kFloat, kCpu, gen), kw = randn({d}, at::kFloat, kCpu, gen);
    const at::Tensor pos = at::randint(0, 16384, {tokens}, gen, at::TensorOptions().dtype(at::kLong));
    const at::Tensor q_ref = naive_rope(q, &qw, 1e-6, pos, nullptr, 1e6);
    const at::Tensor k_ref = naive_rope(k, &kw, 1e-6, pos, nullptr, 1e6);
    ops::qk_norm_rope(q, k, qw, kw, pos.to(at::kInt), 1e6, 1e-6);
    // fp32 angles of positions up to 16383 carry about 1e-3 rad of error, as in transformers.
    CHECK(relative_error(q, q_ref) < 2e-3);
    CHECK(relative_error(k, k_ref) < 2e-3);
    CHECK(at::equal(qkv.narrow(1, 6 * d, 2 * d), v_before));  // v untouched
}

FOLIO_TEST(rope_2d_matches_pixtral_definition) {
    auto gen = generator(fresh_seed());
    const int64_t tokens = 12, d = 64;
    at::Tensor q = randn({tokens, 3, d}, at::kFloat, kCpu, gen);
    at::Tensor k = randn({tokens, 3, d}, at::kFloat, kCpu, gen);
    const at::Tensor rows = at::randint(0, 110, {tokens}, gen, at::TensorOptions().dtype(at::kLong));
    const at::Tensor cols = at::randint(0, 110, {tokens}, gen, at::TensorOptions().dtype(at::kLong));
    const at::Tensor q_ref = naive_rope(q, nullptr, 0, rows, &cols, 1e4);
    const at::Tensor k_ref = naive_rope(k, nullptr, 0, rows, &cols, 1e4);
    ops::rope_2d(q, k, rows, cols, 1e4);
    CHECK(relative_error(q, q_ref) < 1e-5);
    CHECK(relative_error(k, k_ref) < 1e-5);
}

FOLIO_TEST(kv_append_writes_only_mapped_slots) {
    auto gen = generator(fresh_seed());
    const int64_t blocks = 6, block_size = 5, heads = 2, d = 8, tokens = 9;
    at::Tensor k_cache = randn({blocks, block_size, heads, d}, at::kFloat, kCpu, gen);
    at::Tensor v_cache = randn({blocks, block_size, heads, d}, at::kFloat, kCpu, gen);
    const at::Tensor k_before = k_cache.clone(), v_before = v_cache.clone();
    const at::Tensor k = randn({tokens, heads, d}, at::kFloat, kCpu, gen);
    const at::Tensor v = randn({tokens, heads, d}, at::kFloat, kCpu, gen);
    const at::Tensor perm = at::randperm(blocks * block_size, gen, at::TensorOptions().dtype(at::kLong));
    at::Tensor slots = perm.narrow(0, 0, tokens).clone();
    slots[2] = -1;                         // padding token
    slots[5] = blocks * block_size + 3;    // beyond the pool: skipped, never written
    ops::kv_append_paged(k, v, k_cache, v_cache, slots);
    const at::Tensor kc = k_cache.view({-1, heads, d}), vc = v_cache.view({-1, heads, d});
    const at::Tensor kb = k_before.view({-1, heads, d}), vb = v_before.view({-1, heads, d});
    std::vector<bool> written(blocks * block_size, false);
    for (int64_t t = 0; t < tokens; ++t) {
        const int64_t s = slots[t].item<int64_t>();
        if (s < 0 || s >= blocks * block_size) continue;
        written[s] = true;
        CHECK(at::equal(kc[s], k[t]));
        CHECK(at::equal(vc[s], v[t]));
    }
    for (int64_t s = 0; s < blocks * block_size; ++s)
        if (!written[s]) CHECK(at::equal(kc[s], kb[s]) && at::equal(vc[s], vb[s]));
}

// The fused op's fallback is qk_norm_rope then kv_append_paged: plain and fp8 caches, padding
// and out-of-pool slots; q and k rotated in place. Bad cache arguments throw before q or k change.
FOLIO_TEST(qk_norm_rope_append_is_rope_then_append) {
    auto gen = generator(fresh_seed());
    const int64_t tokens = 9, q_heads = 4, kv_heads = 2, d = 64, blocks = 5, block_size = 3;
    const auto byte = at::TensorOptions().dtype(at::kByte);
    for (auto [dtype, fp8] : {std::pair{at::kFloat, false}, {at::kBFloat16, false}, {at::kFloat, true}, {at::kBFloat16, true}}) {
        const at::Tensor qkv = randn({tokens, (q_heads + 2 * kv_heads) * d}, dtype, kCpu, gen, 3.0);
        const at::Tensor qw = randn({d}, dtype, kCpu, gen), kw = randn({d}, dtype, kCpu, gen);
        const at::Tensor pos = at::randint(0, 16384, {tokens}, gen, at::TensorOptions().dtype(at::kLong));
        at::Tensor slots = at::randperm(blocks * block_size, gen, at::TensorOptions().dtype(at::kLong)).narrow(0, 0, tokens).clone();
        slots[2] = -1;
        slots[5] = blocks * block_size + 1;
        at::Tensor kc0, vc0;
        std::optional<at::Tensor> ks0, vs0;
        if (fp8) {
            kc0 = at::randint(0, 0x7f, {blocks, block_size, kv_heads, d}, gen, byte).view(at::kFloat8_e4m3fn);
            vc0 = at::randint(0, 0x7f, {blocks, block_size, kv_heads, d}, gen, byte).view(at::kFloat8_e4m3fn);
            ks0 = randn({blocks, block_size, kv_heads}, at::kFloat, kCpu, gen);
            vs0 = randn({blocks, block_size, kv_heads}, at::kFloat, kCpu, gen);
        } else {
            kc0 = randn({blocks, block_size, kv_heads, d}, dtype, kCpu, gen);
            vc0 = randn({blocks, block_size, kv_heads, d}, dtype, kCpu, gen);
        }
        auto copy = [](const std::optional<at::Tensor>& t) { return t ? std::optional<at::Tensor>(t->clone()) : std::nullopt; };
        auto views = [&](at::Tensor& t) {
            return std::tuple{t.narrow(1, 0, q_heads * d).view({tokens, q_heads, d}),
                              t.narrow(1, q_heads * d, kv_heads * d).view({tokens, kv_heads, d}),
                              t.narrow(1, (q_heads + kv_heads) * d, kv_heads * d).view({tokens, kv_heads, d})};
        };
        auto bytes = [](const at::Tensor& t) { return t.contiguous().view(at::kByte); };
        at::Tensor out = qkv.clone(), ref = qkv.clone(), viaops = qkv.clone();
        at::Tensor kc = kc0.clone(), vc = vc0.clone(), kc_ref = kc0.clone(), vc_ref = vc0.clone();
        at::Tensor kc_ops = kc0.clone(), vc_ops = vc0.clone();
        std::optional<at::Tensor> ks = copy(ks0), vs = copy(vs0), ks_ref = copy(ks0), vs_ref = copy(vs0);
        std::optional<at::Tensor> ks_ops = copy(ks0), vs_ops = copy(vs0);
        auto [q, k, v] = views(out);
        auto [q_ref, k_ref, v_ref] = views(ref);
        auto [q_ops, k_ops, v_ops] = views(viaops);
        ops::fallback::qk_norm_rope_append(q, k, v, qw, kw, pos, 1e6, 1e-6, kc, vc, slots, ks, vs);
        ops::fallback::qk_norm_rope(q_ref, k_ref, qw, kw, pos, 1e6, 1e-6);
        ops::fallback::kv_append_paged(k_ref, v_ref, kc_ref, vc_ref, slots, ks_ref, vs_ref);
        ops::qk_norm_rope_append(q_ops, k_ops, v_ops, qw, kw, pos.to(at::kInt), 1e6, 1e-6, kc_ops, vc_ops, slots.to(at::kInt),
                                 ks_ops, vs_ops);
        CHECK(at::equal(bytes(out), bytes(ref)));
        CHECK(at::equal(bytes(viaops), bytes(ref)));
        CHECK(!at::equal(bytes(out), bytes(qkv)));
        CHECK(at::equal(bytes(kc), bytes(kc_ref)) && at::equal(bytes(vc), bytes(vc_ref)));
        CHECK(at::equal(bytes(kc_ops), bytes(kc_ref)) && at::equal(bytes(vc_ops), bytes(vc_ref)));
        if (fp8) {
            CHECK(at::equal(*ks, *ks_ref) && at::equal(*vs, *vs_ref));
            CHECK(at::equal(*ks_ops, *ks_ref) && at::equal(*vs_ops, *vs_ref));
        }
        // The rotated k of a written token is what its cache row holds (plain caches).
        if (!fp8) CHECK(at::equal(kc.view({-1, kv_heads, d})[slots[0].item<int64_t>()], k[0]));
        if (fp8) {  // missing scales: refused before q or k is touched
            at::Tensor again = qkv.clone();
            auto [q2, k2, v2] = views(again);
            CHECK_THROWS_WITH(ops::qk_norm_rope_append(q2, k2, v2, qw, kw, pos, 1e6, 1e-6, kc, vc, slots), "k_scales is required");
            CHECK(at::equal(bytes(again), bytes(qkv)));
        }
    }
}

namespace {

// Block tables for sequences of `lens` tokens: distinct random blocks, then junk (-7) past
// each context, which the op must never read.
at::Tensor scattered_tables(const std::vector<int>& lens, int64_t blocks, int64_t block_size, int64_t width,
                            at::Generator& gen) {
    at::Tensor tables = at::full({int64_t(lens.size()), width}, -7, at::TensorOptions().dtype(at::kInt));
    const at::Tensor perm = at::randperm(blocks, gen, at::TensorOptions().dtype(at::kInt));
    int next = 0;
    for (size_t b = 0; b < lens.size(); ++b)
        for (int64_t i = 0; i < (lens[b] + block_size - 1) / block_size; ++i) tables[b][i] = perm[next++];
    return tables;
}

// Decode attention from its definition in float64: q [batch, heads, d] against the (decoded)
// caches [blocks, block_size, kv_heads, d] through the block tables.
at::Tensor reference_decode(const at::Tensor& q, const at::Tensor& keys, const at::Tensor& values,
                            const at::Tensor& tables, const std::vector<int>& lens, double scale) {
    const int64_t batch = q.size(0), heads = q.size(1), d = q.size(2);
    const int64_t block_size = keys.size(1), kv_heads = keys.size(2);
    at::Tensor ref = at::zeros({batch, heads, d}, at::TensorOptions().dtype(at::kDouble));
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t h = 0; h < heads; ++h) {
            const int64_t kvh = h / (heads / kv_heads);
            std::vector<double> logits(lens[b]);
            for (int t = 0; t < lens[b]; ++t) {
                const int64_t blk = tables[b][t / block_size].item<int>();
                logits[t] = q[b][h].to(at::kDouble).dot(keys[blk][t % block_size][kvh]).item<double>() * scale;
            }
            const double m = *std::max_element(logits.begin(), logits.end());
            double sum = 0;
            for (double& l : logits) sum += (l = std::exp(l - m));
            for (int t = 0; t < lens[b]; ++t) {
                const int64_t blk = tables[b][t / block_size].item<int>();
                ref[b][h] += values[blk][t % block_size][kvh] * (logits[t] / sum);
            }
        }
    return ref;
}

}  // namespace

FOLIO_TEST(paged_decode_attention_matches_definition) {
    auto gen = generator(fresh_seed());
    const int64_t batch = 3, heads = 4, kv_heads = 2, d = 16, blocks = 20, block_size = 4;
    const at::Tensor q = randn({batch, heads, d}, at::kFloat, kCpu, gen);
    const at::Tensor kc = randn({blocks, block_size, kv_heads, d}, at::kFloat, kCpu, gen);
    const at::Tensor vc = randn({blocks, block_size, kv_heads, d}, at::kFloat, kCpu, gen);
    const std::vector<int> lens{1, 13, 24};
    const at::Tensor tables = scattered_tables(lens, blocks, block_size, 6, gen);
    const at::Tensor ctx = at::tensor(lens, at::TensorOptions().dtype(at::kInt));
    const double scale = 1.0 / std::sqrt(double(d));
    const at::Tensor out = ops::paged_decode_attention(q, kc, vc, tables, ctx, scale);
    const at::Tensor ref = reference_decode(q, kc.to(at::kDouble), vc.to(at::kDouble), tables, lens, scale);
    CHECK(relative_error(out, ref) < 1e-5);
    CHECK_THROWS_WITH(ops::paged_decode_attention(q, kc, vc, tables.to(at::kLong), ctx, scale),
                      "block_tables must be int32");
}

// The CPU kernel (kernels/cpu_attention.h) on bf16 caches at the decoder's head size and grouping
// against the ATen fallback (which gathers the rows to fp32): the same fp32 function up to the
// order of its sums, then one bf16 rounding each.
FOLIO_TEST(paged_decode_attention_bf16_on_the_cpu_matches_the_fallback) {
    auto gen = generator(fresh_seed());
    const int64_t batch = 2, heads = 16, kv_heads = 8, d = 128, blocks = 40, block_size = 16;
    const at::Tensor q = randn({batch, heads, d}, at::kBFloat16, kCpu, gen);
    const at::Tensor kc = randn({blocks, block_size, kv_heads, d}, at::kBFloat16, kCpu, gen);
    const at::Tensor vc = randn({blocks, block_size, kv_heads, d}, at::kBFloat16, kCpu, gen);
    const std::vector<int> lens{37, 300};
    const at::Tensor tables = scattered_tables(lens, blocks, block_size, 20, gen);
    const at::Tensor ctx = at::tensor(lens, at::TensorOptions().dtype(at::kInt));
    const double scale = 1.0 / std::sqrt(double(d));
    const at::Tensor out = ops::paged_decode_attention(q, kc, vc, tables, ctx, scale);
    const at::Tensor ref = ops::fallback::paged_decode_attention(q, kc, vc, tables, ctx, scale);
    CHECK_EQ(out.scalar_type(), at::kBFloat16);
    CHECK(relative_error(out, ref) < 4e-3);
    const at::Tensor exact = reference_decode(q, kc.to(at::kDouble), vc.to(at::kDouble), tables, lens, scale);
    CHECK(relative_error(out, exact) < 4e-3);
}

// The CPU kernel splits each sequence's context over the threads and merges the pieces' partial
// softmaxes: at the decoder's head shape, at depths around the block (16) and chunk (64) sizes and
// a full page's, alone and batched (pieces then cross sequences), for 1, 2 and 3 threads, on fp32,
// bf16 and fp8 caches (random codes, every sign and exponent, random row scales), against the
// ATen fallback. Scores spread wide (q scaled up) so the running maximum moves between chunks.
// An empty context gives zeros.
FOLIO_TEST(paged_decode_attention_on_the_cpu_matches_the_fallback_at_every_depth) {
    auto gen = generator(fresh_seed());
    const int64_t heads = 16, kv_heads = 8, d = 128, block_size = 16;
    const std::vector<int> depths{0, 1, 2, 15, 16, 17, 63, 64, 65, 129, 300, 2201};
    int64_t blocks = 0;
    for (int len : depths) blocks += (len + block_size - 1) / block_size;
    const int64_t width = (depths.back() + block_size - 1) / block_size;
    const double scale = 1.0 / std::sqrt(double(d));
    const int threads_before = at::get_num_threads();
    const auto byte = at::TensorOptions().dtype(at::kByte);
    const auto fp8_codes = [&] {  // no NaN codes (0x7f, 0xff): the quantiser never writes them
        return at::randint(0, 0x7f, {blocks, block_size, kv_heads, d}, gen, byte)
            .bitwise_or(at::randint(0, 2, {blocks, block_size, kv_heads, d}, gen, byte).mul(0x80))
            .view(at::kFloat8_e4m3fn);
    };
    for (auto [dtype, fp8] : {std::pair{at::kFloat, false}, std::pair{at::kBFloat16, false},
                              std::pair{at::kBFloat16, true}, std::pair{at::kFloat, true}}) {
        const at::Tensor kc = fp8 ? fp8_codes() : randn({blocks, block_size, kv_heads, d}, dtype, kCpu, gen);
        const at::Tensor vc = fp8 ? fp8_codes() : randn({blocks, block_size, kv_heads, d}, dtype, kCpu, gen);
        std::optional<at::Tensor> ks, vs;
        if (fp8) {  // codes up to 448: scores of order 10 as for the other caches
            ks = at::rand({blocks, block_size, kv_heads}, gen).mul_(0.01).add_(0.001);
            vs = at::rand({blocks, block_size, kv_heads}, gen).mul_(0.01).add_(0.001);
        }
        const double bound = dtype == at::kFloat ? 1e-5 : 4e-3;
        const auto check = [&](const std::vector<int>& lens) {
            const at::Tensor q = randn({int64_t(lens.size()), heads, d}, dtype, kCpu, gen, 3.0);
            const at::Tensor tables = scattered_tables(lens, blocks, block_size, width, gen);
            const at::Tensor ctx = at::tensor(lens, at::TensorOptions().dtype(at::kInt));
            const at::Tensor out = ops::paged_decode_attention(q, kc, vc, tables, ctx, scale, ks, vs);
            const at::Tensor ref = ops::fallback::paged_decode_attention(q, kc, vc, tables, ctx, scale, ks, vs);
            CHECK_EQ(out.scalar_type(), dtype);
            for (size_t b = 0; b < lens.size(); ++b) {
                const at::Tensor got = out[int64_t(b)].to(at::kFloat);
                if (lens[b] == 0) {
                    CHECK(got.abs().max().item<float>() == 0.0f);
                    continue;
                }
                const double err = relative_error(got, ref[int64_t(b)].to(at::kFloat));
                if (!(err < bound))
                    std::fprintf(stderr, "%s%s, %d threads, depth %d of %zu: relative error %g\n", at::toString(dtype),
                                 fp8 ? " (fp8 cache)" : "", at::get_num_threads(), lens[b], lens.size(), err);
                CHECK(err < bound);
            }
        };
        for (int threads : {1, 2, 3}) {
            at::set_num_threads(threads);
            for (int len : depths) check({len});
            check(depths);
            check({300, 0, 17, 1});
        }
    }
    at::set_num_threads(threads_before);
}

// fp8 caches: every written row holds codes whose decoded values (code * scale) are within
// half an e4m3 step of the input, with scale = max(amax * (1/448), FLT_MIN) in fp32; padding
// and out-of-pool slots leave codes and scales untouched.
FOLIO_TEST(kv_append_fp8_quantises_rows) {
    auto gen = generator(fresh_seed());
    const int64_t blocks = 6, block_size = 5, heads = 2, d = 16, tokens = 9;
    const auto byte = at::TensorOptions().dtype(at::kByte);
    const at::Tensor codes0 = at::randint(0, 0x7f, {blocks, block_size, heads, d}, gen, byte);
    at::Tensor k_cache = codes0.clone().view(at::kFloat8_e4m3fn), v_cache = codes0.clone().view(at::kFloat8_e4m3fn);
    const at::Tensor scales0 = randn({blocks, block_size, heads}, at::kFloat, kCpu, gen);
    at::Tensor k_scales = scales0.clone(), v_scales = scales0.clone();
    for (auto dtype : {at::kFloat, at::kBFloat16}) {
        at::Tensor k = randn({tokens, heads, d}, dtype, kCpu, gen, 5.0);
        k[3][1].zero_();  // an all-zero row: scale FLT_MIN, codes 0
        k[4][0].mul_(1e-30);
        const at::Tensor v = randn({tokens, heads, d}, dtype, kCpu, gen, 0.01);
        const at::Tensor perm = at::randperm(blocks * block_size, gen, at::TensorOptions().dtype(at::kLong));
        at::Tensor slots = perm.narrow(0, 0, tokens).clone();
        slots[2] = -1;
        slots[5] = blocks * block_size + 3;
        k_cache.view(at::kByte).copy_(codes0);
        v_cache.view(at::kByte).copy_(codes0);
        k_scales.copy_(scales0);
        v_scales.copy_(scales0);
        ops::kv_append_paged(k, v, k_cache, v_cache, slots, k_scales, v_scales);
        std::vector<bool> written(blocks * block_size, false);
        auto check_rows = [&](const at::Tensor& x, const at::Tensor& cache, const at::Tensor& scales) {
            const at::Tensor decoded = cache.view({-1, heads, d}).to(at::kDouble);  // codes
            const at::Tensor sc = scales.view({-1, heads});
            for (int64_t t = 0; t < tokens; ++t) {
                const int64_t slot = slots[t].item<int64_t>();
                if (slot < 0 || slot >= blocks * block_size) continue;
                written[slot] = true;
                for (int64_t h = 0; h < heads; ++h) {
                    const at::Tensor row = x[t][h].to(at::kFloat);
                    const float amax = row.abs().max().item<float>();
                    const float want = std::max(amax * (1.0f / 448.0f), std::numeric_limits<float>::min());
                    CHECK_EQ(sc[slot][h].item<float>(), want);
                    const at::Tensor code = decoded[slot][h];
                    CHECK(code.isfinite().all().item<bool>());
                    CHECK(code.abs().max().item<double>() <= 448.0);
                    const at::Tensor err = code.mul(double(want)).sub(row.to(at::kDouble)).abs();
                    const at::Tensor allowed = row.to(at::kDouble).abs().mul(1.0 / 16).add(double(want) / 1024);
                    CHECK(err.le(allowed).all().item<bool>());
                    if (amax > 0) CHECK_EQ(code.abs().max().item<double>(), 448.0);  // the amax maps to 448
                }
            }
        };
        check_rows(k, k_cache, k_scales);
        check_rows(v, v_cache, v_scales);
        for (int64_t s = 0; s < blocks * block_size; ++s)
            if (!written[s]) {
                CHECK(at::equal(k_cache.view(at::kByte).view({-1, heads, d})[s], codes0.view({-1, heads, d})[s]));
                CHECK(at::equal(k_scales.view({-1, heads})[s], scales0.view({-1, heads})[s]));
            }
    }
    // Scales are required with fp8 caches and refused with others.
    const at::Tensor k = randn({1, heads, d}, at::kFloat, kCpu, gen);
    const at::Tensor slot = at::zeros({1}, at::TensorOptions().dtype(at::kLong));
    CHECK_THROWS_WITH(ops::kv_append_paged(k, k, k_cache, v_cache, slot), "k_scales is required");
    at::Tensor plain = randn({blocks, block_size, heads, d}, at::kFloat, kCpu, gen);
    CHECK_THROWS_WITH(ops::kv_append_paged(k, k, plain, plain, slot, k_scales, v_scales), "float8_e4m3fn caches only");
}

// Decode over fp8 caches: the attention of the decoded keys and values (code * scale).
FOLIO_TEST(paged_decode_attention_fp8_matches_definition) {
    auto gen = generator(fresh_seed());
    const int64_t batch = 3, heads = 4, kv_heads = 2, d = 16, blocks = 20, block_size = 4;
    const at::Tensor q = randn({batch, heads, d}, at::kFloat, kCpu, gen);
    const auto byte = at::TensorOptions().dtype(at::kByte);
    at::Tensor kc = at::zeros({blocks, block_size, kv_heads, d}, byte).view(at::kFloat8_e4m3fn);
    at::Tensor vc = at::zeros({blocks, block_size, kv_heads, d}, byte).view(at::kFloat8_e4m3fn);
    at::Tensor ks = at::ones({blocks, block_size, kv_heads}), vs = at::ones({blocks, block_size, kv_heads});
    const int64_t capacity = blocks * block_size;
    ops::kv_append_paged(randn({capacity, kv_heads, d}, at::kFloat, kCpu, gen, 3.0), randn({capacity, kv_heads, d}, at::kFloat, kCpu, gen),
                         kc, vc, at::arange(capacity), ks, vs);
    const at::Tensor keys = kc.to(at::kDouble).mul(ks.to(at::kDouble).unsqueeze(-1));  // decoded
    const at::Tensor values = vc.to(at::kDouble).mul(vs.to(at::kDouble).unsqueeze(-1));
    const std::vector<int> lens{1, 13, 24};
    const at::Tensor tables = scattered_tables(lens, blocks, block_size, 6, gen);
    const at::Tensor ctx = at::tensor(lens, at::TensorOptions().dtype(at::kInt));
    const double scale = 1.0 / std::sqrt(double(d));
    const at::Tensor out = ops::paged_decode_attention(q, kc, vc, tables, ctx, scale, ks, vs);
    const at::Tensor ref = reference_decode(q, keys, values, tables, lens, scale);
    CHECK(relative_error(out, ref) < 1e-5);
    CHECK_THROWS_WITH(ops::paged_decode_attention(q, kc, vc, tables, ctx, scale), "k_scales is required");
    CHECK_THROWS_WITH(ops::paged_decode_attention(q, kc, vc, tables, ctx, scale, ks, ks.narrow(0, 0, 3)), "v_scales must be");
}

// What an fp8 cache costs in accuracy on random data (printed; e4m3: ~3.6% rms per element).
FOLIO_TEST(paged_decode_fp8_error_against_float) {
    auto gen = generator(fresh_seed());
    const int64_t batch = 4, heads = 16, kv_heads = 8, d = 128, block_size = 16, per_seq = 64;
    const int64_t blocks = batch * per_seq, capacity = blocks * block_size;
    const at::Tensor q = randn({batch, heads, d}, at::kBFloat16, kCpu, gen);
    const at::Tensor k = randn({capacity, kv_heads, d}, at::kBFloat16, kCpu, gen);
    const at::Tensor v = randn({capacity, kv_heads, d}, at::kBFloat16, kCpu, gen);
    const auto byte = at::TensorOptions().dtype(at::kByte);
    at::Tensor kc = at::zeros({blocks, block_size, kv_heads, d}, byte).view(at::kFloat8_e4m3fn), vc = kc.clone();
    at::Tensor ks = at::ones({blocks, block_size, kv_heads}), vs = ks.clone();
    ops::kv_append_paged(k, v, kc, vc, at::arange(capacity), ks, vs);
    const at::Tensor tables = at::randperm(blocks, gen, at::TensorOptions().dtype(at::kInt)).view({batch, per_seq});
    const at::Tensor ctx = at::tensor(std::vector<int>{1024, 1000, 333, 17}, at::TensorOptions().dtype(at::kInt));
    const double scale = 1.0 / std::sqrt(double(d));
    const at::Tensor exact = ops::paged_decode_attention(q.to(at::kFloat), k.to(at::kFloat).view({blocks, block_size, kv_heads, d}),
                                                         v.to(at::kFloat).view({blocks, block_size, kv_heads, d}), tables, ctx, scale);
    const double bf16_err = relative_error(
        ops::paged_decode_attention(q, k.view({blocks, block_size, kv_heads, d}), v.view({blocks, block_size, kv_heads, d}), tables, ctx, scale), exact);
    const double fp8_err = relative_error(ops::paged_decode_attention(q, kc, vc, tables, ctx, scale, ks, vs), exact);
    std::printf("  paged decode output vs fp32: bf16 cache %.3g, fp8 cache %.3g\n", bf16_err, fp8_err);
    CHECK(bf16_err < 1e-2);
    CHECK(fp8_err < 0.1);
}

// The nucleus and the exponential race, in float64 with a full sort.
int64_t naive_sample(const at::Tensor& row, double temperature, double top_p, int64_t seed) {
    const at::Tensor l = row.to(at::kDouble).contiguous();
    const double* lp = l.data_ptr<double>();
    const int64_t n = l.size(0);
    const double m = l.max().item<double>();
    std::vector<double> e(n);
    double sum = 0;
    for (int64_t i = 0; i < n; ++i) sum += (e[i] = std::exp((lp[i] - m) / temperature));
    std::vector<int64_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return e[a] > e[b]; });
    double before = 0, tau = 0;
    for (int64_t i : order) {
        if (before >= top_p * sum) break;
        tau = e[i];
        before += e[i];
    }
    int64_t best = -1;
    double best_score = -1;
    for (int64_t i = 0; i < n; ++i) {
        if (e[i] < tau) continue;
        const double draw = -std::log(double(folio::engine::kernels::uniform_from_hash(uint64_t(seed), uint32_t(i))));
        if (e[i] / draw > best_score) best_score = e[i] / draw, best = i;
    }
    return best;
}

FOLIO_TEST(sample_top_p_matches_sorted_definition) {
    auto gen = generator(fresh_seed());
    const int64_t batch = 24, vocab = 3001;
    const at::Tensor logits = randn({batch, vocab}, at::kFloat, kCpu, gen, 2.0);
    const at::Tensor seeds = at::randint(0, int64_t(1) << 62, {batch}, gen, at::TensorOptions().dtype(at::kLong));
    for (auto [t, p] : {std::pair{1.0, 0.9}, {0.2, 0.9}, {0.7, 0.5}, {1.0, 1.0}}) {
        const at::Tensor tokens = ops::sample_top_p(logits, t, p, seeds);
        CHECK_EQ(tokens.size(0), batch);
        int agree = 0;
        for (int64_t b = 0; b < batch; ++b)
            agree += tokens[b].item<int64_t>() == naive_sample(logits[b], t, p, seeds[b].item<int64_t>());
        // fp32 vs fp64 weights can move a boundary token in or out on rare rows.
        CHECK(agree >= batch - 1);
    }
}

FOLIO_TEST(sample_top_p_draws_from_the_renormalised_nucleus) {
    // Probabilities 0.4 0.3 0.2 0.06 0.04; top_p 0.85 keeps the first three.
    const std::vector<double> probs{0.4, 0.3, 0.2, 0.06, 0.04};
    std::vector<float> row;
    for (double p : probs) row.push_back(static_cast<float>(std::log(p)));
    const int64_t draws = 20000;
    const at::Tensor logits = at::tensor(row).unsqueeze(0).expand({draws, 5}).contiguous();
    const at::Tensor seeds = at::arange(draws, at::TensorOptions().dtype(at::kLong)).mul(7919).add(fresh_seed() % 1000003);
    const at::Tensor tokens = ops::sample_top_p(logits, 1.0, 0.85, seeds);
    std::map<int64_t, int64_t> counts;
    for (int64_t i = 0; i < draws; ++i) ++counts[tokens[i].item<int64_t>()];
    CHECK_EQ(counts[3] + counts[4], 0);
    for (int i = 0; i < 3; ++i) {
        const double expected = probs[i] / 0.9 * draws;
        CHECK(std::fabs(counts[i] - expected) < 5 * std::sqrt(expected));
    }
}

FOLIO_TEST(greedy_and_banned_tokens) {
    auto gen = generator(fresh_seed());
    const at::Tensor logits = randn({4, 500}, at::kFloat, kCpu, gen);
    const at::Tensor best = logits.argmax(-1);
    CHECK(at::equal(ops::greedy_argmax(logits), best));
    at::Tensor banned = at::zeros({500}, at::TensorOptions().dtype(at::kBool));
    for (int64_t b = 0; b < 4; ++b) banned[best[b].item<int64_t>()] = true;
    const at::Tensor second = ops::greedy_argmax(logits, banned);
    const at::Tensor seeds = at::arange(4, at::TensorOptions().dtype(at::kLong));
    const at::Tensor sampled = ops::sample_top_p(logits, 1.0, 0.95, seeds, banned);
    for (int64_t b = 0; b < 4; ++b) {
        CHECK(!banned[second[b].item<int64_t>()].item<bool>());
        CHECK(!banned[sampled[b].item<int64_t>()].item<bool>());
    }
    CHECK(at::equal(ops::sample_top_p(logits, 0.0, 0.9, seeds), best));  // temperature 0: greedy
}

// The decode step's upload and read-back: dst gets src's bytes, its head from `head`, and
// head_out a copy of the head (the previous step's tokens read back by the same copy).
FOLIO_TEST(copy_mapped_copies_with_a_head) {
    const auto bytes = at::TensorOptions().dtype(at::kByte);
    const at::Tensor src = at::arange(40, bytes.dtype(at::kInt)).to(at::kByte);
    const at::Tensor head = at::full({5}, 200, bytes);
    const at::Tensor dst = at::zeros({40}, bytes);
    ops::copy_mapped(dst, src, head);
    CHECK(at::equal(dst.narrow(0, 0, 5), head));
    CHECK(at::equal(dst.narrow(0, 5, 35), src.narrow(0, 5, 35)));
    const at::Tensor read_back = at::zeros({5}, bytes);
    const at::Tensor second = at::zeros({40}, bytes);
    ops::copy_mapped(second, src, head, read_back);
    CHECK(at::equal(read_back, head));
    CHECK(at::equal(second, dst));
    CHECK_THROWS_WITH(ops::copy_mapped(second, src, {}, read_back), "head_out needs a head");
    CHECK_THROWS_WITH(ops::copy_mapped(second, src, head, at::zeros({6}, bytes)), "head_out has 6 bytes, head 5");
    const at::Tensor plain = at::zeros({40}, bytes);
    ops::copy_mapped(plain, src);
    CHECK(at::equal(plain, src));
    CHECK_THROWS_WITH(ops::copy_mapped(at::zeros({39}, bytes), src), "dst has 39 bytes, src 40");
    CHECK_THROWS_WITH(ops::copy_mapped(dst, src.to(at::kInt)), "src must be a contiguous 1-D uint8");
    CHECK_THROWS_WITH(ops::copy_mapped(dst, src, at::zeros({41}, bytes)), "more than dst's 40");
}

// Attention over a prefix of the keys (with its log-sum-exp) plus merge_attention_tail equals
// attention over all keys, from the definition in float64.
FOLIO_TEST(merge_attention_tail_completes_the_attention) {
    auto gen = generator(fresh_seed());
    const int64_t images = 2, heads = 3, rows = 37, d = 16, keys = 41, head_keys = 30;
    const double scale = 0.3;
    const at::Tensor q = randn({images, heads, rows, d}, at::kFloat, kCpu, gen);
    const at::Tensor k = randn({images, heads, keys, d}, at::kFloat, kCpu, gen);
    const at::Tensor v = randn({images, heads, keys, d}, at::kFloat, kCpu, gen);
    const auto attend = [&](int64_t n) {  // [images, heads, rows, d] and its lse, float64
        const at::Tensor scores = at::matmul(q.to(at::kDouble), k.narrow(2, 0, n).to(at::kDouble).transpose(-1, -2)).mul(scale);
        return std::pair{at::matmul(scores.softmax(-1), v.narrow(2, 0, n).to(at::kDouble)), scores.logsumexp(-1)};
    };
    const auto [full, full_lse] = attend(keys);
    const auto [head, head_lse] = attend(head_keys);
    at::Tensor out = head.to(at::kFloat);
    const at::Tensor lse = head_lse.to(at::kFloat);
    ops::merge_attention_tail(out, lse, q, k.narrow(2, head_keys, keys - head_keys),
                              v.narrow(2, head_keys, keys - head_keys), scale);
    CHECK(relative_error(out, full) < 1e-6);
    CHECK(relative_error(head, full) > 1e-2);  // the tail matters: without it the check would fail
    // An empty tail changes nothing; mismatched shapes name the argument.
    at::Tensor same = head.to(at::kFloat);
    ops::merge_attention_tail(same, lse, q, k.narrow(2, 0, 0), v.narrow(2, 0, 0), scale);
    CHECK(at::equal(same, head.to(at::kFloat)));
    CHECK_THROWS_WITH(ops::merge_attention_tail(same, lse.to(at::kDouble), q, k, v, scale), "lse must be float32");
    CHECK_THROWS_WITH(ops::merge_attention_tail(same, lse, q, k.narrow(3, 0, 8), v, scale), "k_tail and v_tail");
}

FOLIO_TEST_MAIN()

// The CUDA kernels against their ATen fallbacks on the GPU, on fresh random inputs: sizes that
// fill the chip and odd sizes, bf16/fp16/fp32, relative Frobenius error bounds per operation,
// guard regions around in-place outputs, NaN-poisoned memory under new outputs. Skips (exit 77)
// without a CUDA device or without the kernels in the build.
#include <ATen/cuda/CUDAContext.h>
#include <ATen/cuda/CUDAGraph.h>
#include <c10/cuda/CUDAGuard.h>
#include <ATen/cuda/CUDAGeneratorImpl.h>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "kernel_testing.h"
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

const at::ScalarType kDtypes[] = {at::kBFloat16, at::kHalf, at::kFloat};

void expect_close(const at::Tensor& out, const at::Tensor& ref, double bound, const std::string& what) {
    const double err = relative_error(out, ref);
    std::printf("  %-58s rel err %.3g (bound %.3g)\n", what.c_str(), err, bound);
    if (!(err <= bound)) folio::test::fail(__FILE__, __LINE__, what + ": relative error " + std::to_string(err));
}

std::string label(const char* op, at::ScalarType dtype, const std::string& shape) {
    return std::string(op) + " " + dtype_name(dtype) + " " + shape;
}

}  // namespace

// The decode step's upload (pinned host -> device, the carried tokens as the head, also read back
// to pinned host memory) and read-back (device -> pinned host) as one kernel: the same bytes as
// ATen's copies, for sizes and offsets that take every word width (16, 8, 4, 1 bytes), and
// ATen's copies for memory that is not pinned.
FOLIO_TEST(copy_mapped_matches_copy) {
    const at::Device gpu = require_gpu();
    const auto bytes = at::TensorOptions().dtype(at::kByte);
    const auto random_bytes = [&](int64_t n) { return at::randint(256, {n}, bytes); };
    for (const int64_t size : {1, 7, 16, 24, 4104, 100003})
        for (const int64_t offset : {0, 1, 4, 8})
            for (const int64_t head_size : {0, 5, 8}) {
                if (head_size > size) continue;
                const at::Tensor host = random_bytes(size + offset).pin_memory().narrow(0, offset, size);
                const at::Tensor head = random_bytes(head_size).to(gpu);
                const at::Tensor device = at::zeros({size + offset}, bytes.device(gpu)).narrow(0, offset, size);
                const at::Tensor head_out = at::zeros({head_size + offset}, bytes).pin_memory().narrow(0, offset, head_size);
                ops::copy_mapped(device, host, head_size > 0 ? head : at::Tensor(),
                                 head_size > 0 ? head_out : at::Tensor());
                at::Tensor expected = host.clone();
                if (head_size > 0) expected.narrow(0, 0, head_size).copy_(head.cpu());
                CHECK(at::equal(device.cpu(), expected));
                if (head_size > 0) CHECK(at::equal(head_out, head.cpu()));
                const at::Tensor back = at::zeros({size + offset}, bytes).pin_memory().narrow(0, offset, size);
                ops::copy_mapped(back, device);
                at::cuda::getCurrentCUDAStream().synchronize();
                CHECK(at::equal(back, expected));
            }
    const at::Tensor pageable = random_bytes(999);
    const at::Tensor device = at::zeros({999}, bytes.device(gpu));
    const at::Tensor head = random_bytes(8).to(gpu);
    const at::Tensor pageable_out = at::zeros({8}, bytes);
    ops::copy_mapped(device, pageable, head, pageable_out);
    at::cuda::getCurrentCUDAStream().synchronize();
    CHECK(at::equal(device.narrow(0, 8, 991).cpu(), pageable.narrow(0, 8, 991)));
    CHECK(at::equal(pageable_out, head.cpu()));
}

FOLIO_TEST(rms_norm_and_fused_add_match_fallback) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    struct Shape { int64_t rows, hidden, guard; };
    // 16384 x 1024 fills the chip; 1023 and the 3-element guard force the unvectorised path;
    // 40000 is beyond the kernel's row limit and must fall back transparently.
    for (Shape s : {Shape{sized(16384, 300), 1024, 64}, Shape{37, 1023, 3}, Shape{5, 5000, 64},
                    Shape{3, 20000, 8}, Shape{2, 40000, 64}}) {
        for (auto dtype : kDtypes) {
            const std::string shape = std::to_string(s.rows) + "x" + std::to_string(s.hidden);
            const at::Tensor x = randn({s.rows, s.hidden}, dtype, gpu, gen, 2.0);
            const at::Tensor w = randn({s.hidden}, dtype, gpu, gen);
            poison_free_memory(x.nbytes());
            expect_close(ops::rms_norm(x, w, 1e-6), fb::rms_norm(x, w, 1e-6),
                         rounding_bound(dtype), label("rms_norm", dtype, shape));

            const at::Tensor r = randn({s.rows, s.hidden}, dtype, gpu, gen, 4.0);
            Guarded xg = guarded(x, s.guard), rg = guarded(r, s.guard);
            at::Tensor x_ref = x.clone(), r_ref = r.clone();
            ops::fused_add_rms_norm(xg.view, rg.view, w, 1e-5);
            fb::fused_add_rms_norm(x_ref, r_ref, w, 1e-5);
            expect_close(rg.view, r_ref, rounding_bound(dtype), label("fused_add residual", dtype, shape));
            expect_close(xg.view, x_ref, 2 * rounding_bound(dtype), label("fused_add output", dtype, shape));
            CHECK(xg.intact() && rg.intact());
        }
    }
}

FOLIO_TEST(silu_mul_matches_fallback) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    for (auto [rows, inner] : {std::pair<int64_t, int64_t>{sized(16384, 100), 3072}, {7, 1001}, {1, 3}}) {
        for (auto dtype : kDtypes) {
            const at::Tensor gu = randn({rows, 2 * inner}, dtype, gpu, gen, 3.0);
            poison_free_memory(gu.nbytes() / 2);
            expect_close(ops::silu_mul(gu), fb::silu_mul(gu), rounding_bound(dtype),
                         label("silu_mul", dtype, std::to_string(rows) + "x" + std::to_string(inner)));
        }
    }
}

FOLIO_TEST(qk_norm_rope_matches_fallback) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    struct Shape { int64_t tokens, q_heads, kv_heads, head_dim; };
    for (Shape s : {Shape{sized(8192, 40), 16, 8, 128}, Shape{3, 5, 1, 64}, Shape{1, 16, 8, 128}, Shape{9, 2, 2, 256}}) {
        for (auto dtype : kDtypes) {
            // q, k and v as views of one projection output, with guard columns on the right.
            const int64_t width = (s.q_heads + 2 * s.kv_heads + 1) * s.head_dim;
            const at::Tensor qkv = randn({s.tokens, width}, dtype, gpu, gen);
            const at::Tensor qw = randn({s.head_dim}, dtype, gpu, gen);
            const at::Tensor kw = randn({s.head_dim}, dtype, gpu, gen);
            const at::Tensor pos = at::randint(0, 16384, {s.tokens}, gen, at::TensorOptions().dtype(at::kLong)).to(gpu);
            at::Tensor ref = qkv.clone();
            auto split = [&](at::Tensor& t, at::Tensor& q, at::Tensor& k) {
                q = t.narrow(1, 0, s.q_heads * s.head_dim).view({s.tokens, s.q_heads, s.head_dim});
                k = t.narrow(1, s.q_heads * s.head_dim, s.kv_heads * s.head_dim).view({s.tokens, s.kv_heads, s.head_dim});
            };
            at::Tensor out = qkv.clone(), q, k, q_ref, k_ref;
            split(out, q, k);
            split(ref, q_ref, k_ref);
            ops::qk_norm_rope(q, k, qw, kw, pos, 1e6, 1e-6);
            fb::qk_norm_rope(q_ref, k_ref, qw, kw, pos, 1e6, 1e-6);
            const std::string shape = std::to_string(s.tokens) + "x(" + std::to_string(s.q_heads) + "+" +
                                      std::to_string(s.kv_heads) + ")x" + std::to_string(s.head_dim);
            expect_close(q, q_ref, 2 * rounding_bound(dtype), label("qk_norm_rope q", dtype, shape));
            expect_close(k, k_ref, 2 * rounding_bound(dtype), label("qk_norm_rope k", dtype, shape));
            const int64_t rest = (s.q_heads + s.kv_heads) * s.head_dim;
            CHECK(at::equal(out.narrow(1, rest, width - rest), qkv.narrow(1, rest, width - rest)));
        }
    }
}

FOLIO_TEST(rope_2d_matches_fallback) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    // Two images in one sequence (positions restart), and an odd small case.
    struct Case { std::vector<std::pair<int64_t, int64_t>> grids; int64_t heads, head_dim; };
    for (const Case& c : {Case{{{55, 39}, {20, 55}}, 16, 64}, Case{{{1, 3}}, 3, 128}}) {
        std::vector<int64_t> rows, cols;
        for (auto [h, w] : c.grids)
            for (int64_t r = 0; r < h; ++r)
                for (int64_t col = 0; col < w; ++col) rows.push_back(r), cols.push_back(col);
        const int64_t tokens = static_cast<int64_t>(rows.size());
        const at::Tensor r = at::tensor(rows).to(gpu), cl = at::tensor(cols).to(gpu, at::kInt);
        for (auto dtype : kDtypes) {
            const at::Tensor q0 = randn({tokens, c.heads, c.head_dim}, dtype, gpu, gen);
            const at::Tensor k0 = randn({tokens, c.heads, c.head_dim}, dtype, gpu, gen);
            Guarded qg = guarded(q0, 64), kg = guarded(k0, 64);
            at::Tensor q_ref = q0.clone(), k_ref = k0.clone();
            ops::rope_2d(qg.view, kg.view, r, cl, 1e4);
            fb::rope_2d(q_ref, k_ref, r, cl, 1e4);
            const std::string shape = std::to_string(tokens) + "x" + std::to_string(c.heads) + "x" + std::to_string(c.head_dim);
            expect_close(qg.view, q_ref, rounding_bound(dtype), label("rope_2d q", dtype, shape));
            expect_close(kg.view, k_ref, rounding_bound(dtype), label("rope_2d k", dtype, shape));
            CHECK(qg.intact() && kg.intact());
        }
    }
}

// The tail merge in the engine's layouts (q a view of a fused qkv output, out laid out as cuDNN
// returns it: [images, rows, heads, d] memory), with tails of 1 to 127 keys.
FOLIO_TEST(merge_attention_tail_matches_fallback) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    struct Case { int64_t images, heads, rows, tail; };
    for (const Case& c : {Case{1, 16, 8580, 4}, Case{3, 2, 200, 127}, Case{2, 3, 5, 1}, Case{1, 4, 300, 64}}) {
        const int64_t d = 64, width = c.heads * d;
        const auto heads_view = [&](const at::Tensor& t, int64_t rows, int64_t part, int64_t parts) {
            return t.view({c.images, rows, parts * width}).narrow(2, part * width, width)
                .view({c.images, rows, c.heads, d}).transpose(1, 2);
        };
        for (auto dtype : kDtypes) {
            const at::Tensor qkv = randn({c.images * c.rows, 3 * width}, dtype, gpu, gen);
            const at::Tensor kv = randn({c.images * c.tail, 2 * width}, dtype, gpu, gen);
            const at::Tensor q = heads_view(qkv, c.rows, 0, 3);
            const at::Tensor k = heads_view(kv, c.tail, 0, 2), v = heads_view(kv, c.tail, 1, 2);
            const at::Tensor out0 = randn({c.images * c.rows, width}, dtype, gpu, gen);
            const at::Tensor lse = randn({c.images, c.heads, c.rows}, at::kFloat, gpu, gen, 2.0).add_(4.0);
            Guarded g = guarded(out0, 64);
            at::Tensor out = heads_view(g.view, c.rows, 0, 1);
            at::Tensor ref = heads_view(out0.clone(), c.rows, 0, 1);
            ops::merge_attention_tail(out, lse, q, k, v, 0.125);
            fb::merge_attention_tail(ref, lse, q, k, v, 0.125);
            const std::string shape = std::to_string(c.images) + "x" + std::to_string(c.heads) + "x" +
                                      std::to_string(c.rows) + " tail " + std::to_string(c.tail);
            expect_close(out, ref, 2 * rounding_bound(dtype), label("merge_attention_tail", dtype, shape));
            CHECK(g.intact());
        }
    }
}

// The vision tower's use: cuDNN over the first multiple of 128 keys, with its log-sum-exp, then
// the tail merged, is as close to fp32 attention as one cuDNN call over all keys.
FOLIO_TEST(cudnn_prefix_and_tail_match_attention) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    for (const int64_t rows : {700, 8580}) {
        const int64_t images = 2, heads = 2, d = 64, prefix = rows / 128 * 128;
        const auto make = [&] { return randn({images, rows, heads, d}, at::kBFloat16, gpu, gen).transpose(1, 2); };
        const at::Tensor q = make(), k = make(), v = make();
        const auto f = [](const at::Tensor& t) { return t.to(at::kFloat); };
        const at::Tensor ref = std::get<0>(at::_scaled_dot_product_attention_math(f(q), f(k), f(v), {}, 0.0, false, {}, 0.125));
        const at::Tensor whole = std::get<0>(at::_scaled_dot_product_cudnn_attention(q, k, v, {}, false, 0.0, false, false, 0.125));
        const auto part = at::_scaled_dot_product_cudnn_attention(q, k.narrow(2, 0, prefix), v.narrow(2, 0, prefix), {},
                                                                  true, 0.0, false, false, 0.125);
        at::Tensor split = std::get<0>(part);
        ops::merge_attention_tail(split, std::get<1>(part).squeeze(-1), q, k.narrow(2, prefix, rows - prefix),
                                  v.narrow(2, prefix, rows - prefix), 0.125);
        const double whole_err = relative_error(whole, ref), split_err = relative_error(split, ref);
        std::printf("  cuDNN over %lld keys: rel err %.3g whole, %.3g as %lld + %lld\n", static_cast<long long>(rows),
                    whole_err, split_err, static_cast<long long>(prefix), static_cast<long long>(rows - prefix));
        CHECK(split_err <= 1.25 * whole_err + 1e-4);
    }
}

// Head sizes the CUDA kernel does not take (the small test models' 16) rotate through the
// fallback, which the engine captures into CUDA graphs at open: it must copy nothing from the host.
FOLIO_TEST(rope_fallback_is_captured_in_a_cuda_graph) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    const int64_t tokens = 5, heads = 2, head_dim = 16;
    const at::Tensor q0 = randn({tokens, heads, head_dim}, at::kBFloat16, gpu, gen);
    const at::Tensor k0 = randn({tokens, heads, head_dim}, at::kBFloat16, gpu, gen);
    const at::Tensor w = at::ones({head_dim}, q0.options());
    const at::Tensor pos = at::arange(tokens, at::TensorOptions().dtype(at::kLong).device(gpu));
    at::Tensor q = q0.clone(), k = k0.clone(), q_ref = q0.clone(), k_ref = k0.clone();
    fb::qk_norm_rope(q_ref, k_ref, w, w, pos, 1e6, 1e-6);
    const at::cuda::CUDAStream stream = at::cuda::getStreamFromPool(false, gpu.index());
    {
        const at::cuda::CUDAStreamGuard on_stream(stream);
        at::cuda::CUDAGraph graph;
        graph.capture_begin();
        ops::qk_norm_rope(q, k, w, w, pos, 1e6, 1e-6);
        graph.capture_end();
        q.copy_(q0);
        k.copy_(k0);
        graph.replay();
    }
    stream.synchronize();
    expect_close(q, q_ref, rounding_bound(at::kBFloat16), "captured rope q");
    expect_close(k, k_ref, rounding_bound(at::kBFloat16), "captured rope k");
}

FOLIO_TEST(kv_append_matches_fallback_exactly) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    struct Shape { int64_t blocks, block_size, heads, head_dim, tokens; };
    for (Shape s : {Shape{sized(2048, 40), 16, 8, 128, sized(8192, 300)}, Shape{13, 7, 3, 20, 50}, Shape{4, 256, 8, 128, 1}}) {
        for (auto dtype : kDtypes) {
            const at::Tensor kc0 = randn({s.blocks, s.block_size, s.heads, s.head_dim}, dtype, gpu, gen);
            const at::Tensor vc0 = randn({s.blocks, s.block_size, s.heads, s.head_dim}, dtype, gpu, gen);
            // k and v as strided views of a fused projection output.
            const at::Tensor kv = randn({s.tokens, 3 * s.heads * s.head_dim}, dtype, gpu, gen);
            const at::Tensor k = kv.narrow(1, 0, s.heads * s.head_dim).view({s.tokens, s.heads, s.head_dim});
            const at::Tensor v = kv.narrow(1, 2 * s.heads * s.head_dim, s.heads * s.head_dim).view({s.tokens, s.heads, s.head_dim});
            at::Tensor slots = at::randperm(s.blocks * s.block_size, gen, at::TensorOptions().dtype(at::kLong))
                                   .narrow(0, 0, s.tokens).clone();
            if (s.tokens > 2) slots[1] = -1;  // padding
            slots = slots.to(gpu);
            at::Tensor kc = kc0.clone(), vc = vc0.clone(), kc_ref = kc0.clone(), vc_ref = vc0.clone();
            ops::kv_append_paged(k, v, kc, vc, slots);
            fb::kv_append_paged(k, v, kc_ref, vc_ref, slots);
            CHECK(at::equal(kc, kc_ref));
            CHECK(at::equal(vc, vc_ref));
        }
    }
}

// fp8 caches: kernel and fallback quantise identically, so bytes and scales must be equal.
FOLIO_TEST(kv_append_fp8_matches_fallback_exactly) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    struct Shape { int64_t blocks, block_size, heads, head_dim, tokens; };
    // d128: LightOnOCR; d64 / d256: other lane counts; d20: no kernel, fallback.
    for (Shape s : {Shape{sized(2048, 40), 16, 8, 128, sized(8192, 300)}, Shape{13, 7, 3, 64, 50},
                    Shape{4, 256, 8, 128, 1}, Shape{9, 3, 2, 256, 20}, Shape{5, 4, 2, 20, 9}}) {
        for (auto dtype : kDtypes) {
            const auto bytes = at::TensorOptions().dtype(at::kByte).device(gpu);
            const at::Tensor kc0 = at::randint(0, 256, {s.blocks, s.block_size, s.heads, s.head_dim}, gen, bytes.device(at::kCPU)).to(gpu);
            const at::Tensor vc0 = at::randint(0, 256, {s.blocks, s.block_size, s.heads, s.head_dim}, gen, bytes.device(at::kCPU)).to(gpu);
            const at::Tensor ks0 = randn({s.blocks, s.block_size, s.heads}, at::kFloat, gpu, gen);
            const at::Tensor vs0 = randn({s.blocks, s.block_size, s.heads}, at::kFloat, gpu, gen);
            // k and v as strided views of a fused projection output; rows of very different
            // magnitudes, one all-zero row (scale FLT_MIN), values up to the bf16 range.
            at::Tensor kv = randn({s.tokens, 3 * s.heads * s.head_dim}, dtype, gpu, gen, 3.0);
            const at::Tensor mag = at::randint(-8, 9, {s.tokens, 1}, gen, at::TensorOptions().dtype(at::kFloat)).exp2().to(gpu);
            kv = kv.mul(mag).to(dtype);
            kv[0].zero_();
            const at::Tensor k = kv.narrow(1, 0, s.heads * s.head_dim).view({s.tokens, s.heads, s.head_dim});
            const at::Tensor v = kv.narrow(1, 2 * s.heads * s.head_dim, s.heads * s.head_dim).view({s.tokens, s.heads, s.head_dim});
            at::Tensor slots = at::randperm(s.blocks * s.block_size, gen, at::TensorOptions().dtype(at::kLong))
                                   .narrow(0, 0, s.tokens).clone();
            if (s.tokens > 2) slots[1] = -1;  // padding
            if (s.tokens > 3) slots[2] = s.blocks * s.block_size;  // beyond the pool
            slots = slots.to(gpu);
            auto fp8 = [](const at::Tensor& b) { return b.clone().view(at::kFloat8_e4m3fn); };
            at::Tensor kc = fp8(kc0), vc = fp8(vc0), kc_ref = fp8(kc0), vc_ref = fp8(vc0);
            at::Tensor ks = ks0.clone(), vs = vs0.clone(), ks_ref = ks0.clone(), vs_ref = vs0.clone();
            ops::kv_append_paged(k, v, kc, vc, slots, ks, vs);
            fb::kv_append_paged(k, v, kc_ref, vc_ref, slots, ks_ref, vs_ref);
            const int64_t differ = kc.view(at::kByte).ne(kc_ref.view(at::kByte)).sum().item<int64_t>() +
                                   vc.view(at::kByte).ne(vc_ref.view(at::kByte)).sum().item<int64_t>();
            std::printf("  kv_append fp8 %s %lldx%lldx%lld: %lld bytes differ\n", dtype_name(dtype).c_str(),
                        static_cast<long long>(s.tokens), static_cast<long long>(s.heads),
                        static_cast<long long>(s.head_dim), static_cast<long long>(differ));
            CHECK_EQ(differ, 0);
            CHECK(at::equal(ks, ks_ref));
            CHECK(at::equal(vs, vs_ref));
        }
    }
}

namespace {

// Same bytes (bit-equal, NaN and signed zeros included).
bool same_bytes(const at::Tensor& a, const at::Tensor& b) {
    return a.sizes() == b.sizes() && a.scalar_type() == b.scalar_type() &&
           at::equal(a.contiguous().view(at::kByte), b.contiguous().view(at::kByte));
}

}  // namespace

// The fused QK-norm + RoPE + KV append against qk_norm_rope then kv_append_paged (the CUDA
// ops): q, k (in place, also for skipped slots), the whole qkv buffer (v untouched), cache
// bytes and fp8 scales must all be identical.
FOLIO_TEST(qk_norm_rope_append_matches_two_ops_exactly) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    struct Shape { int64_t tokens, q_heads, kv_heads, head_dim, block_size; };
    std::vector<Shape> shapes;
    for (int64_t tokens : {1, 7, 300, 2157})
        for (int64_t block_size : {16, 48}) shapes.push_back({tokens, 16, 8, 128, block_size});
    // Other lane widths, and head_dim 96 (no fused kernel: the two ops run).
    for (Shape s : {Shape{7, 4, 2, 64, 16}, Shape{9, 2, 1, 256, 48}, Shape{7, 6, 2, 96, 16}}) shapes.push_back(s);
    int case_index = 0;
    for (const Shape& s : shapes) {
        for (const bool fp8 : {false, true}) {
            for (auto dtype : kDtypes) {
                ++case_index;
                const int64_t d = s.head_dim;
                const int64_t blocks = (s.tokens * 3 / 2 + s.block_size - 1) / s.block_size + 2;
                const int64_t capacity = blocks * s.block_size;
                // q, k and v as views of one projection output (one guard head on the right);
                // tokens of very different magnitudes, token 0's v all zero (fp8 scale FLT_MIN).
                const int64_t width = (s.q_heads + 2 * s.kv_heads + 1) * d;
                at::Tensor qkv = randn({s.tokens, width}, at::kFloat, gpu, gen, 2.0);
                const at::Tensor mag = at::randint(-6, 7, {s.tokens, 1}, gen, at::TensorOptions().dtype(at::kFloat)).exp2().to(gpu);
                qkv = qkv.mul(mag).to(dtype);
                qkv[0].narrow(0, (s.q_heads + s.kv_heads) * d, s.kv_heads * d).zero_();
                const at::Tensor qw = randn({d}, dtype, gpu, gen), kw = randn({d}, dtype, gpu, gen);
                const bool narrow_index = case_index % 3 == 0;  // int32 positions and slots too
                const auto index = at::TensorOptions().dtype(narrow_index ? at::kInt : at::kLong);
                const at::Tensor pos = at::randint(0, 16384, {s.tokens}, gen, index).to(gpu);
                at::Tensor slots = at::randperm(capacity, gen, at::TensorOptions().dtype(at::kLong)).narrow(0, 0, s.tokens).clone();
                for (int64_t t = 1; t < s.tokens; t += 5) slots[t] = -1;  // padding
                if (s.tokens > 3) slots[3] = capacity;                    // beyond the pool
                slots = slots.to(gpu, index.dtype());
                at::Tensor kc0, vc0;
                std::optional<at::Tensor> ks0, vs0;
                const std::vector<int64_t> cache_shape{blocks, s.block_size, s.kv_heads, d};
                if (fp8) {
                    const auto bytes = at::TensorOptions().dtype(at::kByte);
                    kc0 = at::randint(0, 256, cache_shape, gen, bytes).to(gpu).view(at::kFloat8_e4m3fn);
                    vc0 = at::randint(0, 256, cache_shape, gen, bytes).to(gpu).view(at::kFloat8_e4m3fn);
                    ks0 = randn({blocks, s.block_size, s.kv_heads}, at::kFloat, gpu, gen);
                    vs0 = randn({blocks, s.block_size, s.kv_heads}, at::kFloat, gpu, gen);
                } else {
                    kc0 = randn(cache_shape, dtype, gpu, gen);
                    vc0 = randn(cache_shape, dtype, gpu, gen);
                }
                auto copy = [](const std::optional<at::Tensor>& t) {
                    return t ? std::optional<at::Tensor>(t->clone()) : std::nullopt;
                };
                at::Tensor kc = kc0.clone(), vc = vc0.clone(), kc_ref = kc0.clone(), vc_ref = vc0.clone();
                std::optional<at::Tensor> ks = copy(ks0), vs = copy(vs0), ks_ref = copy(ks0), vs_ref = copy(vs0);
                at::Tensor out = qkv.clone(), ref = qkv.clone();
                auto views = [&](at::Tensor& t) {
                    return std::tuple{t.narrow(1, 0, s.q_heads * d).view({s.tokens, s.q_heads, d}),
                                      t.narrow(1, s.q_heads * d, s.kv_heads * d).view({s.tokens, s.kv_heads, d}),
                                      t.narrow(1, (s.q_heads + s.kv_heads) * d, s.kv_heads * d).view({s.tokens, s.kv_heads, d})};
                };
                auto [q, k, v] = views(out);
                auto [q_ref, k_ref, v_ref] = views(ref);
                ops::qk_norm_rope_append(q, k, v, qw, kw, pos, 1e6, 1e-6, kc, vc, slots, ks, vs);
                ops::qk_norm_rope(q_ref, k_ref, qw, kw, pos, 1e6, 1e-6);
                ops::kv_append_paged(k_ref, v_ref, kc_ref, vc_ref, slots, ks_ref, vs_ref);
                const int64_t differ = kc.view(at::kByte).ne(kc_ref.view(at::kByte)).sum().item<int64_t>() +
                                       vc.view(at::kByte).ne(vc_ref.view(at::kByte)).sum().item<int64_t>();
                std::printf("  qk_norm_rope_append %s %s cache %lldx(%lld+%lld)x%lld bs%lld%s: %lld cache bytes differ\n",
                            dtype_name(dtype).c_str(), fp8 ? "fp8" : "plain", static_cast<long long>(s.tokens),
                            static_cast<long long>(s.q_heads), static_cast<long long>(s.kv_heads),
                            static_cast<long long>(d), static_cast<long long>(s.block_size),
                            narrow_index ? " int32 indices" : "", static_cast<long long>(differ));
                CHECK_EQ(differ, 0);
                CHECK(same_bytes(out, ref));  // q and k rotated alike, v and the guard head untouched
                CHECK(!same_bytes(out, qkv));
                if (fp8) {
                    CHECK(same_bytes(*ks, *ks_ref));
                    CHECK(same_bytes(*vs, *vs_ref));
                }
            }
        }
    }
}

namespace {

struct PagedCase {
    std::vector<int> context_lens;
    int64_t heads, kv_heads, head_dim, block_size;
};

struct PagedInputs {
    at::Tensor q, kc, vc, tables, lens;
    std::optional<at::Tensor> ks, vs;  // fp8 caches only
    int64_t max_blocks = 0;
};

// Caches with shuffled blocks and junk past each context. fp8: the same random rows quantised
// by the fallback (so the decode check does not depend on the append kernel).
PagedInputs make_paged(const PagedCase& c, at::ScalarType dtype, bool fp8, const at::Device& gpu, at::Generator& gen) {
    const int64_t batch = static_cast<int64_t>(c.context_lens.size());
    int64_t max_blocks = 0, total_blocks = 0;
    for (int len : c.context_lens) {
        const int64_t n = (len + c.block_size - 1) / c.block_size;
        max_blocks = std::max(max_blocks, n);
        total_blocks += n;
    }
    max_blocks += 2;  // unused columns hold junk the kernel must not read
    PagedInputs in;
    in.max_blocks = max_blocks;
    const int64_t pool = total_blocks + 3;
    // Large caches are drawn on the GPU (the CPU takes seconds for batch 128), seeded afresh.
    at::Generator cuda_gen = at::cuda::detail::createCUDAGenerator(gpu.index());
    cuda_gen.set_current_seed(fresh_seed());
    const auto on_gpu = at::TensorOptions().dtype(at::kFloat).device(gpu);
    in.kc = at::randn({pool, c.block_size, c.kv_heads, c.head_dim}, cuda_gen, on_gpu).to(dtype);
    in.vc = at::randn({pool, c.block_size, c.kv_heads, c.head_dim}, cuda_gen, on_gpu).to(dtype);
    if (fp8) {
        const int64_t capacity = pool * c.block_size;
        const auto bytes = at::TensorOptions().dtype(at::kByte).device(gpu);
        at::Tensor kc8 = at::zeros({pool, c.block_size, c.kv_heads, c.head_dim}, bytes).view(at::kFloat8_e4m3fn);
        at::Tensor vc8 = at::zeros({pool, c.block_size, c.kv_heads, c.head_dim}, bytes).view(at::kFloat8_e4m3fn);
        in.ks = at::ones({pool, c.block_size, c.kv_heads}, bytes.dtype(at::kFloat));
        in.vs = at::ones({pool, c.block_size, c.kv_heads}, bytes.dtype(at::kFloat));
        fb::kv_append_paged(in.kc.view({capacity, c.kv_heads, c.head_dim}), in.vc.view({capacity, c.kv_heads, c.head_dim}),
                            kc8, vc8, at::arange(capacity, bytes.dtype(at::kLong)), in.ks, in.vs);
        in.kc = kc8;
        in.vc = vc8;
    }
    in.q = randn({batch, c.heads, c.head_dim}, dtype, gpu, gen);
    const at::Tensor perm = at::randperm(pool, gen, at::TensorOptions().dtype(at::kInt));
    at::Tensor tables = at::full({batch, max_blocks}, 1 << 30, at::TensorOptions().dtype(at::kInt));
    auto ta = tables.accessor<int, 2>();
    const int* p = perm.data_ptr<int>();
    int64_t next = 0;
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t i = 0; i < (c.context_lens[b] + c.block_size - 1) / c.block_size; ++i) ta[b][i] = p[next++];
    in.lens = at::tensor(c.context_lens, at::TensorOptions().dtype(at::kInt)).to(gpu);
    in.tables = tables.to(gpu);
    return in;
}

std::string paged_shape(const PagedCase& c, const PagedInputs& in) {
    return "batch " + std::to_string(c.context_lens.size()) + " heads " + std::to_string(c.heads) + "/" +
           std::to_string(c.kv_heads) + " d" + std::to_string(c.head_dim) + " bs" +
           std::to_string(c.block_size) + " ctx<=" + std::to_string(in.max_blocks * c.block_size) +
           (in.ks ? " fp8" : "");
}

void check_paged(const PagedCase& c, at::ScalarType dtype, const at::Device& gpu, at::Generator& gen,
                 bool fp8 = false, const std::string& note = "") {
    const PagedInputs in = make_paged(c, dtype, fp8, gpu, gen);
    const double scale = 1.0 / std::sqrt(static_cast<double>(c.head_dim));
    poison_free_memory(in.q.nbytes() * 64 + (int64_t(1) << 24));
    const at::Tensor out = ops::paged_decode_attention(in.q, in.kc, in.vc, in.tables, in.lens, scale, in.ks, in.vs);
    const at::Tensor ref = fb::paged_decode_attention(in.q, in.kc, in.vc, in.tables, in.lens, scale, in.ks, in.vs);
    // The fp8 tensor-core kernel rounds q and the probabilities to f16 (2^-11 each) before its
    // fp32-accumulating products: a few 1e-4 of the output's norm, against the ~4% by which the
    // fp8 codes themselves differ from the values they stand for.
    const double bound = fp8 ? std::max(rounding_bound(dtype), 2e-3) : rounding_bound(dtype);
    expect_close(out, ref, bound, label("paged_decode", dtype, paged_shape(c, in) + note));
}

// The paged attention kernels' launch variants, in force while it lives.
struct PagedTuning {
    folio::engine::KernelTuning tuning;
    std::optional<folio::engine::kernels::KernelTuningScope> scope;
    PagedTuning(int partition_tokens, bool fp8_mma = true, bool programmatic = true, bool fp8_swapped = false) {
        tuning.paged_partition_tokens = partition_tokens;
        tuning.paged_fp8_mma = fp8_mma;
        tuning.paged_fp8_swapped = fp8_swapped;
        tuning.paged_programmatic = programmatic;
        scope.emplace(tuning);
    }
};

std::vector<int> random_lens(int64_t batch, int lo, int hi, at::Generator& gen) {
    const at::Tensor lens = at::randint(lo, hi, {batch}, gen, at::TensorOptions().dtype(at::kInt));
    return std::vector<int>(lens.data_ptr<int>(), lens.data_ptr<int>() + batch);
}

}  // namespace

FOLIO_TEST(paged_decode_attention_matches_fallback) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    const std::vector<int> many = random_lens(sized(64, 6), 1, sized(4097, 700), gen);
    const std::vector<int> b128(static_cast<size_t>(sized(128, 4)), 3145);
    std::vector<int> b128_mixed = random_lens(sized(128, 4), 1, 4097, gen);
    b128_mixed[0] = 1;
    const std::vector<PagedCase> cases{
        {many, 16, 8, 128, 16},                      // a full decode batch, LightOnOCR's heads
        {{3145}, 16, 8, 128, 16},                    // one page: 2145 image + 1000 tokens
        {{static_cast<int>(sized(16384, 3000))}, 16, 8, 128, 16},  // batch 1, long context
        {b128, 16, 8, 128, 16},                      // batch 128 at 3145
        {b128_mixed, 16, 8, 128, 16},                // batch 128, mixed lengths
        {{1, 2, 63, 64, 65, 511, 512, 513}, 16, 8, 128, 16},  // partition and step edges
        {{1, 2, 511, 512, 513}, 8, 8, 64, 1},        // no GQA, partition edges, block size 1
        {{17, 1000, 4096}, 16, 4, 128, 256},         // 4 query heads per kv head
        {{300, 9}, 32, 4, 128, 5},                   // 8 query heads per kv head
        {{3145, 77}, 16, 8, 128, 48},                // block size not a power of two
        {{40, 77}, 6, 2, 96, 16},                    // head_dim without a kernel: fallback
    };
    for (const auto& c : cases)
        for (auto dtype : kDtypes) check_paged(c, dtype, gpu, gen);
    // fp8 caches (bf16 / fp16 queries; fp32 queries take the fallback).
    for (const auto& c : cases)
        for (auto dtype : {at::kBFloat16, at::kHalf}) check_paged(c, dtype, gpu, gen, true);
}

// q as the decode step passes it: a view of the fused qkv rows (its heads contiguous, the rows
// further apart), read in place; a row stride the kernels cannot take (not 16-byte aligned)
// goes through a copy. Same function as the fallback on contiguous q.
FOLIO_TEST(paged_decode_attention_reads_q_from_wider_rows) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    const std::vector<PagedCase> cases{
        {{1, 100, 3145, 64, 1000}, 16, 8, 128, 16},
        {std::vector<int>(static_cast<size_t>(sized(128, 4)), 2657), 16, 8, 128, 16},
        {{300, 9}, 32, 4, 128, 5},
    };
    for (const auto& c : cases)
        for (auto dtype : {at::kBFloat16, at::kHalf})
            for (auto [fp8, transposed] : std::initializer_list<std::pair<bool, bool>>{{false, false}, {true, false}, {true, true}})
                for (int64_t extra : {2 * c.kv_heads * c.head_dim, int64_t(4)}) {  // qkv rows; a misaligned stride
                    const PagedTuning tuning(0, /*fp8_mma=*/true, /*programmatic=*/true, transposed);
                    const PagedInputs in = make_paged(c, dtype, fp8, gpu, gen);
                    const int64_t batch = in.q.size(0), width = c.heads * c.head_dim;
                    at::Tensor wide = randn({batch, width + extra}, dtype, gpu, gen);
                    wide.narrow(1, 0, width).copy_(in.q.reshape({batch, width}));
                    const at::Tensor q_view = wide.narrow(1, 0, width).view({batch, c.heads, c.head_dim});
                    CHECK(!q_view.is_contiguous());
                    const double scale = 1.0 / std::sqrt(static_cast<double>(c.head_dim));
                    const at::Tensor out = ops::paged_decode_attention(q_view, in.kc, in.vc, in.tables, in.lens, scale, in.ks, in.vs);
                    const at::Tensor ref = fb::paged_decode_attention(in.q, in.kc, in.vc, in.tables, in.lens, scale, in.ks, in.vs);
                    const double bound = fp8 ? std::max(rounding_bound(dtype), 2e-3) : rounding_bound(dtype);
                    expect_close(out, ref, bound,
                                 label("paged_decode", dtype,
                                       paged_shape(c, in) + (transposed ? " transposed kernel" : "") + ", q rows " +
                                           std::to_string(width + extra) + " apart"));
                }
}

// Forced partition sizes (not multiples of the block's step), and the merge launched without
// programmatic dependent launch: all the same function.
FOLIO_TEST(paged_decode_attention_any_partition) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    const PagedCase c{{1, 100, static_cast<int>(sized(3145, 300)), 64, static_cast<int>(sized(1000, 129))}, 16, 8, 128, 16};
    for (int tokens : {1, 7, 33, 64, 100, 512, 1024}) {
        const PagedTuning forced(tokens);
        for (bool fp8 : {false, true})
            check_paged(c, at::kBFloat16, gpu, gen, fp8, " partition " + std::to_string(tokens));
    }
    for (int tokens : {0, 7, 512}) {  // 0: automatic; the scalar fp8 kernel
        const PagedTuning scalar(tokens, /*fp8_mma=*/false);
        check_paged(c, at::kHalf, gpu, gen, true, " scalar fp8 kernel, partition " + std::to_string(tokens));
    }
    const PagedTuning no_pdl(0, true, /*programmatic=*/false);
    check_paged(c, at::kBFloat16, gpu, gen, false, " no PDL");
    check_paged({{static_cast<int>(sized(3145, 300))}, 16, 8, 128, 16}, at::kHalf, gpu, gen, true, " no PDL");
}

// A decode step appends each sequence's last token and then attends over it, the attention a
// programmatic dependent of the append: it reads the block tables and context lengths before it
// waits, the rows after. With the last token's rows poisoned until the append, queued right
// behind it, a read of them too early would dominate the softmax.
FOLIO_TEST(paged_decode_attention_reads_the_appended_token) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    const PagedCase c{{3145, 64, 65, 1, 100, 1000}, 16, 8, 128, 16};
    for (auto dtype : kDtypes) {
        PagedInputs in = make_paged(c, dtype, false, gpu, gen);
        const int64_t batch = static_cast<int64_t>(c.context_lens.size());
        const int64_t capacity = in.kc.size(0) * c.block_size;
        const at::Tensor tables = in.tables.cpu();
        std::vector<int64_t> last_slots;
        for (int64_t b = 0; b < batch; ++b) {
            const int64_t pos = c.context_lens[b] - 1;
            last_slots.push_back(tables[b][pos / c.block_size].item<int>() * c.block_size + pos % c.block_size);
        }
        const at::Tensor slots = at::tensor(last_slots, at::TensorOptions().dtype(at::kLong)).to(gpu);
        at::Tensor kc = in.kc.view({capacity, c.kv_heads, c.head_dim}), vc = in.vc.view({capacity, c.kv_heads, c.head_dim});
        const double scale = 1.0 / std::sqrt(static_cast<double>(c.head_dim));
        for (int round = 0; round < 4; ++round) {
            const at::Tensor k_new = randn({batch, c.kv_heads, c.head_dim}, dtype, gpu, gen);
            const at::Tensor v_new = randn({batch, c.kv_heads, c.head_dim}, dtype, gpu, gen);
            kc.index_fill_(0, slots, 300.0);  // poison, on the same stream
            vc.index_fill_(0, slots, -300.0);
            ops::kv_append_paged(k_new, v_new, in.kc, in.vc, slots);
            const at::Tensor out = ops::paged_decode_attention(in.q, in.kc, in.vc, in.tables, in.lens, scale);
            const at::Tensor ref = fb::paged_decode_attention(in.q, in.kc, in.vc, in.tables, in.lens, scale);
            expect_close(out, ref, rounding_bound(dtype), label("paged_decode after append", dtype, paged_shape(c, in)));
        }
    }
}

// A context of 0 (a padding row) gives zeros, not garbage.
FOLIO_TEST(paged_decode_attention_empty_context_is_zero) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    PagedInputs in = make_paged({{100, 3145}, 16, 8, 128, 16}, at::kBFloat16, false, gpu, gen);
    in.lens = at::tensor(std::vector<int>{0, 3145}, at::TensorOptions().dtype(at::kInt)).to(gpu);
    poison_free_memory(int64_t(1) << 24);
    const at::Tensor out = ops::paged_decode_attention(in.q, in.kc, in.vc, in.tables, in.lens, 0.088);
    CHECK(out[0].eq(0).all().item<bool>());
    expect_close(out[1], fb::paged_decode_attention(in.q, in.kc, in.vc, in.tables, in.lens, 0.088)[1],
                 rounding_bound(at::kBFloat16), "paged_decode bf16 second row next to an empty context");
}

// Both fp8 tensor-core kernels (the transposed one by the tuning) at the tile, partition and
// stage edges, for every group size, automatic and forced partitions: the fallback's function;
// rows of context 0 (padding) are zeros, the rows beside them unaffected.
FOLIO_TEST(paged_decode_fp8_kernels_match_fallback) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    std::vector<int> mixed = random_lens(sized(128, 6), 0, 4101, gen);
    mixed[0] = 0;
    mixed[1] = 1;
    mixed[2] = 0;
    const std::vector<PagedCase> cases{
        {{1, 15, 16, 17, 1023, 1024, 1025, 2657, 4100}, 16, 8, 128, 16},
        {mixed, 16, 8, 128, 16},
        {{0, 17, 1000, 4100}, 16, 4, 128, 256},  // 4 query heads per kv head
        {{300, 9, 0, 1025}, 32, 4, 128, 5},      // 8 query heads per kv head
        {{1, 64, 65, 2657}, 8, 8, 128, 16},      // no GQA
    };
    const double scale = 1.0 / std::sqrt(128.0);
    for (bool swapped : {false, true})
        for (int tokens : {0, 256, 1024}) {
            const PagedTuning tuning(tokens, /*fp8_mma=*/true, /*programmatic=*/true, swapped);
            for (const auto& c : cases)
                for (auto dtype : {at::kBFloat16, at::kHalf}) {
                    const PagedInputs in = make_paged(c, dtype, true, gpu, gen);
                    const std::string shape = paged_shape(c, in) + (swapped ? " transposed" : " mma") +
                                              " kernel, partition " + std::to_string(tokens);
                    poison_free_memory(in.q.nbytes() * 64 + (int64_t(1) << 24));
                    const at::Tensor out = ops::paged_decode_attention(in.q, in.kc, in.vc, in.tables, in.lens, scale, in.ks, in.vs);
                    std::vector<int64_t> empty, filled;
                    for (size_t i = 0; i < c.context_lens.size(); ++i)
                        (c.context_lens[i] == 0 ? empty : filled).push_back(static_cast<int64_t>(i));
                    const auto rows = [&](const std::vector<int64_t>& r) {
                        return at::tensor(r, at::TensorOptions().dtype(at::kLong)).to(gpu);
                    };
                    if (!empty.empty()) {
                        const bool zeros = out.index_select(0, rows(empty)).eq(0).all().item<bool>();
                        if (!zeros) std::printf("  context-0 rows not zero: %s %s\n", shape.c_str(), c10::toString(dtype));
                        CHECK(zeros);
                    }
                    const at::Tensor ref = fb::paged_decode_attention(in.q, in.kc, in.vc, in.tables, in.lens, scale, in.ks, in.vs);
                    expect_close(out.index_select(0, rows(filled)), ref.index_select(0, rows(filled)),
                                 std::max(rounding_bound(dtype), 2e-3), label("paged_decode", dtype, shape));
                }
        }
}

// How much an fp8 cache changes the attention output against the bf16 cache it was made from
// (random data; printed, loosely bounded: e4m3 keeps 3 mantissa bits, ~3.6% rms per element).
FOLIO_TEST(paged_decode_fp8_error_against_bf16) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    for (const PagedCase& c : {PagedCase{{3145}, 16, 8, 128, 16}, PagedCase{random_lens(sized(32, 4), 1, 4097, gen), 16, 8, 128, 16}}) {
        const PagedInputs in = make_paged(c, at::kBFloat16, false, gpu, gen);
        const int64_t capacity = in.kc.size(0) * in.kc.size(1);
        const auto bytes = at::TensorOptions().dtype(at::kByte).device(gpu);
        at::Tensor kc8 = at::zeros(in.kc.sizes(), bytes).view(at::kFloat8_e4m3fn);
        at::Tensor vc8 = at::zeros(in.vc.sizes(), bytes).view(at::kFloat8_e4m3fn);
        at::Tensor ks = at::ones({in.kc.size(0), in.kc.size(1), c.kv_heads}, bytes.dtype(at::kFloat));
        at::Tensor vs = at::ones_like(ks);
        ops::kv_append_paged(in.kc.view({capacity, c.kv_heads, c.head_dim}), in.vc.view({capacity, c.kv_heads, c.head_dim}),
                             kc8, vc8, at::arange(capacity, bytes.dtype(at::kLong)), ks, vs);
        const double scale = 1.0 / std::sqrt(128.0);
        const at::Tensor exact = fb::paged_decode_attention(in.q.to(at::kFloat), in.kc.to(at::kFloat), in.vc.to(at::kFloat),
                                                            in.tables, in.lens, scale);
        const double bf16_err = relative_error(ops::paged_decode_attention(in.q, in.kc, in.vc, in.tables, in.lens, scale), exact);
        const double fp8_err = relative_error(ops::paged_decode_attention(in.q, kc8, vc8, in.tables, in.lens, scale, ks, vs), exact);
        std::printf("  paged_decode %s: output vs fp32 reference: bf16 cache %.3g, fp8 cache %.3g\n",
                    paged_shape(c, in).c_str(), bf16_err, fp8_err);
        CHECK(fp8_err < 0.1);
        CHECK(bf16_err < 0.01);
    }
}

namespace {

// Mass (fp64) of the tokens strictly more likely than `token` in row b.
double mass_above(const at::Tensor& logits_row, int64_t token, double temperature) {
    const at::Tensor l = logits_row.to(at::kCPU, at::kDouble);
    const at::Tensor w = l.sub(l.max()).div(temperature).exp();
    return w.masked_select(w.gt(w[token])).sum().item<double>() / w.sum().item<double>();
}

}  // namespace

FOLIO_TEST(sample_top_p_matches_fallback) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    const int64_t batch = sized(48, 3), vocab = 151936;
    for (auto dtype : kDtypes) {
        const at::Tensor logits = randn({batch, vocab}, dtype, gpu, gen, 3.0);
        const at::Tensor seeds = at::randint(0, int64_t(1) << 62, {batch}, gen, at::TensorOptions().dtype(at::kLong)).to(gpu);
        for (auto [t, p] : {std::pair{0.2, 0.9}, {1.0, 0.9}, {1.0, 0.5}, {0.7, 1.0}}) {
            const at::Tensor got = ops::sample_top_p(logits, t, p, seeds).cpu();
            const at::Tensor want = fb::sample_top_p(logits, t, p, seeds).cpu();
            int agree = 0;
            for (int64_t b = 0; b < batch; ++b) {
                const int64_t token = got[b].item<int64_t>();
                CHECK(token >= 0 && token < vocab);
                agree += token == want[b].item<int64_t>();
                // Whatever the rounding, the token lies inside the nucleus.
                CHECK(mass_above(logits[b], token, t) < p + 1e-3);
            }
            std::printf("  sample_top_p %s T=%.1f p=%.1f: %d/%lld rows equal to the fallback\n",
                        dtype_name(dtype).c_str(), t, p, agree, static_cast<long long>(batch));
            CHECK(agree >= batch - 2 || (batch < 10 && agree >= batch - 1));
        }
        // A flat row: every token ties, the nucleus is the whole vocabulary.
        const at::Tensor flat = at::full({2, vocab}, 1.5, logits.options());
        CHECK(at::equal(ops::sample_top_p(flat, 1.0, 0.9, seeds.narrow(0, 0, 2)),
                        fb::sample_top_p(flat, 1.0, 0.9, seeds.narrow(0, 0, 2))));
        // Same seeds, same tokens; other seeds, other tokens.
        CHECK(at::equal(ops::sample_top_p(logits, 1.0, 0.9, seeds), ops::sample_top_p(logits, 1.0, 0.9, seeds)));
        CHECK(!at::equal(ops::sample_top_p(logits, 1.0, 0.9, seeds), ops::sample_top_p(logits, 1.0, 0.9, seeds.add(1))));
    }
}

FOLIO_TEST(sample_top_p_draws_from_the_renormalised_nucleus) {
    const at::Device gpu = require_gpu();
    const std::vector<double> probs{0.4, 0.3, 0.2, 0.06, 0.04};
    std::vector<float> row;
    for (double p : probs) row.push_back(static_cast<float>(std::log(p)));
    const int64_t draws = sized(50000, 3000);
    const at::Tensor logits = at::tensor(row).unsqueeze(0).expand({draws, 5}).contiguous().to(gpu);
    const at::Tensor seeds = at::arange(draws, at::TensorOptions().dtype(at::kLong)).mul(104729).add(fresh_seed() % 1000003).to(gpu);
    const at::Tensor tokens = ops::sample_top_p(logits, 1.0, 0.85, seeds).cpu();
    std::map<int64_t, int64_t> counts;
    for (int64_t i = 0; i < draws; ++i) ++counts[tokens[i].item<int64_t>()];
    CHECK_EQ(counts[3] + counts[4], 0);
    for (int i = 0; i < 3; ++i) {
        const double expected = probs[i] / 0.9 * draws;
        CHECK(std::fabs(counts[i] - expected) < 5 * std::sqrt(expected));
    }
}

FOLIO_TEST(greedy_and_banned_match_fallback) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    const int64_t batch = sized(128, 3), vocab = 151936;
    for (auto dtype : kDtypes) {
        const at::Tensor logits = randn({batch, vocab}, dtype, gpu, gen, 3.0);
        CHECK(at::equal(ops::greedy_argmax(logits), fb::greedy_argmax(logits)));
        const at::Tensor best = logits.argmax(-1);
        at::Tensor per_row = at::zeros({batch, vocab}, at::TensorOptions().dtype(at::kBool).device(gpu));
        per_row.scatter_(1, best.unsqueeze(1), true);
        const at::Tensor second = ops::greedy_argmax(logits, per_row);
        CHECK(at::equal(second, fb::greedy_argmax(logits, per_row)));
        CHECK(!per_row.gather(1, second.unsqueeze(1)).any().item<bool>());
        at::Tensor shared = at::zeros({vocab}, at::TensorOptions().dtype(at::kBool).device(gpu));
        shared.index_fill_(0, best, true);
        const at::Tensor seeds = at::arange(batch, at::TensorOptions().dtype(at::kLong).device(gpu));
        const at::Tensor sampled = ops::sample_top_p(logits, 0.05, 0.9, seeds, shared);
        CHECK(!shared.index_select(0, sampled).any().item<bool>());
    }
}

// The greedy pick splits a row over several blocks: every split size, ties (the lowest index
// wins, as torch's argmax), rows that are views of a wider tensor, banned tokens.
FOLIO_TEST(greedy_split_rows_ties_and_strides) {
    const at::Device gpu = require_gpu();
    auto gen = generator(fresh_seed());
    for (const int64_t batch : {1, 5}) {
        for (const int64_t vocab : {151936, 1001, 7}) {
            for (auto dtype : kDtypes) {
                // Whole numbers in [-4, 4]: many equal maxima in every row.
                const at::Tensor wide = randn({batch, vocab + 8}, at::kFloat, gpu, gen, 2.0).round().clamp(-4, 4).to(dtype);
                for (const at::Tensor& logits : {wide.narrow(1, 0, vocab).contiguous(), wide.narrow(1, 0, vocab)}) {
                    const at::Tensor picked = ops::greedy_argmax(logits);
                    CHECK(at::equal(picked, logits.argmax(-1)));
                    at::Tensor banned = logits.eq(logits.amax(-1, true));
                    banned.narrow(1, vocab - 1, 1).fill_(false);  // one token always allowed
                    CHECK(at::equal(ops::greedy_argmax(logits, banned), fb::greedy_argmax(logits, banned)));
                }
            }
        }
    }
}

FOLIO_TEST_MAIN()

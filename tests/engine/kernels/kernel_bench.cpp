// folio-kernel-bench: achieved memory bandwidth of each memory-bound kernel on the GPU.
//
// Each case times the CUDA path (and the ATen fallback, fewer runs) with CUDA events around one
// call (and, where it can be captured, under CUDA graph replay: no host launch overhead, as
// decode steps run): warm-up first, then the median of many runs. Inputs rotate among several sets whose
// total exceeds the L2 cache, so the numbers are HBM numbers. Bytes are the fewest a kernel must
// move (each input read once, each output written once). The ceiling is a measured
// device-to-device copy (bytes read + written), next to the ~4.3 TB/s seen on H200s here.
#include <ATen/ATen.h>
#include <ATen/cuda/CUDAContext.h>
#include <ATen/cuda/CUDAGraph.h>
#include <c10/cuda/CUDAGuard.h>
#include <cuda_runtime_api.h>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bench_timing.h"
#include "kernels/ops.h"
#include "kernels/tuning.h"

namespace ops = folio::engine::kernels;
namespace fb = folio::engine::kernels::fallback;

namespace {

using folio::test::kernels::graph_ms;
using folio::test::kernels::median_ms;

const auto kBf16 = at::TensorOptions().dtype(at::kBFloat16).device(at::kCUDA);

struct Row {
    std::string name, shape;
    double bytes, ms, fallback_ms;
    double graph_ms = -1;
};

double g_ceiling_gbs = 0;

// Bandwidth from the graph time where there is one (else the eager time).
void print_row(const Row& r) {
    const double ms = r.graph_ms > 0 ? r.graph_ms : r.ms;
    const double gbs = r.bytes / (ms * 1e-3) / 1e9;
    std::printf("%-22s %-34s %9.1f %9.1f %9.1f %6.0f%% %6.0f%% %10.1f %7.1fx\n", r.name.c_str(),
                r.shape.c_str(), r.graph_ms * 1e3, r.ms * 1e3, gbs, 100 * gbs / g_ceiling_gbs,
                100 * gbs / 4300, r.fallback_ms * 1e3, r.fallback_ms / ms);
    std::fflush(stdout);
}

int g_runs = 50;

// Times the CUDA path eagerly and under graph replay, and the fallback eagerly.
void measure(Row& row, const std::function<void(int)>& fast, const std::function<void(int)>& slow,
             int slow_runs = 5) {
    row.ms = median_ms(fast, 5, g_runs);
    row.graph_ms = graph_ms(fast, 20, 20);
    row.fallback_ms = median_ms(slow, 2, slow_runs);
    print_row(row);
}

// Paged caches and tables for `batch` sequences of `context` tokens, blocks shuffled; fp8:
// the same random rows quantised by kv_append_paged, with their scales.
struct Paged {
    at::Tensor q, k_cache, v_cache, tables, lens;
    std::optional<at::Tensor> k_scales, v_scales;
};

Paged make_paged(int64_t batch, int64_t context, int64_t block_size, bool fp8 = false) {
    const int64_t per_seq = (context + block_size - 1) / block_size;
    Paged p;
    p.q = at::randn({batch, 16, 128}, kBf16);
    p.k_cache = at::randn({batch * per_seq, block_size, 8, 128}, kBf16);
    p.v_cache = at::randn({batch * per_seq, block_size, 8, 128}, kBf16);
    if (fp8) {
        const int64_t slots = batch * per_seq * block_size;
        const auto bytes = kBf16.dtype(at::kByte);
        at::Tensor kc = at::empty({batch * per_seq, block_size, 8, 128}, bytes).view(at::kFloat8_e4m3fn);
        at::Tensor vc = at::empty({batch * per_seq, block_size, 8, 128}, bytes).view(at::kFloat8_e4m3fn);
        p.k_scales = at::empty({batch * per_seq, block_size, 8}, kBf16.dtype(at::kFloat));
        p.v_scales = at::empty({batch * per_seq, block_size, 8}, kBf16.dtype(at::kFloat));
        ops::kv_append_paged(p.k_cache.view({slots, 8, 128}), p.v_cache.view({slots, 8, 128}), kc, vc,
                             at::arange(slots, kBf16.dtype(at::kLong)), p.k_scales, p.v_scales);
        p.k_cache = kc;
        p.v_cache = vc;
    }
    p.tables = at::randperm(batch * per_seq, at::TensorOptions().dtype(at::kInt).device(at::kCUDA))
                   .view({batch, per_seq});
    p.lens = at::full({batch}, context, at::TensorOptions().dtype(at::kInt).device(at::kCUDA));
    return p;
}

// folio-kernel-bench --paged-fp8-ab: the fp8 tensor-core attention kernel and its transposed
// variant side by side (graph medians, 16/8 heads x 128, block 16, context 2657), alternating
// three rounds of each so that clock drift hits both; the median round is printed.
void paged_fp8_ab(folio::engine::KernelTuning tuning) {
    std::printf("%-8s %-6s %12s %9s %7s %12s %9s %7s %8s\n", "batch", "ctx", "mma us", "GB/s", "%copy",
                "transp. us", "GB/s", "%copy", "new/old");
    for (int64_t batch : {1, 32, 128}) {
        const int64_t context = 2657, block = 16;
        const double set_bytes = double(batch) * context * 8 * (128 + 4) * 2;
        const int count = static_cast<int>(std::clamp(std::ceil(150e6 / set_bytes), 1.0, 16.0));
        std::vector<Paged> sets;
        for (int i = 0; i < count; ++i) sets.push_back(make_paged(batch, context, block, true));
        const double bytes = set_bytes + 2.0 * batch * 16 * 128 * 2;
        const double scale = 1.0 / std::sqrt(128.0);
        auto call = [&](int i) {
            const Paged& p = sets[i % count];
            ops::paged_decode_attention(p.q, p.k_cache, p.v_cache, p.tables, p.lens, scale, p.k_scales, p.v_scales);
        };
        std::vector<double> ms[2];
        for (int round = 0; round < 3; ++round)
            for (int swapped = 0; swapped < 2; ++swapped) {
                tuning.paged_fp8_swapped = swapped == 1;
                const folio::engine::kernels::KernelTuningScope variant(tuning);
                ms[swapped].push_back(graph_ms(call, 20, g_runs));
            }
        double median[2];
        for (int v = 0; v < 2; ++v) {
            std::sort(ms[v].begin(), ms[v].end());
            median[v] = ms[v][1];
        }
        const auto gbs = [&](double m) { return bytes / (m * 1e-3) / 1e9; };
        std::printf("%-8lld %-6lld %12.1f %9.0f %6.0f%% %12.1f %9.0f %6.0f%% %7.2fx\n", static_cast<long long>(batch),
                    static_cast<long long>(context), median[0] * 1e3, gbs(median[0]), 100 * gbs(median[0]) / g_ceiling_gbs,
                    median[1] * 1e3, gbs(median[1]), 100 * gbs(median[1]) / g_ceiling_gbs, median[1] / median[0]);
        std::fflush(stdout);
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (!at::hasCUDA() || !ops::cuda_kernels_built()) {
        std::printf("folio-kernel-bench: needs a CUDA device and a build with the kernels\n");
        return 77;
    }
    // folio-kernel-bench [RUNS] [--paged-fp8-scalar] [--paged-fp8-first] [--paged-fp8-ab]:
    // the scalar fp8 attention kernel instead of the tensor-core one (what the latter is
    // measured against); the first tensor-core kernel instead of its transposed variant (the
    // default); only the table of the two tensor-core variants side by side.
    folio::engine::KernelTuning tuning;
    g_runs = 50;
    bool fp8_ab = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--paged-fp8-scalar") tuning.paged_fp8_mma = false;
        else if (arg == "--paged-fp8-first") tuning.paged_fp8_swapped = false;
        else if (arg == "--paged-fp8-ab") fp8_ab = true;
        else g_runs = std::atoi(argv[i]);
    }
    const folio::engine::kernels::KernelTuningScope scope(tuning);
    {
        const at::Tensor a = at::empty({int64_t(1) << 30}, kBf16.dtype(at::kByte)).fill_(1);
        at::Tensor b = at::empty_like(a);
        const double ms = median_ms([&](int) { b.copy_(a); }, 3, 20);
        g_ceiling_gbs = 2.0 * a.numel() / (ms * 1e-3) / 1e9;
    }
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    std::printf("device %s, %d SMs, L2 %d MB; measured copy ceiling %.0f GB/s\n", prop.name,
                prop.multiProcessorCount, prop.l2CacheSize >> 20, g_ceiling_gbs);
    if (fp8_ab) {
        paged_fp8_ab(tuning);
        return 0;
    }
    std::printf("%-22s %-34s %9s %9s %9s %7s %7s %10s %8s\n", "kernel", "shape (bf16)", "graph us",
                "eager us", "GB/s", "%copy", "%4.3T", "ATen us", "speedup");

    constexpr int kSets = 3;
    {  // RMSNorm, 64 MiB per input set
        const int64_t rows = 32768, hidden = 1024;
        std::vector<at::Tensor> x, r;
        for (int i = 0; i < kSets; ++i) {
            x.push_back(at::randn({rows, hidden}, kBf16));
            r.push_back(at::randn({rows, hidden}, kBf16));
        }
        const at::Tensor w = at::randn({hidden}, kBf16);
        const double n = double(rows) * hidden * 2;
        Row row{"rms_norm", "32768x1024", 2 * n, 0, 0};
        measure(row, [&](int i) { ops::rms_norm(x[i % kSets], w, 1e-6); },
                [&](int i) { fb::rms_norm(x[i % kSets], w, 1e-6); }, 5);
        Row fused{"fused_add_rms_norm", "32768x1024", 4 * n, 0, 0};
        measure(fused, [&](int i) { ops::fused_add_rms_norm(x[i % kSets], r[i % kSets], w, 1e-6); },
                [&](int i) { fb::fused_add_rms_norm(x[i % kSets], r[i % kSets], w, 1e-6); }, 5);
    }
    {  // SiLU * up: 16384 tokens of the 3072-wide MLP
        const int64_t rows = 16384, inner = 3072;
        std::vector<at::Tensor> gu;
        for (int i = 0; i < kSets; ++i) gu.push_back(at::randn({rows, 2 * inner}, kBf16));
        Row row{"silu_mul", "16384x(2x3072)", 3.0 * rows * inner * 2, 0, 0};
        measure(row, [&](int i) { ops::silu_mul(gu[i % kSets]); },
                [&](int i) { fb::silu_mul(gu[i % kSets]); }, 5);
    }
    {  // QK-norm + RoPE on views of a qkv projection (v untouched: not counted)
        const int64_t tokens = 16384;
        std::vector<at::Tensor> qkv;
        for (int i = 0; i < kSets; ++i) qkv.push_back(at::randn({tokens, 32 * 128}, kBf16));
        const at::Tensor w = at::randn({128}, kBf16);
        const at::Tensor pos = at::randint(0, 16384, {tokens}, at::TensorOptions().dtype(at::kLong).device(at::kCUDA));
        auto call = [&](bool fast, int i) {
            at::Tensor q = qkv[i % kSets].narrow(1, 0, 16 * 128).view({tokens, 16, 128});
            at::Tensor k = qkv[i % kSets].narrow(1, 16 * 128, 8 * 128).view({tokens, 8, 128});
            if (fast) ops::qk_norm_rope(q, k, w, w, pos, 1e6, 1e-6);
            else fb::qk_norm_rope(q, k, w, w, pos, 1e6, 1e-6);
        };
        Row row{"qk_norm_rope", "16384x(16+8)x128", 2.0 * tokens * 24 * 128 * 2, 0, 0};
        measure(row, [&](int i) { call(true, i); },
                [&](int i) { call(false, i); }, 5);
    }
    // The decode step's per-layer prologue: qk_norm_rope_append (one kernel) against
    // qk_norm_rope then kv_append_paged. Both under CUDA graph replay: here the "ATen us" column
    // is the two CUDA kernels' graph time and "speedup" is two / fused. Bytes: q, k, v read, q, k
    // written, the k/v cache rows (+ fp8 scales) written. Small and L2-resident: latency.
    for (auto [tokens, fp8] : {std::pair<int64_t, bool>{1, false}, {128, false}, {1, true}, {128, true}}) {
        const int64_t blocks = 1024, block_size = 16, capacity = blocks * block_size;
        std::vector<at::Tensor> qkv;
        for (int i = 0; i < kSets; ++i) qkv.push_back(at::randn({tokens, 32 * 128}, kBf16));
        const at::Tensor w = at::randn({128}, kBf16);
        const at::Tensor pos = at::randint(0, 16384, {tokens}, at::TensorOptions().dtype(at::kLong).device(at::kCUDA));
        const at::Tensor map = at::randperm(capacity, at::TensorOptions().dtype(at::kLong).device(at::kCUDA)).narrow(0, 0, tokens);
        at::Tensor kc = at::randn({blocks, block_size, 8, 128}, kBf16), vc = at::randn({blocks, block_size, 8, 128}, kBf16);
        std::optional<at::Tensor> ks, vs;
        if (fp8) {
            kc = at::zeros({blocks, block_size, 8, 128}, kBf16.dtype(at::kByte)).view(at::kFloat8_e4m3fn);
            vc = at::zeros({blocks, block_size, 8, 128}, kBf16.dtype(at::kByte)).view(at::kFloat8_e4m3fn);
            ks = at::ones({blocks, block_size, 8}, kBf16.dtype(at::kFloat));
            vs = at::ones({blocks, block_size, 8}, kBf16.dtype(at::kFloat));
        }
        auto call = [&](bool fused, int i) {
            at::Tensor& t = qkv[i % kSets];
            at::Tensor q = t.narrow(1, 0, 16 * 128).view({tokens, 16, 128});
            at::Tensor k = t.narrow(1, 16 * 128, 8 * 128).view({tokens, 8, 128});
            const at::Tensor v = t.narrow(1, 24 * 128, 8 * 128).view({tokens, 8, 128});
            if (fused) {
                ops::qk_norm_rope_append(q, k, v, w, w, pos, 1e6, 1e-6, kc, vc, map, ks, vs);
            } else {
                ops::qk_norm_rope(q, k, w, w, pos, 1e6, 1e-6);
                ops::kv_append_paged(k, v, kc, vc, map, ks, vs);
            }
        };
        const double cache_bytes = fp8 ? 2.0 * tokens * 8 * (128 + 4) : 2.0 * tokens * 8 * 128 * 2;
        Row row{fp8 ? "rope+append fp8" : "rope+append", "b" + std::to_string(tokens) + " (16+8+8)x128 (vs 2 kernels)",
                tokens * (32 + 24) * 128 * 2.0 + cache_bytes, 0, 0};
        row.ms = median_ms([&](int i) { call(true, i); }, 5, g_runs);
        row.graph_ms = graph_ms([&](int i) { call(true, i); }, 20, 20);
        row.fallback_ms = graph_ms([&](int i) { call(false, i); }, 20, 20);
        print_row(row);
    }
    {  // Pixtral 2D RoPE: four full pages of patches (55x55 merged = 110x110 patches... 3025 x 4)
        const int64_t tokens = 4 * 110 * 110;
        std::vector<at::Tensor> q, k;
        for (int i = 0; i < kSets; ++i) {
            q.push_back(at::randn({tokens, 16, 64}, kBf16));
            k.push_back(at::randn({tokens, 16, 64}, kBf16));
        }
        const at::Tensor idx = at::arange(tokens, at::TensorOptions().dtype(at::kLong).device(at::kCUDA)).remainder(110 * 110);
        const at::Tensor rows = idx.div(110, "floor"), cols = idx.remainder(110);
        Row row{"rope_2d", "48400x(16+16)x64", 2.0 * tokens * 32 * 64 * 2, 0, 0};
        measure(row, [&](int i) { ops::rope_2d(q[i % kSets], k[i % kSets], rows, cols, 1e4); },
                [&](int i) { fb::rope_2d(q[i % kSets], k[i % kSets], rows, cols, 1e4); }, 5);
    }
    {  // KV append: a 16384-token prefill into a shuffled pool
        const int64_t tokens = 16384, slots = 4 * tokens;
        std::vector<at::Tensor> k, v;
        for (int i = 0; i < kSets; ++i) {
            k.push_back(at::randn({tokens, 8, 128}, kBf16));
            v.push_back(at::randn({tokens, 8, 128}, kBf16));
        }
        at::Tensor kc = at::randn({slots / 16, 16, 8, 128}, kBf16), vc = at::randn({slots / 16, 16, 8, 128}, kBf16);
        const at::Tensor map = at::randperm(slots, at::TensorOptions().dtype(at::kLong).device(at::kCUDA)).narrow(0, 0, tokens);
        Row row{"kv_append_paged", "16384x8x128 k+v", 4.0 * tokens * 8 * 128 * 2, 0, 0};
        measure(row, [&](int i) { ops::kv_append_paged(k[i % kSets], v[i % kSets], kc, vc, map); },
                [&](int i) { fb::kv_append_paged(k[i % kSets], v[i % kSets], kc, vc, map); }, 5);
    }
    // Paged decode: one layer's step; bytes = all K and V of the contexts (+ their fp8 scales)
    // + q + out. The tables hold exactly the blocks of the context (as a bucket of it would).
    for (auto [batch, context, block, fp8] : {std::tuple<int64_t, int64_t, int64_t, bool>{1, 3145, 16, false}, {8, 3145, 16, false},
                                              {32, 3145, 16, false}, {128, 3145, 16, false}, {128, 3145, 256, false},
                                              {16, 16384, 16, false}, {1, 3145, 16, true}, {8, 3145, 16, true},
                                              {32, 3145, 16, true}, {128, 3145, 16, true}}) {
        std::vector<Paged> sets;
        const double row_bytes = fp8 ? 128 + 4 : 128 * 2;  // per token and kv head, K or V
        const double set_bytes = double(batch) * context * 8 * row_bytes * 2;
        const int count = static_cast<int>(std::clamp(std::ceil(150e6 / set_bytes), 1.0, 16.0));
        for (int i = 0; i < count; ++i) sets.push_back(make_paged(batch, context, block, fp8));
        const double scale = 1.0 / std::sqrt(128.0);
        auto call = [&](bool fast, int i) {
            const Paged& p = sets[i % count];
            if (fast) ops::paged_decode_attention(p.q, p.k_cache, p.v_cache, p.tables, p.lens, scale, p.k_scales, p.v_scales);
            else fb::paged_decode_attention(p.q, p.k_cache, p.v_cache, p.tables, p.lens, scale, p.k_scales, p.v_scales);
        };
        Row row{fp8 ? "paged_decode fp8" : "paged_decode",
                "b" + std::to_string(batch) + " ctx" + std::to_string(context) + " bs" + std::to_string(block) + " 16/8x128",
                set_bytes + 2.0 * batch * 16 * 128 * 2, 0, 0};
        measure(row, [&](int i) { call(true, i); },
                [&](int i) { call(false, i); }, 5);
    }
    // Sampling: bytes = one read of the logits (the kernel makes 5 passes, 4 of them from L2).
    for (int64_t batch : {1, 8, 128}) {
        const int64_t vocab = 151936;
        const at::Tensor logits = at::randn({batch, vocab}, kBf16).mul(3);
        const at::Tensor seeds = at::arange(batch, at::TensorOptions().dtype(at::kLong).device(at::kCUDA));
        Row row{"sample_top_p T.2 p.9", "b" + std::to_string(batch) + "x151936", double(batch) * vocab * 2, 0, 0};
        measure(row, [&](int i) { ops::sample_top_p(logits, 0.2, 0.9, seeds.add(i)); },
                [&](int i) { fb::sample_top_p(logits, 0.2, 0.9, seeds.add(i)); }, 3);
        Row greedy{"greedy_argmax", "b" + std::to_string(batch) + "x151936", double(batch) * vocab * 2, 0, 0};
        measure(greedy, [&](int) { ops::greedy_argmax(logits); },
                [&](int) { fb::greedy_argmax(logits); }, 5);
    }
    return 0;
}

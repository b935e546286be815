// folio-gemv-bench: the small-batch linear layers (kernels/linear.h) against at::linear (cuBLAS)
// at decode batch sizes, on the decoder's weight shapes.
//
// Each number is the median time per call inside a replayed CUDA graph of 20 calls (no host
// launch overhead, as a decode step under graphs sees it). The calls rotate over enough copies
// of the weight to exceed the L2 (so weights come from HBM, as in a 28-layer step). Bytes =
// weight + x + output (+ the residual read for linear_add_); the ceiling is a measured
// device-to-device copy (bytes read + written). The norm+ rows (rms_norm_linear: RMSNorm fused
// into the GEMV) compare against ops::rms_norm + our ops::linear / linear_silu_mul in the same
// graph instead of ATen (the "ATen" columns; bytes count the fused call's traffic for both). A
// second table sweeps the kernel's plans
// (tiles per warp x k split) through the raw launcher, to tune plan_gemv.
//
// Usage: folio-gemv-bench [runs=20] [sweep=1]
#include <ATen/ATen.h>
#include <ATen/cuda/CUDAContext.h>
#include <ATen/cuda/CUDAGraph.h>
#include <c10/cuda/CUDAGuard.h>
#include <cuda_runtime_api.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "../../../engine/kernels/gemv_launch.h"
#include "bench_timing.h"
#include "kernels/linear.h"
#include "kernels/ops.h"

namespace ops = folio::engine::kernels;
namespace cu = folio::engine::kernels::cuda;

namespace {

const auto kBf16 = at::TensorOptions().dtype(at::kBFloat16).device(at::kCUDA);
int g_runs = 20;
constexpr int kPerGraph = 20;

void check_cuda(const char* what) {
    const cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) {
        std::fprintf(stderr, "CUDA error (%s): %s\n", what, cudaGetErrorString(err));
        std::exit(1);
    }
}

// Median milliseconds of `runs` calls of f(), after `warmup` calls.
double median_ms(const std::function<void()>& f, int warmup, int runs) {
    return folio::test::kernels::median_ms([&](int) { f(); }, warmup, runs);
}

// Microseconds per call of f(i) with kPerGraph calls (i = 0..kPerGraph-1) in one CUDA graph.
double graph_us(const std::function<void(int)>& f) {
    const double ms = folio::test::kernels::graph_ms(f, kPerGraph, g_runs);
    return ms < 0 ? -1 : ms * 1e3;
}

struct Layer {
    const char* name;
    int64_t n, k;  // weight [n, k]
    enum Kind { plain, silu, add, norm, norm_silu } kind;
};

// Weight copies whose total exceeds the L2 several times over (at least 2).
std::vector<at::Tensor> weights(int64_t n, int64_t k) {
    const double bytes = double(n) * k * 2;
    const int copies = static_cast<int>(std::clamp(std::ceil(200e6 / bytes), 2.0, 32.0));
    std::vector<at::Tensor> w;
    for (int i = 0; i < copies; ++i) w.push_back(at::randn({n, k}, kBf16).mul(1.0 / std::sqrt(double(k))));
    return w;
}

}  // namespace

int main(int argc, char** argv) {
    if (!at::hasCUDA() || !ops::cuda_kernels_built()) {
        std::printf("folio-gemv-bench: needs a CUDA device and a build with the kernels\n");
        return 77;
    }
    g_runs = argc > 1 ? std::max(3, std::atoi(argv[1])) : 20;
    const bool sweep = argc > 2 ? std::atoi(argv[2]) != 0 : true;
    double ceiling = 0;
    {
        const at::Tensor a = at::empty({int64_t(1) << 30}, kBf16.dtype(at::kByte)).fill_(1);
        at::Tensor b = at::empty_like(a);
        const double ms = median_ms([&] { b.copy_(a); }, 3, 20);
        ceiling = 2.0 * a.numel() / (ms * 1e-3) / 1e9;
    }
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    std::printf("device %s, %d SMs, L2 %d MB; measured copy ceiling %.0f GB/s\n", prop.name,
                prop.multiProcessorCount, prop.l2CacheSize >> 20, ceiling);
    std::printf("per call in a replayed graph of %d calls, bf16, weights rotating beyond the L2\n",
                kPerGraph);
    std::printf("%-18s %-12s %4s %9s %8s %6s %9s %8s %6s %7s  %s\n", "layer", "weight", "rows",
                "ours us", "GB/s", "%copy", "ATen us", "GB/s", "%copy", "speedup", "plan");

    const std::vector<Layer> layers = {
        {"qkv", 4096, 1024, Layer::plain},          {"o", 1024, 2048, Layer::plain},
        {"gate_up", 6144, 1024, Layer::plain},      {"down", 1024, 3072, Layer::plain},
        {"lm_head", 151936, 1024, Layer::plain},    {"gate_up+silu", 6144, 1024, Layer::silu},
        {"o+residual", 1024, 2048, Layer::add},     {"down+residual", 1024, 3072, Layer::add},
        {"norm+qkv", 4096, 1024, Layer::norm},      {"norm+gate_up+silu", 6144, 1024, Layer::norm_silu}};
    constexpr double kEps = 1e-6;
    const int64_t row_counts[] = {1, 4, 8, 16};

    struct SweepRow {
        std::string what;
        double default_us, best_us;
        cu::GemvPlan best, chosen;
        double no_pdl_us = -1, l2_prefetch_us = -1;
    };
    std::vector<SweepRow> sweep_rows;

    for (const Layer& layer : layers) {
        const std::vector<at::Tensor> w = weights(layer.n, layer.k);
        const int copies = static_cast<int>(w.size());
        const bool silu = layer.kind == Layer::silu || layer.kind == Layer::norm_silu;
        const bool norm = layer.kind == Layer::norm || layer.kind == Layer::norm_silu;
        const int64_t out_cols = silu ? layer.n / 2 : layer.n;
        const at::Tensor nw = at::randn({layer.k}, kBf16).mul(0.3).add(1.0);
        for (int64_t rows : row_counts) {
            std::vector<at::Tensor> x, res;
            for (int i = 0; i < copies; ++i) {
                x.push_back(at::randn({rows, layer.k}, kBf16));
                res.push_back(at::randn({rows, out_cols}, kBf16));
            }
            double ours = 0, aten = 0;
            switch (layer.kind) {
                case Layer::plain:
                    ours = graph_us([&](int i) { ops::linear(x[i % copies], w[i % copies]); });
                    aten = graph_us([&](int i) { at::linear(x[i % copies], w[i % copies]); });
                    break;
                case Layer::silu:
                    ours = graph_us([&](int i) { ops::linear_silu_mul(x[i % copies], w[i % copies]); });
                    aten = graph_us([&](int i) { ops::silu_mul(at::linear(x[i % copies], w[i % copies])); });
                    break;
                case Layer::add:
                    ours = graph_us([&](int i) { ops::linear_add_(res[i % copies], x[i % copies], w[i % copies]); });
                    aten = graph_us([&](int i) { res[i % copies].add_(at::linear(x[i % copies], w[i % copies])); });
                    break;
                case Layer::norm:
                case Layer::norm_silu:
                    ours = graph_us([&](int i) { ops::rms_norm_linear(x[i % copies], nw, kEps, w[i % copies], silu); });
                    aten = graph_us([&](int i) {
                        const at::Tensor normed = ops::rms_norm(x[i % copies], nw, kEps);
                        if (silu) ops::linear_silu_mul(normed, w[i % copies]);
                        else ops::linear(normed, w[i % copies]);
                    });
                    break;
            }
            const double bytes = 2.0 * (double(layer.n) * layer.k + rows * layer.k + rows * out_cols *
                                        (layer.kind == Layer::add ? 2 : 1));
            const double ours_gbs = bytes / (ours * 1e-6) / 1e9, aten_gbs = bytes / (aten * 1e-6) / 1e9;
            const cu::GemvPlan plan = cu::plan_gemv(
                silu ? cu::GemvMode::silu_mul : layer.kind == Layer::add ? cu::GemvMode::add : cu::GemvMode::store,
                rows, out_cols, layer.k, prop.multiProcessorCount);
            char shape[32];
            std::snprintf(shape, sizeof shape, "%lldx%lld", static_cast<long long>(layer.n),
                          static_cast<long long>(layer.k));
            std::printf("%-18s %-12s %4lld %9.2f %8.0f %5.0f%% %9.2f %8.0f %5.0f%% %6.2fx  %dx%d\n",
                        layer.name, shape, static_cast<long long>(rows), ours, ours_gbs,
                        100 * ours_gbs / ceiling, aten, aten_gbs, 100 * aten_gbs / ceiling,
                        aten / ours, plan.tiles_per_warp, plan.ksplit);
            std::fflush(stdout);

            if (!sweep || layer.kind == Layer::add) continue;
            // Every plan through the raw launcher (outputs preallocated).
            const cu::GemvMode mode = silu ? cu::GemvMode::silu_mul : cu::GemvMode::store;
            std::vector<at::Tensor> out;
            for (int i = 0; i < copies; ++i) out.push_back(at::empty({rows, out_cols}, kBf16));
            SweepRow row{std::string(layer.name) + " " + shape + " rows " + std::to_string(rows), ours, 1e30, {}, plan};
            auto time_plan = [&](const cu::GemvPlan& p) {
                return graph_us([&](int i) {
                    const cudaStream_t stream = at::cuda::getCurrentCUDAStream().stream();
                    const cudaError_t err =
                        norm ? cu::launch_rms_norm_gemv(cu::DType::bf16, mode, out[i % copies].data_ptr(),
                                                        x[i % copies].data_ptr(), nw.data_ptr(), kEps,
                                                        w[i % copies].data_ptr(), rows, out_cols, layer.k,
                                                        stream, p)
                             : cu::launch_gemv(cu::DType::bf16, mode, out[i % copies].data_ptr(),
                                               x[i % copies].data_ptr(), w[i % copies].data_ptr(), rows,
                                               out_cols, layer.k, stream, p);
                    if (err != cudaSuccess) {
                        std::fprintf(stderr, "%s: %s\n", norm ? "launch_rms_norm_gemv" : "launch_gemv",
                                     cudaGetErrorString(err));
                        std::exit(1);
                    }
                });
            };
            cu::GemvPlan no_pdl = plan;
            no_pdl.programmatic = false;
            row.no_pdl_us = time_plan(no_pdl);
            cu::GemvPlan l2_prefetch = plan;
            l2_prefetch.preload = false;
            row.l2_prefetch_us = time_plan(l2_prefetch);
            for (int tiles : {1, 2}) {
                if (mode == cu::GemvMode::silu_mul && tiles == 1) continue;
                for (int ksplit : {1, 2, 4, 8}) {
                    const cu::GemvPlan p{tiles, ksplit};
                    const double us = time_plan(p);
                    if (us > 0 && us < row.best_us) row.best_us = us, row.best = p;
                }
            }
            sweep_rows.push_back(row);
        }
    }
    if (!sweep_rows.empty()) {
        std::printf("\nplan sweep (tiles per warp x k split), graph us per call\n");
        std::printf("%-36s %9s %6s %9s %6s %8s %10s %10s\n", "case", "default", "plan", "best", "plan", "gain",
                    "no-PDL us", "L2-pref us");
        for (const SweepRow& r : sweep_rows)
            std::printf("%-36s %9.2f %3dx%-2d %9.2f %3dx%-2d %7.1f%% %10.2f %10.2f\n", r.what.c_str(), r.default_us,
                        r.chosen.tiles_per_warp, r.chosen.ksplit, r.best_us, r.best.tiles_per_warp,
                        r.best.ksplit, 100 * (r.default_us / r.best_us - 1), r.no_pdl_us, r.l2_prefetch_us);
    }
    return 0;
}

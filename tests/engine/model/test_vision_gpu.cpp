// The vision encoder + projector alone at LightOnOCR-2-1B's real dimensions on CUDA, random
// weights built here (no model files): one 1540x1092 page (110 x 78 = 8580 patches).
//  - bf16: median time of the page (host page and device page), peak activation memory, for
//    each SDPA backend (EngineTuning::vision_attention: the dispatcher's choice, flash, cuDNN with and
//    without its key split, memory-efficient);
//  - bf16 features against fp32 features of the same weights (TF32 off), per backend;
//  - fp32: three pages in one pass (block-diagonal attention, odd grid included) against each
//    page alone, which exercises the CUDA kernels on the strided q/k views of several images.
// Times are printed; the memory, the accuracy of every backend and the multi-page checks fail.
#include <ATen/ATen.h>
#include <ATen/Context.h>
#include <ATen/core/grad_mode.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#ifdef FOLIO_WITH_CUDA
#include <c10/cuda/CUDACachingAllocator.h>
#include <c10/cuda/CUDAFunctions.h>
#endif

#include "model/projector.h"
#include "model/vision_encoder.h"
// c10's logging header defines a CHECK of its own; the tests use testing.h's.
#undef CHECK
#include "testing.h"

namespace {

using folio::engine::ModelConfig;
using folio::engine::PatchGrid;
using folio::engine::Projector;
using folio::engine::VisionEncoder;
using folio::engine::WeightMap;

constexpr double kGiB = double(1ull << 30);

ModelConfig real_config() {
    ModelConfig c;
    c.vision = folio::engine::VisionConfig{1024, 4096, 24, 16, 64, 14, 1540, 3, 10000.0, 1e-5};
    c.text.hidden_size = 1024;
    c.text.rms_norm_eps = 1e-6;
    c.spatial_merge_size = 2;
    return c;
}

struct Tower {
    VisionEncoder vision;
    Projector projector;
    Tower(const ModelConfig& c, const WeightMap& w, folio::engine::SdpaBackend attention = folio::engine::SdpaBackend::automatic)
        : vision(c.vision, w, attention), projector(c, w) {}
    at::Tensor encode(const std::vector<at::Tensor>& pages) const {
        at::NoGradGuard no_grad;
        std::vector<PatchGrid> grids;
        return at::cat(projector.forward(vision.forward(pages, grids), grids));
    }
};

// fp32 weights on the GPU, scaled as make_reference.py's randomize (std 1/sqrt(fan_in), norm
// weights 1 + 0.2 N(0, 1)).
WeightMap random_weights(const ModelConfig& c) {
    at::manual_seed(11);
    const auto opts = at::TensorOptions().dtype(at::kFloat).device(at::kCUDA);
    WeightMap w;
    const auto linear = [&](const std::string& name, int64_t out, int64_t in) {
        w[name] = at::randn({out, in}, opts).div_(std::sqrt(double(in)));
    };
    const auto norm = [&](const std::string& name, int64_t n) { w[name] = at::randn({n}, opts).mul_(0.2).add_(1.0); };
    const int64_t d = c.vision.hidden_size, inter = c.vision.intermediate_size, p = c.vision.patch_size;
    const std::string v = "model.vision_encoder.";
    w[v + "patch_conv.weight"] = at::randn({d, 3, p, p}, opts).div_(std::sqrt(double(3 * p * p)));
    norm(v + "ln_pre.weight", d);
    for (int i = 0; i < c.vision.num_hidden_layers; ++i) {
        const std::string l = v + "transformer.layers." + std::to_string(i) + ".";
        norm(l + "attention_norm.weight", d);
        norm(l + "ffn_norm.weight", d);
        for (const char* proj : {"q_proj", "k_proj", "v_proj", "o_proj"}) linear(l + "attention." + proj + ".weight", d, d);
        linear(l + "feed_forward.gate_proj.weight", inter, d);
        linear(l + "feed_forward.up_proj.weight", inter, d);
        linear(l + "feed_forward.down_proj.weight", d, inter);
    }
    const std::string pr = "model.vision_projection.";
    norm(pr + "norm.weight", d);
    linear(pr + "patch_merger.merging_layer.weight", d, 4 * d);
    linear(pr + "linear_1.weight", c.text.hidden_size, d);
    linear(pr + "linear_2.weight", c.text.hidden_size, c.text.hidden_size);
    return w;
}

double relative_error(const at::Tensor& actual, const at::Tensor& expected) {
    const at::Tensor e = expected.to(at::kDouble), a = actual.to(at::kDouble);
    return (a - e).abs().max().item<double>() / e.abs().max().item<double>();
}

// Pages like the preprocessor's output: float32 [3, H, W] on the host.
at::Tensor random_page(int64_t h, int64_t w) { return at::randn({3, h, w}); }

#ifdef FOLIO_WITH_CUDA
WeightMap cast(const WeightMap& w, at::ScalarType dtype) {
    WeightMap out;
    for (const auto& [name, t] : w) out[name] = t.to(dtype);
    return out;
}

// FLOPs of one page through the tower (GEMMs and attention; elementwise ops not counted).
double tower_flops(int64_t n) {
    const double d = 1024, inter = 4096;
    const double layer = 2.0 * n * d * (3 * d + d + 2 * inter) + 2.0 * n * inter * d + 4.0 * double(n) * n * d;
    const double merged = double(n) / 4;
    return 24 * layer + 2.0 * n * 3 * 14 * 14 * d + 2.0 * merged * (4 * d * d + 2 * d * d);
}

void synchronize() { c10::cuda::device_synchronize(); }

struct Timing {
    double median_ms = 0;
    double peak_extra_gib = 0;  // allocated above what was allocated before the call
};

Timing time_page(const Tower& tower, const at::Tensor& page) {
    tower.encode({page});  // warm-up (cuBLAS / cuDNN plans)
    synchronize();
    const auto stats0 = c10::cuda::CUDACachingAllocator::getDeviceStats(0);
    c10::cuda::CUDACachingAllocator::resetPeakStats(0);
    std::vector<double> ms;
    for (int i = 0; i < 7; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        const at::Tensor out = tower.encode({page});
        synchronize();
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    const auto stats = c10::cuda::CUDACachingAllocator::getDeviceStats(0);
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2],
            double(stats.allocated_bytes[0].peak - stats0.allocated_bytes[0].current) / kGiB};
}
#endif

void require_cuda() {
#ifndef FOLIO_WITH_CUDA
    SKIP("this build has no CUDA");
#endif
    if (!at::hasCUDA()) SKIP("no CUDA device");
}

const std::vector<std::string> kBackends = {"auto", "flash", "cudnn", "cudnn_whole", "efficient"};

}  // namespace

FOLIO_TEST(real_size_bf16_page_time_memory_and_error_per_sdpa_backend) {
    require_cuda();
#ifdef FOLIO_WITH_CUDA
    at::globalContext().setAllowTF32CuBLAS(false);
    at::globalContext().setAllowTF32CuDNN(false);
    const ModelConfig config = real_config();
    const at::Tensor page = random_page(1540, 1092);
    const at::Tensor page_on_device = page.to(at::kCUDA);
    at::Tensor reference;
    {
        const WeightMap w32 = random_weights(config);
        const Tower tower32(config, w32);
        reference = tower32.encode({page});
        const WeightMap w16 = cast(w32, at::kBFloat16);
        const int64_t n = 110 * 78;
        const double flops = tower_flops(n);
        std::printf("  one 1540x1092 page, %lld patches, %.2f TFLOP\n", static_cast<long long>(n), flops / 1e12);
        // Every backend the tuning can pick runs this page on an H200 (a failure to launch is a
        // failure of the test), within bf16's error of fp32 and without N x N scores.
        for (const std::string& backend : kBackends) {
            const Tower tower16(config, w16, folio::engine::parse_sdpa_backend(backend));
            const at::Tensor out = tower16.encode({page_on_device});
            const double err = relative_error(out, reference);
            const Timing on_device = time_page(tower16, page_on_device);
            const Timing on_host = time_page(tower16, page);
            std::printf("  sdpa %-9s bf16: %.2f ms (page on device; %.1f TFLOP/s), %.2f ms (page on host), "
                        "peak activations %.3f GiB, relative error vs fp32 %.3g\n",
                        backend.c_str(), on_device.median_ms, flops / on_device.median_ms / 1e9,
                        on_host.median_ms, on_host.peak_extra_gib, err);
            CHECK(on_host.peak_extra_gib < 1.0);
            CHECK(err < 5e-2);
        }
        const Timing fp32 = time_page(tower32, page_on_device);
        std::printf("  sdpa auto      fp32 (TF32 off): %.1f ms, peak activations %.3f GiB\n", fp32.median_ms,
                    fp32.peak_extra_gib);
        CHECK(fp32.peak_extra_gib < 2.0);
    }
#endif
}

FOLIO_TEST(real_size_fp32_pages_in_one_pass_match_each_page_alone) {
    require_cuda();
    at::globalContext().setAllowTF32CuBLAS(false);
    at::globalContext().setAllowTF32CuDNN(false);
    const ModelConfig config = real_config();
    const WeightMap w32 = random_weights(config);
    const Tower tower(config, w32);
    // 110x78, 22x18 and an odd 3x5 grid (the merge drops its last row and column).
    const std::vector<at::Tensor> pages = {random_page(1540, 1092), random_page(308, 252), random_page(42, 70)};
    std::vector<at::Tensor> alone;
    for (const at::Tensor& p : pages) alone.push_back(tower.encode({p}));
    const at::Tensor together = tower.encode(pages);
    const double err = relative_error(together, at::cat(alone));
    std::printf("  fp32: 3 pages in one pass vs each alone, relative error %.3g\n", err);
    CHECK_EQ(together.size(0), int64_t(55 * 39 + 11 * 9 + 1 * 2));
    CHECK(err < 1e-4);
}

FOLIO_TEST_MAIN()

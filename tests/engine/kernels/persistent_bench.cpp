// folio-persistent-bench: the persistent decoder kernel against the layered decode path it
// replaces, at the real size (28 layers, random bf16 weights, a 2645-token context: the standard
// page's mean), both replayed from CUDA graphs in the same run; then where the kernel's time
// goes, from its own %globaltimer stamps: per phase of a layer its time in a block (mean and
// slowest, waiting for its inputs included) and what it adds to the step.
//   folio-persistent-bench [context]
#include <ATen/ATen.h>
#include <ATen/Context.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "bench_timing.h"
#include "decoder_fixture.h"

using namespace folio::test::decoder;
using folio::test::kernels::graph_ms;

int main(int argc, char** argv) {
    if (!at::hasCUDA()) {
        std::printf("folio-persistent-bench: no CUDA device\n");
        return 77;
    }
    const int64_t context = argc > 1 ? std::atoll(argv[1]) : 2645;
    const int layers = 28;
    at::Generator gen = folio::test::kernels::generator(1234);
    const int64_t blocks_needed = (context + 15) / 16;
    Fixture f(layers, blocks_needed + 8, gen);
    const at::Tensor order = at::randperm(blocks_needed + 8, gen, at::TensorOptions().dtype(at::kLong));
    const Step s = make_step(7, context, order.narrow(0, 0, blocks_needed), blocks_needed, blocks_needed + 8, gen);
    const StepContext step = s.context();
    const kernels::PersistentDecoder& kernel = f.decoder.persistent();
    if (!f.decoder.forward_persistent(s.ids, step, f.pool).defined()) {
        std::printf("folio-persistent-bench: this device cannot run the persistent decoder\n");
        return 77;
    }
    const double layered = graph_ms([&](int) { f.decoder.forward(f.decoder.embed(s.ids), step, f.pool); }, 10, 40);
    const double persistent = graph_ms([&](int) { f.decoder.forward_persistent(s.ids, step, f.pool); }, 10, 40);
    // The tuning sweep (each a fresh graph).
    kernels::PersistentDecoder& tunable = const_cast<kernels::PersistentDecoder&>(kernel);
    std::printf("tuning: stages, KV prefetch, poll backoff ns -> ms\n");
    for (int stages : {8, 6, 4, 2})
        for (bool prefetch : {true, false})
            for (unsigned backoff : {0u, 100u, 400u}) {
                tunable.set_tuning({stages, prefetch, backoff});
                const double ms = graph_ms([&](int) { f.decoder.forward_persistent(s.ids, step, f.pool); }, 10, 20);
                std::printf("  %d %d %4u -> %.3f\n", stages, prefetch ? 1 : 0, backoff, ms);
            }
    tunable.set_tuning({});
    const double weight_bytes = layers * 2.0 * (4096.0 * 1024 + 1024 * 2048 + 6144.0 * 1024 + 1024 * 3072);
    const double kv_bytes = layers * 2.0 * 2 * context * 8 * 128;
    std::printf("folio-persistent-bench: 28 layers, context %lld, %d blocks, graph replays\n",
                static_cast<long long>(context), kernel.blocks());
    std::printf("%-26s %10s %12s\n", "decoder layers", "ms", "GB/s");
    std::printf("%-26s %10.3f %12.0f\n", "layered (7 kernels/layer)", layered, (weight_bytes + kv_bytes) / layered / 1e6);
    std::printf("%-26s %10.3f %12.0f\n", "persistent (1 kernel)", persistent,
                (weight_bytes + kv_bytes) / persistent / 1e6);

    // The timeline of one more launch.
    const int events = kernel.events();
    at::Tensor timeline = at::zeros({kernel.blocks(), events}, at::TensorOptions().dtype(at::kLong).device(at::kCUDA));
    for (int i = 0; i < 3; ++i)
        kernel.run(s.ids, s.positions, s.slots, s.block_tables, s.context_lens, f.pool.keys(0), layers, timeline);
    const at::Tensor t = timeline.cpu();
    const int64_t* stamps = t.data_ptr<int64_t>();
    const int nb = kernel.blocks();
    const auto at_ = [&](int b, int e) { return static_cast<double>(stamps[int64_t(b) * events + e]); };
    const char* names[] = {"A norm + qkv", "B attention + merge", "D o + residual", "E norm + gate/up", "F down + residual"};
    // Per phase: its time in each block (end to end of the previous phase, waits for its inputs
    // included), and what it adds to the whole: the latest end over the latest previous end.
    double mean[5] = {}, slowest[5] = {}, adds[5] = {};
    const auto latest = [&](int e) {
        double t = 0;
        for (int b = 0; b < nb; ++b) t = std::max(t, at_(b, e));
        return t;
    };
    for (int l = 0; l < layers; ++l)
        for (int p = 0; p < 5; ++p) {
            const int k = l * 5 + p + 1;
            double sum = 0, most = 0;
            for (int b = 0; b < nb; ++b) {
                const double w = at_(b, k) - at_(b, k - 1);
                sum += w;
                most = std::max(most, w);
            }
            mean[p] += sum / nb / layers;
            slowest[p] += most / layers;
            adds[p] += (latest(k) - latest(k - 1)) / layers;
        }
    double first = 1e30;
    for (int b = 0; b < nb; ++b) first = std::min(first, at_(b, 0));
    std::printf("\nper layer, us (mean over the %d layers)      block: mean   slowest   adds to the step\n", layers);
    double layer = 0;
    for (int p = 0; p < 5; ++p) {
        std::printf("  %-38s %10.2f %9.2f %12.2f\n", names[p], mean[p] / 1e3, slowest[p] / 1e3, adds[p] / 1e3);
        layer += adds[p] / 1e3;
    }
    std::printf("  %-38s %33.2f\nkernel, first start to last end: %.1f us\n", "layer", layer,
                (latest(events - 1) - first) / 1e3);
    return 0;
}

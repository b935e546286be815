// folio-persistent-bench: the persistent decoder kernel against the layered decode path it
// replaces, at the real size (28 layers, random bf16 weights, a 2645-token context: the standard
// page's mean), both replayed from CUDA graphs in the same run; then where the kernel's time
// goes, from its own %globaltimer stamps: per phase of a layer the work (from the previous
// barrier's release to this barrier's arrival; mean and slowest block) and the barrier (from the
// last block's arrival to the first release). After phases A and B the attention blocks wait for
// their own kv head's blocks only and the others go on at once, so that column is a lower bound
// there.
// %globaltimer's resolution on the device bounds how far sub-microsecond splits can be trusted;
// the layer times above come from CUDA events.
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
    const char* arg = argc > 1 ? argv[1] : "2645";
    char* end = nullptr;
    const long long context = std::strtoll(arg, &end, 10);
    if (argc > 2 || *end != '\0' || context < 1 || context > 16384) {
        std::fprintf(stderr, "folio-persistent-bench: the context must be 1..16384 tokens, got \"%s\"\n"
                             "usage: folio-persistent-bench [context]\n", arg);
        return 2;
    }
    if (!at::hasCUDA()) {
        std::printf("folio-persistent-bench: no CUDA device\n");
        return 77;
    }
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
    constexpr int kPhases = 8;  // marks a layer (persistent_decoder_launch.h): events = 2 x 8 x layers + 1
    if (events != 2 * kPhases * layers + 1) {
        std::fprintf(stderr, "folio-persistent-bench: %d timeline events, expected %d\n", events, 2 * kPhases * layers + 1);
        return 1;
    }
    // Hand-offs have a barrier column; checkpoints (a moment inside a phase) show ~0 or less there.
    const char* names[kPhases] = {"A residual + norm",        "A qkv rows, head hand-off",
                                  "B q/k/v, RoPE, append",    "B attention, merge wait",
                                  "C merge + o partials",     "E residual + norm",
                                  "E gate/up",                "E down partials, barrier"};
    double work_mean[kPhases] = {}, work_max[kPhases] = {}, barrier[kPhases] = {};
    for (int l = 0; l < layers; ++l)
        for (int p = 0; p < kPhases; ++p) {
            const int k = l * kPhases + p + 1;  // hand-off number: events 2k - 1 (arrival), 2k (release)
            double sum = 0, most = 0, last_arrival = 0, first_release = 1e30;
            for (int b = 0; b < nb; ++b) {
                const double w = at_(b, 2 * k - 1) - at_(b, 2 * k - 2);
                sum += w;
                most = std::max(most, w);
                last_arrival = std::max(last_arrival, at_(b, 2 * k - 1));
                first_release = std::min(first_release, at_(b, 2 * k));
            }
            work_mean[p] += sum / nb / layers;
            work_max[p] += most / layers;
            barrier[p] += (first_release - last_arrival) / layers;
        }
    double total = 0;
    for (int b = 0; b < nb; ++b) total = std::max(total, at_(b, events - 1) - at_(b, 0));
    std::printf("\nper layer, us (mean over the %d layers)   work: mean block  slowest block   barrier\n", layers);
    for (int p = 0; p < kPhases; ++p)
        std::printf("  %-38s %10.2f %14.2f %9.2f\n", names[p], work_mean[p] / 1e3, work_max[p] / 1e3, barrier[p] / 1e3);
    std::printf("  %-38s %25.2f\nkernel, first stamp to last release: %.1f us\n", "layer (the kernel / layers)",
                total / 1e3 / layers, total / 1e3);
    return 0;
}

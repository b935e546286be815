// folio-cpu-attention-bench: the CPU decode attention over a page's KV cache, alone.
//
// Makes LightOnOCR's 28 layers of bf16 (or fp32) cache at their real head shape (16 query heads,
// 8 kv heads, head_dim 128, blocks of 16 tokens, the blocks in scattered order as a pool hands
// them out), fills --context tokens of each with random rows, then times whole "steps": one
// decode attention per layer for --batch sequences of that depth. Prints the median step time,
// the cache bytes read per step and the rate they were read at, and the CPU time per step over
// the threads (what a step costs on cores of its own when other work shares the machine).
// --dtype fp8: bf16 queries on an fp8 e4m3 cache with its row scales.
//   folio-cpu-attention-bench [--context N] [--batch B] [--runs N] [--dtype bfloat16|float32|fp8]
#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "../cpu_bench_clock.h"
#include "kernels/ops.h"

namespace ops = folio::engine::kernels;
using folio::test::cpu_s;
using folio::test::now_s;

namespace {

constexpr int64_t kLayers = 28, kHeads = 16, kKvHeads = 8, kHeadDim = 128, kBlockSize = 16;

}  // namespace

int main(int argc, char** argv) {
    int64_t context = 2200, batch = 1;
    int runs = 20;
    at::ScalarType dtype = at::kBFloat16;
    bool fp8 = false;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--context") context = std::atoll(argv[i + 1]);
        else if (a == "--batch") batch = std::atoll(argv[i + 1]);
        else if (a == "--runs") runs = std::atoi(argv[i + 1]);
        else if (a == "--dtype") {
            const std::string name = argv[i + 1];
            dtype = name == "float32" ? at::kFloat : at::kBFloat16;
            fp8 = name == "fp8";
        }
    }
    const int64_t per_seq = (context + kBlockSize) / kBlockSize, blocks = per_seq * batch;
    const auto options = at::TensorOptions().dtype(dtype);
    const at::ScalarType cache_dtype = fp8 ? at::kFloat8_e4m3fn : dtype;
    std::vector<at::Tensor> keys, values, queries;
    for (int64_t layer = 0; layer < kLayers; ++layer) {
        keys.push_back(at::randn({blocks, kBlockSize, kKvHeads, kHeadDim}).to(cache_dtype));
        values.push_back(at::randn({blocks, kBlockSize, kKvHeads, kHeadDim}).to(cache_dtype));
        queries.push_back(at::randn({batch, kHeads, kHeadDim}, options));
    }
    std::optional<at::Tensor> scales;
    if (fp8) scales = at::ones({blocks, kBlockSize, kKvHeads});
    const at::Tensor tables =
        at::randperm(blocks, at::TensorOptions().dtype(at::kLong)).to(at::kInt).view({batch, per_seq});
    const at::Tensor lens = at::full({batch}, context, at::TensorOptions().dtype(at::kInt));
    const double scale = 1.0 / std::sqrt(static_cast<double>(kHeadDim));
    std::vector<double> walls;
    double cpu_total = 0;
    for (int run = 0; run <= runs; ++run) {
        const double w0 = now_s(), c0 = cpu_s();
        for (int64_t layer = 0; layer < kLayers; ++layer)
            ops::paged_decode_attention(queries[layer], keys[layer], values[layer], tables, lens, scale, scales, scales);
        if (run == 0) continue;  // warm-up
        walls.push_back(now_s() - w0);
        cpu_total += cpu_s() - c0;
    }
    std::sort(walls.begin(), walls.end());
    const double median = walls[walls.size() / 2];
    const double bytes = 2.0 * kLayers * batch * context * kKvHeads * (kHeadDim * at::elementSize(cache_dtype) + (fp8 ? 4 : 0));
    std::printf("threads %d  %s cache  batch %lld  context %lld: %.2f ms/step (median of %d), %.0f MB read, %.2f GB/s; "
                "CPU time/threads %.2f ms/step\n",
                at::get_num_threads(), at::toString(cache_dtype), static_cast<long long>(batch),
                static_cast<long long>(context), median * 1e3, runs, bytes * 1e-6, bytes / median * 1e-9,
                cpu_total / runs / at::get_num_threads() * 1e3);
    return 0;
}

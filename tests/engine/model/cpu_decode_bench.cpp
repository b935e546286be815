// folio-cpu-decode-bench: decode tokens/s on the CPU at a page's depth, per dtype.
//
// Loads the model folder in each dtype, gives one sequence a synthetic context of --context
// tokens (the KV pool's blocks taken and filled with random keys and values instead of a
// prefill, which on the CPU takes minutes at a full page's 2200 tokens), then times --steps
// greedy decode steps through LightOnOcrModel::decode_greedy (the scheduler's path) after one
// warm-up step. Prints load time, tokens/s, and the CPU time per step over the threads (what a
// step costs on cores of its own, when other work shares the machine).
// --kv fp8: an fp8 e4m3 cache (row-scaled) instead of one in the model's dtype.
//   folio-cpu-decode-bench MODEL_DIR [--context N] [--steps N] [--dtypes int8,bfloat16,float32] [--kv fp8]
#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <ATen/core/grad_mode.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "../cpu_bench_clock.h"
#include "model/lighton_ocr_model.h"

namespace fe = folio::engine;
using folio::test::cpu_s;
using folio::test::now_s;

namespace {

void bench(const std::string& dir, const std::string& dtype_name, int64_t context, int steps, bool fp8_cache) {
    const at::Device cpu(at::kCPU);
    const fe::ModelDtype dtype = fe::parse_model_dtype(dtype_name, cpu);
    const double load_start = now_s();
    auto model = fe::LightOnOcrModel::load(dir, dtype.activations, cpu, {}, dtype.int8_weights);
    const double load_s = now_s() - load_start;
    const at::ScalarType kv_dtype = fp8_cache ? at::kFloat8_e4m3fn : model->dtype();
    const fe::KvPoolShape shape = model->kv_shape(kv_dtype);
    model->configure_kv_pool((context + steps + 2 * shape.block_size) / shape.block_size + 1, kv_dtype);
    const auto& pool = model->kv_pool();
    fe::KvCache cache = model->new_cache();
    cache.reserve(context);
    cache.advance(context);
    for (int layer = 0; layer < pool->shape().layers; ++layer)  // plausible keys and values
        for (int32_t block : cache.blocks()) {
            if (fp8_cache) {  // codes of normal(0, 1) rows, scale 1
                pool->keys(layer)[block].copy_(at::randn(pool->keys(layer)[block].sizes()));
                pool->values(layer)[block].copy_(at::randn(pool->values(layer)[block].sizes()));
            } else {
                pool->keys(layer)[block].normal_();
                pool->values(layer)[block].normal_();
            }
        }
    std::vector<int32_t> token = {1000};
    double wall = 0, cpu_time = 0;
    for (int step = 0; step <= steps; ++step) {
        cache.reserve(1);
        const fe::DecodeHostInputs host = fe::decode_host_inputs(token, {&cache}, 1,
                                                                 static_cast<int64_t>(cache.blocks().size()));
        fe::DecodeInputs in;
        in.ids = at::tensor(host.ids, at::kLong);
        in.positions = at::tensor(host.positions, at::kLong);
        in.slots = at::tensor(host.slots, at::kLong);
        in.block_tables = at::tensor(host.block_tables, at::kInt).view({1, -1});
        in.context_lens = at::tensor(host.context_lens, at::kInt);
        const double w0 = now_s(), c0 = cpu_s();
        const at::Tensor next = model->decode_greedy(in);
        token[0] = static_cast<int32_t>(next.item<int64_t>());
        if (step > 0) wall += now_s() - w0, cpu_time += cpu_s() - c0;  // step 0: warm-up
        cache.advance(1);
    }
    const double cpu_step = cpu_time / steps / at::get_num_threads();
    std::printf("%-9s kv %s  load %5.1f s  context %5lld  decode %6.2f tokens/s (%.1f ms/step); CPU time/threads %.1f ms/step: "
                "%.2f tokens/s on idle cores\n",
                dtype_name.c_str(), fp8_cache ? "fp8" : "auto", load_s, static_cast<long long>(context), steps / wall, wall / steps * 1e3,
                cpu_step * 1e3, 1.0 / cpu_step);
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: folio-cpu-decode-bench MODEL_DIR [--context N] [--steps N] [--dtypes a,b]\n");
        return 2;
    }
    const std::string dir = argv[1];
    int64_t context = 2200;
    int steps = 8;
    std::string dtypes = "int8,bfloat16,float32";
    bool fp8_cache = false;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--context") context = std::atoll(argv[i + 1]);
        else if (a == "--steps") steps = std::atoi(argv[i + 1]);
        else if (a == "--dtypes") dtypes = argv[i + 1];
        else if (a == "--kv") fp8_cache = std::string(argv[i + 1]) == "fp8";
    }
    at::NoGradGuard no_grad;
    std::printf("threads %d\n", at::get_num_threads());
    size_t start = 0;
    while (true) {
        const size_t comma = dtypes.find(',', start);
        bench(dir, dtypes.substr(start, comma == std::string::npos ? std::string::npos : comma - start), context, steps, fp8_cache);
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    return 0;
}

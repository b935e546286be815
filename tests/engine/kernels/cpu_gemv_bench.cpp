// folio-cpu-gemv-bench: the CPU decode GEMV on LightOnOCR's decoder shapes.
//
// For each weight format (bf16 through the GEMV and through at::linear, int8 through the GEMV,
// fp32 through at::linear) it makes every linear layer of the 28-layer decoder and the 151936-row
// LM head at their real sizes, then times whole "steps": each layer's four projections (fused
// qkv, o, fused gate/up with SiLU, down with the residual add) and the head, for one x row.
// Prints per shape the median time and GB/s (weight bytes read once), and the step's total as
// tokens/s if nothing else ran (the ceiling a decode step could reach with these layers).
//   folio-cpu-gemv-bench [--runs N] [--rows R] [--formats bf16,int8,bf16-aten,fp32]
#include <ATen/ATen.h>
#include <ATen/Parallel.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "../cpu_bench_clock.h"
#include "kernels/cpu_gemv.h"
#include "kernels/int8_weight.h"
#include "kernels/linear.h"
#include "kernels/ops.h"

namespace ops = folio::engine::kernels;
using folio::test::cpu_s;
using folio::test::now_s;

namespace {

struct Shape {
    const char* name;
    int64_t out, in;
};
// Qwen3 of LightOnOCR: hidden 1024, q 16x128, kv 8x128, MLP 3072, vocab 151936.
const Shape kQkv{"qkv", 4096, 1024}, kO{"o", 1024, 2048}, kGateUp{"gate_up", 6144, 1024}, kDown{"down", 1024, 3072},
    kHead{"lm_head", 151936, 1024};
constexpr int kLayers = 28;

struct Layer {
    ops::LinearWeight qkv, o, gate_up, down;
};

ops::LinearWeight make(const Shape& s, const std::string& format) {
    const at::Tensor w = at::randn({s.out, s.in}).mul_(0.02);
    if (format == "int8") return ops::quantize_int8_rows(w);
    return w.to(format == "fp32" ? at::kFloat : at::kBFloat16);
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

void bench(const std::string& format, int runs, int64_t rows) {
    const bool aten = format == "bf16-aten" || format == "fp32";
    const at::ScalarType act = format == "fp32" ? at::kFloat : at::kBFloat16;
    std::vector<Layer> layers;
    for (int i = 0; i < kLayers; ++i) layers.push_back({make(kQkv, format), make(kO, format), make(kGateUp, format), make(kDown, format)});
    const ops::LinearWeight head = make(kHead, format);
    const at::Tensor x1024 = at::randn({rows, 1024}).to(act), x2048 = at::randn({rows, 2048}).to(act),
                     x3072 = at::randn({rows, 3072}).to(act);
    at::Tensor residual = at::randn({rows, 1024}).to(act);
    // at::linear on the same weights (the path without the GEMV).
    const auto linear = [&](const at::Tensor& x, const ops::LinearWeight& w) {
        return aten ? at::linear(x, w.values) : ops::linear(x, w);
    };
    const auto silu_mul = [&](const at::Tensor& x, const ops::LinearWeight& w) {
        return aten ? ops::silu_mul(at::linear(x, w.values)) : ops::linear_silu_mul(x, w);
    };
    const auto add = [&](const at::Tensor& x, const ops::LinearWeight& w) {
        if (aten) residual.add_(at::linear(x, w.values));
        else ops::linear_add_(residual, x, w);
    };
    const auto logits = [&] { return aten ? at::linear(x1024, head.values).to(at::kFloat) : ops::linear_float(x1024, head); };
    std::vector<double> t_qkv, t_o, t_gu, t_down, t_head, t_step, c_step;
    for (int r = 0; r < runs + 1; ++r) {
        double qkv = 0, o = 0, gu = 0, down = 0;
        const double start = now_s(), cpu_start = cpu_s();
        for (const Layer& l : layers) {
            double t = now_s();
            linear(x1024, l.qkv);
            qkv += now_s() - t, t = now_s();
            add(x2048, l.o);
            o += now_s() - t, t = now_s();
            silu_mul(x1024, l.gate_up);
            gu += now_s() - t, t = now_s();
            add(x3072, l.down);
            down += now_s() - t;
        }
        const double t = now_s();
        logits();
        const double end = now_s(), cpu_end = cpu_s();
        if (r == 0) continue;  // warm-up
        c_step.push_back(cpu_end - cpu_start);
        t_qkv.push_back(qkv / kLayers), t_o.push_back(o / kLayers), t_gu.push_back(gu / kLayers);
        t_down.push_back(down / kLayers), t_head.push_back(end - t), t_step.push_back(end - start);
    }
    const double bytes_per = format == "int8" ? 1.0 : format == "fp32" ? 4.0 : 2.0;
    const auto row = [&](const Shape& s, const std::vector<double>& times) {
        const double ms = median(times) * 1e3;
        std::printf("%-10s %-8s [%6lld x %4lld] %9.3f ms %8.1f GB/s\n", format.c_str(), s.name,
                    static_cast<long long>(s.out), static_cast<long long>(s.in), ms,
                    static_cast<double>(s.out * s.in) * bytes_per / (ms * 1e-3) / 1e9);
    };
    row(kQkv, t_qkv), row(kO, t_o), row(kGateUp, t_gu), row(kDown, t_down), row(kHead, t_head);
    const double step = median(t_step), cpu_step = median(c_step) / at::get_num_threads();
    const double params = kLayers * static_cast<double>(kQkv.out * kQkv.in + kO.out * kO.in + kGateUp.out * kGateUp.in +
                                                        kDown.out * kDown.in) + static_cast<double>(kHead.out * kHead.in);
    std::printf("%-10s step (28 layers + head, %lld row%s): %.2f ms, %.1f GB/s, %.1f tokens/s equivalent; "
                "CPU time / threads %.2f ms: %.1f tokens/s on idle cores\n\n",
                format.c_str(), static_cast<long long>(rows), rows == 1 ? "" : "s", step * 1e3,
                params * bytes_per / step / 1e9, static_cast<double>(rows) / step, cpu_step * 1e3,
                static_cast<double>(rows) / cpu_step);
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    int runs = 5;
    int64_t rows = 1;
    std::string formats = "bf16,int8,bf16-aten";
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--runs") runs = std::atoi(argv[i + 1]);
        else if (a == "--rows") rows = std::atoll(argv[i + 1]);
        else if (a == "--formats") formats = argv[i + 1];
        else {
            std::fprintf(stderr, "usage: folio-cpu-gemv-bench [--runs N] [--rows R] [--formats bf16,int8,bf16-aten,fp32]\n");
            return 2;
        }
    }
    at::manual_seed(1);
    std::printf("threads %d, GEMV: bf16 weights %s, int8 weights %s\n", at::get_num_threads(),
                ops::cpu::gemv_isa(at::kBFloat16), ops::cpu::gemv_isa(at::kChar));
    size_t start = 0;
    while (start <= formats.size()) {
        const size_t comma = formats.find(',', start);
        const std::string f = formats.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (f == "bf16" || f == "int8" || f == "bf16-aten" || f == "fp32") bench(f, runs, rows);
        else if (!f.empty()) std::fprintf(stderr, "unknown format '%s'\n", f.c_str());
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    return 0;
}

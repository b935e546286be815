// folio-bench: the standard workload (docs/PERFORMANCE.md) on our engine and, in the same run, on the peer
// (Hugging Face transformers, tools/bench/hf_peer.py), printed as one table and written as JSON.
//
// Standard workload: a 1540x1092 page (2145 image tokens) followed by exactly --tokens generated
// tokens (stop tokens ignored), random weights at the real dimensions, bf16.
//
//   folio-bench --model DIR [--tokens 1000] [--batches 1,8,32,128] [--peer-batches 1,8]
//               [--peer-tokens N] [--no-peer] [--kv auto,fp8] [--one-page-budget-gib 3.5]
//               [--no-graphs] [--stream N [--in-flight M]] [--json FILE]
//   folio-bench --device cpu --model DIR [--dtype float32,bfloat16,int8] [--tokens 1000] [...]
// --device cpu runs the CPU workload instead (cpu_workload.h, tools/bench/cpu_bench.py).
// Batch 1 runs on an engine opened with --one-page-budget-gib of device memory (weights, KV pool
// and activations together), so its peak memory is what a small GPU needs; the other batches
// run on an engine with the default budget (90% of free memory), once per --kv dtype.
// --stream N: after the batches, N pages flow through each large engine with M in flight at most
// (a page is submitted as soon as one finishes): overall and sustained pages/s (between the M-th
// and the (N-M)-th page to finish, when the queue is full throughout) and each page's latency
// from submission to its last token (p50, p90, p99).
// --peer-tokens shortens the peer's runs (its ms/step hardly depends on the count) when device
// time is short; the table then says how many tokens each row generated.
#include <ATen/ATen.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "cpu_workload.h"
#include "folio/engine/engine.h"
#include "image/image_processor.h"
#include "kernels/ops.h"
#include "model/lighton_ocr_model.h"
#include "gpu_trace.h"
#include "runtime/decode_runner.h"
#include "runtime/scheduler.h"

#ifdef FOLIO_WITH_CUDA
#include <c10/cuda/CUDACachingAllocator.h>
#include <c10/cuda/CUDAFunctions.h>
#include <cuda_runtime_api.h>
#endif

using namespace folio::engine;
using Clock = std::chrono::steady_clock;
using nlohmann::json;

namespace {

constexpr int kPageHeight = 1540, kPageWidth = 1092;

struct Args {
    std::string model_dir;
    std::string device = "cuda";
    std::string dtype = "bfloat16";
    int tokens = 1000;
    std::vector<int> batches{1, 8, 32, 128};
    std::string peer_batches = "1,8";
    int peer_tokens = 0;  // 0: the same as --tokens
    bool peer = true;
    std::vector<std::string> kv_dtypes{"auto"};
    double one_page_budget_gib = 3.5;
    bool graphs = true;
    bool profile = false;  // a SchedulerProfile on each large-batch engine, printed when it closes
    bool anatomy = false;
    int trace_tokens = 0;  // > 0: the GPU timeline of one page of this many tokens (gpu_trace.h)
    int trace_pages = 0;   // > 0: also the timeline of this many pages at once on the large engine
    bool trace_vision = false;  // the timeline of one page's vision tower (then nothing else)
    bool trace_step = false;  // the timeline of the anatomy's fp8 steps at batch 128 (then nothing else)
    std::string json_path;
    int logprobs = -1;  // >= 0: every page reports its tokens' log-probabilities (and this many alternatives)
    int stream_pages = 0;  // > 0: the stream mode's pages
    int in_flight = 128;   // the stream's pages in flight at most
};

std::vector<std::string> split_list(const std::string& s) {
    std::vector<std::string> out;
    std::stringstream ss(s);
    for (std::string item; std::getline(ss, item, ',');) out.push_back(item);
    return out;
}

std::vector<int> parse_list(const std::string& s) {
    std::vector<int> out;
    for (const std::string& item : split_list(s)) out.push_back(std::stoi(item));
    return out;
}

// Calls handle(option, next) for each command-line option, where next() takes the option's value.
// False when handle refuses an option or a value is missing or malformed.
template <class Handle>
bool parse_options(int argc, char** argv, Handle handle) {
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> std::string {
            if (i + 1 >= argc) throw Error("missing value after " + a);
            return argv[++i];
        };
        try {
            if (!handle(a, next)) return false;
        } catch (const std::exception& e) {
            std::fprintf(stderr, "folio-bench: %s\n", e.what());
            return false;
        }
    }
    return true;
}

void synchronize() {
#ifdef FOLIO_WITH_CUDA
    c10::cuda::device_synchronize();
#endif
}

void reset_peak_memory() {
#ifdef FOLIO_WITH_CUDA
    c10::cuda::CUDACachingAllocator::resetPeakStats(0);
#endif
}

double peak_memory_gib() {
#ifdef FOLIO_WITH_CUDA
    const auto stats = c10::cuda::CUDACachingAllocator::getDeviceStats(0);
    return double(stats.allocated_bytes[0].peak) / double(1ull << 30);
#else
    return 0;
#endif
}

// Free device memory and what this process's caching allocator holds (before an engine opens:
// its budget is 90% of the free memory).
void print_device_memory(const char* when) {
#ifdef FOLIO_WITH_CUDA
    size_t free_bytes = 0, total_bytes = 0;
    if (cudaMemGetInfo(&free_bytes, &total_bytes) != cudaSuccess) return;
    const auto stats = c10::cuda::CUDACachingAllocator::getDeviceStats(0);
    const double gib = double(1ull << 30);
    std::fprintf(stderr, "folio-bench: device memory %s: %.1f GiB free of %.1f; allocated %.2f GiB, reserved %.2f GiB\n",
                 when, double(free_bytes) / gib, double(total_bytes) / gib,
                 double(stats.allocated_bytes[0].current) / gib, double(stats.reserved_bytes[0].current) / gib);
#else
    (void)when;
#endif
}

double seconds_since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

RgbImage random_page(std::uint32_t seed) {
    RgbImage image{kPageWidth, kPageHeight, {}};
    image.pixels.resize(size_t(kPageWidth) * kPageHeight * 3);
    std::mt19937 rng(seed);
    for (auto& p : image.pixels) p = std::uint8_t(rng());
    return image;
}

// Median milliseconds of the vision encoder + projector for one page; with `trace`, also the GPU
// timeline of one more page (where the tower's time goes, kernel by kernel). The page comes from
// host memory as the engine's page preparer leaves it: pinned on a CUDA device.
double time_vision_encoder(const Args& args, json* trace = nullptr) {
    const at::Device device = parse_device(args.device);
    auto model = LightOnOcrModel::load(args.model_dir, parse_dtype(args.dtype, device), device,
                                       with_documented_switches({}));
    ProcessedImage page = preprocess_image(random_page(1));
    if (device.is_cuda()) page.pixel_values = page.pixel_values.pin_memory();
    std::vector<double> ms;
    for (int i = 0; i < 6; ++i) {
        synchronize();
        const auto t0 = Clock::now();
        auto features = model->encode_images({page.pixel_values});
        synchronize();
        if (i > 0) ms.push_back(seconds_since(t0) * 1e3);  // first run warms up
    }
    if (trace) {
        *trace = bench::trace_gpu([&] {
            model->encode_images({page.pixel_values});
            synchronize();
        });
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

void print_trace(const char* what, const json& trace) {
    if (!trace.contains("span_us")) return;
    std::fprintf(stderr, "folio-bench: GPU timeline of %s: span %.0f us, busy %.0f us, idle %.0f us\n", what,
                 trace["span_us"].get<double>(), trace["busy_us"].get<double>(), trace["idle_us"].get<double>());
    for (const auto& g : trace["idle_gaps"])
        std::fprintf(stderr, "  idle gaps up to %6.0f us: %7d, %9.0f us\n", g["up_to_us"].get<double>(),
                     g["count"].get<int>(), g["total_us"].get<double>());
    int shown = 0;
    for (const auto& k : trace["kernels"]) {
        if (++shown > 45) break;
        std::fprintf(stderr, "  %7d x advance %7.2f us (runs %7.2f) = %8.0f us, idle before %6.0f us  %s\n",
                     k["count"].get<int>(), k["mean_advance_us"].get<double>(), k["mean_us"].get<double>(),
                     k["advance_us"].get<double>(), k["idle_before_us"].get<double>(), k["kernel"].get<std::string>().c_str());
    }
}

// Where a decode step's time goes, outside the scheduler: device time of the step (steps enqueued
// back to back) and a step with its greedy picks read back (what the scheduler waits for), with
// CUDA graphs and eagerly at batch 1 (a real page's prefilled context), and with graphs at
// larger batches over synthetic contexts of the workload's mean length (2657 tokens).
json decode_anatomy(const Args& args) {
    const at::Device device = parse_device(args.device);
    auto model = LightOnOcrModel::load(args.model_dir, parse_dtype(args.dtype, device), device);
    const int64_t mean_context = 2657;
    model->configure_kv_pool(128 * ((mean_context + 300) / 16 + 1) + 512, model->dtype());
    json out = json::array();
    const auto measure = [&](const std::string& label, std::vector<KvCache>& caches, bool graphs) {
        DecodeRunner runner(*model, int(caches.size()), graphs);
        std::vector<KvCache*> pointers;
        for (KvCache& c : caches) pointers.push_back(&c);
        const std::vector<int32_t> tokens(caches.size(), 151644);
        // As the scheduler's run-ahead: the picks go to pinned memory without waiting.
        const at::Tensor picks = at::empty({int64_t(caches.size())}, at::TensorOptions().dtype(at::kLong).pinned_memory(device.is_cuda()));
        enum Mode { kStep, kPick, kReadBack };
        const auto one = [&](Mode mode) {
            for (KvCache* c : pointers) c->reserve(1);
            const at::Tensor logits = runner.step(tokens, pointers);
            if (mode == kPick) kernels::copy_mapped(picks.view(at::kByte), kernels::greedy_argmax(logits).view(at::kByte));
            if (mode == kReadBack) kernels::greedy_argmax(logits).cpu();
        };
        for (int i = 0; i < 5; ++i) one(kReadBack);
        synchronize();
        const int steps = 100;
        const auto per_step = [&](Mode mode) {
            const auto t0 = Clock::now();
            for (int i = 0; i < steps; ++i) one(mode);
            synchronize();
            return seconds_since(t0) * 1e3 / steps;
        };
        const double back_to_back = per_step(kStep);
        const double with_pick = per_step(kPick);
        const double read_back = per_step(kReadBack);
        out.push_back({{"case", label}, {"batch", caches.size()}, {"graphs", graphs},
                       {"back_to_back_ms", back_to_back}, {"with_pick_ms", with_pick}, {"with_read_back_ms", read_back}});
        std::fprintf(stderr,
                     "folio-bench: decode anatomy %-28s batch %3zu %-6s: back to back %.3f ms, with the greedy pick %.3f ms, "
                     "with read-back %.3f ms\n",
                     label.c_str(), caches.size(), graphs ? "graphs" : "eager", back_to_back, with_pick, read_back);
    };
    const ProcessedImage page = preprocess_image(random_page(1));
    const at::Tensor features = model->encode_images({page.pixel_values})[0];
    std::vector<int32_t> prompt(size_t(features.size(0)), model->config().image_token_id);
    prompt.insert(prompt.end(), 12, 151644);
    for (const bool graphs : {true, false}) {
        std::vector<KvCache> caches;
        caches.push_back(model->new_cache());
        model->prefill(prompt, features, caches[0]);
        measure("prefilled page", caches, graphs);
    }
    {
        // The same graphs with the layered decoder instead of the persistent kernel, in this run.
        model->set_persistent_decoder(false);
        std::vector<KvCache> caches;
        caches.push_back(model->new_cache());
        model->prefill(prompt, features, caches[0]);
        measure("prefilled page, layered", caches, true);
        model->set_persistent_decoder(true);
    }
    const auto synthetic = [&](int batch) {
        std::vector<KvCache> caches;
        for (int i = 0; i < batch; ++i) {
            caches.push_back(model->new_cache());
            caches.back().reserve(mean_context);
            caches.back().advance(mean_context);  // the pool's zeros stand in for a context
        }
        return caches;
    };
    for (const int batch : {8, 32, 128}) {
        std::vector<KvCache> caches = synthetic(batch);
        measure("synthetic contexts", caches, true);
    }
    // The same batch 128 with the fp8 KV cache (the 128-page run's), and its GPU timeline.
    model->configure_kv_pool(128 * ((mean_context + 300) / 16 + 1) + 512, at::kFloat8_e4m3fn);
    {
        std::vector<KvCache> caches = synthetic(128);
        measure("synthetic contexts, kv fp8", caches, true);
    }
    if (args.trace_step) {
        std::vector<KvCache> caches = synthetic(128);
        json trace = bench::trace_gpu([&] { measure("synthetic contexts, kv fp8, traced", caches, true); });
        print_trace("decode steps at batch 128, kv fp8", trace);
        out.push_back({{"case", "trace, batch 128, kv fp8"}, {"trace", trace}});
    }
    return out;
}

struct RunResult {
    std::string kv = "auto";
    int batch = 0;
    int tokens = 0;
    double seconds = 0, pages_per_s = 0, ms_per_step = 0, ttft_ms = 0, peak_gib = 0;
};

RunResult run_pages(Engine& engine, int batch, int tokens, int logprobs = -1) {
    std::mutex mutex;
    std::vector<PageResult> results;
    // The pages exist before the clock starts (a random page takes the host ~20 ms to make), so
    // that all of them are submitted at once, as the workload says.
    std::vector<PageRequest> requests(static_cast<size_t>(batch));
    for (int i = 0; i < batch; ++i) {
        PageRequest& request = requests[static_cast<size_t>(i)];
        request.image = random_page(100 + i);
        request.sampling.greedy = true;
        request.sampling.max_new_tokens = tokens;
        request.sampling.ignore_stop_tokens = true;
        request.sampling.logprobs = logprobs;
    }
    reset_peak_memory();
    const auto t0 = Clock::now();
    for (PageRequest& request : requests) {
        PageCallbacks callbacks;
        callbacks.on_finished = [&](RequestId, const PageResult& r) {
            std::lock_guard lock(mutex);
            results.push_back(r);
        };
        engine.submit(std::move(request), std::move(callbacks));
    }
    engine.wait_idle();
    synchronize();
    RunResult run;
    run.batch = batch;
    run.tokens = tokens;
    run.seconds = seconds_since(t0);
    run.peak_gib = peak_memory_gib();
    double ttft = 0;
    for (const PageResult& r : results) {
        if (r.finish == FinishReason::Error) throw Error("benchmark page failed: " + r.error);
        if (int(r.tokens.size()) != tokens)
            throw Error("benchmark page generated " + std::to_string(r.tokens.size()) + " tokens, expected " +
                        std::to_string(tokens));
        ttft = std::max(ttft, r.timings.time_to_first_token_ms);
    }
    run.pages_per_s = batch / run.seconds;
    run.ttft_ms = ttft;
    run.ms_per_step = (run.seconds * 1e3 - ttft) / std::max(1, tokens - 1);
    return run;
}

// The period of the decode steps (from one step's end to the next's: with the steps launched ahead
// of the host, the device's step time), apart for the steps that ran beside vision passes.
class StepPeriods final : public SchedulerObserver {
public:
    void decode_step(const StepTimes& times) override {
        if (times.since_last_step_ms <= 0) return;
        (times.beside_vision ? beside_ : alone_).push_back(times.since_last_step_ms);
    }
    json summary() {
        const auto part = [](std::vector<double>& ms) {
            if (ms.empty()) return json{{"steps", 0}};
            std::sort(ms.begin(), ms.end());
            double sum = 0;
            for (double v : ms) sum += v;
            return json{{"steps", ms.size()}, {"mean_ms", sum / double(ms.size())}, {"p50_ms", ms[ms.size() / 2]},
                        {"p99_ms", ms[std::min(ms.size() - 1, size_t(0.99 * double(ms.size())))]}, {"max_ms", ms.back()}};
        };
        json out{{"beside_vision", part(beside_)}, {"alone", part(alone_)}};
        beside_.clear();
        alone_.clear();
        return out;
    }

private:
    std::vector<double> beside_, alone_;
};

void print_periods(const std::string& what, const json& periods) {
    for (const char* key : {"beside_vision", "alone"}) {
        const json& p = periods[key];
        if (p["steps"].get<size_t>() == 0) continue;
        std::fprintf(stderr, "folio-bench: %s: decode step period %-13s %6zu steps, mean %.2f ms, p50 %.2f, p99 %.2f, max %.2f\n",
                     what.c_str(), key, p["steps"].get<size_t>(), p["mean_ms"].get<double>(), p["p50_ms"].get<double>(),
                     p["p99_ms"].get<double>(), p["max_ms"].get<double>());
    }
}

struct StreamResult {
    std::string kv = "auto";
    int pages = 0, in_flight = 0, tokens = 0;
    double seconds = 0, pages_per_s = 0, sustained_pages_per_s = 0;
    double p50_ms = 0, p90_ms = 0, p99_ms = 0;
};

// `pages` pages through the engine with `in_flight` submitted and unfinished at most.
StreamResult run_stream(Engine& engine, int pages, int in_flight, int tokens) {
    // A few distinct pages made before the clock starts, submitted in turn.
    std::vector<RgbImage> images;
    for (int i = 0; i < std::min(pages, 16); ++i) images.push_back(random_page(500 + i));
    std::mutex mutex;
    std::condition_variable finished_one;
    int submitted = 0, finished = 0;
    std::vector<double> latency_ms;
    std::vector<Clock::time_point> finish_times;
    std::string failure;
    const auto t0 = Clock::now();
    const auto submit_one = [&](int index) {
        PageRequest request;
        request.image = images[static_cast<size_t>(index) % images.size()];
        request.sampling.greedy = true;
        request.sampling.max_new_tokens = tokens;
        request.sampling.ignore_stop_tokens = true;
        PageCallbacks callbacks;
        callbacks.on_finished = [&, submitted_at = Clock::now()](RequestId, const PageResult& r) {
            std::lock_guard lock(mutex);
            latency_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - submitted_at).count());
            finish_times.push_back(Clock::now());
            if (r.finish == FinishReason::Error && failure.empty()) failure = r.error;
            if (int(r.tokens.size()) != tokens && failure.empty())
                failure = "a page generated " + std::to_string(r.tokens.size()) + " tokens, expected " + std::to_string(tokens);
            ++finished;
            finished_one.notify_all();
        };
        engine.submit(std::move(request), std::move(callbacks));
    };
    for (int i = 0; i < pages; ++i) {
        {
            std::unique_lock lock(mutex);
            finished_one.wait(lock, [&] { return submitted - finished < in_flight; });
            ++submitted;
        }
        submit_one(i);
    }
    engine.wait_idle();
    synchronize();
    if (!failure.empty()) throw Error("stream page failed: " + failure);
    StreamResult out;
    out.pages = pages;
    out.in_flight = in_flight;
    out.tokens = tokens;
    out.seconds = seconds_since(t0);
    out.pages_per_s = pages / out.seconds;
    std::sort(finish_times.begin(), finish_times.end());
    const int from = std::min(in_flight, pages) - 1, to = pages - std::min(in_flight, pages) - 1;
    if (to > from)
        out.sustained_pages_per_s =
            (to - from) / std::chrono::duration<double>(finish_times[size_t(to)] - finish_times[size_t(from)]).count();
    std::sort(latency_ms.begin(), latency_ms.end());
    const auto percentile = [&](double q) { return latency_ms[std::min(latency_ms.size() - 1, size_t(q * latency_ms.size()))]; };
    out.p50_ms = percentile(0.5);
    out.p90_ms = percentile(0.9);
    out.p99_ms = percentile(0.99);
    return out;
}

json run_peer(const Args& args) {
    const std::string command = std::string(FOLIO_PYTHON) + " " + FOLIO_SOURCE_DIR +
                                "/tools/bench/hf_peer.py --model-dir " + args.model_dir + " --tokens " +
                                std::to_string(args.peer_tokens > 0 ? args.peer_tokens : args.tokens) +
                                " --batches " + args.peer_batches;
    std::fprintf(stderr, "folio-bench: running the peer: %s\n", command.c_str());
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) throw Error("cannot start the peer: " + command);
    std::string out;
    char buffer[4096];
    while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
    const int rc = pclose(pipe);
    if (rc != 0) throw Error("the peer failed (exit " + std::to_string(rc) + ")");
    return json::parse(out.substr(out.rfind("\n{") == std::string::npos ? 0 : out.rfind("\n{") + 1));
}

// Bytes one decode step must read at batch B: the decoder's weights once, plus every page's KV
// cache (28 layers x 2 x 8 heads x 128 x 2 bytes = 112 KiB per token in bf16).
double decode_bytes_per_step(const ModelConfig& c, int batch, double mean_context, double kv_scale = 1.0) {
    const auto& t = c.text;
    const double layer_params = double(t.hidden_size) * (t.num_attention_heads + 2 * t.num_key_value_heads) *
                                    t.head_dim +
                                double(t.num_attention_heads) * t.head_dim * t.hidden_size +
                                3.0 * t.hidden_size * t.intermediate_size;
    const double params = layer_params * t.num_hidden_layers + double(t.vocab_size) * t.hidden_size;
    const double kv = double(t.num_hidden_layers) * 2 * t.num_key_value_heads * t.head_dim * 2;
    return params * 2 + batch * mean_context * kv * kv_scale;
}

double decode_flops_per_step(const ModelConfig& c, int batch) {
    const auto& t = c.text;
    const double params = (double(t.hidden_size) * (t.num_attention_heads + 2 * t.num_key_value_heads) *
                               t.head_dim +
                           double(t.num_attention_heads) * t.head_dim * t.hidden_size +
                           3.0 * t.hidden_size * t.intermediate_size) *
                              t.num_hidden_layers +
                          double(t.vocab_size) * t.hidden_size;
    return 2.0 * params * batch;
}

int usage() {
    std::fprintf(stderr,
                 "usage: folio-bench --model DIR [--tokens N] [--batches 1,8,32,128] [--peer-batches 1,8]\n"
                 "                   [--peer-tokens N] [--no-peer] [--kv auto,fp8] [--one-page-budget-gib 3.5]\n"
                 "                   [--no-graphs] [--logprobs N] [--anatomy] [--trace TOKENS [--trace-pages N]] [--trace-step]\n"
                 "                   [--trace-vision] [--stream N [--in-flight M]]\n"
                 "                   [--device cuda] [--dtype bfloat16] [--json FILE] [--profile]\n"
                 "--profile: the scheduler's profile of each large-batch engine (it synchronises around\n"
                 "           vision passes and prefills, which slows admissions down)\n");
    return 2;
}

int cpu_usage() {
    std::fprintf(stderr,
                 "usage: folio-bench --device cpu --model DIR [--dtype float32,bfloat16,int8] [--tokens 1000]\n"
                 "                   [--depth-tokens 64] [--threads N] [--small-page PPM] [--page PPM]\n"
                 "                   [--small-page-only] [--json FILE]\n"
                 "--dtype: a list; each dtype runs in its own process (its peak RSS is its own)\n");
    return 2;
}

// The CPU workload's own options; everything else is the GPU workload's.
int cpu_main(int argc, char** argv) {
    folio::bench::CpuWorkloadArgs args;
    const bool parsed = parse_options(argc, argv, [&](const std::string& a, auto next) {
        if (a == "--device") next();
        else if (a == "--model") args.model_dir = next();
        else if (a == "--dtype") args.dtypes = split_list(next());
        else if (a == "--tokens") args.tokens = std::stoi(next());
        else if (a == "--depth-tokens") args.depth_tokens = std::stoi(next());
        else if (a == "--threads") args.threads = std::stoi(next());
        else if (a == "--small-page") args.small_page = next();
        else if (a == "--page") args.page = next();
        else if (a == "--small-page-only") args.full_page = false;
        else if (a == "--no-table") args.print_table = false;
        else if (a == "--json") args.json_path = next();
        else return false;
        return true;
    });
    if (!parsed) return cpu_usage();
    if (args.model_dir.empty() || args.dtypes.empty() || args.tokens < 1 || args.depth_tokens < 1) return cpu_usage();
    std::error_code error;
    const std::string self = std::filesystem::read_symlink("/proc/self/exe", error).string();
    return folio::bench::run_cpu_workload(args, error ? std::string(argv[0]) : self);
}

}  // namespace

int main(int argc, char** argv) {
    for (int i = 1; i + 1 < argc; ++i)
        if (std::string(argv[i]) == "--device" && std::string(argv[i + 1]) == "cpu") return cpu_main(argc, argv);
    Args args;
    const bool parsed = parse_options(argc, argv, [&](const std::string& a, auto next) {
        if (a == "--model") args.model_dir = next();
        else if (a == "--tokens") args.tokens = std::stoi(next());
        else if (a == "--batches") args.batches = parse_list(next());
        else if (a == "--peer-batches") args.peer_batches = next();
        else if (a == "--peer-tokens") args.peer_tokens = std::stoi(next());
        else if (a == "--no-peer") args.peer = false;
        else if (a == "--kv") args.kv_dtypes = split_list(next());
        else if (a == "--one-page-budget-gib") args.one_page_budget_gib = std::stod(next());
        else if (a == "--no-graphs") args.graphs = false;
        else if (a == "--logprobs") args.logprobs = std::stoi(next());
        else if (a == "--profile") args.profile = true;
        else if (a == "--stream") args.stream_pages = std::stoi(next());
        else if (a == "--in-flight") args.in_flight = std::stoi(next());
        else if (a == "--anatomy") args.anatomy = true;
        else if (a == "--trace") args.trace_tokens = std::stoi(next());
        else if (a == "--trace-pages") args.trace_pages = std::stoi(next());
        else if (a == "--trace-step") args.trace_step = args.anatomy = true;
        else if (a == "--trace-vision") args.trace_vision = true;
        else if (a == "--device") args.device = next();
        else if (a == "--dtype") args.dtype = next();
        else if (a == "--json") args.json_path = next();
        else return false;
        return true;
    });
    if (!parsed) return usage();
    if (args.model_dir.empty()) return usage();

    try {
        json report;
        report["workload"] = {{"page", "1540x1092"}, {"image_tokens", 2145}, {"generated_tokens", args.tokens},
                              {"dtype", args.dtype}};
        const ModelConfig config = load_model_config(args.model_dir);
        json vision_trace;
        const double vision_ms = time_vision_encoder(args, args.trace_vision ? &vision_trace : nullptr);
        report["vision_encoder_ms"] = vision_ms;
        if (args.trace_vision) {  // the tracer stays attached and would slow every run after it
            print_trace("one page's vision tower", vision_trace);
            report["trace_vision"] = vision_trace;
            if (!args.json_path.empty()) std::ofstream(args.json_path) << report.dump(2) << "\n";
            return 0;
        }
        if (args.anatomy) report["decode_anatomy"] = decode_anatomy(args);
        if (args.trace_step) {  // the tracer stays attached and would slow every run after it
            if (!args.json_path.empty()) std::ofstream(args.json_path) << report.dump(2) << "\n";
            return 0;
        }

        EngineOptions options;
        options.model_dir = args.model_dir;
        options.device = args.device;
        options.dtype = args.dtype;
        options.cuda_graphs = args.graphs;
        std::vector<RunResult> ours;
        std::vector<StreamResult> streams;
        std::vector<int> large;
        if (args.stream_pages > 0 && std::find(args.batches.begin(), args.batches.end(), args.in_flight) == args.batches.end())
            args.batches.push_back(args.in_flight);  // the stream runs on an engine of that many pages
        for (int batch : args.batches)
            if (batch == 1) {
                // One page on a small budget: its peak memory is what the page needs.
                EngineOptions small = options;
                small.max_concurrent_pages = 1;
                small.memory_budget_bytes = std::uint64_t(args.one_page_budget_gib * double(1ull << 30));
                const auto opened = Clock::now();
                auto engine = Engine::open(small);
                report["open_seconds_one_page_engine"] = seconds_since(opened);
                run_pages(*engine, 1, 8);  // warm-up: graph capture, allocator
                ours.push_back(run_pages(*engine, 1, args.tokens, args.logprobs));
                std::fprintf(stderr, "folio-bench: batch 1 (budget %.2f GiB) done in %.2f s\n",
                             args.one_page_budget_gib, ours.back().seconds);
                if (args.trace_tokens > 0) {
                    report["trace_batch1"] = bench::trace_gpu([&] { run_pages(*engine, 1, args.trace_tokens); });
                    print_trace("one page", report["trace_batch1"]);
                }
            } else {
                large.push_back(batch);
            }
        if (!large.empty()) {
            for (const std::string& kv : args.kv_dtypes) {
                EngineOptions big = options;
                big.kv_cache_dtype = kv;
                big.max_concurrent_pages = *std::max_element(large.begin(), large.end());
                print_device_memory(("before the kv " + kv + " engine opens").c_str());
                const auto opened = Clock::now();
                SchedulerProfile profile;
                StepPeriods periods;
                auto engine = open_local_engine(big, args.profile ? static_cast<SchedulerObserver*>(&profile) : &periods);
                report["open_seconds_kv_" + kv] = seconds_since(opened);
                // Warm-up with every page at once (8 tokens each): the caching allocator then holds
                // the vision and prefill activations of the largest batch, so the figures do not
                // depend on which runs came before in the process (128 pages: 8.9 to 10.2 pages/s).
                run_pages(*engine, big.max_concurrent_pages, 8);
                periods.summary();  // the warm-up's steps are left out
                for (int batch : large) {
                    ours.push_back(run_pages(*engine, batch, args.tokens, args.logprobs));
                    ours.back().kv = kv;
                    const json steps = periods.summary();
                    report["step_periods"]["kv_" + kv + "_batch_" + std::to_string(batch)] = steps;
                    print_periods("batch " + std::to_string(batch) + " kv " + kv, steps);
                    std::fprintf(stderr, "folio-bench: batch %d (kv %s) done in %.1f s (%.3f pages/s, TTFT %.0f ms, %.2f ms/step)\n",
                                 batch, kv.c_str(), ours.back().seconds, ours.back().pages_per_s, ours.back().ttft_ms,
                                 ours.back().ms_per_step);
                }
                if (args.stream_pages > 0) {
                    streams.push_back(run_stream(*engine, args.stream_pages, args.in_flight, args.tokens));
                    streams.back().kv = kv;
                    const json steps = periods.summary();
                    report["step_periods"]["kv_" + kv + "_stream"] = steps;
                    print_periods("stream kv " + kv, steps);
                    const StreamResult& r = streams.back();
                    std::fprintf(stderr,
                                 "folio-bench: stream of %d pages (%d in flight, kv %s) done in %.1f s (%.3f pages/s, "
                                 "sustained %.3f, latency p50 %.2f s, p99 %.2f s)\n",
                                 args.stream_pages, args.in_flight, kv.c_str(), r.seconds, r.pages_per_s,
                                 r.sustained_pages_per_s, r.p50_ms / 1e3, r.p99_ms / 1e3);
                }
                // Admissions (vision passes, prefills) and decode steps of many pages, on one timeline.
                if (args.trace_pages > big.max_concurrent_pages)
                    std::fprintf(stderr, "folio-bench: --trace-pages %d is more than the largest batch (%d): no timeline\n",
                                 args.trace_pages, big.max_concurrent_pages);
                if (args.trace_tokens > 0 && args.trace_pages > 1 && args.trace_pages <= big.max_concurrent_pages) {
                    const std::string key = "trace_pages_kv_" + kv;
                    report[key] = bench::trace_gpu([&] { run_pages(*engine, args.trace_pages, args.trace_tokens); });
                    print_trace((std::to_string(args.trace_pages) + " pages, kv " + kv).c_str(), report[key]);
                }
                engine.reset();  // its scheduler's last step reported
#ifdef FOLIO_WITH_CUDA
                c10::cuda::CUDACachingAllocator::emptyCache();
#endif
                print_device_memory(("after the kv " + kv + " engine closed").c_str());
                if (args.profile) std::fprintf(stderr, "kv %s:\n%s", kv.c_str(), profile.report().c_str());
            }
        }

        json peer = json::object();
#ifdef FOLIO_WITH_CUDA
        c10::cuda::CUDACachingAllocator::emptyCache();  // the engines' memory goes back to the peer
#endif
        if (args.peer) peer = run_peer(args);
        const double bandwidth = peer.contains("ceilings") ? peer["ceilings"]["copy_bandwidth_GBps"].get<double>() : 0;
        const double tflops = peer.contains("ceilings") ? peer["ceilings"]["bf16_matmul_TFLOPs"].get<double>() : 0;
        report["ceilings"] = peer.contains("ceilings") ? peer["ceilings"] : json::object();

        std::printf("\nStandard workload: 1540x1092 page (2145 image tokens) + %d tokens, %s, random weights\n",
                    args.tokens, args.dtype.c_str());
        std::printf("vision encoder + projector, one page: %.1f ms\n", vision_ms);
        if (bandwidth > 0)
            std::printf("ceilings measured: copy %.0f GB/s, bf16 matmul %.0f TFLOP/s\n", bandwidth, tflops);
        std::printf("%-18s %6s %7s %9s %9s %10s %9s %10s %9s\n", "engine", "pages", "tokens", "pages/s", "ms/step", "TTFT ms",
                    "peak GiB", "GB/s", "TFLOP/s");
        const double mean_context = 2157 + args.tokens / 2.0;
        auto row = [&](const std::string& who, const RunResult& r) {
            const double kv_scale = r.kv == "fp8" ? (128.0 + 4.0) / 256.0 : 1.0;  // fp8 values + fp32 scales
            const double gbs =
                decode_bytes_per_step(config, r.batch, mean_context, kv_scale) / (r.ms_per_step * 1e-3) / 1e9;
            const double tfs = decode_flops_per_step(config, r.batch) / (r.ms_per_step * 1e-3) / 1e12;
            std::printf("%-18s %6d %7d %9.3f %9.2f %10.1f %9.2f %10.0f %9.1f\n", who.c_str(), r.batch, r.tokens, r.pages_per_s,
                        r.ms_per_step, r.ttft_ms, r.peak_gib, gbs, tfs);
            return json{{"engine", who},      {"kv", r.kv},        {"batch", r.batch}, {"tokens", r.tokens},          {"seconds", r.seconds},
                        {"pages_per_s", r.pages_per_s}, {"ms_per_step", r.ms_per_step}, {"ttft_ms", r.ttft_ms},
                        {"peak_GiB", r.peak_gib}, {"decode_GBps", gbs},    {"decode_TFLOPs", tfs}};
        };
        report["runs"] = json::array();
        for (const RunResult& r : ours) report["runs"].push_back(row(r.kv == "auto" ? "folio" : "folio kv " + r.kv, r));
        if (peer.contains("runs")) {
            for (const auto& p : peer["runs"]) {
                RunResult r;
                r.batch = p["batch"];
                r.tokens = p["tokens"];
                r.seconds = p["seconds"];
                r.pages_per_s = p["pages_per_s"];
                r.ms_per_step = p["ms_per_step"];
                r.ttft_ms = p["ttft_ms"];
                r.peak_gib = p["peak_GiB"];
                report["runs"].push_back(row("transformers", r));
            }
            report["peer"] = {{"transformers", peer.value("transformers", "")}, {"torch", peer.value("torch", "")}};
        }
        report["stream"] = json::array();
        if (!streams.empty()) {
            std::printf("\n%-18s %6s %9s %7s %9s %11s %9s %9s %9s\n", "stream", "pages", "in flight", "tokens", "pages/s",
                        "sustained/s", "p50 s", "p90 s", "p99 s");
            for (const StreamResult& r : streams) {
                const std::string who = r.kv == "auto" ? "folio" : "folio kv " + r.kv;
                std::printf("%-18s %6d %9d %7d %9.3f %11.3f %9.2f %9.2f %9.2f\n", who.c_str(), r.pages, r.in_flight, r.tokens,
                            r.pages_per_s, r.sustained_pages_per_s, r.p50_ms / 1e3, r.p90_ms / 1e3, r.p99_ms / 1e3);
                report["stream"].push_back({{"engine", who}, {"kv", r.kv}, {"pages", r.pages}, {"in_flight", r.in_flight},
                                            {"tokens", r.tokens}, {"seconds", r.seconds}, {"pages_per_s", r.pages_per_s},
                                            {"sustained_pages_per_s", r.sustained_pages_per_s}, {"latency_p50_ms", r.p50_ms},
                                            {"latency_p90_ms", r.p90_ms}, {"latency_p99_ms", r.p99_ms}});
            }
        }
        // Issue 5's floors against this run.
        const RunResult* one = nullptr;
        const RunResult* many = nullptr;
        for (const RunResult& r : ours) {
            if (r.batch == 1) one = &r;
            if (r.batch == 128 && (!many || r.pages_per_s > many->pages_per_s)) many = &r;
        }
        report["floors"] = json::array();
        std::printf("\n%-36s %10s %10s %6s\n", "floor (issue 5)", "floor", "measured", "holds");
        auto floor_row = [&](const std::string& what, double floor, double value, bool at_most) {
            const bool holds = at_most ? value <= floor : value >= floor;
            std::printf("%-36s %10.3f %10.3f %6s\n", what.c_str(), floor, value, holds ? "yes" : "NO");
            report["floors"].push_back({{"measure", what}, {"floor", floor}, {"measured", value}, {"holds", holds}});
        };
        if (one) {
            floor_row("decode step, batch 1 (ms)", 0.7, one->ms_per_step, true);
            floor_row("one page, submit to last token (s)", 1.2, one->seconds, true);
            floor_row("peak memory, one page (GiB)", 3.5, one->peak_gib, true);
        }
        if (many) floor_row("128 pages (pages/s, kv " + many->kv + ")", 10.0, many->pages_per_s, false);
        floor_row("vision encoder, one page (ms)", 45.0, vision_ms, true);
        // Issue 27's, where this run measured them.
        for (const RunResult& r : ours)
            if (r.batch == 128 && r.tokens == 1000)
                floor_row("128 pages (pages/s, kv " + r.kv + ", issue 27)", r.kv == "fp8" ? 18.0 : 12.0, r.pages_per_s, false);
        for (const StreamResult& r : streams)
            if (r.pages == 512 && r.in_flight == 128 && r.tokens == 1000 && r.kv == "fp8")  // the only stream floor
                floor_row("stream 512/128 (sustained/s, kv fp8, issue 27)", 18.0, r.sustained_pages_per_s, false);
        floor_row("vision encoder, one page (ms, issue 27)", 25.0, vision_ms, true);
        if (peer.contains("device")) report["device"] = peer["device"];
        if (!args.json_path.empty()) std::ofstream(args.json_path) << report.dump(2) << "\n";
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "folio-bench: %s\n", e.what());
        return 1;
    }
}

#include "cpu_workload.h"

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "folio/engine/engine.h"
#include "image/ppm.h"

extern char** environ;

namespace folio::bench {
namespace {

using engine::Engine;
using engine::EngineOptions;
using engine::Error;
using engine::PageResult;
using engine::RgbImage;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

constexpr int kSmallWidth = 392, kSmallHeight = 560;   // 280 image tokens
constexpr int kPageWidth = 1092, kPageHeight = 1540;   // 2145 image tokens

double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// A field of /proc/self/status in GiB ("VmHWM": peak resident set, "VmRSS": now).
double proc_status_gib(const std::string& field) {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind(field + ":", 0) == 0) return std::stod(line.substr(field.size() + 1)) / double(1 << 20);  // kB
    throw Error("/proc/self/status has no " + field);
}

RgbImage page_image(const std::string& path, int width, int height, std::uint32_t seed) {
    if (!path.empty()) return engine::read_ppm(path);
    RgbImage image{width, height, {}};
    image.pixels.resize(size_t(width) * height * 3);
    std::mt19937 rng(seed);
    for (auto& p : image.pixels) p = std::uint8_t(rng());
    return image;
}

struct PageRun {
    PageResult result;
    std::vector<Clock::time_point> token_times;
};

PageRun run_page(Engine& engine, RgbImage image, int tokens) {
    engine::PageRequest request;
    request.image = std::move(image);
    request.sampling.greedy = true;
    request.sampling.max_new_tokens = tokens;
    request.sampling.ignore_stop_tokens = true;
    PageRun run;
    std::mutex mutex;
    engine::PageCallbacks callbacks;
    callbacks.on_token = [&](engine::RequestId, std::int32_t, const std::string&, const engine::TokenLogprobs*) {
        std::lock_guard lock(mutex);
        run.token_times.push_back(Clock::now());
    };
    callbacks.on_finished = [&](engine::RequestId, const PageResult& r) {
        std::lock_guard lock(mutex);
        run.result = r;
    };
    engine.submit(std::move(request), std::move(callbacks));
    engine.wait_idle();
    if (run.result.finish == engine::FinishReason::Error) throw Error("benchmark page failed: " + run.result.error);
    if (int(run.result.tokens.size()) != tokens)
        throw Error("benchmark page generated " + std::to_string(run.result.tokens.size()) + " tokens, expected " +
                    std::to_string(tokens));
    return run;
}

// Tokens per second over the `steps` decode steps after the first token (fewer when the page has fewer).
double decode_tokens_per_s(const PageRun& run, int steps) {
    const int last = std::min<int>(steps, int(run.token_times.size()) - 1);
    if (last < 1) return 0;
    return last / std::chrono::duration<double>(run.token_times[size_t(last)] - run.token_times[0]).count();
}

json page_json(const PageRun& run, int depth_steps) {
    const auto& t = run.result.timings;
    return {{"prompt_tokens", t.prompt_tokens},
            {"image_tokens", t.image_tokens},
            {"generated_tokens", t.generated_tokens},
            {"ttft_s", t.time_to_first_token_ms / 1e3},
            {"end_to_end_s", t.total_ms / 1e3},
            {"decode_steps_at_depth", std::min<int>(depth_steps, int(run.token_times.size()) - 1)},
            {"decode_tokens_per_s_at_depth", decode_tokens_per_s(run, depth_steps)},
            {"decode_tokens_per_s_mean", decode_tokens_per_s(run, int(run.token_times.size()))}};
}

// One dtype in this process.
json run_one_dtype(const CpuWorkloadArgs& args, const std::string& dtype) {
    EngineOptions options;
    options.model_dir = args.model_dir;
    options.device = "cpu";
    options.dtype = dtype;
    options.cpu_threads = args.threads;
    options.max_concurrent_pages = 1;
    // The pages exist before the clock starts.
    RgbImage small = page_image(args.small_page, kSmallWidth, kSmallHeight, 1);
    RgbImage page = args.full_page ? page_image(args.page, kPageWidth, kPageHeight, 2) : RgbImage{};
    const auto opened = Clock::now();
    auto engine = Engine::open(options);
    const double load_s = seconds_since(opened);
    const engine::EngineDescription d = engine->description();
    json out = {{"dtype_requested", dtype},
                {"description", {{"device", d.device}, {"dtype", d.dtype}, {"kv_cache_dtype", d.kv_cache_dtype},
                                 {"cpu_threads", d.cpu_threads}}},
                {"load_s", load_s},
                {"rss_after_load_GiB", proc_status_gib("VmRSS")}};
    std::fprintf(stderr, "folio-bench: %s opened in %.1f s: device %s, dtype %s, kv cache %s, %d threads\n",
                 dtype.c_str(), load_s, d.device.c_str(), d.dtype.c_str(), d.kv_cache_dtype.c_str(), d.cpu_threads);
    // The first page submitted: what a user waits for after opening.
    const PageRun small_run = run_page(*engine, std::move(small), args.depth_tokens + 1);
    out["small_page"] = page_json(small_run, args.depth_tokens);
    std::fprintf(stderr, "folio-bench: %s small page: TTFT %.1f s, %.2f tokens/s\n", dtype.c_str(),
                 out["small_page"]["ttft_s"].get<double>(), out["small_page"]["decode_tokens_per_s_at_depth"].get<double>());
    if (args.full_page) {
        const PageRun full_run = run_page(*engine, std::move(page), args.tokens);
        out["page"] = page_json(full_run, args.depth_tokens);
        std::fprintf(stderr, "folio-bench: %s page: TTFT %.1f s, %.2f tokens/s at depth, %.1f s end to end\n",
                     dtype.c_str(), out["page"]["ttft_s"].get<double>(),
                     out["page"]["decode_tokens_per_s_at_depth"].get<double>(), out["page"]["end_to_end_s"].get<double>());
    }
    engine.reset();
    out["peak_rss_GiB"] = proc_status_gib("VmHWM");
    return out;
}

// This executable again with a single dtype; its JSON comes back through a file.
json run_child(const CpuWorkloadArgs& args, const std::string& self, const std::string& dtype) {
    char path_template[] = "/tmp/folio-bench-cpu-XXXXXX";
    const int fd = mkstemp(path_template);
    if (fd < 0) throw Error("cannot make a temporary file for the " + dtype + " run");
    close(fd);
    const std::string json_path = path_template;
    std::vector<std::string> argv_strings{self,      "--device", "cpu", "--model", args.model_dir, "--dtype", dtype,
                                          "--tokens", std::to_string(args.tokens), "--depth-tokens",
                                          std::to_string(args.depth_tokens), "--threads", std::to_string(args.threads),
                                          "--json", json_path};
    if (!args.full_page) argv_strings.push_back("--small-page-only");
    argv_strings.push_back("--no-table");
    if (!args.small_page.empty()) argv_strings.insert(argv_strings.end(), {"--small-page", args.small_page});
    if (!args.page.empty()) argv_strings.insert(argv_strings.end(), {"--page", args.page});
    std::vector<char*> argv;
    for (std::string& s : argv_strings) argv.push_back(s.data());
    argv.push_back(nullptr);
    pid_t pid = 0;
    if (posix_spawn(&pid, self.c_str(), nullptr, nullptr, argv.data(), environ) != 0)
        throw Error("cannot start " + self + " for the " + dtype + " run");
    int status = 0;
    waitpid(pid, &status, 0);
    json out;
    std::ifstream in(json_path);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0 && in) out = json::parse(in)["runs"].at(0);
    else out = {{"dtype_requested", dtype}, {"error", "the " + dtype + " run failed (exit status " + std::to_string(status) + ")"}};
    std::remove(json_path.c_str());
    return out;
}

std::string figure(const json& run, const char* page, const char* key, const char* format) {
    if (!run.contains(page) || !run[page].contains(key)) return "-";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, format, run[page][key].get<double>());
    return buffer;
}

void print_table(const json& runs, int tokens) {
    std::printf("\nCPU workload: small page 392x560 (280 image tokens), standard page 1092x1540 (2145 image "
                "tokens) + %d tokens, random weights\n",
                tokens);
    std::printf("%-10s %-38s %7s %9s %10s %9s %11s %9s %9s\n", "dtype", "ran as", "load s", "small s", "tok/s ~300",
                "page s", "tok/s ~2200", "e2e s", "RSS GiB");
    for (const json& r : runs) {
        if (r.contains("error")) {
            std::printf("%-10s %s\n", r["dtype_requested"].get<std::string>().c_str(), r["error"].get<std::string>().c_str());
            continue;
        }
        const json& d = r["description"];
        const std::string ran = d["device"].get<std::string>() + " " + d["dtype"].get<std::string>() + ", kv " +
                                d["kv_cache_dtype"].get<std::string>() + ", " + std::to_string(d["cpu_threads"].get<int>()) +
                                " threads";
        std::printf("%-10s %-38s %7.1f %9s %10s %9s %11s %9s %9.2f\n", r["dtype_requested"].get<std::string>().c_str(),
                    ran.c_str(), r["load_s"].get<double>(), figure(r, "small_page", "ttft_s", "%.1f").c_str(),
                    figure(r, "small_page", "decode_tokens_per_s_at_depth", "%.2f").c_str(),
                    figure(r, "page", "ttft_s", "%.1f").c_str(), figure(r, "page", "decode_tokens_per_s_at_depth", "%.2f").c_str(),
                    figure(r, "page", "end_to_end_s", "%.1f").c_str(), r["peak_rss_GiB"].get<double>());
    }
}

}  // namespace

int run_cpu_workload(const CpuWorkloadArgs& args, const std::string& self_executable) {
    json report;
    report["workload"] = {{"device", "cpu"},
                          {"small_page", "392x560"},
                          {"page", args.full_page ? "1092x1540" : "none"},
                          {"generated_tokens", args.tokens},
                          {"depth_tokens", args.depth_tokens},
                          {"threads_requested", args.threads}};
    report["runs"] = json::array();
    bool failed = false;
    if (args.dtypes.size() == 1) {
        try {
            report["runs"].push_back(run_one_dtype(args, args.dtypes[0]));
        } catch (const std::exception& e) {
            std::fprintf(stderr, "folio-bench: %s: %s\n", args.dtypes[0].c_str(), e.what());
            report["runs"].push_back({{"dtype_requested", args.dtypes[0]}, {"error", e.what()}});
            failed = true;
        }
    } else {
        // One process per dtype, so that each peak RSS is its configuration's alone.
        for (const std::string& dtype : args.dtypes) {
            report["runs"].push_back(run_child(args, self_executable, dtype));
            failed = failed || report["runs"].back().contains("error");
        }
    }
    if (args.print_table) print_table(report["runs"], args.tokens);
    if (!args.json_path.empty()) {
        // Written beside and renamed, so that a reader never sees half a report.
        const std::string partial = args.json_path + ".partial";
        std::ofstream out(partial);
        out << report.dump(2) << "\n";
        out.close();
        std::error_code error;
        if (out.fail() || (std::filesystem::rename(partial, args.json_path, error), error)) {
            std::fprintf(stderr, "folio-bench: cannot write %s\n", args.json_path.c_str());
            std::remove(partial.c_str());
            return 1;
        }
    }
    return failed ? 1 : 0;
}

}  // namespace folio::bench

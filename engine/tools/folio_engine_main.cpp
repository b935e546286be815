// folio-engine: the engine's Qt-free command-line tool (runs on machines without Qt).
#include <ATen/ops/stack.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "folio/engine/engine.h"
#include "image/ppm.h"
#include "runtime/scheduler.h"
#include "runtime/tensor_file.h"

namespace {

using folio::engine::Error;

int usage(FILE* out) {
    std::fprintf(out,
                 "usage: folio-engine <verb> [options]\n"
                 "verbs:\n"
                 "  version     print the engine version\n"
                 "  devices     list the devices this build can use\n"
                 "  generate MODEL_DIR PAGE [options]\n"
                 "              OCR one page and print JSON (token ids, text, timings). PAGE is a\n"
                 "              binary PPM (P6) image or a .safetensors file with float32\n"
                 "              `pixel_values` [1,3,H,W] (already preprocessed).\n"
                 "    --max-new-tokens N   (default 4096)\n"
                 "    --greedy             argmax decoding (default: temperature 0.2, top-p 0.9)\n"
                 "    --temperature T --top-p P --seed S\n"
                 "    --ignore-stop        generate exactly --max-new-tokens tokens\n"
                 "    --device cpu|cuda|cuda:N   --dtype auto|float32|bfloat16|float16|int8\n"
                 "    --cpu-threads N      threads for CPU work (default 0: one per core)\n"
                 "    --dump-logits FILE   safetensors with float32 `logits` [steps, vocab]\n"
                 "    --profile            print to stderr where the scheduler's time went\n");
    return out == stdout ? 0 : 2;
}

bool ends_with(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

const char* finish_name(folio::engine::FinishReason reason) {
    switch (reason) {
        case folio::engine::FinishReason::Stop: return "stop";
        case folio::engine::FinishReason::Length: return "length";
        case folio::engine::FinishReason::Loop: return "loop";
        case folio::engine::FinishReason::Cancelled: return "cancelled";
        case folio::engine::FinishReason::Error: return "error";
    }
    return "?";
}

int generate(int argc, char** argv) {
    std::vector<std::string> positional;
    folio::engine::EngineOptions options;
    folio::engine::PageWork work;
    work.sampling.max_new_tokens = 4096;
    work.sampling.greedy = false;  // the published sampling defaults unless --greedy
    std::string dump_logits;
    std::optional<folio::engine::SchedulerProfile> profile;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto value = [&]() -> std::string {
            if (i + 1 >= argc) throw Error("option " + arg + " needs a value");
            return argv[++i];
        };
        const auto number = [&](const std::string& text) {
            try {
                size_t used = 0;
                const double v = std::stod(text, &used);
                if (used != text.size()) throw std::invalid_argument(text);
                return v;
            } catch (const std::exception&) {
                throw Error("option " + arg + ": '" + text + "' is not a number");
            }
        };
        if (arg == "--max-new-tokens") work.sampling.max_new_tokens = static_cast<int>(number(value()));
        else if (arg == "--greedy") work.sampling.greedy = true;
        else if (arg == "--temperature") work.sampling.temperature = static_cast<float>(number(value()));
        else if (arg == "--top-p") work.sampling.top_p = static_cast<float>(number(value()));
        else if (arg == "--seed") work.sampling.seed = static_cast<std::uint64_t>(number(value()));
        else if (arg == "--ignore-stop") work.sampling.ignore_stop_tokens = true;
        else if (arg == "--device") options.device = value();
        else if (arg == "--dtype") options.dtype = value();
        else if (arg == "--cpu-threads") options.cpu_threads = static_cast<int>(number(value()));
        else if (arg == "--dump-logits") dump_logits = value();
        else if (arg == "--profile") profile.emplace();
        else if (arg.rfind("--", 0) == 0) throw Error("unknown option " + arg);
        else positional.push_back(arg);
    }
    if (positional.size() != 2) return usage(stderr);
    options.model_dir = positional[0];
    const std::string& page = positional[1];

    if (ends_with(page, ".safetensors")) {
        auto tensors = folio::engine::read_tensor_file(page);
        auto it = tensors.find("pixel_values");
        if (it == tensors.end()) throw Error(page + ": no tensor 'pixel_values'");
        at::Tensor pixels = it->second;
        if (pixels.dim() != 4 || pixels.size(0) != 1 || pixels.size(1) != 3 || pixels.scalar_type() != at::kFloat)
            throw Error(page + ": 'pixel_values' must be float32 [1,3,H,W]");
        work.pixel_values = pixels[0];
    } else {
        work.image = folio::engine::read_ppm(page);
    }

    const auto start = std::chrono::steady_clock::now();
    auto scheduler = folio::engine::open_scheduler(options, profile ? &*profile : nullptr);
    const double load_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

    std::vector<at::Tensor> logits;
    folio::engine::PageResult result;
    if (!dump_logits.empty())
        work.on_logits = [&](folio::engine::RequestId, const at::Tensor& row) { logits.push_back(row); };
    work.callbacks.on_finished = [&](folio::engine::RequestId, const folio::engine::PageResult& r) { result = r; };
    scheduler->submit(std::move(work));
    scheduler->wait_idle();
    if (!dump_logits.empty()) {
        const at::Tensor all = logits.empty() ? at::Tensor() : at::stack(logits);
        if (all.defined()) folio::engine::write_tensor_file(dump_logits, {{"logits", all}});
    }

    const auto& t = result.timings;
    const double decode_ms = t.total_ms - t.time_to_first_token_ms;
    nlohmann::json out = {
        {"tokens", result.tokens},
        {"text", result.text},
        {"finish", finish_name(result.finish)},
        {"device", options.device},
        {"dtype", c10::toString(scheduler->model().dtype())},
        {"timings",
         {{"load_ms", load_ms}, {"queued_ms", t.queued_ms}, {"time_to_first_token_ms", t.time_to_first_token_ms},
          {"total_ms", t.total_ms}, {"prompt_tokens", t.prompt_tokens}, {"image_tokens", t.image_tokens},
          {"generated_tokens", t.generated_tokens},
          {"decode_tokens_per_s", t.generated_tokens > 1 && decode_ms > 0 ? (t.generated_tokens - 1) * 1000.0 / decode_ms : 0.0}}}};
    if (result.finish == folio::engine::FinishReason::Error) out["error"] = result.error;
    scheduler.reset();  // its last step reported
    if (profile) std::fputs(profile->report().c_str(), stderr);
    std::printf("%s\n", out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace).c_str());
    return result.finish == folio::engine::FinishReason::Error ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usage(stderr);
    const std::string verb = argv[1];
    if (verb == "--help" || verb == "-h" || verb == "help") return usage(stdout);
    try {
        if (verb == "version" || verb == "--version") {
            std::printf("folio-engine %s\n", folio::engine::version().c_str());
            return 0;
        }
        if (verb == "devices") {
            for (const auto& d : folio::engine::available_devices())
                std::printf("%s\t%s\t%llu\n", d.id.c_str(), d.name.c_str(),
                            static_cast<unsigned long long>(d.total_memory_bytes));
            return 0;
        }
        if (verb == "generate") return generate(argc, argv);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "folio-engine: %s\n", e.what());
        return 1;
    }
    std::fprintf(stderr, "folio-engine: unknown verb '%s'\n", verb.c_str());
    return usage(stderr);
}

// Engine::open: the local libtorch engine, a thin shell over the Scheduler.
#include <cstdlib>
#include <memory>
#include <string>

#include "folio/engine/engine.h"

#include <ATen/Parallel.h>
#include "kernels/tuning.h"
#include "loading/model_config.h"
#include "model/lighton_ocr_model.h"
#include "runtime/cpu_threads.h"
#include "runtime/memory_plan.h"
#include "runtime/scheduler.h"
#include "text/token_scripts.h"
#include "text/tokenizer.h"

namespace folio::engine {

namespace {

std::string dtype_name(at::ScalarType dtype) {
    switch (dtype) {
        case at::kFloat: return "float32";
        case at::kBFloat16: return "bfloat16";
        case at::kHalf: return "float16";
        case at::kFloat8_e4m3fn: return "fp8";
        default: return c10::toString(dtype);
    }
}

class LocalEngine final : public Engine {
public:
    LocalEngine(EngineOptions options, std::unique_ptr<Scheduler> scheduler)
        : options_(std::move(options)), scheduler_(std::move(scheduler)), scripts_(scheduler_->tokenizer()) {}

    RequestId submit(PageRequest request, PageCallbacks callbacks) override {
        PageWork work;
        work.image = std::move(request.image);
        work.instruction = std::move(request.instruction);
        work.sampling = std::move(request.sampling);
        if (work.sampling.allowed_scripts) {
            const auto outside = scripts_.banned_outside(work.sampling.allowed_scripts);
            std::vector<std::int32_t>& banned = work.sampling.banned_tokens;
            banned.insert(banned.end(), outside->begin(), outside->end());
        }
        work.callbacks = std::move(callbacks);
        return scheduler_->submit(std::move(work));
    }
    void cancel(RequestId id) override { scheduler_->cancel(id); }
    void wait_idle() override { scheduler_->wait_idle(); }
    const EngineOptions& options() const override { return options_; }
    EngineDescription description() const override {
        const LightOnOcrModel& model = scheduler_->model();
        EngineDescription description;
        description.device = model.device().str();
        description.dtype = model.int8_weights() ? "int8" : dtype_name(model.dtype());
        description.kv_cache_dtype = dtype_name(model.kv_pool()->shape().dtype);
        description.cpu_threads = at::get_num_threads();
        return description;
    }

private:
    EngineOptions options_;
    std::unique_ptr<Scheduler> scheduler_;
    TokenScripts scripts_;  // allowed_scripts -> banned tokens
};

}  // namespace

// The switches the README documents, read once at open: each turns a fast path off.
EngineTuning with_documented_switches(EngineTuning tuning) {
    const auto off = [](const char* name) {
        const char* value = std::getenv(name);
        return value && std::string(value) == "0";
    };
    if (off("FOLIO_PERSISTENT_DECODER")) tuning.persistent_decoder = false;
    if (off("FOLIO_SCREENED_HEAD")) tuning.screened_head = "off";
    if (off("FOLIO_OVERLAP_VISION")) tuning.overlap_vision = false;
    if (const char* on = std::getenv("FOLIO_OVERLAP_VISION"); on && std::string(on) == "1") tuning.overlap_vision = true;
    if (off("FOLIO_FP8_ATTENTION_TRANSPOSED")) tuning.kernels.paged_fp8_swapped = false;
    if (off("FOLIO_VISION_KEY_SPLIT") && (tuning.vision_attention == "auto" || tuning.vision_attention == "cudnn"))
        tuning.vision_attention = "cudnn_whole";
    return tuning;
}

std::unique_ptr<Scheduler> open_scheduler(const EngineOptions& options, SchedulerObserver* observer) {
    const at::Device device = parse_device(options.device);
    const ModelDtype dtype = parse_model_dtype(options.dtype, device);
    const EngineTuning tuning = with_documented_switches(options.tuning);
    const int cpu_threads = resolve_cpu_threads(options.cpu_threads);
    set_process_cpu_threads(cpu_threads, device.is_cpu());  // loading converts on this thread
    // Loading and the memory plan's trial passes run kernels on this thread.
    const kernels::KernelTuningScope kernel_tuning(tuning.kernels);
    auto tokenizer = std::make_shared<const Tokenizer>(Tokenizer::from_model_dir(options.model_dir));
    auto model = LightOnOcrModel::load(options.model_dir, dtype.activations, device, tuning, dtype.int8_weights);
    SchedulerOptions scheduler_options;
    scheduler_options.cuda_graphs = options.cuda_graphs;
    scheduler_options.max_concurrent_pages = options.max_concurrent_pages;
    scheduler_options.longest_image_side = options.longest_image_side;
    scheduler_options.prefill_together = tuning.prefill_together;
    scheduler_options.overlap_vision = tuning.overlap_vision;
    scheduler_options.eager_persistent = tuning.persistent_eager;
    scheduler_options.kernels = tuning.kernels;
    scheduler_options.cpu_threads = cpu_threads;
    scheduler_options.observer = observer;
    configure_memory(*model, options, scheduler_options);
    scheduler_options.stop_tokens = ocr_stop_tokens(*tokenizer, model->config().eos_token_ids);
    return std::make_unique<Scheduler>(std::move(model), std::move(tokenizer), std::move(scheduler_options));
}

std::unique_ptr<Engine> Engine::open(const EngineOptions& options) { return open_local_engine(options, nullptr); }

std::unique_ptr<Engine> open_local_engine(const EngineOptions& options, SchedulerObserver* observer) {
    try {
        return std::make_unique<LocalEngine>(options, open_scheduler(options, observer));
    } catch (const Error&) {
        throw;
    } catch (const std::exception& e) {  // libtorch errors (e.g. out of memory) as engine errors
        throw Error(options.model_dir + ": " + e.what());
    }
}

}  // namespace folio::engine

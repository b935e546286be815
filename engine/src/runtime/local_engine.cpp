// Engine::open: the local libtorch engine, a thin shell over the Scheduler.
#include <algorithm>
#include <memory>

#include "folio/engine/engine.h"
#include "loading/model_config.h"
#include "model/lighton_ocr_model.h"
#include "runtime/memory_plan.h"
#include "runtime/scheduler.h"
#include "text/tokenizer.h"

namespace folio::engine {

namespace {

class LocalEngine final : public Engine {
public:
    LocalEngine(EngineOptions options, std::unique_ptr<Scheduler> scheduler)
        : options_(std::move(options)), scheduler_(std::move(scheduler)) {}

    RequestId submit(PageRequest request, PageCallbacks callbacks) override {
        PageWork work;
        work.image = std::move(request.image);
        work.instruction = std::move(request.instruction);
        work.sampling = std::move(request.sampling);
        work.callbacks = std::move(callbacks);
        return scheduler_->submit(std::move(work));
    }
    void cancel(RequestId id) override { scheduler_->cancel(id); }
    void wait_idle() override { scheduler_->wait_idle(); }
    const EngineOptions& options() const override { return options_; }

private:
    EngineOptions options_;
    std::unique_ptr<Scheduler> scheduler_;
};

}  // namespace

std::unique_ptr<Scheduler> open_scheduler(const EngineOptions& options) {
    const at::Device device = parse_device(options.device);
    const at::ScalarType dtype = parse_dtype(options.dtype, device);
    auto tokenizer = std::make_shared<const Tokenizer>(Tokenizer::from_model_dir(options.model_dir));
    auto model = LightOnOcrModel::load(options.model_dir, dtype, device);
    SchedulerOptions scheduler_options;
    scheduler_options.cuda_graphs = options.cuda_graphs;
    scheduler_options.max_concurrent_pages = options.max_concurrent_pages;
    scheduler_options.longest_image_side = options.longest_image_side;
    configure_memory(*model, options, scheduler_options);
    for (int id : model->config().eos_token_ids) scheduler_options.stop_tokens.push_back(id);
    // MODEL.md: generation stops on <|im_end|> or <|endoftext|>, whatever the config lists.
    for (int32_t id : {151645, 151643})
        if (std::find(scheduler_options.stop_tokens.begin(), scheduler_options.stop_tokens.end(), id) ==
            scheduler_options.stop_tokens.end())
            scheduler_options.stop_tokens.push_back(id);
    return std::make_unique<Scheduler>(std::move(model), std::move(tokenizer), std::move(scheduler_options));
}

std::unique_ptr<Engine> Engine::open(const EngineOptions& options) {
    try {
        return std::make_unique<LocalEngine>(options, open_scheduler(options));
    } catch (const Error&) {
        throw;
    } catch (const std::exception& e) {  // libtorch errors (e.g. out of memory) as engine errors
        throw Error(options.model_dir + ": " + e.what());
    }
}

}  // namespace folio::engine

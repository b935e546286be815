#include "runtime/scheduler.h"

#include "runtime/cpu_threads.h"

#include <c10/core/InferenceMode.h>

#include <algorithm>
#include <chrono>
#include <optional>

#include "image/image_processor.h"
#include "kernels/ops.h"
#include "kernels/tuning.h"
#include "runtime/admission.h"
#include "runtime/batch_planner.h"
#include "runtime/decode_runner.h"
#include "runtime/page_preparer.h"
#include "runtime/repetition_guard.h"

#ifdef FOLIO_WITH_CUDA
#include <ATen/cuda/CUDAContext.h>
#include <ATen/cuda/CUDAEvent.h>
#include <c10/cuda/CUDACachingAllocator.h>
#include <c10/cuda/CUDAGuard.h>
#endif

#include <ATen/ops/empty.h>
#include <ATen/ops/tensor.h>
#include "runtime/sampler.h"

namespace folio::engine {

namespace {
using Clock = std::chrono::steady_clock;

// Tokens of room kept for each running page while pages are admitted beside its steps.
constexpr int64_t kGrowthBesideVision = 256;

double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}
}  // namespace

struct Scheduler::Queued {
    RequestId id = 0;
    PageWork work;
    Clock::time_point submitted;
    std::shared_ptr<PagePreparer::Job> prepared;  // the image, being preprocessed ahead
};

struct Scheduler::Running {
    Running(Queued& queued, KvCache kv)
        : id(queued.id), work(std::move(queued.work)), submitted(queued.submitted),
          prepared(std::move(queued.prepared)), cache(std::move(kv)), sampler(work.sampling),
          loop_guard(RepetitionGuardOptions{work.sampling.ignore_stop_tokens ? 0 : work.sampling.loop_window,
                                            work.sampling.loop_max_period}) {}

    RequestId id = 0;
    PageWork work;
    Clock::time_point submitted;
    std::shared_ptr<PagePreparer::Job> prepared;
    KvCache cache;
    TokenSampler sampler;
    RepetitionGuard loop_guard;
    std::optional<StreamDecoder> text;
    PageResult result;
    std::vector<int32_t> prompt;  // built at the first admission
    int32_t last_token = 0;
    int64_t context_limit = 0;
    bool done = false;
    bool started = false;  // prefilled once and emitted its first token
    bool announced = false;  // on_started called
    bool in_flight = false;  // a row of the step whose tokens are on their way (kept alive until collected)

    // Tokens the KV cache holds once the page is (re)prefilled: the prompt and every generated
    // token but the last, which the next decode step feeds.
    int64_t context_tokens() const {
        return static_cast<int64_t>(prompt.size()) +
               std::max<int64_t>(0, static_cast<int64_t>(result.tokens.size()) - 1);
    }
};

// Pages admitted beside the decode steps: their KV blocks taken, their vision passes queued on
// the vision stream, their features on the way.
struct Scheduler::VisionInFlight {
    std::vector<std::unique_ptr<Running>> pages;
    std::vector<PageSpan> passes;
    std::vector<at::Tensor> features;
    Clock::time_point launched;
#ifdef FOLIO_WITH_CUDA
    std::optional<at::cuda::CUDAEvent> done;  // recorded on the vision stream after the passes
#endif
    bool ready() {
#ifdef FOLIO_WITH_CUDA
        return !done || done->query();
#else
        return true;
#endif
    }
};

Scheduler::Scheduler(std::unique_ptr<LightOnOcrModel> model, std::shared_ptr<const Tokenizer> tokenizer,
                     SchedulerOptions options)
    : model_(std::move(model)), tokenizer_(std::move(tokenizer)), options_(std::move(options)) {
    if (!model_ || !tokenizer_) throw Error("scheduler: a model and a tokenizer are required");
    options_.max_concurrent_pages = std::max(1, options_.max_concurrent_pages);
    {
        const kernels::KernelTuningScope tuning(options_.kernels);  // the graphs capture its launches
        runner_ = std::make_unique<DecodeRunner>(*model_, options_.max_concurrent_pages, options_.cuda_graphs,
                                                 options_.eager_persistent);
        runner_->capture_all(DecodeRunner::precaptured_context());
    }
    // Enough prepared pages for about two vision passes (a 1540x1092 page has 8580 patches).
    const int look_ahead = static_cast<int>(std::clamp<int64_t>(2 * options_.vision_batch_patches / 8580, 2, 16));
    preparer_ = std::make_unique<PagePreparer>(preprocess_options(), model_->device().is_cuda(), look_ahead);
    thread_ = std::thread([this] { run(); });
}

Scheduler::~Scheduler() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    thread_.join();
}

RequestId Scheduler::submit(PageWork work) {
    std::vector<PageWork> one;
    one.push_back(std::move(work));
    return submit_batch(std::move(one)).front();
}

std::vector<RequestId> Scheduler::submit_batch(std::vector<PageWork> works) {
    std::vector<RequestId> ids;
    {
        std::lock_guard lock(mutex_);
        for (PageWork& work : works) {
            ids.push_back(next_id_++);
            live_.insert(ids.back());
            std::shared_ptr<PagePreparer::Job> prepared;
            if (!work.pixel_values.defined()) prepared = preparer_->submit(std::move(work.image));
            queue_.push_back(Queued{ids.back(), std::move(work), Clock::now(), std::move(prepared)});
        }
    }
    wake_.notify_all();
    return ids;
}

void Scheduler::cancel(RequestId id) {
    {
        std::lock_guard lock(mutex_);
        if (live_.count(id) == 0) return;  // unknown or already finished: nothing to stop
        cancel_requests_.insert(id);
    }
    wake_.notify_all();
}

void Scheduler::wait_idle() {
    std::unique_lock lock(mutex_);
    idle_.wait(lock, [&] { return live_.empty(); });
}

size_t Scheduler::pending_cancellations() const {
    std::lock_guard lock(mutex_);
    return cancel_requests_.size();
}

bool Scheduler::cancelled(RequestId id) {
    std::lock_guard lock(mutex_);
    return cancel_requests_.count(id) > 0;
}

PreprocessOptions Scheduler::preprocess_options() const {
    PreprocessOptions pre;
    pre.longest_edge = options_.longest_image_side;
    pre.patch_size = model_->config().vision.patch_size;
    pre.merge_size = model_->config().spatial_merge_size;
    return pre;
}

int64_t Scheduler::estimated_patches(const Queued& queued) const {
    const int64_t patch = model_->config().vision.patch_size;
    const PageWork& work = queued.work;
    if (work.pixel_values.defined() && work.pixel_values.dim() == 3)
        return (work.pixel_values.size(1) / patch) * (work.pixel_values.size(2) / patch);
    const auto [width, height] =
        queued.prepared ? PagePreparer::size(*queued.prepared) : std::pair{work.image.width, work.image.height};
    try {
        const ResizedSize size = resized_size(width, height, preprocess_options());
        return (size.height / patch) * (size.width / patch);
    } catch (const Error&) {
        return 0;  // a broken image: admit() reports it
    }
}

std::vector<std::unique_ptr<Scheduler::Running>> Scheduler::take_queued() {
    std::vector<std::unique_ptr<Running>> candidates;
    // Pages that waited for KV blocks go first, in their order.
    while (!waiting_.empty()) {
        candidates.push_back(std::move(waiting_.front()));
        waiting_.pop_front();
    }
    // Then new pages, one vision pass's worth of patches per iteration, so that running pages keep
    // decoding while a long queue is admitted; cancelled pages leave the queue at once (admit()
    // reports them), whatever the limit.
    std::vector<QueuedPage> queued;
    queued.reserve(queue_.size());
    for (const Queued& q : queue_) {
        const bool cancelled_page = cancel_requests_.count(q.id) > 0;
        queued.push_back({cancelled_page, cancelled_page ? 0 : estimated_patches(q)});
    }
    const std::vector<size_t> taken = pages_to_take(queued, running_.size() + candidates.size(),
                                                    options_.max_concurrent_pages, options_.vision_batch_patches);
    if (taken.empty()) return candidates;
    std::deque<Queued> staying;
    for (size_t i = 0, next = 0; i < queue_.size(); ++i) {
        if (next < taken.size() && taken[next] == i) {
            candidates.push_back(std::make_unique<Running>(queue_[i], model_->new_cache()));
            ++next;
        } else {
            staying.push_back(std::move(queue_[i]));
        }
    }
    queue_.swap(staying);
    return candidates;
}

void Scheduler::run() {
    configure_engine_thread(options_.cpu_threads, /*lower_priority=*/model_->device().is_cpu());
    c10::InferenceMode inference;
    const kernels::KernelTuningScope tuning(options_.kernels);
#ifdef FOLIO_WITH_CUDA
    // With vision passes beside the steps, the steps run on a high-priority stream (the vision
    // stream has the lowest): the GPU then starts a step's blocks ahead of waiting vision blocks,
    // so a step waits at most for the vision blocks already running when it arrives.
    std::optional<c10::cuda::CUDAStreamGuard> decode_stream;
    if (model_->device().is_cuda() && overlaps_vision())
        decode_stream.emplace(at::cuda::getStreamFromPool(/*isHighPriority=*/true, model_->device().index()));
#endif
    for (;;) {
        std::vector<std::unique_ptr<Running>> candidates;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [&] {
                return stopping_ || !queue_.empty() || !running_.empty() || !waiting_.empty() || vision_in_flight_;
            });
            if (stopping_) {
                // Everything still queued, waiting or running ends as Cancelled.
                for (Queued& q : queue_) cancel_requests_.insert(q.id);
                for (auto& r : running_) cancel_requests_.insert(r->id);
                for (auto& r : waiting_) cancel_requests_.insert(r->id);
            }
            // One admission group beside the decode steps at a time.
            if (!vision_in_flight_) candidates = take_queued();
        }
        // Its pages join once their passes are done, or at once when nothing else decodes.
        if (vision_in_flight_ && (running_.empty() || vision_in_flight_->ready())) join_vision();
        if (!candidates.empty()) {
            const auto admitting = Clock::now();
            AdmissionTimes times;
            times.between_steps = steps_run_ > 0;
            std::vector<std::unique_ptr<Running>> left = admit(std::move(candidates), times);
            times.total_ms = ms_since(admitting);
            if (options_.observer) options_.observer->admitted(times);
            for (auto it = left.rbegin(); it != left.rend(); ++it) waiting_.push_front(std::move(*it));
        }
        if (!running_.empty()) decode_step();
        bool stop_now;
        {
            std::lock_guard lock(mutex_);
            stop_now = stopping_ && queue_.empty() && running_.empty() && waiting_.empty() && !vision_in_flight_;
        }
        if (stop_now) break;
    }
}

bool Scheduler::check_and_prepare(Running& page) {
    const ModelConfig& config = model_->config();
    const int64_t patch = config.vision.patch_size, merge = config.spatial_merge_size;
    if (!page.work.pixel_values.defined()) {
        if (page.prepared) {
            const std::shared_ptr<PagePreparer::Job> job = std::move(page.prepared);
            page.work.pixel_values = preparer_->take(*job);
        } else {
            page.work.pixel_values = preprocess_image(page.work.image, preprocess_options()).pixel_values;
        }
        page.work.image = {};
    }
    const at::Tensor& pv = page.work.pixel_values;
    if (pv.dim() != 3 || pv.size(0) != 3 || pv.size(1) < 2 * patch || pv.size(2) < 2 * patch)
        throw Error("pixel_values must be [3, H, W] with H and W at least " + std::to_string(2 * patch));
    if (page.prompt.empty()) {
        page.context_limit = config.text.max_position_embeddings > 0 ? config.text.max_position_embeddings : INT64_MAX;
        // A text too long for any tokenization to fit the context is refused before it is
        // tokenized, which on this thread would hold every running page (a 60 MB instruction
        // took seconds). NFC composes at most three characters into one, hence the 3.
        const auto text_bytes = static_cast<double>(page.work.instruction.size());
        if (text_bytes > 3.0 * static_cast<double>(tokenizer_->longest_token_bytes()) * static_cast<double>(page.context_limit)) {
            page.result.request_error = true;
            throw Error("the prompt's text (" + std::to_string(page.work.instruction.size()) +
                        " bytes) exceeds the model's context of " + std::to_string(page.context_limit) + " tokens");
        }
        const int image_tokens = static_cast<int>(
            Projector::merged_tokens(PatchGrid{pv.size(1) / patch, pv.size(2) / patch}, static_cast<int>(merge)));
        page.prompt = build_ocr_prompt(*tokenizer_, image_tokens, page.work.instruction);
        page.sampler.set_prompt(page.prompt);
        page.result.timings.image_tokens = image_tokens;
        page.result.timings.prompt_tokens = static_cast<int>(page.prompt.size());
        page.text.emplace(*tokenizer_, /*skip_special=*/true);
    }
    if (page.work.sampling.max_new_tokens <= 0) {
        finish(page, FinishReason::Length);
        return false;
    }
    if (static_cast<int64_t>(page.prompt.size()) >= page.context_limit) {
        page.result.request_error = true;  // about the page itself, not the engine
        throw Error("the prompt (" + std::to_string(page.prompt.size()) + " tokens) exceeds the model's context of " +
                    std::to_string(page.context_limit));
    }
    return true;
}

std::vector<std::unique_ptr<Scheduler::Running>> Scheduler::admit(std::vector<std::unique_ptr<Running>> pages,
                                                                  AdmissionTimes& times) {
    KvPool& pool = *model_->kv_pool();
    // Pages admitted beside the steps hold their blocks until they join, out of make_room's
    // reach: the running pages keep room to grow meanwhile (a vision pass lasts some hundred steps).
    const bool beside_decode = overlaps_vision() && !running_.empty();
    const int64_t growth = beside_decode ? static_cast<int64_t>(running_.size()) * pool.blocks_for_tokens(kGrowthBesideVision) : 0;
    AdmissionBudget budget(std::max<int64_t>(0, pool.free_blocks() - growth), pool.num_blocks(),
                           static_cast<int64_t>(running_.size()));
    std::vector<std::unique_ptr<Running>> fitting, left;
    for (auto& owned : pages) {
        Running& page = *owned;
        if (budget.closed()) {  // first come, first served: nobody overtakes a waiting page
            left.push_back(std::move(owned));
            continue;
        }
        if (!page.started) page.result.timings.queued_ms = ms_since(page.submitted);
        if (cancelled(page.id)) {
            finish(page, FinishReason::Cancelled);
            continue;
        }
        try {
            if (!check_and_prepare(page)) continue;
            const int64_t needed = pool.blocks_for_tokens(page.context_tokens() + 1);
            switch (budget.consider(needed)) {
                case AdmissionBudget::Verdict::never_fits:
                    page.result.request_error = true;
                    throw Error("the page needs " + std::to_string(page.context_tokens() + 1) +
                                " tokens of KV cache; the memory budget leaves room for " +
                                std::to_string(pool.num_blocks() * pool.block_size()));
                case AdmissionBudget::Verdict::wait:
                    left.push_back(std::move(owned));  // waits until running pages free blocks
                    break;
                case AdmissionBudget::Verdict::admit:
                    announce_start(page);
                    fitting.push_back(std::move(owned));
                    break;
            }
        } catch (const std::exception& e) {
            finish(page, FinishReason::Error, e.what());
        }
    }
    if (fitting.empty()) return left;

    // With an observer that wants device times, the device is synchronised around the vision
    // passes and the prefills to time them.
    [[maybe_unused]] const bool device_times = options_.observer && options_.observer->wants_device_times();
    const auto mark = [&] {
#ifdef FOLIO_WITH_CUDA
        if (device_times && model_->device().is_cuda()) at::cuda::getCurrentCUDAStream().synchronize();
#endif
        return Clock::now();
    };
    const auto between = [](Clock::time_point a, Clock::time_point b) {
        return std::chrono::duration<double, std::milli>(b - a).count();
    };
    if (beside_decode) {
        // One vision pass beside the steps at most (that bounds what each step shares the GPU
        // with); later pages wait for the next admission, before those that did not fit.
        const std::vector<PageSpan> passes = plan_vision(fitting);
        std::vector<std::unique_ptr<Running>> later;
        for (size_t i = passes.front().end; i < fitting.size(); ++i) later.push_back(std::move(fitting[i]));
        fitting.resize(passes.front().end);
        launch_vision(std::move(fitting), times);
        later.insert(later.end(), std::make_move_iterator(left.begin()), std::make_move_iterator(left.end()));
        return later;
    }
    const auto vision_start = mark();
    const std::vector<PageSpan> passes = plan_vision(fitting);
    std::vector<at::Tensor> features = encode(fitting, passes);
    const auto prefill_start = mark();
    prefill_admitted(fitting, passes, features);
    const auto end = mark();
    times.pages = static_cast<int64_t>(fitting.size());
    times.vision_ms = between(vision_start, prefill_start);
    times.prefill_ms = between(prefill_start, end);
    return left;
}

std::vector<PageSpan> Scheduler::plan_vision(const std::vector<std::unique_ptr<Running>>& pages) const {
    const int64_t patch = model_->config().vision.patch_size;
    std::vector<int64_t> patches;
    for (const auto& page : pages) {
        const at::Tensor& pv = page->work.pixel_values;
        patches.push_back((pv.size(1) / patch) * (pv.size(2) / patch));
    }
    // Vision passes over groups of pages (block-diagonal attention within a group), each at
    // most vision_batch_patches patches so that activations stay bounded.
    return vision_passes(patches, options_.vision_batch_patches);
}

std::vector<at::Tensor> Scheduler::encode(const std::vector<std::unique_ptr<Running>>& fitting,
                                          const std::vector<PageSpan>& passes) {
    // If a pass fails (out of memory, say), its pages are retried one by one so that one bad
    // page cannot take others down.
    std::vector<at::Tensor> features(fitting.size());
    for (const PageSpan& pass : passes) {
        try {
            std::vector<at::Tensor> group;
            for (size_t i = pass.begin; i < pass.end; ++i) group.push_back(fitting[i]->work.pixel_values);
            const std::vector<at::Tensor> encoded = model_->encode_images(group);
            std::copy(encoded.begin(), encoded.end(), features.begin() + static_cast<int64_t>(pass.begin));
        } catch (const std::exception&) {
            for (size_t i = pass.begin; i < pass.end; ++i) {
                try {
                    features[i] = model_->encode_images({fitting[i]->work.pixel_values})[0];
                } catch (const std::exception& e) {
                    finish(*fitting[i], FinishReason::Error, std::string("vision encoder: ") + e.what());
                }
            }
        }
    }
    return features;
}

void Scheduler::prefill_admitted(std::vector<std::unique_ptr<Running>>& fitting, const std::vector<PageSpan>& passes,
                                 std::vector<at::Tensor>& features) {
    const int64_t merge = model_->config().spatial_merge_size;
    // The pages of a vision pass are prefilled in one pass of the decoder too (larger GEMMs, one
    // read-back of their first tokens), at most a vision pass's worth of image tokens (a quarter
    // of its patches) at once: its activations (~40 KB a token) then stay below the vision pass's
    // (~40 KB a patch), which the memory plan measured; resumed pages bring their generated tokens
    // too. If a batch's prefill fails, its pages are prefilled one by one, so that one bad page
    // cannot take others down.
    const int64_t batch_tokens = std::max<int64_t>(1, options_.vision_batch_patches / (merge * merge));
    for (const PageSpan& pass : passes) {
        std::vector<int64_t> contexts;
        std::vector<bool> live;
        for (size_t i = pass.begin; i < pass.end; ++i) {
            contexts.push_back(fitting[i]->context_tokens());
            live.push_back(!fitting[i]->done);
        }
        for (const std::vector<size_t>& batch : prefill_batches(contexts, live, batch_tokens)) {
            std::vector<Running*> batch_pages;
            std::vector<const at::Tensor*> batch_features;
            for (size_t k : batch) {
                batch_pages.push_back(fitting[pass.begin + k].get());
                batch_features.push_back(&features[pass.begin + k]);
            }
            prefill_pages(batch_pages, batch_features);
        }
        for (size_t i = pass.begin; i < pass.end; ++i) {
            if (!fitting[i]->done && fitting[i]->started) running_.push_back(std::move(fitting[i]));
            features[i] = at::Tensor();
        }
    }
}

void Scheduler::launch_vision(std::vector<std::unique_ptr<Running>> fitting, AdmissionTimes& times) {
    // The blocks the admission promised are taken now: the running pages' steps would take them
    // before these pages are prefilled.
    for (auto& page : fitting) {
        try {
            page->cache.reserve(page->context_tokens() + 1);
        } catch (const std::exception& e) {
            finish(*page, FinishReason::Error, e.what());
        }
    }
    auto vision = std::make_unique<VisionInFlight>();
    vision->launched = Clock::now();
    std::vector<std::unique_ptr<Running>> live;  // without the pages that failed above
    for (auto& page : fitting)
        if (!page->done) live.push_back(std::move(page));
    if (live.empty()) return;
    vision->passes = plan_vision(live);
#ifdef FOLIO_WITH_CUDA
    if (model_->device().is_cuda()) {
        const at::cuda::CUDAStream stream = at::cuda::getStreamFromPool(/*isHighPriority=*/false, model_->device().index());
        const at::cuda::CUDAStreamGuard on_vision_stream(stream);
        vision->features = encode(live, vision->passes);
        vision->done.emplace();
        vision->done->record(stream);
    } else
#endif
    {
        vision->features = encode(live, vision->passes);
    }
    vision->pages = std::move(live);
    times.pages = 0;  // reported when they join
    vision_in_flight_ = std::move(vision);
}

void Scheduler::join_vision() {
    const std::unique_ptr<VisionInFlight> vision = std::move(vision_in_flight_);
    const auto joining = Clock::now();
#ifdef FOLIO_WITH_CUDA
    if (vision->done) {
        const at::cuda::CUDAStream decode_stream = at::cuda::getCurrentCUDAStream();
        vision->done->block(decode_stream);
        // The features are read on the decode stream: their memory must not go back to the
        // vision stream's next pass before that.
        for (const at::Tensor& f : vision->features)
            if (f.defined()) c10::cuda::CUDACachingAllocator::recordStream(f.storage().data_ptr(), decode_stream);
    }
#endif
    AdmissionTimes times;
    times.between_steps = true;
    times.beside_decode = true;
    times.pages = static_cast<int64_t>(vision->pages.size());
    prefill_admitted(vision->pages, vision->passes, vision->features);
    times.prefill_ms = ms_since(joining);
    times.total_ms = ms_since(vision->launched);
    if (options_.observer) options_.observer->admitted(times);
}

void Scheduler::prefill_pages(const std::vector<Running*>& pages, const std::vector<const at::Tensor*>& features) {
    if (pages.size() > 1 && options_.prefill_together) {
        try {
            prefill_together(pages, features);
            return;
        } catch (const std::exception&) {
            for (Running* page : pages) page->cache.reset();  // blocks taken before the failure
        }
    }
    for (size_t i = 0; i < pages.size(); ++i) prefill(*pages[i], *features[i]);
}

void Scheduler::prefill(Running& page, const at::Tensor& features) {
    try {
        prefill_together({&page}, {&features});
    } catch (const std::exception& e) {
        finish(page, FinishReason::Error, e.what());
    }
}

void Scheduler::prefill_together(const std::vector<Running*>& pages, const std::vector<const at::Tensor*>& features) {
    std::vector<std::vector<int32_t>> contexts;
    contexts.reserve(pages.size());
    std::vector<LightOnOcrModel::PrefillPrompt> prompts;
    for (size_t i = 0; i < pages.size(); ++i) {
        Running& page = *pages[i];
        contexts.push_back(page.prompt);
        if (!page.result.tokens.empty())  // resuming after preemption: recompute the context
            contexts.back().insert(contexts.back().end(), page.result.tokens.begin(), page.result.tokens.end() - 1);
        prompts.push_back({&contexts.back(), features[i], &page.cache});
    }
    const at::Tensor logits = model_->prefill_batch(prompts);
    // First tokens of the pages that have none yet (a resumed page has its next token already).
    std::vector<int64_t> rows;
    std::vector<TokenSampler*> samplers;
    for (size_t i = 0; i < pages.size(); ++i)
        if (!pages[i]->started) {
            rows.push_back(static_cast<int64_t>(i));
            samplers.push_back(&pages[i]->sampler);
        }
    if (rows.empty()) {
        for (Running* page : pages) page->started = true;
        return;
    }
    const at::Tensor picked =
        rows.size() == pages.size() ? logits : logits.index_select(0, at::tensor(rows, at::kLong).to(logits.device()));
    const std::vector<int32_t> tokens = TokenSampler::next_batch(picked, samplers);
    for (Running* page : pages) page->started = true;
    for (size_t k = 0; k < rows.size(); ++k)
        emit(*pages[static_cast<size_t>(rows[k])], tokens[k], picked[static_cast<int64_t>(k)]);
}

void Scheduler::preempt(Running& page) {
    page.cache.reset();  // its context is recomputed when it is admitted again
}

// A launched decode step whose tokens are still on their way to the host.
struct Scheduler::InFlight {
    std::vector<Running*> pages;  // the step's rows
    at::Tensor tokens;            // int64 [rows] on the device: the next step's input ids
    // The same, copied asynchronously (pinned memory on a GPU): by the kernel that uploads the
    // next step's inputs when the next step carries these tokens, else by collect.
    at::Tensor host;
    bool copy_queued = false;
#ifdef FOLIO_WITH_CUDA
    std::optional<at::cuda::CUDAEvent> copied;
#endif
    // The copy to `host` is in the current stream now.
    void copy_in_stream() {
        copy_queued = true;
#ifdef FOLIO_WITH_CUDA
        if (host.is_pinned()) {
            copied.emplace();
            copied->record(at::cuda::getCurrentCUDAStream());
        }
#endif
    }
};

void Scheduler::collect(InFlight& step, const at::Tensor& logits) {
    if (!step.copy_queued) {
        // One kernel writing the pinned memory (no copy-engine transfer between steps).
        kernels::copy_mapped(step.host.view(at::kByte), step.tokens.contiguous().view(at::kByte));
        step.copy_in_stream();
    }
#ifdef FOLIO_WITH_CUDA
    if (step.copied) step.copied->synchronize();
#endif
    const int64_t* tokens = step.host.data_ptr<int64_t>();
    for (size_t i = 0; i < step.pages.size(); ++i) {
        Running& page = *step.pages[i];
        page.in_flight = false;
        if (page.done) continue;  // stopped a step earlier: this token is not part of its output
        if (cancelled(page.id)) {  // cancelled while this step ran: its token is dropped
            finish(page, FinishReason::Cancelled);
            continue;
        }
        try {
            emit(page, static_cast<int32_t>(tokens[i]),
                 logits.defined() && page.work.on_logits ? logits[static_cast<int64_t>(i)] : at::Tensor());
        } catch (const std::exception& e) {
            finish(page, FinishReason::Error, e.what());
        }
    }
}

void Scheduler::drain() {
    if (!in_flight_step_) return;
    std::unique_ptr<InFlight> step = std::move(in_flight_step_);
    collect(*step);
}

void Scheduler::make_room() {
    KvPool& pool = *model_->kv_pool();
    const auto plan = [&] {
        std::vector<RunningPage> pages;
        pages.reserve(running_.size());
        for (const auto& page : running_)
            pages.push_back({page->done, page->done ? 0 : page->cache.blocks_needed(1),
                             static_cast<int64_t>(page->cache.blocks().size())});
        return plan_room(pages, pool.free_blocks());
    };
    RoomPlan room = plan();
    if (!room.changes_batch(running_.size())) {
        for (auto& page : running_)
            if (!page->done) page->cache.reserve(1);
        return;
    }
    // Preemption and failures change the batch: the step in flight is collected first (which
    // may finish pages and free their blocks), then the plan is made again.
    drain();
    room = plan();
    // Pages whose vision passes are still in flight give their blocks back before any running
    // page steps aside: they wait again (their passes are redone when they are admitted).
    if (room.changes_batch(running_.size()) && vision_in_flight_) {
        const std::unique_ptr<VisionInFlight> vision = std::move(vision_in_flight_);
        for (auto it = vision->pages.rbegin(); it != vision->pages.rend(); ++it) {
            (*it)->cache.reset();
            waiting_.push_front(std::move(*it));
        }
        room = plan();
    }
    // The newest pages step aside (preempted: their context is recomputed when they are admitted again).
    while (running_.size() > room.kept) {
        if (!running_.back()->done) {
            preempt(*running_.back());
            waiting_.push_front(std::move(running_.back()));
        }
        running_.pop_back();
    }
    // Alone and still no room: the budget cannot hold this page's context.
    for (size_t i : room.cannot_fit)
        finish(*running_[i], FinishReason::Error,
               "the KV cache is full: the memory budget holds " +
                   std::to_string(pool.num_blocks() * pool.block_size()) + " tokens of context");
    for (auto& page : running_)
        if (!page->done) page->cache.reserve(1);
}

void Scheduler::decode_step() {
    const auto entered = Clock::now();
    StepTimes times;
    if (steps_run_ > 0) times.since_last_step_ms = std::chrono::duration<double, std::milli>(entered - last_step_end_).count();
    // A step may run ahead of the host (its input ids are the previous step's sampled tokens,
    // still on the device) only while the batch stays exactly the same pages.
    if (in_flight_step_) {
        std::vector<Running*> live;
        bool changed = false;
        for (auto& page : running_) {
            if (page->done) continue;
            live.push_back(page.get());
            changed |= cancelled(page->id) || page->work.on_logits != nullptr || page->sampler.needs_logits();
        }
        if (changed || live != in_flight_step_->pages) drain();
    }
    const auto erase_done = [&] { std::erase_if(running_, [](const auto& r) { return r->done && !r->in_flight; }); };
    erase_done();
    for (auto& page : running_)
        if (!page->done && cancelled(page->id)) finish(*page, FinishReason::Cancelled);
    erase_done();
    // Every page needs room for its new token; when the pool is out of blocks, the most
    // recently admitted pages step aside (preempted) until the others fit.
    make_room();
    std::vector<Running*> batch;
    std::vector<int32_t> tokens;
    std::vector<KvCache*> caches;
    std::vector<TokenSampler*> samplers;
    bool wants_logits = !options_.run_ahead, page_reads_logits = false;
    for (auto& page : running_) {
        if (page->done) continue;
        batch.push_back(page.get());
        tokens.push_back(page->last_token);
        caches.push_back(&page->cache);
        samplers.push_back(&page->sampler);
        page_reads_logits |= page->work.on_logits != nullptr || page->sampler.needs_logits();
    }
    wants_logits |= page_reads_logits;
    // A lone greedy page that reads no logits takes its token from the screened LM head (half the
    // head's bytes). Banned tokens keep the logits: a graph would need the page's mask in place.
    const bool screened = batch.size() == 1 && !page_reads_logits && samplers[0]->greedy() &&
                          !samplers[0]->bans_tokens() && model_->screens_greedy();
    if (batch.empty()) {
        drain();
        erase_done();
        return;
    }
    auto step = std::make_unique<InFlight>();
    step->pages = batch;
    at::Tensor logits;
    const auto launching = Clock::now();
    times.prepare_ms = std::chrono::duration<double, std::milli>(launching - entered).count();
    try {
        // The previous step's tokens feed this one on the device when the batch is unchanged, and
        // the kernel that uploads this step's inputs also copies them to the host.
        at::Tensor carried;
        DecodeRunner::ReadBack read_back;
        if (in_flight_step_) {
            InFlight* previous = in_flight_step_.get();
            carried = previous->tokens;
            read_back.host = previous->host;
            read_back.queued = [previous] { previous->copy_in_stream(); };
        }
        if (screened) {
            step->tokens = runner_->step_greedy(tokens, caches, carried, read_back);
        } else {
            logits = runner_->step(tokens, caches, carried, read_back);
            step->tokens = TokenSampler::next_batch_tokens(logits, samplers);
        }
        const bool pinned = step->tokens.is_cuda();
        step->host = at::empty({step->tokens.size(0)}, at::TensorOptions().dtype(at::kLong).pinned_memory(pinned));
    } catch (const std::exception& e) {
        drain();
        for (Running* page : batch) finish(*page, FinishReason::Error, e.what());
        erase_done();
        return;
    }
    const auto draining = Clock::now();
    drain();  // the previous step's tokens, while this one runs
    times.launch_ms = std::chrono::duration<double, std::milli>(draining - launching).count();
    times.drain_ms = ms_since(draining);
    times.rows = static_cast<int64_t>(batch.size());
    times.beside_vision = vision_in_flight_ != nullptr;
    ++steps_run_;
    if (options_.observer) options_.observer->decode_step(times);
    for (Running* page : batch) page->in_flight = true;
    if (wants_logits) {
        // Callers that read logits (or run-ahead switched off) take every token before the next step.
        collect(*step, logits);
    } else {
        in_flight_step_ = std::move(step);
    }
    erase_done();
    last_step_end_ = Clock::now();
}

void Scheduler::emit(Running& page, int32_t token, const at::Tensor& logits) {
    const SamplingOptions& sampling = page.work.sampling;
    const bool is_stop = std::find(options_.stop_tokens.begin(), options_.stop_tokens.end(), token) !=
                         options_.stop_tokens.end();
    if (is_stop && !sampling.ignore_stop_tokens) {
        finish(page, FinishReason::Stop);
        return;
    }
    page.last_token = token;
    page.result.tokens.push_back(token);
    if (page.result.tokens.size() == 1) page.result.timings.time_to_first_token_ms = ms_since(page.submitted);
    if (page.work.on_logits && logits.defined()) page.work.on_logits(page.id, logits.to(at::kFloat).cpu());
    const TokenLogprobs* logprobs = nullptr;
    if (page.sampler.reports_logprobs()) {
        page.result.logprobs.push_back(page.sampler.take_logprobs([this](int32_t id) { return tokenizer_->token_bytes(id); }));
        logprobs = &page.result.logprobs.back();
    }
    std::string delta;
    // Ids past the tokenizer's vocabulary (unused embedding rows) have no text.
    if (token < tokenizer_->vocab_size()) delta = page.text->push(token);
    page.result.text += delta;
    if (page.work.callbacks.on_token) {
        try {
            page.work.callbacks.on_token(page.id, token, delta, logprobs);
        } catch (...) {  // a throwing callback must not kill the engine thread
        }
    }
    if (page.loop_guard.push(token))
        finish(page, FinishReason::Loop);
    else if (static_cast<int>(page.result.tokens.size()) >= sampling.max_new_tokens)
        finish(page, FinishReason::Length);
    else if (static_cast<int64_t>(page.prompt.size() + page.result.tokens.size()) >= page.context_limit)
        finish(page, FinishReason::Length);  // (counted from the tokens: the cache may run a step ahead)
}

void Scheduler::announce_start(Running& page) {
    if (page.announced) return;
    page.announced = true;
    if (!page.work.callbacks.on_started) return;
    try {
        page.work.callbacks.on_started(page.id);
    } catch (...) {  // a throwing callback must not kill the engine thread
    }
}

void Scheduler::finish(Running& page, FinishReason reason, const std::string& error) {
    if (page.done) return;
    page.done = true;
    if (page.text) page.result.text += page.text->flush();
    page.result.finish = reason;
    page.result.error = error;
    page.result.timings.generated_tokens = static_cast<int>(page.result.tokens.size());
    page.result.timings.total_ms = ms_since(page.submitted);
    page.cache.reset();  // free the KV blocks now
    if (page.work.callbacks.on_finished) {
        try {
            page.work.callbacks.on_finished(page.id, page.result);
        } catch (...) {
        }
    }
    {
        std::lock_guard lock(mutex_);
        cancel_requests_.erase(page.id);
        live_.erase(page.id);
    }
    idle_.notify_all();
}

}  // namespace folio::engine

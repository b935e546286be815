#include "runtime/scheduler.h"

#include <c10/core/InferenceMode.h>

#include <algorithm>
#include <chrono>
#include <optional>

#include "image/image_processor.h"
#include "runtime/sampler.h"

namespace folio::engine {

namespace {
using Clock = std::chrono::steady_clock;
// Patches of one vision pass at most: 4 full-size pages (110 x 110 patches each).
constexpr int64_t kVisionBatchPatches = 4 * 110 * 110;

double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}
}  // namespace

struct Scheduler::Queued {
    RequestId id = 0;
    PageWork work;
    Clock::time_point submitted;
};

struct Scheduler::Running {
    RequestId id = 0;
    PageWork work;
    Clock::time_point submitted;
    KvCache cache;
    TokenSampler sampler;
    std::optional<StreamDecoder> text;
    PageResult result;
    int32_t last_token = 0;
    int64_t context_limit = 0;
    bool done = false;
};

Scheduler::Scheduler(std::unique_ptr<LightOnOcrModel> model, std::shared_ptr<const Tokenizer> tokenizer,
                     SchedulerOptions options)
    : model_(std::move(model)), tokenizer_(std::move(tokenizer)), options_(std::move(options)) {
    if (!model_ || !tokenizer_) throw Error("scheduler: a model and a tokenizer are required");
    options_.max_concurrent_pages = std::max(1, options_.max_concurrent_pages);
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
            ++in_flight_;
            queue_.push_back(Queued{ids.back(), std::move(work), Clock::now()});
        }
    }
    wake_.notify_all();
    return ids;
}

void Scheduler::cancel(RequestId id) {
    {
        std::lock_guard lock(mutex_);
        if (id == 0 || id >= next_id_) return;
        cancel_requests_.insert(id);
    }
    wake_.notify_all();
}

void Scheduler::wait_idle() {
    std::unique_lock lock(mutex_);
    idle_.wait(lock, [&] { return in_flight_.load() == 0; });
}

bool Scheduler::cancelled(RequestId id) {
    std::lock_guard lock(mutex_);
    return cancel_requests_.count(id) > 0;
}

void Scheduler::run() {
    c10::InferenceMode inference;
    for (;;) {
        std::vector<Queued> admitted;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [&] { return stopping_ || !queue_.empty() || !running_.empty(); });
            if (stopping_) {
                // Everything still queued or running ends as Cancelled.
                for (Queued& q : queue_) cancel_requests_.insert(q.id);
                for (auto& r : running_) cancel_requests_.insert(r->id);
            }
            // Cancelled pages leave the queue at once (admit() reports them), whatever the limit.
            for (auto it = queue_.begin(); it != queue_.end();) {
                if (cancel_requests_.count(it->id)) {
                    admitted.push_back(std::move(*it));
                    it = queue_.erase(it);
                } else {
                    ++it;
                }
            }
            size_t admitting = 0;
            while (!queue_.empty() && running_.size() + admitting < size_t(options_.max_concurrent_pages)) {
                admitted.push_back(std::move(queue_.front()));
                queue_.pop_front();
                ++admitting;
            }
        }
        if (!admitted.empty()) admit(admitted);
        if (!running_.empty()) decode_step();
        std::erase_if(running_, [](const auto& r) { return r->done; });
        bool stop_now;
        {
            std::lock_guard lock(mutex_);
            stop_now = stopping_ && queue_.empty() && running_.empty();
        }
        if (stop_now) break;
    }
}

void Scheduler::admit(std::vector<Queued>& pages) {
    std::vector<std::unique_ptr<Running>> fresh;
    std::vector<at::Tensor> pixels;
    for (Queued& q : pages) {
        TokenSampler sampler(q.work.sampling);
        auto page = std::unique_ptr<Running>(new Running{q.id, std::move(q.work), q.submitted, model_->new_cache(),
                                                         std::move(sampler), std::nullopt, {}, 0, 0, false});
        page->result.timings.queued_ms = ms_since(page->submitted);
        if (cancelled(page->id)) {
            finish(*page, FinishReason::Cancelled);
            continue;
        }
        try {
            if (!page->work.pixel_values.defined()) {
                PreprocessOptions pre;
                pre.longest_edge = options_.longest_image_side;
                pre.patch_size = model_->config().vision.patch_size;
                pre.merge_size = model_->config().spatial_merge_size;
                page->work.pixel_values = preprocess_image(page->work.image, pre).pixel_values;
                page->work.image = {};
            }
            const at::Tensor& pv = page->work.pixel_values;
            const int64_t patch = model_->config().vision.patch_size;
            if (pv.dim() != 3 || pv.size(0) != 3 || pv.size(1) < 2 * patch || pv.size(2) < 2 * patch)
                throw Error("pixel_values must be [3, H, W] with H and W at least " + std::to_string(2 * patch));
            pixels.push_back(pv);
            fresh.push_back(std::move(page));
        } catch (const std::exception& e) {
            finish(*page, FinishReason::Error, e.what());
        }
    }
    if (fresh.empty()) return;

    // Vision passes over groups of new pages (block-diagonal attention within a group), each
    // group at most kVisionBatchPatches patches so that activations stay bounded. If a pass
    // fails, its pages are retried one by one so that one bad page cannot take others down.
    std::vector<at::Tensor> features(fresh.size());
    const int64_t patch = model_->config().vision.patch_size;
    for (size_t begin = 0; begin < fresh.size();) {
        size_t end = begin;
        int64_t patches = 0;
        while (end < fresh.size()) {
            const int64_t n = (pixels[end].size(1) / patch) * (pixels[end].size(2) / patch);
            if (end > begin && patches + n > kVisionBatchPatches) break;
            patches += n;
            ++end;
        }
        try {
            const std::vector<at::Tensor> group(pixels.begin() + begin, pixels.begin() + end);
            const std::vector<at::Tensor> encoded = model_->encode_images(group);
            std::copy(encoded.begin(), encoded.end(), features.begin() + begin);
        } catch (const std::exception&) {
            for (size_t i = begin; i < end; ++i) {
                try {
                    features[i] = model_->encode_images({pixels[i]})[0];
                } catch (const std::exception& e) {
                    finish(*fresh[i], FinishReason::Error, std::string("vision encoder: ") + e.what());
                }
            }
        }
        begin = end;
    }
    for (size_t i = 0; i < fresh.size(); ++i) {
        Running& page = *fresh[i];
        if (page.done) continue;
        try {
            const int image_tokens = static_cast<int>(features[i].size(0));
            const std::vector<int32_t> prompt = build_ocr_prompt(*tokenizer_, image_tokens, page.work.instruction);
            page.result.timings.image_tokens = image_tokens;
            page.result.timings.prompt_tokens = static_cast<int>(prompt.size());
            page.context_limit = model_->config().text.max_position_embeddings > 0
                                     ? model_->config().text.max_position_embeddings
                                     : INT64_MAX;
            page.text.emplace(*tokenizer_, /*skip_special=*/true);
            if (page.work.sampling.max_new_tokens <= 0) {
                finish(page, FinishReason::Length);
                continue;
            }
            if (static_cast<int64_t>(prompt.size()) >= page.context_limit)
                throw Error("the prompt (" + std::to_string(prompt.size()) + " tokens) exceeds the model's context of " +
                            std::to_string(page.context_limit));
            const at::Tensor logits = model_->prefill(prompt, features[i], page.cache);
            features[i] = at::Tensor();
            emit(page, page.sampler.next(logits), logits);
        } catch (const std::exception& e) {
            finish(page, FinishReason::Error, e.what());
        }
        if (!page.done) running_.push_back(std::move(fresh[i]));
    }
}

void Scheduler::decode_step() {
    std::vector<Running*> batch;
    for (auto& page : running_) {
        if (page->done) continue;
        if (cancelled(page->id)) {
            finish(*page, FinishReason::Cancelled);
            continue;
        }
        batch.push_back(page.get());
    }
    if (batch.empty()) return;
    std::vector<int32_t> tokens;
    std::vector<KvCache*> caches;
    for (Running* page : batch) {
        tokens.push_back(page->last_token);
        caches.push_back(&page->cache);
    }
    at::Tensor logits;
    try {
        logits = model_->decode_step(tokens, caches);
    } catch (const std::exception& e) {
        for (Running* page : batch) finish(*page, FinishReason::Error, e.what());
        return;
    }
    for (size_t i = 0; i < batch.size(); ++i) {
        try {
            const at::Tensor row = logits[static_cast<int64_t>(i)];
            emit(*batch[i], batch[i]->sampler.next(row), row);
        } catch (const std::exception& e) {
            finish(*batch[i], FinishReason::Error, e.what());
        }
    }
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
    if (page.work.on_logits) page.work.on_logits(page.id, logits.to(at::kFloat).cpu());
    std::string delta;
    // Ids past the tokenizer's vocabulary (unused embedding rows) have no text.
    if (token < tokenizer_->vocab_size()) delta = page.text->push(token);
    page.result.text += delta;
    if (page.work.callbacks.on_token) {
        try {
            page.work.callbacks.on_token(page.id, token, delta);
        } catch (...) {  // a throwing callback must not kill the engine thread
        }
    }
    if (static_cast<int>(page.result.tokens.size()) >= sampling.max_new_tokens)
        finish(page, FinishReason::Length);
    else if (page.cache.length() + 1 >= page.context_limit)
        finish(page, FinishReason::Length);
}

void Scheduler::finish(Running& page, FinishReason reason, const std::string& error) {
    if (page.done) return;
    page.done = true;
    if (page.text) page.result.text += page.text->flush();
    page.result.finish = reason;
    page.result.error = error;
    page.result.timings.generated_tokens = static_cast<int>(page.result.tokens.size());
    page.result.timings.total_ms = ms_since(page.submitted);
    page.cache = model_->new_cache();  // free the KV memory now
    if (page.work.callbacks.on_finished) {
        try {
            page.work.callbacks.on_finished(page.id, page.result);
        } catch (...) {
        }
    }
    {
        std::lock_guard lock(mutex_);
        cancel_requests_.erase(page.id);
        --in_flight_;
    }
    idle_.notify_all();
}

}  // namespace folio::engine

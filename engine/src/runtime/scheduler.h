// The engine thread's step loop: owns the model, admits queued pages while the KV pool has room
// (preprocessing; per group of new pages one vision pass and one prefill pass), runs batched decode steps of
// every running page between admissions (so prefill and decode interleave), streams tokens
// through callbacks and honours cancellation between steps. When the pool runs out of blocks
// mid-decode it preempts the most recently admitted pages (their blocks are freed; they resume
// later by recomputing their context) instead of failing. What to admit and whom to preempt is
// runtime/admission.h's policy; how admitted pages are grouped, runtime/batch_planner.h's.
//
// Thread safety: submit, cancel and wait_idle may be called from any thread. Callbacks run on
// the scheduler's own thread; a page's error never affects other pages.
#pragma once

#include <ATen/core/Tensor.h>

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_set>
#include <vector>

#include "folio/engine/engine.h"
#include "image/image_processor.h"
#include "model/lighton_ocr_model.h"
#include "runtime/batch_planner.h"
#include "runtime/scheduler_observer.h"
#include "text/tokenizer.h"

namespace folio::engine {

// One page as the scheduler takes it: an RGB image to preprocess, or pixel values already
// preprocessed (tests and `folio-engine generate --pixel-values`).
struct PageWork {
    RgbImage image;
    at::Tensor pixel_values;  // float32 [3, H, W]; when defined, `image` is ignored
    std::string instruction;
    SamplingOptions sampling;
    PageCallbacks callbacks;
    // Optional: float32 [vocab] logits (CPU) that chose each token of PageResult::tokens.
    std::function<void(RequestId, const at::Tensor&)> on_logits;
};

struct SchedulerOptions {
    int max_concurrent_pages = 16;
    int longest_image_side = 1540;
    int64_t vision_batch_patches = 4 * 110 * 110;  // patches of one vision pass at most
    bool cuda_graphs = true;
    // Launch each decode step before the previous step's tokens reach the host (they feed it on
    // the device), so host work overlaps the GPU; pages that want logits turn it off per step.
    bool run_ahead = true;
    std::vector<int32_t> stop_tokens;  // generation ends on any of these (not part of the output)
    bool prefill_together = true;      // EngineTuning::prefill_together
    bool eager_persistent = true;      // EngineTuning::persistent_eager
    // Pages admitted while others decode: their vision passes run on a stream of their own
    // (lower priority than the decode stream's) beside the decode steps, and the pages join the
    // batch (prefill, first token) once the passes are done. At most one admission group (one
    // vision pass's worth of patches, vision_batch_patches) is in flight beside the steps.
    // Needs max_concurrent_pages > 1; on the CPU the passes run at once and only the prefill
    // waits for the next step. EngineTuning::overlap_vision.
    bool overlap_vision = false;
    KernelTuning kernels;              // installed on the scheduler's threads
    int cpu_threads = 1;               // intra-op threads of the scheduler's thread (cpu_threads.h)
    SchedulerObserver* observer = nullptr;  // optional; must outlive the scheduler
};

class Scheduler {
public:
    Scheduler(std::unique_ptr<LightOnOcrModel> model, std::shared_ptr<const Tokenizer> tokenizer,
              SchedulerOptions options);
    ~Scheduler();  // cancels what is queued or running, then joins the thread
    Scheduler(const Scheduler&) = delete;
    Scheduler& operator=(const Scheduler&) = delete;

    RequestId submit(PageWork work);
    // Queues several pages at once, so that they are admitted (and decoded) together.
    std::vector<RequestId> submit_batch(std::vector<PageWork> works);
    void cancel(RequestId id);
    void wait_idle();
    // Cancellations asked for and not yet carried out (pages that have finished hold none).
    size_t pending_cancellations() const;
    const LightOnOcrModel& model() const { return *model_; }
    const std::shared_ptr<const Tokenizer>& tokenizer() const { return tokenizer_; }

private:
    struct Queued;
    struct Running;
    void run();
    PreprocessOptions preprocess_options() const;
    int64_t estimated_patches(const Queued& queued) const;
    // The waiting pages and the queued pages to consider now (mutex_ held).
    std::vector<std::unique_ptr<Running>> take_queued();
    // Preprocesses a page and builds its prompt; false when it finished (nothing to generate). Throws.
    bool check_and_prepare(Running& page);
    // Returns the pages that did not fit in the KV pool, in order (they wait).
    std::vector<std::unique_ptr<Running>> admit(std::vector<std::unique_ptr<Running>> pages, AdmissionTimes& times);
    bool overlaps_vision() const { return options_.overlap_vision && options_.max_concurrent_pages > 1; }
    std::vector<PageSpan> plan_vision(const std::vector<std::unique_ptr<Running>>& pages) const;
    // Vision passes over the admitted pages (a failed pass retried page by page: failures finish
    // their pages); features[i] for fitting[i].
    std::vector<at::Tensor> encode(const std::vector<std::unique_ptr<Running>>& fitting,
                                   const std::vector<PageSpan>& passes);
    // Prefills the admitted pages pass by pass; those that started join running_.
    void prefill_admitted(std::vector<std::unique_ptr<Running>>& fitting, const std::vector<PageSpan>& passes,
                          std::vector<at::Tensor>& features);
    struct VisionInFlight;
    // Takes the admitted pages' KV blocks now and queues their vision passes beside the decode steps.
    void launch_vision(std::vector<std::unique_ptr<Running>> fitting, AdmissionTimes& times);
    // The pages of the vision in flight join the batch: the decode stream waits for their
    // passes, then they are prefilled.
    void join_vision();
    // One prefill batch: together, or one by one when that fails or is switched off.
    void prefill_pages(const std::vector<Running*>& pages, const std::vector<const at::Tensor*>& features);
    // Prefills a page (and emits its first token); on failure the page finishes with the error.
    void prefill(Running& page, const at::Tensor& features);
    // The pages in one pass of the decoder, their first tokens read back together; throws.
    void prefill_together(const std::vector<Running*>& pages, const std::vector<const at::Tensor*>& features);
    // A block for every running page's next token: preempts or fails pages when the pool is short.
    void make_room();
    void decode_step();
    struct InFlight;
    // Waits for a step's tokens and emits them (with their logits rows when given).
    void collect(InFlight& step, const at::Tensor& logits = {});
    void drain();                  // collects the step in flight, if any
    void preempt(Running& page);
    void emit(Running& page, int32_t token, const at::Tensor& logits);
    void announce_start(Running& page);  // on_started, once per page
    void finish(Running& page, FinishReason reason, const std::string& error = {});
    bool cancelled(RequestId id);

    std::unique_ptr<LightOnOcrModel> model_;
    std::shared_ptr<const Tokenizer> tokenizer_;
    SchedulerOptions options_;

    mutable std::mutex mutex_;
    std::condition_variable wake_;  // work arrived, or stopping
    std::condition_variable idle_;  // nothing queued or running
    std::deque<Queued> queue_;
    std::deque<std::unique_ptr<Running>> waiting_;  // admitted once, back for lack of KV blocks (scheduler thread only)
    std::unordered_set<RequestId> live_;  // submitted and not yet finished
    std::unordered_set<RequestId> cancel_requests_;  // of live pages only
    RequestId next_id_ = 1;
    bool stopping_ = false;

    std::vector<std::unique_ptr<Running>> running_;  // scheduler thread only, in admission order
    std::unique_ptr<class DecodeRunner> runner_;
    std::unique_ptr<InFlight> in_flight_step_;
    std::unique_ptr<VisionInFlight> vision_in_flight_;  // scheduler thread only
    std::unique_ptr<class PagePreparer> preparer_;  // destroyed after the scheduler thread is joined
    int64_t steps_run_ = 0;                   // decode steps launched (scheduler thread only)
    std::chrono::steady_clock::time_point last_step_end_{};
    std::thread thread_;
};

// Loads model and tokenizer as Engine::open does and starts a scheduler over them; stop
// tokens: ocr_stop_tokens. Throws Error. The KV pool is sized from options.memory_budget_bytes
// (see EngineOptions); options.tuning applies, with the switches the README documents
// (with_documented_switches below) read here, once.
std::unique_ptr<Scheduler> open_scheduler(const EngineOptions& options, SchedulerObserver* observer = nullptr);
// tuning with those switches applied, as open_scheduler applies them (a benchmark timing a part
// of the model alone honours them too).
EngineTuning with_documented_switches(EngineTuning tuning);
// Engine::open with an observer on its scheduler (a benchmark's profile); it must outlive the engine.
std::unique_ptr<Engine> open_local_engine(const EngineOptions& options, SchedulerObserver* observer);

}  // namespace folio::engine

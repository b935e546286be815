#include "runtime/page_preparer.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>

#include "folio/engine/engine.h"

namespace folio::engine {

struct PagePreparer::State {
    PreprocessOptions options;
    bool pin_memory = false;
    int look_ahead = 1;
    std::mutex mutex;
    std::condition_variable wake;  // a job queued, a prepared job taken or dropped, or stopping
    std::deque<std::weak_ptr<Job>> queue;
    int waiting = 0;  // prepared by the worker, not yet taken or dropped
    bool stopping = false;
};

struct PagePreparer::Job {
    std::shared_ptr<State> state;
    RgbImage image;
    int width = 0, height = 0;
    std::atomic<bool> claimed{false};
    std::mutex mutex;
    std::condition_variable done_cv;
    bool done = false;   // the worker has finished it
    bool taken = false;  // take() has it (guarded by state->mutex)
    at::Tensor pixel_values;
    std::exception_ptr error;

    ~Job() {
        std::lock_guard lock(state->mutex);
        if (done && !taken) {
            --state->waiting;
            state->wake.notify_all();
        }
    }
};

namespace {
at::Tensor prepare(const RgbImage& image, const PreprocessOptions& options, bool pin_memory) {
    at::Tensor values = preprocess_image(image, options).pixel_values;
    return pin_memory ? values.pin_memory() : values;
}
}  // namespace

PagePreparer::PagePreparer(PreprocessOptions options, bool pin_memory, int look_ahead)
    : state_(std::make_shared<State>()) {
    state_->options = options;
    state_->pin_memory = pin_memory;
    state_->look_ahead = std::max(1, look_ahead);
    worker_ = std::thread(work, state_);
}

PagePreparer::~PagePreparer() {
    {
        std::lock_guard lock(state_->mutex);
        state_->stopping = true;
    }
    state_->wake.notify_all();
    worker_.join();
}

std::shared_ptr<PagePreparer::Job> PagePreparer::submit(RgbImage image) {
    auto job = std::make_shared<Job>();
    job->state = state_;
    job->width = image.width;
    job->height = image.height;
    job->image = std::move(image);
    {
        std::lock_guard lock(state_->mutex);
        state_->queue.push_back(job);
    }
    state_->wake.notify_all();
    return job;
}

std::pair<int, int> PagePreparer::size(const Job& job) { return {job.width, job.height}; }

int PagePreparer::prepared_waiting() const {
    std::lock_guard lock(state_->mutex);
    return state_->waiting;
}

at::Tensor PagePreparer::take(Job& job) {
    if (!job.claimed.exchange(true)) {  // the worker has not started it: prepare it here
        {
            std::lock_guard lock(state_->mutex);
            job.taken = true;
        }
        at::Tensor values = prepare(job.image, state_->options, state_->pin_memory);
        job.image = {};
        return values;
    }
    {
        std::unique_lock lock(job.mutex);
        job.done_cv.wait(lock, [&] { return job.done; });
    }
    {
        std::lock_guard lock(state_->mutex);
        if (job.taken) throw Error("page preparation: the page was already taken");
        job.taken = true;
        --state_->waiting;
    }
    state_->wake.notify_all();
    if (job.error) std::rethrow_exception(job.error);
    return std::move(job.pixel_values);
}

void PagePreparer::work(std::shared_ptr<State> state) {
    for (;;) {
        std::shared_ptr<Job> job;
        {
            std::unique_lock lock(state->mutex);
            state->wake.wait(lock, [&] {
                return state->stopping || (!state->queue.empty() && state->waiting < state->look_ahead);
            });
            if (state->stopping) return;
            job = state->queue.front().lock();
            state->queue.pop_front();
            if (!job || job->claimed.exchange(true)) continue;  // dropped, or take() got there first
        }
        at::Tensor values;
        std::exception_ptr error;
        try {
            values = prepare(job->image, state->options, state->pin_memory);
        } catch (...) {
            error = std::current_exception();
        }
        job->image = {};
        {
            std::scoped_lock lock(job->mutex, state->mutex);
            job->pixel_values = std::move(values);
            job->error = error;
            job->done = true;
            ++state->waiting;
        }
        job->done_cv.notify_all();
    }
}

}  // namespace folio::engine

// Preprocesses submitted pages on a worker thread, a few pages ahead of their admission, so that
// the scheduler thread (which drives the GPU) neither resizes and normalises images nor waits
// for a synchronous host-to-device copy: on a CUDA device the pixel values land in pinned memory,
// which the vision encoder copies asynchronously. With 128 pages queued this took ~6 ms per page
// off the GPU's critical path.
//
// Each submitted page is a Job, claimed by whoever gets to it first: the worker (in submission
// order, while fewer than `look_ahead` prepared pages wait to be taken) or take() (which then
// prepares it on the calling thread). Either way take() returns exactly what preprocess_image
// returns, or throws its error. A job dropped without take() (a cancelled page) frees its
// look-ahead slot.
#pragma once

#include <ATen/core/Tensor.h>

#include <memory>
#include <thread>

#include "image/image_processor.h"

namespace folio::engine {

class PagePreparer {
public:
    struct Job;
    PagePreparer(PreprocessOptions options, bool pin_memory, int look_ahead);
    ~PagePreparer();  // stops the worker; jobs it has not started are prepared by take()
    PagePreparer(const PagePreparer&) = delete;
    PagePreparer& operator=(const PagePreparer&) = delete;

    std::shared_ptr<Job> submit(RgbImage image);
    // float32 [3, H, W] pixel values of the job's image (pinned when pin_memory). Once per job.
    at::Tensor take(Job& job);
    // The image's size as submitted (the image itself may already be gone).
    static std::pair<int, int> size(const Job& job);
    // Pages the worker has prepared that are neither taken nor dropped (at most look_ahead).
    int prepared_waiting() const;

private:
    struct State;
    static void work(std::shared_ptr<State> state);
    std::shared_ptr<State> state_;
    std::thread worker_;
};

}  // namespace folio::engine

// The scheduler's policy over the KV pool's bookkeeping, as pure functions of counts: which
// queued pages to take, which of them fit, and which running pages step aside when the pool runs
// out of blocks mid-decode. No model, no device: the scheduler gathers the counts, asks, and acts.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace folio::engine {

// A page waiting in the submission queue.
struct QueuedPage {
    bool cancelled = false;
    int64_t patches = 0;  // of its image, as the vision tower will see it (0 when unknown)
};

// The queued pages to take now, in order: cancelled ones always (they are reported at once),
// the others while the pages already taken (`active`: running or waiting for blocks) stay under
// `max_pages` and the taken patches fit one vision pass (the first page always does). Once one
// page stays, every later one stays too.
std::vector<size_t> pages_to_take(const std::vector<QueuedPage>& queue, size_t active, int max_pages,
                                  int64_t vision_pass_patches);

// Admission of taken pages in order, first come first served.
class AdmissionBudget {
public:
    // free_blocks: the pool's free blocks now; each of `running_pages` keeps one back for its next step.
    AdmissionBudget(int64_t free_blocks, int64_t total_blocks, int64_t running_pages);

    enum class Verdict {
        admit,       // its blocks are promised to it
        wait,        // it waits until running pages free blocks
        never_fits,  // it needs more blocks than the whole pool holds
    };
    Verdict consider(int64_t blocks_needed);
    // True once a page has waited: every later page waits too, unconsidered.
    bool closed() const { return closed_; }

private:
    int64_t free_, total_, promised_;
    bool closed_ = false;
};

// A running page, in admission order, before a decode step.
struct RunningPage {
    bool done = false;
    int64_t blocks_needed = 0;  // for its next token
    int64_t blocks_held = 0;
};

// Room for every running page's next token: the newest pages are preempted (their blocks freed)
// until the older ones fit; a page that does not fit even alone fails.
struct RoomPlan {
    size_t kept = 0;                // pages [0, kept) stay; later ones leave (preempted unless done)
    std::vector<size_t> cannot_fit; // kept pages that fail for lack of room (their blocks freed too)
    bool changes_batch(size_t pages) const { return kept < pages || !cannot_fit.empty(); }
};
RoomPlan plan_room(const std::vector<RunningPage>& pages, int64_t free_blocks);

}  // namespace folio::engine

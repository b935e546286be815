#include "runtime/admission.h"

namespace folio::engine {

std::vector<size_t> pages_to_take(const std::vector<QueuedPage>& queue, size_t active, int max_pages,
                                  int64_t vision_pass_patches) {
    std::vector<size_t> taken;
    int64_t taken_patches = 0;
    bool full = false;
    for (size_t i = 0; i < queue.size(); ++i) {
        const int64_t patches = queue[i].cancelled ? 0 : queue[i].patches;
        full = full || active + taken.size() >= static_cast<size_t>(max_pages) ||
               (taken_patches > 0 && taken_patches + patches > vision_pass_patches);
        if (full && !queue[i].cancelled) continue;
        taken_patches += patches;
        taken.push_back(i);
    }
    return taken;
}

AdmissionBudget::AdmissionBudget(int64_t free_blocks, int64_t total_blocks, int64_t running_pages)
    : free_(free_blocks), total_(total_blocks), promised_(running_pages) {}

AdmissionBudget::Verdict AdmissionBudget::consider(int64_t blocks_needed) {
    if (closed_) return Verdict::wait;
    if (blocks_needed > total_) return Verdict::never_fits;
    if (promised_ + blocks_needed > free_) {
        closed_ = true;
        return Verdict::wait;
    }
    promised_ += blocks_needed;
    return Verdict::admit;
}

RoomPlan plan_room(const std::vector<RunningPage>& pages, int64_t free_blocks) {
    RoomPlan plan;
    size_t end = pages.size();
    int64_t free = free_blocks;
    const auto needs_room = [&](const RunningPage& page) {
        return !page.done && page.blocks_needed > 0 && page.blocks_needed > free;
    };
    for (size_t i = 0; i < end; ++i) {
        const RunningPage& page = pages[i];
        while (needs_room(page) && end > i + 1) {
            --end;
            if (!pages[end].done) free += pages[end].blocks_held;
        }
        if (needs_room(page)) {
            plan.cannot_fit.push_back(i);
            free += page.blocks_held;
            continue;
        }
        if (!page.done) free -= page.blocks_needed;
    }
    plan.kept = end;
    return plan;
}

}  // namespace folio::engine

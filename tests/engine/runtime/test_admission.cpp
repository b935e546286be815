// The scheduler's policy (runtime/admission.h) and its grouping of admitted pages
// (runtime/batch_planner.h) on counts alone: no model, no device.
#include <vector>

#include "runtime/admission.h"
#include "runtime/batch_planner.h"
#include "testing.h"

using namespace folio::engine;

namespace {
using Indexes = std::vector<size_t>;
}  // namespace

FOLIO_TEST(queued_pages_are_taken_up_to_the_page_limit_and_one_vision_pass) {
    // 4 pages of 100 patches, passes of 250: two now, and once one stays every later one stays.
    const std::vector<QueuedPage> queue{{false, 100}, {false, 100}, {false, 100}, {false, 10}};
    CHECK(pages_to_take(queue, 0, 16, 250) == (Indexes{0, 1}));
    // Room for one more page beside three active ones.
    CHECK(pages_to_take(queue, 3, 4, 1000) == (Indexes{0}));
    CHECK(pages_to_take(queue, 4, 4, 1000).empty());
    // A page larger than a whole pass is still taken, alone.
    CHECK(pages_to_take({{false, 5000}, {false, 1}}, 0, 16, 250) == (Indexes{0}));
}

FOLIO_TEST(cancelled_queued_pages_leave_at_once_whatever_the_limits) {
    const std::vector<QueuedPage> queue{{false, 200}, {false, 200}, {true, 0}, {false, 1}, {true, 0}};
    CHECK(pages_to_take(queue, 0, 16, 250) == (Indexes{0, 2, 4}));
    CHECK(pages_to_take(queue, 16, 16, 250) == (Indexes{2, 4}));
}

FOLIO_TEST(admission_is_first_come_first_served_within_the_free_blocks) {
    // 10 free blocks, two running pages keep one each for their next step: 8 to promise.
    AdmissionBudget budget(10, 100, 2);
    CHECK(budget.consider(5) == AdmissionBudget::Verdict::admit);
    CHECK(budget.consider(4) == AdmissionBudget::Verdict::wait);
    CHECK(budget.closed());
    CHECK(budget.consider(1) == AdmissionBudget::Verdict::wait);  // nobody overtakes a waiting page
    AdmissionBudget whole(10, 10, 0);
    CHECK(whole.consider(11) == AdmissionBudget::Verdict::never_fits);
    CHECK(!whole.closed());  // a page that can never fit fails alone; the next one is considered
    CHECK(whole.consider(10) == AdmissionBudget::Verdict::admit);
}

FOLIO_TEST(room_for_the_next_step_preempts_the_newest_pages_first) {
    // Every page fits: nothing changes.
    RoomPlan plan = plan_room({{false, 1, 4}, {false, 0, 3}, {false, 1, 2}}, 2);
    CHECK_EQ(plan.kept, size_t{3});
    CHECK(!plan.changes_batch(3));
    // One free block, three pages needing one each: the newest steps aside (its 2 blocks come
    // back), which is enough for the second.
    plan = plan_room({{false, 1, 4}, {false, 1, 3}, {false, 1, 2}}, 1);
    CHECK_EQ(plan.kept, size_t{2});
    CHECK(plan.cannot_fit.empty());
    // The blocks of a preempted page count; a finished page is passed over.
    plan = plan_room({{false, 1, 4}, {false, 1, 3}, {true, 0, 0}, {false, 1, 1}}, 1);
    CHECK_EQ(plan.kept, size_t{3});
    CHECK(plan.cannot_fit.empty());
    CHECK(plan.changes_batch(4));
}

FOLIO_TEST(a_page_without_room_even_alone_fails_and_older_pages_are_never_preempted_for_it) {
    RoomPlan plan = plan_room({{false, 1, 6}, {false, 1, 0}}, 0);
    CHECK_EQ(plan.kept, size_t{1});
    CHECK(plan.cannot_fit == (Indexes{0}));
    plan = plan_room({{false, 0, 4}, {false, 1, 3}}, 0);
    CHECK_EQ(plan.kept, size_t{2});
    CHECK(plan.cannot_fit == (Indexes{1}));
}

FOLIO_TEST(vision_passes_and_prefill_batches_group_consecutive_pages) {
    const std::vector<PageSpan> passes = vision_passes({100, 100, 100, 600, 50}, 250);
    CHECK_EQ(passes.size(), size_t{4});
    CHECK(passes[0].begin == 0 && passes[0].end == 2);
    CHECK(passes[1].begin == 2 && passes[1].end == 3);
    CHECK(passes[2].begin == 3 && passes[2].end == 4);  // larger than a pass: alone
    CHECK(passes[3].begin == 4 && passes[3].end == 5);
    CHECK(vision_passes({}, 10).empty());
    // Finished pages are left out; a batch holds at most max_tokens unless one page is larger.
    const auto batches = prefill_batches({30, 30, 30, 90, 10}, {true, false, true, true, true}, 60);
    CHECK_EQ(batches.size(), size_t{3});
    CHECK(batches[0] == (Indexes{0, 2}));
    CHECK(batches[1] == (Indexes{3}));
    CHECK(batches[2] == (Indexes{4}));
}

FOLIO_TEST_MAIN()

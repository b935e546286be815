// The environment switches the README documents, as open_scheduler applies them to the tuning
// (runtime/scheduler.h: with_documented_switches): each turns its fast path off or on, and
// nothing else changes.
#include <cstdlib>
#include <string>

#include "runtime/scheduler.h"
#include "testing.h"

using namespace folio::engine;

namespace {
// Sets one variable for the scope of a check and removes it after.
struct ScopedEnv {
    const char* name;
    ScopedEnv(const char* n, const char* value) : name(n) { setenv(name, value, 1); }
    ~ScopedEnv() { unsetenv(name); }
};

EngineTuning vision(const std::string& attention) {
    EngineTuning t;
    t.vision_attention = attention;
    return t;
}
}  // namespace

FOLIO_TEST(no_switch_changes_nothing) {
    const EngineTuning t = with_documented_switches({});
    const EngineTuning d;
    CHECK(t.persistent_decoder == d.persistent_decoder);
    CHECK(t.screened_head == d.screened_head);
    CHECK(t.overlap_vision == d.overlap_vision);
    CHECK(t.vision_attention == d.vision_attention);
    CHECK(t.kernels.paged_fp8_swapped == d.kernels.paged_fp8_swapped);
}

FOLIO_TEST(vision_key_split_off_takes_one_cudnn_call) {
    const ScopedEnv env("FOLIO_VISION_KEY_SPLIT", "0");
    CHECK(with_documented_switches(vision("auto")).vision_attention == "cudnn_whole");
    CHECK(with_documented_switches(vision("cudnn")).vision_attention == "cudnn_whole");
    // A backend chosen by name stays: the switch only concerns cuDNN's split.
    CHECK(with_documented_switches(vision("flash")).vision_attention == "flash");
    CHECK(with_documented_switches(vision("efficient")).vision_attention == "efficient");
}

FOLIO_TEST(vision_key_split_other_values_keep_the_split) {
    const ScopedEnv env("FOLIO_VISION_KEY_SPLIT", "1");
    CHECK(with_documented_switches(vision("auto")).vision_attention == "auto");
}

FOLIO_TEST(each_switch_turns_its_path) {
    {
        const ScopedEnv env("FOLIO_PERSISTENT_DECODER", "0");
        CHECK(!with_documented_switches({}).persistent_decoder);
    }
    {
        const ScopedEnv env("FOLIO_SCREENED_HEAD", "0");
        CHECK(with_documented_switches({}).screened_head == "off");
    }
    {
        const ScopedEnv env("FOLIO_OVERLAP_VISION", "1");
        CHECK(with_documented_switches({}).overlap_vision);
    }
    {
        EngineTuning on;
        on.overlap_vision = true;
        const ScopedEnv env("FOLIO_OVERLAP_VISION", "0");
        CHECK(!with_documented_switches(on).overlap_vision);
    }
    {
        const ScopedEnv env("FOLIO_FP8_ATTENTION_TRANSPOSED", "0");
        CHECK(!with_documented_switches({}).kernels.paged_fp8_swapped);
    }
}

FOLIO_TEST_MAIN()

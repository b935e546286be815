// The real LightOnOCR-2-1B dimensions on the CPU (random weights that make_reference.py
// --real-size wrote): int8 and bf16 decoding teacher-forced for 64 steps against the fp32
// reference logits. Floors: top-1 agrees on >= 95% of the steps, and the worst relative logit
// error (max |a - b| / max |b| per step) stays within the bound stated below. Prints the
// measured errors and the decode steps' speed at the page's depth (ordinary wall time; a
// benchmark, not this test, measures speed).
//
// The reference folder: $FOLIO_REAL_SIZE_REFERENCE, else <build>/reference/real (the GPU
// fixture makes it); SKIP when neither exists. Under a minute for both dtypes on 2 cores.
// Measured: int8 0.0472 (64/64), bf16 0.0164 (64/64).
#include <cstdio>
#include <cstdlib>
#include <string>

#include "model/lighton_ocr_model.h"
// Last: testing.h's CHECK (through reference.h) must win over c10's.
#include "model/reference.h"

namespace {

using folio::engine::LightOnOcrModel;

const folio::test::Reference& real_size_reference() {
    static const folio::test::Reference ref = [] {
        const char* dir = std::getenv("FOLIO_REAL_SIZE_REFERENCE");
        return folio::test::load_reference_at(dir && *dir ? dir : FOLIO_REFERENCE_DIR "/real");
    }();
    return ref;
}

folio::test::TeacherForced run(at::ScalarType dtype, bool int8, const char* name) {
    const auto& ref = real_size_reference();
    const auto start = std::chrono::steady_clock::now();
    const auto model = LightOnOcrModel::load(ref.model_dir, dtype, at::Device(at::kCPU), {}, int8);
    const double load_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const folio::test::TeacherForced m = folio::test::teacher_forced(*model, ref, 64);
    std::printf("  %s: load %.1f s, max relative logit error %.4f, top-1 agreement %d/%d, decode %.1f tokens/s at "
                "context ~%lld\n",
                name, load_s, m.worst_error, m.agreeing, m.steps, (m.steps - 1) / m.decode_seconds,
                static_cast<long long>(ref.at("input_ids_0").size(0)));
    return m;
}

}  // namespace

FOLIO_TEST(real_size_int8_top1_agrees_on_95_percent_and_logits_within_bound) {
    const folio::test::TeacherForced m = run(at::kBFloat16, true, "int8");
    CHECK(m.agreeing * 100 >= 95 * m.steps);
    CHECK(m.worst_error <= 6e-2);
}

FOLIO_TEST(real_size_bf16_top1_agrees_on_95_percent_and_logits_within_bound) {
    const folio::test::TeacherForced m = run(at::kBFloat16, false, "bf16");
    CHECK(m.agreeing * 100 >= 95 * m.steps);
    CHECK(m.worst_error <= 3e-2);
}

FOLIO_TEST_MAIN()

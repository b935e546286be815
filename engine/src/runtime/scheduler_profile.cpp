#include <cstdio>

#include "runtime/scheduler_observer.h"

namespace folio::engine {

void SchedulerProfile::admitted(const AdmissionTimes& times) {
    admitted_ += times.pages;
    vision_ms_ += times.vision_ms;
    prefill_ms_ += times.prefill_ms;
    admit_ms_ += times.total_ms;
    if (times.between_steps) admit_between_steps_ms_ += times.total_ms;
}

void SchedulerProfile::decode_step(const StepTimes& times) {
    ++steps_;
    rows_ += times.rows;
    prepare_ms_ += times.prepare_ms;
    launch_ms_ += times.launch_ms;
    drain_ms_ += times.drain_ms;
    between_ms_ += times.since_last_step_ms;
}

std::string SchedulerProfile::report() const {
    if (steps_ == 0) return {};
    char line[512];
    const double n = static_cast<double>(steps_);
    std::snprintf(line, sizeof line,
                  "folio scheduler: %lld decode steps, %.1f rows each; host ms per step: prepare %.3f, "
                  "launch %.3f, wait+collect %.3f, between steps %.3f (admissions aside: %.0f ms in all)\n",
                  static_cast<long long>(steps_), rows_ / n, prepare_ms_ / n, launch_ms_ / n, drain_ms_ / n,
                  (between_ms_ - admit_between_steps_ms_) / n, admit_ms_);
    std::string out = line;
    if (admitted_ > 0) {
        const double pages = static_cast<double>(admitted_);
        std::snprintf(line, sizeof line,
                      "folio scheduler: %lld pages admitted; ms per page: vision passes %.2f, prefills with "
                      "first token %.2f, the rest (checks, preparation, waiting for the decode step in flight) %.2f\n",
                      static_cast<long long>(admitted_), vision_ms_ / pages, prefill_ms_ / pages,
                      (admit_ms_ - vision_ms_ - prefill_ms_) / pages);
        out += line;
    }
    return out;
}

}  // namespace folio::engine

// What a scheduler reports about its own time, for a benchmark or a profile to attach
// (SchedulerOptions::observer). Called on the scheduler thread; must return quickly.
#pragma once

#include <cstdint>
#include <string>

namespace folio::engine {

struct AdmissionTimes {
    int64_t pages = 0;        // through a vision pass and a prefill
    double vision_ms = 0;     // their vision passes
    double prefill_ms = 0;    // their prefills with the first tokens
    double total_ms = 0;      // the whole admission (checks, preparation, the step in flight)
    bool between_steps = false;  // decode steps ran before it
    // Its vision passes ran on their own stream beside decode steps (vision_ms then 0: they were
    // not timed apart); reported when the pages joined the batch.
    bool beside_decode = false;
};

struct StepTimes {
    int64_t rows = 0;
    double prepare_ms = 0;  // host time from entering the step to its launch
    double launch_ms = 0;
    double drain_ms = 0;    // waiting for and emitting the previous step's tokens
    double since_last_step_ms = 0;  // from the previous step's end (0 for the first)
    bool beside_vision = false;     // vision passes of pages being admitted were in flight
};

class SchedulerObserver {
public:
    virtual ~SchedulerObserver() = default;
    // True: the scheduler synchronises the device around vision passes and prefills, so that
    // their times are the device's (it slows admissions down).
    virtual bool wants_device_times() const { return false; }
    virtual void admitted(const AdmissionTimes&) {}
    virtual void decode_step(const StepTimes&) {}
};

// Where the decode loop's host time goes and what admissions cost on the device, summed.
class SchedulerProfile final : public SchedulerObserver {
public:
    bool wants_device_times() const override { return true; }
    void admitted(const AdmissionTimes& times) override;
    void decode_step(const StepTimes& times) override;
    // Two lines (decode steps; admissions), empty before the first step.
    std::string report() const;

private:
    int64_t steps_ = 0, rows_ = 0, admitted_ = 0;
    double prepare_ms_ = 0, launch_ms_ = 0, drain_ms_ = 0, between_ms_ = 0;
    double admit_ms_ = 0, admit_between_steps_ms_ = 0, vision_ms_ = 0, prefill_ms_ = 0;
};

}  // namespace folio::engine

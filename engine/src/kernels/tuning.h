// The kernels' launch variants (KernelTuning) in force on the calling thread. The ops are free
// functions called deep inside the model, so the tuning travels with the thread instead of
// through every call: the engine installs its options' tuning on each thread that runs or
// captures its kernels (the opening thread while it loads, the scheduler thread), and a test
// installs another around the calls it checks. Without a scope: the defaults (the fastest path).
#pragma once

#include "folio/engine/engine.h"

namespace folio::engine::kernels {

const KernelTuning& kernel_tuning();

// Installs `tuning` on this thread until the scope ends (scopes nest).
class KernelTuningScope {
public:
    explicit KernelTuningScope(const KernelTuning& tuning);
    ~KernelTuningScope();
    KernelTuningScope(const KernelTuningScope&) = delete;
    KernelTuningScope& operator=(const KernelTuningScope&) = delete;

private:
    KernelTuning tuning_;
    const KernelTuning* previous_;
};

}  // namespace folio::engine::kernels

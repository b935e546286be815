#include "kernels/tuning.h"

namespace folio::engine::kernels {

namespace {
const KernelTuning kDefaults{};
thread_local const KernelTuning* current = nullptr;
}  // namespace

const KernelTuning& kernel_tuning() { return current ? *current : kDefaults; }

KernelTuningScope::KernelTuningScope(const KernelTuning& tuning) : tuning_(tuning), previous_(current) {
    current = &tuning_;
}

KernelTuningScope::~KernelTuningScope() { current = previous_; }

}  // namespace folio::engine::kernels

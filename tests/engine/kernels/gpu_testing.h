// Shared by the GPU kernel tests; include it after testing.h (its SKIP).
#pragma once

#include <ATen/Context.h>

#include "kernels/ops.h"
#include "testing.h"

namespace folio::test::kernels {

// CUDA device 0, or SKIP (the test exits 77) without a device or without the kernels in the build.
inline at::Device require_gpu() {
    if (!folio::engine::kernels::cuda_kernels_built()) SKIP("this build has no CUDA kernels");
    if (!at::hasCUDA()) SKIP("no CUDA device");
    return at::Device(at::kCUDA, 0);
}

}  // namespace folio::test::kernels

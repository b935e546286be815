// Shared by the GPU kernel tests; include it after testing.h (its SKIP).
#pragma once

#include <ATen/Context.h>
#include <ATen/cuda/CUDAGeneratorImpl.h>

#include <cstdint>
#include <cstdio>

#include "kernel_testing.h"
#include "kernels/ops.h"
#include "testing.h"

namespace folio::test::kernels {

// The half-precision dtypes the GEMV and screened-head kernels take.
inline constexpr at::ScalarType kHalfDtypes[] = {at::kBFloat16, at::kHalf};

// CUDA device 0, or SKIP (the test exits 77) without a device or without the kernels in the build.
inline at::Device require_gpu() {
    if (!folio::engine::kernels::cuda_kernels_built()) SKIP("this build has no CUDA kernels");
    if (!at::hasCUDA()) SKIP("no CUDA device");
    return at::Device(at::kCUDA, 0);
}

// A CUDA generator (for tensors too large to draw on the host, such as the 155M-element LM head)
// seeded afresh, the seed printed under `test` so that a failure can be replayed.
inline at::Generator seeded_cuda_generator(const char* test) {
    const uint64_t seed = fresh_seed();
    std::printf("  %s: seed %llu\n", test, static_cast<unsigned long long>(seed));
    at::Generator gen = at::cuda::detail::createCUDAGenerator(0);
    gen.set_current_seed(seed);
    return gen;
}

}  // namespace folio::test::kernels

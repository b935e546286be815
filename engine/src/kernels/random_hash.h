// The per-token random numbers of the sampler. The CUDA kernel and the ATen fallback both draw
// them from this one function, so that the same seed picks the same token on either path.
#pragma once

#include <cstdint>

#ifdef __CUDACC__
#define FOLIO_HOST_DEVICE __host__ __device__
#else
#define FOLIO_HOST_DEVICE
#endif

namespace folio::engine::kernels {

// splitmix64 of the index-th number after seed: independent 64-bit values for consecutive indices.
FOLIO_HOST_DEVICE inline uint64_t splitmix64(uint64_t seed, uint64_t index) {
    uint64_t z = seed + 0x9E3779B97F4A7C15ull * (index + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// A uniform number in (0, 1) with 24 random bits, from splitmix64 of (seed, index).
FOLIO_HOST_DEVICE inline float uniform_from_hash(uint64_t seed, uint32_t index) {
    const uint64_t z = splitmix64(seed, index);
    return (static_cast<float>(static_cast<uint32_t>(z >> 40)) + 0.5f) * (1.0f / 16777216.0f);
}

}  // namespace folio::engine::kernels

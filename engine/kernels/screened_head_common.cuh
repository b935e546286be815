// Pieces of the screened greedy LM head shared by its kernels (screened_head.cu) and by the
// persistent decoder's last phase (persistent_decoder.cu), so that both compute the same bound
// inputs and the same candidate logits.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

#include "common.cuh"

namespace folio::engine::kernels::cuda::screened {

// A code q (the byte q + 128 of `biased_word`) as a float without I2F, a quarter-rate
// instruction: as the low mantissa byte of 2^23 (0x4B000000) it reads 2^23 + q + 128, and the
// subtraction of 2^23 + 128 is exact.
__device__ __forceinline__ float code_to_float(unsigned biased_word, unsigned byte) {
    return __int_as_float(static_cast<int>(__byte_perm(biased_word, 0x4B000000u, 0x7650u | byte))) - 8388736.0f;
}

// acc + sum_j h[j] * q_j over the 16 codes of one 16-byte load.
__device__ __forceinline__ float dot_codes(uint4 codes, const float (&h)[16], float acc) {
    const unsigned words[4] = {codes.x, codes.y, codes.z, codes.w};
#pragma unroll
    for (int w = 0; w < 4; ++w) {
        const unsigned biased = words[w] ^ 0x80808080u;
#pragma unroll
        for (int b = 0; b < 4; ++b) acc = fmaf(h[4 * w + b], code_to_float(biased, b), acc);
    }
    return acc;
}

// (ordered logit, ~row): a larger logit is a larger word, and among equal logits the lower row.
// -0 counts as +0, as in the comparison; NaN never gets here.
__device__ __forceinline__ unsigned long long pack_pick(float logit, int row) {
    const unsigned bits = __float_as_uint(logit == 0.0f ? 0.0f : logit);
    const unsigned ordered = (bits & 0x80000000u) ? ~bits : (bits | 0x80000000u);
    return static_cast<unsigned long long>(ordered) << 32 | static_cast<unsigned>(~row);
}

__device__ __forceinline__ unsigned long long larger(unsigned long long a, unsigned long long b) {
    return a > b ? a : b;
}

// A block's best (ordered logit, ~row) into the call's result word pick[0]; the last of `blocks`
// blocks to count itself in (pick[1]) moves the winner's row to `out` (0 when no row had a
// logit) and zeroes both words for the next call. One thread of each block; true in the last.
__device__ __forceinline__ bool publish_best(unsigned long long best, unsigned long long* pick, int64_t* out,
                                             unsigned blocks) {
    if (best != 0) atomicMax(&pick[0], best);
    // One acq_rel count (no fences): this block's max is in before it counts itself finished,
    // and the last block sees every other block's max.
    unsigned long long finished;
    asm volatile("atom.acq_rel.gpu.global.add.u64 %0, [%1], 1;" : "=l"(finished) : "l"(&pick[1]) : "memory");
    if (finished == blocks - 1) {
        const unsigned long long winner = atomicExch(&pick[0], 0ull);
        atomicExch(&pick[1], 0ull);
        *out = winner != 0 ? static_cast<int64_t>(~static_cast<unsigned>(winner)) : 0;
        return true;
    }
    return false;
}

// h . w over one row, a warp: lane l takes elements 256c + 8l .. + 8 (16-byte loads), its 32
// products in order, then a butterfly.
template <typename T, int HIDDEN>
__device__ __forceinline__ float row_logit(const T* row, const float (&h)[HIDDEN / 256][8], int lane) {
    constexpr int kChunks = HIDDEN / 256;
    float w[kChunks][8];
#pragma unroll
    for (int c = 0; c < kChunks; ++c) load_vec<T, 8>(row + c * 256 + lane * 8, w[c]);
    float acc = 0.0f;
#pragma unroll
    for (int c = 0; c < kChunks; ++c)
#pragma unroll
        for (int j = 0; j < 8; ++j) acc = fmaf(h[c][j], w[c][j], acc);
    return warp_sum(acc);
}

}  // namespace folio::engine::kernels::cuda::screened

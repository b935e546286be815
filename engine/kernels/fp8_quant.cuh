// The fp8 (e4m3) quantisation of one (token, kv head) row of the KV cache, shared by the append
// kernel (kv_append.cu) and the fused QK-norm + RoPE + append kernel (rope.cu), so that both
// write identical bytes: scale s = max(amax(|x|) * (1/448), FLT_MIN) (fp32, one rounding), codes
// e4m3(clamp(x / s, +-448)) with a true fp32 division and round to nearest even (see ops.h).
#pragma once

#include <cuda_fp8.h>

#include <cstdint>

#include "common.cuh"

namespace folio::engine::kernels::cuda {

// amax: max |x| over the row (fmaxf from 0, so NaNs are ignored as fmaxf does).
__device__ __forceinline__ float fp8_row_scale(float amax) {
    return fmaxf(__fmul_rn(amax, kFp8InvMax), kFp8MinScale);
}

// Writes the e4m3 codes of x[0..N) / scale to dst (N bytes, N-byte aligned; N = 2, 4 or 8).
template <int N>
__device__ __forceinline__ void store_fp8(uint8_t* dst, const float (&x)[N], float scale) {
    static_assert(N == 2 || N == 4 || N == 8, "store_fp8: 2, 4 or 8 elements");
    uint32_t w[N / 2];
#pragma unroll
    for (int i = 0; i < N / 2; ++i) {
        const float a = fminf(fmaxf(__fdiv_rn(x[2 * i], scale), -448.0f), 448.0f);
        const float b = fminf(fmaxf(__fdiv_rn(x[2 * i + 1], scale), -448.0f), 448.0f);
        w[i] = __nv_cvt_float2_to_fp8x2(make_float2(a, b), __NV_SATFINITE, __NV_E4M3);
    }
    if constexpr (N == 2) {
        *reinterpret_cast<uint16_t*>(dst) = static_cast<uint16_t>(w[0]);
    } else if constexpr (N == 4) {
        *reinterpret_cast<uint32_t*>(dst) = w[0] | (w[1] << 16);
    } else {
        uint2 out;
        out.x = w[0] | (w[1] << 16);
        out.y = w[2] | (w[3] << 16);
        *reinterpret_cast<uint2*>(dst) = out;
    }
}

}  // namespace folio::engine::kernels::cuda

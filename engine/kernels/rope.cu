// Per-head RMSNorm (optional) and rotate_half RoPE, 1D (Qwen3) or axial 2D (Pixtral).
// One block per token: its threads first compute the token's head_dim / 2 cos/sin pairs once into
// shared memory (every head of the token shares them), then each warp takes heads in turn. In a
// warp, lane l holds elements [l * E, (l + 1) * E) with E = head_dim / 32, so element j's
// rotate_half partner j +- head_dim / 2 sits in lane l ^ 16 at the same offset.
#include "common.cuh"

namespace folio::engine::kernels::cuda {
namespace {

constexpr int kWarpsPerBlock = 8;

template <typename T, int E>
__global__ void __launch_bounds__(kWarpsPerBlock * 32)
    rope_kernel(RopeTensor q, RopeTensor k, const int64_t* __restrict__ positions,
                const int64_t* __restrict__ cols, float theta, float eps) {
    constexpr int kHeadDim = E * 32;
    FOLIO_ALLOW_DEPENDENTS();
    __shared__ float cos_table[kHeadDim / 2], sin_table[kHeadDim / 2];
    const int64_t token = blockIdx.x;
    for (int f = threadIdx.x; f < kHeadDim / 2; f += blockDim.x) {
        int freq = f;
        float at = static_cast<float>(positions[token]);
        if (cols) {  // Pixtral: the first quarter rotates with the row, the second with the column
            const bool row_part = f < kHeadDim / 4;
            freq = row_part ? 2 * f : 2 * (f - kHeadDim / 4) + 1;
            if (!row_part) at = static_cast<float>(cols[token]);
        }
        const float inv_freq =
            1.0f / powf(theta, static_cast<float>(2 * freq) / static_cast<float>(kHeadDim));
        sincosf(at * inv_freq, &sin_table[f], &cos_table[f]);
    }
    __syncthreads();

    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    const bool first_half = lane < 16;
    float c[E], s[E];
#pragma unroll
    for (int e = 0; e < E; ++e) {
        c[e] = cos_table[(lane % 16) * E + e];
        s[e] = sin_table[(lane % 16) * E + e];
    }
    for (int h = warp; h < q.heads + k.heads; h += kWarpsPerBlock) {  // warp-uniform
        const bool is_q = h < q.heads;
        const RopeTensor& t = is_q ? q : k;
        const int head = is_q ? h : h - q.heads;
        T* p = static_cast<T*>(t.data) + token * t.token_stride + head * t.head_stride + lane * E;
        float x[E];
        load_vec<T, E>(p, x);
        if (t.norm_weight) {
            float sum_sq = 0.0f;
#pragma unroll
            for (int e = 0; e < E; ++e) sum_sq += x[e] * x[e];
            const float inv_rms = rsqrtf(warp_sum(sum_sq) / kHeadDim + eps);
            float w[E];
            load_vec<T, E>(static_cast<const T*>(t.norm_weight) + lane * E, w);
#pragma unroll
            for (int e = 0; e < E; ++e) x[e] = x[e] * inv_rms * w[e];
        }
        float out[E];
#pragma unroll
        for (int e = 0; e < E; ++e) {
            const float partner = __shfl_xor_sync(0xffffffffu, x[e], 16);
            out[e] = first_half ? x[e] * c[e] - partner * s[e] : x[e] * c[e] + partner * s[e];
        }
        store_vec<T, E>(p, out);
    }
}

template <typename T, int E>
cudaError_t launch(RopeTensor q, RopeTensor k, int64_t tokens, const int64_t* positions,
                   const int64_t* cols, float theta, float eps, cudaStream_t stream) {
    if (tokens > 0x7fffffff) return cudaErrorInvalidValue;
    rope_kernel<T, E><<<static_cast<unsigned>(tokens), kWarpsPerBlock * 32, 0, stream>>>(
        q, k, positions, cols, theta, eps);
    return cudaGetLastError();
}

}  // namespace

bool rope_supported(int head_dim) { return head_dim == 64 || head_dim == 128 || head_dim == 256; }

cudaError_t launch_rope(DType dtype, RopeTensor q, RopeTensor k, int64_t tokens, int head_dim,
                        const int64_t* positions, const int64_t* cols, float theta, float eps,
                        cudaStream_t stream) {
    if (tokens == 0) return cudaSuccess;
    return dispatch_dtype(dtype, [&](auto tag) -> cudaError_t {
        using T = decltype(tag);
        switch (head_dim) {
            case 64: return launch<T, 2>(q, k, tokens, positions, cols, theta, eps, stream);
            case 128: return launch<T, 4>(q, k, tokens, positions, cols, theta, eps, stream);
            case 256: return launch<T, 8>(q, k, tokens, positions, cols, theta, eps, stream);
        }
        return cudaErrorInvalidValue;
    });
}

}  // namespace folio::engine::kernels::cuda

// Per-head RMSNorm (optional) and rotate_half RoPE, 1D (Qwen3) or axial 2D (Pixtral).
// One warp per (token, head): lane l holds elements [l * E, (l + 1) * E) with E = head_dim / 32,
// so element j's rotate_half partner j +- head_dim / 2 sits in lane l ^ 16 at the same offset.
#include "common.cuh"

namespace folio::engine::kernels::cuda {
namespace {

constexpr int kWarpsPerBlock = 8;

template <typename T, int E>
__global__ void rope_kernel(RopeTensor q, RopeTensor k, int64_t tokens,
                            const int64_t* __restrict__ positions,
                            const int64_t* __restrict__ cols, float theta, float eps) {
    constexpr int kHeadDim = E * 32;
    const int heads_per_token = q.heads + k.heads;
    const int64_t item = static_cast<int64_t>(blockIdx.x) * kWarpsPerBlock + threadIdx.x / 32;
    if (item >= tokens * heads_per_token) return;  // whole warps leave together
    const int lane = threadIdx.x % 32;
    const int64_t token = item / heads_per_token;
    int head = static_cast<int>(item - token * heads_per_token);
    const RopeTensor& t = head < q.heads ? q : k;
    if (head >= q.heads) head -= q.heads;
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
    const bool first_half = lane < 16;
    const float pos = static_cast<float>(positions[token]);
    const float col = cols ? static_cast<float>(cols[token]) : 0.0f;
    float out[E];
#pragma unroll
    for (int e = 0; e < E; ++e) {
        const float partner = __shfl_xor_sync(0xffffffffu, x[e], 16);
        const int f = (lane % 16) * E + e;  // angle index in [0, head_dim / 2)
        int freq = f;
        float at = pos;
        if (cols) {  // Pixtral: the first quarter rotates with the row, the second with the column
            const bool row_part = f < kHeadDim / 4;
            freq = row_part ? 2 * f : 2 * (f - kHeadDim / 4) + 1;
            at = row_part ? pos : col;
        }
        const float inv_freq =
            1.0f / powf(theta, static_cast<float>(2 * freq) / static_cast<float>(kHeadDim));
        float s, c;
        sincosf(at * inv_freq, &s, &c);
        out[e] = first_half ? x[e] * c - partner * s : x[e] * c + partner * s;
    }
    store_vec<T, E>(p, out);
}

template <typename T, int E>
cudaError_t launch(RopeTensor q, RopeTensor k, int64_t tokens, const int64_t* positions,
                   const int64_t* cols, float theta, float eps, cudaStream_t stream) {
    const int64_t items = tokens * (q.heads + k.heads);
    const int64_t blocks = (items + kWarpsPerBlock - 1) / kWarpsPerBlock;
    if (blocks > 0x7fffffff) return cudaErrorInvalidValue;
    rope_kernel<T, E><<<static_cast<unsigned>(blocks), kWarpsPerBlock * 32, 0, stream>>>(
        q, k, tokens, positions, cols, theta, eps);
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

// RMSNorm and fused residual-add + RMSNorm: one block per row, the row held in registers
// (at most kMaxVecs accesses per thread), so each element is read and written once.
#include "common.cuh"

namespace folio::engine::kernels::cuda {
namespace {

constexpr int kMaxVecs = 4;

template <typename T, int N>
__global__ void rms_norm_kernel(T* out, const T* x, T* residual, const T* __restrict__ weight,
                                int64_t hidden, float eps) {
    __shared__ float scratch[32];
    const int64_t row = blockIdx.x;
    FOLIO_ALLOW_DEPENDENTS();
    const int64_t vecs = hidden / N;
    const T* x_row = x + row * hidden;
    T* res_row = residual ? residual + row * hidden : nullptr;
    float values[kMaxVecs][N];
    float sum_sq = 0.0f;
#pragma unroll
    for (int i = 0; i < kMaxVecs; ++i) {
        const int64_t v = threadIdx.x + static_cast<int64_t>(i) * blockDim.x;
        if (v >= vecs) continue;
        load_vec<T, N>(x_row + v * N, values[i]);
        if (res_row) {
            float r[N];
            load_vec<T, N>(res_row + v * N, r);
#pragma unroll
            for (int j = 0; j < N; ++j) values[i][j] += r[j];
            store_vec<T, N>(res_row + v * N, values[i]);
            // The norm reads the residual as stored, rounded to T.
#pragma unroll
            for (int j = 0; j < N; ++j) values[i][j] = to_float(from_float<T>(values[i][j]));
        }
#pragma unroll
        for (int j = 0; j < N; ++j) sum_sq += values[i][j] * values[i][j];
    }
    const float total = block_sum(sum_sq, scratch);
    const float inv_rms = rsqrtf(total / static_cast<float>(hidden) + eps);
    T* out_row = out + row * hidden;
#pragma unroll
    for (int i = 0; i < kMaxVecs; ++i) {
        const int64_t v = threadIdx.x + static_cast<int64_t>(i) * blockDim.x;
        if (v >= vecs) continue;
        float w[N];
        load_vec<T, N>(weight + v * N, w);
#pragma unroll
        for (int j = 0; j < N; ++j) values[i][j] = values[i][j] * inv_rms * w[j];
        store_vec<T, N>(out_row + v * N, values[i]);
    }
}

template <typename T, int N>
cudaError_t launch(void* out, const void* x, void* residual, const void* weight, int64_t rows,
                   int64_t hidden, float eps, cudaStream_t stream) {
    const int64_t vecs = hidden / N;
    int threads = static_cast<int>((vecs + kMaxVecs - 1) / kMaxVecs);
    threads = ((threads + 31) / 32) * 32;
    rms_norm_kernel<T, N><<<static_cast<unsigned>(rows), threads, 0, stream>>>(
        static_cast<T*>(out), static_cast<const T*>(x), static_cast<T*>(residual),
        static_cast<const T*>(weight), hidden, eps);
    return cudaGetLastError();
}

}  // namespace

bool rms_norm_supported(int64_t hidden, int vector_width) {
    return hidden > 0 && hidden % vector_width == 0 &&
           hidden / vector_width <= static_cast<int64_t>(kMaxVecs) * 1024;
}

cudaError_t launch_rms_norm(DType dtype, void* out, const void* x, void* residual,
                            const void* weight, int64_t rows, int64_t hidden, float eps,
                            int vector_width, cudaStream_t stream) {
    if (rows == 0) return cudaSuccess;
    if (rows > 0x7fffffff || !rms_norm_supported(hidden, vector_width)) return cudaErrorInvalidValue;
    return dispatch_dtype(dtype, [&](auto tag) -> cudaError_t {
        using T = decltype(tag);
        constexpr int kWide = 16 / sizeof(T);
        if (vector_width == kWide)
            return launch<T, kWide>(out, x, residual, weight, rows, hidden, eps, stream);
        if (vector_width == 1)
            return launch<T, 1>(out, x, residual, weight, rows, hidden, eps, stream);
        return cudaErrorInvalidValue;
    });
}

}  // namespace folio::engine::kernels::cuda

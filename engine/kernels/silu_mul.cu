// silu(gate) * up over [rows, 2 * inner] -> [rows, inner], 16-byte accesses where aligned.
#include "common.cuh"

namespace folio::engine::kernels::cuda {
namespace {

template <typename T, int N>
__global__ void silu_mul_kernel(T* __restrict__ out, const T* __restrict__ in, int64_t rows,
                                int64_t inner) {
    const int64_t vecs_per_row = inner / N;
    const int64_t total = rows * vecs_per_row;
    for (int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x; i < total;
         i += static_cast<int64_t>(gridDim.x) * blockDim.x) {
        const int64_t row = i / vecs_per_row;
        const int64_t col = (i - row * vecs_per_row) * N;
        float gate[N], up[N];
        load_vec<T, N>(in + row * 2 * inner + col, gate);
        load_vec<T, N>(in + row * 2 * inner + inner + col, up);
#pragma unroll
        for (int j = 0; j < N; ++j) gate[j] = gate[j] / (1.0f + __expf(-gate[j])) * up[j];
        store_vec<T, N>(out + row * inner + col, gate);
    }
}

template <typename T, int N>
cudaError_t launch(void* out, const void* in, int64_t rows, int64_t inner, cudaStream_t stream) {
    const int64_t total = rows * (inner / N);
    constexpr int kThreads = 256;
    int device = 0, sms = 0;
    cudaGetDevice(&device);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
    const int64_t wanted = (total + kThreads - 1) / kThreads;
    const int blocks = static_cast<int>(wanted < sms * 16LL ? wanted : sms * 16LL);
    silu_mul_kernel<T, N><<<blocks, kThreads, 0, stream>>>(
        static_cast<T*>(out), static_cast<const T*>(in), rows, inner);
    return cudaGetLastError();
}

}  // namespace

cudaError_t launch_silu_mul(DType dtype, void* out, const void* in, int64_t rows, int64_t inner,
                            int vector_width, cudaStream_t stream) {
    if (rows == 0 || inner == 0) return cudaSuccess;
    if (inner % vector_width != 0) return cudaErrorInvalidValue;
    return dispatch_dtype(dtype, [&](auto tag) -> cudaError_t {
        using T = decltype(tag);
        constexpr int kWide = 16 / sizeof(T);
        if (vector_width == kWide) return launch<T, kWide>(out, in, rows, inner, stream);
        if (vector_width == 1) return launch<T, 1>(out, in, rows, inner, stream);
        return cudaErrorInvalidValue;
    });
}

}  // namespace folio::engine::kernels::cuda

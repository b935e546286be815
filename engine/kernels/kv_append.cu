// Scatters new keys and values into the paged caches: one block per token, 16-byte accesses.
#include "common.cuh"

namespace folio::engine::kernels::cuda {
namespace {

template <typename T, int N>
__global__ void kv_append_kernel(const T* __restrict__ k, int64_t k_stride,
                                 const T* __restrict__ v, int64_t v_stride,
                                 T* __restrict__ k_cache, T* __restrict__ v_cache,
                                 const int64_t* __restrict__ slots, int64_t row_elems,
                                 int64_t capacity) {
    const int64_t token = blockIdx.x;
    const int64_t slot = slots[token];
    if (slot < 0 || slot >= capacity) return;
    const Vec<T, N>* k_src = reinterpret_cast<const Vec<T, N>*>(k + token * k_stride);
    const Vec<T, N>* v_src = reinterpret_cast<const Vec<T, N>*>(v + token * v_stride);
    Vec<T, N>* k_dst = reinterpret_cast<Vec<T, N>*>(k_cache + slot * row_elems);
    Vec<T, N>* v_dst = reinterpret_cast<Vec<T, N>*>(v_cache + slot * row_elems);
    for (int64_t i = threadIdx.x; i < row_elems / N; i += blockDim.x) {
        k_dst[i] = k_src[i];
        v_dst[i] = v_src[i];
    }
}

template <typename T, int N>
cudaError_t launch(const void* k, int64_t k_stride, const void* v, int64_t v_stride,
                   void* k_cache, void* v_cache, const int64_t* slots, int64_t tokens,
                   int64_t row_elems, int64_t capacity, cudaStream_t stream) {
    const int64_t vecs = row_elems / N;
    const int threads = vecs >= 256 ? 256 : static_cast<int>(((vecs + 31) / 32) * 32);
    kv_append_kernel<T, N><<<static_cast<unsigned>(tokens), threads, 0, stream>>>(
        static_cast<const T*>(k), k_stride, static_cast<const T*>(v), v_stride,
        static_cast<T*>(k_cache), static_cast<T*>(v_cache), slots, row_elems, capacity);
    return cudaGetLastError();
}

}  // namespace

cudaError_t launch_kv_append(DType dtype, const void* k, int64_t k_stride, const void* v,
                             int64_t v_stride, void* k_cache, void* v_cache, const int64_t* slots,
                             int64_t tokens, int64_t row_elems, int64_t capacity,
                             int vector_width, cudaStream_t stream) {
    if (tokens == 0 || row_elems == 0) return cudaSuccess;
    if (tokens > 0x7fffffff || row_elems % vector_width != 0) return cudaErrorInvalidValue;
    return dispatch_dtype(dtype, [&](auto tag) -> cudaError_t {
        using T = decltype(tag);
        constexpr int kWide = 16 / sizeof(T);
        if (vector_width == kWide)
            return launch<T, kWide>(k, k_stride, v, v_stride, k_cache, v_cache, slots, tokens,
                                    row_elems, capacity, stream);
        if (vector_width == 1)
            return launch<T, 1>(k, k_stride, v, v_stride, k_cache, v_cache, slots, tokens,
                                row_elems, capacity, stream);
        return cudaErrorInvalidValue;
    });
}

}  // namespace folio::engine::kernels::cuda

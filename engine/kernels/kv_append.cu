// Scatters new keys and values into the paged caches: one block per token, 16-byte accesses.
// fp8 caches: D / 8 lanes per (token, kv head) row, each with 8 elements; the row's amax comes
// from a shuffle reduction, then each lane writes its 8 e4m3 bytes and lane 0 the row's scale
// (fp8_quant.cuh: the quantiser shared with the fused QK-norm + RoPE + append kernel).
#include "common.cuh"
#include "fp8_quant.cuh"

namespace folio::engine::kernels::cuda {
namespace {

template <typename T, int N>
__global__ void kv_append_kernel(const T* __restrict__ k, int64_t k_stride,
                                 const T* __restrict__ v, int64_t v_stride,
                                 T* __restrict__ k_cache, T* __restrict__ v_cache,
                                 const int64_t* __restrict__ slots, int64_t row_elems,
                                 int64_t capacity) {
    const int64_t token = blockIdx.x;
    FOLIO_ALLOW_DEPENDENTS();
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

constexpr int kFp8Threads = 128;

template <typename T, int D>
__global__ void __launch_bounds__(kFp8Threads)
    kv_append_fp8_kernel(const T* __restrict__ k, int64_t k_stride, const T* __restrict__ v,
                         int64_t v_stride, uint8_t* __restrict__ k_cache,
                         uint8_t* __restrict__ v_cache, float* __restrict__ k_scales,
                         float* __restrict__ v_scales, const int64_t* __restrict__ slots,
                         int64_t rows, int kv_heads, int64_t capacity) {
    constexpr int N = 8;
    constexpr int kLanes = D / N;  // 8, 16 or 32: a lane group never straddles a warp
    FOLIO_ALLOW_DEPENDENTS();
    const int lane = threadIdx.x % kLanes;
    const int64_t row = static_cast<int64_t>(blockIdx.x) * (kFp8Threads / kLanes) + threadIdx.x / kLanes;
    const int64_t token = row / kv_heads;
    const int head = static_cast<int>(row - token * kv_heads);
    const int64_t slot = row < rows ? slots[token] : -1;
    const bool write = slot >= 0 && slot < capacity;
    float kf[N], vf[N];
#pragma unroll
    for (int i = 0; i < N; ++i) kf[i] = vf[i] = 0.0f;
    if (write) {
        load_vec<T, N>(k + token * k_stride + head * D + lane * N, kf);
        load_vec<T, N>(v + token * v_stride + head * D + lane * N, vf);
    }
    // Every lane takes part in the shuffles (full warps); only the stores are predicated.
    float k_max = 0.0f, v_max = 0.0f;
#pragma unroll
    for (int i = 0; i < N; ++i) {
        k_max = fmaxf(k_max, fabsf(kf[i]));
        v_max = fmaxf(v_max, fabsf(vf[i]));
    }
#pragma unroll
    for (int offset = kLanes / 2; offset > 0; offset >>= 1) {
        k_max = fmaxf(k_max, __shfl_xor_sync(0xffffffffu, k_max, offset));
        v_max = fmaxf(v_max, __shfl_xor_sync(0xffffffffu, v_max, offset));
    }
    if (!write) return;
    const float k_scale = fp8_row_scale(k_max);
    const float v_scale = fp8_row_scale(v_max);
    const int64_t dst = (slot * kv_heads + head) * D + lane * N;
    store_fp8<N>(k_cache + dst, kf, k_scale);
    store_fp8<N>(v_cache + dst, vf, v_scale);
    if (lane == 0) {
        k_scales[slot * kv_heads + head] = k_scale;
        v_scales[slot * kv_heads + head] = v_scale;
    }
}

template <typename T, int D>
cudaError_t launch_fp8(const void* k, int64_t k_stride, const void* v, int64_t v_stride,
                       void* k_cache, void* v_cache, float* k_scales, float* v_scales,
                       const int64_t* slots, int64_t tokens, int kv_heads, int64_t capacity,
                       cudaStream_t stream) {
    const int64_t rows = tokens * kv_heads;
    constexpr int kRowsPerBlock = kFp8Threads / (D / 8);
    const int64_t blocks = (rows + kRowsPerBlock - 1) / kRowsPerBlock;
    if (blocks > 0x7fffffff) return cudaErrorInvalidValue;
    kv_append_fp8_kernel<T, D><<<static_cast<unsigned>(blocks), kFp8Threads, 0, stream>>>(
        static_cast<const T*>(k), k_stride, static_cast<const T*>(v), v_stride,
        static_cast<uint8_t*>(k_cache), static_cast<uint8_t*>(v_cache), k_scales, v_scales, slots,
        rows, kv_heads, capacity);
    return cudaGetLastError();
}

}  // namespace

bool kv_append_fp8_supported(int head_dim) {
    return head_dim == 64 || head_dim == 128 || head_dim == 256;
}

cudaError_t launch_kv_append_fp8(DType dtype, const void* k, int64_t k_stride, const void* v,
                                 int64_t v_stride, void* k_cache, void* v_cache, float* k_scales,
                                 float* v_scales, const int64_t* slots, int64_t tokens,
                                 int kv_heads, int head_dim, int64_t capacity,
                                 cudaStream_t stream) {
    if (tokens == 0 || kv_heads == 0) return cudaSuccess;
    if (!kv_append_fp8_supported(head_dim) || dtype == DType::f32) return cudaErrorInvalidValue;
    auto run = [&](auto tag) -> cudaError_t {
        using T = decltype(tag);
        if (head_dim == 64)
            return launch_fp8<T, 64>(k, k_stride, v, v_stride, k_cache, v_cache, k_scales,
                                     v_scales, slots, tokens, kv_heads, capacity, stream);
        if (head_dim == 128)
            return launch_fp8<T, 128>(k, k_stride, v, v_stride, k_cache, v_cache, k_scales,
                                      v_scales, slots, tokens, kv_heads, capacity, stream);
        return launch_fp8<T, 256>(k, k_stride, v, v_stride, k_cache, v_cache, k_scales, v_scales,
                                  slots, tokens, kv_heads, capacity, stream);
    };
    if (dtype == DType::f16) return run(__half{});
    return run(__nv_bfloat16{});
}

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

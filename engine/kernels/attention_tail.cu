// Folds a short tail of keys into an attention output computed over the keys before it (see
// launch_attention_tail in cuda_launch.h). Eight lanes share a query row, 16 bytes of it each, so
// that a warp reads and writes four whole rows at once; the block's tail keys and values sit in
// shared memory as fp32, and a block takes 32 rows of one (image, head), one row a lane group.
// Consecutive blocks take the heads of the same rows, so the blocks running at once read whole
// rows of q and out (a row of one head is 128 bytes of 2-6 KB): 7% faster than rows first
// (docs/PERFORMANCE.md, session 24).
#include "common.cuh"

namespace folio::engine::kernels::cuda {
namespace {

constexpr int kTailHeadDim = 64;
constexpr int kTailThreads = 256;
constexpr int kTailRowsPerBlock = kTailThreads / (kTailHeadDim * 2 / 16);  // 8 lanes a row (16-bit T)
constexpr float kLog2e = 1.4426950408889634f;

template <typename T>
__device__ __forceinline__ const T* row_pointer(const AttentionRows& t, int image, int head, int64_t row) {
    return static_cast<const T*>(t.data) + image * t.image_stride + head * t.head_stride + row * t.row_stride;
}

// Sum over the kLanes consecutive lanes (a power of two) of one row's group; only the group's
// lanes take part, so groups past the last row may have returned.
template <int kLanes>
__device__ __forceinline__ float group_sum(float v) {
    const int lane = threadIdx.x % 32;
    const unsigned group = ((1u << kLanes) - 1u) << (lane / kLanes * kLanes);
#pragma unroll
    for (int offset = kLanes / 2; offset > 0; offset >>= 1) v += __shfl_xor_sync(group, v, offset);
    return v;
}

template <typename T, int D>
__global__ void __launch_bounds__(kTailThreads)
    attention_tail_kernel(AttentionRows out, AttentionRows lse, AttentionRows q, AttentionRows k,
                          AttentionRows v, int64_t rows, int heads, int tail_keys, float scale_log2) {
    constexpr int kVec = 16 / sizeof(T);        // elements a lane holds
    constexpr int kLanes = D / kVec;            // lanes a row
    static_assert(kTailThreads / kLanes == kTailRowsPerBlock, "the launch's rows a block");
    extern __shared__ float4 tail_smem[];
    float* tail_k = reinterpret_cast<float*>(tail_smem);  // [tail_keys][D]
    float* tail_v = tail_k + tail_keys * D;
    const int image = blockIdx.y;
    const int head = static_cast<int>(blockIdx.x % heads);
    const int64_t row_block = blockIdx.x / heads;
    for (int i = threadIdx.x; i < tail_keys * D; i += blockDim.x) {
        const int key = i / D, e = i % D;
        tail_k[i] = to_float(row_pointer<T>(k, image, head, key)[e]);
        tail_v[i] = to_float(row_pointer<T>(v, image, head, key)[e]);
    }
    __syncthreads();
    const int first = (threadIdx.x % kLanes) * kVec;  // this lane's elements of its row
    const int64_t row = row_block * kTailRowsPerBlock + threadIdx.x / kLanes;
    if (row >= rows) return;  // whole 8-lane groups, which shuffle only among themselves
    // Everything the row needs from memory is requested before the arithmetic starts.
    float qv[kVec], merged[kVec], acc[kVec];
    T* out_row = const_cast<T*>(row_pointer<T>(out, image, head, row)) + first;
    load_vec<T, kVec>(row_pointer<T>(q, image, head, row) + first, qv);
    load_vec<T, kVec>(out_row, merged);
    const float main_lse = *row_pointer<float>(lse, image, head, row) * kLog2e;
#pragma unroll
    for (int e = 0; e < kVec; ++e) qv[e] *= scale_log2, acc[e] = 0.0f;
    // Online softmax over the tail in base 2: scores are scale * q.k * log2(e).
    float running_max = -INFINITY, sum = 0.0f;
    for (int j = 0; j < tail_keys; ++j) {
        const float* key = tail_k + j * D + first;
        float partial = 0.0f;
#pragma unroll
        for (int e = 0; e < kVec; ++e) partial += qv[e] * key[e];
        const float score = group_sum<kLanes>(partial);
        if (score > running_max) {
            const float rescale = exp2f(running_max - score);
            sum *= rescale;
#pragma unroll
            for (int e = 0; e < kVec; ++e) acc[e] *= rescale;
            running_max = score;
        }
        const float p = exp2f(score - running_max);
        sum += p;
        const float* value = tail_v + j * D + first;
#pragma unroll
        for (int e = 0; e < kVec; ++e) acc[e] += p * value[e];
    }
    // Weights of the two parts from their log-sum-exps (the main one is natural-log, fp32).
    const float tail_lse = running_max + __log2f(sum);
    const float top = fmaxf(main_lse, tail_lse);
    float main_weight = exp2f(main_lse - top), tail_weight = exp2f(tail_lse - top);
    const float norm = 1.0f / (main_weight + tail_weight);
    main_weight *= norm;
    tail_weight *= norm / sum;
#pragma unroll
    for (int e = 0; e < kVec; ++e) merged[e] = merged[e] * main_weight + acc[e] * tail_weight;
    store_vec<T, kVec>(out_row, merged);
}

template <typename T>
cudaError_t launch(AttentionRows out, AttentionRows lse, AttentionRows q, AttentionRows k,
                   AttentionRows v, int images, int heads, int64_t rows, int tail_keys, float scale,
                   cudaStream_t stream) {
    const auto kernel = attention_tail_kernel<T, kTailHeadDim>;
    const size_t smem = 2 * static_cast<size_t>(tail_keys) * kTailHeadDim * sizeof(float);
    static const cudaError_t opted_in = cudaFuncSetAttribute(
        kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
        static_cast<int>(2 * kMaxAttentionTailKeys * kTailHeadDim * sizeof(float)));
    if (opted_in != cudaSuccess) return opted_in;
    const int64_t blocks = (rows + kTailRowsPerBlock - 1) / kTailRowsPerBlock * heads;
    if (blocks > 0x7fffffff) return cudaErrorInvalidValue;
    const dim3 grid(static_cast<unsigned>(blocks), static_cast<unsigned>(images));
    kernel<<<grid, kTailThreads, smem, stream>>>(out, lse, q, k, v, rows, heads, tail_keys, scale * kLog2e);
    return cudaGetLastError();
}

}  // namespace

bool attention_tail_supported(int head_dim, int64_t tail_keys) {
    return head_dim == kTailHeadDim && tail_keys >= 1 && tail_keys <= kMaxAttentionTailKeys;
}

cudaError_t launch_attention_tail(DType dtype, AttentionRows out, AttentionRows lse, AttentionRows q,
                                  AttentionRows k, AttentionRows v, int images, int heads, int64_t rows,
                                  int tail_keys, int head_dim, float scale, cudaStream_t stream) {
    if (rows == 0 || images == 0 || heads == 0) return cudaSuccess;
    if (!attention_tail_supported(head_dim, tail_keys) || images > 65535 || heads > 65535)
        return cudaErrorInvalidValue;
    switch (dtype) {
        case DType::bf16: return launch<__nv_bfloat16>(out, lse, q, k, v, images, heads, rows, tail_keys, scale, stream);
        case DType::f16: return launch<__half>(out, lse, q, k, v, images, heads, rows, tail_keys, scale, stream);
        default: return cudaErrorInvalidValue;
    }
}

}  // namespace folio::engine::kernels::cuda

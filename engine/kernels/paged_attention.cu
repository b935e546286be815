// Paged decode attention with GQA and split-K.
//
// Grid: (kv_head, sequence, partition). A block takes `partition_tokens` tokens of one
// sequence's context for one kv head and all G query heads that share it, so every key and value
// is read from memory once per step. D / 8 lanes hold one token's 16-byte slices; the block's
// lane groups walk the partition's tokens, first over K (logits kept in shared memory), then
// over V. With more than one partition, each block writes its unnormalised partial output, its
// max logit and its exp-sum to a workspace and a second kernel merges them.
#include "common.cuh"

namespace folio::engine::kernels::cuda {
namespace {

constexpr int kThreads = 128;
constexpr int kUnroll = 4;  // tokens per lane group in flight
constexpr int kMaxPartitionTokens = 512;

template <typename T, int D, int G>
__global__ void __launch_bounds__(kThreads)
    paged_decode_kernel(T* __restrict__ out, float* __restrict__ workspace,
                        const T* __restrict__ q, const T* __restrict__ k_cache,
                        const T* __restrict__ v_cache, const int* __restrict__ block_tables,
                        const int* __restrict__ context_lens, int batch, int heads, int kv_heads,
                        int block_size, int max_blocks, int partition_tokens,
                        int num_partitions, float scale) {
    constexpr int N = 8;                       // elements per 16-byte access
    constexpr int kLanes = D / N;              // lanes per token
    constexpr int kGroups = kThreads / kLanes; // tokens per block-wide step
    extern __shared__ float probs[];           // [G][partition_tokens]
    __shared__ float merged[G * D];
    __shared__ float scratch[32];

    const int kv_head = blockIdx.x, seq = blockIdx.y, part = blockIdx.z;
    const int context = context_lens[seq];
    const int start = part * partition_tokens;
    if (start >= context) return;
    const int n = min(partition_tokens, context - start);
    const int lane = threadIdx.x % kLanes, group = threadIdx.x / kLanes;
    const int* table = block_tables + static_cast<int64_t>(seq) * max_blocks;
    const int64_t token_stride = static_cast<int64_t>(kv_heads) * D;
    const int64_t head_offset = static_cast<int64_t>(kv_head) * D + lane * N;

    float qv[G][N];
#pragma unroll
    for (int g = 0; g < G; ++g) {
        load_vec<T, N>(q + (static_cast<int64_t>(seq) * heads + kv_head * G + g) * D + lane * N,
                       qv[g]);
#pragma unroll
        for (int i = 0; i < N; ++i) qv[g][i] *= scale;
    }
    for (int i = threadIdx.x; i < G * D; i += kThreads) merged[i] = 0.0f;

    auto row_of = [&](int t) {
        const int pos = start + t;
        const int64_t block = table[pos / block_size];
        return (block * block_size + pos % block_size) * token_stride + head_offset;
    };

    // Logits. The loop bound is the same for every lane, so the shuffles see full warps.
    for (int base = 0; base < n; base += kGroups * kUnroll) {
        float kf[kUnroll][N];
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
            const int t = base + u * kGroups + group;
            if (t < n) load_vec<T, N>(k_cache + row_of(t), kf[u]);
        }
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
            const int t = base + u * kGroups + group;
#pragma unroll
            for (int g = 0; g < G; ++g) {
                float dot = 0.0f;
                if (t < n) {
#pragma unroll
                    for (int i = 0; i < N; ++i) dot += qv[g][i] * kf[u][i];
                }
#pragma unroll
                for (int offset = kLanes / 2; offset > 0; offset >>= 1)
                    dot += __shfl_xor_sync(0xffffffffu, dot, offset);
                if (t < n && lane == 0) probs[g * partition_tokens + t] = dot;
            }
        }
    }
    __syncthreads();

    // Softmax within the partition.
    float max_logit[G], exp_sum[G];
#pragma unroll
    for (int g = 0; g < G; ++g) {
        float m = -INFINITY;
        for (int t = threadIdx.x; t < n; t += kThreads) m = fmaxf(m, probs[g * partition_tokens + t]);
        max_logit[g] = block_max(m, scratch);
        float s = 0.0f;
        for (int t = threadIdx.x; t < n; t += kThreads) {
            const float e = __expf(probs[g * partition_tokens + t] - max_logit[g]);
            probs[g * partition_tokens + t] = e;
            s += e;
        }
        exp_sum[g] = block_sum(s, scratch);  // its barrier also publishes probs
    }

    // Weighted sum of values.
    float acc[G][N];
#pragma unroll
    for (int g = 0; g < G; ++g)
#pragma unroll
        for (int i = 0; i < N; ++i) acc[g][i] = 0.0f;
    for (int base = 0; base < n; base += kGroups * kUnroll) {
        float vf[kUnroll][N];
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
            const int t = base + u * kGroups + group;
            if (t < n) load_vec<T, N>(v_cache + row_of(t), vf[u]);
        }
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
            const int t = base + u * kGroups + group;
            if (t >= n) continue;
#pragma unroll
            for (int g = 0; g < G; ++g) {
                const float p = probs[g * partition_tokens + t];
#pragma unroll
                for (int i = 0; i < N; ++i) acc[g][i] += p * vf[u][i];
            }
        }
    }
#pragma unroll
    for (int g = 0; g < G; ++g)
#pragma unroll
        for (int i = 0; i < N; ++i) atomicAdd(&merged[g * D + lane * N + i], acc[g][i]);
    __syncthreads();

    const int64_t first_head = static_cast<int64_t>(seq) * heads + kv_head * G;
    // g unrolled: max_logit and exp_sum stay in registers.
    if (num_partitions == 1) {
#pragma unroll
        for (int g = 0; g < G; ++g)
            for (int d = threadIdx.x; d < D; d += kThreads)
                out[(first_head + g) * D + d] = from_float<T>(merged[g * D + d] / exp_sum[g]);
        return;
    }
    float* part_acc = workspace;
    float* part_max = part_acc + static_cast<int64_t>(batch) * heads * num_partitions * D;
    float* part_sum = part_max + static_cast<int64_t>(batch) * heads * num_partitions;
#pragma unroll
    for (int g = 0; g < G; ++g) {
        const int64_t slot = (first_head + g) * num_partitions + part;
        for (int d = threadIdx.x; d < D; d += kThreads) part_acc[slot * D + d] = merged[g * D + d];
        if (threadIdx.x == 0) {
            part_max[slot] = max_logit[g];
            part_sum[slot] = exp_sum[g];
        }
    }
}

template <typename T>
__global__ void paged_decode_merge_kernel(T* __restrict__ out, const float* __restrict__ workspace,
                                          const int* __restrict__ context_lens, int batch,
                                          int heads, int head_dim, int partition_tokens,
                                          int num_partitions) {
    const int head = blockIdx.x, seq = blockIdx.y, d = threadIdx.x;
    const int parts = (context_lens[seq] + partition_tokens - 1) / partition_tokens;
    const int64_t first = (static_cast<int64_t>(seq) * heads + head) * num_partitions;
    const float* part_acc = workspace;
    const float* part_max = part_acc + static_cast<int64_t>(batch) * heads * num_partitions * head_dim;
    const float* part_sum = part_max + static_cast<int64_t>(batch) * heads * num_partitions;
    float m = -INFINITY;
    for (int p = 0; p < parts; ++p) m = fmaxf(m, part_max[first + p]);
    float numerator = 0.0f, denominator = 0.0f;
    for (int p = 0; p < parts; ++p) {
        const float w = __expf(part_max[first + p] - m);
        denominator += w * part_sum[first + p];
        numerator += w * part_acc[(first + p) * head_dim + d];
    }
    out[(static_cast<int64_t>(seq) * heads + head) * head_dim + d] =
        from_float<T>(numerator / denominator);
}

template <typename T, int D, int G>
cudaError_t launch(void* out, const void* q, const void* k_cache, const void* v_cache,
                   const int* block_tables, const int* context_lens, int batch, int heads,
                   int kv_heads, int block_size, int max_blocks, float scale,
                   PagedDecodePlan plan, float* workspace, cudaStream_t stream) {
    const dim3 grid(kv_heads, batch, plan.num_partitions);
    const size_t smem = sizeof(float) * G * plan.partition_tokens;
    paged_decode_kernel<T, D, G><<<grid, kThreads, smem, stream>>>(
        static_cast<T*>(out), workspace, static_cast<const T*>(q),
        static_cast<const T*>(k_cache), static_cast<const T*>(v_cache), block_tables,
        context_lens, batch, heads, kv_heads, block_size, max_blocks, plan.partition_tokens,
        plan.num_partitions, scale);
    if (plan.num_partitions > 1) {
        paged_decode_merge_kernel<T><<<dim3(heads, batch), D, 0, stream>>>(
            static_cast<T*>(out), workspace, context_lens, batch, heads, D,
            plan.partition_tokens, plan.num_partitions);
    }
    return cudaGetLastError();
}

template <typename T, int D>
cudaError_t launch_group(int group, void* out, const void* q, const void* k_cache,
                         const void* v_cache, const int* block_tables, const int* context_lens,
                         int batch, int heads, int kv_heads, int block_size, int max_blocks,
                         float scale, PagedDecodePlan plan, float* workspace,
                         cudaStream_t stream) {
#define FOLIO_PAGED_CASE(G)                                                                 \
    case G:                                                                                 \
        return launch<T, D, G>(out, q, k_cache, v_cache, block_tables, context_lens, batch, \
                               heads, kv_heads, block_size, max_blocks, scale, plan,        \
                               workspace, stream);
    switch (group) {
        FOLIO_PAGED_CASE(1)
        FOLIO_PAGED_CASE(2)
        FOLIO_PAGED_CASE(4)
        FOLIO_PAGED_CASE(8)
    }
#undef FOLIO_PAGED_CASE
    return cudaErrorInvalidValue;
}

}  // namespace

bool paged_decode_supported(int head_dim, int group) {
    return (head_dim == 64 || head_dim == 128) &&
           (group == 1 || group == 2 || group == 4 || group == 8);
}

PagedDecodePlan plan_paged_decode(int64_t batch, int kv_heads, int64_t max_context,
                                  int multiprocessors) {
    // Smaller partitions until the grid has about two blocks per multiprocessor.
    int tokens = kMaxPartitionTokens;
    auto blocks = [&](int p) { return batch * kv_heads * ((max_context + p - 1) / p); };
    while (tokens > 128 && blocks(tokens) < 2LL * multiprocessors) tokens /= 2;
    return {tokens, static_cast<int>((max_context + tokens - 1) / tokens)};
}

cudaError_t launch_paged_decode(DType dtype, void* out, const void* q, const void* k_cache,
                                const void* v_cache, const int* block_tables,
                                const int* context_lens, int batch, int heads, int kv_heads,
                                int head_dim, int block_size, int max_blocks, float scale,
                                PagedDecodePlan plan, float* workspace, cudaStream_t stream) {
    if (batch == 0) return cudaSuccess;
    const int group = heads / kv_heads;
    if (!paged_decode_supported(head_dim, group) || heads != group * kv_heads ||
        plan.partition_tokens > kMaxPartitionTokens || plan.num_partitions < 1 ||
        batch > 65535 || plan.num_partitions > 65535)
        return cudaErrorInvalidValue;
    auto run = [&](auto tag) -> cudaError_t {
        using T = decltype(tag);
        if (head_dim == 64)
            return launch_group<T, 64>(group, out, q, k_cache, v_cache, block_tables,
                                       context_lens, batch, heads, kv_heads, block_size,
                                       max_blocks, scale, plan, workspace, stream);
        return launch_group<T, 128>(group, out, q, k_cache, v_cache, block_tables, context_lens,
                                    batch, heads, kv_heads, block_size, max_blocks, scale, plan,
                                    workspace, stream);
    };
    if (dtype == DType::f16) return run(__half{});
    if (dtype == DType::bf16) return run(__nv_bfloat16{});
    return cudaErrorInvalidValue;
}

}  // namespace folio::engine::kernels::cuda

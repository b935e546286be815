// Paged decode attention with GQA, split-K and an optional fp8 (e4m3) KV cache.
//
// Main kernel, grid (kv_head, sequence, partition), 128 threads. A block takes
// `partition_tokens` tokens of one sequence's context for one kv head and all G query heads that
// share it, so every key and value row is read from memory once per step.
//  1. The block looks up the cache row of each of its tokens once (block table; shift and mask
//     for power-of-two block sizes) and keeps them in shared memory. It does so before it waits
//     for the previous kernel: the tables and context lengths are final before the step starts.
//  2. D / 8 lanes hold one token's row (8 elements a lane: 16-byte loads, 8-byte for fp8); the
//     block's lane groups walk the partition U tokens at a time, each lane with the K and V
//     loads of all U tokens in flight at once (2U loads). Logits come from a shuffle reduction
//     within the lane group; each lane group keeps an online softmax (running max, exp-sum and
//     V accumulator, base-2 exponentials with log2(e) folded into the query scale).
//  3. The lane groups' states are merged through shared memory (no atomics): each thread
//     combines all groups for its (head, dim) elements.
//  4. A sequence whose context fits one partition is written out directly. Otherwise the block
//     stores its unnormalised accumulator, max and exp-sum to the workspace, and a merge kernel
//     (grid (head, sequence)) combines the partitions. On sm_90 the main kernel (a dependent of
//     the RoPE + append kernel) and the merge kernel (of the main one) are programmatic
//     dependent launches: each is scheduled while its predecessor runs and waits in
//     griddepcontrol.wait until the predecessor's writes are visible, which hides its launch
//     latency (also inside CUDA graphs, where the launch becomes a programmatic edge).
//
// fp8 caches hold e4m3 values with a float32 scale per (token, kv head); a key's logit is
// scale_k * (q . k8) and a value enters the accumulator as p * scale_v * v8. With head_dim 128
// they take the tensor-core kernel of paged_attention_fp8.cuh (same grid, workspace and merge)
// unless the plan says otherwise.
#include <cuda_fp8.h>

#include <type_traits>

#include "common.cuh"
#include "paged_attention_common.cuh"
#include "paged_attention_fp8.cuh"
#include "paged_attention_fp8_swapped.cuh"

namespace folio::engine::kernels::cuda {
namespace {

using paged::kMaxPartitionTokens;
using paged::kNoLogit;
using paged::kThreads;
constexpr int kMergeThreads = 256;
constexpr int kMaxPartitions = 8192;       // shared memory of the merge: 4 bytes a partition
constexpr float kLog2e = 1.4426950408889634f;

struct Fp8 {};  // tag of an e4m3 cache (bytes)

// Tokens a lane group takes per step (each lane keeps 2U loads in flight), by query group.
__host__ __device__ constexpr int tokens_per_step(int group) { return group <= 2 ? 8 : (group == 4 ? 4 : 2); }

// 8 consecutive cache elements of one lane: the raw load and its conversion to float.
template <typename C>
struct CacheRow;

template <>
struct CacheRow<__nv_bfloat16> {
    using Raw = uint4;
    using Elem = __nv_bfloat16;
    static __device__ __forceinline__ void to_float(const Raw& r, float (&f)[8]) {
        const uint32_t w[4] = {r.x, r.y, r.z, r.w};
#pragma unroll
        for (int i = 0; i < 4; ++i) {
            f[2 * i] = __uint_as_float(w[i] << 16);
            f[2 * i + 1] = __uint_as_float(w[i] & 0xffff0000u);
        }
    }
};

template <>
struct CacheRow<__half> {
    using Raw = uint4;
    using Elem = __half;
    static __device__ __forceinline__ void to_float(const Raw& r, float (&f)[8]) {
        const uint32_t w[4] = {r.x, r.y, r.z, r.w};
#pragma unroll
        for (int i = 0; i < 4; ++i) {
            __half2 h;
            memcpy(&h, &w[i], sizeof(h));
            const float2 v = __half22float2(h);
            f[2 * i] = v.x;
            f[2 * i + 1] = v.y;
        }
    }
};

template <>
struct CacheRow<Fp8> {
    using Raw = uint2;
    using Elem = uint8_t;
    static __device__ __forceinline__ void to_float(const Raw& r, float (&f)[8]) {
        const uint32_t w[2] = {r.x, r.y};
#pragma unroll
        for (int i = 0; i < 2; ++i) {
#pragma unroll
            for (int j = 0; j < 2; ++j) {
                const __nv_fp8x2_storage_t pair =
                    static_cast<__nv_fp8x2_storage_t>((w[i] >> (16 * j)) & 0xffffu);
                const __half2_raw raw = __nv_cvt_fp8x2_to_halfraw2(pair, __NV_E4M3);
                __half2 h;
                memcpy(&h, &raw, sizeof(h));
                const float2 v = __half22float2(h);
                f[4 * i + 2 * j] = v.x;
                f[4 * i + 2 * j + 1] = v.y;
            }
        }
    }
};

template <typename C>
__device__ __forceinline__ typename CacheRow<C>::Raw load_row(const void* base, int64_t offset) {
    using Raw = typename CacheRow<C>::Raw;
    return __ldg(reinterpret_cast<const Raw*>(
        static_cast<const typename CacheRow<C>::Elem*>(base) + offset));
}

// Layout of the workspace: acc [slots][D], max [slots], sum [slots]; slots = batch * heads *
// num_partitions, slot = (seq * heads + head) * num_partitions + partition.
template <typename T, typename C, int D, int G>
__global__ void __launch_bounds__(kThreads)
    paged_decode_kernel(T* __restrict__ out, float* __restrict__ workspace,
                        const T* __restrict__ q, int64_t q_seq_stride, const void* __restrict__ k_cache,
                        const void* __restrict__ v_cache, const float* __restrict__ k_scales,
                        const float* __restrict__ v_scales, const int* __restrict__ block_tables,
                        const int* __restrict__ context_lens, int batch, int heads, int kv_heads,
                        int block_size, int block_shift, int max_blocks, int partition_tokens,
                        int num_partitions, float scale_log2) {
    constexpr bool kFp8 = std::is_same_v<C, Fp8>;
    constexpr int N = 8;                        // elements per lane
    constexpr int kLanes = D / N;               // lanes per token
    constexpr int kGroups = kThreads / kLanes;  // lane groups per block
    constexpr int U = tokens_per_step(G);       // tokens per lane group per step
    constexpr int kStep = kGroups * U;          // tokens per block per step
    using Row = CacheRow<C>;
    extern __shared__ int slots[];  // [partition_tokens]: cache row (slot) of each token
    __shared__ __align__(16) float red_acc[kGroups][G][D];  // float4 stores
    __shared__ float red_max[kGroups][G], red_sum[kGroups][G];

    // Lets a programmatic dependent (the merge kernel) be scheduled now; it still waits for this
    // grid's completion before it reads anything.
    FOLIO_ALLOW_DEPENDENTS();
    paged::PartitionBlock b;
    if (!paged::load_partition_slots<T, G, D, false>(slots, out, block_tables, context_lens, heads,
                                                     block_size, block_shift, max_blocks,
                                                     partition_tokens, b))
        return;  // partitions past the context: nothing else to do
    const int kv_head = b.kv_head, n = b.n;
    const int lane = threadIdx.x % kLanes, group = threadIdx.x / kLanes;
    const int64_t token_stride = static_cast<int64_t>(kv_heads) * D;
    const int64_t head_offset = static_cast<int64_t>(kv_head) * D + lane * N;
    __syncthreads();  // slots

    // The rows are read after the wait: the last token's are this step's append (reading the
    // older tokens' rows before it is no faster).
    FOLIO_WAIT_FOR_PREVIOUS();
    // The K and V rows (and fp8 scales) of this lane's tokens in the step starting at `base`;
    // zeros past the partition.
    typename Row::Raw kr[U], vr[U];
    float ks[U], vs[U];
    const auto load_step = [&](int base) {
#pragma unroll
        for (int u = 0; u < U; ++u) {
            const int t = base + u * kGroups + group;
            kr[u] = {};
            vr[u] = {};
            ks[u] = 1.0f;
            vs[u] = 0.0f;
            if (t < n) {
                const int slot = slots[t];
                const int64_t offset = slot * token_stride + head_offset;
                kr[u] = load_row<C>(k_cache, offset);
                vr[u] = load_row<C>(v_cache, offset);
                if constexpr (kFp8) {
                    const int64_t s = static_cast<int64_t>(slot) * kv_heads + kv_head;
                    ks[u] = __ldg(k_scales + s);
                    vs[u] = __ldg(v_scales + s);
                } else {
                    vs[u] = 1.0f;
                }
            }
        }
    };
    load_step(0);

    float qv[G][N];
#pragma unroll
    for (int g = 0; g < G; ++g) {
        load_vec<T, N>(paged::query_row<T, D, G>(q, q_seq_stride, b, g) + lane * N, qv[g]);
#pragma unroll
        for (int i = 0; i < N; ++i) qv[g][i] *= scale_log2;
    }

    float run_max[G], run_sum[G], acc[G][N];
#pragma unroll
    for (int g = 0; g < G; ++g) {
        run_max[g] = kNoLogit;
        run_sum[g] = 0.0f;
#pragma unroll
        for (int i = 0; i < N; ++i) acc[g][i] = 0.0f;
    }

    // The loop bound is the same for every thread, so the shuffles see full warps.
    for (int base = 0; base < n; base += kStep) {
        if (base > 0) load_step(base);
        // Logits (base 2) of the U tokens for the G heads; every lane of a group gets the sum.
        float logit[G][U];
#pragma unroll
        for (int u = 0; u < U; ++u) {
            float kf[N];
            Row::to_float(kr[u], kf);
            const bool valid = base + u * kGroups + group < n;
#pragma unroll
            for (int g = 0; g < G; ++g) {
                float dot = 0.0f;
#pragma unroll
                for (int i = 0; i < N; ++i) dot = fmaf(qv[g][i], kf[i], dot);
#pragma unroll
                for (int offset = kLanes / 2; offset > 0; offset >>= 1)
                    dot += __shfl_xor_sync(0xffffffffu, dot, offset);
                logit[g][u] = valid ? dot * ks[u] : -INFINITY;
            }
        }
        // Online softmax: rescale the state once per step; fp8 values carry their scale.
        paged::online_softmax_step<G, U, N>(logit, run_max, run_sum, acc);
#pragma unroll
        for (int g = 0; g < G; ++g)
#pragma unroll
            for (int u = 0; u < U; ++u) logit[g][u] *= vs[u];
#pragma unroll
        for (int u = 0; u < U; ++u) {
            float vf[N];
            Row::to_float(vr[u], vf);
#pragma unroll
            for (int g = 0; g < G; ++g)
#pragma unroll
                for (int i = 0; i < N; ++i) acc[g][i] = fmaf(logit[g][u], vf[i], acc[g][i]);
        }
    }

    // Merge the lane groups: every thread combines all groups for its (head, dim) elements.
#pragma unroll
    for (int g = 0; g < G; ++g) {
#pragma unroll
        for (int i = 0; i < N; i += 4)
            *reinterpret_cast<float4*>(&red_acc[group][g][lane * N + i]) =
                make_float4(acc[g][i], acc[g][i + 1], acc[g][i + 2], acc[g][i + 3]);
        if (lane == 0) {
            red_max[group][g] = run_max[g];
            red_sum[group][g] = run_sum[g];
        }
    }
    __syncthreads();

    paged::store_partition<T, G, D, kGroups>(red_acc, red_max, red_sum, out, workspace, b, batch, heads,
                                             num_partitions);
}

// Grid (head, sequence). Combines the partitions of sequences with more than one.
template <typename T, int D>
__global__ void __launch_bounds__(kMergeThreads)
    paged_decode_merge_kernel(T* __restrict__ out, const float* __restrict__ workspace,
                              const int* __restrict__ context_lens, int batch, int heads,
                              int max_context, int partition_tokens, int num_partitions) {
    // A programmatic dependent of ours (the next layer's kernel) may be scheduled now; it waits
    // for this grid's completion before it reads our output.
    FOLIO_ALLOW_DEPENDENTS();
    // Launched as a programmatic dependent: wait until the main kernel has completed and its
    // writes are visible. Every block waits, so this grid never completes before the main kernel.
    FOLIO_WAIT_FOR_PREVIOUS();
    extern __shared__ float weight[];  // [num_partitions]
    __shared__ float scratch[32];
    __shared__ float4 red[kMergeThreads];
    const int head = blockIdx.x, seq = blockIdx.y;
    const int context = min(context_lens[seq], max_context);
    const int parts = context > 0 ? (context + partition_tokens - 1) / partition_tokens : 0;
    if (parts <= 1) return;  // written by the main kernel
    const int64_t slots = static_cast<int64_t>(batch) * heads * num_partitions;
    const int64_t first = (static_cast<int64_t>(seq) * heads + head) * num_partitions;
    const float* part_acc = workspace + first * D;
    const float* part_max = workspace + slots * D + first;
    const float* part_sum = workspace + slots * (D + 1) + first;

    float m = kNoLogit;
    for (int p = threadIdx.x; p < parts; p += kMergeThreads) m = fmaxf(m, part_max[p]);
    m = block_max(m, scratch);
    float s = 0.0f;
    for (int p = threadIdx.x; p < parts; p += kMergeThreads) {
        const float w = exp2f(part_max[p] - m);
        weight[p] = w;
        s = fmaf(w, part_sum[p], s);
    }
    const float total = block_sum(s, scratch);  // its barriers also publish weight[]

    constexpr int kCols = D / 4;                     // float4 columns of a row
    constexpr int kRowsAtOnce = kMergeThreads / kCols;
    const int col = threadIdx.x % kCols, row = threadIdx.x / kCols;
    float4 a = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
#pragma unroll 4
    for (int p = row; p < parts; p += kRowsAtOnce) {
        const float4 v = *reinterpret_cast<const float4*>(part_acc + static_cast<int64_t>(p) * D + col * 4);
        const float w = weight[p];
        a.x = fmaf(w, v.x, a.x);
        a.y = fmaf(w, v.y, a.y);
        a.z = fmaf(w, v.z, a.z);
        a.w = fmaf(w, v.w, a.w);
    }
    red[threadIdx.x] = a;
    __syncthreads();
    if (threadIdx.x < kCols) {
        float4 r = red[threadIdx.x];
#pragma unroll
        for (int j = 1; j < kRowsAtOnce; ++j) {
            const float4 o = red[j * kCols + threadIdx.x];
            r.x += o.x;
            r.y += o.y;
            r.z += o.z;
            r.w += o.w;
        }
        const float inv = 1.0f / total;
        const float res[4] = {r.x * inv, r.y * inv, r.z * inv, r.w * inv};
        store_vec<T, 4>(out + (static_cast<int64_t>(seq) * heads + head) * D + threadIdx.x * 4, res);
    }
}

struct Args {
    void* out;
    const void* q;
    int64_t q_seq_stride;  // elements from one sequence's query heads to the next's
    const void* k_cache;
    const void* v_cache;
    const float* k_scales;
    const float* v_scales;
    const int* block_tables;
    const int* context_lens;
    int batch, heads, kv_heads, block_size, max_blocks;
    float scale;
    PagedDecodePlan plan;
    float* workspace;
    cudaStream_t stream;
};

int log2_if_power_of_two(int v) {
    if (v <= 0 || (v & (v - 1)) != 0) return -1;
    int s = 0;
    while ((1 << s) < v) ++s;
    return s;
}

template <typename T, typename C, int D, int G>
cudaError_t launch(const Args& a) {
    const dim3 grid(a.kv_heads, a.batch, a.plan.num_partitions);
    const size_t smem = sizeof(int) * a.plan.partition_tokens;
    if constexpr (std::is_same_v<C, Fp8> && D == 128) {
        const size_t mma_smem = paged::fp8_mma_smem_bytes(a.plan.partition_tokens);
        if (a.plan.fp8_mma && a.plan.fp8_swapped) {
            // Four blocks of ~55 KiB an SM: all of the SM's memory as shared memory.
            static const cudaError_t allowed = [] {
                const auto kernel = paged::paged_decode_fp8_swapped_kernel<T, G>;
                const cudaError_t err = cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                                             static_cast<int>(paged::fp8_swapped_smem_bytes(kMaxPartitionTokens)));
                if (err != cudaSuccess) return err;
                return cudaFuncSetAttribute(kernel, cudaFuncAttributePreferredSharedMemoryCarveout,
                                            cudaSharedmemCarveoutMaxShared);
            }();
            if (allowed != cudaSuccess) return allowed;
            const cudaError_t err = launch_programmatic(
                a.plan.programmatic, paged::paged_decode_fp8_swapped_kernel<T, G>, grid, dim3(kThreads),
                paged::fp8_swapped_smem_bytes(a.plan.partition_tokens), a.stream, static_cast<T*>(a.out),
                a.workspace, static_cast<const T*>(a.q), a.q_seq_stride, static_cast<const uint8_t*>(a.k_cache),
                static_cast<const uint8_t*>(a.v_cache), a.k_scales, a.v_scales, a.block_tables, a.context_lens,
                a.batch, a.heads, a.kv_heads, a.block_size, log2_if_power_of_two(a.block_size), a.max_blocks,
                a.plan.partition_tokens, a.plan.num_partitions, a.scale * kLog2e);
            if (err != cudaSuccess) return err;
        } else if (a.plan.fp8_mma) {
            // Above the 48 KiB default: raised once per kernel, for the largest partition.
            static const cudaError_t allowed = cudaFuncSetAttribute(
                paged::paged_decode_fp8_mma_kernel<T, G>, cudaFuncAttributeMaxDynamicSharedMemorySize,
                static_cast<int>(paged::fp8_mma_smem_bytes(kMaxPartitionTokens)));
            if (allowed != cudaSuccess) return allowed;
            const cudaError_t err = launch_programmatic(
                a.plan.programmatic, paged::paged_decode_fp8_mma_kernel<T, G>, grid, dim3(kThreads),
                mma_smem, a.stream, static_cast<T*>(a.out), a.workspace, static_cast<const T*>(a.q),
                a.q_seq_stride, static_cast<const uint8_t*>(a.k_cache), static_cast<const uint8_t*>(a.v_cache),
                a.k_scales, a.v_scales, a.block_tables, a.context_lens, a.batch, a.heads,
                a.kv_heads, a.block_size, log2_if_power_of_two(a.block_size), a.max_blocks,
                a.plan.partition_tokens, a.plan.num_partitions, a.scale * kLog2e);
            if (err != cudaSuccess) return err;
        }
    }
    if (!(std::is_same_v<C, Fp8> && D == 128 && a.plan.fp8_mma)) {
        const cudaError_t err = launch_programmatic(
            a.plan.programmatic, paged_decode_kernel<T, C, D, G>, grid, dim3(kThreads), smem,
            a.stream, static_cast<T*>(a.out), a.workspace, static_cast<const T*>(a.q), a.q_seq_stride, a.k_cache,
            a.v_cache, a.k_scales, a.v_scales, a.block_tables, a.context_lens, a.batch, a.heads,
            a.kv_heads, a.block_size, log2_if_power_of_two(a.block_size), a.max_blocks,
            a.plan.partition_tokens, a.plan.num_partitions, a.scale * kLog2e);
        if (err != cudaSuccess) return err;
    }
    if (a.plan.num_partitions == 1) return cudaSuccess;
    return launch_programmatic(a.plan.programmatic, paged_decode_merge_kernel<T, D>,
                               dim3(a.heads, a.batch), dim3(kMergeThreads),
                               sizeof(float) * a.plan.num_partitions, a.stream,
                               static_cast<T*>(a.out), static_cast<const float*>(a.workspace),
                               a.context_lens, a.batch, a.heads, a.max_blocks * a.block_size,
                               a.plan.partition_tokens, a.plan.num_partitions);
}

template <typename T, typename C, int D>
cudaError_t launch_group(int group, const Args& a) {
    switch (group) {
        case 1: return launch<T, C, D, 1>(a);
        case 2: return launch<T, C, D, 2>(a);
        case 4: return launch<T, C, D, 4>(a);
        case 8: return launch<T, C, D, 8>(a);
    }
    return cudaErrorInvalidValue;
}

template <typename T, typename C>
cudaError_t launch_dim(int head_dim, int group, const Args& a) {
    if (head_dim == 64) return launch_group<T, C, 64>(group, a);
    if (head_dim == 128) return launch_group<T, C, 128>(group, a);
    return cudaErrorInvalidValue;
}

}  // namespace

bool paged_decode_supported(int head_dim, int group) {
    return (head_dim == 64 || head_dim == 128) &&
           (group == 1 || group == 2 || group == 4 || group == 8);
}

int paged_decode_step_tokens(int head_dim, int group) {
    return (kThreads / (head_dim / 8)) * tokens_per_step(group);
}

PagedDecodePlan plan_paged_decode(int64_t batch, int kv_heads, int head_dim, int group,
                                  int64_t max_context, int multiprocessors,
                                  int partition_tokens, bool fp8_mma, bool fp8_swapped) {
    PagedDecodePlan plan{};
    int tokens = partition_tokens;
    if (tokens <= 0) {
        // Halve 512-token partitions (1024 for the fp8 tensor-core kernel, whose cp.async
        // pipeline fills and drains once per block, so larger partitions are faster), down to one step of the block (every lane group with all its loads
        // in flight at once), until the grid has about four blocks per SM.
        const int step = paged_decode_step_tokens(head_dim, group);
        tokens = fp8_mma && head_dim == 128 ? 1024 : 512;
        auto blocks = [&](int p) { return batch * kv_heads * ((max_context + p - 1) / p); };
        while (tokens > step && blocks(tokens) < 4LL * multiprocessors) tokens /= 2;
    }
    tokens = tokens < 1 ? 1 : (tokens > kMaxPartitionTokens ? kMaxPartitionTokens : tokens);
    while (tokens < kMaxPartitionTokens && (max_context + tokens - 1) / tokens > kMaxPartitions)
        tokens *= 2;
    plan.partition_tokens = tokens;
    plan.num_partitions = static_cast<int>((max_context + tokens - 1) / tokens);
    if (plan.num_partitions < 1) plan.num_partitions = 1;
    plan.programmatic = false;
    plan.fp8_mma = fp8_mma;
    plan.fp8_swapped = fp8_mma && fp8_swapped;
    return plan;
}

bool paged_decode_plan_valid(const PagedDecodePlan& plan) {
    return plan.partition_tokens >= 1 && plan.partition_tokens <= kMaxPartitionTokens &&
           plan.num_partitions >= 1 && plan.num_partitions <= kMaxPartitions;
}

cudaError_t launch_paged_decode(DType dtype, bool fp8_cache, void* out, const void* q, int64_t q_seq_stride,
                                const void* k_cache, const void* v_cache, const float* k_scales,
                                const float* v_scales, const int* block_tables,
                                const int* context_lens, int batch, int heads, int kv_heads,
                                int head_dim, int block_size, int max_blocks, float scale,
                                PagedDecodePlan plan, float* workspace, cudaStream_t stream) {
    if (batch == 0) return cudaSuccess;
    const int group = kv_heads > 0 ? heads / kv_heads : 0;
    if (!paged_decode_supported(head_dim, group) || heads != group * kv_heads ||
        !paged_decode_plan_valid(plan) || batch > 65535 || block_size < 1 || max_blocks < 1 ||
        static_cast<int64_t>(max_blocks) * block_size > 0x7fffffff ||
        (plan.num_partitions > 1 && workspace == nullptr) ||
        (fp8_cache && (k_scales == nullptr || v_scales == nullptr)))
        return cudaErrorInvalidValue;
    if (q_seq_stride < static_cast<int64_t>(heads) * head_dim) return cudaErrorInvalidValue;
    const Args a{out,          q,     q_seq_stride, k_cache,   v_cache,    k_scales,   v_scales,
                 block_tables, context_lens, batch, heads, kv_heads, block_size,
                 max_blocks,   scale, plan,      workspace,  stream};
    if (dtype == DType::f16)
        return fp8_cache ? launch_dim<__half, Fp8>(head_dim, group, a)
                         : launch_dim<__half, __half>(head_dim, group, a);
    if (dtype == DType::bf16)
        return fp8_cache ? launch_dim<__nv_bfloat16, Fp8>(head_dim, group, a)
                         : launch_dim<__nv_bfloat16, __nv_bfloat16>(head_dim, group, a);
    return cudaErrorInvalidValue;
}

}  // namespace folio::engine::kernels::cuda

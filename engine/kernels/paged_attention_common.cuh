// Shared by the paged decode attention kernels (paged_attention.cu and the fp8 tensor-core
// kernel of paged_attention_fp8.cuh): constants, the block's partition and its token rows, and
// the combination of the block's partial softmax states into its output or the workspace.
#pragma once

#include "common.cuh"

namespace folio::engine::kernels::cuda::paged {

constexpr int kThreads = 128;
constexpr int kMaxPartitionTokens = 1024;  // shared memory for the rows: 4 bytes a token
// Running max before any token: finite, so that exp2(kNoLogit - m) is 0 and never NaN.
constexpr float kNoLogit = -1e30f;

// The work of one block of grid (kv head, sequence, partition).
struct PartitionBlock {
    int kv_head, seq, part;
    int start;           // first token of the partition
    int64_t first_head;  // row of the group's first query head: seq * heads + kv_head * G
    int n;               // tokens of the partition
    int parts;           // partitions of the sequence's context
};

// Query head g of the block's group: q rows may be a view of wider rows (the fused qkv
// projection's), q_seq_stride elements from one sequence to the next.
template <typename T, int D, int G>
__device__ __forceinline__ const T* query_row(const T* q, int64_t q_seq_stride, const PartitionBlock& b, int g) {
    return q + static_cast<int64_t>(b.seq) * q_seq_stride + (static_cast<int64_t>(b.kv_head) * G + g) * D;
}

// Fills `slots` [partition_tokens] with the cache row of each of the partition's tokens: the
// table loads are issued at once, independent of the context length (positions below
// max_context stay inside the table row; entries past the context are junk and never used as
// addresses). Returns false when the partition has no tokens; partition 0 of an empty context
// (a padding row) then writes zeros rather than garbage for its heads.
//
// The kernels are programmatic dependents of the RoPE + KV append kernel, which writes q and the
// new token's cache rows. WAIT_FIRST: wait for it before anything. Otherwise the caller waits:
// the block tables and context lengths are uploaded before the step's first kernel (ahead of
// any programmatic launch), so they may be read early; the zeros of an empty context are
// written only after the wait here.
template <typename T, int G, int D, bool WAIT_FIRST = true>
__device__ __forceinline__ bool load_partition_slots(int* slots, T* out, const int* block_tables,
                                                     const int* context_lens, int heads,
                                                     int block_size, int block_shift,
                                                     int max_blocks, int partition_tokens,
                                                     PartitionBlock& b) {
    if constexpr (WAIT_FIRST) FOLIO_WAIT_FOR_PREVIOUS();
    b.kv_head = blockIdx.x;
    b.seq = blockIdx.y;
    b.part = blockIdx.z;
    const int max_context = max_blocks * block_size;
    b.start = b.part * partition_tokens;
    b.first_head = static_cast<int64_t>(b.seq) * heads + b.kv_head * G;
    const int context = min(context_lens[b.seq], max_context);

    constexpr int kSlotLoads = kMaxPartitionTokens / kThreads;
    const int limit = min(partition_tokens, max_context - b.start);
    const int* table = block_tables + static_cast<int64_t>(b.seq) * max_blocks;
    int entry[kSlotLoads];
#pragma unroll
    for (int i = 0; i < kSlotLoads; ++i) {
        const int t = threadIdx.x + i * kThreads;
        const int pos = b.start + t;
        entry[i] = 0;
        if (t < limit) entry[i] = __ldg(table + (block_shift >= 0 ? pos >> block_shift : pos / block_size));
    }
    if (b.start >= context) {
        if constexpr (!WAIT_FIRST)
            if (b.part == 0) FOLIO_WAIT_FOR_PREVIOUS();  // before the first write
        if (b.part == 0)
            for (int i = threadIdx.x; i < G * D; i += kThreads) out[b.first_head * D + i] = from_float<T>(0.0f);
        return false;
    }
    b.n = min(partition_tokens, context - b.start);
    b.parts = (context + partition_tokens - 1) / partition_tokens;
#pragma unroll
    for (int i = 0; i < kSlotLoads; ++i) {
        const int t = threadIdx.x + i * kThreads;
        const int pos = b.start + t;
        const int offset = block_shift >= 0 ? (pos & (block_size - 1)) : pos % block_size;
        if (t < b.n) slots[t] = entry[i] * block_size + offset;
    }
    return true;
}

// One step of an online softmax over U new logits (base 2) of each of G heads: the running max,
// exp-sum and N-element accumulator rescaled to the new max, and logit[g][u] replaced by
// exp2(logit - new max) (0 for masked, -inf, logits), already added to the exp-sum.
template <int G, int U, int N>
__device__ __forceinline__ void online_softmax_step(float (&logit)[G][U], float (&run_max)[G],
                                                    float (&run_sum)[G], float (&acc)[G][N]) {
#pragma unroll
    for (int g = 0; g < G; ++g) {
        float step_max = logit[g][0];
#pragma unroll
        for (int u = 1; u < U; ++u) step_max = fmaxf(step_max, logit[g][u]);
        const float new_max = fmaxf(run_max[g], step_max);
        const float alpha = exp2f(run_max[g] - new_max);
        run_max[g] = new_max;
        run_sum[g] *= alpha;
#pragma unroll
        for (int i = 0; i < N; ++i) acc[g][i] *= alpha;
#pragma unroll
        for (int u = 0; u < U; ++u) {
            logit[g][u] = exp2f(logit[g][u] - new_max);
            run_sum[g] += logit[g][u];
        }
    }
}

// Combines the block's kStates partial softmax states (max, exp-sum, unnormalised accumulator
// per head; a state without tokens has max kNoLogit and weighs 0) for each of its G * D outputs:
// the normalised output when the context is a single partition, else the partition's entry of
// the workspace for the merge kernel (acc [slots][D], max [slots], sum [slots]; slots = batch *
// heads * num_partitions, slot = (seq * heads + head) * num_partitions + partition). Call after
// a barrier that publishes the states.
template <typename T, int G, int D, int kStates>
__device__ __forceinline__ void store_partition(const float (&red_acc)[kStates][G][D],
                                                const float (&red_max)[kStates][G],
                                                const float (&red_sum)[kStates][G], T* out,
                                                float* workspace, const PartitionBlock& b,
                                                int batch, int heads, int num_partitions) {
    float* part_acc = workspace;
    float* part_max = part_acc + static_cast<int64_t>(batch) * heads * num_partitions * D;
    float* part_sum = part_max + static_cast<int64_t>(batch) * heads * num_partitions;
    for (int e = threadIdx.x; e < G * D; e += kThreads) {
        const int g = e / D, d = e % D;
        float m = kNoLogit;
#pragma unroll
        for (int j = 0; j < kStates; ++j) m = fmaxf(m, red_max[j][g]);
        float sum = 0.0f, a = 0.0f;
#pragma unroll
        for (int j = 0; j < kStates; ++j) {
            const float w = exp2f(red_max[j][g] - m);
            sum = fmaf(w, red_sum[j][g], sum);
            a = fmaf(w, red_acc[j][g][d], a);
        }
        if (b.parts == 1) {
            out[(b.first_head + g) * D + d] = from_float<T>(a / sum);
        } else {
            const int64_t slot = (b.first_head + g) * num_partitions + b.part;
            part_acc[slot * D + d] = a;
            if (d == 0) {
                part_max[slot] = m;
                part_sum[slot] = sum;
            }
        }
    }
}

}  // namespace folio::engine::kernels::cuda::paged

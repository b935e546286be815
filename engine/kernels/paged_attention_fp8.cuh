// Paged decode attention on fp8 (e4m3) caches with head_dim 128, on the tensor cores; included
// by paged_attention.cu, whose launcher picks it (see the comment below and docs/KERNELS.md).
#pragma once

#include <cuda_fp8.h>

#include "common.cuh"
#include "paged_attention_common.cuh"

namespace folio::engine::kernels::cuda::paged {

// fp8 caches, head_dim 128: the same grid, partitions and outputs as paged_decode_kernel, with
// the dot products on the tensor cores (mma.sync m16n8k16, f16 inputs, fp32 accumulation). The
// scalar kernel spends about 2400 instructions per (token, kv head) on an fp8 cache (widening
// each element to fp32, 2G FMAs and a shuffle reduction per element pair) and tops out near 65%
// of the copy bandwidth at batch 128; here it is about 350.
//  - A warp takes 16 tokens at a time (tiles warp, warp + 4, ... of the partition). Lane
//    (g = lane / 4, t = lane % 4) loads 32 contiguous bytes, d in [32t, 32t + 32), of the key and
//    value rows of tokens g and g + 8, and converts byte pairs with cvt.rn.f16x2.e4m3x2.
//  - S = Q K^T: A = the G query heads of the group (rows >= G zero), B = K^T. The order of d
//    inside a dot product is free, so chunk c of the 8 k-steps takes d = 32t + 4c + {0,1} as the
//    fragment's k = {2t, 2t+1} and d + 2 as {2t+8, 2t+9}; q is laid out the same way. Lane
//    (g, t) gets the logits of head g for tokens 2t, 2t+1 (first 8) and 8 + 2t, 9 + 2t.
//  - O += P V: P's A fragment is the S accumulator repacked (scaled by the value scales), B
//    fragments come from the value pairs through movmatrix.trans (rows = tokens); with the pairs
//    taken in order, lane (g, t) accumulates O[head g][32t .. 32t + 32) in its 16 n-tiles.
//  - Online softmax per head row across the 4 lanes of a row; the 4 warps are merged through
//    shared memory as in paged_decode_kernel, which also handles the workspace and merge.
__device__ __forceinline__ uint32_t fp8x2_to_f16x2(uint32_t two_bytes) {
    const __half2_raw raw =
        __nv_cvt_fp8x2_to_halfraw2(static_cast<__nv_fp8x2_storage_t>(two_bytes & 0xffffu), __NV_E4M3);
    uint32_t out;
    memcpy(&out, &raw, sizeof(out));
    return out;
}

__device__ __forceinline__ uint32_t pack_f16x2(float lo, float hi) {
    const __half2 h = __floats2half2_rn(lo, hi);
    uint32_t out;
    memcpy(&out, &h, sizeof(out));
    return out;
}

// The kernels are built for sm_90 (CMAKE_CUDA_ARCHITECTURES); mma.sync f16 needs sm_80,
// movmatrix sm_75.
__device__ __forceinline__ uint32_t transpose_8x8(uint32_t v) {
    uint32_t out = 0;
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;\n" : "=r"(out) : "r"(v));
#else
    __trap();
#endif
    return out;
}

__device__ __forceinline__ void mma_f16_16816(float (&c)[4], uint32_t a0, uint32_t a1, uint32_t a2,
                                              uint32_t a3, uint32_t b0, uint32_t b1) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, "
        "{%8,%9}, {%0,%1,%2,%3};\n"
        : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
#else
    __trap();
#endif
}

// One warp's tile in shared memory: 16 tokens' key and value rows (head_dim 128 fp8) and scales.
struct Fp8Stage {
    uint8_t k[16][128];
    uint8_t v[16][128];
    float ks[16];
    float vs[16];
};
constexpr int kFp8Stages = 3;

// The stages follow the slots (partition_tokens ints), 16-byte aligned.
__host__ __device__ constexpr size_t fp8_stage_offset(int partition_tokens) {
    return (sizeof(int) * static_cast<size_t>(partition_tokens) + 15) / 16 * 16;
}
__host__ __device__ constexpr size_t fp8_mma_smem_bytes(int partition_tokens) {
    return fp8_stage_offset(partition_tokens) + sizeof(Fp8Stage) * kFp8Stages * (kThreads / 32);
}

// Tiles of 16 tokens warp w of 4 takes from a partition of n tokens: w, w + 4, ...
__device__ __forceinline__ int base_tiles(int n, int warp) {
    const int first = warp * 16;
    return first < n ? (n - first + 63) / 64 : 0;
}

// 16 (or 4) bytes global -> shared without registers; ok = false writes zeros instead.
__device__ __forceinline__ void cp_async_16(void* dst, const void* src, bool ok) {
    const uint32_t d = static_cast<uint32_t>(__cvta_generic_to_shared(dst));
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(d), "l"(src), "r"(ok ? 16 : 0) : "memory");
}
__device__ __forceinline__ void cp_async_4(void* dst, const void* src, bool ok) {
    const uint32_t d = static_cast<uint32_t>(__cvta_generic_to_shared(dst));
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;\n" ::"r"(d), "l"(src), "r"(ok ? 4 : 0) : "memory");
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::: "memory"); }
template <int N>
__device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory"); }

// q of head g of the block's group, d in [32t, 32t + 32), as loaded (zeros for g >= G).
template <typename T, int G>
__device__ __forceinline__ void fetch_q(const T* q, int64_t q_seq_stride, const PartitionBlock& b, int g, int t,
                                        Vec<T, 8> (&raw)[4]) {
    constexpr int D = 128;
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 8; ++j) raw[i].v[j] = from_float<T>(0.0f);
    if (g < G) {
        const T* row = query_row<T, D, G>(q, q_seq_stride, b, g) + 32 * t;
#pragma unroll
        for (int i = 0; i < 4; ++i) raw[i] = *reinterpret_cast<const Vec<T, 8>*>(row + 8 * i);
    }
}

// fetch_q's values as f16 fragments scaled by scale_log2: d = 32t + 4c + {0..3} -> (qa[c], qb[c]).
template <typename T>
__device__ __forceinline__ void pack_q_fragments(const Vec<T, 8> (&raw)[4], float scale_log2, uint32_t (&qa)[8],
                                                 uint32_t (&qb)[8]) {
#pragma unroll
    for (int c = 0; c < 8; ++c) {
        const Vec<T, 8>& v = raw[c / 2];
        const int e = 4 * (c % 2);
        qa[c] = pack_f16x2(to_float(v.v[e]) * scale_log2, to_float(v.v[e + 1]) * scale_log2);
        qb[c] = pack_f16x2(to_float(v.v[e + 2]) * scale_log2, to_float(v.v[e + 3]) * scale_log2);
    }
}

template <typename T, int G>
__device__ __forceinline__ void load_q_fragments(const T* q, int64_t q_seq_stride, const PartitionBlock& b, int g,
                                                 int t, float scale_log2, uint32_t (&qa)[8], uint32_t (&qb)[8]) {
    Vec<T, 8> raw[4];
    fetch_q<T, G>(q, q_seq_stride, b, g, t, raw);
    pack_q_fragments<T>(raw, scale_log2, qa, qb);
}

// Issues the copies of one warp's tile of 16 tokens from `base` into `st` (zeros past n): 16
// tokens x 8 pieces of 16 bytes of keys and values, and the scales. SWIZZLED: key piece p of
// row r lands at piece p ^ (r & 1), value piece p at p ^ (r & 6) (see the transposed kernel).
template <bool SWIZZLED>
__device__ __forceinline__ void issue_fp8_tile(Fp8Stage& st, int base, int lane, int n, const int* slots,
                                               const uint8_t* k_cache, const uint8_t* v_cache,
                                               const float* k_scales, const float* v_scales, int kv_head,
                                               int kv_heads) {
    constexpr int D = 128;
    const int64_t token_stride = static_cast<int64_t>(kv_heads) * D;
#pragma unroll
    for (int j = 0; j < 4; ++j) {
        const int c = lane + 32 * j, row = c / 8, piece = c % 8, tok = base + row;
        const bool ok = tok < n;
        const int64_t offset = (ok ? slots[tok] * token_stride : 0) + kv_head * D + 16 * piece;
        cp_async_16(&st.k[row][16 * (SWIZZLED ? piece ^ (row & 1) : piece)], k_cache + offset, ok);
        cp_async_16(&st.v[row][16 * (SWIZZLED ? piece ^ (row & 6) : piece)], v_cache + offset, ok);
    }
    const int tok = base + (lane & 15);
    const bool ok = tok < n;
    const int64_t s = ok ? static_cast<int64_t>(slots[tok]) * kv_heads + kv_head : 0;
    cp_async_4(lane < 16 ? &st.ks[lane] : &st.vs[lane - 16], (lane < 16 ? k_scales : v_scales) + s, ok);
}

// Streams warp `warp`'s tiles of the partition (16 tokens each: warp, warp + 4, ...) through
// its kFp8Stages shared-memory stages with cp.async, kFp8Stages - 1 tiles ahead, and calls
// compute(stage, first token) for each in turn once its copies have landed.
template <bool SWIZZLED, typename Compute>
__device__ __forceinline__ void stream_fp8_tiles(Fp8Stage* stages, int warp, int lane, int n, const int* slots,
                                                 const uint8_t* k_cache, const uint8_t* v_cache,
                                                 const float* k_scales, const float* v_scales, int kv_head,
                                                 int kv_heads, Compute&& compute) {
    constexpr int kWarps = kThreads / 32, kTile = 16;
    const int tiles = base_tiles(n, warp);
    const auto issue = [&](int tile) {  // tile index of this warp -> its stage
        issue_fp8_tile<SWIZZLED>(stages[tile % kFp8Stages], (warp + tile * kWarps) * kTile, lane, n, slots,
                                 k_cache, v_cache, k_scales, v_scales, kv_head, kv_heads);
    };
#pragma unroll
    for (int i = 0; i < kFp8Stages - 1; ++i) {
        if (i < tiles) issue(i);
        cp_async_commit();
    }
    for (int tile = 0; tile < tiles; ++tile) {  // uniform per warp
        if (tile + kFp8Stages - 1 < tiles) issue(tile + kFp8Stages - 1);
        cp_async_commit();
        cp_async_wait<kFp8Stages - 1>();  // this lane's copies of `tile` have landed
        __syncwarp();                      // and every other lane's
        compute(stages[tile % kFp8Stages], (warp + tile * kWarps) * kTile);
        __syncwarp();  // every lane has read the stage before it is refilled
    }
}

template <typename T, int G>
__global__ void __launch_bounds__(kThreads)
    paged_decode_fp8_mma_kernel(T* __restrict__ out, float* __restrict__ workspace,
                                const T* __restrict__ q, int64_t q_seq_stride,
                                const uint8_t* __restrict__ k_cache,
                                const uint8_t* __restrict__ v_cache,
                                const float* __restrict__ k_scales,
                                const float* __restrict__ v_scales,
                                const int* __restrict__ block_tables,
                                const int* __restrict__ context_lens, int batch, int heads,
                                int kv_heads, int block_size, int block_shift, int max_blocks,
                                int partition_tokens, int num_partitions, float scale_log2) {
    constexpr int D = 128;
    constexpr int kWarps = kThreads / 32;
    static_assert(G >= 1 && G <= 8, "one MMA row per query head of the group");
    extern __shared__ __align__(16) int slots[];  // [partition_tokens], then the warps' stages
    __shared__ __align__(16) float red_acc[kWarps][G][D];
    __shared__ float red_max[kWarps][G], red_sum[kWarps][G];

    FOLIO_ALLOW_DEPENDENTS();
    PartitionBlock b;
    if (!load_partition_slots<T, G, D>(slots, out, block_tables, context_lens, heads, block_size, block_shift,
                                       max_blocks, partition_tokens, b))
        return;
    const int kv_head = b.kv_head, n = b.n;

    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int g = lane >> 2, t = lane & 3;
    uint32_t qa[8], qb[8];
    load_q_fragments<T, G>(q, q_seq_stride, b, g, t, scale_log2, qa, qb);
    __syncthreads();

    float o[16][4];
#pragma unroll
    for (int i = 0; i < 16; ++i) o[i][0] = o[i][1] = o[i][2] = o[i][3] = 0.0f;
    float run_max = kNoLogit, lane_sum = 0.0f;

    // Each warp streams its tiles through kFp8Stages shared-memory stages with cp.async, so that
    // two tiles (8 KiB) per warp are in flight while it computes one: direct loads into
    // registers capped the bytes in flight (and with them the bandwidth) at 69% of the copy
    // ceiling at batch 128, as in the scalar kernel; three stages reach 83% (245 us against 294
    // at batch 128, context 3145); four cost a block per SM (255 us).
    Fp8Stage* stages = reinterpret_cast<Fp8Stage*>(reinterpret_cast<unsigned char*>(slots) +
                                                   fp8_stage_offset(partition_tokens)) +
                       warp * kFp8Stages;
    stream_fp8_tiles<false>(stages, warp, lane, n, slots, k_cache, v_cache, k_scales, v_scales, kv_head, kv_heads,
                           [&](const Fp8Stage& st, int base) {
        // Rows of tokens g and g + 8: 32 bytes each of keys and values.
        uint4 kr[2][2], vr[2][2];
#pragma unroll
        for (int h = 0; h < 2; ++h) {
            const uint4* kp = reinterpret_cast<const uint4*>(&st.k[g + 8 * h][32 * t]);
            const uint4* vp = reinterpret_cast<const uint4*>(&st.v[g + 8 * h][32 * t]);
            kr[h][0] = kp[0];
            kr[h][1] = kp[1];
            vr[h][0] = vp[0];
            vr[h][1] = vp[1];
        }
        // Scales of this lane's logit tokens: 2t, 2t + 1, 8 + 2t, 9 + 2t.
        float ks[4], vs[4];
        bool valid[4];
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            const int idx = 2 * t + (j & 1) + 8 * (j >> 1);
            valid[j] = base + idx < n;
            ks[j] = st.ks[idx];
            vs[j] = st.vs[idx];
        }
        // S for the two 8-token halves.
        float sc[2][4];
#pragma unroll
        for (int h = 0; h < 2; ++h) {
            sc[h][0] = sc[h][1] = sc[h][2] = sc[h][3] = 0.0f;
            const uint32_t w[8] = {kr[h][0].x, kr[h][0].y, kr[h][0].z, kr[h][0].w,
                                   kr[h][1].x, kr[h][1].y, kr[h][1].z, kr[h][1].w};
#pragma unroll
            for (int c = 0; c < 8; ++c)
                mma_f16_16816(sc[h], qa[c], 0u, qb[c], 0u, fp8x2_to_f16x2(w[c]), fp8x2_to_f16x2(w[c] >> 16));
        }
        float logit[4] = {sc[0][0], sc[0][1], sc[1][0], sc[1][1]};
        float tile_max = -INFINITY;
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            logit[j] = valid[j] ? logit[j] * ks[j] : -INFINITY;
            tile_max = fmaxf(tile_max, logit[j]);
        }
        tile_max = fmaxf(tile_max, __shfl_xor_sync(0xffffffffu, tile_max, 1));
        tile_max = fmaxf(tile_max, __shfl_xor_sync(0xffffffffu, tile_max, 2));
        const float new_max = fmaxf(run_max, tile_max);
        const float alpha = exp2f(run_max - new_max);
        run_max = new_max;
        float pv[4];
        lane_sum *= alpha;
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            const float p = exp2f(logit[j] - new_max);  // 0 for masked tokens
            lane_sum += p;
            pv[j] = p * vs[j];
        }
#pragma unroll
        for (int i = 0; i < 16; ++i) {
            o[i][0] *= alpha;
            o[i][1] *= alpha;
        }
        const uint32_t pa = pack_f16x2(pv[0], pv[1]), pb = pack_f16x2(pv[2], pv[3]);
        const uint32_t v0[8] = {vr[0][0].x, vr[0][0].y, vr[0][0].z, vr[0][0].w,
                                vr[0][1].x, vr[0][1].y, vr[0][1].z, vr[0][1].w};
        const uint32_t v1[8] = {vr[1][0].x, vr[1][0].y, vr[1][0].z, vr[1][0].w,
                                vr[1][1].x, vr[1][1].y, vr[1][1].z, vr[1][1].w};
#pragma unroll
        for (int i = 0; i < 16; ++i) {  // value pair i: d = 32t + 2i, 32t + 2i + 1
            const int shift = 16 * (i & 1);
            const uint32_t b0 = transpose_8x8(fp8x2_to_f16x2(v0[i >> 1] >> shift));
            const uint32_t b1 = transpose_8x8(fp8x2_to_f16x2(v1[i >> 1] >> shift));
            mma_f16_16816(o[i], pa, 0u, pb, 0u, b0, b1);
        }
    });

    // Row sums across the 4 lanes of a row, then the warps through shared memory.
    lane_sum += __shfl_xor_sync(0xffffffffu, lane_sum, 1);
    lane_sum += __shfl_xor_sync(0xffffffffu, lane_sum, 2);
    if (g < G) {
#pragma unroll
        for (int i = 0; i < 16; ++i)
            *reinterpret_cast<float2*>(&red_acc[warp][g][32 * t + 2 * i]) = make_float2(o[i][0], o[i][1]);
        if (t == 0) {
            red_max[warp][g] = run_max;
            red_sum[warp][g] = lane_sum;
        }
    }
    __syncthreads();

    store_partition<T, G, D, kWarps>(red_acc, red_max, red_sum, out, workspace, b, batch, heads, num_partitions);
}

}  // namespace folio::engine::kernels::cuda::paged

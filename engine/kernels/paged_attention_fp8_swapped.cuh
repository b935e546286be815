// The fp8 tensor-core paged decode kernel with the products transposed (S^T = K Q^T and
// O^T = V^T P^T), chosen by PagedDecodePlan::fp8_swapped; included by paged_attention.cu.
#pragma once

#include "paged_attention_fp8.cuh"

namespace folio::engine::kernels::cuda::paged {

// Same grid, stages, partitions and outputs as paged_decode_fp8_mma_kernel. There the query
// heads are the MMA's 16 rows (G of them used) and every value pair needs a movmatrix; here the
// tokens and the head dimension are the rows and the heads the 8 columns, which halves the MMAs
// (16 a tile instead of 32) and leaves 2 transposes a tile instead of 32:
//  - S^T: A = 16 key rows (tokens g, g + 8 of lane (g, t); d = 32t + 4c + {0,1} / + {2,3} at
//    k-step c, as q is laid out), B = Q^T (column g = head g). Lane (g, t) gets the logits of
//    tokens g and g + 8 for heads 2t and 2t + 1.
//  - O^T += V^T P^T: A = V^T; row g of m-tile i is d = 16g + 2i, row g + 8 is d = 16g + 2i + 1,
//    so lane (g, t) reads bytes [16g, 16g + 16) of the value rows of tokens 2t, 2t + 1, 2t + 8,
//    2t + 9, and a byte permute pairs the same d of two tokens before the conversion. B = P^T is
//    the S^T accumulator (scaled by the value scales) through one movmatrix per 8 tokens.
//  - Lane (g, t) accumulates O[head 2t and 2t + 1][16g + 2i + {0, 1}] in its 8 m-tiles: 32
//    floats instead of 64, so that four blocks fit an SM (128 registers); the warps' partial
//    states go through the stages' shared memory, which they no longer need, to leave room.
constexpr int kFp8SwappedBlocksPerSm = 4;

__host__ __device__ constexpr size_t fp8_swapped_smem_bytes(int partition_tokens) {
    return fp8_mma_smem_bytes(partition_tokens);
}

// Bytes sel of a and b (selector nibbles: 0-3 = a's bytes, 4-7 = b's).
__device__ __forceinline__ uint32_t byte_perm(uint32_t a, uint32_t b, uint32_t sel) { return __byte_perm(a, b, sel); }

template <typename T, int G>
__global__ void __launch_bounds__(kThreads, kFp8SwappedBlocksPerSm)
    paged_decode_fp8_swapped_kernel(T* __restrict__ out, float* __restrict__ workspace,
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
    static_assert(G >= 1 && G <= 8, "one MMA column per query head of the group");
    static_assert(sizeof(float) * kWarps * G * D <= sizeof(Fp8Stage) * kFp8Stages * kWarps,
                  "the partial states fit the stages");
    extern __shared__ __align__(16) int slots[];  // [partition_tokens], then the warps' stages
    __shared__ float red_max[kWarps][G], red_sum[kWarps][G];

    FOLIO_ALLOW_DEPENDENTS();
    FOLIO_WAIT_FOR_PREVIOUS();  // q and the appended token's rows come from the previous kernel
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int g = lane >> 2, t = lane & 3;
    // q's loads go out before the block table's, so that the two latencies overlap.
    PartitionBlock b;
    b.kv_head = blockIdx.x;
    b.seq = blockIdx.y;
    Vec<T, 8> q_raw[4];
    fetch_q<T, G>(q, q_seq_stride, b, g, t, q_raw);
    if (!load_partition_slots<T, G, D, false>(slots, out, block_tables, context_lens, heads, block_size,
                                              block_shift, max_blocks, partition_tokens, b))
        return;
    const int kv_head = b.kv_head, n = b.n;
    uint32_t qa[8], qb[8];  // B = Q^T: column g = head g (columns >= G zero)
    pack_q_fragments<T>(q_raw, scale_log2, qa, qb);
    __syncthreads();

    float o[8][4];  // m-tile i: heads (2t, 2t + 1) x d (16g + 2i, 16g + 2i + 1), as the MMA's C
#pragma unroll
    for (int i = 0; i < 8; ++i) o[i][0] = o[i][1] = o[i][2] = o[i][3] = 0.0f;
    float run_max[2] = {kNoLogit, kNoLogit}, lane_sum[2] = {0.0f, 0.0f};  // heads 2t, 2t + 1

    unsigned char* const stage_bytes = reinterpret_cast<unsigned char*>(slots) + fp8_stage_offset(partition_tokens);
    Fp8Stage* stages = reinterpret_cast<Fp8Stage*>(stage_bytes) + warp * kFp8Stages;
    const int tiles = base_tiles(n, warp);
    // Swizzled stages (issue_fp8_tile): the 8 lanes of a shared-memory phase read 8 different
    // bank groups (key rows g, g + 1 at pieces 2t, and value rows 2t.. at one piece g, would
    // share them).
    stream_fp8_tiles<true>(stages, warp, lane, n, slots, k_cache, v_cache, k_scales, v_scales, kv_head, kv_heads,
                           [&](const Fp8Stage& st, int base) {

        // S^T for tokens g and g + 8 (keys: bytes [32t, 32t + 32) of each row).
        float sc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
        {
            const int first = 16 * (2 * t ^ (g & 1)), second = 16 * ((2 * t + 1) ^ (g & 1));  // see issue_fp8_tile
            const uint4 r0a = *reinterpret_cast<const uint4*>(&st.k[g][first]);
            const uint4 r0b = *reinterpret_cast<const uint4*>(&st.k[g][second]);
            const uint4 r1a = *reinterpret_cast<const uint4*>(&st.k[g + 8][first]);
            const uint4 r1b = *reinterpret_cast<const uint4*>(&st.k[g + 8][second]);
            const uint32_t w0[8] = {r0a.x, r0a.y, r0a.z, r0a.w, r0b.x, r0b.y, r0b.z, r0b.w};
            const uint32_t w1[8] = {r1a.x, r1a.y, r1a.z, r1a.w, r1b.x, r1b.y, r1b.z, r1b.w};
#pragma unroll
            for (int c = 0; c < 8; ++c)
                mma_f16_16816(sc, fp8x2_to_f16x2(w0[c]), fp8x2_to_f16x2(w1[c]), fp8x2_to_f16x2(w0[c] >> 16),
                              fp8x2_to_f16x2(w1[c] >> 16), qa[c], qb[c]);
        }
        // sc = {token g: head 2t, 2t + 1; token g + 8: head 2t, 2t + 1}.
        const bool valid0 = base + g < n, valid1 = base + g + 8 < n;
        const float ks0 = st.ks[g], ks1 = st.ks[g + 8], vs0 = st.vs[g], vs1 = st.vs[g + 8];
        float logit[4] = {valid0 ? sc[0] * ks0 : -INFINITY, valid0 ? sc[1] * ks0 : -INFINITY,
                          valid1 ? sc[2] * ks1 : -INFINITY, valid1 ? sc[3] * ks1 : -INFINITY};
        float alpha[2], p[4];
#pragma unroll
        for (int h = 0; h < 2; ++h) {  // max over the 16 tokens: the 8 lanes of a column
            float m = fmaxf(logit[h], logit[h + 2]);
            m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, 4));
            m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, 8));
            m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, 16));
            const float new_max = fmaxf(run_max[h], m);
            alpha[h] = exp2f(run_max[h] - new_max);
            run_max[h] = new_max;
            p[h] = exp2f(logit[h] - new_max);  // 0 for masked tokens
            p[h + 2] = exp2f(logit[h + 2] - new_max);
            lane_sum[h] = lane_sum[h] * alpha[h] + p[h] + p[h + 2];
        }
#pragma unroll
        for (int i = 0; i < 8; ++i) {
            o[i][0] *= alpha[0];
            o[i][1] *= alpha[1];
            o[i][2] *= alpha[0];
            o[i][3] *= alpha[1];
        }
        // P^T as the B fragments: (tokens 2t, 2t + 1 | 8 + 2t, 9 + 2t) of head g.
        const uint32_t pb0 = transpose_8x8(pack_f16x2(p[0] * vs0, p[1] * vs0));
        const uint32_t pb1 = transpose_8x8(pack_f16x2(p[2] * vs1, p[3] * vs1));
        // Value rows of tokens 2t, 2t + 1, 2t + 8, 2t + 9, bytes [16g, 16g + 16), at piece
        // g ^ 2t of each row (see issue_fp8_tile).
        const int piece = 16 * (g ^ (2 * t));
        const uint4 x0 = *reinterpret_cast<const uint4*>(&st.v[2 * t][piece]);
        const uint4 y0 = *reinterpret_cast<const uint4*>(&st.v[2 * t + 1][piece]);
        const uint4 x1 = *reinterpret_cast<const uint4*>(&st.v[2 * t + 8][piece]);
        const uint4 y1 = *reinterpret_cast<const uint4*>(&st.v[2 * t + 9][piece]);
        const uint32_t xa[4] = {x0.x, x0.y, x0.z, x0.w}, ya[4] = {y0.x, y0.y, y0.z, y0.w};
        const uint32_t xb[4] = {x1.x, x1.y, x1.z, x1.w}, yb[4] = {y1.x, y1.y, y1.z, y1.w};
#pragma unroll
        for (int c = 0; c < 4; ++c) {  // word c: d = 16g + 4c + {0..3}, m-tiles 2c and 2c + 1
            // [x.b0, y.b0, x.b1, y.b1] and [x.b2, y.b2, x.b3, y.b3]: (token 2t, 2t + 1) pairs of one d.
            const uint32_t lo_a = byte_perm(xa[c], ya[c], 0x5140), hi_a = byte_perm(xa[c], ya[c], 0x7362);
            const uint32_t lo_b = byte_perm(xb[c], yb[c], 0x5140), hi_b = byte_perm(xb[c], yb[c], 0x7362);
            mma_f16_16816(o[2 * c], fp8x2_to_f16x2(lo_a), fp8x2_to_f16x2(lo_a >> 16), fp8x2_to_f16x2(lo_b),
                          fp8x2_to_f16x2(lo_b >> 16), pb0, pb1);
            mma_f16_16816(o[2 * c + 1], fp8x2_to_f16x2(hi_a), fp8x2_to_f16x2(hi_a >> 16), fp8x2_to_f16x2(hi_b),
                          fp8x2_to_f16x2(hi_b >> 16), pb0, pb1);
        }
    });

    // Row sums across the 8 lanes of a column, then the warps through shared memory (the
    // stages, once every warp is past its last tile).
#pragma unroll
    for (int h = 0; h < 2; ++h) {
        lane_sum[h] += __shfl_xor_sync(0xffffffffu, lane_sum[h], 4);
        lane_sum[h] += __shfl_xor_sync(0xffffffffu, lane_sum[h], 8);
        lane_sum[h] += __shfl_xor_sync(0xffffffffu, lane_sum[h], 16);
    }
    cp_async_wait<0>();
    __syncthreads();
    float(&red_acc)[kWarps][G][D] = *reinterpret_cast<float(*)[kWarps][G][D]>(stage_bytes);
#pragma unroll
    for (int h = 0; h < 2; ++h) {
        const int head = 2 * t + h;
        if (head < G) {
#pragma unroll
            for (int i = 0; i < 8; ++i) {
                red_acc[warp][head][16 * g + 2 * i] = o[i][h];
                red_acc[warp][head][16 * g + 2 * i + 1] = o[i][h + 2];
            }
            if (g == 0) {
                red_max[warp][head] = run_max[h];
                red_sum[warp][head] = lane_sum[h];
            }
        }
    }
    __syncthreads();

    store_partition<T, G, D, kWarps>(red_acc, red_max, red_sum, out, workspace, b, batch, heads, num_partitions);
}

}  // namespace folio::engine::kernels::cuda::paged

// The screened greedy LM head (engine/src/kernels/screened_head.h has the function and why it is
// exact): two kernels that read the int8 copy of the head (155 MB for LightOnOCR's 151936 x 1024)
// and the bf16 rows of a few candidates, instead of the whole bf16 head (311 MB).
//
// Screen: one wave of blocks (two per SM), each warp a contiguous range of ~vocab / warps rows,
// 8 rows at a time. Lane l holds h[512c + 16l .. + 16) in registers and reads the same columns of
// the 8 rows' codes with 16-byte loads (the next 8 rows' loads are issued before this tile's
// reduction, and the first tile's before waiting for the kernel that wrote h: the codes are
// constants). Codes become floats by the byte trick (no I2F), products h_i * q_ri are exact in
// fp32; one transposed reduction sums the 8 rows' partials (9 shuffles for 8 rows instead of
// 40). Lane 4r writes row r's upper bound a + B (NaN when banned: never a candidate) and keeps
// the largest a - B; the block writes its largest to block_lower.
//
// Pick: a block per 512-row slice. Every block reduces block_lower to the threshold T, collects
// its slice's rows with a + B >= T in shared memory (all of the slice when more than
// kScreenPickCapacity), and computes their logits from the bf16 rows, a warp a row, in fp32 (a
// lane's 32 products in order, then a butterfly: the same arithmetic for a row whichever block or
// path computes it). The block's best (ordered logit, ~row) goes into one 64-bit atomicMax, so
// ties pick the lowest row; the last block to finish (a counter) moves the result to `out` and
// zeroes both words for the next call (no host sync, no memset: CUDA graphs replay it as is).
#include <climits>

#include "common.cuh"
#include "screened_head_common.cuh"
#include "screened_head_launch.h"

namespace folio::engine::kernels::cuda {
namespace {

using screened::dot_codes;
using screened::larger;
using screened::pack_pick;
using screened::row_logit;

constexpr int kThreads = 256;
constexpr int kWarps = kThreads / 32;
constexpr int kTileRows = 8;  // rows a warp screens together (one transposed reduction)
static_assert(kScreenPickRows == 2 * kThreads, "a pick thread reads two rows' upper bounds");

// One step of the transposed reduction: lanes whose bit (4 * HALF) is set keep the upper half of
// v, the others the lower half, and each adds its partner's copy of the half it keeps.
template <int HALF>
__device__ __forceinline__ void fold_rows(float (&v)[kTileRows], int lane) {
    constexpr int kOffset = 4 * HALF;
    const bool upper = lane & kOffset;
#pragma unroll
    for (int k = 0; k < HALF; ++k) {
        const float send = upper ? v[k] : v[k + HALF];
        const float keep = upper ? v[k + HALF] : v[k];
        v[k] = keep + __shfl_xor_sync(0xffffffffu, send, kOffset);
    }
}

// The warp sums of 8 rows' partials: lanes 4r .. 4r + 3 return row r's.
__device__ __forceinline__ float reduce_rows(float (&v)[kTileRows], int lane) {
    fold_rows<4>(v, lane);  // row bit 2 = lane bit 4
    fold_rows<2>(v, lane);  // row bit 1 = lane bit 3
    fold_rows<1>(v, lane);  // row bit 0 = lane bit 2
    float sum = v[0];
    sum += __shfl_xor_sync(0xffffffffu, sum, 2);
    sum += __shfl_xor_sync(0xffffffffu, sum, 1);
    return sum;
}

template <typename T, int HIDDEN>
__global__ void __launch_bounds__(kThreads, 2) screen_kernel(ScreenedGreedyArgs a) {
    constexpr int kChunks = HIDDEN / 512;  // 16-byte code loads per lane and row
    FOLIO_ALLOW_DEPENDENTS();
    const int lane = threadIdx.x % 32;
    const int warps = gridDim.x * kWarps, warp = blockIdx.x * kWarps + threadIdx.x / 32;
    const int begin = static_cast<int>(static_cast<int64_t>(a.vocab) * warp / warps);
    const int end = static_cast<int>(static_cast<int64_t>(a.vocab) * (warp + 1) / warps);
    const int8_t* lane_codes = a.codes + lane * 16;
    const int own_row = (lane >> 2) % kTileRows;  // the row of a tile whose result this lane gets
    const bool writes = (lane & 3) == 0;

    uint4 tile[kTileRows][kChunks];
    float scale = 0.0f, bound = 0.0f;  // of the lane's own row of the tile
    const auto load_tile = [&](int first) {
#pragma unroll
        for (int r = 0; r < kTileRows; ++r)
#pragma unroll
            for (int c = 0; c < kChunks; ++c)
                tile[r][c] = first + r < end ? __ldg(reinterpret_cast<const uint4*>(
                                                   lane_codes + static_cast<int64_t>(first + r) * HIDDEN + c * 512))
                                             : make_uint4(0u, 0u, 0u, 0u);
        if (writes && first + own_row < end) {
            scale = __ldg(a.scales + first + own_row);
            bound = __ldg(a.bounds + first + own_row);
        }
    };
    load_tile(begin);  // constants since the head was made: safe before the wait
    FOLIO_WAIT_FOR_PREVIOUS();

    const T* hidden = static_cast<const T*>(a.hidden);
    float h[kChunks][16];
    float l1 = 0.0f;
#pragma unroll
    for (int c = 0; c < kChunks; ++c) {
        float part[8];
#pragma unroll
        for (int half = 0; half < 2; ++half) {
            load_vec<T, 8>(hidden + c * 512 + lane * 16 + half * 8, part);
#pragma unroll
            for (int j = 0; j < 8; ++j) h[c][half * 8 + j] = part[j];
        }
#pragma unroll
        for (int j = 0; j < 16; ++j) l1 += fabsf(h[c][j]);
    }
    l1 = warp_sum(l1);  // the same order in every warp and block: one ||h||_1 for all rows

    float best_lower = -INFINITY;
    for (int first = begin; first < end; first += kTileRows) {
        float partial[kTileRows];
#pragma unroll
        for (int r = 0; r < kTileRows; ++r) {
            float acc = 0.0f;
#pragma unroll
            for (int c = 0; c < kChunks; ++c) acc = dot_codes(tile[r][c], h[c], acc);
            partial[r] = acc;
        }
        const float sum = reduce_rows(partial, lane);
        const int row = first + own_row;
        if (writes && row < end) {
            const float screened = scale * sum;  // a_r
            const float margin = l1 * bound;     // B_r
            const bool banned = a.banned && a.banned[row];
            a.upper[row] = banned ? NAN : screened + margin;
            if (!banned) best_lower = fmaxf(best_lower, screened - margin);
        }
        if (first + kTileRows < end) load_tile(first + kTileRows);
    }
    __shared__ float scratch[32];
    const float block_lower = block_max(best_lower, scratch);
    if (threadIdx.x == 0) a.block_lower[blockIdx.x] = block_lower;
}

template <typename T, int HIDDEN>
__global__ void __launch_bounds__(kThreads) pick_kernel(ScreenedGreedyArgs a, int screen_blocks) {
    constexpr int kChunks = HIDDEN / 256;
    __shared__ int candidates[kScreenPickCapacity];
    __shared__ int found;
    __shared__ float scratch[32];
    __shared__ unsigned long long warp_best[kWarps];
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    const int first = blockIdx.x * kScreenPickRows;
    if (threadIdx.x == 0) found = 0;
    FOLIO_WAIT_FOR_PREVIOUS();
    FOLIO_ALLOW_DEPENDENTS();

    const float2 upper = *reinterpret_cast<const float2*>(a.upper + first + 2 * threadIdx.x);
    float lower = -INFINITY;
    for (int i = threadIdx.x; i < screen_blocks; i += kThreads) lower = fmaxf(lower, a.block_lower[i]);
    const float threshold = block_max(lower, scratch);  // its barriers also publish found = 0
    const float uppers[2] = {upper.x, upper.y};
#pragma unroll
    for (int j = 0; j < 2; ++j) {
        const int row = first + 2 * static_cast<int>(threadIdx.x) + j;
        if (row < a.vocab && uppers[j] >= threshold) {  // NaN (banned) never passes
            const int slot = atomicAdd(&found, 1);
            if (slot < kScreenPickCapacity) candidates[slot] = row;
        }
    }
    __syncthreads();
    const int count = found;
    const bool whole_slice = count > kScreenPickCapacity;
    const int rows = whole_slice ? min(kScreenPickRows, a.vocab - first) : count;

    unsigned long long best = 0;
    if (rows > 0) {
        const T* hidden = static_cast<const T*>(a.hidden);
        const T* weight = static_cast<const T*>(a.weight);
        float h[kChunks][8];
#pragma unroll
        for (int c = 0; c < kChunks; ++c) load_vec<T, 8>(hidden + c * 256 + lane * 8, h[c]);
        for (int i = warp; i < rows; i += kWarps) {
            const int row = whole_slice ? first + i : candidates[i];
            if (whole_slice && a.banned && a.banned[row]) continue;
            const float logit = row_logit<T, HIDDEN>(weight + static_cast<int64_t>(row) * HIDDEN, h, lane);
            if (!isnan(logit)) best = larger(best, pack_pick(logit, row));
        }
    }
#pragma unroll
    for (int offset = 16; offset > 0; offset >>= 1) best = larger(best, __shfl_xor_sync(0xffffffffu, best, offset));
    if (lane == 0) warp_best[warp] = best;
    __syncthreads();
    if (threadIdx.x == 0) {
#pragma unroll
        for (int w = 0; w < kWarps; ++w) best = larger(best, warp_best[w]);
        screened::publish_best(best, a.pick, a.out, gridDim.x);
    }
}

template <typename T, int HIDDEN>
cudaError_t launch(const ScreenedGreedyArgs& a, cudaStream_t stream) {
    int device = 0, multiprocessors = 0;
    cudaError_t err = cudaGetDevice(&device);
    if (err == cudaSuccess) err = cudaDeviceGetAttribute(&multiprocessors, cudaDevAttrMultiProcessorCount, device);
    if (err != cudaSuccess) return err;
    // One wave (two blocks an SM, the launch bounds'), so every warp gets the same share of rows.
    const int screen_blocks = min(kScreenMaxBlocks, 2 * multiprocessors);
    err = launch_programmatic(a.programmatic, screen_kernel<T, HIDDEN>, dim3(screen_blocks), dim3(kThreads), 0,
                              stream, a);
    if (err != cudaSuccess) return err;
    const int pick_blocks = (a.vocab + kScreenPickRows - 1) / kScreenPickRows;
    return launch_programmatic(a.programmatic, pick_kernel<T, HIDDEN>, dim3(pick_blocks), dim3(kThreads), 0, stream,
                               a, screen_blocks);
}

template <typename T>
cudaError_t launch_for_hidden(const ScreenedGreedyArgs& a, cudaStream_t stream) {
    return a.hidden_size == 512 ? launch<T, 512>(a, stream) : launch<T, 1024>(a, stream);
}

}  // namespace

bool screened_greedy_supported(DType dtype, int64_t vocab, int64_t hidden) {
    return (dtype == DType::bf16 || dtype == DType::f16) && (hidden == 512 || hidden == 1024) && vocab > 0 &&
           vocab <= INT_MAX - kScreenPickRows;
}

cudaError_t launch_screened_greedy(const ScreenedGreedyArgs& args, cudaStream_t stream) {
    if (!screened_greedy_supported(args.dtype, args.vocab, args.hidden_size)) return cudaErrorInvalidValue;
    return args.dtype == DType::bf16 ? launch_for_hidden<__nv_bfloat16>(args, stream)
                                     : launch_for_hidden<__half>(args, stream);
}

}  // namespace folio::engine::kernels::cuda

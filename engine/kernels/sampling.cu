// Top-p sampling and greedy argmax without sorting the vocabulary: one block per row.
//
// Pass 1 finds the max logit (greedy stops here). Pass 2 sums the weights
// e_i = exp((l_i - max) / T) and builds a histogram of weight mass over the top bits of e_i's
// float bit pattern (positive floats order like their bits). Passes 3 and 4 refine the bin where
// the mass counted from the top crosses top_p * sum, 10 bits at a time, which pins the nucleus
// threshold tau exactly. Pass 5 draws the token by the exponential race over e_i >= tau.
// The logits stay in L2 between passes; nothing is written but the token.
#include <climits>

#include "common.cuh"
#include "kernels/random_hash.h"

namespace folio::engine::kernels::cuda {
namespace {

constexpr int kThreads = 1024;
constexpr int kBins = 1024;  // 10 bits per level; e <= 1 keeps the top level under 1024

struct Candidate {
    float value;
    int index;
};

__device__ __forceinline__ Candidate better(Candidate a, Candidate b) {
    if (b.value > a.value || (b.value == a.value && b.index < a.index)) return b;
    return a;
}

// The best candidate of the block (the lowest index among equal values), for every thread.
__device__ Candidate block_best(Candidate c, float* values, int* indices) {
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
#pragma unroll
    for (int offset = 16; offset > 0; offset >>= 1) {
        Candidate other{__shfl_xor_sync(0xffffffffu, c.value, offset),
                        __shfl_xor_sync(0xffffffffu, c.index, offset)};
        c = better(c, other);
    }
    if (lane == 0) {
        values[warp] = c.value;
        indices[warp] = c.index;
    }
    __syncthreads();
    c = {values[lane], indices[lane]};
#pragma unroll
    for (int offset = 16; offset > 0; offset >>= 1) {
        Candidate other{__shfl_xor_sync(0xffffffffu, c.value, offset),
                        __shfl_xor_sync(0xffffffffu, c.index, offset)};
        c = better(c, other);
    }
    __syncthreads();
    return c;
}

// Shared state of the threshold search.
struct Search {
    float hist[kBins];    // weight mass per bin of the current level
    float suffix[kBins];  // mass of bins >= b
    float warp_totals[32];
    float target;  // mass still to cover inside the chosen bin
    int chosen;
    int lowest;
};

// Picks the highest bin whose mass counted from the top reaches the target, lowers the target by
// the mass of the bins above it, clears the histogram and returns the bin. When rounding leaves
// every suffix short of the target (or nothing is left to cover), it takes the lowest non-empty
// bin, which keeps everything from here on.
__device__ int select_bin(Search& s) {
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    const float mine = s.hist[threadIdx.x];
    float suffix = mine;  // inclusive suffix sum within the warp
#pragma unroll
    for (int offset = 1; offset < 32; offset <<= 1) {
        const float other = __shfl_down_sync(0xffffffffu, suffix, offset);
        if (lane + offset < 32) suffix += other;
    }
    if (threadIdx.x == 0) {
        s.chosen = -1;
        s.lowest = kBins;
    }
    if (lane == 0) s.warp_totals[warp] = suffix;
    __syncthreads();
    if (warp == 0) {
        float w = s.warp_totals[lane];
#pragma unroll
        for (int offset = 1; offset < 32; offset <<= 1) {
            const float other = __shfl_down_sync(0xffffffffu, w, offset);
            if (lane + offset < 32) w += other;
        }
        s.warp_totals[lane] = w;  // mass of warps lane..31
    }
    __syncthreads();
    suffix += warp < 31 ? s.warp_totals[warp + 1] : 0.0f;
    s.suffix[threadIdx.x] = suffix;
    const float goal = s.target;
    if (goal > 0.0f && suffix >= goal) atomicMax(&s.chosen, static_cast<int>(threadIdx.x));
    if (mine > 0.0f) atomicMin(&s.lowest, static_cast<int>(threadIdx.x));
    __syncthreads();
    int bin = s.chosen;
    if (bin < 0) bin = s.lowest < kBins ? s.lowest : 0;
    __syncthreads();  // everyone has read chosen and target
    if (threadIdx.x == 0) {
        const float above = bin + 1 < kBins ? s.suffix[bin + 1] : 0.0f;
        s.target = s.chosen >= 0 ? goal - above : 0.0f;
    }
    s.hist[threadIdx.x] = 0.0f;
    __syncthreads();
    return bin;
}

template <typename T>
__global__ void __launch_bounds__(kThreads)
    sample_kernel(const T* __restrict__ logits, int64_t vocab, int64_t row_stride, float inv_t,
                  float top_p, bool greedy, const int64_t* __restrict__ seeds,
                  const bool* __restrict__ banned, int64_t banned_stride,
                  int64_t* __restrict__ out) {
    __shared__ Search search;
    __shared__ float values[32];
    __shared__ int indices[32];
    float* hist = search.hist;
    const int64_t row = blockIdx.x;
    const T* x = logits + row * row_stride;
    const bool* ban = banned ? banned + row * banned_stride : nullptr;
    const int n = static_cast<int>(vocab);

    Candidate best{-INFINITY, INT_MAX};
    for (int i = threadIdx.x; i < n; i += kThreads) {
        if (ban && ban[i]) continue;
        const float v = to_float(x[i]);
        if (v > best.value) best = {v, i};
    }
    best = block_best(best, values, indices);
    if (greedy || best.index == INT_MAX) {
        if (threadIdx.x == 0) out[row] = best.index == INT_MAX ? 0 : best.index;
        return;
    }
    const float max_logit = best.value;
    auto weight = [&](int i) -> float {
        if (ban && ban[i]) return 0.0f;
        return expf((to_float(x[i]) - max_logit) * inv_t);
    };

    hist[threadIdx.x] = 0.0f;
    __syncthreads();
    float sum = 0.0f;
    for (int i = threadIdx.x; i < n; i += kThreads) {
        const float e = weight(i);
        sum += e;
        if (e > 0.0f) atomicAdd(&hist[__float_as_uint(e) >> 20], e);
    }
    const float total = block_sum(sum, values);
    unsigned tau = 1;  // keys >= tau: the nucleus (1: every positive weight)
    if (top_p < 1.0f) {
        if (threadIdx.x == 0) search.target = top_p * total;
        __syncthreads();
        const unsigned top = select_bin(search);
        for (int i = threadIdx.x; i < n; i += kThreads) {
            const float e = weight(i);
            const unsigned key = __float_as_uint(e);
            if (e > 0.0f && key >> 20 == top) atomicAdd(&hist[(key >> 10) & 1023u], e);
        }
        __syncthreads();
        const unsigned middle = select_bin(search);
        const unsigned prefix = top << 10 | middle;
        for (int i = threadIdx.x; i < n; i += kThreads) {
            const float e = weight(i);
            const unsigned key = __float_as_uint(e);
            if (e > 0.0f && key >> 10 == prefix) atomicAdd(&hist[key & 1023u], e);
        }
        __syncthreads();
        const unsigned low = select_bin(search);
        tau = prefix << 10 | low;
        if (tau == 0) tau = 1;
    }

    const uint64_t seed = static_cast<uint64_t>(seeds[row]);
    Candidate pick{-INFINITY, INT_MAX};
    for (int i = threadIdx.x; i < n; i += kThreads) {
        const float e = weight(i);
        if (__float_as_uint(e) < tau) continue;
        const float race = e / -logf(uniform_from_hash(seed, static_cast<uint32_t>(i)));
        pick = better(pick, Candidate{race, i});
    }
    pick = block_best(pick, values, indices);
    if (threadIdx.x == 0) out[row] = pick.index;
}

}  // namespace

cudaError_t launch_sample(DType dtype, const void* logits, int64_t batch, int64_t vocab,
                          int64_t row_stride, float temperature, float top_p,
                          const int64_t* seeds, const bool* banned, int64_t banned_stride,
                          int64_t* out, cudaStream_t stream) {
    if (batch == 0) return cudaSuccess;
    if (batch > 0x7fffffff || vocab <= 0 || vocab > INT_MAX - kThreads) return cudaErrorInvalidValue;
    const bool greedy = temperature <= 0.0f;
    const float inv_t = greedy ? 1.0f : 1.0f / temperature;
    return dispatch_dtype(dtype, [&](auto tag) -> cudaError_t {
        using T = decltype(tag);
        sample_kernel<T><<<static_cast<unsigned>(batch), kThreads, 0, stream>>>(
            static_cast<const T*>(logits), vocab, row_stride, inv_t, top_p, greedy, seeds,
            banned, banned_stride, out);
        return cudaGetLastError();
    });
}

}  // namespace folio::engine::kernels::cuda

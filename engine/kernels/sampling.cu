// Top-p sampling and greedy argmax without sorting the vocabulary: one block per row, 16-byte
// loads where the row allows.
//
// Pass 1 finds the max logit (greedy stops here). Pass 2 sums the weights
// e_i = exp((l_i - max) / T) and builds a histogram of weight mass over the top 12 bits of e_i's
// float bit pattern (positive floats order like their bits). Passes 3 and 4 refine the bin where
// the mass counted from the top crosses top_p * sum, 10 bits at a time, which pins the nucleus
// threshold tau exactly. Pass 5 draws the token by the exponential race over e_i >= tau.
// The logits stay in L2 between passes; nothing is written but the token.
#include <cooperative_groups.h>

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

// Shared state of the threshold search. Masses are summed as 32-bit fixed point, because
// shared-memory float atomics are compare-and-swap loops that crawl under contention while
// integer adds are native: a weight e with float exponent field x counts as its mantissa (with
// the implicit bit) shifted to `frac_bits` fractional bits, i.e. e * 2^(frac_bits + 127 - x).
// Within one level-1 bin all weights share x, so a bin's sum converts back exactly by that
// scale; frac_bits is chosen so that vocab * 2^(frac_bits + 1) < 2^32 (no overflow).
struct Search {
    unsigned hist[kBins];  // fixed-point mass per bin of the current level
    float suffix[kBins];   // mass of bins >= b
    float warp_totals[32];
    float target;  // mass still to cover inside the chosen bin
    int chosen;
    int lowest;
};

__device__ __forceinline__ unsigned fixed_mass(unsigned key, int frac_bits) {
    const unsigned exponent = key >> 23;
    const unsigned mantissa = (key & 0x7FFFFFu) | (exponent ? 0x800000u : 0u);
    return mantissa >> (23 - frac_bits);
}

__device__ __forceinline__ float mass_of(unsigned fixed, unsigned exponent, int frac_bits) {
    return ldexpf(static_cast<float>(fixed),
                  static_cast<int>(exponent ? exponent : 1u) - 127 - frac_bits);
}

// Picks the highest bin whose mass counted from the top reaches the target, lowers the target by
// the mass of the bins above it, clears the histogram and returns the bin. When rounding leaves
// every suffix short of the target (or nothing is left to cover), it takes the lowest non-empty
// bin, which keeps everything from here on. exponent < 0: level 1, each bin's own exponent.
__device__ int select_bin(Search& s, int exponent, int frac_bits) {
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    const unsigned own_exponent = exponent < 0 ? threadIdx.x >> 3 : static_cast<unsigned>(exponent);
    const float mine = mass_of(s.hist[threadIdx.x], own_exponent, frac_bits);
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
    s.hist[threadIdx.x] = 0u;
    __syncthreads();
    return bin;
}

// Calls f(index, logit) for every allowed token of the row, V tokens per access.
template <typename T, int V, typename F>
__device__ __forceinline__ void for_each_allowed(const T* x, const bool* ban, int n, F&& f) {
    for (int v = threadIdx.x; v < n / V; v += kThreads) {
        float values[V];
        load_vec<T, V>(x + v * V, values);
        Vec<unsigned char, V> banned{};
        if (ban) banned = *reinterpret_cast<const Vec<unsigned char, V>*>(ban + v * V);
#pragma unroll
        for (int j = 0; j < V; ++j)
            if (!banned.v[j]) f(v * V + j, values[j]);
    }
}

template <typename T, int V>
__global__ void __launch_bounds__(kThreads)
    sample_kernel(const T* __restrict__ logits, int64_t vocab, int64_t row_stride, float inv_t,
                  float top_p, bool greedy, int frac_bits, const int64_t* __restrict__ seeds,
                  const bool* __restrict__ banned, int64_t banned_stride,
                  int64_t* __restrict__ out) {
    __shared__ Search search;
    __shared__ float values[32];
    __shared__ int indices[32];
    unsigned* hist = search.hist;
    const int64_t row = blockIdx.x;
    const T* x = logits + row * row_stride;
    const bool* ban = banned ? banned + row * banned_stride : nullptr;
    const int n = static_cast<int>(vocab);

    Candidate best{-INFINITY, INT_MAX};
    for_each_allowed<T, V>(x, ban, n, [&](int i, float v) {
        if (v > best.value) best = {v, i};
    });
    best = block_best(best, values, indices);
    if (greedy || best.index == INT_MAX) {
        if (threadIdx.x == 0) out[row] = best.index == INT_MAX ? 0 : best.index;
        return;
    }
    const float max_logit = best.value;
    auto weight = [&](float v) { return expf((v - max_logit) * inv_t); };

    hist[threadIdx.x] = 0u;
    __syncthreads();
    float sum = 0.0f;
    for_each_allowed<T, V>(x, ban, n, [&](int, float v) {
        const float e = weight(v);
        sum += e;
        const unsigned key = __float_as_uint(e);
        if (key) atomicAdd(&hist[key >> 20], fixed_mass(key, frac_bits));
    });
    const float total = block_sum(sum, values);
    unsigned tau = 1;  // keys >= tau: the nucleus (1: every positive weight)
    if (top_p < 1.0f) {
        if (threadIdx.x == 0) search.target = top_p * total;
        __syncthreads();
        const unsigned top = select_bin(search, -1, frac_bits);
        for_each_allowed<T, V>(x, ban, n, [&](int, float v) {
            const unsigned key = __float_as_uint(weight(v));
            if (key && key >> 20 == top) atomicAdd(&hist[(key >> 10) & 1023u], fixed_mass(key, frac_bits));
        });
        __syncthreads();
        const int exponent = static_cast<int>(top >> 3);
        const unsigned middle = select_bin(search, exponent, frac_bits);
        const unsigned prefix = top << 10 | middle;
        for_each_allowed<T, V>(x, ban, n, [&](int, float v) {
            const unsigned key = __float_as_uint(weight(v));
            if (key && key >> 10 == prefix) atomicAdd(&hist[key & 1023u], fixed_mass(key, frac_bits));
        });
        __syncthreads();
        const unsigned low = select_bin(search, exponent, frac_bits);
        tau = prefix << 10 | low;
        if (tau == 0) tau = 1;
    }

    const uint64_t seed = static_cast<uint64_t>(seeds[row]);
    Candidate pick{-INFINITY, INT_MAX};
    for_each_allowed<T, V>(x, ban, n, [&](int i, float v) {
        const float e = weight(v);
        if (__float_as_uint(e) < tau) return;
        const float race = e / -logf(uniform_from_hash(seed, static_cast<uint32_t>(i)));
        pick = better(pick, Candidate{race, i});
    });
    pick = block_best(pick, values, indices);
    if (threadIdx.x == 0) out[row] = pick.index;
}

// Greedy picks of a few rows split each row over a cluster of kGreedyBlocks blocks: one block
// reading a whole 151936-float row takes ~37 dependent rounds of loads, eight take five (batch 1:
// 3.75 us on float32 logits, against 6.9 us for one block on bfloat16 ones). The blocks' bests
// meet in the first block's shared memory (distributed shared memory, sm_90): one kernel, no
// workspace. Ties go to the lowest index, as in sample_kernel.
constexpr int kGreedyBlocks = 8;

template <typename T, int V>
__global__ void __launch_bounds__(kThreads)
    greedy_kernel(const T* __restrict__ logits, int vocab, int64_t row_stride, const bool* __restrict__ banned,
                  int64_t banned_stride, int64_t* __restrict__ out) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    namespace cg = cooperative_groups;
    __shared__ float values[32];
    __shared__ int indices[32];
    __shared__ Candidate block_result;
    const cg::cluster_group cluster = cg::this_cluster();
    const unsigned rank = cluster.block_rank();
    const int64_t row = blockIdx.y;
    const T* x = logits + row * row_stride;
    const bool* ban = banned ? banned + row * banned_stride : nullptr;
    const int vectors = vocab / V;
    const int per_block = (vectors + kGreedyBlocks - 1) / kGreedyBlocks;
    const int begin = static_cast<int>(rank) * per_block, end = min(vectors, begin + per_block);
    Candidate best{-INFINITY, INT_MAX};
#pragma unroll 4
    for (int v = begin + static_cast<int>(threadIdx.x); v < end; v += kThreads) {
        float value[V];
        load_vec<T, V>(x + static_cast<int64_t>(v) * V, value);
        Vec<unsigned char, V> banned_here{};
        if (ban) banned_here = *reinterpret_cast<const Vec<unsigned char, V>*>(ban + static_cast<int64_t>(v) * V);
#pragma unroll
        for (int j = 0; j < V; ++j)
            if (!banned_here.v[j] && value[j] > best.value) best = {value[j], v * V + j};
    }
    best = block_best(best, values, indices);
    if (threadIdx.x == 0) block_result = best;
    cluster.sync();
    if (rank == 0 && threadIdx.x < 32) {
        Candidate c{-INFINITY, INT_MAX};
        if (threadIdx.x < kGreedyBlocks) c = *cluster.map_shared_rank(&block_result, threadIdx.x);
#pragma unroll
        for (int offset = 16; offset > 0; offset >>= 1)
            c = better(c, Candidate{__shfl_xor_sync(0xffffffffu, c.value, offset),
                                    __shfl_xor_sync(0xffffffffu, c.index, offset)});
        if (threadIdx.x == 0) out[row] = c.index == INT_MAX ? 0 : c.index;
    }
    cluster.sync();  // the other blocks' shared memory lives until the first block has read it
#endif
}

// The cluster kernel runs where the device and this build's code for it are sm_90 or later.
bool greedy_clusters_available(const void* kernel) {
    int device = 0, major = 0, clusters = 0;
    if (cudaGetDevice(&device) != cudaSuccess ||
        cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, device) != cudaSuccess ||
        cudaDeviceGetAttribute(&clusters, cudaDevAttrClusterLaunch, device) != cudaSuccess)
        return false;
    cudaFuncAttributes attributes{};
    if (cudaFuncGetAttributes(&attributes, kernel) != cudaSuccess) return false;
    return major >= 9 && clusters != 0 && attributes.binaryVersion >= 90;
}

template <typename T, int V>
cudaError_t launch_greedy(const T* logits, int64_t batch, int vocab, int64_t row_stride, const bool* banned,
                          int64_t banned_stride, int64_t* out, cudaStream_t stream) {
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(kGreedyBlocks, static_cast<unsigned>(batch));
    config.blockDim = dim3(kThreads);
    config.stream = stream;
    cudaLaunchAttribute attribute[1];
    attribute[0].id = cudaLaunchAttributeClusterDimension;
    attribute[0].val.clusterDim.x = kGreedyBlocks;
    attribute[0].val.clusterDim.y = 1;
    attribute[0].val.clusterDim.z = 1;
    config.attrs = attribute;
    config.numAttrs = 1;
    return cudaLaunchKernelEx(&config, greedy_kernel<T, V>, logits, vocab, row_stride, banned, banned_stride, out);
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
    int log2_vocab = 0;
    while ((int64_t(1) << log2_vocab) < vocab) ++log2_vocab;
    const int frac_bits = 31 - log2_vocab < 23 ? 31 - log2_vocab : 23;
    return dispatch_dtype(dtype, [&](auto tag) -> cudaError_t {
        using T = decltype(tag);
        constexpr int kWide = 16 / sizeof(T);
        auto aligned = [](const void* p, uintptr_t bytes) {
            return reinterpret_cast<uintptr_t>(p) % bytes == 0;
        };
        const bool wide = vocab % kWide == 0 && row_stride % kWide == 0 && aligned(logits, 16) &&
                          (!banned || (aligned(banned, kWide) && banned_stride % kWide == 0));
        // From 32 rows on, a block a row already fills the device.
        if (greedy && batch < 32) {
            const T* x = static_cast<const T*>(logits);
            const int n = static_cast<int>(vocab);
            if (wide && greedy_clusters_available(reinterpret_cast<const void*>(greedy_kernel<T, kWide>)))
                return launch_greedy<T, kWide>(x, batch, n, row_stride, banned, banned_stride, out, stream);
            if (!wide && greedy_clusters_available(reinterpret_cast<const void*>(greedy_kernel<T, 1>)))
                return launch_greedy<T, 1>(x, batch, n, row_stride, banned, banned_stride, out, stream);
        }
        if (wide)
            sample_kernel<T, kWide><<<static_cast<unsigned>(batch), kThreads, 0, stream>>>(
                static_cast<const T*>(logits), vocab, row_stride, inv_t, top_p, greedy, frac_bits,
                seeds, banned, banned_stride, out);
        else
            sample_kernel<T, 1><<<static_cast<unsigned>(batch), kThreads, 0, stream>>>(
                static_cast<const T*>(logits), vocab, row_stride, inv_t, top_p, greedy, frac_bits,
                seeds, banned, banned_stride, out);
        return cudaGetLastError();
    });
}

}  // namespace folio::engine::kernels::cuda

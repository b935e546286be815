// Small-batch linear layers y = x W^T (1..16 rows of x), bound by reading the weights once.
//
// The product runs on the tensor cores (mma.sync m16n8k16, fp32 accumulation) with the roles
// swapped: A = x (16 rows of the batch, padding rows zero), B = W^T (8 output features), so every
// batch size up to 16 is one MMA per 16 k. Because the order of k inside a dot product is free,
// the fragments are fed straight from 16-byte global loads, no shuffles and no shared-memory
// staging of W: lane (g = lane / 4, t = lane % 4) loads W[n0 + g][k0 + 8t .. k0 + 8t + 8) and
// x[g][same k] (and x[g + 8] for 16 rows); elements {0,1},{2,3} feed the first MMA (logical k
// 2t..2t+1 and 2t+8..2t+9), {4,5},{6,7} the second. A warp owns 1 or 2 tiles of 8 outputs over
// a slice of k (ksplit slices in one block of 8 warps, added in shared memory); each lane keeps
// 8 weight loads (4 KiB per warp) in flight. The accumulator of lane (g, t) holds outputs
// (row g, features 2t, 2t+1) and (row g + 8, same), so the epilogue (store, silu(gate) * up of
// the paired tile, or residual add) is lane-local and rounds once.
//
// Programmatic dependent launch (sm_90): the kernel is launched with programmatic stream
// serialisation, so it can be scheduled while the previous kernel of the stream finishes. Before
// griddepcontrol.wait it only loads its first weights, into registers (or, with preload off,
// prefetches them into L2): weights do not depend on the previous kernel, and L2 is the point of
// coherence, so no stale data is read; x, the output and the residual are touched only after
// the wait. It triggers its own dependents at the
// start, so the next GEMV's prefetch overlaps this one's tail. Inside CUDA graphs the launch
// becomes a programmatic edge.
//
// RMSNorm fused in front (launch_rms_norm_gemv, the NORM template flag): x is the un-normalised
// residual stream. After griddepcontrol.wait every block computes inv_rms of each batch row
// itself (warp w takes rows w and w + 8, 16-byte loads, a warp sum; the rows are L2 hits after
// the first block, 2-32 KiB per block), keeps it in shared memory, and the x fragments become
// T(float(x) * inv_rms * float(norm_weight[k])) (fp32, one rounding) as they are loaded: the
// value rms_norm.cu writes, so the separate norm kernel and its round trip disappear.
#include "common.cuh"
#include "gemv_launch.h"

#include <algorithm>

namespace folio::engine::kernels::cuda {
namespace {

constexpr int kWarps = 8;
constexpr int kThreads = kWarps * 32;
constexpr int kBlockK = 32;  // k per lane-row load step: 4 lanes x 8 elements

enum class EarlyWeights { none, l2, registers };

template <typename T>
__device__ __forceinline__ void mma_16816(float (&c)[4], uint32_t a0, uint32_t a1, uint32_t a2,
                                          uint32_t a3, uint32_t b0, uint32_t b1);

template <>
__device__ __forceinline__ void mma_16816<__nv_bfloat16>(float (&c)[4], uint32_t a0, uint32_t a1,
                                                         uint32_t a2, uint32_t a3, uint32_t b0,
                                                         uint32_t b1) {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, "
        "{%8,%9}, {%0,%1,%2,%3};\n"
        : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
}

template <>
__device__ __forceinline__ void mma_16816<__half>(float (&c)[4], uint32_t a0, uint32_t a1,
                                                  uint32_t a2, uint32_t a3, uint32_t b0,
                                                  uint32_t b1) {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, "
        "{%8,%9}, {%0,%1,%2,%3};\n"
        : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
}

// Weights are read once per call: keep them out of L1 (x lives there).
__device__ __forceinline__ uint4 load_stream(const void* p) {
    uint4 v;
    asm volatile("ld.global.nc.L1::no_allocate.v4.u32 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                 : "l"(p));
    return v;
}

__device__ __forceinline__ void prefetch_l2(const void* p) {
    asm volatile("prefetch.global.L2 [%0];\n" ::"l"(p));
}

__device__ __forceinline__ uint4 load_cached(const void* p) {
    return __ldg(reinterpret_cast<const uint4*>(p));
}

struct Params {
    void* out;
    const void* x;
    const void* w;
    const void* norm_w;  // NORM: the RMSNorm weight [k]
    float eps;           // NORM: the RMSNorm epsilon
    int rows;
    int ksplit;
    int k_blocks;      // ceil(k / 32)
    bool pair_store;   // n even and out 4-byte aligned: two outputs per access
    int64_t n;         // outputs per row
    int64_t k;
    int64_t groups;    // warp tile groups
    EarlyWeights early;  // what is requested before griddepcontrol.wait (programmatic launch)
};

template <typename T>
__device__ __forceinline__ void store_out(const Params& p, int64_t r, int64_t col, float v0,
                                          float v1, bool add) {
    T* out = static_cast<T*>(p.out) + r * p.n + col;
    if (p.pair_store && col + 1 < p.n) {
        using T2 = Vec<T, 2>;
        T2 pair;
        if (add) {
            const T2 old = *reinterpret_cast<const T2*>(out);
            v0 += to_float(old.v[0]);
            v1 += to_float(old.v[1]);
        }
        pair.v[0] = from_float<T>(v0);
        pair.v[1] = from_float<T>(v1);
        *reinterpret_cast<T2*>(out) = pair;
        return;
    }
    if (col < p.n) out[0] = from_float<T>(add ? to_float(out[0]) + v0 : v0);
    if (col + 1 < p.n) out[1] = from_float<T>(add ? to_float(out[1]) + v1 : v1);
}

__device__ __forceinline__ float silu(float v) { return v / (1.0f + __expf(-v)); }

// Two packed elements of T as floats, and back (round to nearest even, like from_float).
template <typename T>
__device__ __forceinline__ void unpack2(uint32_t v, float& a, float& b) {
    Vec<T, 2> pair;
    static_assert(sizeof(pair) == sizeof(v));
    __builtin_memcpy(&pair, &v, sizeof(v));
    a = to_float(pair.v[0]);
    b = to_float(pair.v[1]);
}

template <typename T>
__device__ __forceinline__ uint32_t pack2(float a, float b) {
    Vec<T, 2> pair;
    pair.v[0] = from_float<T>(a);
    pair.v[1] = from_float<T>(b);
    uint32_t v;
    __builtin_memcpy(&v, &pair, sizeof(v));
    return v;
}

// T(float(x) * inv_rms * float(w)) for each element of a packed pair, as rms_norm.cu computes
// it: (x * inv_rms) * w in fp32 (two products, nothing to contract), one rounding.
template <typename T>
__device__ __forceinline__ uint32_t norm_pair(uint32_t x, uint32_t w, float inv_rms) {
    float x0, x1, w0, w1;
    unpack2<T>(x, x0, x1);
    unpack2<T>(w, w0, w1);
    return pack2<T>(x0 * inv_rms * w0, x1 * inv_rms * w1);
}

template <typename T>
__device__ __forceinline__ uint4 norm_vec(uint4 x, uint4 w, float inv_rms) {
    return make_uint4(norm_pair<T>(x.x, w.x, inv_rms), norm_pair<T>(x.y, w.y, inv_rms),
                      norm_pair<T>(x.z, w.z, inv_rms), norm_pair<T>(x.w, w.w, inv_rms));
}

// Sum of squares of 8 packed elements, in fp32.
template <typename T>
__device__ __forceinline__ float sum_sq8(uint4 v, float s) {
    const uint32_t words[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
    for (int i = 0; i < 4; ++i) {
        float a, b;
        unpack2<T>(words[i], a, b);
        s += a * a;
        s += b * b;
    }
    return s;
}

template <typename T, int R, int NT, GemvMode MODE, bool NORM>
__device__ __forceinline__ void gemv_body(const Params& p) {
    static_assert(MODE != GemvMode::silu_mul || NT == 2, "silu_mul pairs a gate and an up tile");
    static_assert(!NORM || MODE != GemvMode::add, "the norm reads x, which add mode may not alias");
    constexpr bool kTwoHalves = R > 8;  // batch rows 8..15 in the MMA's upper half
    constexpr int kUnroll = 8 / NT;     // weight loads in flight per lane: 8

    FOLIO_ALLOW_DEPENDENTS();
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int g = lane >> 2, t = lane & 3;
    const int ksplit = p.ksplit;
    const int part = warp % ksplit;
    const int64_t group = static_cast<int64_t>(blockIdx.x) * (kWarps / ksplit) + warp / ksplit;
    const bool active = group < p.groups;

    // Weight row of this lane in each tile, nullptr past the end.
    const T* wrow[NT];
#pragma unroll
    for (int j = 0; j < NT; ++j) {
        int64_t row;
        bool valid;
        if constexpr (MODE == GemvMode::silu_mul) {
            const int64_t f = group * 8 + g;  // feature of the gate (j = 0) and the up (j = 1) row
            valid = f < p.n;
            row = j == 0 ? f : p.n + f;
        } else {
            row = (group * NT + j) * 8 + g;
            valid = row < p.n;
        }
        wrow[j] = active && valid ? static_cast<const T*>(p.w) + row * p.k : nullptr;
    }
    const T* x_lo = active && g < R && g < p.rows ? static_cast<const T*>(p.x) + g * p.k : nullptr;
    const T* x_hi = kTwoHalves && active && g + 8 < p.rows
                        ? static_cast<const T*>(p.x) + (g + 8) * p.k
                        : nullptr;

    float acc[NT][4];
#pragma unroll
    for (int j = 0; j < NT; ++j) acc[j][0] = acc[j][1] = acc[j][2] = acc[j][3] = 0.0f;

    const int kb_begin = static_cast<int>(static_cast<int64_t>(part) * p.k_blocks / ksplit);
    const int kb_end = static_cast<int>(static_cast<int64_t>(part + 1) * p.k_blocks / ksplit);

    // One step's weights (kUnroll 16-byte loads per tile and lane); zeros past k's end.
    uint4 wv[kUnroll][NT];
    const auto load_weights = [&](int kb) {
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
            const int64_t k = static_cast<int64_t>(kb + u) * kBlockK + 8 * t;
            const bool ok = kb + u < kb_end && k < p.k;
#pragma unroll
            for (int j = 0; j < NT; ++j) {
                wv[u][j] = make_uint4(0, 0, 0, 0);
                if (ok && wrow[j]) wv[u][j] = load_stream(wrow[j] + k);
            }
        }
    };
    // Weights never depend on the previous kernel, so they are requested before the wait: the
    // first step's into registers (preload; at batch 1 that is often the warp's whole slice), or
    // the first two steps' into L2. Not into registers for more than 8 rows, where the x
    // fragments of the upper half would push the fused-norm kernel past its 128 registers.
    const bool preloaded = !kTwoHalves && p.early == EarlyWeights::registers && kb_begin < kb_end;
    if (preloaded) load_weights(kb_begin);
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    if (p.early == EarlyWeights::l2 || (kTwoHalves && p.early == EarlyWeights::registers))
#pragma unroll
        for (int u = 0; u < 2 * kUnroll; ++u) {
            const int64_t k = static_cast<int64_t>(kb_begin + u) * kBlockK + 8 * t;
            if (kb_begin + u < kb_end && k < p.k)
#pragma unroll
                for (int j = 0; j < NT; ++j)
                    if (wrow[j]) prefetch_l2(wrow[j] + k);
        }
    asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
    // NORM: inv_rms of every batch row (x is final only after the wait), the same in every block.
    float inv_lo = 0.0f, inv_hi = 0.0f;
    if constexpr (NORM) {
        __shared__ float inv_rms[kGemvMaxRows];
        for (int r = warp; r < p.rows; r += kWarps) {  // uniform per warp
            const T* row = static_cast<const T*>(p.x) + r * p.k;
            float s = 0.0f;
#pragma unroll 4
            for (int64_t c = 8 * lane; c < p.k; c += 8 * 32) s = sum_sq8<T>(load_cached(row + c), s);
            s = warp_sum(s);
            // As rms_norm.cu: rsqrtf(sum / hidden + eps).
            if (lane == 0) inv_rms[r] = rsqrtf(s / static_cast<float>(p.k) + p.eps);
        }
        __syncthreads();  // before any return: every thread of the block gets here
        if (g < p.rows) inv_lo = inv_rms[g];
        if (kTwoHalves && g + 8 < p.rows) inv_hi = inv_rms[g + 8];
    }
    const T* norm_w = static_cast<const T*>(p.norm_w);
    // x for one step (normalised under NORM), then its MMAs with the step's weights in wv.
    const auto multiply = [&](int kb) {
        uint4 xl[kUnroll], xh[kUnroll];
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
            const int64_t k = static_cast<int64_t>(kb + u) * kBlockK + 8 * t;
            const bool ok = kb + u < kb_end && k < p.k;
            xl[u] = make_uint4(0, 0, 0, 0);
            if (ok && x_lo) xl[u] = load_cached(x_lo + k);
            xh[u] = make_uint4(0, 0, 0, 0);
            if (kTwoHalves && ok && x_hi) xh[u] = load_cached(x_hi + k);
            if constexpr (NORM) {
                // nw stays zero past k's end (and in inactive warps), so those x stay zero. Rows
                // past the batch have x = 0 and inv_rms = 0: their fragments stay zero (or NaN
                // for an infinite norm weight, which only reaches those rows' unused outputs).
                uint4 nw = make_uint4(0, 0, 0, 0);
                if (ok && active) nw = load_cached(norm_w + k);
                xl[u] = norm_vec<T>(xl[u], nw, inv_lo);
                if constexpr (kTwoHalves) xh[u] = norm_vec<T>(xh[u], nw, inv_hi);
            }
        }
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
#pragma unroll
            for (int j = 0; j < NT; ++j) {
                mma_16816<T>(acc[j], xl[u].x, xh[u].x, xl[u].y, xh[u].y, wv[u][j].x, wv[u][j].y);
                mma_16816<T>(acc[j], xl[u].z, xh[u].z, xl[u].w, xh[u].w, wv[u][j].z, wv[u][j].w);
            }
        }
    };
    int kb = kb_begin;
    if (preloaded) {  // the first step with the weights loaded before the wait
        multiply(kb);
        kb += kUnroll;
    }
    for (; kb < kb_end; kb += kUnroll) {
        load_weights(kb);
        multiply(kb);
    }

    if (ksplit > 1) {  // uniform over the block
        __shared__ float partial[kWarps][NT * 4][32];
#pragma unroll
        for (int j = 0; j < NT; ++j)
#pragma unroll
            for (int i = 0; i < 4; ++i) partial[warp][j * 4 + i][lane] = acc[j][i];
        __syncthreads();
        if (part != 0) return;
        for (int s = 1; s < ksplit; ++s)
#pragma unroll
            for (int j = 0; j < NT; ++j)
#pragma unroll
                for (int i = 0; i < 4; ++i) acc[j][i] += partial[warp + s][j * 4 + i][lane];
    }
    if (!active) return;

#pragma unroll
    for (int h = 0; h < (kTwoHalves ? 2 : 1); ++h) {
        const int r = g + 8 * h;
        if (r >= p.rows) continue;
        if constexpr (MODE == GemvMode::silu_mul) {
            const int64_t col = group * 8 + 2 * t;
            store_out<T>(p, r, col, silu(acc[0][2 * h]) * acc[1][2 * h],
                         silu(acc[0][2 * h + 1]) * acc[1][2 * h + 1], false);
        } else {
#pragma unroll
            for (int j = 0; j < NT; ++j) {
                const int64_t col = (group * NT + j) * 8 + 2 * t;
                store_out<T>(p, r, col, acc[j][2 * h], acc[j][2 * h + 1], MODE == GemvMode::add);
            }
        }
    }
}

template <typename T, int R, int NT, GemvMode MODE>
__global__ void __launch_bounds__(kThreads) folio_gemv_kernel(const Params p) {
    gemv_body<T, R, NT, MODE, false>(p);
}

// Two blocks per SM (128 registers): without the bound ptxas takes up to 164 for 16 rows, which
// leaves one block of 8 warps per SM where plan_gemv counts on 16.
template <typename T, int R, int NT, GemvMode MODE>
__global__ void __launch_bounds__(kThreads, 2) folio_rms_norm_gemv_kernel(const Params p) {
    gemv_body<T, R, NT, MODE, true>(p);
}

template <typename T, int R, int NT, GemvMode MODE, bool NORM>
cudaError_t launch_typed(const Params& p, bool programmatic, cudaStream_t stream) {
    const int64_t blocks = (p.groups + kWarps / p.ksplit - 1) / (kWarps / p.ksplit);
    const dim3 grid(static_cast<unsigned>(blocks));
    if constexpr (NORM)
        return launch_programmatic(programmatic, folio_rms_norm_gemv_kernel<T, R, NT, MODE>, grid,
                                   dim3(kThreads), 0, stream, p);
    else
        return launch_programmatic(programmatic, folio_gemv_kernel<T, R, NT, MODE>, grid,
                                   dim3(kThreads), 0, stream, p);
}

template <typename T, int R, bool NORM>
cudaError_t launch_rows(GemvMode mode, int tiles_per_warp, const Params& p, bool programmatic,
                        cudaStream_t stream) {
    switch (mode) {
        case GemvMode::silu_mul:
            return launch_typed<T, R, 2, GemvMode::silu_mul, NORM>(p, programmatic, stream);
        case GemvMode::store:
            return tiles_per_warp == 1
                       ? launch_typed<T, R, 1, GemvMode::store, NORM>(p, programmatic, stream)
                       : launch_typed<T, R, 2, GemvMode::store, NORM>(p, programmatic, stream);
        case GemvMode::add:
            if constexpr (NORM) {
                return cudaErrorInvalidValue;
            } else {
                return tiles_per_warp == 1
                           ? launch_typed<T, R, 1, GemvMode::add, false>(p, programmatic, stream)
                           : launch_typed<T, R, 2, GemvMode::add, false>(p, programmatic, stream);
            }
    }
    return cudaErrorInvalidValue;
}

template <typename T, bool NORM>
cudaError_t launch_dtype(GemvMode mode, int tiles_per_warp, const Params& p, bool programmatic,
                         cudaStream_t stream) {
    if (p.rows <= 1) return launch_rows<T, 1, NORM>(mode, tiles_per_warp, p, programmatic, stream);
    if (p.rows <= 2) return launch_rows<T, 2, NORM>(mode, tiles_per_warp, p, programmatic, stream);
    if (p.rows <= 4) return launch_rows<T, 4, NORM>(mode, tiles_per_warp, p, programmatic, stream);
    if (p.rows <= 8) return launch_rows<T, 8, NORM>(mode, tiles_per_warp, p, programmatic, stream);
    return launch_rows<T, 16, NORM>(mode, tiles_per_warp, p, programmatic, stream);
}

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

}  // namespace

bool gemv_supported(DType dtype, int64_t rows, int64_t k) {
    return dtype != DType::f32 && rows >= 1 && rows <= kGemvMaxRows && k > 0 && k % 8 == 0 &&
           ceil_div(k, kBlockK) < (int64_t(1) << 30);
}

GemvPlan plan_gemv(GemvMode mode, int64_t rows, int64_t n, int64_t k, int multiprocessors) {
    GemvPlan plan;
    const int64_t sms = multiprocessors > 0 ? multiprocessors : 132;
    // Two tiles per warp win most shapes of the plan sweep; since the weights are loaded before
    // the wait, one tile wins up to 8 rows where two would leave SMs without a block.
    const int64_t two_tile_groups = ceil_div(ceil_div(n, 8), 2);
    plan.tiles_per_warp = mode != GemvMode::silu_mul && rows <= 8 && two_tile_groups < sms ? 1 : 2;
    const int64_t groups = mode == GemvMode::silu_mul ? ceil_div(n, 8) : ceil_div(ceil_div(n, 8), plan.tiles_per_warp);
    const int64_t k_blocks = ceil_div(k, kBlockK);
    // Split k while the grid stays under about 16 warps per SM: the sweep's best split was 8 for
    // qkv (256 tile groups), o and down (64), and 4 for gate_up (384).
    const int64_t target_warps = sms * 16;
    plan.ksplit = 1;
    while (plan.ksplit < kWarps && groups * plan.ksplit * 2 <= target_warps && k_blocks >= plan.ksplit * 4)
        plan.ksplit *= 2;
    return plan;
}

namespace {

// norm_w: nullptr for the plain GEMV, else the RMSNorm weight (NORM kernels).
cudaError_t launch_any(DType dtype, GemvMode mode, void* out, const void* x, const void* norm_w,
                       float eps, const void* w, int64_t rows, int64_t n, int64_t k,
                       cudaStream_t stream, GemvPlan plan) {
    if (!gemv_supported(dtype, rows, k) || n <= 0) return cudaErrorInvalidValue;
    if (norm_w && mode == GemvMode::add) return cudaErrorInvalidValue;
    if (plan.tiles_per_warp == 0 || plan.ksplit == 0) {
        int device = 0, sms = 0;
        cudaError_t err = cudaGetDevice(&device);
        if (err == cudaSuccess)
            err = cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
        if (err != cudaSuccess) return err;
        const GemvPlan chosen = plan_gemv(mode, rows, n, k, sms);
        if (plan.tiles_per_warp == 0) plan.tiles_per_warp = chosen.tiles_per_warp;
        if (plan.ksplit == 0) plan.ksplit = chosen.ksplit;
    }
    if (mode == GemvMode::silu_mul) plan.tiles_per_warp = 2;
    if ((plan.tiles_per_warp != 1 && plan.tiles_per_warp != 2) ||
        (plan.ksplit != 1 && plan.ksplit != 2 && plan.ksplit != 4 && plan.ksplit != 8))
        return cudaErrorInvalidValue;

    Params p;
    p.out = out;
    p.x = x;
    p.w = w;
    p.norm_w = norm_w;
    p.eps = eps;
    p.rows = static_cast<int>(rows);
    p.ksplit = plan.ksplit;
    p.k_blocks = static_cast<int>(ceil_div(k, kBlockK));
    p.pair_store = n % 2 == 0 && reinterpret_cast<std::uintptr_t>(out) % 4 == 0;
    p.n = n;
    p.k = k;
    p.groups = mode == GemvMode::silu_mul ? ceil_div(n, 8)
                                          : ceil_div(ceil_div(n, 8), plan.tiles_per_warp);
    if (ceil_div(p.groups, kWarps / p.ksplit) >= (int64_t(1) << 31)) return cudaErrorInvalidValue;
    const int tiles = plan.tiles_per_warp;
    const bool pdl = plan.programmatic;
    p.early = !pdl ? EarlyWeights::none : plan.preload ? EarlyWeights::registers : EarlyWeights::l2;
    if (norm_w) {
        if (dtype == DType::bf16) return launch_dtype<__nv_bfloat16, true>(mode, tiles, p, pdl, stream);
        return launch_dtype<__half, true>(mode, tiles, p, pdl, stream);
    }
    if (dtype == DType::bf16) return launch_dtype<__nv_bfloat16, false>(mode, tiles, p, pdl, stream);
    return launch_dtype<__half, false>(mode, tiles, p, pdl, stream);
}

}  // namespace

cudaError_t launch_gemv(DType dtype, GemvMode mode, void* out, const void* x, const void* w,
                        int64_t rows, int64_t n, int64_t k, cudaStream_t stream, GemvPlan plan) {
    return launch_any(dtype, mode, out, x, nullptr, 0.0f, w, rows, n, k, stream, plan);
}

cudaError_t launch_rms_norm_gemv(DType dtype, GemvMode mode, void* out, const void* x,
                                 const void* norm_weight, float eps, const void* w, int64_t rows,
                                 int64_t n, int64_t k, cudaStream_t stream, GemvPlan plan) {
    if (!norm_weight || mode == GemvMode::add) return cudaErrorInvalidValue;
    return launch_any(dtype, mode, out, x, norm_weight, eps, w, rows, n, k, stream, plan);
}

}  // namespace folio::engine::kernels::cuda

// Per-head RMSNorm (optional) and rotate_half RoPE, 1D (Qwen3) or axial 2D (Pixtral).
// One block per token: its threads first compute the token's head_dim / 2 cos/sin pairs once into
// shared memory (every head of the token shares them), then each warp takes heads in turn. In a
// warp, lane l holds elements [l * E, (l + 1) * E) with E = head_dim / 32, so element j's
// rotate_half partner j +- head_dim / 2 sits in lane l ^ 16 at the same offset.
// qk_norm_rope_append: the same blocks also write the token's rotated k heads (right after
// rotating them, from registers) and its v heads (extra warp tasks after the q and k heads) to
// the paged caches at the token's slot; fp8 caches use kv_append's quantiser (fp8_quant.cuh),
// the row's amax a warp reduction, so the bytes are those of kv_append_paged.
// rope_2d_kernel: the vision tower's case (axial 2D, no norm, tens of thousands of patches). A
// block a token left it latency-bound (each lane moved 4 bytes of a head-64 row, and every block
// first computed its angles and waited on a barrier: ~1 TB/s), so there each thread rotates one
// 16-byte chunk of a few heads of a token, its angles computed in registers.
#include <type_traits>

#include "common.cuh"
#include "fp8_quant.cuh"

namespace folio::engine::kernels::cuda {
namespace {

constexpr int kWarpsPerBlock = 8;

// What the kernel does after rotating: nothing, or also append the token's k (rotated) and v
// rows to paged caches of T or of e4m3 bytes (qk_norm_rope_append).
enum class Append { none, plain, fp8 };

// One (slot, head) cache row from a warp: vec holds this lane's E elements (k already rounded
// to T, so the cache gets the same values as the in-place k). fp8: the warp's amax, then
// the quantiser of kv_append.cu (fp8_quant.cuh). Warp-uniform: every lane must call it.
template <typename T, int E, Append M>
__device__ __forceinline__ void append_row(const RopeAppend& a, bool is_k, int64_t slot, int kv_heads,
                                           int head, int lane, const Vec<T, E>& vec) {
    constexpr int kHeadDim = E * 32;
    const int64_t row = slot * kv_heads + head;
    if constexpr (M == Append::plain) {
        T* cache = static_cast<T*>(is_k ? a.k_cache : a.v_cache);
        *reinterpret_cast<Vec<T, E>*>(cache + row * kHeadDim + lane * E) = vec;
    } else if constexpr (M == Append::fp8) {
        float x[E];
        float amax = 0.0f;
#pragma unroll
        for (int e = 0; e < E; ++e) {
            x[e] = to_float(vec.v[e]);
            amax = fmaxf(amax, fabsf(x[e]));
        }
        const float scale = fp8_row_scale(warp_max(amax));
        uint8_t* cache = static_cast<uint8_t*>(is_k ? a.k_cache : a.v_cache);
        store_fp8<E>(cache + row * kHeadDim + lane * E, x, scale);
        if (lane == 0) (is_k ? a.k_scales : a.v_scales)[row] = scale;
    }
}

// Rows a warp loads before it processes the first (see the kernel's head loop).
constexpr int kHeadsInFlight = 4;

// This lane's elements of head task h of a token: q heads, then k heads, then (appending) the
// token's v heads.
template <typename T, int E, Append M>
__device__ __forceinline__ const T* head_row(const RopeTensor& q, const RopeTensor& k, const RopeAppend& kv,
                                             int64_t token, int h, int lane) {
    if constexpr (M != Append::none) {
        if (h >= q.heads + k.heads) {
            const int head = h - q.heads - k.heads;
            return static_cast<const T*>(kv.v) + token * kv.v_token_stride + head * kv.v_head_stride + lane * E;
        }
    }
    const bool is_q = h < q.heads;
    const RopeTensor& t = is_q ? q : k;
    const int head = is_q ? h : h - q.heads;
    return static_cast<const T*>(t.data) + token * t.token_stride + head * t.head_stride + lane * E;
}

template <typename T, int E, Append M>
__global__ void __launch_bounds__(kWarpsPerBlock * 32)
    rope_kernel(RopeTensor q, RopeTensor k, const int64_t* __restrict__ positions,
                const int64_t* __restrict__ cols, float theta, float eps, RopeAppend kv) {
    constexpr int kHeadDim = E * 32;
    FOLIO_ALLOW_DEPENDENTS();
    // A programmatic dependent of the kernel that wrote q and k (the qkv GEMV): only its
    // launch latency is hidden; everything is read after the wait.
    FOLIO_WAIT_FOR_PREVIOUS();
    __shared__ float cos_table[kHeadDim / 2], sin_table[kHeadDim / 2];
    const int64_t token = blockIdx.x;
    // Appending: heads [q.heads + k.heads, + k.heads) are the token's v heads, copied only when
    // its slot is in the pool (block-uniform).
    int64_t slot = -1;
    if constexpr (M != Append::none) slot = kv.slots[token];
    const bool write = M != Append::none && slot >= 0 && slot < kv.capacity;
    for (int f = threadIdx.x; f < kHeadDim / 2; f += blockDim.x) {
        int freq = f;
        float at = static_cast<float>(positions[token]);
        if (cols) {  // Pixtral: the first quarter rotates with the row, the second with the column
            const bool row_part = f < kHeadDim / 4;
            freq = row_part ? 2 * f : 2 * (f - kHeadDim / 4) + 1;
            if (!row_part) at = static_cast<float>(cols[token]);
        }
        const float inv_freq =
            1.0f / powf(theta, static_cast<float>(2 * freq) / static_cast<float>(kHeadDim));
        sincosf(at * inv_freq, &sin_table[f], &cos_table[f]);
    }
    __syncthreads();

    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    const bool first_half = lane < 16;
    float c[E], s[E];
#pragma unroll
    for (int e = 0; e < E; ++e) {
        c[e] = cos_table[(lane % 16) * E + e];
        s[e] = sin_table[(lane % 16) * E + e];
    }
    const int rotated = q.heads + k.heads;
    const int heads = rotated + (write ? k.heads : 0);
    // A warp's heads are h = warp, warp + 8, ...: up to kHeadsInFlight of them are loaded before
    // any is processed, so that each warp has several rows in flight (one row at a time left the
    // kernel latency-bound: 234 us for 42900 vision patches, ~1.5 TB/s).
    for (int h0 = warp; h0 < heads; h0 += kWarpsPerBlock * kHeadsInFlight) {  // warp-uniform
        Vec<T, E> rows[kHeadsInFlight];
#pragma unroll
        for (int i = 0; i < kHeadsInFlight; ++i) {
            const int h = h0 + i * kWarpsPerBlock;
            if (h < heads) rows[i] = *reinterpret_cast<const Vec<T, E>*>(head_row<T, E, M>(q, k, kv, token, h, lane));
        }
#pragma unroll
        for (int i = 0; i < kHeadsInFlight; ++i) {
            const int h = h0 + i * kWarpsPerBlock;
            if (h >= heads) break;
            if constexpr (M != Append::none) {
                if (h >= rotated) {  // a v head: straight to the cache
                    append_row<T, E, M>(kv, false, slot, k.heads, h - rotated, lane, rows[i]);
                    continue;
                }
            }
            const bool is_q = h < q.heads;
            const RopeTensor& t = is_q ? q : k;
            const int head = is_q ? h : h - q.heads;
            float x[E];
#pragma unroll
            for (int e = 0; e < E; ++e) x[e] = to_float(rows[i].v[e]);
            if (t.norm_weight) {
                float sum_sq = 0.0f;
#pragma unroll
                for (int e = 0; e < E; ++e) sum_sq += x[e] * x[e];
                const float inv_rms = rsqrtf(warp_sum(sum_sq) / kHeadDim + eps);
                float w[E];
                load_vec<T, E>(static_cast<const T*>(t.norm_weight) + lane * E, w);
#pragma unroll
                for (int e = 0; e < E; ++e) x[e] = x[e] * inv_rms * w[e];
            }
            Vec<T, E> out;
#pragma unroll
            for (int e = 0; e < E; ++e) {
                const float partner = __shfl_xor_sync(0xffffffffu, x[e], 16);
                out.v[e] = from_float<T>(first_half ? x[e] * c[e] - partner * s[e]
                                                    : x[e] * c[e] + partner * s[e]);
            }
            *reinterpret_cast<Vec<T, E>*>(static_cast<T*>(t.data) + token * t.token_stride + head * t.head_stride +
                                          lane * E) = out;
            if constexpr (M != Append::none) {
                if (!is_q && write) append_row<T, E, M>(kv, true, slot, k.heads, head, lane, out);
            }
        }
    }
}

// Heads a thread of rope_2d_kernel rotates (their loads are all in flight before any is used).
constexpr int kHeadsPerThread = 4;

// Thread (token, head group g, chunk c) rotates elements [c * C, (c + 1) * C) of the first half
// and their rotate_half partners D / 2 later, of heads g, g + G, g + 2G, ... (G head groups), q
// heads first, then k heads. The angles are the same expressions as rope_kernel's.
template <typename T, int D>
__global__ void __launch_bounds__(256)
    rope_2d_kernel(RopeTensor q, RopeTensor k, const int64_t* __restrict__ rows,
                   const int64_t* __restrict__ cols, int64_t tokens, float theta) {
    constexpr int C = 16 / sizeof(T), kChunks = D / 2 / C;
    FOLIO_ALLOW_DEPENDENTS();
    __shared__ float inv_freq[D / 2];
    for (int f = threadIdx.x; f < D / 2; f += blockDim.x) {
        const int freq = f < D / 4 ? 2 * f : 2 * (f - D / 4) + 1;
        inv_freq[f] = 1.0f / powf(theta, static_cast<float>(2 * freq) / static_cast<float>(D));
    }
    __syncthreads();
    FOLIO_WAIT_FOR_PREVIOUS();
    const int heads = q.heads + k.heads;
    const int groups = (heads + kHeadsPerThread - 1) / kHeadsPerThread;
    const int64_t index = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    if (index >= tokens * groups * kChunks) return;
    const int chunk = static_cast<int>(index % kChunks);
    const int group = static_cast<int>(index / kChunks % groups);
    const int64_t token = index / kChunks / groups;
    const float row = static_cast<float>(rows[token]), col = static_cast<float>(cols[token]);
    float c[C], s[C];
#pragma unroll
    for (int e = 0; e < C; ++e) {
        const int f = chunk * C + e;
        sincosf((f < D / 4 ? row : col) * inv_freq[f], &s[e], &c[e]);
    }
    const auto row_of = [&](int h) {
        const bool is_q = h < q.heads;
        const RopeTensor& t = is_q ? q : k;
        return static_cast<T*>(t.data) + token * t.token_stride + (is_q ? h : h - q.heads) * t.head_stride + chunk * C;
    };
    Vec<T, C> first[kHeadsPerThread], second[kHeadsPerThread];
#pragma unroll
    for (int i = 0; i < kHeadsPerThread; ++i) {
        const int h = group + i * groups;
        if (h >= heads) break;
        const T* p = row_of(h);
        first[i] = *reinterpret_cast<const Vec<T, C>*>(p);
        second[i] = *reinterpret_cast<const Vec<T, C>*>(p + D / 2);
    }
#pragma unroll
    for (int i = 0; i < kHeadsPerThread; ++i) {
        const int h = group + i * groups;
        if (h >= heads) break;
        Vec<T, C> a, b;
#pragma unroll
        for (int e = 0; e < C; ++e) {
            const float x = to_float(first[i].v[e]), partner = to_float(second[i].v[e]);
            a.v[e] = from_float<T>(x * c[e] - partner * s[e]);
            b.v[e] = from_float<T>(partner * c[e] + x * s[e]);
        }
        T* p = row_of(h);
        *reinterpret_cast<Vec<T, C>*>(p) = a;
        *reinterpret_cast<Vec<T, C>*>(p + D / 2) = b;
    }
}

// Whether rope_2d_kernel's 16-byte accesses fit the tensor's layout.
template <typename T>
bool chunk_aligned(const RopeTensor& t) {
    constexpr int C = 16 / sizeof(T);
    return reinterpret_cast<uintptr_t>(t.data) % 16 == 0 && t.token_stride % C == 0 && t.head_stride % C == 0;
}

template <typename T, int D>
cudaError_t launch_2d(RopeTensor q, RopeTensor k, int64_t tokens, const int64_t* rows, const int64_t* cols,
                      float theta, bool programmatic, cudaStream_t stream) {
    constexpr int C = 16 / sizeof(T);
    const int64_t groups = (q.heads + k.heads + kHeadsPerThread - 1) / kHeadsPerThread;
    const int64_t blocks = (tokens * groups * (D / 2 / C) + 255) / 256;
    if (blocks > 0x7fffffff) return cudaErrorInvalidValue;
    return launch_programmatic(programmatic, rope_2d_kernel<T, D>, dim3(static_cast<unsigned>(blocks)), dim3(256), 0,
                               stream, q, k, rows, cols, tokens, theta);
}

template <typename T, int E, Append M>
cudaError_t launch(RopeTensor q, RopeTensor k, int64_t tokens, const int64_t* positions,
                   const int64_t* cols, float theta, float eps, RopeAppend kv, bool programmatic,
                   cudaStream_t stream) {
    if (tokens > 0x7fffffff) return cudaErrorInvalidValue;
    return launch_programmatic(programmatic, rope_kernel<T, E, M>,
                               dim3(static_cast<unsigned>(tokens)), dim3(kWarpsPerBlock * 32), 0,
                               stream, q, k, positions, cols, theta, eps, kv);
}

template <Append M>
cudaError_t dispatch(DType dtype, RopeTensor q, RopeTensor k, int64_t tokens, int head_dim,
                     const int64_t* positions, const int64_t* cols, float theta, float eps,
                     RopeAppend kv, bool programmatic, cudaStream_t stream) {
    return dispatch_dtype(dtype, [&](auto tag) -> cudaError_t {
        using T = decltype(tag);
        if constexpr (M == Append::fp8 && std::is_same_v<T, float>) {
            return cudaErrorInvalidValue;  // as launch_kv_append_fp8: fp32 takes the fallback
        } else {
            if constexpr (M == Append::none) {
                const bool plain_2d = cols && !q.norm_weight && !k.norm_weight && chunk_aligned<T>(q) &&
                                      chunk_aligned<T>(k);
                if (plain_2d && head_dim == 64) return launch_2d<T, 64>(q, k, tokens, positions, cols, theta, programmatic, stream);
                if (plain_2d && head_dim == 128) return launch_2d<T, 128>(q, k, tokens, positions, cols, theta, programmatic, stream);
                if (plain_2d && head_dim == 256) return launch_2d<T, 256>(q, k, tokens, positions, cols, theta, programmatic, stream);
            }
            switch (head_dim) {
                case 64:
                    return launch<T, 2, M>(q, k, tokens, positions, cols, theta, eps, kv,
                                             programmatic, stream);
                case 128:
                    return launch<T, 4, M>(q, k, tokens, positions, cols, theta, eps, kv,
                                             programmatic, stream);
                case 256:
                    return launch<T, 8, M>(q, k, tokens, positions, cols, theta, eps, kv,
                                             programmatic, stream);
            }
            return cudaErrorInvalidValue;
        }
    });
}

}  // namespace

bool rope_supported(int head_dim) { return head_dim == 64 || head_dim == 128 || head_dim == 256; }

cudaError_t launch_rope(DType dtype, RopeTensor q, RopeTensor k, int64_t tokens, int head_dim,
                        const int64_t* positions, const int64_t* cols, float theta, float eps,
                        bool programmatic, cudaStream_t stream) {
    if (tokens == 0) return cudaSuccess;
    return dispatch<Append::none>(dtype, q, k, tokens, head_dim, positions, cols, theta, eps,
                                  RopeAppend{}, programmatic, stream);
}

cudaError_t launch_qk_norm_rope_append(DType dtype, RopeTensor q, RopeTensor k, RopeAppend kv,
                                       int64_t tokens, int head_dim, const int64_t* positions,
                                       float theta, float eps, bool programmatic,
                                       cudaStream_t stream) {
    if (tokens == 0) return cudaSuccess;
    if (kv.fp8)
        return dispatch<Append::fp8>(dtype, q, k, tokens, head_dim, positions, nullptr, theta,
                                     eps, kv, programmatic, stream);
    return dispatch<Append::plain>(dtype, q, k, tokens, head_dim, positions, nullptr, theta, eps,
                                   kv, programmatic, stream);
}

}  // namespace folio::engine::kernels::cuda

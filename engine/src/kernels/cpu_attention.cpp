// CPU paged decode attention (cpu_attention.h).
#include "kernels/cpu_attention.h"

#include <ATen/Parallel.h>
#include <ATen/ops/empty.h>
#include <c10/util/BFloat16.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "kernels/x86_simd.h"

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace folio::engine::kernels::cpu {
namespace {

// Query heads per kv head the AVX-512 rows keep in registers (LightOnOCR: 2).
constexpr int64_t kMaxGroup = 8;

// One cache row (head_dim elements of T) against fp32 vectors: dot products and axpy.
template <typename T>
struct PortableRow {
    static float dot(const float* q, const T* k, int64_t d) {
        float sum = 0;
        for (int64_t i = 0; i < d; ++i) sum += q[i] * static_cast<float>(k[i]);
        return sum;
    }
    static void axpy(float* acc, float p, const T* v, int64_t d) {
        for (int64_t i = 0; i < d; ++i) acc[i] += p * static_cast<float>(v[i]);
    }
    static void dots(const float* q, const T* k, int64_t d, int64_t g, float* scores, int64_t stride) {
        for (int64_t j = 0; j < g; ++j) scores[j * stride] = dot(q + j * d, k, d);
    }
    static void axpys(float* acc, const float* p, int64_t stride, const T* v, int64_t d, int64_t g) {
        for (int64_t j = 0; j < g; ++j) axpy(acc + j * d, p[j * stride], v, d);
    }
};

#ifdef FOLIO_X86_SIMD
template <typename T>
__attribute__((target("avx512f"))) inline __m512 load16(const T* p) {
    if constexpr (std::is_same_v<T, float>) {
        return _mm512_loadu_ps(p);
    } else {  // bf16: the upper half of an fp32
        const __m256i raw = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
        return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(raw), 16));
    }
}

// head_dim % 16 == 0. Each cache row is widened once for all g query heads of its group.
template <typename T>
struct Avx512Row {
    // scores[j * stride] = q_j . k for j < g (q rows d apart).
    __attribute__((target("avx512f"))) static void dots(const float* q, const T* k, int64_t d, int64_t g,
                                                        float* scores, int64_t stride) {
        __m512 sum[kMaxGroup];
        for (int64_t j = 0; j < g; ++j) sum[j] = _mm512_setzero_ps();
        for (int64_t i = 0; i < d; i += 16) {
            const __m512 kv = load16(k + i);
            for (int64_t j = 0; j < g; ++j) sum[j] = _mm512_fmadd_ps(_mm512_loadu_ps(q + j * d + i), kv, sum[j]);
        }
        for (int64_t j = 0; j < g; ++j) scores[j * stride] = _mm512_reduce_add_ps(sum[j]);
    }
    // acc_j += p[j * stride] * v for j < g (acc rows d apart).
    __attribute__((target("avx512f"))) static void axpys(float* acc, const float* p, int64_t stride, const T* v,
                                                         int64_t d, int64_t g) {
        for (int64_t i = 0; i < d; i += 16) {
            const __m512 vv = load16(v + i);
            for (int64_t j = 0; j < g; ++j) {
                float* a = acc + j * d + i;
                _mm512_storeu_ps(a, _mm512_fmadd_ps(_mm512_set1_ps(p[j * stride]), vv, _mm512_loadu_ps(a)));
            }
        }
    }
};

bool has_avx512() {
    static const bool yes = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx512f");
    }();
    return yes;
}
#endif

struct Problem {
    int64_t heads, kv_heads, group, d, block_size, table_width;
    const std::int32_t* tables;
    const std::int32_t* lens;
    float scale;
};

// One (sequence b, kv head h): the group's query heads over the sequence's context.
template <typename T, typename Row>
void attend(const Problem& p, const T* q, const T* k_cache, const T* v_cache, T* out, int64_t b, int64_t h) {
    const int64_t length = std::max<int64_t>(p.lens[b], 0), g = p.group, d = p.d;
    std::vector<float> qf(static_cast<size_t>(g * d)), acc(static_cast<size_t>(g * d), 0.0f),
        scores(static_cast<size_t>(g * std::max<int64_t>(length, 1)));
    for (int64_t j = 0; j < g; ++j)
        for (int64_t i = 0; i < d; ++i)
            qf[j * d + i] = static_cast<float>(q[(b * p.heads + h * g + j) * d + i]) * p.scale;
    const std::int32_t* table = p.tables + b * p.table_width;
    const auto row = [&](const T* cache, int64_t t) {
        const int64_t block = table[t / p.block_size];
        return cache + ((block * p.block_size + t % p.block_size) * p.kv_heads + h) * d;
    };
    // A head's rows lie kv_heads * d elements apart, one or two cache lines each: fetched this many
    // tokens ahead, the loads overlap instead of waiting on memory one row at a time.
    constexpr int64_t kAhead = 16;
    const auto prefetch = [&](const T* cache, int64_t t) {
        if (t >= length) return;
        const char* bytes = reinterpret_cast<const char*>(row(cache, t));
        for (int64_t b = 0; b < d * static_cast<int64_t>(sizeof(T)); b += 64) __builtin_prefetch(bytes + b);
    };
    for (int64_t t = 0; t < length; ++t) {
        prefetch(k_cache, t + kAhead);
        Row::dots(qf.data(), row(k_cache, t), d, g, &scores[t], length);
    }
    std::vector<float> total(static_cast<size_t>(g), 0.0f);
    for (int64_t j = 0; j < g; ++j) {
        float* s = &scores[j * length];
        const float largest = length > 0 ? *std::max_element(s, s + length) : 0.0f;
        for (int64_t t = 0; t < length; ++t) total[j] += (s[t] = std::exp(s[t] - largest));
    }
    for (int64_t t = 0; t < length; ++t) {
        prefetch(v_cache, t + kAhead);
        Row::axpys(acc.data(), &scores[t], length, row(v_cache, t), d, g);
    }
    for (int64_t j = 0; j < g; ++j) {
        T* o = out + (b * p.heads + h * g + j) * d;
        const float norm = total[j] > 0 ? 1.0f / total[j] : 0.0f;
        for (int64_t i = 0; i < d; ++i) o[i] = static_cast<T>(acc[j * d + i] * norm);
    }
}

template <typename T>
void run(const Problem& p, const at::Tensor& q, const at::Tensor& k_cache, const at::Tensor& v_cache,
         const at::Tensor& out, int64_t batch) {
    const T* qp = static_cast<const T*>(q.data_ptr());
    const T* kp = static_cast<const T*>(k_cache.data_ptr());
    const T* vp = static_cast<const T*>(v_cache.data_ptr());
    T* op = static_cast<T*>(out.data_ptr());
    auto task = &attend<T, PortableRow<T>>;
#ifdef FOLIO_X86_SIMD
    if (has_avx512() && p.d % 16 == 0 && p.group <= kMaxGroup) task = &attend<T, Avx512Row<T>>;
#endif
    at::parallel_for(0, batch * p.kv_heads, 1, [&](int64_t begin, int64_t end) {
        for (int64_t i = begin; i < end; ++i) task(p, qp, kp, vp, op, i / p.kv_heads, i % p.kv_heads);
    });
}

}  // namespace

bool decode_attention_takes(const at::Tensor& q, const at::Tensor& k_cache, const at::Tensor& v_cache,
                            const at::Tensor& block_tables, const at::Tensor& context_lens) {
    const at::ScalarType t = q.scalar_type();
    return q.device().is_cpu() && (t == at::kBFloat16 || t == at::kFloat) && k_cache.scalar_type() == t &&
           v_cache.scalar_type() == t && q.dim() == 3 && k_cache.dim() == 4 && k_cache.sizes() == v_cache.sizes() &&
           k_cache.is_contiguous() && v_cache.is_contiguous() && block_tables.scalar_type() == at::kInt &&
           context_lens.scalar_type() == at::kInt && block_tables.is_contiguous() && context_lens.is_contiguous();
}

at::Tensor decode_attention(const at::Tensor& q_in, const at::Tensor& k_cache, const at::Tensor& v_cache,
                            const at::Tensor& block_tables, const at::Tensor& context_lens, double scale) {
    const at::Tensor q = q_in.contiguous();
    Problem p{};
    const int64_t batch = q.size(0);
    p.heads = q.size(1);
    p.d = q.size(2);
    p.block_size = k_cache.size(1);
    p.kv_heads = k_cache.size(2);
    p.group = p.heads / p.kv_heads;
    p.table_width = block_tables.size(1);
    p.tables = block_tables.data_ptr<std::int32_t>();
    p.lens = context_lens.data_ptr<std::int32_t>();
    p.scale = static_cast<float>(scale);
    at::Tensor out = at::empty(q.sizes(), q.options());
    if (q.scalar_type() == at::kBFloat16) run<c10::BFloat16>(p, q, k_cache, v_cache, out, batch);
    else run<float>(p, q, k_cache, v_cache, out, batch);
    return out;
}

void advise_huge_pages(const at::Tensor& t) {
#ifdef __linux__
    constexpr std::uintptr_t kHuge = 2u << 20;
    if (!t.defined() || !t.device().is_cpu() || t.nbytes() < 4 * kHuge) return;
    const auto start = reinterpret_cast<std::uintptr_t>(t.data_ptr());
    const std::uintptr_t first = (start + kHuge - 1) & ~(kHuge - 1), last = (start + t.nbytes()) & ~(kHuge - 1);
    if (last > first) madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);  // advice only
#else
    (void)t;
#endif
}

}  // namespace folio::engine::kernels::cpu

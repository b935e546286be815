// CPU paged decode attention (cpu_attention.h).
#include "kernels/cpu_attention.h"

#include <ATen/Parallel.h>
#include <ATen/ops/empty.h>
#include <c10/util/BFloat16.h>
#include <c10/util/Float8_e4m3fn.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
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
// Tokens whose scores are taken before their values are summed: the softmax's running maximum
// moves (and the sums are rescaled) at most once per this many tokens.
constexpr int64_t kChunk = 64;
// Fewer context tokens than this per thread are not worth a thread's start.
constexpr int64_t kMinTokensPerThread = 64;

// One cache row (head_dim elements of T) against fp32 vectors: dot products, axpy and exp.
template <typename T>
struct PortableRow {
    static void dots(const float* q, const T* k, int64_t d, int64_t g, float* scores, int64_t stride) {
        for (int64_t j = 0; j < g; ++j) {
            float sum = 0;
            for (int64_t i = 0; i < d; ++i) sum += q[j * d + i] * static_cast<float>(k[i]);
            scores[j * stride] = sum;
        }
    }
    static void axpys(float* acc, const float* p, int64_t stride, float weight, const T* v, int64_t d, int64_t g) {
        for (int64_t j = 0; j < g; ++j) {
            const float pj = p[j * stride] * weight;
            for (int64_t i = 0; i < d; ++i) acc[j * d + i] += pj * static_cast<float>(v[i]);
        }
    }
    // x[i] = exp(x[i] - shift); returns their sum.
    static float exp_shifted(float* x, int64_t n, float shift) {
        float sum = 0;
        for (int64_t i = 0; i < n; ++i) sum += (x[i] = std::exp(x[i] - shift));
        return sum;
    }
};

#ifdef FOLIO_X86_SIMD
template <typename T>
__attribute__((target("avx512f"))) inline __m512 load16(const T* p) {
    if constexpr (std::is_same_v<T, float>) {
        return _mm512_loadu_ps(p);
    } else if constexpr (std::is_same_v<T, c10::Float8_e4m3fn>) {
        // e4m3's exponent and mantissa bits placed in an fp16's read as 2^-8 times the value,
        // subnormals included; fp16 widens without the microcode assists that fp32 subnormals
        // (the same bits placed in an fp32) would take.
        const __m256i code = _mm256_cvtepu8_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
        const __m256i half = _mm256_or_si256(_mm256_and_si256(_mm256_slli_epi16(code, 7), _mm256_set1_epi16(0x3f80)),
                                             _mm256_and_si256(_mm256_slli_epi16(code, 8), _mm256_set1_epi16(-0x8000)));
        return _mm512_mul_ps(_mm512_cvtph_ps(half), _mm512_set1_ps(256.0f));
    } else {  // bf16: the upper half of an fp32
        const __m256i raw = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
        return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(raw), 16));
    }
}

// exp(x) to about 2 ulp: 2^n * e^r with |r| <= ln2 / 2 and a degree-6 Taylor polynomial. Inputs
// below -87 (softmax weights under 1e-38) give 2^-126 or less.
__attribute__((target("avx512f"))) inline __m512 exp16(__m512 x) {
    x = _mm512_max_ps(_mm512_min_ps(x, _mm512_set1_ps(88.0f)), _mm512_set1_ps(-87.0f));
    const __m512 n = _mm512_roundscale_ps(_mm512_mul_ps(x, _mm512_set1_ps(1.44269504f)),
                                          _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m512 r = _mm512_fnmadd_ps(n, _mm512_set1_ps(0.693145752f), x);
    r = _mm512_fnmadd_ps(n, _mm512_set1_ps(1.42860677e-6f), r);
    __m512 poly = _mm512_set1_ps(1.0f / 720);
    poly = _mm512_fmadd_ps(poly, r, _mm512_set1_ps(1.0f / 120));
    poly = _mm512_fmadd_ps(poly, r, _mm512_set1_ps(1.0f / 24));
    poly = _mm512_fmadd_ps(poly, r, _mm512_set1_ps(1.0f / 6));
    poly = _mm512_fmadd_ps(poly, r, _mm512_set1_ps(0.5f));
    poly = _mm512_fmadd_ps(poly, r, _mm512_set1_ps(1.0f));
    poly = _mm512_fmadd_ps(poly, r, _mm512_set1_ps(1.0f));
    return _mm512_scalef_ps(poly, n);
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
    // acc_j += p[j * stride] * weight * v for j < g (acc rows d apart).
    __attribute__((target("avx512f"))) static void axpys(float* acc, const float* p, int64_t stride, float weight,
                                                         const T* v, int64_t d, int64_t g) {
        __m512 pj[kMaxGroup];
        for (int64_t j = 0; j < g; ++j) pj[j] = _mm512_set1_ps(p[j * stride] * weight);
        for (int64_t i = 0; i < d; i += 16) {
            const __m512 vv = load16(v + i);
            for (int64_t j = 0; j < g; ++j) {
                float* a = acc + j * d + i;
                _mm512_storeu_ps(a, _mm512_fmadd_ps(pj[j], vv, _mm512_loadu_ps(a)));
            }
        }
    }
    __attribute__((target("avx512f"))) static float exp_shifted(float* x, int64_t n, float shift) {
        const __m512 s = _mm512_set1_ps(shift);
        __m512 sum = _mm512_setzero_ps();
        for (int64_t i = 0; i < n; i += 16) {
            const __mmask16 live = n - i >= 16 ? __mmask16(0xffff) : __mmask16((1u << (n - i)) - 1);
            const __m512 e = exp16(_mm512_sub_ps(_mm512_maskz_loadu_ps(live, x + i), s));
            _mm512_mask_storeu_ps(x + i, live, e);
            sum = _mm512_mask_add_ps(sum, live, sum, e);
        }
        return _mm512_reduce_add_ps(sum);
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
    // fp8 caches: each row's scale [blocks, block_size, kv_heads]; null otherwise.
    const float* k_scales;
    const float* v_scales;
};

// A stretch [begin, end) of sequence seq's context, attended by one thread on its own.
struct Span {
    int64_t seq, begin, end;
};

// What a span leaves for the merge, per query head: the largest score, the sum of exp(score -
// largest) and the values weighted by those exps (heads * d).
struct PartialView {
    float* largest;
    float* total;
    float* acc;
};

PartialView partial_of(float* partials, int64_t span, int64_t heads, int64_t d) {
    float* base = partials + span * heads * (d + 2);
    return {base, base + heads, base + 2 * heads};
}

// All query heads of one span, kChunk tokens at a time, every kv head of a token read together
// (a token's rows are contiguous in the cache, so the span streams through memory): first the
// chunk's scores, then the running maximum, then its values.
template <typename T, typename Row>
void attend_span(const Problem& p, const float* q, const T* k_cache, const T* v_cache, const Span& span,
                 PartialView part) {
    const int64_t heads = p.heads, g = p.group, d = p.d, row_elems = p.kv_heads * d;
    thread_local std::vector<float> scores_storage;
    if (static_cast<int64_t>(scores_storage.size()) < heads * kChunk)
        scores_storage.resize(static_cast<size_t>(heads * kChunk));
    float* scores = scores_storage.data();  // [heads][kChunk]
    const float* qs = q + span.seq * heads * d;
    const std::int32_t* table = p.tables + span.seq * p.table_width;
    const auto token_index = [&](int64_t t) {  // the token's place in the pool: block * block_size + offset
        return static_cast<int64_t>(table[t / p.block_size]) * p.block_size + t % p.block_size;
    };
    const auto token_rows = [&](const T* cache, int64_t t) { return cache + token_index(t) * row_elems; };
    // The next block may lie anywhere in the pool: its first rows are fetched this many tokens
    // ahead, so its loads overlap the current ones instead of waiting on memory.
    constexpr int64_t kAhead = 4;
    const auto prefetch = [&](const T* cache, int64_t t) {
        if (t >= span.end) return;
        const char* bytes = reinterpret_cast<const char*>(token_rows(cache, t));
        for (int64_t b = 0; b < row_elems * static_cast<int64_t>(sizeof(T)); b += 64) __builtin_prefetch(bytes + b);
    };
    std::fill(part.largest, part.largest + heads, -std::numeric_limits<float>::infinity());
    std::fill(part.total, part.total + heads, 0.0f);
    std::fill(part.acc, part.acc + heads * d, 0.0f);
    for (int64_t start = span.begin; start < span.end; start += kChunk) {
        const int64_t n = std::min(kChunk, span.end - start);
        for (int64_t i = 0; i < n; ++i) {
            prefetch(k_cache, start + i + kAhead);
            const T* rows = token_rows(k_cache, start + i);
            for (int64_t h = 0; h < p.kv_heads; ++h)
                Row::dots(qs + h * g * d, rows + h * d, d, g, scores + h * g * kChunk + i, kChunk);
            if (p.k_scales) {
                const float* row_scales = p.k_scales + token_index(start + i) * p.kv_heads;
                for (int64_t j = 0; j < heads; ++j) scores[j * kChunk + i] *= row_scales[j / g];
            }
        }
        for (int64_t j = 0; j < heads; ++j) {
            float* s = scores + j * kChunk;
            const float before = part.largest[j], largest = std::max(before, *std::max_element(s, s + n));
            if (largest > before) {  // rescale what the earlier chunks summed
                const float factor = std::exp(before - largest);
                part.total[j] *= factor;
                for (int64_t i = 0; i < d; ++i) part.acc[j * d + i] *= factor;
                part.largest[j] = largest;
            }
            part.total[j] += Row::exp_shifted(s, n, largest);
        }
        for (int64_t i = 0; i < n; ++i) {
            prefetch(v_cache, start + i + kAhead);
            const T* rows = token_rows(v_cache, start + i);
            const float* row_scales = p.v_scales ? p.v_scales + token_index(start + i) * p.kv_heads : nullptr;
            for (int64_t h = 0; h < p.kv_heads; ++h)
                Row::axpys(part.acc + h * g * d, scores + h * g * kChunk + i, kChunk, row_scales ? row_scales[h] : 1.0f,
                           rows + h * d, d, g);
        }
    }
}

// The spans of one call, with the scratch they write, kept between calls: no allocation once a
// thread has seen the largest batch.
struct Plan {
    std::vector<Span> spans;
    std::vector<int64_t> first_span;  // per thread's piece, then one past the last: spans[first..next)
    std::vector<int64_t> seq_first;   // per sequence: its first span (spans are ordered by sequence)
    std::vector<float> query;         // [batch, heads, d], scaled, fp32
    std::vector<float> partials;      // per span: PartialView
    std::vector<float> merged;        // one head's sum in the merge
};

// Cuts the batch's context tokens, all sequences end to end, into `pieces` equal parts, each part
// into spans at the sequences' ends.
void plan_spans(Plan& plan, const std::int32_t* lens, int64_t batch, int64_t pieces) {
    int64_t total = 0;
    for (int64_t b = 0; b < batch; ++b) total += std::max<int64_t>(lens[b], 0);
    plan.spans.clear();
    plan.first_span.assign(static_cast<size_t>(pieces + 1), 0);
    plan.seq_first.assign(static_cast<size_t>(batch + 1), 0);
    int64_t seq = 0, offset = 0;  // where the next piece starts: token offset in sequence seq
    for (int64_t piece = 0; piece < pieces; ++piece) {
        plan.first_span[static_cast<size_t>(piece)] = static_cast<int64_t>(plan.spans.size());
        int64_t left = (piece + 1) * total / pieces - piece * total / pieces;
        while (left > 0) {
            const int64_t length = std::max<int64_t>(lens[seq], 0);
            if (offset == length) {
                ++seq, offset = 0;
                continue;
            }
            const int64_t take = std::min(left, length - offset);
            plan.spans.push_back({seq, offset, offset + take});
            offset += take, left -= take;
        }
    }
    plan.first_span[static_cast<size_t>(pieces)] = static_cast<int64_t>(plan.spans.size());
    size_t s = 0;
    for (int64_t b = 0; b <= batch; ++b) {
        while (s < plan.spans.size() && plan.spans[s].seq < b) ++s;
        plan.seq_first[static_cast<size_t>(b)] = static_cast<int64_t>(s);
    }
}

// Each query head's output from its sequence's spans (none: zeros, an empty context).
template <typename T>
void merge(Plan& plan, const Problem& p, int64_t batch, T* out) {
    const int64_t heads = p.heads, d = p.d;
    float* partials = plan.partials.data();
    plan.merged.resize(static_cast<size_t>(d));
    for (int64_t b = 0; b < batch; ++b) {
        const int64_t first = plan.seq_first[static_cast<size_t>(b)], last = plan.seq_first[static_cast<size_t>(b + 1)];
        for (int64_t j = 0; j < heads; ++j) {
            T* o = out + (b * heads + j) * d;
            float largest = -std::numeric_limits<float>::infinity();
            for (int64_t s = first; s < last; ++s) largest = std::max(largest, partial_of(partials, s, heads, d).largest[j]);
            float* sum = plan.merged.data();
            std::fill(sum, sum + d, 0.0f);
            float total = 0;
            for (int64_t s = first; s < last; ++s) {
                const PartialView part = partial_of(partials, s, heads, d);
                const float weight = std::exp(part.largest[j] - largest);
                total += weight * part.total[j];
                for (int64_t i = 0; i < d; ++i) sum[i] += weight * part.acc[j * d + i];
            }
            const float norm = total > 0 ? 1.0f / total : 0.0f;
            for (int64_t i = 0; i < d; ++i) o[i] = static_cast<T>(sum[i] * norm);
        }
    }
}

template <typename T, typename C>
void run(const Problem& p, const at::Tensor& q, const at::Tensor& k_cache, const at::Tensor& v_cache,
         const at::Tensor& out, int64_t batch, float scale) {
    // The calling thread's plan; the workers reach it through this reference (a thread_local named
    // inside the lambda would be each worker's own).
    thread_local Plan callers_plan;
    Plan& plan = callers_plan;
    int64_t total = 0;
    for (int64_t b = 0; b < batch; ++b) total += std::max<int64_t>(p.lens[b], 0);
    const int64_t pieces =
        std::clamp<int64_t>(total / kMinTokensPerThread, 1, std::max<int64_t>(at::get_num_threads(), 1));
    plan_spans(plan, p.lens, batch, pieces);
    const T* qp = static_cast<const T*>(q.data_ptr());
    plan.query.resize(static_cast<size_t>(batch * p.heads * p.d));
    for (size_t i = 0; i < plan.query.size(); ++i) plan.query[i] = static_cast<float>(qp[i]) * scale;
    plan.partials.resize(plan.spans.size() * static_cast<size_t>(p.heads * (p.d + 2)));
    const C* kp = static_cast<const C*>(k_cache.data_ptr());
    const C* vp = static_cast<const C*>(v_cache.data_ptr());
    auto task = &attend_span<C, PortableRow<C>>;
#ifdef FOLIO_X86_SIMD
    if (has_avx512() && p.d % 16 == 0 && p.group <= kMaxGroup) task = &attend_span<C, Avx512Row<C>>;
#endif
    at::parallel_for(0, pieces, 1, [&](int64_t begin, int64_t end) {
        for (int64_t piece = begin; piece < end; ++piece)
            for (int64_t s = plan.first_span[static_cast<size_t>(piece)]; s < plan.first_span[static_cast<size_t>(piece + 1)]; ++s)
                task(p, plan.query.data(), kp, vp, plan.spans[static_cast<size_t>(s)],
                     partial_of(plan.partials.data(), s, p.heads, p.d));
    });
    merge(plan, p, batch, static_cast<T*>(out.data_ptr()));
}

}  // namespace

bool decode_attention_takes(const at::Tensor& q, const at::Tensor& k_cache, const at::Tensor& v_cache,
                            const at::Tensor& block_tables, const at::Tensor& context_lens,
                            const std::optional<at::Tensor>& k_scales, const std::optional<at::Tensor>& v_scales) {
    const at::ScalarType t = q.scalar_type(), c = k_cache.scalar_type();
    const bool fp8 = c == at::kFloat8_e4m3fn;
    const auto row_scales = [&](const std::optional<at::Tensor>& s) {
        return fp8 ? s && s->scalar_type() == at::kFloat && s->is_contiguous() && s->dim() == 3 &&
                         s->sizes() == k_cache.sizes().slice(0, 3)
                   : !s;
    };
    return q.device().is_cpu() && (t == at::kBFloat16 || t == at::kFloat) && (c == t || fp8) &&
           v_cache.scalar_type() == c && q.dim() == 3 && k_cache.dim() == 4 && k_cache.sizes() == v_cache.sizes() &&
           k_cache.is_contiguous() && v_cache.is_contiguous() && block_tables.scalar_type() == at::kInt &&
           context_lens.scalar_type() == at::kInt && block_tables.is_contiguous() && context_lens.is_contiguous() &&
           row_scales(k_scales) && row_scales(v_scales);
}

at::Tensor decode_attention(const at::Tensor& q_in, const at::Tensor& k_cache, const at::Tensor& v_cache,
                            const at::Tensor& block_tables, const at::Tensor& context_lens, double scale,
                            const std::optional<at::Tensor>& k_scales, const std::optional<at::Tensor>& v_scales) {
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
    p.k_scales = k_scales ? k_scales->data_ptr<float>() : nullptr;
    p.v_scales = v_scales ? v_scales->data_ptr<float>() : nullptr;
    at::Tensor out = at::empty(q.sizes(), q.options());
    const auto s = static_cast<float>(scale);
    const bool fp8 = k_cache.scalar_type() == at::kFloat8_e4m3fn;
    if (q.scalar_type() == at::kBFloat16) {
        if (fp8) run<c10::BFloat16, c10::Float8_e4m3fn>(p, q, k_cache, v_cache, out, batch, s);
        else run<c10::BFloat16, c10::BFloat16>(p, q, k_cache, v_cache, out, batch, s);
    } else {
        if (fp8) run<float, c10::Float8_e4m3fn>(p, q, k_cache, v_cache, out, batch, s);
        else run<float, float>(p, q, k_cache, v_cache, out, batch, s);
    }
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

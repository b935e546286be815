// Per-row int8 weights (int8_weight.h): quantising at load and dequantising for prefill and the
// embedding lookup.
#include "kernels/int8_weight.h"

#include <ATen/Dispatch.h>
#include <ATen/Parallel.h>
#include <ATen/ops/embedding.h>
#include <ATen/ops/empty.h>
#include <c10/util/Exception.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "kernels/x86_simd.h"

namespace folio::engine::kernels {
namespace {

// Round to nearest, ties to even, for |v| <= 2^22 (codes are within +-127.5): adding and taking
// away 1.5 * 2^23 rounds in the FPU's default mode, with no libm call per element (the engine is
// built without -ffast-math, which would fold it away).
inline float round_even(float v) {
    constexpr float kShift = 12582912.0f;
    return (v + kShift) - kShift;
}

template <typename T>
void quantize_rows(const T* w, int64_t in, int64_t begin, int64_t end, std::int8_t* codes, float* scales) {
    for (int64_t r = begin; r < end; ++r) {
        const T* row = w + r * in;
        float largest = 0;
        for (int64_t i = 0; i < in; ++i) largest = std::max(largest, std::abs(static_cast<float>(row[i])));
        const float scale = largest / 127.0f;
        scales[r] = scale;
        std::int8_t* q = codes + r * in;
        if (scale == 0) {
            std::fill(q, q + in, std::int8_t{0});
            continue;
        }
        const float inverse = 127.0f / largest;  // a multiply per weight instead of a division
        for (int64_t i = 0; i < in; ++i) {
            const float code = round_even(static_cast<float>(row[i]) * inverse);
            q[i] = static_cast<std::int8_t>(std::clamp(code, -127.0f, 127.0f));
        }
    }
}

#ifdef FOLIO_X86_SIMD
// bf16 rows with in % 16 == 0 on AVX-512 (the load-time path: about 600M weights): the same
// codes as quantize_rows (round to nearest even, within +-127).
__attribute__((target("avx512f,avx512bw"))) inline __m512 load_bf16x16(const c10::BFloat16* p) {
    const __m256i raw = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
    return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(raw), 16));
}

__attribute__((target("avx512f,avx512bw"))) void quantize_bf16_rows_avx512(const c10::BFloat16* w, int64_t in,
                                                                           int64_t begin, int64_t end,
                                                                           std::int8_t* codes, float* scales) {
    const auto load = load_bf16x16;
    for (int64_t r = begin; r < end; ++r) {
        const c10::BFloat16* row = w + r * in;
        __m512 largest = _mm512_setzero_ps();
        for (int64_t i = 0; i < in; i += 16) largest = _mm512_max_ps(largest, _mm512_abs_ps(load(row + i)));
        const float m = _mm512_reduce_max_ps(largest);
        scales[r] = m / 127.0f;
        const __m512 inverse = _mm512_set1_ps(m > 0 ? 127.0f / m : 0.0f);
        for (int64_t i = 0; i < in; i += 16) {
            const __m512i q = _mm512_cvtps_epi32(_mm512_mul_ps(load(row + i), inverse));  // nearest even
            _mm_storeu_si128(reinterpret_cast<__m128i*>(codes + r * in + i), _mm512_cvtsepi32_epi8(q));
        }
    }
}

bool quantizes_with_avx512() {
    static const bool yes = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw");
    }();
    return yes;
}
#endif

}  // namespace

LinearWeight quantize_int8_rows(const at::Tensor& w) {
    TORCH_CHECK(w.defined() && w.dim() == 2 && w.device().is_cpu(), "quantize_int8_rows: w must be a CPU [out, in] tensor");
    TORCH_CHECK(w.scalar_type() == at::kFloat || w.scalar_type() == at::kBFloat16 || w.scalar_type() == at::kHalf,
                "quantize_int8_rows: w must be float32, bfloat16 or float16, got ", w.scalar_type());
    const at::Tensor src = w.contiguous();
    const int64_t out = src.size(0), in = src.size(1);
    at::Tensor codes = at::empty({out, in}, src.options().dtype(at::kChar));
    at::Tensor scales = at::empty({out}, src.options().dtype(at::kFloat));
    auto* q = codes.data_ptr<std::int8_t>();
    auto* s = scales.data_ptr<float>();
#ifdef FOLIO_X86_SIMD
    if (src.scalar_type() == at::kBFloat16 && in % 16 == 0 && quantizes_with_avx512()) {
        const auto* data = src.data_ptr<c10::BFloat16>();
        at::parallel_for(0, out, 64, [&](int64_t begin, int64_t end) {
            quantize_bf16_rows_avx512(data, in, begin, end, q, s);
        });
        return LinearWeight(std::move(codes), std::move(scales));
    }
#endif
    AT_DISPATCH_FLOATING_TYPES_AND2(at::kBFloat16, at::kHalf, src.scalar_type(), "quantize_int8_rows", [&] {
        const auto* data = src.data_ptr<scalar_t>();
        at::parallel_for(0, out, 64, [&](int64_t begin, int64_t end) { quantize_rows(data, in, begin, end, q, s); });
    });
    return LinearWeight(std::move(codes), std::move(scales));
}

at::Tensor LinearWeight::dequantized(at::ScalarType dtype) const {
    if (!quantized()) return values.to(dtype);
    return values.to(at::kFloat).mul_(scales.unsqueeze(1)).to(dtype);
}

at::Tensor LinearWeight::rows(const at::Tensor& ids, at::ScalarType dtype) const {
    if (!quantized()) return at::embedding(values, ids).to(dtype);
    const at::Tensor picked = at::embedding(values, ids).to(at::kFloat);
    return picked.mul_(at::embedding(scales.unsqueeze(1), ids)).to(dtype);
}

}  // namespace folio::engine::kernels

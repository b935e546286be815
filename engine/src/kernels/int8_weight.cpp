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

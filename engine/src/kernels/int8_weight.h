// A linear layer's weight as the kernels take it: W itself (a float tensor [out, in]), or int8
// codes Q [out, in] with one fp32 scale per output row, W ~ scales[:, None] * Q (symmetric,
// s_r = max_i |w_ri| / 127, q_ri = round(w_ri / s_r), so |w_ri - s_r q_ri| <= s_r / 2).
#pragma once

#include <ATen/core/Tensor.h>

namespace folio::engine::kernels {

struct LinearWeight {
    at::Tensor values;  // W (bf16/fp16/fp32) or Q (int8), [out, in], contiguous
    at::Tensor scales;  // fp32 [out] for int8 codes; undefined for W itself

    LinearWeight() = default;
    LinearWeight(at::Tensor w) : values(std::move(w)) {}  // NOLINT: a plain weight is a LinearWeight
    LinearWeight(at::Tensor codes, at::Tensor row_scales) : values(std::move(codes)), scales(std::move(row_scales)) {}

    bool quantized() const { return scales.defined(); }
    int64_t out_features() const { return values.size(0); }
    int64_t in_features() const { return values.size(1); }
    // W in `dtype` (for int8 each element rounded once from s_r * q_ri); a plain weight as it is
    // when already in `dtype`.
    at::Tensor dequantized(at::ScalarType dtype) const;
    // W's rows `ids` (int64 [n]) in `dtype`: [n, in] (an embedding lookup on int8 codes).
    at::Tensor rows(const at::Tensor& ids, at::ScalarType dtype) const;
};

// The int8 form of w ([out, in], bf16/fp16/fp32, CPU), a row per task over at::parallel_for's
// threads. A zero row keeps scale 0 and codes 0.
LinearWeight quantize_int8_rows(const at::Tensor& w);

}  // namespace folio::engine::kernels

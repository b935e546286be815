// Building blocks shared by the vision encoder, projector and decoder, written to compute
// exactly what transformers computes (same op order, same dtype casts) so that fp32 logits
// match the reference to rounding.
#pragma once

#include <ATen/core/Tensor.h>

#include <string>
#include <unordered_map>

namespace folio::engine {

using WeightMap = std::unordered_map<std::string, at::Tensor>;

// The named tensor; throws Error naming it when absent (the loader validated the table, so
// this only fires on a programming error).
const at::Tensor& weight(const WeightMap& weights, const std::string& name);

// T5/Llama RMSNorm: normalizes in float32, casts back to x's dtype, then scales by weight.
at::Tensor rms_norm(const at::Tensor& x, const at::Tensor& weight, double eps);

// down(silu(gate(x)) * up(x)), no biases.
at::Tensor gated_silu_mlp(const at::Tensor& x, const at::Tensor& gate, const at::Tensor& up,
                          const at::Tensor& down);

// x * cos + rotate_half(x) * sin; cos/sin broadcast against x's last two dimensions
// ([positions, head_dim]).
at::Tensor apply_rotary(const at::Tensor& x, const at::Tensor& cos, const at::Tensor& sin);

// 1 / theta^(arange(0, dim, 2) / dim) in float32, as transformers' default RoPE init.
at::Tensor rope_inverse_frequencies(double theta, int64_t dim);

}  // namespace folio::engine

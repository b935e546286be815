#include "model/layers.h"

#include <ATen/ATen.h>

#include "folio/engine/engine.h"

namespace folio::engine {

const at::Tensor& weight(const WeightMap& weights, const std::string& name) {
    auto it = weights.find(name);
    if (it == weights.end()) throw Error("model weights: tensor '" + name + "' is missing");
    return it->second;
}

at::Tensor rms_norm(const at::Tensor& x, const at::Tensor& weight, double eps) {
    const at::Tensor x32 = x.to(at::kFloat);
    const at::Tensor variance = x32.pow(2).mean(-1, /*keepdim=*/true);
    const at::Tensor normed = x32 * at::rsqrt(variance + eps);
    return weight * normed.to(x.scalar_type());
}

at::Tensor gated_silu_mlp(const at::Tensor& x, const at::Tensor& gate, const at::Tensor& up,
                          const at::Tensor& down) {
    return at::linear(at::silu(at::linear(x, gate)) * at::linear(x, up), down);
}

at::Tensor apply_rotary(const at::Tensor& x, const at::Tensor& cos, const at::Tensor& sin) {
    const int64_t half = x.size(-1) / 2;
    const at::Tensor rotated = at::cat({-x.narrow(-1, half, x.size(-1) - half), x.narrow(-1, 0, half)}, -1);
    return x * cos + rotated * sin;
}

at::Tensor rope_inverse_frequencies(double theta, int64_t dim) {
    const at::Tensor exponents = at::arange(0, dim, 2, at::kFloat) / static_cast<double>(dim);
    return at::reciprocal(at::pow(theta, exponents));
}

}  // namespace folio::engine

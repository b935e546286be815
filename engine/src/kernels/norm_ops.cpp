// RMSNorm, fused residual-add + RMSNorm and SiLU * up: dispatch and ATen fallbacks.
#include <ATen/ops/empty.h>
#include <ATen/ops/empty_like.h>

#include <algorithm>
#include <vector>

#include "kernels/dispatch.h"
#include "kernels/ops.h"

namespace folio::engine::kernels {
namespace {

void check_norm_args(const at::Tensor& x, const at::Tensor& weight, const char* op) {
    detail::check_float(x, op, "x");
    detail::check_float(weight, op, "weight");
    detail::check_same(x, weight, op, "x", "weight");
    TORCH_CHECK(x.dim() >= 1 && x.size(-1) > 0, op, ": x must be [..., hidden], got ", x.sizes());
    TORCH_CHECK(weight.dim() == 1 && weight.size(0) == x.size(-1), op, ": weight must be [",
                x.size(-1), "], got ", weight.sizes());
}

#ifdef FOLIO_WITH_CUDA
// Runs the kernel when the layout allows it; false means: use the fallback.
bool try_cuda_norm(const at::Tensor& out, const at::Tensor& x, const at::Tensor* residual,
                   const at::Tensor& weight, double eps) {
    if (!x.is_contiguous() || !out.is_contiguous() || !weight.is_contiguous() ||
        (residual && !residual->is_contiguous()))
        return false;
    const int64_t hidden = x.size(-1);
    const int width = detail::vector_width(
        x, hidden, {x.data_ptr(), out.data_ptr(), weight.data_ptr(),
                    residual ? residual->data_ptr() : nullptr});
    if (!cuda::rms_norm_supported(hidden, width)) return false;
    const c10::cuda::CUDAGuard guard(x.device());
    FOLIO_CUDA_LAUNCH(cuda::launch_rms_norm(
        detail::cuda_dtype(x), out.data_ptr(), x.data_ptr(),
        residual ? residual->data_ptr() : nullptr, weight.data_ptr(), x.numel() / hidden, hidden,
        static_cast<float>(eps), width, detail::current_stream()));
    return true;
}
#endif

}  // namespace

at::Tensor fallback::rms_norm(const at::Tensor& x, const at::Tensor& weight, double eps) {
    check_norm_args(x, weight, "rms_norm");
    const at::Tensor xf = x.to(at::kFloat);
    const at::Tensor inv_rms = xf.square().mean(-1, /*keepdim=*/true).add(eps).rsqrt();
    return xf.mul(inv_rms).mul(weight.to(at::kFloat)).to(x.scalar_type());
}

void fallback::fused_add_rms_norm(at::Tensor& x, at::Tensor& residual, const at::Tensor& weight,
                                  double eps) {
    check_norm_args(x, weight, "fused_add_rms_norm");
    detail::check_same(x, residual, "fused_add_rms_norm", "x", "residual");
    TORCH_CHECK(x.sizes() == residual.sizes(), "fused_add_rms_norm: residual has shape ",
                residual.sizes(), ", expected ", x.sizes());
    residual.copy_(x.to(at::kFloat).add(residual.to(at::kFloat)));
    x.copy_(fallback::rms_norm(residual, weight, eps));
}

at::Tensor fallback::silu_mul(const at::Tensor& gate_up) {
    detail::check_float(gate_up, "silu_mul", "gate_up");
    TORCH_CHECK(gate_up.dim() >= 1 && gate_up.size(-1) % 2 == 0, "silu_mul: gate_up must be "
                "[..., 2 * inner], got ", gate_up.sizes());
    const int64_t inner = gate_up.size(-1) / 2;
    const at::Tensor f = gate_up.to(at::kFloat);
    const at::Tensor gate = f.narrow(-1, 0, inner);
    return gate.mul(gate.sigmoid()).mul(f.narrow(-1, inner, inner)).to(gate_up.scalar_type());
}

at::Tensor rms_norm(const at::Tensor& x, const at::Tensor& weight, double eps) {
#ifdef FOLIO_WITH_CUDA
    if (detail::on_cuda(x)) {
        check_norm_args(x, weight, "rms_norm");
        at::Tensor out = at::empty_like(x, at::MemoryFormat::Contiguous);
        if (try_cuda_norm(out, x, nullptr, weight, eps)) return out;
    }
#endif
    return fallback::rms_norm(x, weight, eps);
}

void fused_add_rms_norm(at::Tensor& x, at::Tensor& residual, const at::Tensor& weight,
                        double eps) {
#ifdef FOLIO_WITH_CUDA
    if (detail::on_cuda(x)) {
        check_norm_args(x, weight, "fused_add_rms_norm");
        detail::check_same(x, residual, "fused_add_rms_norm", "x", "residual");
        TORCH_CHECK(x.sizes() == residual.sizes(), "fused_add_rms_norm: residual has shape ",
                    residual.sizes(), ", expected ", x.sizes());
        if (try_cuda_norm(x, x, &residual, weight, eps)) return;
    }
#endif
    fallback::fused_add_rms_norm(x, residual, weight, eps);
}

at::Tensor silu_mul(const at::Tensor& gate_up) {
#ifdef FOLIO_WITH_CUDA
    if (detail::on_cuda(gate_up) && gate_up.is_contiguous()) {
        detail::check_float(gate_up, "silu_mul", "gate_up");
        TORCH_CHECK(gate_up.dim() >= 1 && gate_up.size(-1) % 2 == 0, "silu_mul: gate_up must be "
                    "[..., 2 * inner], got ", gate_up.sizes());
        const int64_t inner = gate_up.size(-1) / 2;
        std::vector<int64_t> shape = gate_up.sizes().vec();
        shape.back() = inner;
        at::Tensor out = at::empty(shape, gate_up.options());
        const int width = detail::vector_width(gate_up, inner, {gate_up.data_ptr(), out.data_ptr()});
        const c10::cuda::CUDAGuard guard(gate_up.device());
        FOLIO_CUDA_LAUNCH(cuda::launch_silu_mul(detail::cuda_dtype(gate_up), out.data_ptr(),
                                                gate_up.data_ptr(), out.numel() / std::max<int64_t>(inner, 1),
                                                inner, width, detail::current_stream()));
        return out;
    }
#endif
    return fallback::silu_mul(gate_up);
}

bool cuda_kernels_built() {
#ifdef FOLIO_WITH_CUDA
    return true;
#else
    return false;
#endif
}

}  // namespace folio::engine::kernels

// Small-batch linear layers (linear.h): dispatch to the GEMV kernel and ATen fallbacks.
#include <ATen/MemoryOverlap.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/linear.h>
#include <ATen/ops/mm.h>

#include <algorithm>
#include <vector>

#include "kernels/cpu_gemv.h"
#include "kernels/dispatch.h"
#include "kernels/linear.h"
#include "kernels/ops.h"

#ifdef FOLIO_WITH_CUDA
#include "../../kernels/gemv_launch.h"
#endif

namespace folio::engine::kernels {
namespace {

// w's output rows per result column: 1, or 2 for the stacked gate/up weight.
void check_linear_args(const at::Tensor& x, const at::Tensor& w, const char* op, const char* w_name,
                       int64_t stacked) {
    detail::check_float(x, op, "x");
    detail::check_float(w, op, w_name);
    detail::check_same(x, w, op, "x", w_name);
    TORCH_CHECK(x.dim() >= 1 && x.size(-1) > 0, op, ": x must be [..., in], got ", x.sizes());
    TORCH_CHECK(w.dim() == 2 && w.size(1) == x.size(-1), op, ": ", w_name, " must be [out, ",
                x.size(-1), "], got ", w.sizes());
    TORCH_CHECK(w.size(0) % stacked == 0 && w.size(0) > 0, op, ": ", w_name,
                " must be [2 * inner, in] ([gate; up]), got ", w.sizes());
}

std::vector<int64_t> out_shape(const at::Tensor& x, int64_t columns) {
    std::vector<int64_t> shape = x.sizes().vec();
    shape.back() = columns;
    return shape;
}

void check_residual(const at::Tensor& residual, const at::Tensor& x, const at::Tensor& w) {
    TORCH_CHECK(residual.defined(), "linear_add_: residual is undefined");
    detail::check_same(x, residual, "linear_add_", "x", "residual");
    TORCH_CHECK(residual.sizes() == at::IntArrayRef(out_shape(x, w.size(0))),
                "linear_add_: residual must have shape ", at::IntArrayRef(out_shape(x, w.size(0))),
                ", got ", residual.sizes());
}

void check_norm_linear_args(const at::Tensor& residual, const at::Tensor& norm_weight,
                            const at::Tensor& w, bool silu_mul) {
    constexpr const char* op = "rms_norm_linear";
    check_linear_args(residual, w, op, silu_mul ? "w_gate_up" : "w", silu_mul ? 2 : 1);
    detail::check_float(norm_weight, op, "norm_weight");
    detail::check_same(residual, norm_weight, op, "residual", "norm_weight");
    TORCH_CHECK(norm_weight.dim() == 1 && norm_weight.size(0) == residual.size(-1), op,
                ": norm_weight must be [", residual.size(-1), "], got ", norm_weight.sizes());
}

// Very wide outputs (the LM head's 151936) keep cuBLAS: it streams them at the copy ceiling,
// faster than the GEMV kernel.
constexpr int64_t kWidestGemv = 65536;

#ifdef FOLIO_WITH_CUDA
// True when the GEMV kernel takes (x, w): then `rows` is x's row count.
bool gemv_eligible(const at::Tensor& x, const at::Tensor& w, int64_t& rows) {
    if (!detail::on_cuda(x) || !x.is_contiguous() || !w.is_contiguous()) return false;
    const int64_t k = x.size(-1);
    rows = x.numel() / k;
    return cuda::gemv_supported(detail::cuda_dtype(x), rows, k) && detail::aligned(x.data_ptr(), 16) &&
           detail::aligned(w.data_ptr(), 16);
}

// The kernels' default plan: programmatic dependents with their first weights loaded before the
// wait, unless the thread's tuning turns either off (then ordinary launches / an L2 prefetch).
cuda::GemvPlan default_plan() {
    const KernelTuning& tuning = kernel_tuning();
    cuda::GemvPlan plan;
    plan.programmatic = tuning.gemv_programmatic;
    plan.preload = tuning.gemv_preload;
    return plan;
}

void run_gemv(cuda::GemvMode mode, const at::Tensor& out, const at::Tensor& x, const at::Tensor& w,
              int64_t rows, int64_t columns) {
    const c10::cuda::CUDAGuard guard(x.device());
    FOLIO_CUDA_LAUNCH(cuda::launch_gemv(detail::cuda_dtype(x), mode, out.data_ptr(), x.data_ptr(),
                                        w.data_ptr(), rows, columns, x.size(-1),
                                        detail::current_stream(), default_plan()));
}
#endif

// The CPU GEMV for (x, w) with scales (undefined for a plain weight), when it takes them.
bool run_cpu_gemv(cpu::GemvMode mode, const at::Tensor& out, const at::Tensor& x, const at::Tensor& w,
                  const at::Tensor& scales) {
    if (!cpu::gemv_takes(x, w)) return false;
    cpu::gemv(mode, out, x, w, scales);
    return true;
}

bool residual_takes_gemv(const at::Tensor& residual, const at::Tensor& x, const at::Tensor& w) {
    return residual.is_contiguous() && at::get_overlap_status(residual, x) == at::MemOverlapStatus::No &&
           at::get_overlap_status(residual, w) == at::MemOverlapStatus::No;
}

void check_quantized_args(const at::Tensor& x, const LinearWeight& w, const char* op, int64_t stacked) {
    detail::check_float(x, op, "x");
    const at::Tensor& q = w.values;
    TORCH_CHECK(q.defined() && q.scalar_type() == at::kChar && q.device().is_cpu(), op,
                ": int8 weights must be CPU int8 codes");
    TORCH_CHECK(x.device().is_cpu(), op, ": int8 weights run on the CPU only, x is on ", x.device());
    TORCH_CHECK(x.dim() >= 1 && q.dim() == 2 && q.size(1) == x.size(-1), op, ": w must be [out, ", x.size(-1),
                "], got ", q.sizes());
    TORCH_CHECK(q.size(0) % stacked == 0 && q.size(0) > 0, op, ": w must be [2 * inner, in], got ", q.sizes());
    TORCH_CHECK(w.scales.scalar_type() == at::kFloat && w.scales.dim() == 1 && w.scales.size(0) == q.size(0), op,
                ": int8 scales must be float32 [", q.size(0), "]");
}

}  // namespace

at::Tensor fallback::rms_norm_linear(const at::Tensor& residual, const at::Tensor& norm_weight,
                                    double eps, const at::Tensor& w, bool silu_mul) {
    check_norm_linear_args(residual, norm_weight, w, silu_mul);
    const at::Tensor x = fallback::rms_norm(residual, norm_weight, eps);
    return silu_mul ? fallback::linear_silu_mul(x, w) : fallback::linear(x, w);
}

at::Tensor fallback::linear(const at::Tensor& x, const at::Tensor& w) {
    check_linear_args(x, w, "linear", "w", 1);
    return at::linear(x, w);
}

at::Tensor fallback::linear_silu_mul(const at::Tensor& x, const at::Tensor& w_gate_up) {
    check_linear_args(x, w_gate_up, "linear_silu_mul", "w_gate_up", 2);
    return fallback::silu_mul(at::linear(x, w_gate_up));
}

void fallback::linear_add_(at::Tensor& residual, const at::Tensor& x, const at::Tensor& w) {
    check_linear_args(x, w, "linear_add_", "w", 1);
    check_residual(residual, x, w);
    residual.add_(at::linear(x, w));
}

at::Tensor linear(const at::Tensor& x, const at::Tensor& w) {
    check_linear_args(x, w, "linear", "w", 1);
#ifdef FOLIO_WITH_CUDA
    int64_t rows = 0;
    if (w.size(0) <= kWidestGemv && gemv_eligible(x, w, rows)) {
        at::Tensor out = at::empty(out_shape(x, w.size(0)), x.options());
        run_gemv(cuda::GemvMode::store, out, x, w, rows, w.size(0));
        return out;
    }
#endif
    if (cpu::gemv_takes(x, w)) {
        at::Tensor out = at::empty(out_shape(x, w.size(0)), x.options());
        cpu::gemv(cpu::GemvMode::store, out, x, w, {});
        return out;
    }
    return at::linear(x, w);
}

at::Tensor linear_silu_mul(const at::Tensor& x, const at::Tensor& w_gate_up) {
    check_linear_args(x, w_gate_up, "linear_silu_mul", "w_gate_up", 2);
#ifdef FOLIO_WITH_CUDA
    const int64_t inner = w_gate_up.size(0) / 2;
    int64_t rows = 0;
    if (gemv_eligible(x, w_gate_up, rows)) {
        at::Tensor out = at::empty(out_shape(x, inner), x.options());
        run_gemv(cuda::GemvMode::silu_mul, out, x, w_gate_up, rows, inner);
        return out;
    }
#endif
    if (cpu::gemv_takes(x, w_gate_up)) {
        at::Tensor out = at::empty(out_shape(x, w_gate_up.size(0) / 2), x.options());
        cpu::gemv(cpu::GemvMode::silu_mul, out, x, w_gate_up, {});
        return out;
    }
    // Large batches: the cuBLAS GEMM, then the silu_mul kernel (or its fallback on the CPU).
    return kernels::silu_mul(at::linear(x, w_gate_up));
}

at::Tensor rms_norm_linear(const at::Tensor& residual, const at::Tensor& norm_weight, double eps,
                           const at::Tensor& w, bool silu_mul) {
    check_norm_linear_args(residual, norm_weight, w, silu_mul);
#ifdef FOLIO_WITH_CUDA
    const int64_t columns = silu_mul ? w.size(0) / 2 : w.size(0);
    int64_t rows = 0;
    if ((silu_mul || w.size(0) <= kWidestGemv) && gemv_eligible(residual, w, rows) &&
        norm_weight.is_contiguous() && detail::aligned(norm_weight.data_ptr(), 16)) {
        at::Tensor out = at::empty(out_shape(residual, columns), residual.options());
        const c10::cuda::CUDAGuard guard(residual.device());
        FOLIO_CUDA_LAUNCH(cuda::launch_rms_norm_gemv(
            detail::cuda_dtype(residual),
            silu_mul ? cuda::GemvMode::silu_mul : cuda::GemvMode::store, out.data_ptr(),
            residual.data_ptr(), norm_weight.data_ptr(), static_cast<float>(eps), w.data_ptr(),
            rows, columns, residual.size(-1), detail::current_stream(), default_plan()));
        return out;
    }
#endif
    // The unfused pair: the norm kernel (or its fallback), then the linear layer's own dispatch.
    const at::Tensor x = kernels::rms_norm(residual, norm_weight, eps);
    return silu_mul ? kernels::linear_silu_mul(x, w) : kernels::linear(x, w);
}

void linear_add_(at::Tensor& residual, const at::Tensor& x, const at::Tensor& w) {
    check_linear_args(x, w, "linear_add_", "w", 1);
    check_residual(residual, x, w);
#ifdef FOLIO_WITH_CUDA
    int64_t rows = 0;
    if (residual.is_contiguous() && gemv_eligible(x, w, rows) &&
        at::get_overlap_status(residual, x) == at::MemOverlapStatus::No &&
        at::get_overlap_status(residual, w) == at::MemOverlapStatus::No) {
        run_gemv(cuda::GemvMode::add, residual, x, w, rows, w.size(0));
        return;
    }
    // More rows: one cuBLAS GEMM that accumulates into the residual (beta = 1), rounding once as
    // the kernel does, instead of a GEMM and an add kernel (56 launches a step at batch 128).
    if (detail::on_cuda(x) && residual.is_contiguous() &&
        at::get_overlap_status(residual, x) == at::MemOverlapStatus::No) {
        at::Tensor rows_view = residual.view({-1, w.size(0)});
        rows_view.addmm_(x.reshape({-1, x.size(-1)}), w.t());
        return;
    }
#endif
    if (residual_takes_gemv(residual, x, w) && run_cpu_gemv(cpu::GemvMode::add, residual, x, w, {})) return;
    residual.add_(at::linear(x, w));
}

at::Tensor linear(const at::Tensor& x, const LinearWeight& w) {
    if (!w.quantized()) return kernels::linear(x, w.values);
    check_quantized_args(x, w, "linear", 1);
    const at::Tensor xc = x.contiguous();
    if (cpu::gemv_takes(xc, w.values)) {
        at::Tensor out = at::empty(out_shape(x, w.out_features()), x.options());
        cpu::gemv(cpu::GemvMode::store, out, xc, w.values, w.scales);
        return out;
    }
    return at::linear(x, w.dequantized(x.scalar_type()));
}

at::Tensor linear_silu_mul(const at::Tensor& x, const LinearWeight& w_gate_up) {
    if (!w_gate_up.quantized()) return kernels::linear_silu_mul(x, w_gate_up.values);
    check_quantized_args(x, w_gate_up, "linear_silu_mul", 2);
    const at::Tensor xc = x.contiguous();
    if (cpu::gemv_takes(xc, w_gate_up.values)) {
        at::Tensor out = at::empty(out_shape(x, w_gate_up.out_features() / 2), x.options());
        cpu::gemv(cpu::GemvMode::silu_mul, out, xc, w_gate_up.values, w_gate_up.scales);
        return out;
    }
    return kernels::silu_mul(at::linear(x, w_gate_up.dequantized(x.scalar_type())));
}

void linear_add_(at::Tensor& residual, const at::Tensor& x, const LinearWeight& w) {
    if (!w.quantized()) return kernels::linear_add_(residual, x, w.values);
    check_quantized_args(x, w, "linear_add_", 1);
    TORCH_CHECK(residual.defined() && residual.scalar_type() == x.scalar_type() &&
                    residual.sizes() == at::IntArrayRef(out_shape(x, w.out_features())),
                "linear_add_: residual must have shape ", at::IntArrayRef(out_shape(x, w.out_features())), " and x's dtype");
    const at::Tensor xc = x.contiguous();
    if (residual_takes_gemv(residual, xc, w.values) &&
        run_cpu_gemv(cpu::GemvMode::add, residual, xc, w.values, w.scales))
        return;
    residual.add_(at::linear(x, w.dequantized(x.scalar_type())));
}

at::Tensor rms_norm_linear(const at::Tensor& residual, const at::Tensor& norm_weight, double eps,
                           const LinearWeight& w, bool silu_mul) {
    if (!w.quantized()) return kernels::rms_norm_linear(residual, norm_weight, eps, w.values, silu_mul);
    const at::Tensor x = kernels::rms_norm(residual, norm_weight, eps);
    return silu_mul ? kernels::linear_silu_mul(x, w) : kernels::linear(x, w);
}

at::Tensor linear_float(const at::Tensor& x, const LinearWeight& w) {
    if (w.quantized()) check_quantized_args(x, w, "linear_float", 1);
    else check_linear_args(x, w.values, "linear_float", "w", 1);
    const at::Tensor xc = x.contiguous();
    const int64_t k = xc.size(-1), rows = xc.numel() / k;
    if (rows > 0 && xc.device().is_cpu() && cpu::gemv_takes(xc.view({-1, k}).narrow(0, 0, std::min(rows, cpu::kMaxGemvRows)), w.values)) {
        at::Tensor out = at::empty({rows, w.out_features()}, xc.options().dtype(at::kFloat));
        const at::Tensor flat = xc.view({rows, k});
        for (int64_t first = 0; first < rows; first += cpu::kMaxGemvRows) {
            const int64_t n = std::min(cpu::kMaxGemvRows, rows - first);
            cpu::gemv(cpu::GemvMode::store, out.narrow(0, first, n), flat.narrow(0, first, n), w.values, w.scales);
        }
        return out.view(out_shape(xc, w.out_features()));
    }
    // No GEMV for this weight here (bf16 W without AVX512_BF16): fp32 products all the same, as
    // callers rank these sums (a bf16 result would tie near-equal logits). W goes to fp32 a
    // slice of rows at a time, so the temporary stays small beside a 150k-row LM head.
    constexpr int64_t kSliceRows = 4096;
    const at::Tensor xf = xc.to(at::kFloat);
    const int64_t out_features = w.out_features();
    at::Tensor out = at::empty({rows, out_features}, xc.options().dtype(at::kFloat));
    const at::Tensor flat = xf.view({rows, k});
    for (int64_t first = 0; first < out_features; first += kSliceRows) {
        const int64_t n = std::min(kSliceRows, out_features - first);
        const LinearWeight slice = w.quantized() ? LinearWeight(w.values.narrow(0, first, n), w.scales.narrow(0, first, n))
                                                 : LinearWeight(w.values.narrow(0, first, n));
        at::Tensor part = out.narrow(1, first, n);
        at::mm_out(part, flat, slice.dequantized(at::kFloat).t());
    }
    return out.view(out_shape(xc, out_features));
}

}  // namespace folio::engine::kernels

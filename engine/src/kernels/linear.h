// Linear layers of the decoder: y = x W^T with a PyTorch Linear weight W [out, in] (no bias),
// plus the two fusions a decode step wants (the MLP's gate/up with SiLU * up, and the residual
// add after o_proj / down_proj).
//
// On a CUDA device (FOLIO_WITH_CUDA builds), bf16/fp16, 1..16 rows of x, in % 8 == 0 and
// 16-byte aligned x and W run a weight-streaming GEMV kernel on the tensor cores (fp32
// accumulation, one rounding at the end; engine/kernels/gemv.cu). Everything else (more rows,
// fp32) runs at::linear (cuBLAS on the GPU), which computes the same function. On the CPU, bf16 x
// and W with 1..16 rows run the CPU GEMV (cpu_gemv.h: AVX512_BF16, fp32 accumulation, one
// rounding; the fused forms round once too) where the CPU has it, else at::linear (oneDNN). No host
// synchronisation and no allocation other than the output: capturable in CUDA graphs.
// Shape, dtype and device errors throw c10::Error naming the argument.
#pragma once

#include <ATen/core/Tensor.h>

#include "kernels/int8_weight.h"

namespace folio::engine::kernels {

// x: [..., in] (contiguous for the kernel path), w: [out, in], same dtype and device.
// Returns x @ w^T: [..., out] in x's dtype.
at::Tensor linear(const at::Tensor& x, const at::Tensor& w);

// w_gate_up: [2 * inner, in] = [W_gate; W_up] stacked on the output dimension.
// Returns silu(x W_gate^T) * (x W_up^T): [..., inner]. The kernel takes SiLU on the fp32
// accumulations and rounds once; the fallback rounds the projection first (at::linear then
// silu_mul), so the two differ by about one rounding of the projection.
at::Tensor linear_silu_mul(const at::Tensor& x, const at::Tensor& w_gate_up);

// residual += x @ w^T in place. residual: [..., out] with x's leading shape, same dtype; must not
// overlap x or w. The kernel rounds once (residual + fp32 product), and so does the cuBLAS GEMM
// that accumulates into a contiguous residual (beta = 1) where rows are too many for the kernel;
// the fallback (the CPU) rounds the product, then the sum.
void linear_add_(at::Tensor& residual, const at::Tensor& x, const at::Tensor& w);

// Returns linear(rms_norm(residual, norm_weight, eps), w), or with silu_mul = true
// linear_silu_mul(rms_norm(...), w) (w then [2 * inner, in] = [gate; up]), in one kernel.
// residual: [..., in] (contiguous for the kernel path), norm_weight: [in], same dtype and device;
// residual is only read. The kernel path (the GEMV's conditions, plus a contiguous 16-byte
// aligned norm_weight) normalises each row in fp32 as it loads it and rounds it once to the
// dtype, the value rms_norm's kernel writes (at in = 1024 the two also sum the squares in the
// same order), without storing it. Otherwise: rms_norm, then linear /
// linear_silu_mul (each with its own dispatch).
at::Tensor rms_norm_linear(const at::Tensor& residual, const at::Tensor& norm_weight, double eps,
                           const at::Tensor& w, bool silu_mul);

// The same four with a LinearWeight: a plain weight takes the functions above; int8 codes (CPU
// only) run the CPU GEMV for 1..kMaxGemvRows rows (fp32 sums of x times the widened codes,
// scaled per row, rounded once), and more rows (prefill) dequantise W into a temporary in x's
// dtype for at::linear (oneDNN), so no float copy of W outlives the call.
at::Tensor linear(const at::Tensor& x, const LinearWeight& w);
at::Tensor linear_silu_mul(const at::Tensor& x, const LinearWeight& w_gate_up);
void linear_add_(at::Tensor& residual, const at::Tensor& x, const LinearWeight& w);
at::Tensor rms_norm_linear(const at::Tensor& residual, const at::Tensor& norm_weight, double eps,
                           const LinearWeight& w, bool silu_mul);
// x @ W^T as float32 [..., out] (the LM head's logits): the CPU GEMV writes the fp32 sums without
// rounding them to x's dtype (16 rows at a time); elsewhere fp32 products of W converted a slice of
// rows at a time (never x's dtype: near-equal logits would tie).
at::Tensor linear_float(const at::Tensor& x, const LinearWeight& w);

namespace fallback {
at::Tensor rms_norm_linear(const at::Tensor& residual, const at::Tensor& norm_weight, double eps,
                           const at::Tensor& w, bool silu_mul);  // fallback::rms_norm + linear*
at::Tensor linear(const at::Tensor& x, const at::Tensor& w);                   // at::linear
at::Tensor linear_silu_mul(const at::Tensor& x, const at::Tensor& w_gate_up);  // + silu_mul
void linear_add_(at::Tensor& residual, const at::Tensor& x, const at::Tensor& w);  // add_
}  // namespace fallback

}  // namespace folio::engine::kernels

// Weight-streaming GEMV for CPU decode steps: y = x W^T for 1..16 rows of x, W read once per
// call. Two weight formats:
//   - bf16 W [out, in] with bf16 x: AVX512_BF16 dot products (vdpbf16ps), fp32 accumulation.
//   - int8 codes Q [out, in] with fp32 per-output-row scales s [out] (W ~ s[:, None] * Q) and bf16
//     or fp32 x. With AVX512-VNNI (and in % 64 == 0): x quantised per block of 32 (as llama.cpp's
//     q8_0 does), int8 dot products in int32 (vpdpbusd), each block's sum scaled into fp32. Without
//     it: the codes widened to fp32 and multiplied with the exact x (FMA), which costs about 2.5x
//     the instructions per weight and is compute-bound on a 2-core machine.
// Each sum runs in fp32 and is rounded once into the output. The instruction set is picked at run
// time (AVX-512 with BF16 / AVX2 with FMA / plain C++), so the binary runs on any x86-64 and
// elsewhere; output rows are split across at::parallel_for's threads.
#pragma once

#include <ATen/core/Tensor.h>

#include <string>

namespace folio::engine::kernels::cpu {

// What the kernel writes for output column j:
//   store:    out[r, j] = y[r, j]
//   add:      out[r, j] = out[r, j] + y[r, j] (rounded once)
//   silu_mul: out[r, j] = silu(y[r, j]) * y[r, inner + j] with W = [gate; up], inner = out / 2
enum class GemvMode { store, add, silu_mul };

constexpr int64_t kMaxGemvRows = 16;

// True when gemv takes these operands: CPU tensors, contiguous, x [..., in] with at most
// kMaxGemvRows rows and in % 32 == 0, and either bf16 x with bf16 W on a CPU with AVX512_BF16, or
// int8 W (any CPU) with bf16 or fp32 x. fp32 and fp16 weights are left to at::linear.
bool gemv_takes(const at::Tensor& x, const at::Tensor& w);

// out: [rows, columns] (columns = out rows of W, or half of them for silu_mul), contiguous,
// bf16 or fp32; scales: fp32 [W rows] for int8 W, undefined for bf16 W. The caller checks the
// shapes (kernels::linear's checks) and gemv_takes.
void gemv(GemvMode mode, const at::Tensor& out, const at::Tensor& x, const at::Tensor& w, const at::Tensor& scales);

// The instruction set gemv uses on this CPU for bf16 / int8 weights: "avx512bf16", "avx512vnni",
// "avx512", "avx2", "portable" (benchmarks and tests print it).
const char* gemv_isa(at::ScalarType weight_dtype);

// Whether int8 weights run the VNNI tile, which quantises x (per block of 32: each value within
// half a step, s_b / 2, of x) instead of multiplying by x exactly.
bool gemv_quantizes_activations();

// Makes gemv use the named instruction set ("portable", "avx2", "avx512", "avx512vnni",
// "avx512bf16": the detected default with VNNI for int8 where the CPU has it) from now
// on, in every thread; false (and no change) when the name is unknown or this CPU lacks it. For
// tests and benchmarks that cover each path on one machine; not thread-safe against running calls.
bool force_gemv_isa(const std::string& name);

}  // namespace folio::engine::kernels::cpu

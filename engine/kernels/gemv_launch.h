// Raw-pointer entry points of the small-batch linear kernels (engine/kernels/gemv.cu): y = x W^T
// for 1..16 rows of x, bf16/fp16 weights streamed once at (close to) full memory bandwidth.
// Only engine/src/kernels/gemv_ops.cpp (after its checks) and the GEMV benchmark call them.
//
// Layouts: x [rows, k] contiguous, w [n_weight_rows, k] contiguous (a PyTorch Linear weight),
// k % 8 == 0, x and w 16-byte aligned, rows in 1..16. out [rows, n] contiguous.
#pragma once

#include <cuda_runtime_api.h>

#include <cstdint>

#include "kernels/cuda_launch.h"

namespace folio::engine::kernels::cuda {

enum class GemvMode {
    store,     // out[r, j] = (x W^T)[r, j], w has n rows
    silu_mul,  // out[r, j] = silu((x W^T)[r, j]) * (x W^T)[r, n + j], w has 2n rows ([gate; up])
    add,       // out[r, j] += (x W^T)[r, j] in place (one rounding), w has n rows
};

// How the work is cut: each warp computes `tiles_per_warp` tiles of 8 outputs (for silu_mul
// always 2: the gate tile and its up tile) over 1/ksplit of k; the ksplit warps of one tile
// group sit in one block of 8 warps and add their partial sums in shared memory.
struct GemvPlan {
    int tiles_per_warp = 0;  // 1 or 2 (0: choose)
    int ksplit = 0;          // 1, 2, 4 or 8 (0: choose)
    // Programmatic dependent launch (see gemv.cu) and its weight prefetch, which overlaps the
    // previous kernel's tail. Off only to measure what it brings (KernelTuning::gemv_programmatic).
    bool programmatic = true;
    // Programmatic launches load their first weights into registers before the wait; false:
    // prefetch them into L2 instead (for comparison; KernelTuning::gemv_preload).
    bool preload = true;
};

// The largest number of rows the kernels take.
constexpr int kGemvMaxRows = 16;

// True for the dtypes and shapes the kernels cover (the pointers' alignment is the caller's).
bool gemv_supported(DType dtype, int64_t rows, int64_t k);

// The plan launch_gemv uses when given a zero plan (multiprocessors: of the current device).
GemvPlan plan_gemv(GemvMode mode, int64_t rows, int64_t n, int64_t k, int multiprocessors);

// Returns cudaErrorInvalidValue for unsupported arguments (nothing launched).
cudaError_t launch_gemv(DType dtype, GemvMode mode, void* out, const void* x, const void* w,
                        int64_t rows, int64_t n, int64_t k, cudaStream_t stream,
                        GemvPlan plan = {});

// launch_gemv(dtype, mode, out, rms_norm(x, norm_weight, eps), w, ...) in one kernel: the
// normalised x is T(float(x) * inv_rms * float(norm_weight[k])) with inv_rms = rsqrt(mean(x^2) +
// eps) of its row in fp32, as the rms_norm kernel writes it, never stored. mode: store or
// silu_mul (add: cudaErrorInvalidValue). norm_weight: [k] contiguous, 16-byte aligned, x's dtype;
// out must not overlap x. A zero plan is plan_gemv's for the same mode and shape.
cudaError_t launch_rms_norm_gemv(DType dtype, GemvMode mode, void* out, const void* x,
                                 const void* norm_weight, float eps, const void* w, int64_t rows,
                                 int64_t n, int64_t k, cudaStream_t stream, GemvPlan plan = {});

}  // namespace folio::engine::kernels::cuda

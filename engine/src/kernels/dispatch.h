// Shared by the ops' dispatch code: argument checks and, in CUDA builds, the glue to the raw
// launchers (dtype, stream, alignment, error checks).
#pragma once

#include <ATen/core/Tensor.h>
#include <c10/util/Exception.h>

#include <cstdint>
#include <optional>

#ifdef FOLIO_WITH_CUDA
#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDAException.h>
#include <c10/cuda/CUDAGuard.h>

#include "kernels/cuda_launch.h"
#include "kernels/tuning.h"
#endif

namespace folio::engine::kernels::detail {

// kv_append_paged's argument checks (attention_ops.cpp), shared with the fused RoPE + append.
void check_kv_append_args(const at::Tensor& k, const at::Tensor& v, const at::Tensor& k_cache,
                          const at::Tensor& v_cache, const at::Tensor& slot_mapping,
                          const std::optional<at::Tensor>& k_scales,
                          const std::optional<at::Tensor>& v_scales);

inline bool is_float_type(const at::Tensor& t) {
    const auto s = t.scalar_type();
    return s == at::kFloat || s == at::kHalf || s == at::kBFloat16;
}

inline void check_float(const at::Tensor& t, const char* op, const char* name) {
    TORCH_CHECK(t.defined(), op, ": ", name, " is undefined");
    TORCH_CHECK(is_float_type(t), op, ": ", name, " must be float32, float16 or bfloat16, got ",
                t.scalar_type());
}

inline void check_same(const at::Tensor& a, const at::Tensor& b, const char* op,
                       const char* a_name, const char* b_name) {
    TORCH_CHECK(a.scalar_type() == b.scalar_type(), op, ": ", b_name, " has dtype ",
                b.scalar_type(), ", expected ", a.scalar_type(), " like ", a_name);
    TORCH_CHECK(a.device() == b.device(), op, ": ", b_name, " is on ", b.device(), ", expected ",
                a.device(), " like ", a_name);
}

inline void check_index(const at::Tensor& t, int64_t length, const char* op, const char* name) {
    TORCH_CHECK(t.defined() && t.dim() == 1 && t.size(0) == length, op, ": ", name,
                " must have shape [", length, "], got ", t.sizes());
    TORCH_CHECK(t.scalar_type() == at::kInt || t.scalar_type() == at::kLong, op, ": ", name,
                " must be int32 or int64, got ", t.scalar_type());
}

#ifdef FOLIO_WITH_CUDA
inline bool on_cuda(const at::Tensor& t) { return t.is_cuda(); }

inline cuda::DType cuda_dtype(const at::Tensor& t) {
    switch (t.scalar_type()) {
        case at::kHalf: return cuda::DType::f16;
        case at::kBFloat16: return cuda::DType::bf16;
        default: return cuda::DType::f32;
    }
}

inline cudaStream_t current_stream() { return at::cuda::getCurrentCUDAStream().stream(); }

// Programmatic dependent launches: sm_90 and newer, when the kernel's tuning (kernel_tuning())
// allows them.
inline bool programmatic_launches(bool allowed) {
    return allowed && at::cuda::getCurrentDeviceProperties()->major >= 9;
}

inline bool aligned(const void* p, int64_t bytes) {
    return reinterpret_cast<std::uintptr_t>(p) % static_cast<std::uintptr_t>(bytes) == 0;
}

// Elements per 16-byte access when every row start (row_elems apart) of every pointer is
// 16-byte aligned, else 1.
inline int vector_width(const at::Tensor& t, int64_t row_elems,
                        std::initializer_list<const void*> pointers) {
    const int64_t width = 16 / static_cast<int64_t>(t.element_size());
    if (row_elems % width != 0) return 1;
    for (const void* p : pointers)
        if (!aligned(p, 16)) return 1;
    return static_cast<int>(width);
}
#else
inline bool on_cuda(const at::Tensor&) { return false; }
#endif

}  // namespace folio::engine::kernels::detail

#ifdef FOLIO_WITH_CUDA
#define FOLIO_CUDA_LAUNCH(call) C10_CUDA_CHECK(call)
#endif

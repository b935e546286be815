// Qwen3 QK-norm + RoPE (also fused with the paged KV append) and Pixtral 2D RoPE: dispatch and
// ATen fallbacks.
#include <ATen/ops/arange.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/pow.h>

#include <optional>
#include <utility>

#include "kernels/dispatch.h"
#include "kernels/ops.h"

namespace folio::engine::kernels {

namespace {

#ifdef FOLIO_WITH_CUDA
// The RoPE kernels as programmatic dependents of the kernel before them.
bool rope_programmatic() { return detail::programmatic_launches(kernel_tuning().rope_programmatic); }
#endif

void check_heads(const at::Tensor& t, int64_t tokens, int64_t head_dim, const char* op,
                 const char* name) {
    detail::check_float(t, op, name);
    TORCH_CHECK(t.dim() == 3 && t.size(0) == tokens && t.size(2) == head_dim, op, ": ", name,
                " must be [", tokens, ", heads, ", head_dim, "], got ", t.sizes());
    TORCH_CHECK(t.stride(2) == 1, op, ": ", name, "'s last dimension must be contiguous");
}

void check_rope_args(const at::Tensor& q, const at::Tensor& k, const char* op) {
    detail::check_float(q, op, "q");
    TORCH_CHECK(q.dim() == 3 && q.size(2) % 4 == 0 && q.size(2) > 0, op,
                ": q must be [tokens, heads, head_dim] with head_dim a multiple of 4, got ",
                q.sizes());
    check_heads(k, q.size(0), q.size(2), op, "k");
    TORCH_CHECK(q.stride(2) == 1, op, ": q's last dimension must be contiguous");
    detail::check_same(q, k, op, "q", "k");
}

// inv_freq[i] = 1 / theta^(2i / head_dim), i < head_dim / 2, in fp32 as transformers computes it.
at::Tensor inverse_frequencies(int64_t head_dim, double theta, const at::Device& device) {
    // Made on the device itself: a host-to-device copy would break a CUDA graph's capture.
    const at::Tensor exponents =
        at::arange(0, head_dim, 2, at::TensorOptions().dtype(at::kFloat).device(device)).div(head_dim);
    return at::pow(at::Scalar(theta), exponents).reciprocal();
}

// x: [tokens, heads, D] rotated in place by angles [tokens, D / 2] (fp32).
void rotate_in_place(at::Tensor& x, const at::Tensor& normed, const at::Tensor& angles) {
    const at::Tensor cos = at::cat({angles.cos(), angles.cos()}, -1).unsqueeze(1);
    const at::Tensor sin = at::cat({angles.sin(), angles.sin()}, -1).unsqueeze(1);
    const int64_t half = x.size(2) / 2;
    const at::Tensor rotated =
        at::cat({normed.narrow(2, half, half).neg(), normed.narrow(2, 0, half)}, -1);
    x.copy_(normed.mul(cos).add(rotated.mul(sin)));
}

at::Tensor head_rms_norm(const at::Tensor& x, const at::Tensor& weight, double eps) {
    const at::Tensor xf = x.to(at::kFloat);
    return xf.mul(xf.square().mean(-1, true).add(eps).rsqrt()).mul(weight.to(at::kFloat));
}

at::Tensor positions_as_long(const at::Tensor& p, const at::Device& device) {
    return p.to(device, at::kLong).contiguous();
}

#ifdef FOLIO_WITH_CUDA
// Each lane reads head_dim / 32 elements at once: every head must start aligned to that.
bool heads_lane_aligned(const at::Tensor& t, int64_t lane_elems) {
    const int64_t lane_bytes = lane_elems * static_cast<int64_t>(t.element_size());
    return detail::aligned(t.data_ptr(), lane_bytes) && t.stride(0) % lane_elems == 0 &&
           t.stride(1) % lane_elems == 0;
}

bool try_cuda_rope(at::Tensor& q, at::Tensor& k, const at::Tensor* q_weight,
                   const at::Tensor* k_weight, const at::Tensor& positions,
                   const at::Tensor* cols, double theta, double eps) {
    const int head_dim = static_cast<int>(q.size(2));
    if (!cuda::rope_supported(head_dim)) return false;
    const int64_t lane_elems = head_dim / 32;
    const int64_t lane_bytes = lane_elems * static_cast<int64_t>(q.element_size());
    for (const at::Tensor* t : {&q, &k})
        if (!heads_lane_aligned(*t, lane_elems)) return false;
    at::Tensor qw, kw;
    if (q_weight) {
        qw = q_weight->contiguous();
        kw = k_weight->contiguous();
        if (!detail::aligned(qw.data_ptr(), lane_bytes) || !detail::aligned(kw.data_ptr(), lane_bytes))
            return false;
    }
    const at::Tensor pos = positions_as_long(positions, q.device());
    const at::Tensor col = cols ? positions_as_long(*cols, q.device()) : at::Tensor();
    const cuda::RopeTensor qt{q.data_ptr(), q.stride(0), q.stride(1), static_cast<int>(q.size(1)),
                              q_weight ? qw.data_ptr() : nullptr};
    const cuda::RopeTensor kt{k.data_ptr(), k.stride(0), k.stride(1), static_cast<int>(k.size(1)),
                              k_weight ? kw.data_ptr() : nullptr};
    const c10::cuda::CUDAGuard guard(q.device());
    FOLIO_CUDA_LAUNCH(cuda::launch_rope(detail::cuda_dtype(q), qt, kt, q.size(0), head_dim,
                                        pos.data_ptr<int64_t>(),
                                        cols ? col.data_ptr<int64_t>() : nullptr,
                                        static_cast<float>(theta), static_cast<float>(eps),
                                        rope_programmatic(), detail::current_stream()));
    return true;
}

// The fused kernel, when it covers the arguments (already checked); false: run the two ops.
bool try_cuda_rope_append(at::Tensor& q, at::Tensor& k, const at::Tensor& v,
                          const at::Tensor& q_weight, const at::Tensor& k_weight,
                          const at::Tensor& positions, double theta, double eps,
                          at::Tensor& k_cache, at::Tensor& v_cache, const at::Tensor& slot_mapping,
                          const std::optional<at::Tensor>& k_scales,
                          const std::optional<at::Tensor>& v_scales) {
    const int head_dim = static_cast<int>(q.size(2));
    if (!cuda::rope_supported(head_dim)) return false;
    const bool fp8 = k_cache.scalar_type() == at::kFloat8_e4m3fn;
    if (fp8 && q.scalar_type() == at::kFloat) return false;  // kv_append_paged: the fallback
    const int64_t lane_elems = head_dim / 32;
    const int64_t lane_bytes = lane_elems * static_cast<int64_t>(q.element_size());
    if (v.stride(2) != 1) return false;
    for (const at::Tensor* t : std::initializer_list<const at::Tensor*>{&q, &k, &v})
        if (!heads_lane_aligned(*t, lane_elems)) return false;
    // Cache rows are head_dim elements (bytes for fp8) from a contiguous start.
    const int64_t cache_lane_bytes = fp8 ? lane_elems : lane_bytes;
    if (!detail::aligned(k_cache.data_ptr(), cache_lane_bytes) ||
        !detail::aligned(v_cache.data_ptr(), cache_lane_bytes))
        return false;
    const at::Tensor qw = q_weight.contiguous(), kw = k_weight.contiguous();
    if (!detail::aligned(qw.data_ptr(), lane_bytes) || !detail::aligned(kw.data_ptr(), lane_bytes))
        return false;
    const at::Tensor pos = positions_as_long(positions, q.device());
    const at::Tensor slots = slot_mapping.to(k.device(), at::kLong).contiguous();
    const cuda::RopeTensor qt{q.data_ptr(), q.stride(0), q.stride(1), static_cast<int>(q.size(1)),
                              qw.data_ptr()};
    const cuda::RopeTensor kt{k.data_ptr(), k.stride(0), k.stride(1), static_cast<int>(k.size(1)),
                              kw.data_ptr()};
    const cuda::RopeAppend kv{v.data_ptr(),
                              v.stride(0),
                              v.stride(1),
                              k_cache.data_ptr(),
                              v_cache.data_ptr(),
                              fp8 ? k_scales->data_ptr<float>() : nullptr,
                              fp8 ? v_scales->data_ptr<float>() : nullptr,
                              slots.data_ptr<int64_t>(),
                              k_cache.size(0) * k_cache.size(1),
                              fp8};
    const c10::cuda::CUDAGuard guard(q.device());
    FOLIO_CUDA_LAUNCH(cuda::launch_qk_norm_rope_append(
        detail::cuda_dtype(q), qt, kt, kv, q.size(0), head_dim, pos.data_ptr<int64_t>(),
        static_cast<float>(theta), static_cast<float>(eps), rope_programmatic(),
        detail::current_stream()));
    return true;
}
#endif

void check_qk_norm_args(const at::Tensor& q, const at::Tensor& k, const at::Tensor& q_weight,
                        const at::Tensor& k_weight, const at::Tensor& positions) {
    const char* op = "qk_norm_rope";
    check_rope_args(q, k, op);
    for (const auto& [w, name] : {std::pair{&q_weight, "q_norm_weight"}, {&k_weight, "k_norm_weight"}}) {
        detail::check_float(*w, op, name);
        detail::check_same(q, *w, op, "q", name);
        TORCH_CHECK(w->dim() == 1 && w->size(0) == q.size(2), op, ": ", name, " must be [",
                    q.size(2), "], got ", w->sizes());
    }
    detail::check_index(positions, q.size(0), op, "positions");
}

void check_rope_2d_args(const at::Tensor& q, const at::Tensor& k, const at::Tensor& rows,
                        const at::Tensor& cols) {
    check_rope_args(q, k, "rope_2d");
    detail::check_index(rows, q.size(0), "rope_2d", "rows");
    detail::check_index(cols, q.size(0), "rope_2d", "cols");
}

}  // namespace

void fallback::qk_norm_rope(at::Tensor& q, at::Tensor& k, const at::Tensor& q_norm_weight,
                            const at::Tensor& k_norm_weight, const at::Tensor& positions,
                            double theta, double eps) {
    check_qk_norm_args(q, k, q_norm_weight, k_norm_weight, positions);
    const at::Tensor inv_freq = inverse_frequencies(q.size(2), theta, q.device());
    const at::Tensor angles =
        positions_as_long(positions, q.device()).to(at::kFloat).unsqueeze(1).mul(inv_freq);
    rotate_in_place(q, head_rms_norm(q, q_norm_weight, eps), angles);
    rotate_in_place(k, head_rms_norm(k, k_norm_weight, eps), angles);
}

void fallback::qk_norm_rope_append(at::Tensor& q, at::Tensor& k, const at::Tensor& v,
                                   const at::Tensor& q_norm_weight,
                                   const at::Tensor& k_norm_weight, const at::Tensor& positions,
                                   double theta, double eps, at::Tensor& k_cache,
                                   at::Tensor& v_cache, const at::Tensor& slot_mapping,
                                   const std::optional<at::Tensor>& k_scales,
                                   const std::optional<at::Tensor>& v_scales) {
    check_qk_norm_args(q, k, q_norm_weight, k_norm_weight, positions);
    detail::check_kv_append_args(k, v, k_cache, v_cache, slot_mapping, k_scales, v_scales);
    fallback::qk_norm_rope(q, k, q_norm_weight, k_norm_weight, positions, theta, eps);
    fallback::kv_append_paged(k, v, k_cache, v_cache, slot_mapping, k_scales, v_scales);
}

void fallback::rope_2d(at::Tensor& q, at::Tensor& k, const at::Tensor& rows,
                       const at::Tensor& cols, double theta) {
    check_rope_2d_args(q, k, rows, cols);
    const int64_t head_dim = q.size(2);
    const at::Tensor inv_freq = inverse_frequencies(head_dim, theta, q.device());
    const int64_t quarter = head_dim / 4;
    const at::Tensor row_freq = inv_freq.slice(0, 0, 2 * quarter, 2);  // even-indexed
    const at::Tensor col_freq = inv_freq.slice(0, 1, 2 * quarter, 2);  // odd-indexed
    const at::Tensor r = positions_as_long(rows, q.device()).to(at::kFloat).unsqueeze(1);
    const at::Tensor c = positions_as_long(cols, q.device()).to(at::kFloat).unsqueeze(1);
    const at::Tensor angles = at::cat({r.mul(row_freq), c.mul(col_freq)}, -1);
    rotate_in_place(q, q.to(at::kFloat), angles);
    rotate_in_place(k, k.to(at::kFloat), angles);
}

void qk_norm_rope(at::Tensor& q, at::Tensor& k, const at::Tensor& q_norm_weight,
                  const at::Tensor& k_norm_weight, const at::Tensor& positions, double theta,
                  double eps) {
#ifdef FOLIO_WITH_CUDA
    if (detail::on_cuda(q)) {
        check_qk_norm_args(q, k, q_norm_weight, k_norm_weight, positions);
        if (try_cuda_rope(q, k, &q_norm_weight, &k_norm_weight, positions, nullptr, theta, eps))
            return;
    }
#endif
    fallback::qk_norm_rope(q, k, q_norm_weight, k_norm_weight, positions, theta, eps);
}

void qk_norm_rope_append(at::Tensor& q, at::Tensor& k, const at::Tensor& v,
                         const at::Tensor& q_norm_weight, const at::Tensor& k_norm_weight,
                         const at::Tensor& positions, double theta, double eps,
                         at::Tensor& k_cache, at::Tensor& v_cache, const at::Tensor& slot_mapping,
                         const std::optional<at::Tensor>& k_scales,
                         const std::optional<at::Tensor>& v_scales) {
    // Both ops' checks before anything is written.
    check_qk_norm_args(q, k, q_norm_weight, k_norm_weight, positions);
    detail::check_kv_append_args(k, v, k_cache, v_cache, slot_mapping, k_scales, v_scales);
#ifdef FOLIO_WITH_CUDA
    if (detail::on_cuda(q) &&
        try_cuda_rope_append(q, k, v, q_norm_weight, k_norm_weight, positions, theta, eps,
                             k_cache, v_cache, slot_mapping, k_scales, v_scales))
        return;
#endif
    // Not covered by the fused kernel (or not on CUDA): the two ops, each on its own path.
    qk_norm_rope(q, k, q_norm_weight, k_norm_weight, positions, theta, eps);
    kv_append_paged(k, v, k_cache, v_cache, slot_mapping, k_scales, v_scales);
}

void rope_2d(at::Tensor& q, at::Tensor& k, const at::Tensor& rows, const at::Tensor& cols,
             double theta) {
#ifdef FOLIO_WITH_CUDA
    if (detail::on_cuda(q)) {
        check_rope_2d_args(q, k, rows, cols);
        if (try_cuda_rope(q, k, nullptr, nullptr, rows, &cols, theta, 0.0)) return;
    }
#endif
    fallback::rope_2d(q, k, rows, cols, theta);
}

}  // namespace folio::engine::kernels

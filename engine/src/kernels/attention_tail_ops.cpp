// merge_attention_tail: the CUDA kernel where it covers the arguments, else ATen in fp32.
#include <ATen/ATen.h>

#include "kernels/dispatch.h"
#include "kernels/ops.h"

namespace folio::engine::kernels {

namespace {

void check_tail_args(const at::Tensor& out, const at::Tensor& lse, const at::Tensor& q,
                     const at::Tensor& k_tail, const at::Tensor& v_tail) {
    constexpr const char* op = "merge_attention_tail";
    detail::check_float(out, op, "out");
    for (const auto& [t, name] : {std::pair{&q, "q"}, {&k_tail, "k_tail"}, {&v_tail, "v_tail"}})
        detail::check_same(out, *t, op, "out", name);
    TORCH_CHECK(out.dim() == 4 && q.sizes() == out.sizes(), op, ": out and q must be [images, heads, rows, "
                "head_dim] of one shape, got ", out.sizes(), " and ", q.sizes());
    TORCH_CHECK(k_tail.dim() == 4 && k_tail.sizes() == v_tail.sizes() && k_tail.size(0) == out.size(0) &&
                    k_tail.size(1) == out.size(1) && k_tail.size(3) == out.size(3),
                op, ": k_tail and v_tail must be [images, heads, tail, head_dim] like out, got ",
                k_tail.sizes(), " and ", v_tail.sizes());
    TORCH_CHECK(lse.scalar_type() == at::kFloat && lse.device() == out.device() &&
                    lse.sizes() == out.sizes().slice(0, 3),
                op, ": lse must be float32 [images, heads, rows] on out's device, got ", lse.scalar_type(), " ",
                lse.sizes());
}

#ifdef FOLIO_WITH_CUDA
cuda::AttentionRows rows_of(const at::Tensor& t) {
    return {t.data_ptr(), t.stride(0), t.stride(1), t.stride(2)};
}

// Every row of out, q and the tail starts 16-byte aligned with its last dimension contiguous.
bool rows_aligned(const at::Tensor& t) {
    const int64_t vec = 16 / static_cast<int64_t>(t.element_size());
    return t.stride(3) == 1 && detail::aligned(t.data_ptr(), 16) && t.stride(0) % vec == 0 &&
           t.stride(1) % vec == 0 && t.stride(2) % vec == 0;
}

bool try_cuda_tail(at::Tensor& out, const at::Tensor& lse, const at::Tensor& q, const at::Tensor& k_tail,
                   const at::Tensor& v_tail, double scale) {
    if (out.scalar_type() == at::kFloat || !cuda::attention_tail_supported(static_cast<int>(out.size(3)), k_tail.size(2)))
        return false;
    for (const at::Tensor* t : std::initializer_list<const at::Tensor*>{&out, &q, &k_tail, &v_tail})
        if (!rows_aligned(*t)) return false;
    const c10::cuda::CUDAGuard guard(out.device());
    FOLIO_CUDA_LAUNCH(cuda::launch_attention_tail(
        detail::cuda_dtype(out), rows_of(out), rows_of(lse), rows_of(q), rows_of(k_tail),
        rows_of(v_tail), static_cast<int>(out.size(0)), static_cast<int>(out.size(1)), out.size(2),
        static_cast<int>(k_tail.size(2)), static_cast<int>(out.size(3)), static_cast<float>(scale),
        detail::current_stream()));
    return true;
}
#endif

}  // namespace

void fallback::merge_attention_tail(at::Tensor& out, const at::Tensor& lse, const at::Tensor& q,
                                    const at::Tensor& k_tail, const at::Tensor& v_tail, double scale) {
    check_tail_args(out, lse, q, k_tail, v_tail);
    if (k_tail.size(2) == 0) return;
    const at::Tensor scores = at::matmul(q.to(at::kFloat), k_tail.to(at::kFloat).transpose(-1, -2)).mul_(scale);
    const at::Tensor tail_lse = scores.logsumexp(-1);
    const at::Tensor tail_out = at::matmul(scores.softmax(-1), v_tail.to(at::kFloat));
    const at::Tensor total = at::logaddexp(lse, tail_lse);
    out.copy_(out.to(at::kFloat)
                  .mul(lse.sub(total).exp().unsqueeze(-1))
                  .add_(tail_out.mul_(tail_lse.sub(total).exp().unsqueeze(-1))));
}

void merge_attention_tail(at::Tensor& out, const at::Tensor& lse, const at::Tensor& q, const at::Tensor& k_tail,
                          const at::Tensor& v_tail, double scale) {
#ifdef FOLIO_WITH_CUDA
    if (detail::on_cuda(out)) {
        check_tail_args(out, lse, q, k_tail, v_tail);
        if (k_tail.size(2) == 0 || try_cuda_tail(out, lse, q, k_tail, v_tail, scale)) return;
    }
#endif
    fallback::merge_attention_tail(out, lse, q, k_tail, v_tail, scale);
}

}  // namespace folio::engine::kernels

// Top-p sampling and greedy argmax: dispatch and ATen fallbacks.
#include <ATen/ops/empty.h>
#include <ATen/ops/from_blob.h>
#include <ATen/ops/where.h>

#include <cmath>
#include <vector>

#include "kernels/dispatch.h"
#include "kernels/ops.h"
#include "kernels/random_hash.h"

namespace folio::engine::kernels {
namespace {

void check_logits(const at::Tensor& logits, const std::optional<at::Tensor>& banned,
                  const char* op) {
    detail::check_float(logits, op, "logits");
    TORCH_CHECK(logits.dim() == 2 && logits.size(1) > 0, op,
                ": logits must be [batch, vocab], got ", logits.sizes());
    if (!banned) return;
    TORCH_CHECK(banned->scalar_type() == at::kBool, op, ": banned must be bool, got ",
                banned->scalar_type());
    TORCH_CHECK(banned->device() == logits.device(), op, ": banned must be on ", logits.device());
    const bool shared = banned->dim() == 1 && banned->size(0) == logits.size(1);
    TORCH_CHECK(shared || banned->sizes() == logits.sizes(), op, ": banned must be [",
                logits.size(1), "] or ", logits.sizes(), ", got ", banned->sizes());
}

void check_sample_args(const at::Tensor& logits, double top_p, const at::Tensor& seeds,
                       const std::optional<at::Tensor>& banned) {
    check_logits(logits, banned, "sample_top_p");
    TORCH_CHECK(top_p > 0.0 && top_p <= 1.0, "sample_top_p: top_p must be in (0, 1], got ", top_p);
    TORCH_CHECK(seeds.defined() && seeds.dim() == 1 && seeds.size(0) == logits.size(0) &&
                    seeds.scalar_type() == at::kLong,
                "sample_top_p: seeds must be int64 [", logits.size(0), "]");
}

at::Tensor allowed_logits(const at::Tensor& logits, const std::optional<at::Tensor>& banned) {
    at::Tensor l = logits.to(at::kFloat);
    if (banned) l = l.masked_fill(*banned, -INFINITY);
    return l;
}

// E_i = -log(u_i) of every row and token, from the shared hash.
at::Tensor exponential_draws(const at::Tensor& seeds, int64_t vocab) {
    const at::Tensor cpu_seeds = seeds.to(at::kCPU).contiguous();
    const int64_t batch = cpu_seeds.size(0);
    at::Tensor draws = at::empty({batch, vocab}, at::TensorOptions().dtype(at::kFloat));
    float* out = draws.data_ptr<float>();
    const int64_t* s = cpu_seeds.data_ptr<int64_t>();
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t i = 0; i < vocab; ++i)
            out[b * vocab + i] =
                -std::log(uniform_from_hash(static_cast<uint64_t>(s[b]), static_cast<uint32_t>(i)));
    return draws;
}

}  // namespace

at::Tensor fallback::greedy_argmax(const at::Tensor& logits, const std::optional<at::Tensor>& banned) {
    check_logits(logits, banned, "greedy_argmax");
    return allowed_logits(logits, banned).argmax(-1);
}

at::Tensor fallback::sample_top_p(const at::Tensor& logits, double temperature, double top_p,
                                  const at::Tensor& seeds, const std::optional<at::Tensor>& banned) {
    check_sample_args(logits, top_p, seeds, banned);
    if (temperature <= 0.0) return fallback::greedy_argmax(logits, banned);
    const float inv_t = 1.0f / static_cast<float>(temperature);
    const at::Tensor l = allowed_logits(logits, banned);
    const at::Tensor weights = l.sub(l.amax(-1, true)).mul(inv_t).exp();  // banned: 0
    at::Tensor nucleus = weights.gt(0);
    if (top_p < 1.0) {
        const at::Tensor sorted = std::get<0>(weights.sort(-1, /*descending=*/true));
        const at::Tensor before = sorted.cumsum(-1).sub(sorted);  // mass of the larger ones
        const at::Tensor target = weights.sum(-1, true).mul(static_cast<float>(top_p));
        const at::Tensor count = before.lt(target).sum(-1, true).clamp_min(1);
        const at::Tensor tau = sorted.gather(-1, count.sub(1));
        nucleus = nucleus.logical_and(weights.ge(tau));
    }
    const at::Tensor draws = exponential_draws(seeds, logits.size(1)).to(logits.device());
    return at::where(nucleus, weights.div(draws), -1.0f).argmax(-1);
}

at::Tensor greedy_argmax(const at::Tensor& logits, const std::optional<at::Tensor>& banned) {
#ifdef FOLIO_WITH_CUDA
    if (detail::on_cuda(logits)) {
        check_logits(logits, banned, "greedy_argmax");
        return sample_top_p(logits, 0.0, 1.0,
                            at::empty({logits.size(0)}, logits.options().dtype(at::kLong)), banned);
    }
#endif
    return fallback::greedy_argmax(logits, banned);
}

at::Tensor sample_top_p(const at::Tensor& logits, double temperature, double top_p,
                        const at::Tensor& seeds, const std::optional<at::Tensor>& banned) {
#ifdef FOLIO_WITH_CUDA
    if (detail::on_cuda(logits) && logits.stride(1) == 1) {
        check_sample_args(logits, top_p, seeds, banned);
        const at::Tensor seed_rows = seeds.to(logits.device()).contiguous();
        at::Tensor ban;
        if (banned) ban = banned->contiguous();
        const int64_t ban_stride = ban.defined() && ban.dim() == 2 ? ban.size(1) : 0;
        at::Tensor out = at::empty({logits.size(0)}, logits.options().dtype(at::kLong));
        const c10::cuda::CUDAGuard guard(logits.device());
        FOLIO_CUDA_LAUNCH(cuda::launch_sample(
            detail::cuda_dtype(logits), logits.data_ptr(), logits.size(0), logits.size(1),
            logits.stride(0), static_cast<float>(temperature), static_cast<float>(top_p),
            seed_rows.data_ptr<int64_t>(), ban.defined() ? ban.data_ptr<bool>() : nullptr,
            ban_stride, out.data_ptr<int64_t>(), detail::current_stream()));
        return out;
    }
#endif
    return fallback::sample_top_p(logits, temperature, top_p, seeds, banned);
}

}  // namespace folio::engine::kernels

// The screened greedy LM head (screened_head.h): making the int8 copy, the dispatch to the CUDA
// kernels and the ATen fallback.
#include "kernels/screened_head.h"

#include <ATen/ops/arange.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/mv.h>
#include <ATen/ops/nonzero.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "kernels/dispatch.h"

#ifdef FOLIO_WITH_CUDA
#include "../../kernels/screened_head_launch.h"
#endif

namespace folio::engine::kernels {
namespace {

// Rows quantised, or scored by the fallback, at a time: fp32 temporaries of 32 MB at hidden 1024.
constexpr int64_t kSliceRows = 8192;

void check_call(const ScreenedHead& head, const at::Tensor& hidden, const std::optional<at::Tensor>& banned) {
    constexpr const char* op = "screened_greedy";
    TORCH_CHECK(head.codes.defined(), op, ": the head has no screen (make_screened_head)");
    detail::check_float(hidden, op, "hidden");
    detail::check_same(head.weight, hidden, op, "the head", "hidden");
    TORCH_CHECK(hidden.numel() == head.hidden() && (hidden.dim() == 1 || (hidden.dim() == 2 && hidden.size(0) == 1)),
                op, ": hidden must be [", head.hidden(), "] or [1, ", head.hidden(), "], got ", hidden.sizes());
    if (!banned) return;
    TORCH_CHECK(banned->scalar_type() == at::kBool && banned->dim() == 1 && banned->size(0) == head.vocab(), op,
                ": banned must be bool [", head.vocab(), "], got ", banned->scalar_type(), " ", banned->sizes());
    TORCH_CHECK(banned->device() == hidden.device(), op, ": banned must be on ", hidden.device());
}

// Calls f(first, rows) for consecutive slices of `total` rows.
template <typename F>
void for_each_slice(int64_t total, F&& f) {
    for (int64_t first = 0; first < total; first += kSliceRows) f(first, std::min(kSliceRows, total - first));
}

// y_r = sum_i h_i w_ri in fp32 for `rows` of weight. The same reduction of a row whichever rows
// come with it, so a candidate's logit is the one the full head's fallback computes.
at::Tensor row_logits(const at::Tensor& weight, const at::Tensor& h, const at::Tensor& rows) {
    return weight.index_select(0, rows).to(at::kFloat).mul(h).sum(1);
}

// a_r = s_r sum_i h_i q_ri for every row.
at::Tensor screen_values(const ScreenedHead& head, const at::Tensor& h) {
    std::vector<at::Tensor> parts;
    for_each_slice(head.vocab(), [&](int64_t first, int64_t rows) {
        const at::Tensor codes = head.codes.narrow(0, first, rows).to(at::kFloat);
        parts.push_back(at::mv(codes, h).mul_(head.scales.narrow(0, first, rows)));
    });
    return at::cat(parts);
}

// The rows with a_r + B_r >= T (ascending); h: float32 [hidden].
at::Tensor candidate_rows(const ScreenedHead& head, const at::Tensor& h, const std::optional<at::Tensor>& banned) {
    const at::Tensor screened = screen_values(head, h);
    const at::Tensor margin = head.bounds.mul(h.abs().sum());  // B_r
    at::Tensor lower = screened.sub(margin), upper = screened.add(margin);
    if (banned) {
        lower.masked_fill_(*banned, -INFINITY);
        upper.masked_fill_(*banned, NAN);  // never >= anything
    }
    return at::nonzero(upper.ge(lower.max())).view(-1);
}

}  // namespace

std::uint64_t ScreenedHead::bytes() const {
    return codes.nbytes() + scales.nbytes() + bounds.nbytes() + pick.nbytes();
}

double summation_slack(int64_t hidden) { return std::ldexp(4.0 * static_cast<double>(hidden), -24); }

ScreenedHead make_screened_head(const at::Tensor& weight) {
    detail::check_float(weight, "make_screened_head", "weight");
    TORCH_CHECK(weight.dim() == 2 && weight.size(0) > 0 && weight.size(1) > 0,
                "make_screened_head: weight must be [vocab, hidden], got ", weight.sizes());
    ScreenedHead head;
    head.weight = weight.contiguous();
    const int64_t vocab = weight.size(0), hidden = weight.size(1);
    const at::TensorOptions options = weight.options();
    head.codes = at::empty({vocab, hidden}, options.dtype(at::kChar));
    head.scales = at::empty({vocab}, options.dtype(at::kFloat));
    head.bounds = at::empty({vocab}, options.dtype(at::kFloat));
    head.pick = at::zeros({2}, options.dtype(at::kLong));
    const double slack = summation_slack(hidden);
    for_each_slice(vocab, [&](int64_t first, int64_t rows) {
        const at::Tensor w = head.weight.narrow(0, first, rows).to(at::kFloat);
        const at::Tensor largest = w.abs().amax(1, /*keepdim=*/true);  // m_r
        const at::Tensor scale = largest.div(127.0);                    // s_r
        // A zero row keeps s_r = 0 and codes 0 (its divisor is 1 so that nothing is NaN).
        const at::Tensor codes = w.div(at::where(scale.gt(0), scale, 1.0)).round().clamp(-127, 127);
        const at::Tensor error = w.sub(codes.mul(scale)).abs().amax(1);  // e_r
        head.codes.narrow(0, first, rows).copy_(codes.to(at::kChar));
        head.scales.narrow(0, first, rows).copy_(scale.view(-1));
        head.bounds.narrow(0, first, rows).copy_(error.add(largest.view(-1), slack));
    });
    return head;
}

bool screened_greedy_on_cuda(const at::Tensor& weight) {
#ifdef FOLIO_WITH_CUDA
    return weight.defined() && detail::on_cuda(weight) && weight.dim() == 2 && weight.is_contiguous() &&
           cuda::screened_greedy_supported(detail::cuda_dtype(weight), weight.size(0), weight.size(1)) &&
           detail::aligned(weight.data_ptr(), 16);
#else
    (void)weight;
    return false;
#endif
}

at::Tensor fallback::screen_candidates(const ScreenedHead& head, const at::Tensor& hidden,
                                       const std::optional<at::Tensor>& banned) {
    check_call(head, hidden, banned);
    return candidate_rows(head, hidden.reshape({-1}).to(at::kFloat), banned);
}

at::Tensor fallback::screened_greedy(const ScreenedHead& head, const at::Tensor& hidden,
                                     const std::optional<at::Tensor>& banned) {
    check_call(head, hidden, banned);
    const at::Tensor h = hidden.reshape({-1}).to(at::kFloat);
    at::Tensor rows = candidate_rows(head, h, banned);
    const at::Tensor none = at::zeros({1}, h.options().dtype(at::kLong));
    if (rows.numel() == 0) return none;
    at::Tensor logits;
    if (rows.numel() > kMaxCandidates) {
        // Every allowed row, a slice at a time (the same reduction per row as for candidates).
        const at::Tensor all = at::arange(head.vocab(), rows.options());
        rows = banned ? all.masked_select(banned->logical_not()) : all;
        std::vector<at::Tensor> parts;
        for_each_slice(rows.numel(), [&](int64_t first, int64_t count) {
            parts.push_back(row_logits(head.weight, h, rows.narrow(0, first, count)));
        });
        logits = at::cat(parts);
    } else {
        logits = row_logits(head.weight, h, rows);
    }
    const at::Tensor nan = logits.isnan();
    if (nan.all().item<bool>()) return none;
    // argmax returns the first of equal maxima: the lowest row, rows being ascending.
    return rows.index_select(0, logits.masked_fill(nan, -INFINITY).argmax().view({1}));
}

at::Tensor screened_greedy(const ScreenedHead& head, const at::Tensor& hidden,
                           const std::optional<at::Tensor>& banned) {
    check_call(head, hidden, banned);
#ifdef FOLIO_WITH_CUDA
    if (detail::on_cuda(hidden) && screened_greedy_on_cuda(head.weight)) {
        at::Tensor h = hidden.reshape({-1});
        // A fresh allocation is 16-byte aligned: the kernels read h with 16-byte loads.
        if (!h.is_contiguous() || !detail::aligned(h.data_ptr(), 16)) h = h.clone(at::MemoryFormat::Contiguous);
        at::Tensor ban;
        if (banned) ban = banned->contiguous();
        const int64_t vocab = head.vocab();
        const int64_t padded = (vocab + cuda::kScreenPickRows - 1) / cuda::kScreenPickRows * cuda::kScreenPickRows;
        const at::TensorOptions floats = h.options().dtype(at::kFloat);
        const at::Tensor upper = at::empty({padded}, floats);
        const at::Tensor block_lower = at::empty({cuda::kScreenMaxBlocks}, floats);
        at::Tensor out = at::empty({1}, h.options().dtype(at::kLong));
        cuda::ScreenedGreedyArgs args;
        args.dtype = detail::cuda_dtype(h);
        args.hidden = h.data_ptr();
        args.weight = head.weight.data_ptr();
        args.codes = head.codes.data_ptr<int8_t>();
        args.scales = head.scales.data_ptr<float>();
        args.bounds = head.bounds.data_ptr<float>();
        args.banned = ban.defined() ? ban.data_ptr<bool>() : nullptr;
        args.vocab = static_cast<int>(vocab);
        args.hidden_size = static_cast<int>(head.hidden());
        args.upper = upper.data_ptr<float>();
        args.block_lower = block_lower.data_ptr<float>();
        args.pick = reinterpret_cast<unsigned long long*>(head.pick.data_ptr<int64_t>());
        args.out = out.data_ptr<int64_t>();
        args.programmatic = detail::programmatic_launches(kernel_tuning().screened_head_programmatic);
        const c10::cuda::CUDAGuard guard(h.device());
        FOLIO_CUDA_LAUNCH(cuda::launch_screened_greedy(args, detail::current_stream()));
        return out;
    }
#endif
    return fallback::screened_greedy(head, hidden, banned);
}

}  // namespace folio::engine::kernels

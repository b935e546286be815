// The greedy pick of an LM head without reading the whole head: an exact screen through an int8
// copy (docs/KERNELS.md, "Screened greedy LM head"). At batch 1 a decode step's LM head reads
// its 311 MB of bf16 weights to find one arg max; the screen reads the 155 MB int8 copy and the
// bf16 rows of the few rows it cannot rule out.
//
// For the head W [vocab, hidden] and a hidden vector h, the function is the row r maximising the
// fp32 logit y_r = sum_i h_i w_ri over the rows not banned, the lowest such row among equal
// logits. Per row, made once: s_r = max_i |w_ri| / 127, codes q_ri = round(w_ri / s_r) (int8),
// e_r = max_i |w_ri - s_r q_ri| (<= s_r / 2), m_r = max_i |w_ri|. Per call:
//   a_r = s_r sum_i h_i q_ri (fp32),  B_r = ||h||_1 (e_r + slack * m_r),  T = max_r (a_r - B_r);
// every row with a_r + B_r >= T is a candidate, and the pick is the arg max of the candidates'
// y_r, computed from W's rows.
//
// Why the winner is always a candidate: let x_r be the exact dot product. |x_r - s_r sum h_i q_ri|
// <= ||h||_1 e_r. The fp32 sums differ from the exact ones by at most (n - 1) u sum_i |terms| for
// any order of n terms (u = 2^-24), and sum_i |h_i w_ri| <= ||h||_1 m_r, sum_i |h_i s_r q_ri| <=
// ||h||_1 m_r (1 + u); products h_i q_ri and h_i w_ri are exact in fp32 for bf16/fp16 h and W (at
// most 8 + 8 or 11 + 11 significant bits). So |a_r - y_r| <= ||h||_1 (e_r + 2 n u m_r) + a few
// u: B_r with slack = 4 n u (2^-12 at n = 1024) covers it with room for the roundings of B, of
// a +- B and of e_r itself. Then for the winner w and the row p giving T:
// a_w + B_w >= y_w >= y_p >= a_p - B_p = T. The bound holds for any summation order, so the
// candidates' logits may come from another routine than the full head's: the pick is the arg max
// of its own fp32 logits exactly (the same row-by-row arithmetic whether a row is a candidate or
// not); against the cuBLAS head, whose fp32 sums run in another order, the two agree unless the
// top logits lie within that order's rounding (~1e-6 relative).
//
// On a CUDA device (FOLIO_WITH_CUDA builds), bf16/fp16 heads with hidden 512 or 1024 run two
// kernels (engine/kernels/screened_head.cu) that never synchronise with the host, so the call can
// be captured in CUDA graphs; they share the head's `pick` scratch, so calls with one head must
// run on one stream at a time. Everything else runs the ATen fallback (which synchronises).
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <optional>

namespace folio::engine::kernels {

// The int8 copy of an LM head and the per-row constants of its screen, on the head's device.
struct ScreenedHead {
    at::Tensor weight;  // W [vocab, hidden] itself (bf16, fp16 or fp32; shared, not copied)
    at::Tensor codes;   // int8 [vocab, hidden]: q_ri, |q_ri| <= 127
    at::Tensor scales;  // float32 [vocab]: s_r
    at::Tensor bounds;  // float32 [vocab]: e_r + slack * m_r, so that B_r = ||h||_1 * bounds[r]
    at::Tensor pick;    // int64 [2], zero between calls: the kernels' result word and block count

    int64_t vocab() const { return codes.size(0); }
    int64_t hidden() const { return codes.size(1); }
    // Device bytes the screen adds to the model (all but the weight): 155.9 MB for LightOnOCR.
    std::uint64_t bytes() const;
};

// The per-row slack of the bound, in units of m_r: 4 n u for n = hidden (2^-12 at 1024).
double summation_slack(int64_t hidden);

// Makes the screen of weight [vocab, hidden] (bf16, fp16 or fp32, contiguous) on its device, a
// slice of rows at a time so that temporaries stay small.
ScreenedHead make_screened_head(const at::Tensor& weight);

// True when screened_greedy runs the CUDA kernels for a screen of this weight (else the ATen
// fallback): a CUDA build, the weight on a CUDA device, bf16/fp16, hidden 512 or 1024.
bool screened_greedy_on_cuda(const at::Tensor& weight);

// The pick described above for one hidden vector: int64 [1] on the head's device.
// hidden: [hidden] or [1, hidden], the head's dtype and device; banned: optional bool [vocab],
// true = never picked. Every row banned (or a NaN hidden): 0.
at::Tensor screened_greedy(const ScreenedHead& head, const at::Tensor& hidden,
                           const std::optional<at::Tensor>& banned = {});

namespace fallback {
// Candidates past this many: the logits of every row are computed instead (the same pick).
constexpr int64_t kMaxCandidates = 2048;
at::Tensor screened_greedy(const ScreenedHead& head, const at::Tensor& hidden,
                           const std::optional<at::Tensor>& banned = {});
// The rows the screen keeps for hidden, ascending: int64 [candidates] (tests count them).
at::Tensor screen_candidates(const ScreenedHead& head, const at::Tensor& hidden,
                             const std::optional<at::Tensor>& banned = {});
}  // namespace fallback

}  // namespace folio::engine::kernels

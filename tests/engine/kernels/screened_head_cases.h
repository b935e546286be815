// The cases of the screened greedy LM head's tests (test_screened_head: the ATen fallback on the
// CPU; test_screened_head_cuda: the kernels against it): heads, hidden vectors and banned masks
// with the row the pick must be, from float64 logits (exact for bf16/fp16 and fp32 inputs up to a
// double's rounding, far below the gaps the cases leave between their top logits).
#pragma once

#include <ATen/ATen.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace folio::test::kernels {

struct ScreenCase {
    std::string name;
    at::Tensor weight, hidden, banned;  // banned: undefined when nothing is banned
    int64_t expected = 0;

    std::optional<at::Tensor> banned_mask() const {
        if (!banned.defined()) return std::nullopt;
        return banned;
    }
    // One line per pick: the case, its dtype, the row picked and how many rows the screen kept.
    void report(const char* who, int64_t picked, int64_t candidates) const {
        std::printf("  %-38s %-8s %-8s pick %6lld (expected %6lld), %lld candidates\n", name.c_str(),
                    std::string(c10::toString(weight.scalar_type())).c_str(), who, static_cast<long long>(picked),
                    static_cast<long long>(expected), static_cast<long long>(candidates));
    }
};

// Normal values from gen (on its device), scaled, as dtype on `device`.
inline at::Tensor normal(at::Generator& gen, at::IntArrayRef shape, double stddev, at::ScalarType dtype,
                         const at::Device& device) {
    return at::randn(shape, gen, at::TensorOptions().dtype(at::kFloat).device(gen.device()))
        .mul_(stddev)
        .to(device, dtype);
}

// weight . hidden in float64, a slice of rows at a time (LightOnOCR's whole head would take
// 1.2 GB as doubles).
inline at::Tensor float64_logits(const at::Tensor& weight, const at::Tensor& hidden) {
    const at::Tensor h = hidden.reshape({-1}).to(at::kDouble);
    std::vector<at::Tensor> parts;
    for (int64_t first = 0; first < weight.size(0); first += 8192) {
        const int64_t rows = std::min<int64_t>(8192, weight.size(0) - first);
        parts.push_back(at::mv(weight.narrow(0, first, rows).to(at::kDouble), h));
    }
    return at::cat(parts);
}

// The largest allowed float64 logit's row, the lowest among equal ones (argmax takes the first).
inline int64_t float64_pick(const at::Tensor& weight, const at::Tensor& hidden, const at::Tensor& banned = {}) {
    at::Tensor logits = float64_logits(weight, hidden);
    if (banned.defined()) logits.masked_fill_(banned, -INFINITY);
    return logits.argmax().item<int64_t>();
}

inline ScreenCase screen_case(std::string name, at::Tensor weight, at::Tensor hidden, at::Tensor banned = {}) {
    const int64_t expected = float64_pick(weight, hidden, banned);
    return {std::move(name), std::move(weight), std::move(hidden), std::move(banned), expected};
}

// A head of LightOnOCR's shape (151936 x 1024, rows of N(0, 0.02^2) like its embeddings) and
// hidden vectors: plain N(0, 1), with a few large dimensions (as final-normed hidden states
// have), and small.
inline std::vector<ScreenCase> real_size_cases(at::Generator& gen, at::ScalarType dtype, const at::Device& device,
                                               int64_t vocab = 151936, int64_t hidden = 1024) {
    const at::Tensor weight = normal(gen, {vocab, hidden}, 0.02, dtype, device);
    at::Tensor outliers = normal(gen, {hidden}, 1.0, at::kFloat, device);
    outliers.narrow(0, 7, 4).mul_(30.0);
    return {screen_case("plain", weight, normal(gen, {hidden}, 1.0, dtype, device)),
            screen_case("outlier dimensions", weight, outliers.to(dtype)),
            screen_case("small", weight, normal(gen, {hidden}, 1e-3, dtype, device))};
}

// Rows that sit in different pick slices of 512 rows and in one, equal to each other and far
// above the rest: the lowest of them; with it banned, the next.
inline std::vector<ScreenCase> tie_cases(at::Generator& gen, at::ScalarType dtype, const at::Device& device,
                                         int64_t hidden = 1024) {
    const int64_t vocab = 4096;
    at::Tensor weight = normal(gen, {vocab, hidden}, 0.02, dtype, device);
    const at::Tensor h = normal(gen, {hidden}, 1.0, dtype, device);
    const at::Tensor winner = h.to(at::kFloat).sign().mul(0.05).to(dtype);  // logit 0.05 ||h||_1
    const std::vector<int64_t> tied = {1700, 1701, 2900, 700};
    for (int64_t row : tied) weight[row].copy_(winner);
    at::Tensor banned = at::zeros({vocab}, at::TensorOptions().dtype(at::kBool).device(device));
    banned[700] = true;
    return {screen_case("ties in one slice and across slices", weight, h),
            screen_case("ties, the lowest banned", weight, h, banned)};
}

// Banned rows: the five best, all but one row, and every row (the pick is then 0).
inline std::vector<ScreenCase> banned_cases(at::Generator& gen, at::ScalarType dtype, const at::Device& device,
                                            int64_t hidden = 1024) {
    const int64_t vocab = 20000;
    const at::Tensor weight = normal(gen, {vocab, hidden}, 0.02, dtype, device);
    const at::Tensor h = normal(gen, {hidden}, 1.0, dtype, device);
    const auto options = at::TensorOptions().dtype(at::kBool).device(device);
    at::Tensor best_five = at::zeros({vocab}, options);
    best_five.index_fill_(0, std::get<1>(float64_logits(weight, h).topk(5)), true);
    at::Tensor all_but_one = at::ones({vocab}, options);
    all_but_one[12345] = false;
    ScreenCase everything{"every row banned", weight, h, at::ones({vocab}, options), 0};
    return {screen_case("the five best banned", weight, h, best_five),
            screen_case("all but one banned", weight, h, all_but_one), everything};
}

// Row 20 has the larger logit, but its codes round every element down and row 10's round most
// of theirs up, so the int8 screen puts row 10 far ahead: a_10 - a_20 = 900 steps, the logits
// differ by 41 steps the other way (h = ones, a step s = 2^-6 for both rows). Row 20 survives
// only because B_r covers the whole rounding: with B halved, a_20 + B_20 / 2 = 394 steps is
// below a_10 - B_10 / 2 = 761 steps, and the pick would be row 10.
inline ScreenCase misranked_case(at::Generator& gen, at::ScalarType dtype, const at::Device& device,
                                 int64_t hidden = 1024) {
    const int64_t vocab = 2048;
    const double step = 1.0 / 64;
    at::Tensor weight = normal(gen, {vocab, hidden}, 0.02, at::kFloat, device);
    at::Tensor up = at::zeros({hidden}, weight.options()), down = at::full({hidden}, 0.49 * step, weight.options());
    up.narrow(0, 1, 900).fill_(0.51 * step);
    up[0] = 127 * step;
    down[0] = 127 * step;
    weight[10].copy_(up);
    weight[20].copy_(down);
    const at::Tensor h = at::ones({hidden}, weight.options()).to(dtype);
    return screen_case("int8 rounding ranks a lower row first", weight.to(dtype), h);
}

// Rows that differ by less than the screen resolves, so that every row is a candidate: more
// than the fallback's cap (2048) and than a pick block holds (128 of its 512 rows).
inline ScreenCase crowded_case(at::Generator& gen, at::ScalarType dtype, const at::Device& device,
                               int64_t hidden = 1024) {
    const int64_t vocab = 6000;
    const at::Tensor base = normal(gen, {1, hidden}, 0.02, at::kFloat, device);
    const at::Tensor weight = base.add(normal(gen, {vocab, hidden}, 2e-4, at::kFloat, device)).to(dtype);
    return screen_case("every row a candidate", weight, normal(gen, {hidden}, 1.0, dtype, device));
}

}  // namespace folio::test::kernels

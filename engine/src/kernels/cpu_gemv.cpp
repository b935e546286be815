// The CPU decode GEMV (cpu_gemv.h): run-time instruction-set dispatch, the tiles per
// instruction set, and the threaded driver with its epilogues.
#include "kernels/cpu_gemv.h"

#include <ATen/Parallel.h>
#include <c10/util/BFloat16.h>
#include <c10/util/Exception.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include "kernels/x86_simd.h"

namespace folio::engine::kernels::cpu {
namespace {

enum class Isa { portable, avx2, avx512, avx512bf16 };

Isa detected_isa() {
#ifdef FOLIO_X86_SIMD
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")) {
        // GCC 12 and Clang 15 know "avx512bf16"; the check is a run-time CPUID test.
        if (__builtin_cpu_supports("avx512bf16")) return Isa::avx512bf16;
        return Isa::avx512;
    }
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return Isa::avx2;
#endif
    return Isa::portable;
}

Isa& current_isa() {
    static Isa isa = detected_isa();
    return isa;
}

bool vnni_detected() {
#ifdef FOLIO_X86_SIMD
    return detected_isa() >= Isa::avx512 && __builtin_cpu_supports("avx512vnni");
#else
    return false;
#endif
}

// int8 weights through VNNI (x quantised per block of 32) rather than widened to fp32.
bool& int8_vnni() {
    static bool on = vnni_detected();
    return on;
}

const char* isa_name(Isa isa) {
    switch (isa) {
        case Isa::avx512bf16: return "avx512bf16";
        case Isa::avx512: return "avx512";
        case Isa::avx2: return "avx2";
        default: return "portable";
    }
}

// One call's operands as raw pointers. x is bf16 (xb) for the AVX512_BF16 tile, int8 blocks
// (xq, with per-lane scales and offsets) for the VNNI tile, else fp32 (xf).
struct Operands {
    int64_t rows = 0, k = 0;
    const std::uint16_t* xb = nullptr;
    const float* xf = nullptr;
    const std::int8_t* xq = nullptr;      // [rows, k]: round(x / s_b), s_b = max |x| of its block of 32 / 127
    const std::int32_t* x_offset = nullptr;  // [rows, k / 4]: -128 * the sum of a lane's 4 codes
    const float* x_scale = nullptr;        // [rows, k / 4]: s_b of the lane's block
    const void* w = nullptr;  // bf16 or int8 [W rows, k]
    bool int8 = false;
    const float* scales = nullptr;  // int8: [W rows]
};

// Sums of W rows [first, first + count) with every x row into acc[r * ld + (row - first)],
// scaled for int8 weights.
using DotRows = void (*)(const Operands&, int64_t first, int64_t count, float* acc, int64_t ld);

// Calls tile<XR, WR> over blocks of 4 W rows (then single rows) and, within a block, 4 x rows at
// a time, so that a block of W stays in L1 while every x row passes over it.
template <template <int, int> class Tile>
void for_each_tile(const Operands& op, int64_t first, int64_t count, float* acc, int64_t ld) {
    const auto run = [&](auto wr, int64_t j) {
        constexpr int WR = decltype(wr)::value;
        for (int64_t r = 0; r < op.rows; r += 4) {
            float* out = acc + r * ld + (j - first);
            switch (std::min<int64_t>(4, op.rows - r)) {
                case 1: Tile<1, WR>::run(op, r, j, out, ld); break;
                case 2: Tile<2, WR>::run(op, r, j, out, ld); break;
                case 3: Tile<3, WR>::run(op, r, j, out, ld); break;
                default: Tile<4, WR>::run(op, r, j, out, ld); break;
            }
        }
    };
    int64_t j = first;
    for (; j + 4 <= first + count; j += 4) run(std::integral_constant<int, 4>{}, j);
    for (; j < first + count; ++j) run(std::integral_constant<int, 1>{}, j);
}

template <int WR>
inline void scale_rows(const Operands& op, int64_t j, float* out, int64_t ld, int xr) {
    if (!op.int8) return;
    for (int r = 0; r < xr; ++r)
        for (int c = 0; c < WR; ++c) out[r * ld + c] *= op.scales[j + c];
}

// Plain C++: x in fp32, each weight widened as it is read.
template <int XR, int WR>
struct PortableTile {
    static void run(const Operands& op, int64_t r0, int64_t j, float* out, int64_t ld) {
        for (int r = 0; r < XR; ++r)
            for (int c = 0; c < WR; ++c) {
                const float* x = op.xf + (r0 + r) * op.k;
                float sum = 0;
                if (op.int8) {
                    const auto* w = static_cast<const std::int8_t*>(op.w) + (j + c) * op.k;
                    for (int64_t i = 0; i < op.k; ++i) sum += x[i] * static_cast<float>(w[i]);
                } else {
                    const auto* w = static_cast<const c10::BFloat16*>(op.w) + (j + c) * op.k;
                    for (int64_t i = 0; i < op.k; ++i) sum += x[i] * static_cast<float>(w[i]);
                }
                out[r * ld + c] = sum;
            }
        scale_rows<WR>(op, j, out, ld, XR);
    }
};

#ifdef FOLIO_X86_SIMD
// AVX2 + FMA, int8 weights: 8 codes widened to fp32 per step.
template <int XR, int WR>
struct Avx2Int8Tile {
    __attribute__((target("avx2,fma"))) static void run(const Operands& op, int64_t r0, int64_t j, float* out,
                                                        int64_t ld) {
        const auto* w = static_cast<const std::int8_t*>(op.w) + j * op.k;
        __m256 sum[XR][WR];
        #pragma GCC unroll 4
        for (int r = 0; r < XR; ++r)
            #pragma GCC unroll 4
            for (int c = 0; c < WR; ++c) sum[r][c] = _mm256_setzero_ps();
        for (int64_t i = 0; i < op.k; i += 8) {
            __m256 wv[WR];
            #pragma GCC unroll 4
            for (int c = 0; c < WR; ++c)
                wv[c] = _mm256_cvtepi32_ps(
                    _mm256_cvtepi8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(w + c * op.k + i))));
            #pragma GCC unroll 4
            for (int r = 0; r < XR; ++r) {
                const __m256 xv = _mm256_loadu_ps(op.xf + (r0 + r) * op.k + i);
                #pragma GCC unroll 4
                for (int c = 0; c < WR; ++c) sum[r][c] = _mm256_fmadd_ps(xv, wv[c], sum[r][c]);
            }
        }
        #pragma GCC unroll 4
        for (int r = 0; r < XR; ++r)
            #pragma GCC unroll 4
            for (int c = 0; c < WR; ++c) {
                const __m128 half = _mm_add_ps(_mm256_castps256_ps128(sum[r][c]), _mm256_extractf128_ps(sum[r][c], 1));
                const __m128 pair = _mm_add_ps(half, _mm_movehl_ps(half, half));
                out[r * ld + c] = _mm_cvtss_f32(_mm_add_ss(pair, _mm_shuffle_ps(pair, pair, 1)));
            }
        scale_rows<WR>(op, j, out, ld, XR);
    }
};

// AVX-512, int8 weights: 16 codes widened to fp32 per step.
template <int XR, int WR>
struct Avx512Int8Tile {
    __attribute__((target("avx512f,avx512bw"))) static void run(const Operands& op, int64_t r0, int64_t j,
                                                                float* out, int64_t ld) {
        const auto* w = static_cast<const std::int8_t*>(op.w) + j * op.k;
        __m512 sum[XR][WR];
        #pragma GCC unroll 4
        for (int r = 0; r < XR; ++r)
            #pragma GCC unroll 4
            for (int c = 0; c < WR; ++c) sum[r][c] = _mm512_setzero_ps();
        for (int64_t i = 0; i < op.k; i += 16) {
            __m512 wv[WR];
            #pragma GCC unroll 4
            for (int c = 0; c < WR; ++c)
                wv[c] = _mm512_cvtepi32_ps(
                    _mm512_cvtepi8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(w + c * op.k + i))));
            #pragma GCC unroll 4
            for (int r = 0; r < XR; ++r) {
                const __m512 xv = _mm512_loadu_ps(op.xf + (r0 + r) * op.k + i);
                #pragma GCC unroll 4
                for (int c = 0; c < WR; ++c) sum[r][c] = _mm512_fmadd_ps(xv, wv[c], sum[r][c]);
            }
        }
        #pragma GCC unroll 4
        for (int r = 0; r < XR; ++r)
            #pragma GCC unroll 4
            for (int c = 0; c < WR; ++c) out[r * ld + c] = _mm512_reduce_add_ps(sum[r][c]);
        scale_rows<WR>(op, j, out, ld, XR);
    }
};

// AVX512-VNNI, int8 weights and x quantised per block of 32: vpdpbusd multiplies unsigned by
// signed bytes, so the codes are offset by 128 (w + 128 = w ^ 0x80) and the offset's product
// (128 * the lane's sum of x codes, the same for every W row) taken away by starting each lane
// there. Each 64-code step's int32 lanes are scaled by their block's s_b into the fp32 sums.
template <int XR, int WR>
struct Avx512VnniTile {
    __attribute__((target("avx512f,avx512bw,avx512vnni"))) static void run(const Operands& op, int64_t r0,
                                                                           int64_t j, float* out, int64_t ld) {
        const auto* w = static_cast<const std::int8_t*>(op.w) + j * op.k;
        const __m512i flip = _mm512_set1_epi8(static_cast<char>(0x80));
        __m512 sum[XR][WR];
#pragma GCC unroll 4
        for (int r = 0; r < XR; ++r)
#pragma GCC unroll 4
            for (int c = 0; c < WR; ++c) sum[r][c] = _mm512_setzero_ps();
        for (int64_t i = 0; i < op.k; i += 64) {
            __m512i wv[WR];
#pragma GCC unroll 4
            for (int c = 0; c < WR; ++c) wv[c] = _mm512_xor_si512(_mm512_loadu_si512(w + c * op.k + i), flip);
#pragma GCC unroll 4
            for (int r = 0; r < XR; ++r) {
                const int64_t row = r0 + r;
                const __m512i xv = _mm512_loadu_si512(op.xq + row * op.k + i);
                const __m512i offset = _mm512_loadu_si512(op.x_offset + (row * op.k + i) / 4);
                const __m512 scale = _mm512_loadu_ps(op.x_scale + (row * op.k + i) / 4);
#pragma GCC unroll 4
                for (int c = 0; c < WR; ++c)
                    sum[r][c] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(_mm512_dpbusd_epi32(offset, wv[c], xv)), scale,
                                                sum[r][c]);
            }
        }
#pragma GCC unroll 4
        for (int r = 0; r < XR; ++r)
#pragma GCC unroll 4
            for (int c = 0; c < WR; ++c) out[r * ld + c] = _mm512_reduce_add_ps(sum[r][c]);
        scale_rows<WR>(op, j, out, ld, XR);
    }
};

// AVX512_BF16, bf16 weights and x: 32 products per vdpbf16ps, summed in fp32.
template <int XR, int WR>
struct Avx512Bf16Tile {
    __attribute__((target("avx512f,avx512bw,avx512bf16"))) static void run(const Operands& op, int64_t r0,
                                                                           int64_t j, float* out, int64_t ld) {
        const std::uint16_t* w = static_cast<const std::uint16_t*>(op.w) + j * op.k;
        __m512 sum[XR][WR];
        #pragma GCC unroll 4
        for (int r = 0; r < XR; ++r)
            #pragma GCC unroll 4
            for (int c = 0; c < WR; ++c) sum[r][c] = _mm512_setzero_ps();
        for (int64_t i = 0; i < op.k; i += 32) {
            __m512bh wv[WR];
            #pragma GCC unroll 4
            for (int c = 0; c < WR; ++c) wv[c] = (__m512bh)_mm512_loadu_si512(w + c * op.k + i);
            #pragma GCC unroll 4
            for (int r = 0; r < XR; ++r) {
                const __m512bh xv = (__m512bh)_mm512_loadu_si512(op.xb + (r0 + r) * op.k + i);
                #pragma GCC unroll 4
                for (int c = 0; c < WR; ++c) sum[r][c] = _mm512_dpbf16_ps(sum[r][c], xv, wv[c]);
            }
        }
        #pragma GCC unroll 4
        for (int r = 0; r < XR; ++r)
            #pragma GCC unroll 4
            for (int c = 0; c < WR; ++c) out[r * ld + c] = _mm512_reduce_add_ps(sum[r][c]);
    }
};
#endif

bool vnni_takes(Isa isa, bool int8, int64_t k) { return int8 && isa >= Isa::avx512 && int8_vnni() && k % 64 == 0; }

DotRows dot_rows(Isa isa, bool int8, int64_t k) {
#ifdef FOLIO_X86_SIMD
    if (vnni_takes(isa, int8, k)) return for_each_tile<Avx512VnniTile>;
    if (!int8 && isa == Isa::avx512bf16) return for_each_tile<Avx512Bf16Tile>;
    if (int8 && (isa == Isa::avx512 || isa == Isa::avx512bf16)) return for_each_tile<Avx512Int8Tile>;
    if (int8 && isa == Isa::avx2) return for_each_tile<Avx2Int8Tile>;
#endif
    return for_each_tile<PortableTile>;
}

// x's codes for the VNNI tile: blocks of 32 values with s_b = max |x| / 127 (0 for a zero
// block), codes round(x / s_b), and per lane of 4 codes their offset product and s_b.
void quantize_blocks(const float* x, int64_t n, std::vector<std::int8_t>& codes, std::vector<std::int32_t>& offsets,
                     std::vector<float>& scales) {
    codes.resize(static_cast<size_t>(n));
    offsets.resize(static_cast<size_t>(n / 4));
    scales.resize(static_cast<size_t>(n / 4));
    for (int64_t b = 0; b < n; b += 32) {
        float largest = 0;
        for (int64_t i = b; i < b + 32; ++i) largest = std::max(largest, std::abs(x[i]));
        const float scale = largest / 127.0f, inverse = largest > 0 ? 127.0f / largest : 0.0f;
        for (int64_t i = b; i < b + 32; ++i)
            codes[static_cast<size_t>(i)] = static_cast<std::int8_t>(std::clamp(std::nearbyint(x[i] * inverse), -127.0f, 127.0f));
        for (int64_t lane = b / 4; lane < (b + 32) / 4; ++lane) {
            std::int32_t total = 0;
            for (int64_t i = lane * 4; i < lane * 4 + 4; ++i) total += codes[static_cast<size_t>(i)];
            offsets[static_cast<size_t>(lane)] = -128 * total;
            scales[static_cast<size_t>(lane)] = scale;
        }
    }
}

// Output columns one thread works on at a time: the fp32 sums of a slice stay in a small buffer.
constexpr int64_t kSliceColumns = 128;

template <typename T>
void write_slice(GemvMode mode, T* out, int64_t columns, int64_t rows, int64_t first, int64_t count,
                 const float* acc, const float* up) {
    for (int64_t r = 0; r < rows; ++r) {
        T* o = out + r * columns + first;
        const float* a = acc + r * kSliceColumns;
        for (int64_t c = 0; c < count; ++c) {
            switch (mode) {
                case GemvMode::store: o[c] = static_cast<T>(a[c]); break;
                case GemvMode::add: o[c] = static_cast<T>(static_cast<float>(o[c]) + a[c]); break;
                case GemvMode::silu_mul: {
                    const float g = a[c];
                    o[c] = static_cast<T>(g / (1.0f + std::exp(-g)) * up[r * kSliceColumns + c]);
                    break;
                }
            }
        }
    }
}

}  // namespace

bool gemv_takes(const at::Tensor& x, const at::Tensor& w) {
    if (!x.defined() || !w.defined() || !x.device().is_cpu() || !w.device().is_cpu()) return false;
    if (w.dim() != 2 || x.dim() < 1 || x.size(-1) != w.size(1) || x.size(-1) % 32 != 0) return false;
    if (!x.is_contiguous() || !w.is_contiguous()) return false;
    const int64_t rows = x.numel() / x.size(-1);
    if (rows < 1 || rows > kMaxGemvRows) return false;
    if (w.scalar_type() == at::kChar) return x.scalar_type() == at::kBFloat16 || x.scalar_type() == at::kFloat;
    return w.scalar_type() == at::kBFloat16 && x.scalar_type() == at::kBFloat16 && current_isa() == Isa::avx512bf16;
}

void gemv(GemvMode mode, const at::Tensor& out, const at::Tensor& x, const at::Tensor& w, const at::Tensor& scales) {
    TORCH_CHECK(gemv_takes(x, w), "cpu::gemv: operands the kernel does not take: x ", x.scalar_type(), " ",
                x.sizes(), ", w ", w.scalar_type(), " ", w.sizes());
    const bool int8 = w.scalar_type() == at::kChar;
    TORCH_CHECK(!int8 || (scales.defined() && scales.scalar_type() == at::kFloat && scales.is_contiguous() &&
                          scales.numel() == w.size(0)),
                "cpu::gemv: int8 weights need fp32 scales [", w.size(0), "]");
    const int64_t k = x.size(-1), rows = x.numel() / k;
    const int64_t columns = mode == GemvMode::silu_mul ? w.size(0) / 2 : w.size(0);
    TORCH_CHECK(out.is_contiguous() && out.numel() == rows * columns &&
                    (out.scalar_type() == at::kBFloat16 || out.scalar_type() == at::kFloat),
                "cpu::gemv: out must be contiguous bf16/fp32 [", rows, ", ", columns, "]");

    const Isa isa = current_isa();
    Operands op;
    op.rows = rows;
    op.k = k;
    op.w = w.data_ptr();
    op.int8 = int8;
    op.scales = int8 ? scales.data_ptr<float>() : nullptr;
    at::Tensor x_float;
    std::vector<std::int8_t> x_codes;
    std::vector<std::int32_t> x_offsets;
    std::vector<float> x_scales;
    if (!int8 && isa == Isa::avx512bf16) {
        op.xb = static_cast<const std::uint16_t*>(x.data_ptr());
    } else {
        x_float = x.to(at::kFloat).contiguous();
        op.xf = x_float.data_ptr<float>();
    }
    if (vnni_takes(isa, int8, k)) {
        quantize_blocks(op.xf, rows * k, x_codes, x_offsets, x_scales);
        op.xq = x_codes.data();
        op.x_offset = x_offsets.data();
        op.x_scale = x_scales.data();
    }
    const DotRows dot = dot_rows(isa, int8, k);
    const bool bf16_out = out.scalar_type() == at::kBFloat16;
    void* out_data = out.data_ptr();
    at::parallel_for(0, columns, kSliceColumns / 4, [&](int64_t begin, int64_t end) {
        std::array<float, kMaxGemvRows * kSliceColumns> acc{}, up{};
        for (int64_t first = begin; first < end; first += kSliceColumns) {
            const int64_t count = std::min(kSliceColumns, end - first);
            dot(op, first, count, acc.data(), kSliceColumns);
            if (mode == GemvMode::silu_mul) dot(op, columns + first, count, up.data(), kSliceColumns);
            if (bf16_out)
                write_slice(mode, static_cast<c10::BFloat16*>(out_data), columns, rows, first, count, acc.data(),
                            up.data());
            else
                write_slice(mode, static_cast<float*>(out_data), columns, rows, first, count, acc.data(), up.data());
        }
    });
}

bool gemv_quantizes_activations() { return current_isa() >= Isa::avx512 && int8_vnni(); }

const char* gemv_isa(at::ScalarType weight_dtype) {
    const Isa isa = current_isa();
    if (weight_dtype == at::kChar) {
        if (gemv_quantizes_activations()) return "avx512vnni";
        return isa == Isa::avx512bf16 ? "avx512" : isa_name(isa);
    }
    return isa == Isa::avx512bf16 ? "avx512bf16" : "none (at::linear)";
}

bool force_gemv_isa(const std::string& name) {
    if (name == "avx512vnni") {
        if (!vnni_detected()) return false;
        current_isa() = detected_isa();
        int8_vnni() = true;
        return true;
    }
    for (Isa isa : {Isa::portable, Isa::avx2, Isa::avx512, Isa::avx512bf16})
        if (name == isa_name(isa)) {
            if (static_cast<int>(isa) > static_cast<int>(detected_isa())) return false;
            current_isa() = isa;
            int8_vnni() = isa == Isa::avx512bf16 && vnni_detected();  // the detected default there
            return true;
        }
    return false;
}

}  // namespace folio::engine::kernels::cpu

// The Pixtral vision encoder of LightOnOCR: 14x14 patch convolution (as a GEMM), ln_pre RMSNorm, pre-norm
// transformer layers with axial 2D RoPE. Several images form one sequence whose attention is
// block-diagonal (each image attends only to itself; positions restart per image).
//
// Layout for speed (same function as transformers' PixtralTransformer): q/k/v and gate/up are
// one GEMM each (weights concatenated at construction), q/k/v are views of the qkv output that
// RoPE rotates in place, attention runs a fused SDPA kernel per image on 4-D
// [1, heads, patches, head_dim] views, and the norms, residual adds, RoPE and SiLU * up are the
// fused ops of kernels/ops.h (fp32 inside, rounded once; ATen fallbacks on the CPU).
#pragma once

#include <ATen/core/Tensor.h>

#include <string>
#include <vector>

#include "loading/model_config.h"
#include "model/layers.h"

namespace folio::engine {

struct PatchGrid {
    int64_t rows = 0;  // patches down (H / patch_size, rounded down)
    int64_t cols = 0;  // patches across
    int64_t count() const { return rows * cols; }
};

// Which SDPA kernel the vision attention calls on CUDA. `automatic` lets
// at::scaled_dot_product_attention choose (libtorch 2.11's order: flash, memory-efficient, math,
// cuDNN; flash takes bf16/fp16, memory-efficient fp32); the others call that backend directly (to
// measure them against each other; an unsupported case throws instead of falling back). cudnn
// (and automatic where ATen picks cuDNN) splits off the keys past the last multiple of 128 on
// Hopper; cudnn_whole is one cuDNN call over all keys, to measure the split against. The CPU
// ignores it.
enum class SdpaBackend { automatic, cudnn, cudnn_whole, flash, efficient, math };
// EngineTuning::vision_attention's names; Error for any other.
SdpaBackend parse_sdpa_backend(const std::string& name);

class VisionEncoder {
public:
    // Reads "model.vision_encoder.*" from weights (already in the compute dtype and device).
    // Keeps only the concatenated qkv and gate_up copies, not the separate projections.
    // On the CPU the MLP runs over blocks of `cpu_mlp_rows` patches (0: all at once).
    VisionEncoder(const VisionConfig& config, const WeightMap& weights,
                  SdpaBackend attention = SdpaBackend::automatic, int64_t cpu_mlp_rows = 1024);

    // images: float32 [3, H, W] each (any device). Returns the last hidden state of all patches,
    // image after image, each row-major: [sum of grid counts, hidden] (contiguous); grids
    // receives each image's patch grid.
    at::Tensor forward(const std::vector<at::Tensor>& images, std::vector<PatchGrid>& grids) const;

private:
    struct Layer {
        at::Tensor attention_norm;
        at::Tensor qkv;  // [3 * hidden, hidden]: q_proj; k_proj; v_proj
        at::Tensor o;
        at::Tensor ffn_norm;
        at::Tensor gate_up;  // [2 * intermediate, hidden]: gate_proj; up_proj
        at::Tensor down;
    };
    // Returns o_proj(attention(x)); x: [patches, hidden] (already normed).
    at::Tensor attention(const Layer& layer, const at::Tensor& x, const at::Tensor& rows,
                         const at::Tensor& cols, const std::vector<PatchGrid>& grids) const;

    // The gated SiLU MLP of a layer; x: [patches, hidden] (already normed).
    at::Tensor mlp(const Layer& layer, const at::Tensor& x) const;

    VisionConfig config_;
    SdpaBackend attention_backend_;
    int64_t cpu_mlp_rows_;
    // The stride-14 patch convolution as a GEMM: its weight [hidden, 3 * 14 * 14] times each
    // patch's pixels in (channel, row, column) order: cuDNN runs the convolution as a much slower
    // fp32-path implicit GEMM.
    at::Tensor patch_weight_, ln_pre_;
    std::vector<Layer> layers_;
};

}  // namespace folio::engine

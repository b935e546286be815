// The Pixtral vision encoder of LightOnOCR: 14x14 patch convolution, ln_pre RMSNorm, pre-norm
// transformer layers with axial 2D RoPE. Several images form one sequence whose attention is
// block-diagonal (each image attends only to itself; positions restart per image).
#pragma once

#include <ATen/core/Tensor.h>

#include <vector>

#include "loading/model_config.h"
#include "model/layers.h"

namespace folio::engine {

struct PatchGrid {
    int64_t rows = 0;  // patches down (H / patch_size, rounded down)
    int64_t cols = 0;  // patches across
    int64_t count() const { return rows * cols; }
};

class VisionEncoder {
public:
    // Reads "model.vision_encoder.*" from weights (already in the compute dtype and device).
    VisionEncoder(const VisionConfig& config, const WeightMap& weights);

    // images: float32 [3, H, W] each (any device). Returns the last hidden state of all patches,
    // image after image, each row-major: [sum of grid counts, hidden]; grids receives each
    // image's patch grid.
    at::Tensor forward(const std::vector<at::Tensor>& images, std::vector<PatchGrid>& grids) const;

private:
    struct Layer {
        at::Tensor attention_norm, q, k, v, o, ffn_norm, gate, up, down;
    };
    // cos/sin [patches, head_dim] for the 2D positions of all images.
    std::pair<at::Tensor, at::Tensor> rotary_tables(const std::vector<PatchGrid>& grids,
                                                    at::ScalarType dtype, at::Device device) const;
    at::Tensor attention(const Layer& layer, const at::Tensor& x, const at::Tensor& cos,
                         const at::Tensor& sin, const std::vector<PatchGrid>& grids) const;

    VisionConfig config_;
    at::Tensor patch_conv_, ln_pre_;
    at::Tensor inverse_frequencies_;  // float32 [head_dim / 2], reordered even-then-odd
    std::vector<Layer> layers_;
};

}  // namespace folio::engine

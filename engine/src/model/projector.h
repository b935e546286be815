// LightOnOCR's multimodal projector: RMSNorm, the 2x2 spatial patch merger (channel-major, as
// torch's unfold lays it out; an odd last patch row/column is dropped), then
// Linear -> exact GELU -> Linear into the decoder's hidden size.
#pragma once

#include <ATen/core/Tensor.h>

#include <vector>

#include "loading/model_config.h"
#include "model/layers.h"
#include "model/vision_encoder.h"

namespace folio::engine {

class Projector {
public:
    // Reads "model.vision_projection.*" from weights.
    Projector(const ModelConfig& config, const WeightMap& weights);

    // features: [sum of grid counts, vision hidden] from VisionEncoder::forward. Returns one
    // tensor per image: [(rows/2) * (cols/2), text hidden], merged patches row-major.
    std::vector<at::Tensor> forward(const at::Tensor& features, const std::vector<PatchGrid>& grids) const;

    // Number of decoder tokens an image with this patch grid becomes.
    static int64_t merged_tokens(const PatchGrid& grid, int merge = 2);

private:
    at::Tensor merge_patches(const at::Tensor& image_features, const PatchGrid& grid) const;

    int merge_;
    double norm_eps_;
    at::Tensor norm_, merging_layer_, linear_1_, linear_2_;
};

}  // namespace folio::engine

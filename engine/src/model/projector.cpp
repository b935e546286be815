#include "model/projector.h"

#include <ATen/core/Tensor.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/gelu.h>
#include <ATen/ops/linear.h>
#include <ATen/ops/split_with_sizes.h>

#include "folio/engine/engine.h"
#include "kernels/ops.h"

namespace folio::engine {

Projector::Projector(const ModelConfig& config, const WeightMap& weights)
    : merge_(config.spatial_merge_size),
      // transformers builds this norm with the TEXT config's rms_norm_eps (vLLM uses 1e-5).
      norm_eps_(config.text.rms_norm_eps) {
    const std::string p = "model.vision_projection.";
    norm_ = weight(weights, p + "norm.weight");
    merging_layer_ = weight(weights, p + "patch_merger.merging_layer.weight");
    linear_1_ = weight(weights, p + "linear_1.weight");
    linear_2_ = weight(weights, p + "linear_2.weight");
}

int64_t Projector::merged_tokens(const PatchGrid& grid, int merge) {
    return (grid.rows / merge) * (grid.cols / merge);
}

at::Tensor Projector::merge_patches(const at::Tensor& image_features, const PatchGrid& grid) const {
    const int64_t d = image_features.size(1), m = merge_;
    const int64_t rows = grid.rows / m, cols = grid.cols / m;
    // [rows*m', cols*m', d] -> crop to whole merge blocks -> [rows, cols, d, m, m]: for each
    // merged position the 4096-vector is channel-major with the block's (0,0),(0,1),(1,0),(1,1).
    const at::Tensor cropped = image_features.view({grid.rows, grid.cols, d})
                                   .slice(0, 0, rows * m)
                                   .slice(1, 0, cols * m);
    return cropped.reshape({rows, m, cols, m, d}).permute({0, 2, 4, 1, 3}).reshape({rows * cols, d * m * m});
}

std::vector<at::Tensor> Projector::forward(const at::Tensor& features, const std::vector<PatchGrid>& grids) const {
    // One fused kernel on CUDA (fp32 inside, rounded once); the same op order as layers.h's
    // rms_norm in fp32.
    const at::Tensor normed = kernels::rms_norm(features.contiguous(), norm_, norm_eps_);
    std::vector<at::Tensor> merged;
    std::vector<int64_t> counts;
    int64_t start = 0;
    for (const PatchGrid& g : grids) {
        merged.push_back(merge_patches(normed.narrow(0, start, g.count()), g));
        counts.push_back(merged.back().size(0));
        start += g.count();
    }
    // One batched matmul chain for all images, split back per image at the end.
    const at::Tensor x = at::linear(merged.size() == 1 ? merged[0] : at::cat(merged), merging_layer_);
    const at::Tensor out = at::linear(at::gelu(at::linear(x, linear_1_)), linear_2_);
    return at::split_with_sizes(out, counts);
}

}  // namespace folio::engine

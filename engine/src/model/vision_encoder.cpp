#include "model/vision_encoder.h"

#include <ATen/ATen.h>

#include "folio/engine/engine.h"

namespace folio::engine {

namespace {
// Pixtral hard-codes this epsilon for ln_pre and every layer norm.
constexpr double kVisionNormEps = 1e-5;
}  // namespace

VisionEncoder::VisionEncoder(const VisionConfig& config, const WeightMap& weights) : config_(config) {
    const std::string prefix = "model.vision_encoder.";
    patch_conv_ = weight(weights, prefix + "patch_conv.weight");
    ln_pre_ = weight(weights, prefix + "ln_pre.weight");
    for (int i = 0; i < config.num_hidden_layers; ++i) {
        const std::string p = prefix + "transformer.layers." + std::to_string(i) + ".";
        layers_.push_back(Layer{
            weight(weights, p + "attention_norm.weight"), weight(weights, p + "attention.q_proj.weight"),
            weight(weights, p + "attention.k_proj.weight"), weight(weights, p + "attention.v_proj.weight"),
            weight(weights, p + "attention.o_proj.weight"), weight(weights, p + "ffn_norm.weight"),
            weight(weights, p + "feed_forward.gate_proj.weight"), weight(weights, p + "feed_forward.up_proj.weight"),
            weight(weights, p + "feed_forward.down_proj.weight")});
    }
    // PixtralVisionRotaryEmbedding: the head_dim/2 frequencies, even-indexed ones first (they
    // rotate with the row), then the odd-indexed ones (they rotate with the column).
    const int64_t head_dim = config.head_dim > 0 ? config.head_dim : config.hidden_size / config.num_attention_heads;
    const at::Tensor inv = rope_inverse_frequencies(config.rope_theta, head_dim);
    inverse_frequencies_ = at::cat({inv.slice(0, 0, c10::nullopt, 2), inv.slice(0, 1, c10::nullopt, 2)});
}

std::pair<at::Tensor, at::Tensor> VisionEncoder::rotary_tables(const std::vector<PatchGrid>& grids,
                                                               at::ScalarType dtype, at::Device device) const {
    std::vector<at::Tensor> positions;
    for (const PatchGrid& g : grids) {
        const auto mesh = at::meshgrid({at::arange(g.rows, at::kLong), at::arange(g.cols, at::kLong)}, "ij");
        positions.push_back(at::stack({mesh[0].flatten(), mesh[1].flatten()}, -1));
    }
    // [N, 2, 1] @ [1, F] -> [N, 2, F]: angles of every frequency for the row and for the column.
    const at::Tensor freqs = at::matmul(at::cat(positions).to(at::kFloat).unsqueeze(-1),
                                        inverse_frequencies_.unsqueeze(0));
    const int64_t quarter = (freqs.size(-1) + 1) / 2;  // torch.chunk's first chunk size
    const auto pick = [&](const at::Tensor& table) {
        // First chunk of frequencies with the row position, second chunk with the column.
        const at::Tensor hw = at::cat({table.select(1, 0).slice(-1, 0, quarter),
                                       table.select(1, 1).slice(-1, quarter)}, -1);
        return at::cat({hw, hw}, -1).to(device, dtype);
    };
    return {pick(freqs.cos()), pick(freqs.sin())};
}

at::Tensor VisionEncoder::attention(const Layer& layer, const at::Tensor& x, const at::Tensor& cos,
                                    const at::Tensor& sin, const std::vector<PatchGrid>& grids) const {
    const int64_t n = x.size(0), heads = config_.num_attention_heads;
    // Pixtral's attention uses hidden / heads as its head size (RoPE uses config.head_dim).
    const int64_t head_dim = config_.hidden_size / heads;
    const auto split_heads = [&](const at::Tensor& t) { return t.view({n, heads, head_dim}).transpose(0, 1); };
    const at::Tensor q = apply_rotary(split_heads(at::linear(x, layer.q)), cos, sin);  // [heads, n, d]
    const at::Tensor k = apply_rotary(split_heads(at::linear(x, layer.k)), cos, sin);
    const at::Tensor v = split_heads(at::linear(x, layer.v));
    const double scale = 1.0 / std::sqrt(static_cast<double>(head_dim));
    // Block-diagonal attention computed block by block: identical to the reference's masked
    // softmax (masked scores contribute exact zeros) without an N x N mask.
    std::vector<at::Tensor> outputs;
    int64_t start = 0;
    for (const PatchGrid& g : grids) {
        const auto block = [&](const at::Tensor& t) { return t.narrow(1, start, g.count()); };
        outputs.push_back(at::scaled_dot_product_attention(block(q), block(k), block(v), {}, 0.0, false, scale));
        start += g.count();
    }
    const at::Tensor out = outputs.size() == 1 ? outputs[0] : at::cat(outputs, 1);  // [heads, n, d]
    return at::linear(out.transpose(0, 1).reshape({n, heads * head_dim}), layer.o);
}

at::Tensor VisionEncoder::forward(const std::vector<at::Tensor>& images, std::vector<PatchGrid>& grids) const {
    if (images.empty()) throw Error("vision encoder: no images");
    const at::ScalarType dtype = patch_conv_.scalar_type();
    const at::Device device = patch_conv_.device();
    grids.clear();
    std::vector<at::Tensor> patches;
    for (const at::Tensor& image : images) {
        if (image.dim() != 3 || image.size(0) != config_.num_channels || image.size(1) < config_.patch_size ||
            image.size(2) < config_.patch_size)
            throw Error("vision encoder: image tensor must be [3, H, W] with H, W >= patch size");
        // The stride-14 convolution drops a partial last patch, as the reference's crop does.
        const at::Tensor embeds = at::conv2d(image.to(device, dtype).unsqueeze(0), patch_conv_, {},
                                             config_.patch_size);  // [1, hidden, rows, cols]
        grids.push_back(PatchGrid{embeds.size(2), embeds.size(3)});
        patches.push_back(embeds[0].flatten(1).t());  // [rows * cols, hidden]
    }
    at::Tensor x = rms_norm(patches.size() == 1 ? patches[0] : at::cat(patches), ln_pre_, kVisionNormEps);
    const auto [cos, sin] = rotary_tables(grids, dtype, device);
    for (const Layer& layer : layers_) {
        x = x + attention(layer, rms_norm(x, layer.attention_norm, kVisionNormEps), cos, sin, grids);
        x = x + gated_silu_mlp(rms_norm(x, layer.ffn_norm, kVisionNormEps), layer.gate, layer.up, layer.down);
    }
    return x;
}

}  // namespace folio::engine

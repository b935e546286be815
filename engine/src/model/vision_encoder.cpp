#include "model/vision_encoder.h"

#include <ATen/ATen.h>
#include <ATen/SDPBackend.h>
#ifdef FOLIO_WITH_CUDA
#include <ATen/cuda/CUDAContext.h>
#endif

#include <algorithm>
#include <cmath>
#include <string>

#include "folio/engine/engine.h"
#include "kernels/ops.h"
#include "loading/mapped_tensor.h"

namespace folio::engine {

namespace {
// Pixtral hard-codes this epsilon for ln_pre and every layer norm.
constexpr double kVisionNormEps = 1e-5;

bool on_hopper(const at::Device& device) {
#ifdef FOLIO_WITH_CUDA
    return at::cuda::getDeviceProperties(device.index())->major == 9;
#else
    return false;
#endif
}

// cuDNN's Hopper kernels run 13% (one image) to 15% (five) faster when the key count is a
// multiple of 128 (docs/PERFORMANCE.md, session 21): cuDNN attends over the largest such prefix of
// the keys, and merge_attention_tail adds the last few (4 of a standard page's 8580).
at::Tensor cudnn_attention(const at::Tensor& q, const at::Tensor& k, const at::Tensor& v, double scale, bool split) {
    const int64_t keys = k.size(2), aligned = keys / 128 * 128;
    if (!split || aligned == keys || aligned == 0 || !on_hopper(q.device()))
        return std::get<0>(at::_scaled_dot_product_cudnn_attention(q, k, v, {}, false, 0.0, false, false, scale));
    const auto part = at::_scaled_dot_product_cudnn_attention(q, k.narrow(2, 0, aligned), v.narrow(2, 0, aligned),
                                                              {}, /*compute_log_sumexp=*/true, 0.0, false, false, scale);
    at::Tensor out = std::get<0>(part);
    const at::Tensor lse = std::get<1>(part).squeeze(-1);  // [images, heads, rows, 1] as returned
    kernels::merge_attention_tail(out, lse, q, k.narrow(2, aligned, keys - aligned),
                                  v.narrow(2, aligned, keys - aligned), scale);
    return out;
}

// softmax(scale * q k^T) v for images of one size, no mask: q, k, v [images, heads, patches,
// head_dim] with the last dimension contiguous (transposed views of [patches, heads, head_dim]
// are fine; the fused kernels need 4-D inputs, 3-D ones fall to the math path and its N x N scores).
at::Tensor image_attention(const at::Tensor& q, const at::Tensor& k, const at::Tensor& v, double scale,
                           SdpaBackend backend) {
    if (q.is_cuda()) {
        if (backend == SdpaBackend::automatic &&
            at::_fused_sdp_choice(q, k, v, {}, 0.0, false, scale) == static_cast<int64_t>(at::SDPBackend::cudnn_attention))
            backend = SdpaBackend::cudnn;  // what ATen would call, with the split above
        switch (backend) {
            case SdpaBackend::cudnn:
            case SdpaBackend::cudnn_whole:
                return cudnn_attention(q, k, v, scale, backend == SdpaBackend::cudnn);
            case SdpaBackend::flash:
                return std::get<0>(at::_scaled_dot_product_flash_attention(q, k, v, 0.0, false, false, scale));
            case SdpaBackend::efficient:
                return std::get<0>(at::_scaled_dot_product_efficient_attention(q, k, v, {}, false, 0.0, false, scale));
            case SdpaBackend::math:
                return std::get<0>(at::_scaled_dot_product_attention_math(q, k, v, {}, 0.0, false, {}, scale));
            case SdpaBackend::automatic: break;
        }
    }
    if (!q.is_cuda() && q.scalar_type() == at::kHalf) {
        // libtorch's CPU flash kernel rounds the probabilities to the input dtype before P V;
        // fp16 on the CPU has no fast path to gain from that, so it attends in fp32 (no N x N
        // scores either). bf16 takes the flash kernel itself: its GEMMs run on AMX / AVX512-BF16
        // and it is three times the fp32 kernel's speed on a full page, for a rounding that
        // bf16's own weights and activations already exceed.
        const auto f = [](const at::Tensor& t) { return t.to(at::kFloat); };
        return at::scaled_dot_product_attention(f(q), f(k), f(v), {}, 0.0, false, scale).to(q.scalar_type());
    }
    return at::scaled_dot_product_attention(q, k, v, {}, 0.0, false, scale);
}

// The page on the compute device in the compute dtype. A blocking host-to-device copy with a
// dtype change converts on the CPU (ATen's copy does), so copy first and convert on the device;
// a pinned page is copied asynchronously.
at::Tensor to_device(const at::Tensor& image, const at::Device& device, at::ScalarType dtype) {
    if (!device.is_cuda() || image.device() == device) return image.to(device, dtype);
    const bool pinned = image.is_cpu() && image.is_pinned();
    return image.to(device, image.scalar_type(), /*non_blocking=*/pinned).to(dtype);
}
}  // namespace

SdpaBackend parse_sdpa_backend(const std::string& name) {
    if (name == "auto") return SdpaBackend::automatic;
    if (name == "cudnn") return SdpaBackend::cudnn;
    if (name == "cudnn_whole") return SdpaBackend::cudnn_whole;
    if (name == "flash") return SdpaBackend::flash;
    if (name == "efficient") return SdpaBackend::efficient;
    if (name == "math") return SdpaBackend::math;
    throw Error("vision_attention must be auto, cudnn, cudnn_whole, flash, efficient or math, got '" + name + "'");
}

VisionEncoder::VisionEncoder(const VisionConfig& config, const WeightMap& weights, SdpaBackend attention,
                             int64_t cpu_mlp_rows)
    : config_(config), attention_backend_(attention), cpu_mlp_rows_(cpu_mlp_rows) {
    const std::string prefix = "model.vision_encoder.";
    const at::Tensor& conv = weight(weights, prefix + "patch_conv.weight");  // [hidden, 3, p, p]
    patch_weight_ = conv.reshape({conv.size(0), -1}).contiguous();
    ln_pre_ = weight(weights, prefix + "ln_pre.weight");
    for (int i = 0; i < config.num_hidden_layers; ++i) {
        const std::string p = prefix + "transformer.layers." + std::to_string(i) + ".";
        const auto w = [&](const std::string& name) -> const at::Tensor& { return weight(weights, p + name); };
        // One GEMM for q, k, v and one for gate, up; only the concatenated tensors are kept (the
        // WeightMap's separate tensors are freed with the map, or their mapped pages released).
        // Over a mapped file, gate and up usually lie back to back: then a view, no copy.
        layers_.push_back(Layer{
            w("attention_norm.weight"),
            concat_rows({w("attention.q_proj.weight"), w("attention.k_proj.weight"), w("attention.v_proj.weight")}),
            w("attention.o_proj.weight"), w("ffn_norm.weight"),
            concat_rows({w("feed_forward.gate_proj.weight"), w("feed_forward.up_proj.weight")}),
            w("feed_forward.down_proj.weight")});
    }
}

at::Tensor VisionEncoder::attention(const Layer& layer, const at::Tensor& x, const at::Tensor& rows,
                                    const at::Tensor& cols, const std::vector<PatchGrid>& grids) const {
    const int64_t n = x.size(0), hidden = config_.hidden_size, heads = config_.num_attention_heads;
    // Pixtral's attention uses hidden / heads as its head size (the config loader checks that it
    // equals head_dim, which RoPE uses, and that it is a multiple of 4).
    const int64_t head_dim = hidden / heads;
    const at::Tensor qkv = at::linear(x, layer.qkv);  // [n, 3 * hidden]
    const auto split_heads = [&](int64_t part) { return qkv.narrow(1, part * hidden, hidden).view({n, heads, head_dim}); };
    at::Tensor q = split_heads(0), k = split_heads(1);  // [n, heads, d] views, rotated in place
    const at::Tensor v = split_heads(2);
    // PixtralVisionRotaryEmbedding: the first quarter of the angles rotate with the row
    // (even-indexed inverse frequencies), the second with the column (odd-indexed ones).
    kernels::rope_2d(q, k, rows, cols, config_.rope_theta);
    const double scale = 1.0 / std::sqrt(static_cast<double>(head_dim));
    // Block-diagonal attention computed block by block: identical to the reference's masked
    // softmax (masked scores contribute exact zeros) without an N x N mask. Consecutive images
    // of one size (pages of a document, usually) share one call as a batch: fewer launches, and
    // no copy of the outputs into one tensor when all are alike.
    std::vector<at::Tensor> outputs;  // [patches of the run, heads, d] each
    for (size_t first = 0, start = 0; first < grids.size();) {
        size_t last = first + 1;
        while (last < grids.size() && grids[last].rows == grids[first].rows && grids[last].cols == grids[first].cols)
            ++last;
        const int64_t images = static_cast<int64_t>(last - first), m = grids[first].count();
        const auto batch = [&](const at::Tensor& t) {  // [images, heads, m, d] view
            return t.narrow(0, static_cast<int64_t>(start), images * m).view({images, m, heads, head_dim}).transpose(1, 2);
        };
        outputs.push_back(image_attention(batch(q), batch(k), batch(v), scale, attention_backend_).transpose(1, 2).reshape({images * m, heads, head_dim}));
        start += static_cast<size_t>(images * m);
        first = last;
    }
    const at::Tensor out = outputs.size() == 1 ? outputs[0] : at::cat(outputs, 0);
    return at::linear(out.reshape({n, hidden}), layer.o);
}

at::Tensor VisionEncoder::mlp(const Layer& layer, const at::Tensor& x) const {
    // down(silu(gate(x)) * up(x)) with gate and up from one GEMM.
    const auto block = [&](const at::Tensor& rows) { return kernels::silu_mul(at::linear(rows, layer.gate_up)); };
    if (x.is_cuda() || cpu_mlp_rows_ <= 0 || x.size(0) <= cpu_mlp_rows_) return at::linear(block(x), layer.down);
    // On the CPU in row blocks: a full page's [8580, 2 * 4096] intermediate (and the fp32
    // temporaries of silu_mul) is larger than what malloc keeps for reuse, so every layer would
    // map and fault in fresh pages for it; blocks of 1024 rows reuse the same memory and stay
    // large enough for the GEMMs to run at full speed (EngineTuning::cpu_vision_mlp_rows).
    at::Tensor out = at::empty({x.size(0), layer.down.size(0)}, x.options());
    for (int64_t start = 0; start < x.size(0); start += cpu_mlp_rows_) {
        const int64_t rows = std::min(cpu_mlp_rows_, x.size(0) - start);
        at::Tensor slice = out.narrow(0, start, rows);  // contiguous rows
        at::mm_out(slice, block(x.narrow(0, start, rows)), layer.down.t());
    }
    return out;
}

at::Tensor VisionEncoder::forward(const std::vector<at::Tensor>& images, std::vector<PatchGrid>& grids) const {
    if (images.empty()) throw Error("vision encoder: no images");
    const at::ScalarType dtype = patch_weight_.scalar_type();
    const at::Device device = patch_weight_.device();
    const int64_t p = config_.patch_size;
    grids.clear();
    std::vector<at::Tensor> patches;
    for (const at::Tensor& image : images) {
        if (image.dim() != 3 || image.size(0) != config_.num_channels || image.size(1) < config_.patch_size ||
            image.size(2) < config_.patch_size)
            throw Error("vision encoder: image tensor must be [3, H, W] with H, W >= patch size");
        // The stride-14 convolution drops a partial last patch, as the reference's crop does.
        const PatchGrid grid{image.size(1) / p, image.size(2) / p};
        grids.push_back(grid);
        const at::Tensor pixels = to_device(image, device, dtype)
                                      .narrow(1, 0, grid.rows * p)
                                      .narrow(2, 0, grid.cols * p)
                                      .reshape({image.size(0), grid.rows, p, grid.cols, p})
                                      .permute({1, 3, 0, 2, 4})  // [rows, cols, channel, p, p]
                                      .reshape({grid.count(), -1});
        patches.push_back(at::linear(pixels, patch_weight_));  // [rows * cols, hidden]
    }
    // The residual stream: ln_pre of the patch embeddings (contiguous, as the fused norms need).
    at::Tensor residual = kernels::rms_norm(patches.size() == 1 ? patches[0] : at::cat(patches),
                                            ln_pre_, kVisionNormEps);
    if (layers_.empty()) return residual;

    // Patch positions (row, col) of every patch, restarting per image, built on the device.
    std::vector<at::Tensor> row_parts, col_parts;
    const auto index_options = at::TensorOptions().dtype(at::kLong).device(device);
    for (const PatchGrid& g : grids) {
        const at::Tensor index = at::arange(g.count(), index_options);
        row_parts.push_back(index.div(g.cols, "floor"));
        col_parts.push_back(index.remainder(g.cols));
    }
    const at::Tensor rows = row_parts.size() == 1 ? row_parts[0] : at::cat(row_parts);
    const at::Tensor cols = col_parts.size() == 1 ? col_parts[0] : at::cat(col_parts);

    // Pre-norm layers with the residual adds fused into the next norm:
    //   h = attention_norm(residual); residual += attention(h); h = ffn_norm(residual);
    //   residual += mlp(h); h = next layer's attention_norm(residual) ...
    at::Tensor h = kernels::rms_norm(residual, layers_.front().attention_norm, kVisionNormEps);
    for (size_t i = 0; i < layers_.size(); ++i) {
        const Layer& layer = layers_[i];
        at::Tensor a = attention(layer, h, rows, cols, grids);
        kernels::fused_add_rms_norm(a, residual, layer.ffn_norm, kVisionNormEps);
        at::Tensor m = mlp(layer, a);
        if (i + 1 < layers_.size()) {
            kernels::fused_add_rms_norm(m, residual, layers_[i + 1].attention_norm, kVisionNormEps);
            h = m;
        } else {
            residual.add_(m);
        }
    }
    return residual;
}

}  // namespace folio::engine

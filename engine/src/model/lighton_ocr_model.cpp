#include "model/lighton_ocr_model.h"

#include <ATen/core/Tensor.h>
#include <ATen/ops/tensor.h>
#include <ATen/Context.h>
#include <ATen/core/grad_mode.h>

#include "folio/engine/engine.h"
#include "loading/weights.h"

namespace folio::engine {

std::unique_ptr<LightOnOcrModel> LightOnOcrModel::load(const std::string& model_dir, at::ScalarType dtype,
                                                       at::Device device) {
    if (device.is_cuda() && dtype == at::kFloat) {
        // float32 on a GPU is the checking mode: TF32 convolutions and matmuls (cuDNN's
        // default) would cost it three decimal digits.
        at::globalContext().setAllowTF32CuDNN(false);
        at::globalContext().setAllowTF32CuBLAS(false);
    }
    ModelConfig config = load_model_config(model_dir);
    LoadedWeights weights = load_weights(model_dir, config, dtype, device);
    return std::make_unique<LightOnOcrModel>(std::move(config), weights.tensors);
}

LightOnOcrModel::LightOnOcrModel(ModelConfig config, const WeightMap& weights)
    : config_(std::move(config)),
      device_(weight(weights, "model.language_model.embed_tokens.weight").device()),
      dtype_(weight(weights, "model.language_model.embed_tokens.weight").scalar_type()),
      vision_(config_.vision, weights),
      projector_(config_, weights),
      decoder_(config_.text, weights) {}

at::Tensor LightOnOcrModel::ids_tensor(const std::vector<int32_t>& ids) const {
    const int64_t vocab = config_.text.vocab_size;
    for (int32_t id : ids)
        if (id < 0 || id >= vocab)
            throw Error("token id " + std::to_string(id) + " is outside the vocabulary of " + std::to_string(vocab));
    return at::tensor(ids, at::kInt).to(device_, at::kLong);
}

std::vector<at::Tensor> LightOnOcrModel::encode_images(const std::vector<at::Tensor>& pixel_values) const {
    at::NoGradGuard no_grad;
    std::vector<PatchGrid> grids;
    const at::Tensor features = vision_.forward(pixel_values, grids);
    return projector_.forward(features, grids);
}

at::Tensor LightOnOcrModel::prefill(const std::vector<int32_t>& prompt, const at::Tensor& image_features,
                                    KvCache& cache) const {
    at::NoGradGuard no_grad;
    if (prompt.empty()) throw Error("prefill: empty prompt");
    if (cache.length() != 0) throw Error("prefill: the KV cache is not empty");
    std::vector<int64_t> image_positions;
    for (size_t i = 0; i < prompt.size(); ++i)
        if (prompt[i] == config_.image_token_id) image_positions.push_back(static_cast<int64_t>(i));
    const int64_t features = image_features.defined() ? image_features.size(0) : 0;
    if (static_cast<int64_t>(image_positions.size()) != features)
        throw Error("image features and image tokens do not match: " + std::to_string(image_positions.size()) +
                    " image tokens in the prompt, " + std::to_string(features) + " image feature rows");
    at::Tensor embeddings = decoder_.embed(ids_tensor(prompt));
    if (features > 0)
        embeddings.index_copy_(0, at::tensor(image_positions, at::kLong).to(device_),
                               image_features.to(device_, embeddings.scalar_type()));
    AttentionBatch batch{{&cache}, {static_cast<int64_t>(prompt.size())}};
    const at::Tensor hidden = decoder_.forward(embeddings, batch);
    return decoder_.logits(hidden.narrow(0, hidden.size(0) - 1, 1))[0];
}

at::Tensor LightOnOcrModel::decode_step(const std::vector<int32_t>& tokens, const std::vector<KvCache*>& caches) const {
    at::NoGradGuard no_grad;
    if (tokens.size() != caches.size() || tokens.empty()) throw Error("decode_step: one token per sequence");
    AttentionBatch batch{caches, std::vector<int64_t>(tokens.size(), 1)};
    return decoder_.logits(decoder_.forward(decoder_.embed(ids_tensor(tokens)), batch));
}

at::ScalarType parse_dtype(const std::string& name, const at::Device& device) {
    if (name == "auto" || name.empty()) return device.is_cuda() ? at::kBFloat16 : at::kFloat;
    if (name == "float32" || name == "fp32") return at::kFloat;
    if (name == "bfloat16" || name == "bf16") return at::kBFloat16;
    if (name == "float16" || name == "fp16") return at::kHalf;
    throw Error("unknown dtype '" + name + "' (expected auto, float32, bfloat16 or float16)");
}

at::Device parse_device(const std::string& name) {
    if (name == "cpu" || name.empty()) return at::Device(at::kCPU);
    if (name.rfind("cuda", 0) == 0) {
        if (!at::hasCUDA()) throw Error("device '" + name + "': this machine or build has no CUDA");
        try {
            return at::Device(name);
        } catch (const std::exception&) {
            throw Error("unknown device '" + name + "' (expected cpu, cuda or cuda:N)");
        }
    }
    throw Error("unknown device '" + name + "' (expected cpu, cuda or cuda:N)");
}

}  // namespace folio::engine

#include "model/lighton_ocr_model.h"

#include <ATen/core/Tensor.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/tensor.h>

#include <algorithm>
#include <set>
#include <ATen/Context.h>
#include <ATen/core/grad_mode.h>

#include "folio/engine/engine.h"
#include "kernels/cpu_gemv.h"
#include "loading/mapped_file.h"
#include "loading/weights.h"

namespace folio::engine {

namespace {
// A host vector on `device` without waiting for the stream: ATen's blocking host-to-device copy
// synchronises the stream after it, so each small upload of a prefill (ids, image positions,
// slots) would drain the GPU (the vision pass queued before it) and leave it idle while the host
// launches the next kernels. From pinned memory the copy is queued in order instead.
template <typename T>
at::Tensor upload(const std::vector<T>& values, at::ScalarType dtype, const at::Device& device) {
    const at::Tensor host = at::tensor(values, dtype);
    if (!device.is_cuda()) return host.to(device);
    return host.pin_memory().to(device, /*non_blocking=*/true);
}
}  // namespace

std::unique_ptr<LightOnOcrModel> LightOnOcrModel::load(const std::string& model_dir, at::ScalarType dtype,
                                                       at::Device device, const EngineTuning& tuning,
                                                       bool int8_weights) {
    if (int8_weights && !device.is_cpu())
        throw Error("dtype int8 runs on the CPU only; use bfloat16 on " + device.str());
    if (device.is_cuda() && dtype == at::kFloat) {
        // float32 on a GPU is the checking mode: TF32 convolutions and matmuls (cuDNN's
        // default) would cost it three decimal digits.
        at::globalContext().setAllowTF32CuDNN(false);
        at::globalContext().setAllowTF32CuBLAS(false);
    }
    ModelConfig config = load_model_config(model_dir);
    LoadedWeights weights = load_weights(model_dir, config, dtype, device);
    return std::make_unique<LightOnOcrModel>(std::move(config), weights.tensors, tuning, int8_weights);
}

LightOnOcrModel::LightOnOcrModel(ModelConfig config, const WeightMap& weights, const EngineTuning& tuning,
                                 bool int8_weights)
    : config_(std::move(config)),
      device_(weight(weights, "model.language_model.embed_tokens.weight").device()),
      dtype_(weight(weights, "model.language_model.embed_tokens.weight").scalar_type()),
      vision_(config_.vision, weights, parse_sdpa_backend(tuning.vision_attention), tuning.cpu_vision_mlp_rows),
      projector_(config_, weights),
      decoder_(config_.text, weights, tuning, int8_weights) {
    // Tied weights share their data (lm_head.weight may be embed_tokens): count each once
    // (mapped weights all share one file, but not their data pointers). The decoder's int8 codes
    // replace its float matrices (which are 2-D; its norms are 1-D).
    const auto replaced = [&](const std::string& name, const at::Tensor& tensor) {
        return int8_weights && tensor.dim() == 2 &&
               (name.rfind("model.language_model.", 0) == 0 || name == "lm_head.weight");
    };
    std::set<const void*> counted;
    for (const auto& [name, tensor] : weights)
        if (!replaced(name, tensor) && counted.insert(tensor.data_ptr()).second) weight_bytes_ += tensor.nbytes();
    weight_bytes_ += decoder_.int8_bytes() + decoder_.screened_head_bytes() + decoder_.persistent().bytes();
}

void LightOnOcrModel::check_token_ids(const std::vector<int32_t>& ids) const {
    const int64_t vocab = config_.text.vocab_size;
    for (int32_t id : ids)
        if (id < 0 || id >= vocab)
            throw Error("token id " + std::to_string(id) + " is outside the vocabulary of " + std::to_string(vocab));
}

at::Tensor LightOnOcrModel::ids_tensor(const std::vector<int32_t>& ids) const {
    check_token_ids(ids);
    return upload(ids, at::kInt, device_).to(at::kLong);
}

std::vector<at::Tensor> LightOnOcrModel::encode_images(const std::vector<at::Tensor>& pixel_values) const {
    at::NoGradGuard no_grad;
    std::vector<PatchGrid> grids;
    const at::Tensor features = vision_.forward(pixel_values, grids);
    std::vector<at::Tensor> pages = projector_.forward(features, grids);
    if (device_.is_cpu()) check_mapped_files_intact();  // weights read from a file that shrank are zeros
    return pages;
}

at::Tensor LightOnOcrModel::prefill(const std::vector<int32_t>& prompt, const at::Tensor& image_features,
                                    KvCache& cache) const {
    return prefill_batch({PrefillPrompt{&prompt, &image_features, &cache}})[0];
}

at::Tensor LightOnOcrModel::prefill_batch(const std::vector<PrefillPrompt>& prompts) const {
    at::NoGradGuard no_grad;
    if (prompts.empty()) throw Error("prefill: no prompts");
    // Every prompt's tokens one after the other: ids, their image rows' positions in the whole,
    // RoPE positions (from 0 in each prompt) and pool slots.
    std::vector<int32_t> ids;
    std::vector<int64_t> image_positions, positions, slots, last_rows;
    std::vector<at::Tensor> features;
    StepContext step;
    KvPool* pool = prompts.front().cache->pool();
    for (const PrefillPrompt& p : prompts) {  // every check (and the host inputs) before any cache takes blocks
        const std::vector<int32_t>& prompt = *p.prompt;
        if (prompt.empty()) throw Error("prefill: empty prompt");
        if (p.cache->length() != 0) throw Error("prefill: the KV cache is not empty");
        if (p.cache->pool() != pool) throw Error("prefill: the caches of one batch must share a KV pool");
        const int64_t offset = static_cast<int64_t>(ids.size()), n = static_cast<int64_t>(prompt.size());
        const size_t image_tokens_before = image_positions.size();
        for (int64_t i = 0; i < n; ++i)
            if (prompt[static_cast<size_t>(i)] == config_.image_token_id) image_positions.push_back(offset + i);
        const int64_t image_tokens = static_cast<int64_t>(image_positions.size() - image_tokens_before);
        const int64_t rows = p.image_features->defined() ? p.image_features->size(0) : 0;
        if (image_tokens != rows)
            throw Error("image features and image tokens do not match: " + std::to_string(image_tokens) +
                        " image tokens in the prompt, " + std::to_string(rows) + " image feature rows");
        if (rows > 0) features.push_back(*p.image_features);
        ids.insert(ids.end(), prompt.begin(), prompt.end());
        for (int64_t i = 0; i < n; ++i) positions.push_back(i);
        step.prompt_lengths.push_back(n);
        last_rows.push_back(offset + n - 1);
    }
    for (const PrefillPrompt& p : prompts) {
        const int64_t n = static_cast<int64_t>(p.prompt->size());
        p.cache->reserve(n);
        p.cache->append_slots(n, slots);
    }
    at::Tensor embeddings = decoder_.embed(ids_tensor(ids));
    if (!image_positions.empty()) {
        const at::Tensor rows = features.size() == 1 ? features[0] : at::cat(features);
        embeddings.index_copy_(0, upload(image_positions, at::kLong, device_), rows.to(device_, embeddings.scalar_type()));
    }
    step.positions = upload(positions, at::kLong, device_);
    step.slots = upload(slots, at::kLong, device_);
    const at::Tensor hidden = decoder_.forward(embeddings, step, *pool);
    if (device_.is_cpu()) check_mapped_files_intact();
    for (const PrefillPrompt& p : prompts) p.cache->advance(static_cast<int64_t>(p.prompt->size()));
    const at::Tensor last = prompts.size() == 1 ? hidden.narrow(0, last_rows[0], 1)
                                                : hidden.index_select(0, upload(last_rows, at::kLong, device_));
    return decoder_.logits(last);
}

DecodeHostInputs decode_host_inputs(const std::vector<int32_t>& tokens, const std::vector<KvCache*>& caches,
                                    int64_t rows, int64_t table_width) {
    DecodeHostInputs in;
    in.rows = rows;
    in.table_width = table_width;
    in.ids.assign(static_cast<size_t>(rows), 0);
    in.positions.assign(static_cast<size_t>(rows), 0);
    in.slots.assign(static_cast<size_t>(rows), -1);
    in.block_tables.assign(static_cast<size_t>(rows * table_width), 0);
    in.context_lens.assign(static_cast<size_t>(rows), 1);
    std::vector<int64_t> slot;
    for (size_t i = 0; i < caches.size(); ++i) {
        const KvCache& c = *caches[i];
        const auto& blocks = c.blocks();
        if (static_cast<int64_t>(blocks.size()) > table_width)
            throw Error("decode step: a sequence holds more blocks than the step's table width");
        slot.clear();
        c.append_slots(1, slot);
        in.ids[i] = tokens[i];
        in.positions[i] = c.length();
        in.slots[i] = slot[0];
        in.context_lens[i] = static_cast<int32_t>(c.length() + 1);
        std::copy(blocks.begin(), blocks.end(), in.block_tables.begin() + static_cast<int64_t>(i) * table_width);
    }
    return in;
}

namespace {
StepContext decode_context(const DecodeInputs& in) {
    StepContext step;
    step.positions = in.positions;
    step.slots = in.slots;
    step.block_tables = in.block_tables;
    step.context_lens = in.context_lens;
    return step;
}
}  // namespace

at::Tensor LightOnOcrModel::decode_hidden(const DecodeInputs& in) const {
    const StepContext step = decode_context(in);
    const at::Tensor hidden = decoder_.forward_persistent(in.ids, step, *kv_pool());
    if (hidden.defined()) return hidden;
    at::Tensor layers = decoder_.forward(decoder_.embed(in.ids), step, *kv_pool());
    if (device_.is_cpu()) check_mapped_files_intact();
    return layers;
}

at::Tensor LightOnOcrModel::decode_logits(const DecodeInputs& in) const { return decoder_.logits(decode_hidden(in)); }

at::Tensor LightOnOcrModel::decode_greedy(const DecodeInputs& in) const {
    if (in.ids.numel() == 1) {  // one sequence: the screen as the persistent kernel's last phase, if it takes it
        const at::Tensor token = decoder_.forward_persistent_greedy(in.ids, decode_context(in), *kv_pool());
        if (token.defined()) return token;
    }
    return decoder_.greedy_tokens(decode_hidden(in));
}

at::Tensor LightOnOcrModel::decode_step(const std::vector<int32_t>& tokens, const std::vector<KvCache*>& caches) const {
    at::NoGradGuard no_grad;
    if (tokens.size() != caches.size() || tokens.empty()) throw Error("decode_step: one token per sequence");
    check_token_ids(tokens);
    int64_t width = 1;
    for (KvCache* c : caches) {
        if (c->pool() != kv_pool().get()) throw Error("decode_step: a cache belongs to another KV pool");
        c->reserve(1);
        width = std::max<int64_t>(width, static_cast<int64_t>(c->blocks().size()));
    }
    const int64_t batch = static_cast<int64_t>(tokens.size());
    const DecodeHostInputs host = decode_host_inputs(tokens, caches, batch, width);
    DecodeInputs in;
    in.ids = upload(host.ids, at::kLong, device_);
    in.positions = upload(host.positions, at::kLong, device_);
    in.slots = upload(host.slots, at::kLong, device_);
    in.block_tables = upload(host.block_tables, at::kInt, device_).view({batch, width});
    in.context_lens = upload(host.context_lens, at::kInt, device_);
    const at::Tensor logits = decode_logits(in);
    for (KvCache* c : caches) c->advance(1);
    return logits;
}

void LightOnOcrModel::configure_kv_pool(int64_t num_blocks, at::ScalarType kv_dtype) {
    kv_pool_.reset();  // free the old pool's memory before taking the new one
    kv_pool_ = std::make_shared<KvPool>(decoder_.kv_shape(kv_dtype), num_blocks, device_);
}

const std::shared_ptr<KvPool>& LightOnOcrModel::kv_pool() const {
    if (!kv_pool_) {
        // Without a configured budget: room for four sequences of the longest context, at most
        // 2 GiB on the CPU and 8 GiB on a GPU.
        const KvPoolShape shape = decoder_.kv_shape(dtype_);
        const int64_t context = std::max<int64_t>(config_.text.max_position_embeddings, 4096);
        const std::uint64_t cap = (device_.is_cuda() ? 8ull : 2ull) << 30;
        const std::uint64_t bytes = std::min<std::uint64_t>(cap, 4ull * context * shape.bytes_per_token());
        kv_pool_ = std::make_shared<KvPool>(shape, KvPool::blocks_for_bytes(shape, bytes), device_);
    }
    return kv_pool_;
}

ModelDtype parse_model_dtype(const std::string& name, const at::Device& device) {
    if (name == "auto" || name.empty()) {
        if (device.is_cuda()) return {at::kBFloat16, false};
        // Where the int8 GEMV has SIMD it is the fastest CPU decode (it reads half of bf16's bytes)
        // and holds the fidelity floor (test_model_int8_real_size); plain C++ loops lose to fp32 MKL.
        if (std::string(kernels::cpu::gemv_isa(at::kChar)) != "portable") return {at::kBFloat16, true};
        return {at::kFloat, false};
    }
    if (name == "int8") {
        if (!device.is_cpu()) throw Error("dtype int8 runs on the CPU only; use bfloat16 on " + device.str());
        return {at::kBFloat16, true};
    }
    if (name == "float32" || name == "fp32") return {at::kFloat, false};
    if (name == "bfloat16" || name == "bf16") return {at::kBFloat16, false};
    if (name == "float16" || name == "fp16") return {at::kHalf, false};
    throw Error("unknown dtype '" + name + "' (expected auto, float32, bfloat16, float16 or int8)");
}

at::ScalarType parse_dtype(const std::string& name, const at::Device& device) {
    if (name == "int8") throw Error("dtype int8 names a weight format: parse it with parse_model_dtype");
    return parse_model_dtype(name, device).activations;
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

// LightOnOCR-2-1B end to end on one device: vision encoder + projector for pages, the Qwen3
// decoder for prefill and batched decode steps. Not thread-safe: one thread (the engine's
// scheduler) drives a model.
#pragma once

#include <ATen/core/Tensor.h>
#include <c10/core/Device.h>
#include <c10/core/ScalarType.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "loading/model_config.h"
#include "model/attention.h"
#include "model/kv_cache.h"
#include "model/projector.h"
#include "model/text_decoder.h"
#include "model/vision_encoder.h"

namespace folio::engine {

class LightOnOcrModel {
public:
    // Loads and validates <model_dir> (config.json, safetensors). Throws Error naming the file
    // and tensor or field at fault.
    // The tuning picks the vision attention, the persistent kernel and the LM head's screen.
    // int8_weights: the decoder's linear layers, embeddings and LM head quantised to int8 at load
    // (TextDecoder), everything else in `dtype`; CPU only (Error on another device).
    static std::unique_ptr<LightOnOcrModel> load(const std::string& model_dir, at::ScalarType dtype,
                                                 at::Device device, const EngineTuning& tuning = {},
                                                 bool int8_weights = false);
    LightOnOcrModel(ModelConfig config, const WeightMap& weights, const EngineTuning& tuning = {},
                    bool int8_weights = false);

    // Pages as float32 [3, H, W] pixel values (preprocessed), encoded in one vision pass with
    // block-diagonal attention. Returns per page the image-token embeddings
    // [image tokens, text hidden] in the model's dtype, on its device.
    std::vector<at::Tensor> encode_images(const std::vector<at::Tensor>& pixel_values) const;

    // Runs a whole prompt into an empty cache, taking its blocks from the pool (Error when the
    // pool is too full). The prompt's image tokens (config image_token_id) take the rows of
    // image_features in order (their counts must agree; Error otherwise). Returns float32
    // logits [vocab] of the last prompt position.
    at::Tensor prefill(const std::vector<int32_t>& prompt, const at::Tensor& image_features, KvCache& cache) const;

    // Several prompts in one pass (larger GEMMs, one launch sequence; attention stays within each
    // prompt), each as prefill() does it. Returns float32 logits [prompts, vocab] of each prompt's
    // last position. On Error no cache has been advanced.
    struct PrefillPrompt {
        const std::vector<int32_t>* prompt;
        const at::Tensor* image_features;
        KvCache* cache;
    };
    at::Tensor prefill_batch(const std::vector<PrefillPrompt>& prompts) const;

    // One new token per sequence, all sequences in one batch, eagerly. Takes a block where a
    // cache needs one (Error when the pool is out of blocks). Returns float32 logits [B, vocab].
    at::Tensor decode_step(const std::vector<int32_t>& tokens, const std::vector<KvCache*>& caches) const;

    // The device side of a decode step, for CUDA-graph capture: reads only device tensors and
    // never synchronises. Returns float32 logits [batch, vocab].
    at::Tensor decode_logits(const DecodeInputs& inputs) const;
    // The same step's greedy tokens, int64 [batch] on the device (TextDecoder::greedy_tokens: a
    // single row takes the screened head when screens_greedy()). Capturable like decode_logits.
    at::Tensor decode_greedy(const DecodeInputs& inputs) const;
    bool screens_greedy() const { return decoder_.screens_greedy(); }
    // Whether decode_greedy runs a lone sequence's step as one persistent kernel with the screen.
    bool persistent_greedy() const { return decoder_.persistent_greedy(*kv_pool()); }
    // Whether lone decode steps take the persistent kernel (when it was made); for benchmarks.
    void set_persistent_decoder(bool enabled) { decoder_.set_persistent_enabled(enabled); }

    // The KV pool every cache of this model draws from. configure_kv_pool replaces it (no cache
    // of the old pool may still hold blocks); without it, the first use makes a default pool.
    void configure_kv_pool(int64_t num_blocks, at::ScalarType kv_dtype);
    const std::shared_ptr<KvPool>& kv_pool() const;
    KvPoolShape kv_shape(at::ScalarType kv_dtype) const { return decoder_.kv_shape(kv_dtype); }
    KvCache new_cache() const { return KvCache(kv_pool()); }
    // Throws Error naming the first id outside the vocabulary.
    void check_token_ids(const std::vector<int32_t>& ids) const;
    // Device bytes of the weights, with what the fast paths derive from them (the LM head's screen,
    // the persistent decoder's transposed projections).
    std::uint64_t weight_bytes() const { return weight_bytes_; }
    const ModelConfig& config() const { return config_; }
    at::Device device() const { return device_; }
    // The activations' dtype (also the KV cache's by default); int8_weights() says whether the
    // decoder's weights are int8.
    at::ScalarType dtype() const { return dtype_; }
    bool int8_weights() const { return decoder_.int8_weights(); }

private:
    at::Tensor ids_tensor(const std::vector<int32_t>& ids) const;
    // The final-normed hidden states [batch, hidden] of a decode step (persistent kernel or layers).
    at::Tensor decode_hidden(const DecodeInputs& inputs) const;

    ModelConfig config_;
    at::Device device_;
    at::ScalarType dtype_;
    VisionEncoder vision_;
    Projector projector_;
    TextDecoder decoder_;
    std::uint64_t weight_bytes_ = 0;
    mutable std::shared_ptr<KvPool> kv_pool_;
};

// Host-side preparation of a decode step: token ids, positions, slots, block tables padded to
// `table_width` blocks (>= every cache's block count) and context lengths for `caches`, each of
// which already holds a block for its new token. Rows past caches.size() up to `rows` are
// padding: token 0, slot -1 (nothing written), context 1 in block 0.
struct DecodeHostInputs {
    std::vector<int64_t> ids, positions, slots;
    std::vector<int32_t> block_tables, context_lens;  // [rows * table_width], [rows]
    int64_t rows = 0, table_width = 0;
};
DecodeHostInputs decode_host_inputs(const std::vector<int32_t>& tokens, const std::vector<KvCache*>& caches,
                                    int64_t rows, int64_t table_width);

// What EngineOptions::dtype names: the activations' dtype and whether the decoder's weights are int8.
struct ModelDtype {
    at::ScalarType activations = at::kFloat;
    bool int8_weights = false;
};
// "float32"/"fp32", "bfloat16"/"bf16", "float16"/"fp16", "int8" (int8 decoder weights with bf16
// activations; CPU only: Error on CUDA); "auto" = bf16 on CUDA, and on the CPU int8 where the CPU
// GEMV has a SIMD path for int8 weights (AVX2 or AVX-512), else float32.
ModelDtype parse_model_dtype(const std::string& name, const at::Device& device);
// parse_model_dtype's activation dtype for a float name; "auto" resolves as there (its
// activations); Error for "int8", whose weights only parse_model_dtype describes.
at::ScalarType parse_dtype(const std::string& name, const at::Device& device);
// "cpu", "cuda", "cuda:N"; Error when CUDA is asked for and absent.
at::Device parse_device(const std::string& name);

}  // namespace folio::engine

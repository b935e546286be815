// Loading and validating LightOnOCR's weights: every parameter that the model needs must be
// in the checkpoint with the right shape and a supported dtype, and nothing else may be.
#pragma once

#include "loading/model_config.h"

#include <ATen/core/Tensor.h>
#include <c10/core/Device.h>
#include <c10/core/ScalarType.h>

#include <string>
#include <unordered_map>
#include <vector>

namespace folio::engine {

struct ExpectedTensor {
    std::string name;
    std::vector<int64_t> shape;
    bool optional = false;  // lm_head.weight when the embeddings are tied
};

// Every parameter name and shape of LightOnOcrForConditionalGeneration as transformers
// 5.17 saves it (checkpoint names, e.g. "model.language_model.layers.0.mlp.up_proj.weight").
std::vector<ExpectedTensor> lighton_ocr_tensor_table(const ModelConfig& config);

struct LoadedWeights {
    // By checkpoint name, converted to the requested dtype and device; on the CPU a tensor whose
    // file dtype is the requested one is a read-only view of the mapped file (mapped_tensor.h:
    // never write to it; release_mapped_pages after deriving a copy). With tied embeddings
    // and no lm_head.weight in the files, "lm_head.weight" is the same tensor as
    // "model.language_model.embed_tokens.weight".
    std::unordered_map<std::string, at::Tensor> tensors;
};

// Validates the checkpoint in model_dir against the table for config and loads it. Throws
// Error naming the file and tensor (or config.json and field) at fault.
LoadedWeights load_weights(const std::string& model_dir, const ModelConfig& config,
                           at::ScalarType dtype, at::Device device);

}  // namespace folio::engine

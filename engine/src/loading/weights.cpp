// load_weights: validate the whole checkpoint against the tensor table, then convert.
// Nothing is converted before everything is validated, so a bad file fails fast and never
// leaves a half-loaded model behind.
#include "loading/weights.h"

#include "loading/config_vs_weights.h"
#include "loading/mapped_file.h"
#include "loading/safetensors.h"

#include <folio/engine/engine.h>

#include <unordered_set>

namespace folio::engine {
namespace {

const char* const kEmbedTokens = "model.language_model.embed_tokens.weight";
const char* const kLmHead = "lm_head.weight";

std::string shape_text(const std::vector<int64_t>& shape) {
    std::string text = "[";
    for (size_t i = 0; i < shape.size(); ++i) text += (i ? "," : "") + std::to_string(shape[i]);
    return text + "]";
}

bool is_supported_dtype(const std::string& dtype) {
    return dtype == "F32" || dtype == "BF16" || dtype == "F16";
}

void validate(const SafetensorsArchive& archive, const std::vector<ExpectedTensor>& table) {
    std::unordered_set<std::string> expected;
    for (const ExpectedTensor& tensor : table) {
        expected.insert(tensor.name);
        if (!archive.contains(tensor.name)) {
            if (tensor.optional) continue;
            throw Error(archive.source_name() + ": missing tensor '" + tensor.name + "'");
        }
        const TensorInfo& info = archive.info(tensor.name);
        const std::string& file = archive.file_of(tensor.name);
        if (info.shape != tensor.shape)
            throw Error(file + ": tensor '" + tensor.name + "' has shape " + shape_text(info.shape) + ", expected " +
                        shape_text(tensor.shape));
        if (!is_supported_dtype(info.dtype))
            throw Error(file + ": tensor '" + tensor.name + "' has dtype " + info.dtype +
                        "; only F32, BF16 and F16 are supported");
    }
    for (const std::string& name : archive.names())
        if (!expected.count(name))
            throw Error(archive.file_of(name) + ": unexpected tensor '" + name +
                        "': LightOnOcrForConditionalGeneration has no such parameter");
}

}  // namespace

LoadedWeights load_weights(const std::string& model_dir, const ModelConfig& config, at::ScalarType dtype,
                           at::Device device) {
    if (dtype != at::kFloat && dtype != at::kBFloat16 && dtype != at::kHalf)
        throw Error(std::string("load_weights: unsupported compute dtype ") + c10::toString(dtype) +
                    " (use float32, bfloat16 or float16)");
    const SafetensorsArchive archive = SafetensorsArchive::open(model_dir);
    const std::vector<ExpectedTensor> table = lighton_ocr_tensor_table(config);
    check_config_against_checkpoint(config, archive);
    validate(archive, table);

    LoadedWeights weights;
    for (const ExpectedTensor& tensor : table) {
        // transformers ties lm_head to the embeddings whenever the config says so, even when the
        // file also stores an lm_head; do the same.
        if (tensor.name == kLmHead && config.tie_word_embeddings) continue;
        at::Tensor source = archive.view(tensor.name);
        // On the CPU in the file's dtype: the mapped view itself (read-only; the model never
        // writes its weights), so loading reads nothing and the page cache backs the weights.
        // Otherwise an owned copy: move first, then convert, so that a GPU does the conversion.
        at::Tensor loaded = !device.is_cpu()                 ? source.to(device).to(dtype)
                            : source.scalar_type() == dtype ? source
                                                            : source.to(dtype, /*non_blocking=*/false, /*copy=*/true);
        weights.tensors.emplace(tensor.name, std::move(loaded));
    }
    check_mapped_files_intact();  // a conversion read pages that the file lost since validation
    if (config.tie_word_embeddings) weights.tensors.emplace(kLmHead, weights.tensors.at(kEmbedTokens));
    return weights;
}

}  // namespace folio::engine

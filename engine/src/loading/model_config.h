// The model's config.json as the engine needs it: LightOnOCR (Pixtral vision encoder,
// projector, Qwen3 decoder). Both published layouts are accepted (model_type "mistral3" or
// "lighton_ocr"); anything missing or of the wrong type is an Error naming file and field.
#pragma once

#include <string>
#include <vector>

namespace folio::engine {

struct VisionConfig {
    int hidden_size = 0;
    int intermediate_size = 0;
    int num_hidden_layers = 0;
    int num_attention_heads = 0;
    int head_dim = 0;
    int patch_size = 0;
    int image_size = 0;
    int num_channels = 3;
    double rope_theta = 10000.0;
    double rms_norm_eps = 1e-5;  // Pixtral hard-codes 1e-5; config files do not carry it.
};

struct TextConfig {
    int hidden_size = 0;
    int intermediate_size = 0;
    int num_hidden_layers = 0;
    int num_attention_heads = 0;
    int num_key_value_heads = 0;
    int head_dim = 0;
    int vocab_size = 0;
    int max_position_embeddings = 0;
    double rope_theta = 1000000.0;
    double rms_norm_eps = 1e-6;
};

struct ModelConfig {
    VisionConfig vision;
    TextConfig text;
    int image_token_id = 0;
    int spatial_merge_size = 2;
    std::string projector_hidden_act = "gelu";
    bool tie_word_embeddings = true;
    std::vector<int> eos_token_ids;  // the config's own, maybe none (see ocr_stop_tokens)
    int pad_token_id = 151643;
    std::string torch_dtype = "bfloat16";  // "dtype"/"torch_dtype" of the checkpoint
};

// Parses config.json text. file_name only labels errors, e.g.
// "config.json: field 'text_config.hidden_size' is missing".
ModelConfig parse_model_config(const std::string& json_text, const std::string& file_name);

// Reads <model_dir>/config.json, and generation_config.json (for eos ids) when present.
ModelConfig load_model_config(const std::string& model_dir);

}  // namespace folio::engine

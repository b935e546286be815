// lighton_ocr_tensor_table: the parameters of transformers' LightOnOcrForConditionalGeneration,
// named as save_pretrained writes them. tests/engine/loading checks this table against the
// state_dict() of the Python class for several configs.
#include "loading/weights.h"

namespace folio::engine {

std::vector<ExpectedTensor> lighton_ocr_tensor_table(const ModelConfig& config) {
    const VisionConfig& v = config.vision;
    const TextConfig& t = config.text;
    const int64_t merge = config.spatial_merge_size;
    std::vector<ExpectedTensor> table;
    auto add = [&](std::string name, std::vector<int64_t> shape) {
        table.push_back({std::move(name), std::move(shape), false});
    };

    // Pixtral vision encoder: patch conv without bias, RMSNorms, gated MLP, no biases anywhere.
    const std::string vision = "model.vision_encoder.";
    add(vision + "patch_conv.weight", {v.hidden_size, v.num_channels, v.patch_size, v.patch_size});
    add(vision + "ln_pre.weight", {v.hidden_size});
    for (int layer = 0; layer < v.num_hidden_layers; ++layer) {
        const std::string p = vision + "transformer.layers." + std::to_string(layer) + ".";
        add(p + "attention_norm.weight", {v.hidden_size});
        add(p + "feed_forward.gate_proj.weight", {v.intermediate_size, v.hidden_size});
        add(p + "feed_forward.up_proj.weight", {v.intermediate_size, v.hidden_size});
        add(p + "feed_forward.down_proj.weight", {v.hidden_size, v.intermediate_size});
        for (const char* projection : {"q_proj", "k_proj", "v_proj", "o_proj"})
            add(p + "attention." + projection + ".weight", {v.hidden_size, v.hidden_size});
        add(p + "ffn_norm.weight", {v.hidden_size});
    }

    // Projector: RMSNorm, 2x2 patch merger (channel-major 4*hidden -> hidden), two linears.
    const std::string projector = "model.vision_projection.";
    add(projector + "norm.weight", {v.hidden_size});
    add(projector + "patch_merger.merging_layer.weight", {v.hidden_size, v.hidden_size * merge * merge});
    add(projector + "linear_1.weight", {t.hidden_size, v.hidden_size});
    add(projector + "linear_2.weight", {t.hidden_size, t.hidden_size});

    // Qwen3 decoder: GQA attention with q/k RMSNorm over head_dim, SwiGLU MLP.
    const std::string text = "model.language_model.";
    const int64_t q_width = int64_t(t.num_attention_heads) * t.head_dim;
    const int64_t kv_width = int64_t(t.num_key_value_heads) * t.head_dim;
    add(text + "embed_tokens.weight", {t.vocab_size, t.hidden_size});
    for (int layer = 0; layer < t.num_hidden_layers; ++layer) {
        const std::string p = text + "layers." + std::to_string(layer) + ".";
        add(p + "self_attn.q_proj.weight", {q_width, t.hidden_size});
        add(p + "self_attn.k_proj.weight", {kv_width, t.hidden_size});
        add(p + "self_attn.v_proj.weight", {kv_width, t.hidden_size});
        add(p + "self_attn.o_proj.weight", {t.hidden_size, q_width});
        add(p + "self_attn.q_norm.weight", {t.head_dim});
        add(p + "self_attn.k_norm.weight", {t.head_dim});
        add(p + "mlp.gate_proj.weight", {t.intermediate_size, t.hidden_size});
        add(p + "mlp.up_proj.weight", {t.intermediate_size, t.hidden_size});
        add(p + "mlp.down_proj.weight", {t.hidden_size, t.intermediate_size});
        add(p + "input_layernorm.weight", {t.hidden_size});
        add(p + "post_attention_layernorm.weight", {t.hidden_size});
    }
    add(text + "norm.weight", {t.hidden_size});

    // save_pretrained leaves a tied lm_head out of the file.
    table.push_back({"lm_head.weight", {t.vocab_size, t.hidden_size}, config.tie_word_embeddings});
    return table;
}

}  // namespace folio::engine

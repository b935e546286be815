#include "loading/config_vs_weights.h"

#include <folio/engine/engine.h>

#include <algorithm>
#include <optional>

namespace folio::engine {
namespace {

class Checker {
public:
    explicit Checker(const SafetensorsArchive& archive) : archive_(archive) {}

    // Dimension `dim` of tensor `name`, when the tensor exists with that many dimensions.
    std::optional<int64_t> extent(const std::string& name, size_t rank, size_t dim) const {
        if (!archive_.contains(name)) return std::nullopt;
        const TensorInfo& info = archive_.info(name);
        if (info.shape.size() != rank) return std::nullopt;
        return info.shape[dim];
    }

    // Number of layers under prefix ("<prefix>N."), as the highest index + 1; 0 when none.
    int64_t layer_count(const std::string& prefix) const {
        int64_t count = 0;
        for (const std::string& name : archive_.names()) {
            if (name.compare(0, prefix.size(), prefix) != 0) continue;
            const size_t dot = name.find('.', prefix.size());
            const std::string index = name.substr(prefix.size(), dot - prefix.size());
            if (index.empty() || index.size() > 9 || index.find_first_not_of("0123456789") != std::string::npos)
                continue;
            count = std::max<int64_t>(count, std::stoll(index) + 1);
        }
        return count;
    }

    // Fails when the config says `configured` but the checkpoint implies `found`, citing the tensor.
    void expect(const std::string& field, int64_t configured, std::optional<int64_t> found,
                const std::string& evidence_tensor) const {
        if (!found || *found == configured) return;
        throw Error("config.json: field '" + field + "' is " + std::to_string(configured) + ", but the weights in " +
                    archive_.file_of(evidence_tensor) + " say " + std::to_string(*found) + " ('" +
                    evidence_tensor + "' has shape " + shape_text(evidence_tensor) + ")");
    }

    // As expect(), for a layer count: cites the highest layer present.
    void expect_layers(const std::string& field, int64_t configured, const std::string& prefix,
                       const std::string& suffix) const {
        const int64_t count = layer_count(prefix);
        if (count == 0 || count == configured) return;  // no layers at all: the missing-tensor check says more
        const std::string last = prefix + std::to_string(count - 1) + "." + suffix;
        const std::string file = archive_.contains(last) ? archive_.file_of(last) : archive_.source_name();
        throw Error("config.json: field '" + field + "' is " + std::to_string(configured) + ", but the weights in " +
                    file + " have " + std::to_string(count) + " layers (the last is '" + prefix +
                    std::to_string(count - 1) + ".*')");
    }

private:
    std::string shape_text(const std::string& name) const {
        std::string text = "[";
        const auto& shape = archive_.info(name).shape;
        for (size_t i = 0; i < shape.size(); ++i) text += (i ? "," : "") + std::to_string(shape[i]);
        return text + "]";
    }

    const SafetensorsArchive& archive_;
};

}  // namespace

void check_config_against_checkpoint(const ModelConfig& config, const SafetensorsArchive& archive) {
    const Checker check(archive);
    const TextConfig& t = config.text;
    const VisionConfig& v = config.vision;

    const std::string embed = "model.language_model.embed_tokens.weight";
    check.expect("text_config.hidden_size", t.hidden_size, check.extent(embed, 2, 1), embed);
    check.expect("text_config.vocab_size", t.vocab_size, check.extent(embed, 2, 0), embed);

    const std::string text_layers = "model.language_model.layers.";
    const std::string text_layer_0 = text_layers + "0.";
    check.expect_layers("text_config.num_hidden_layers", t.num_hidden_layers, text_layers, "input_layernorm.weight");
    const std::string up = text_layer_0 + "mlp.up_proj.weight";
    check.expect("text_config.intermediate_size", t.intermediate_size, check.extent(up, 2, 0), up);
    const std::string q_norm = text_layer_0 + "self_attn.q_norm.weight";
    check.expect("text_config.head_dim", t.head_dim, check.extent(q_norm, 1, 0), q_norm);
    auto heads_of = [&](const std::string& name) -> std::optional<int64_t> {
        auto rows = check.extent(name, 2, 0);
        if (!rows || *rows % t.head_dim != 0) return std::nullopt;
        return *rows / t.head_dim;
    };
    const std::string q_proj = text_layer_0 + "self_attn.q_proj.weight";
    const std::string k_proj = text_layer_0 + "self_attn.k_proj.weight";
    check.expect("text_config.num_attention_heads", t.num_attention_heads, heads_of(q_proj), q_proj);
    check.expect("text_config.num_key_value_heads", t.num_key_value_heads, heads_of(k_proj), k_proj);

    const std::string conv = "model.vision_encoder.patch_conv.weight";
    check.expect("vision_config.hidden_size", v.hidden_size, check.extent(conv, 4, 0), conv);
    check.expect("vision_config.num_channels", v.num_channels, check.extent(conv, 4, 1), conv);
    check.expect("vision_config.patch_size", v.patch_size, check.extent(conv, 4, 2), conv);
    const std::string vision_layers = "model.vision_encoder.transformer.layers.";
    check.expect_layers("vision_config.num_hidden_layers", v.num_hidden_layers, vision_layers, "ffn_norm.weight");
    const std::string vision_up = vision_layers + "0.feed_forward.up_proj.weight";
    check.expect("vision_config.intermediate_size", v.intermediate_size, check.extent(vision_up, 2, 0), vision_up);

    const std::string merger = "model.vision_projection.patch_merger.merging_layer.weight";
    std::optional<int64_t> merge;
    if (auto columns = check.extent(merger, 2, 1); columns && *columns % v.hidden_size == 0) {
        for (int64_t m = 1; m * m <= *columns / v.hidden_size; ++m)
            if (m * m * v.hidden_size == *columns) merge = m;
    }
    check.expect("spatial_merge_size", config.spatial_merge_size, merge, merger);
}

}  // namespace folio::engine

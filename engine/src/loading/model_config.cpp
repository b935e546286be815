#include "loading/model_config.h"

#include "loading/read_file.h"

#include <folio/engine/engine.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <limits>

namespace folio::engine {
namespace {

using nlohmann::json;

// Reads fields of one JSON object and reports problems as "<file>: field '<path>' ...".
class FieldReader {
public:
    FieldReader(const json& object, std::string file_name, std::string path_prefix)
        : object_(object), file_(std::move(file_name)), prefix_(std::move(path_prefix)) {}

    std::string path(const std::string& key) const { return prefix_ + key; }

    [[noreturn]] void fail(const std::string& key, const std::string& what) const {
        throw Error(file_ + ": field '" + path(key) + "' " + what);
    }

    // The value, or nullptr when the key is absent or null (JSON null means "not set" in HF configs).
    const json* find(const std::string& key) const {
        auto it = object_.find(key);
        if (it == object_.end() || it->is_null()) return nullptr;
        return &*it;
    }

    int integer(const std::string& key, const json& value) const {
        // Some exporters write integral values as floats (1024.0); accept those.
        double number = 0;
        if (value.is_number_integer() || value.is_number_unsigned()) {
            if (value.is_number_unsigned() ? value.get<uint64_t>() > uint64_t(std::numeric_limits<int>::max())
                                           : value.get<int64_t>() > std::numeric_limits<int>::max() ||
                                                 value.get<int64_t>() < std::numeric_limits<int>::min())
                fail(key, "is out of range: " + value.dump());
            return int(value.get<int64_t>());
        }
        if (!value.is_number_float()) fail(key, "must be an integer, got " + describe(value));
        number = value.get<double>();
        if (number != std::floor(number) || std::fabs(number) > std::numeric_limits<int>::max())
            fail(key, "must be an integer, got " + value.dump());
        return int(number);
    }

    int required_int(const std::string& key) const {
        const json* value = find(key);
        if (!value) fail(key, "is missing");
        return integer(key, *value);
    }

    int positive_int(const std::string& key) const {
        int value = required_int(key);
        if (value <= 0) fail(key, "must be positive, got " + std::to_string(value));
        return value;
    }

    int optional_positive_int(const std::string& key, int fallback) const {
        if (!find(key)) return fallback;
        return positive_int(key);
    }

    double number(const std::string& key, const json& value) const {
        if (!value.is_number()) fail(key, "must be a number, got " + describe(value));
        double number = value.get<double>();
        if (!std::isfinite(number) || number <= 0) fail(key, "must be positive, got " + value.dump());
        return number;
    }

    double optional_number(const std::string& key, double fallback) const {
        const json* value = find(key);
        return value ? number(key, *value) : fallback;
    }

    std::string optional_string(const std::string& key, const std::string& fallback) const {
        const json* value = find(key);
        if (!value) return fallback;
        if (!value->is_string()) fail(key, "must be a string, got " + describe(*value));
        return value->get<std::string>();
    }

    bool optional_bool(const std::string& key, bool fallback) const {
        const json* value = find(key);
        if (!value) return fallback;
        if (!value->is_boolean()) fail(key, "must be true or false, got " + describe(*value));
        return value->get<bool>();
    }

    // A sub-object; absent is an error.
    FieldReader object(const std::string& key) const {
        const json* value = find(key);
        if (!value) fail(key, "is missing");
        if (!value->is_object()) fail(key, "must be an object, got " + describe(*value));
        return FieldReader(*value, file_, path(key) + ".");
    }

    // rope_theta sits directly in the sub-config (older exports) or in rope_parameters.
    double rope_theta() const {
        if (const json* theta = find("rope_theta")) return number("rope_theta", *theta);
        if (find("rope_parameters")) {
            FieldReader rope = object("rope_parameters");
            if (const json* theta = rope.find("rope_theta")) return rope.number("rope_theta", *theta);
            rope.fail("rope_theta", "is missing");
        }
        fail("rope_theta", "is missing (neither it nor 'rope_parameters.rope_theta' is set)");
    }

    // eos_token_id: one id or a list of ids; absent/null gives an empty list.
    std::vector<int> token_ids(const std::string& key) const {
        const json* value = find(key);
        if (!value) return {};
        std::vector<int> ids;
        if (value->is_array()) {
            for (size_t i = 0; i < value->size(); ++i)
                ids.push_back(integer(key + "[" + std::to_string(i) + "]", (*value)[i]));
        } else {
            ids.push_back(integer(key, *value));
        }
        return ids;
    }

    static std::string describe(const json& value) {
        std::string text = value.dump();
        if (text.size() > 40) text = text.substr(0, 37) + "...";
        return std::string(value.type_name()) + " " + text;
    }

private:
    const json& object_;
    std::string file_;
    std::string prefix_;
};

json parse_json(const std::string& text, const std::string& file_name) {
    try {
        json value = json::parse(text);
        if (!value.is_object()) throw Error(file_name + ": expected a JSON object at the top level");
        return value;
    } catch (const json::exception& e) {
        throw Error(file_name + ": not valid JSON: " + e.what());
    }
}

VisionConfig parse_vision(const FieldReader& fields) {
    VisionConfig vision;
    vision.hidden_size = fields.positive_int("hidden_size");
    vision.intermediate_size = fields.positive_int("intermediate_size");
    vision.num_hidden_layers = fields.positive_int("num_hidden_layers");
    vision.num_attention_heads = fields.positive_int("num_attention_heads");
    vision.head_dim = fields.optional_positive_int("head_dim", vision.hidden_size / vision.num_attention_heads);
    vision.patch_size = fields.positive_int("patch_size");
    vision.image_size = fields.positive_int("image_size");
    vision.num_channels = fields.optional_positive_int("num_channels", 3);
    vision.rope_theta = fields.rope_theta();
    // Pixtral's attention reshapes hidden into heads x head_dim.
    if (vision.num_attention_heads * int64_t(vision.head_dim) != vision.hidden_size)
        fields.fail("head_dim", "times num_attention_heads (" + std::to_string(vision.head_dim) + " x " +
                                    std::to_string(vision.num_attention_heads) + ") must equal hidden_size " +
                                    std::to_string(vision.hidden_size));
    if (vision.head_dim % 4 != 0)
        fields.fail("head_dim", "must be a multiple of 4 for the 2D rotary embedding, got " +
                                    std::to_string(vision.head_dim));
    return vision;
}

TextConfig parse_text(const FieldReader& fields) {
    TextConfig text;
    text.hidden_size = fields.positive_int("hidden_size");
    text.intermediate_size = fields.positive_int("intermediate_size");
    // layer_types may list fewer layers than there are (an export quirk): only this counts.
    text.num_hidden_layers = fields.positive_int("num_hidden_layers");
    text.num_attention_heads = fields.positive_int("num_attention_heads");
    text.num_key_value_heads = fields.optional_positive_int("num_key_value_heads", text.num_attention_heads);
    text.head_dim = fields.optional_positive_int("head_dim", text.hidden_size / text.num_attention_heads);
    text.vocab_size = fields.positive_int("vocab_size");
    text.max_position_embeddings = fields.positive_int("max_position_embeddings");
    text.rope_theta = fields.rope_theta();
    text.rms_norm_eps = fields.optional_number("rms_norm_eps", 1e-6);
    if (text.num_attention_heads % text.num_key_value_heads != 0)
        fields.fail("num_key_value_heads", "(" + std::to_string(text.num_key_value_heads) +
                                               ") must divide num_attention_heads (" +
                                               std::to_string(text.num_attention_heads) + ")");
    if (text.head_dim % 2 != 0)
        fields.fail("head_dim", "must be even for the rotary embedding, got " + std::to_string(text.head_dim));
    return text;
}

std::vector<int> token_ids_in_vocabulary(const FieldReader& fields, const std::string& key, int vocab_size) {
    std::vector<int> ids = fields.token_ids(key);
    for (int id : ids)
        if (id < 0 || id >= vocab_size)
            fields.fail(key, "(" + std::to_string(id) + ") is outside the vocabulary of " + std::to_string(vocab_size));
    return ids;
}

}  // namespace

ModelConfig parse_model_config(const std::string& json_text, const std::string& file_name) {
    const json root = parse_json(json_text, file_name);
    const FieldReader fields(root, file_name, "");

    const std::string model_type = fields.optional_string("model_type", "");
    if (model_type != "lighton_ocr" && model_type != "mistral3")
        fields.fail("model_type", model_type.empty()
                                      ? std::string("is missing (expected \"lighton_ocr\" or \"mistral3\")")
                                      : "is \"" + model_type + "\", expected \"lighton_ocr\" or \"mistral3\"");

    ModelConfig config;
    config.vision = parse_vision(fields.object("vision_config"));
    config.text = parse_text(fields.object("text_config"));

    // Both keys name the <|image_pad|> token; transformers' default applies when absent.
    const char* image_key = fields.find("image_token_id") ? "image_token_id"
                            : fields.find("image_token_index") ? "image_token_index" : nullptr;
    config.image_token_id = image_key ? fields.integer(image_key, *fields.find(image_key)) : 151655;
    if (image_key && (config.image_token_id < 0 || config.image_token_id >= config.text.vocab_size))
        fields.fail(image_key, "(" + std::to_string(config.image_token_id) + ") is outside the vocabulary of " +
                                   std::to_string(config.text.vocab_size));
    config.spatial_merge_size = fields.optional_positive_int("spatial_merge_size", 2);
    config.projector_hidden_act = fields.optional_string("projector_hidden_act", "gelu");
    config.tie_word_embeddings = fields.optional_bool("tie_word_embeddings", true);
    config.pad_token_id = 151643;
    if (fields.find("pad_token_id")) config.pad_token_id = fields.required_int("pad_token_id");
    const char* dtype_key = fields.find("dtype") ? "dtype" : "torch_dtype";
    config.torch_dtype = fields.optional_string(dtype_key, "bfloat16");
    if (config.torch_dtype != "bfloat16" && config.torch_dtype != "float16" && config.torch_dtype != "float32" &&
        config.torch_dtype != "half" && config.torch_dtype != "float")
        fields.fail(dtype_key, "is '" + config.torch_dtype + "'; expected bfloat16, float16 or float32");

    config.eos_token_ids = token_ids_in_vocabulary(fields, "eos_token_id", config.text.vocab_size);
    if (config.eos_token_ids.empty())
        config.eos_token_ids =
            token_ids_in_vocabulary(fields.object("text_config"), "eos_token_id", config.text.vocab_size);
    return config;
}

ModelConfig load_model_config(const std::string& model_dir) {
    const std::filesystem::path dir(model_dir);
    ModelConfig config = parse_model_config(read_text_file((dir / "config.json").string(), "config.json"),
                                            "config.json");

    // generate() stops on generation_config's eos ids, which usually list more than config.json.
    const std::filesystem::path generation = dir / "generation_config.json";
    std::error_code ignored;
    if (std::filesystem::exists(generation, ignored)) {
        const std::string name = "generation_config.json";
        const json root = parse_json(read_text_file(generation.string(), name), name);
        const FieldReader fields(root, name, "");
        std::vector<int> ids = token_ids_in_vocabulary(fields, "eos_token_id", config.text.vocab_size);
        if (!ids.empty()) config.eos_token_ids = std::move(ids);
    }
    return config;
}

}  // namespace folio::engine

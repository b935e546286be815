// load_weights against checkpoints built from the tensor table, each broken in one way: the
// error must name the file and the tensor, or config.json and the field.
#include "checkpoint_writer.h"
#include "testing.h"

#include "loading/weights.h"

#include <folio/engine/engine.h>

#include <ATen/Context.h>
#include <ATen/ops/equal.h>

#include <algorithm>

using folio::engine::load_weights;
using folio::engine::ModelConfig;
using folio::engine::parse_model_config;
using folio::test::RawTensor;
using nlohmann::json;

namespace {

ModelConfig tiny_config() { return parse_model_config(folio::test::tiny_config_json().dump(), "config.json"); }

std::vector<RawTensor> without(std::vector<RawTensor> tensors, const std::string& name) {
    tensors.erase(std::remove_if(tensors.begin(), tensors.end(), [&](const RawTensor& t) { return t.name == name; }),
                  tensors.end());
    return tensors;
}

RawTensor& find(std::vector<RawTensor>& tensors, const std::string& name) {
    for (RawTensor& tensor : tensors)
        if (tensor.name == name) return tensor;
    throw std::runtime_error("test bug: no tensor " + name);
}

// Loads a model folder written with `config_json` and `tensors`.
folio::engine::LoadedWeights load(const std::string& name, const json& config_json, const std::vector<RawTensor>& tensors,
                                  at::ScalarType dtype = at::kFloat) {
    const auto dir = folio::test::write_model_dir(name, config_json, tensors);
    return load_weights(dir.string(), parse_model_config(config_json.dump(), "config.json"), dtype, at::kCPU);
}

}  // namespace

FOLIO_TEST(complete_checkpoint_loads_with_tied_head) {
    const ModelConfig config = tiny_config();
    const auto tensors = folio::test::model_tensors(config);
    const auto weights = load("good", folio::test::tiny_config_json(), tensors);
    CHECK_EQ(weights.tensors.size(), tensors.size() + 1);  // + the tied lm_head
    const at::Tensor& embed = weights.tensors.at("model.language_model.embed_tokens.weight");
    CHECK(weights.tensors.at("lm_head.weight").is_same(embed));
    CHECK(embed.sizes() == at::IntArrayRef({64, 24}));
    for (const RawTensor& raw : tensors) {
        const at::Tensor& loaded = weights.tensors.at(raw.name);
        CHECK_EQ(loaded.scalar_type(), at::kFloat);
        CHECK(loaded.is_contiguous());
        CHECK_EQ(std::string(static_cast<const char*>(loaded.data_ptr()), size_t(loaded.nbytes())), raw.bytes);
    }
}

FOLIO_TEST(conversion_to_bfloat16_copies_out_of_the_mapping) {
    const ModelConfig config = tiny_config();
    const auto weights = load("bf16", folio::test::tiny_config_json(), folio::test::model_tensors(config), at::kBFloat16);
    const at::Tensor& norm = weights.tensors.at("model.language_model.norm.weight");
    CHECK_EQ(norm.scalar_type(), at::kBFloat16);
    const float first = norm[0].item<float>();
    CHECK(first > 0.f);
    norm.add_(1);  // owned memory: writing must be safe (a read-only mapping would crash here)
    CHECK_NEAR(norm[0].item<float>(), first + 1, 0.02);
}

FOLIO_TEST(untied_head_is_loaded_from_the_file) {
    json config_json = folio::test::tiny_config_json();
    config_json["tie_word_embeddings"] = false;
    const ModelConfig config = parse_model_config(config_json.dump(), "config.json");
    auto tensors = folio::test::model_tensors(config);
    CHECK(std::any_of(tensors.begin(), tensors.end(), [](const RawTensor& t) { return t.name == "lm_head.weight"; }));
    const auto weights = load("untied", config_json, tensors);
    CHECK(!weights.tensors.at("lm_head.weight").is_same(weights.tensors.at("model.language_model.embed_tokens.weight")));
    CHECK(!at::equal(weights.tensors.at("lm_head.weight"), weights.tensors.at("model.language_model.embed_tokens.weight")));
    CHECK_THROWS_WITH(load("untied_missing", config_json, without(tensors, "lm_head.weight")),
                      "model.safetensors: missing tensor 'lm_head.weight'");
}

FOLIO_TEST(missing_tensor) {
    const auto tensors = folio::test::model_tensors(tiny_config());
    CHECK_THROWS_WITH(load("missing", folio::test::tiny_config_json(),
                           without(tensors, "model.language_model.layers.1.mlp.up_proj.weight")),
                      "model.safetensors: missing tensor 'model.language_model.layers.1.mlp.up_proj.weight'");
    CHECK_THROWS_WITH(load("missing_vision", folio::test::tiny_config_json(),
                           without(tensors, "model.vision_projection.norm.weight")),
                      "model.safetensors: missing tensor 'model.vision_projection.norm.weight'");
}

FOLIO_TEST(extra_tensor) {
    auto tensors = folio::test::model_tensors(tiny_config());
    tensors.push_back(folio::test::f32_tensor("model.language_model.layers.0.self_attn.rotary_emb.inv_freq", {4}));
    CHECK_THROWS_WITH(load("extra", folio::test::tiny_config_json(), tensors),
                      "model.safetensors: unexpected tensor 'model.language_model.layers.0.self_attn.rotary_emb.inv_freq'");
}

FOLIO_TEST(wrong_shape) {
    auto tensors = folio::test::model_tensors(tiny_config());
    find(tensors, "model.language_model.layers.2.self_attn.o_proj.weight") =
        folio::test::f32_tensor("model.language_model.layers.2.self_attn.o_proj.weight", {32, 24});
    CHECK_THROWS_WITH(load("shape", folio::test::tiny_config_json(), tensors),
                      "model.safetensors: tensor 'model.language_model.layers.2.self_attn.o_proj.weight' has shape "
                      "[32,24], expected [24,32]");
}

FOLIO_TEST(unsupported_dtype) {
    auto tensors = folio::test::model_tensors(tiny_config());
    find(tensors, "model.vision_encoder.ln_pre.weight").dtype = "I32";  // same byte count as F32
    CHECK_THROWS_WITH(load("dtype", folio::test::tiny_config_json(), tensors),
                      "model.safetensors: tensor 'model.vision_encoder.ln_pre.weight' has dtype I32; only F32, BF16 and F16");
    find(tensors, "model.vision_encoder.ln_pre.weight").dtype = "F32";
    const auto weights = load("dtype_ok", folio::test::tiny_config_json(), tensors, at::kHalf);
    CHECK_EQ(weights.tensors.at("model.vision_encoder.ln_pre.weight").scalar_type(), at::kHalf);
}

FOLIO_TEST(config_contradicting_weights_names_the_field) {
    const auto tensors = folio::test::model_tensors(tiny_config());  // 3 text layers, 2 vision layers
    auto check_field = [&](const std::string& section, const std::string& field, const json& value,
                           const std::string& expected) {
        json config_json = folio::test::tiny_config_json();
        (section.empty() ? config_json : config_json[section])[field] = value;
        CHECK_THROWS_WITH(load("contradiction", config_json, tensors), expected);
    };
    check_field("text_config", "num_hidden_layers", 2,
                "config.json: field 'text_config.num_hidden_layers' is 2, but the weights in model.safetensors have 3 layers");
    check_field("text_config", "num_hidden_layers", 4, "field 'text_config.num_hidden_layers' is 4");
    check_field("vision_config", "num_hidden_layers", 3, "config.json: field 'vision_config.num_hidden_layers' is 3");
    check_field("text_config", "hidden_size", 32,
                "config.json: field 'text_config.hidden_size' is 32, but the weights in model.safetensors say 24 "
                "('model.language_model.embed_tokens.weight' has shape [64,24])");
    check_field("text_config", "vocab_size", 80, "config.json: field 'text_config.vocab_size' is 80");
    check_field("text_config", "intermediate_size", 48, "config.json: field 'text_config.intermediate_size' is 48");
    check_field("text_config", "num_key_value_heads", 4, "config.json: field 'text_config.num_key_value_heads' is 4");
    check_field("vision_config", "intermediate_size", 32, "config.json: field 'vision_config.intermediate_size' is 32");
    check_field("vision_config", "patch_size", 2, "config.json: field 'vision_config.patch_size' is 2");
    check_field("", "spatial_merge_size", 1, "config.json: field 'spatial_merge_size' is 1, but the weights in model.safetensors say 2");
}

FOLIO_TEST(sharded_checkpoint_missing_tensor_names_the_index) {
    const ModelConfig config = tiny_config();
    const auto dir = folio::test::fresh_dir("sharded_weights");
    folio::test::write_file(dir / "config.json", folio::test::tiny_config_json().dump());
    auto tensors = without(folio::test::model_tensors(config), "model.language_model.norm.weight");
    const size_t half = tensors.size() / 2;
    json index = {{"weight_map", json::object()}};
    for (size_t i = 0; i < tensors.size(); ++i) index["weight_map"][tensors[i].name] = i < half ? "a.safetensors" : "b.safetensors";
    folio::test::write_file(dir / "a.safetensors", folio::test::safetensors_bytes({tensors.begin(), tensors.begin() + half}));
    folio::test::write_file(dir / "b.safetensors", folio::test::safetensors_bytes({tensors.begin() + half, tensors.end()}));
    folio::test::write_file(dir / "model.safetensors.index.json", index.dump());
    CHECK_THROWS_WITH(load_weights(dir.string(), config, at::kFloat, at::kCPU),
                      "model.safetensors.index.json: missing tensor 'model.language_model.norm.weight'");
}

FOLIO_TEST(loads_onto_cuda_in_bfloat16) {
    if (!at::hasCUDA()) SKIP("no CUDA device in this build or machine");
    const ModelConfig config = tiny_config();
    const auto tensors = folio::test::model_tensors(config);
    const auto dir = folio::test::write_model_dir("cuda", folio::test::tiny_config_json(), tensors);
    const auto weights = load_weights(dir.string(), config, at::kBFloat16, at::Device(at::kCUDA, 0));
    const auto reference = load_weights(dir.string(), config, at::kBFloat16, at::kCPU);
    for (const auto& [name, tensor] : weights.tensors) {
        CHECK(tensor.is_cuda());
        CHECK_EQ(tensor.scalar_type(), at::kBFloat16);
        if (!at::equal(tensor.cpu(), reference.tensors.at(name))) folio::test::fail(__FILE__, __LINE__, "differs: " + name);
    }
    CHECK(weights.tensors.at("lm_head.weight").is_same(weights.tensors.at("model.language_model.embed_tokens.weight")));
}

FOLIO_TEST_MAIN()

// config.json parsing: the layouts found in the wild, and clear errors for broken files.
#include "checkpoint_writer.h"
#include "testing.h"

#include "loading/model_config.h"

#include <folio/engine/engine.h>

using folio::engine::Error;
using folio::engine::load_model_config;
using folio::engine::ModelConfig;
using folio::engine::parse_model_config;
using nlohmann::json;

namespace {

ModelConfig parse(const json& config) { return parse_model_config(config.dump(), "config.json"); }

}  // namespace

FOLIO_TEST(published_config_from_shared_data) {
    const std::string data = folio::test::shared_data_dir();
    if (data.empty()) SKIP("shared test data (../shared/data) is absent");
    const ModelConfig config = load_model_config(data + "/model-config");
    CHECK_EQ(config.text.hidden_size, 1024);
    CHECK_EQ(config.text.intermediate_size, 3072);
    CHECK_EQ(config.text.num_hidden_layers, 28);  // layer_types lists only 2: the count wins
    CHECK_EQ(config.text.num_attention_heads, 16);
    CHECK_EQ(config.text.num_key_value_heads, 8);
    CHECK_EQ(config.text.head_dim, 128);
    CHECK_EQ(config.text.vocab_size, 151936);
    CHECK_EQ(config.text.max_position_embeddings, 16384);
    CHECK_NEAR(config.text.rope_theta, 1e6, 0);
    CHECK_NEAR(config.text.rms_norm_eps, 1e-6, 1e-12);
    CHECK_EQ(config.vision.hidden_size, 1024);
    CHECK_EQ(config.vision.intermediate_size, 4096);
    CHECK_EQ(config.vision.num_hidden_layers, 24);
    CHECK_EQ(config.vision.num_attention_heads, 16);
    CHECK_EQ(config.vision.head_dim, 64);
    CHECK_EQ(config.vision.patch_size, 14);
    CHECK_EQ(config.vision.image_size, 1540);
    CHECK_EQ(config.vision.num_channels, 3);
    CHECK_NEAR(config.vision.rope_theta, 10000, 0);
    CHECK_NEAR(config.vision.rms_norm_eps, 1e-5, 1e-12);
    CHECK_EQ(config.image_token_id, 151655);  // from image_token_index
    CHECK_EQ(config.spatial_merge_size, 2);
    CHECK_EQ(config.projector_hidden_act, std::string("gelu"));
    CHECK(config.tie_word_embeddings);
    CHECK_EQ(config.pad_token_id, 151643);
    CHECK_EQ(config.torch_dtype, std::string("bfloat16"));
    // generation_config.json lists both stop tokens; config.json alone has only 151645.
    CHECK(config.eos_token_ids == std::vector<int>({151645, 151643}));
}

FOLIO_TEST(mistral3_layout_with_flat_rope_theta_and_image_token_index) {
    json config = folio::test::tiny_config_json();
    config["model_type"] = "mistral3";
    config.erase("image_token_id");
    config["image_token_index"] = 61;
    config["text_config"].erase("rope_parameters");
    config["text_config"]["rope_theta"] = 500000.0;
    config["vision_config"].erase("rope_parameters");
    config["vision_config"]["rope_theta"] = 20000;
    config["text_config"]["layer_types"] = {"full_attention"};  // shorter than num_hidden_layers
    const ModelConfig parsed = parse(config);
    CHECK_EQ(parsed.image_token_id, 61);
    CHECK_NEAR(parsed.text.rope_theta, 500000, 0);
    CHECK_NEAR(parsed.vision.rope_theta, 20000, 0);
    CHECK_EQ(parsed.text.num_hidden_layers, 3);
}

FOLIO_TEST(lighton_layout_with_rope_parameters_and_image_token_id) {
    const ModelConfig parsed = parse(folio::test::tiny_config_json());
    CHECK_EQ(parsed.image_token_id, 60);
    CHECK_NEAR(parsed.text.rope_theta, 1e6, 0);
    CHECK_NEAR(parsed.vision.rope_theta, 1e4, 0);
    CHECK_EQ(parsed.text.head_dim, 8);
    CHECK_EQ(parsed.torch_dtype, std::string("float32"));
    CHECK(parsed.eos_token_ids.empty());  // none given: the stop tokens come from the tokenizer
}

FOLIO_TEST(defaults_follow_transformers) {
    json config = folio::test::tiny_config_json();
    config["text_config"].erase("head_dim");             // hidden / heads
    config["text_config"].erase("num_key_value_heads");  // = heads
    config["vision_config"].erase("head_dim");
    config["text_config"]["hidden_size"] = 32.0;  // integral floats are accepted
    config["eos_token_id"] = 7;
    const ModelConfig parsed = parse(config);
    CHECK_EQ(parsed.text.head_dim, 8);
    CHECK_EQ(parsed.text.num_key_value_heads, 4);
    CHECK_EQ(parsed.vision.head_dim, 8);
    CHECK_EQ(parsed.text.hidden_size, 32);
    CHECK(parsed.eos_token_ids == std::vector<int>({7}));
}

FOLIO_TEST(unknown_dtype_is_refused) {
    json config = folio::test::tiny_config_json();
    config["dtype"] = "float7";
    CHECK_THROWS_WITH(parse(config), "config.json: field 'dtype' is 'float7'; expected bfloat16, float16 or float32");
    config.erase("dtype");
    config["torch_dtype"] = "float16";
    CHECK_EQ(parse(config).torch_dtype, std::string("float16"));
}

FOLIO_TEST(missing_field_names_file_and_path) {
    json config = folio::test::tiny_config_json();
    config["text_config"].erase("hidden_size");
    CHECK_THROWS_WITH(parse(config), "config.json: field 'text_config.hidden_size' is missing");
    config = folio::test::tiny_config_json();
    config.erase("vision_config");
    CHECK_THROWS_WITH(parse(config), "config.json: field 'vision_config' is missing");
    config = folio::test::tiny_config_json();
    config["text_config"]["hidden_size"] = nullptr;
    CHECK_THROWS_WITH(parse(config), "field 'text_config.hidden_size' is missing");
}

FOLIO_TEST(rope_theta_missing_in_both_places) {
    json config = folio::test::tiny_config_json();
    config["vision_config"].erase("rope_parameters");
    CHECK_THROWS_WITH(parse(config), "config.json: field 'vision_config.rope_theta' is missing");
    config = folio::test::tiny_config_json();
    config["text_config"]["rope_parameters"].erase("rope_theta");
    CHECK_THROWS_WITH(parse(config), "field 'text_config.rope_parameters.rope_theta' is missing");
}

FOLIO_TEST(wrong_types_name_the_field) {
    json config = folio::test::tiny_config_json();
    config["vision_config"]["num_hidden_layers"] = "24";
    CHECK_THROWS_WITH(parse(config), "config.json: field 'vision_config.num_hidden_layers' must be an integer");
    config = folio::test::tiny_config_json();
    config["text_config"]["rms_norm_eps"] = json::array({1});
    CHECK_THROWS_WITH(parse(config), "field 'text_config.rms_norm_eps' must be a number");
    config = folio::test::tiny_config_json();
    config["text_config"] = 5;
    CHECK_THROWS_WITH(parse(config), "field 'text_config' must be an object");
    config = folio::test::tiny_config_json();
    config["tie_word_embeddings"] = "yes";
    CHECK_THROWS_WITH(parse(config), "field 'tie_word_embeddings' must be true or false");
    config = folio::test::tiny_config_json();
    config["text_config"]["intermediate_size"] = 1.5;
    CHECK_THROWS_WITH(parse(config), "field 'text_config.intermediate_size' must be an integer");
    config = folio::test::tiny_config_json();
    config["text_config"]["vocab_size"] = 1e12;
    CHECK_THROWS_WITH(parse(config), "field 'text_config.vocab_size' must be an integer");
    config = folio::test::tiny_config_json();
    config["text_config"]["num_hidden_layers"] = 4294967296LL;
    CHECK_THROWS_WITH(parse(config), "field 'text_config.num_hidden_layers' is out of range");
    config = folio::test::tiny_config_json();
    config["eos_token_id"] = {1, "2"};
    CHECK_THROWS_WITH(parse(config), "field 'eos_token_id[1]' must be an integer");
}

FOLIO_TEST(impossible_values_name_the_field) {
    json config = folio::test::tiny_config_json();
    config["text_config"]["num_attention_heads"] = 0;
    CHECK_THROWS_WITH(parse(config), "field 'text_config.num_attention_heads' must be positive");
    config = folio::test::tiny_config_json();
    config["text_config"]["num_key_value_heads"] = 3;
    CHECK_THROWS_WITH(parse(config), "field 'text_config.num_key_value_heads'");
    config = folio::test::tiny_config_json();
    config["vision_config"]["head_dim"] = 6;
    CHECK_THROWS_WITH(parse(config), "field 'vision_config.head_dim'");
    config = folio::test::tiny_config_json();
    config["image_token_id"] = 64;  // vocab_size is 64
    CHECK_THROWS_WITH(parse(config), "field 'image_token_id' (64) is outside the vocabulary of 64");
    config = folio::test::tiny_config_json();
    config["model_type"] = "llava";
    CHECK_THROWS_WITH(parse(config), "field 'model_type' is \"llava\"");
}

FOLIO_TEST(not_json) {
    CHECK_THROWS_WITH(parse_model_config("{\"model_type\": ", "config.json"), "config.json: not valid JSON");
    CHECK_THROWS_WITH(parse_model_config("", "config.json"), "config.json: not valid JSON");
    CHECK_THROWS_WITH(parse_model_config("[1, 2]", "config.json"), "config.json: expected a JSON object");
    CHECK_THROWS_WITH(parse_model_config("\xff\xfe{}", "config.json"), "config.json: not valid JSON");
}

FOLIO_TEST(model_folder_files) {
    const auto dir = folio::test::fresh_dir("config_folder");
    CHECK_THROWS_WITH(load_model_config(dir.string()), "config.json: cannot read");
    json config = folio::test::tiny_config_json();
    config["eos_token_id"] = 5;
    folio::test::write_file(dir / "config.json", config.dump());
    CHECK(load_model_config(dir.string()).eos_token_ids == std::vector<int>({5}));
    folio::test::write_file(dir / "generation_config.json", R"({"eos_token_id": [5, 6]})");
    CHECK(load_model_config(dir.string()).eos_token_ids == std::vector<int>({5, 6}));
    folio::test::write_file(dir / "generation_config.json", R"({"eos_token_id": [5, 600]})");
    CHECK_THROWS_WITH(load_model_config(dir.string()), "generation_config.json: field 'eos_token_id' (600)");
    folio::test::write_file(dir / "generation_config.json", "not json");
    CHECK_THROWS_WITH(load_model_config(dir.string()), "generation_config.json: not valid JSON");
}

FOLIO_TEST_MAIN()

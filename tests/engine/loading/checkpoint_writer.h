// Test helpers: write safetensors files and tiny LightOnOCR model folders byte by byte, so the
// loading tests can build both good and deliberately broken checkpoints without Python.
#pragma once

#include "loading/model_config.h"
#include "loading/weights.h"

#include <nlohmann/json.hpp>

#include "remove_tree.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace folio::test {

struct RawTensor {
    std::string name;
    std::string dtype;  // "F32", ...
    std::vector<int64_t> shape;
    std::string bytes;
};

inline std::string le_u64(uint64_t value) {
    std::string bytes(8, '\0');
    for (int i = 0; i < 8; ++i) bytes[i] = char((value >> (8 * i)) & 0xff);
    return bytes;
}

// A file of: length prefix, the header text as given, the data bytes.
inline std::string raw_safetensors(const std::string& header, const std::string& data) {
    return le_u64(header.size()) + header + data;
}

// A well-formed file holding the tensors back to back, header padded to 8 bytes like the
// reference writer does.
inline std::string safetensors_bytes(const std::vector<RawTensor>& tensors) {
    nlohmann::json header = nlohmann::json::object();
    std::string data;
    for (const RawTensor& tensor : tensors) {
        header[tensor.name] = {{"dtype", tensor.dtype},
                               {"shape", tensor.shape},
                               {"data_offsets", {data.size(), data.size() + tensor.bytes.size()}}};
        data += tensor.bytes;
    }
    header["__metadata__"] = {{"format", "pt"}};
    std::string text = header.dump();
    text.append((8 - text.size() % 8) % 8, ' ');
    return raw_safetensors(text, data);
}

inline RawTensor f32_tensor(const std::string& name, const std::vector<int64_t>& shape, float first = 0.25f) {
    int64_t count = 1;
    for (int64_t extent : shape) count *= extent;
    std::vector<float> values(static_cast<size_t>(count));
    for (size_t i = 0; i < values.size(); ++i) values[i] = first + 0.001f * float(i % 997);
    std::string bytes(values.size() * 4, '\0');
    if (!values.empty()) std::memcpy(bytes.data(), values.data(), bytes.size());
    return {name, "F32", shape, bytes};
}

inline void write_file(const std::filesystem::path& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), std::streamsize(bytes.size()));
}

// An empty directory under the test work dir.
inline std::filesystem::path fresh_dir(const std::string& name) {
    const std::filesystem::path dir = std::filesystem::path(FOLIO_TEST_WORK_DIR) / "loading" / name;
    remove_tree(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

// A tiny but complete LightOnOCR config.json (as transformers 5.17 writes it, fields trimmed).
inline nlohmann::json tiny_config_json() {
    return nlohmann::json::parse(R"({
      "architectures": ["LightOnOcrForConditionalGeneration"], "model_type": "lighton_ocr",
      "image_token_id": 60, "spatial_merge_size": 2, "tie_word_embeddings": true, "dtype": "float32",
      "vision_config": {"model_type": "pixtral", "hidden_size": 16, "intermediate_size": 24,
        "num_hidden_layers": 2, "num_attention_heads": 2, "head_dim": 8, "patch_size": 4,
        "image_size": 32, "num_channels": 3, "rope_parameters": {"rope_theta": 10000.0, "rope_type": "axial"}},
      "text_config": {"model_type": "qwen3", "hidden_size": 24, "intermediate_size": 40,
        "num_hidden_layers": 3, "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 8,
        "vocab_size": 64, "max_position_embeddings": 128, "rms_norm_eps": 1e-06,
        "layer_types": ["full_attention", "full_attention", "full_attention"],
        "rope_parameters": {"rope_theta": 1000000.0, "rope_type": "default"}}
    })");
}

// Tensors of a complete checkpoint for config (lm_head left out when tied, as transformers does).
inline std::vector<RawTensor> model_tensors(const engine::ModelConfig& config) {
    std::vector<RawTensor> tensors;
    float first = 0.f;
    for (const engine::ExpectedTensor& expected : engine::lighton_ocr_tensor_table(config)) {
        if (expected.optional) continue;
        tensors.push_back(f32_tensor(expected.name, expected.shape, first));
        first += 0.5f;
    }
    return tensors;
}

// Writes config.json and model.safetensors; returns the folder.
inline std::filesystem::path write_model_dir(const std::string& name, const nlohmann::json& config_json,
                                             const std::vector<RawTensor>& tensors) {
    const auto dir = fresh_dir(name);
    write_file(dir / "config.json", config_json.dump(2));
    write_file(dir / "model.safetensors", safetensors_bytes(tensors));
    return dir;
}

}  // namespace folio::test

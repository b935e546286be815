// Loading speed on a full-size checkpoint: not a ctest (it writes ~2 GB). Usage:
//   bench_load_weights [MODEL_DIR|-] [cpu|cuda]
// Without MODEL_DIR (or with "-") it writes a synthetic LightOnOCR-2-1B checkpoint (the published
// config, bf16, every tensor filled) under the test work dir and deletes it afterwards
// (FOLIO_BENCH_KEEP=1 keeps it). Prints the time to open+validate the archive and to load it as
// bf16 and fp32 on the device (warm page cache: the file was just written or read).
#include "checkpoint_writer.h"

#include "loading/model_config.h"
#include "loading/safetensors.h"
#include "loading/weights.h"

#include <folio/engine/engine.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>

using namespace folio::engine;

namespace {

// The published LightOnOCR-2-1B shapes (../shared/data/model-config/config.json, trimmed), for
// machines without the shared data.
const char* const kPublishedConfig = R"({"model_type": "lighton_ocr", "image_token_index": 151655,
  "spatial_merge_size": 2, "tie_word_embeddings": true, "eos_token_id": 151645,
  "text_config": {"head_dim": 128, "hidden_size": 1024, "intermediate_size": 3072,
    "max_position_embeddings": 16384, "num_attention_heads": 16, "num_hidden_layers": 28,
    "num_key_value_heads": 8, "rms_norm_eps": 1e-06, "rope_parameters": {"rope_theta": 1000000},
    "vocab_size": 151936},
  "vision_config": {"head_dim": 64, "hidden_size": 1024, "image_size": 1540, "intermediate_size": 4096,
    "num_attention_heads": 16, "num_channels": 3, "num_hidden_layers": 24, "patch_size": 14,
    "rope_parameters": {"rope_theta": 10000}}})";

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Streams a bf16 checkpoint for config to dir/model.safetensors without holding it in memory.
void write_synthetic(const std::filesystem::path& dir, const ModelConfig& config) {
    nlohmann::json header = nlohmann::json::object();
    uint64_t offset = 0;
    const auto table = lighton_ocr_tensor_table(config);
    for (const ExpectedTensor& tensor : table) {
        if (tensor.optional) continue;
        uint64_t bytes = 2;
        for (int64_t extent : tensor.shape) bytes *= uint64_t(extent);
        header[tensor.name] = {{"dtype", "BF16"}, {"shape", tensor.shape}, {"data_offsets", {offset, offset + bytes}}};
        offset += bytes;
    }
    std::string text = header.dump();
    text.append((8 - text.size() % 8) % 8, ' ');
    std::ofstream out(dir / "model.safetensors", std::ios::binary);
    const std::string prefix = folio::test::le_u64(text.size()) + text;
    out.write(prefix.data(), std::streamsize(prefix.size()));
    std::string chunk(size_t(1) << 20, '\0');
    for (size_t i = 0; i < chunk.size(); i += 2) chunk[i + 1] = char(0x3c + (i / 2) % 3);  // bf16 ~0.01..0.03
    for (uint64_t written = 0; written < offset; written += chunk.size())
        out.write(chunk.data(), std::streamsize(std::min<uint64_t>(chunk.size(), offset - written)));
}

}  // namespace

int main(int argc, char** argv) {
    std::setvbuf(stdout, nullptr, _IOLBF, 0);  // lines show up even when piped
    std::filesystem::path dir;
    const bool synthetic = argc < 2 || std::string(argv[1]) == "-";
    const at::Device device(argc > 2 ? argv[2] : "cpu");
    if (!synthetic) {
        dir = argv[1];
    } else {
        dir = folio::test::fresh_dir("bench_full_size");
        folio::test::write_file(dir / "config.json", kPublishedConfig);
        const auto start = std::chrono::steady_clock::now();
        write_synthetic(dir, load_model_config(dir.string()));
        std::printf("wrote %.2f GB synthetic checkpoint in %.2f s\n",
                    double(std::filesystem::file_size(dir / "model.safetensors")) / 1e9, seconds_since(start));
    }
    try {
        const ModelConfig config = load_model_config(dir.string());
        auto start = std::chrono::steady_clock::now();
        const SafetensorsArchive archive = SafetensorsArchive::open(dir.string());
        std::printf("open (mmap + header validation): %zu tensors in %.1f ms\n", archive.names().size(),
                    1000 * seconds_since(start));
        for (at::ScalarType dtype : {at::kBFloat16, at::kFloat}) {
            start = std::chrono::steady_clock::now();
            const LoadedWeights weights = load_weights(dir.string(), config, dtype, device);
            if (device.is_cuda()) weights.tensors.begin()->second.cpu();  // waits for the copies
            const double elapsed = seconds_since(start);
            uint64_t bytes = 0;
            for (const auto& [name, tensor] : weights.tensors)
                if (name != "lm_head.weight" || !config.tie_word_embeddings) bytes += uint64_t(tensor.nbytes());
            std::printf("load_weights to %s %s: %.2f s, %.2f GB, %.2f GB/s\n", device.str().c_str(), c10::toString(dtype), elapsed,
                        double(bytes) / 1e9, double(bytes) / 1e9 / elapsed);
        }
    } catch (const Error& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return 1;
    }
    if (synthetic && !std::getenv("FOLIO_BENCH_KEEP")) folio::test::remove_tree(dir);
    return 0;
}

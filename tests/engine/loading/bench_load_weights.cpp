// Loading speed on a full-size checkpoint: not a ctest (it writes ~2 GB). Usage:
//   bench_load_weights [MODEL_DIR]
// Without MODEL_DIR it writes a synthetic LightOnOCR-2-1B checkpoint (the published config from
// shared data, bf16, every tensor filled) under the test work dir and deletes it afterwards.
// Prints the time to open+validate the archive and to load it as bf16 and as fp32 on the CPU
// (warm page cache: the file was just written or read).
#include "checkpoint_writer.h"
#include "testing.h"

#include "loading/model_config.h"
#include "loading/safetensors.h"
#include "loading/weights.h"

#include <folio/engine/engine.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>

using namespace folio::engine;

namespace {

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
    std::filesystem::path dir;
    bool synthetic = argc < 2;
    if (!synthetic) {
        dir = argv[1];
    } else {
        const std::string data = folio::test::shared_data_dir();
        if (data.empty()) {
            std::fprintf(stderr, "no MODEL_DIR given and no shared data for the published config\n");
            return 77;
        }
        dir = folio::test::fresh_dir("bench_full_size");
        std::filesystem::copy_file(data + "/model-config/config.json", dir / "config.json");
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
            const LoadedWeights weights = load_weights(dir.string(), config, dtype, at::kCPU);
            const double elapsed = seconds_since(start);
            uint64_t bytes = 0;
            for (const auto& [name, tensor] : weights.tensors)
                if (name != "lm_head.weight" || !config.tie_word_embeddings) bytes += uint64_t(tensor.nbytes());
            std::printf("load_weights to CPU %s: %.2f s, %.2f GB, %.2f GB/s\n", c10::toString(dtype), elapsed,
                        double(bytes) / 1e9, double(bytes) / 1e9 / elapsed);
        }
    } catch (const Error& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return 1;
    }
    if (synthetic && !std::getenv("FOLIO_BENCH_KEEP")) std::filesystem::remove_all(dir);
    return 0;
}

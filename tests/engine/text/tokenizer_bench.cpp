// folio-tokenizer-bench: encodes a ~1 MB multilingual text (the parity corpus, shuffled and
// repeated) with our tokenizer and, in the same run, with HF `tokenizers` (a Python subprocess,
// one thread, one long text); prints MB/s for both and writes JSON.
//   folio-tokenizer-bench [--bytes N] [--repeats N] [--json PATH]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include <nlohmann/json.hpp>

#include "text/tokenizer.h"
#include "text/tokenizer_reference.h"

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

std::string read_all(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string build_text(std::size_t bytes) {
    std::istringstream corpus(read_all(fs::path(FOLIO_SOURCE_DIR) / "tests/data/tokenizer/corpus.txt"));
    std::vector<std::string> lines;
    for (std::string line; std::getline(corpus, line);) lines.push_back(line);
    std::mt19937 rng(1234);
    std::string text;
    while (text.size() < bytes) {
        std::shuffle(lines.begin(), lines.end(), rng);
        for (const auto& line : lines) text += line + "\n";
    }
    return text;
}

}  // namespace

int main(int argc, char** argv) {
    std::size_t bytes = 1 << 20;
    int repeats = 5;
    std::string json_path = "folio-tokenizer-bench.json";
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        if (flag == "--bytes") bytes = std::stoul(argv[i + 1]);
        else if (flag == "--repeats") repeats = std::max(1, std::stoi(argv[i + 1]));
        else if (flag == "--json") json_path = argv[i + 1];
    }
    std::string error;
    const auto ref = folio::test::load_tokenizer_reference(FOLIO_TEST_WORK_DIR, error);
    if (!error.empty()) {
        std::fprintf(stderr, "folio-tokenizer-bench: %s\n", error.c_str());
        return 1;
    }
    const std::string text = build_text(bytes);
    const fs::path text_path = fs::path(ref.dir) / "bench_text.txt";
    std::ofstream(text_path, std::ios::binary) << text;
    const double megabytes = text.size() / 1e6;

    const fs::path hf_ids = fs::path(ref.dir) / "bench_hf_ids.bin", hf_json = fs::path(ref.dir) / "bench_hf.json";
    const std::string command = std::string("TOKENIZERS_PARALLELISM=false RAYON_NUM_THREADS=1 \"") + FOLIO_PYTHON +
                                "\" \"" FOLIO_SOURCE_DIR "/tests/engine/text/tokenizer_bench.py\" --tokenizer \"" +
                                ref.dir + "/tokenizer.json\" --text \"" + text_path.string() + "\" --ids \"" +
                                hf_ids.string() + "\" --json \"" + hf_json.string() + "\" --repeats " +
                                std::to_string(repeats);
    if (std::system(command.c_str()) != 0) {
        std::fprintf(stderr, "folio-tokenizer-bench: the HF side failed: %s\n", command.c_str());
        return 1;
    }
    const auto hf = nlohmann::json::parse(read_all(hf_json));

    const auto tokenizer = folio::engine::Tokenizer::from_tokenizer_json(ref.dir + "/tokenizer.json");
    std::vector<double> seconds;
    std::vector<std::int32_t> ids;
    for (int r = 0; r < repeats; ++r) {
        const auto start = Clock::now();
        ids = tokenizer.encode(text);
        seconds.push_back(std::chrono::duration<double>(Clock::now() - start).count());
    }
    // Line by line as well, to compare with HF's faster path.
    std::vector<std::string_view> lines;
    for (std::size_t begin = 0, end; begin <= text.size(); begin = end + 1) {
        end = text.find('\n', begin);
        if (end == std::string::npos) end = text.size();
        lines.push_back(std::string_view(text).substr(begin, end - begin));
    }
    double ours_lines_best = 1e30;
    for (int r = 0; r < repeats; ++r) {
        const auto start = Clock::now();
        for (const auto line : lines) tokenizer.encode(line);
        ours_lines_best = std::min(ours_lines_best, std::chrono::duration<double>(Clock::now() - start).count());
    }
    const std::string hf_raw = read_all(hf_ids);
    const bool same_ids = hf_raw.size() == ids.size() * sizeof(std::int32_t) &&
                          std::equal(ids.begin(), ids.end(), reinterpret_cast<const std::int32_t*>(hf_raw.data()));

    const double ours_best = *std::min_element(seconds.begin(), seconds.end());
    const double hf_best = hf["best_s"].get<double>(), hf_first = hf["first_s"].get<double>();
    const double hf_lines_best = hf["lines_best_s"].get<double>();
    std::printf("text: %.2f MB, %zu tokens, ids identical: %s\n", megabytes, ids.size(), same_ids ? "yes" : "NO");
    std::printf("%-22s %12s %12s %16s\n", "encoder (1 thread)", "first MB/s", "best MB/s", "per line MB/s");
    std::printf("%-22s %12.2f %12.2f %16.2f\n", "folio", megabytes / seconds.front(), megabytes / ours_best,
                megabytes / ours_lines_best);
    std::printf("%-22s %12.2f %12.2f %16.2f\n", "HF tokenizers", megabytes / hf_first, megabytes / hf_best,
                megabytes / hf_lines_best);
    std::printf("speed-up (best): %.2fx\n", hf_best / ours_best);

    nlohmann::json out = {{"text_megabytes", megabytes},
                          {"tokens", ids.size()},
                          {"ids_identical", same_ids},
                          {"repeats", repeats},
                          {"folio", {{"first_mb_s", megabytes / seconds.front()}, {"best_mb_s", megabytes / ours_best},
                                     {"per_line_best_mb_s", megabytes / ours_lines_best}}},
                          {"hf_tokenizers", {{"first_mb_s", megabytes / hf_first}, {"best_mb_s", megabytes / hf_best},
                                             {"per_line_best_mb_s", megabytes / hf_lines_best}}}};
    std::ofstream(json_path) << out.dump(2) << "\n";
    std::printf("wrote %s\n", json_path.c_str());
    return same_ids ? 0 : 1;
}

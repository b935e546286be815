#include "text/tokenizer_reference.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "testing.h"

namespace folio::test {
namespace fs = std::filesystem;

namespace {

std::vector<std::int32_t> parse_ids(const std::string& field) {
    std::vector<std::int32_t> ids;
    std::istringstream in(field);
    std::string number;
    while (std::getline(in, number, ',')) ids.push_back(std::stoi(number));
    return ids;
}

std::vector<std::string> split_tabs(const std::string& line) {
    std::vector<std::string> fields;
    std::size_t begin = 0;
    for (std::size_t tab; (tab = line.find('\t', begin)) != std::string::npos; begin = tab + 1)
        fields.push_back(line.substr(begin, tab - begin));
    fields.push_back(line.substr(begin));
    return fields;
}

bool up_to_date(const fs::path& output, const std::vector<fs::path>& inputs) {
    std::error_code ec;
    const auto made = fs::last_write_time(output, ec);
    if (ec) return false;
    for (const auto& input : inputs)
        if (fs::last_write_time(input, ec) > made) return false;
    return true;
}

}  // namespace

std::string hex_decode(const std::string& hex) {
    std::string bytes;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
        bytes.push_back(static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16)));
    return bytes;
}

TokenizerReference load_tokenizer_reference(const std::string& work_dir, std::string& error) {
    TokenizerReference ref;
    const std::string shared = shared_data_dir();
    if (shared.empty()) {
        error = "shared data (../shared/data) is absent";
        return ref;
    }
    ref.qwen_dir = shared + "/qwen-tokenizer";
    if (!fs::exists(ref.qwen_dir + "/vocab.json")) {
        error = ref.qwen_dir + "/vocab.json is absent";
        return ref;
    }
    ref.dir = work_dir + "/tokenizer-reference";
    const fs::path source = FOLIO_SOURCE_DIR;
    const fs::path script = source / "tests/engine/text/tokenizer_reference.py";
    const fs::path corpus = source / "tests/data/tokenizer";
    const fs::path config = fs::path(shared) / "model-config/tokenizer_config.json";
    const fs::path expected = fs::path(ref.dir) / "expected.tsv";
    if (!up_to_date(expected, {script, corpus / "corpus.txt", corpus / "invalid_utf8.txt", config})) {
        const std::string python = FOLIO_PYTHON;
        if (python.empty()) {
            error = "FOLIO_PYTHON is not set, so the reference cannot be made";
            return ref;
        }
        const std::string command = "\"" + python + "\" \"" + script.string() + "\" --qwen \"" + ref.qwen_dir +
                                    "\" --config \"" + config.string() + "\" --corpus \"" + corpus.string() +
                                    "\" --out \"" + ref.dir + "\"";
        if (std::system(command.c_str()) != 0) {
            error = "making the reference failed (Python with `tokenizers` and transformers needed): " + command;
            return ref;
        }
    }
    std::ifstream cases(expected);
    for (std::string line; std::getline(cases, line);) {
        const auto f = split_tabs(line);
        if (f.size() != 4) continue;
        ref.cases.push_back({f[0] == "1", hex_decode(f[1]), parse_ids(f[2]), f[3] == "1"});
    }
    std::ifstream prompts(fs::path(ref.dir) / "prompts.tsv");
    for (std::string line; std::getline(prompts, line);) {
        const auto f = split_tabs(line);
        if (f.size() != 3) continue;
        ref.prompts.push_back({std::stoi(f[0]), hex_decode(f[1]), parse_ids(f[2])});
    }
    if (ref.cases.size() < 2000 || ref.prompts.empty()) error = "reference files in " + ref.dir + " are incomplete";
    return ref;
}

}  // namespace folio::test

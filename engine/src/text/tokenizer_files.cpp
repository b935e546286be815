// Reading tokenizer.json, or vocab.json + merges.txt, into a Tokenizer.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "folio/engine/engine.h"
#include "text/pretokenizer.h"
#include "text/tokenizer.h"
#include "text/tokenizer_data.h"

namespace folio::engine {
namespace {

using Json = nlohmann::json;
using Merges = std::vector<std::pair<std::string, std::string>>;

// The special tokens that Qwen3 (and LightOnOCR-2) add after the 151643 regular tokens.
const std::vector<AddedToken>& qwen3_added_tokens() {
    static const std::vector<AddedToken> tokens = [] {
        const std::pair<const char*, bool> names[] = {
            {"<|endoftext|>", true},      {"<|im_start|>", true},      {"<|im_end|>", true},
            {"<|object_ref_start|>", true}, {"<|object_ref_end|>", true}, {"<|box_start|>", true},
            {"<|box_end|>", true},        {"<|quad_start|>", true},    {"<|quad_end|>", true},
            {"<|vision_start|>", true},   {"<|vision_end|>", true},    {"<|vision_pad|>", true},
            {"<|image_pad|>", true},      {"<|video_pad|>", true},     {"<tool_call>", false},
            {"</tool_call>", false},      {"<|fim_prefix|>", false},   {"<|fim_middle|>", false},
            {"<|fim_suffix|>", false},    {"<|fim_pad|>", false},      {"<|repo_name|>", false},
            {"<|file_sep|>", false},      {"<tool_response>", false},  {"</tool_response>", false},
            {"<think>", false},           {"</think>", false}};
        std::vector<AddedToken> out;
        std::int32_t id = 151643;
        for (const auto& [content, special] : names) out.push_back({content, id++, special, false});
        return out;
    }();
    return tokens;
}

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw Error(path + ": cannot open the file");
    std::ostringstream contents;
    contents << in.rdbuf();
    if (!in.good() && !in.eof()) throw Error(path + ": cannot read the file");
    return contents.str();
}

Json parse_json(const std::string& path) {
    try {
        return Json::parse(read_file(path));
    } catch (const Json::exception& e) {
        throw Error(path + ": not valid JSON: " + e.what());
    }
}

TokenIdMap vocab_from_json(const Json& vocab, const std::string& where) {
    if (!vocab.is_object()) throw Error(where + ": expected an object of token -> id");
    TokenIdMap map;
    map.reserve(vocab.size());
    for (const auto& [token, id] : vocab.items()) {
        if (!id.is_number_integer()) throw Error(where + ": the id of token '" + token + "' is not an integer");
        map.emplace(token, id.get<std::int32_t>());
    }
    return map;
}

std::pair<std::string, std::string> split_merge(std::string_view line, const std::string& where) {
    const auto space = line.find(' ');
    if (space == std::string_view::npos || line.find(' ', space + 1) != std::string_view::npos)
        throw Error(where + ": '" + std::string(line) + "' is not two tokens separated by one space");
    return {std::string(line.substr(0, space)), std::string(line.substr(space + 1))};
}

// A field that must hold a given value for this implementation to match the reference.
void require(bool ok, const std::string& path, const std::string& field, const std::string& what) {
    if (!ok) throw Error(path + ": " + field + ": unsupported (" + what + ")");
}

bool read_normalizer(const Json& normalizer, const std::string& path) {
    if (normalizer.is_null()) return false;
    const std::string type = normalizer.value("type", "");
    if (type == "NFC") return true;
    if (type == "Sequence") {
        const Json& parts = normalizer.value("normalizers", Json::array());
        if (parts.empty()) return false;
        if (parts.size() == 1 && parts[0].value("type", "") == "NFC") return true;
    }
    require(false, path, "normalizer", "only NFC is implemented, found " + normalizer.dump());
    return false;
}

void check_pre_tokenizer(const Json& pre, const std::string& path) {
    const std::string field = "pre_tokenizer";
    require(pre.value("type", "") == "Sequence" && pre.contains("pretokenizers") &&
                pre["pretokenizers"].size() == 2,
            path, field, "expected Sequence[Split, ByteLevel]");
    const Json& split = pre["pretokenizers"][0];
    const Json& byte_level = pre["pretokenizers"][1];
    require(split.value("type", "") == "Split" && split.contains("pattern") &&
                split["pattern"].value("Regex", "") == kQwenPretokenizerPattern,
            path, field, "expected Split with the Qwen regex");
    require(split.value("behavior", "") == "Isolated" && !split.value("invert", false), path, field,
            "expected Split behavior Isolated, invert false");
    require(byte_level.value("type", "") == "ByteLevel" && !byte_level.value("add_prefix_space", false) &&
                !byte_level.value("use_regex", true),
            path, field, "expected ByteLevel without prefix space and without its own regex");
}

void check_string_option(const Json& model, const char* key, const std::string& path) {
    if (!model.contains(key) || model[key].is_null()) return;
    require(model[key].is_string() && model[key].get<std::string>().empty(), path,
            std::string("model.") + key, "must be empty");
}

}  // namespace

Tokenizer Tokenizer::from_tokenizer_json(const std::string& path) {
    const Json root = parse_json(path);
    try {
        const Json& model = root.at("model");
        require(model.value("type", "BPE") == "BPE", path, "model.type", "only BPE is implemented");
        require(!model.contains("dropout") || model["dropout"].is_null(), path, "model.dropout", "must be null");
        require(!model.value("byte_fallback", false), path, "model.byte_fallback", "must be false");
        check_string_option(model, "continuing_subword_prefix", path);
        check_string_option(model, "end_of_word_suffix", path);
        check_pre_tokenizer(root.at("pre_tokenizer"), path);
        const Json& decoder = root.at("decoder");
        require(decoder.is_object() && decoder.value("type", "") == "ByteLevel", path, "decoder",
                "expected ByteLevel");
        // A ByteLevel post-processor changes offsets only; others would add ids that encode()
        // does not produce.
        const Json post = root.value("post_processor", Json());
        require(post.is_null() || post.value("type", "") == "ByteLevel", path, "post_processor",
                "only ByteLevel or null");
        const bool nfc = read_normalizer(root.value("normalizer", Json()), path);

        Merges merges;
        const Json& merge_list = model.at("merges");
        merges.reserve(merge_list.size());
        for (const Json& merge : merge_list) {
            if (merge.is_string()) {
                merges.push_back(split_merge(merge.get<std::string>(), path + ": model.merges"));
            } else if (merge.is_array() && merge.size() == 2) {
                merges.emplace_back(merge[0].get<std::string>(), merge[1].get<std::string>());
            } else {
                throw Error(path + ": model.merges: entry " + merge.dump() + " is not a pair");
            }
        }

        std::vector<AddedToken> added;
        for (const Json& token : root.value("added_tokens", Json::array())) {
            AddedToken t{token.at("content").get<std::string>(), token.at("id").get<std::int32_t>(),
                         token.value("special", false), token.value("normalized", false)};
            for (const char* option : {"single_word", "lstrip", "rstrip"})
                require(!token.value(option, false), path, "added_tokens[" + t.content + "]." + option,
                        "must be false");
            added.push_back(std::move(t));
        }
        return Tokenizer(make_tokenizer_data(vocab_from_json(model.at("vocab"), path + ": model.vocab"),
                                             merges, model.value("ignore_merges", false), added, nfc, path));
    } catch (const Json::exception& e) {
        throw Error(path + ": unexpected structure: " + e.what());
    }
}

Tokenizer Tokenizer::from_vocab_merges(const std::string& vocab_json, const std::string& merges_txt) {
    TokenIdMap vocab = vocab_from_json(parse_json(vocab_json), vocab_json);
    for (const AddedToken& token : qwen3_added_tokens()) {
        const auto it = vocab.find(token.content);
        if (it != vocab.end() && it->second != token.id)
            throw Error(vocab_json + ": '" + token.content + "' has id " + std::to_string(it->second) +
                        ", but Qwen3 gives it " + std::to_string(token.id));
    }
    Merges merges;
    std::istringstream lines(read_file(merges_txt));
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || (number == 1 && line.rfind("#version", 0) == 0)) continue;
        merges.push_back(split_merge(line, merges_txt + ": line " + std::to_string(number)));
    }
    return Tokenizer(make_tokenizer_data(std::move(vocab), merges, false, qwen3_added_tokens(), true,
                                         vocab_json + " + " + merges_txt));
}

Tokenizer Tokenizer::from_model_dir(const std::string& dir) {
    namespace fs = std::filesystem;
    const fs::path folder(dir);
    if (fs::exists(folder / "tokenizer.json")) return from_tokenizer_json((folder / "tokenizer.json").string());
    if (fs::exists(folder / "vocab.json") && fs::exists(folder / "merges.txt"))
        return from_vocab_merges((folder / "vocab.json").string(), (folder / "merges.txt").string());
    throw Error((folder / "tokenizer.json").string() +
                ": no such file (nor vocab.json + merges.txt in the same folder)");
}

}  // namespace folio::engine

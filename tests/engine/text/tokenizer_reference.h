// Reference data for the tokenizer tests and benchmark: made once per build tree by
// tokenizer_reference.py (HF `tokenizers` + transformers) from the real Qwen vocabulary in the
// shared data, and read back here.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace folio::test {

struct TokenizerCase {
    bool parse_special = true;
    std::string input;  // raw bytes, possibly invalid UTF-8
    std::vector<std::int32_t> ids;
    bool round_trips = false;  // the reference decodes its ids back to the input
};

struct PromptCase {
    int image_tokens = 0;
    std::string instruction;
    std::vector<std::int32_t> ids;
};

struct TokenizerReference {
    std::string dir;             // holds tokenizer.json, expected.tsv, prompts.tsv
    std::string qwen_dir;        // vocab.json + merges.txt
    std::vector<TokenizerCase> cases;
    std::vector<PromptCase> prompts;
};

// Builds the reference files under `work_dir` when missing or older than their inputs and loads
// them. Returns an empty `error` string on success; otherwise why it could not (the caller
// skips: no shared data, or no Python with `tokenizers`).
TokenizerReference load_tokenizer_reference(const std::string& work_dir, std::string& error);

std::string hex_decode(const std::string& hex);

}  // namespace folio::test

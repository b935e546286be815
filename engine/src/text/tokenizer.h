// The Qwen byte-level BPE tokenizer (Qwen2/Qwen3 vocabulary), identical in ids to Hugging Face
// `tokenizers` for the same tokenizer.json: NFC normalization, the Qwen pre-tokenizer regex,
// byte-level mapping, BPE merges by rank, added/special tokens matched before all of that.
//
// Thread safety: a Tokenizer is immutable after construction; every const method may be called
// from any number of threads at once (the internal cache of pre-token results is locked).
// Errors: the factory functions throw folio::engine::Error naming the file and field at fault.
// Text input: bytes that are not valid UTF-8 are replaced by U+FFFD before encoding, exactly as
// Python's `bytes.decode("utf-8", "replace")` does (the reference sees such a Python str).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace folio::engine {

struct TokenizerData;  // vocabulary, merges, added tokens and caches (tokenizer.cpp)

class Tokenizer {
public:
    // HF tokenizer.json: model BPE, added_tokens, normalizer NFC, pre_tokenizer Split regex +
    // ByteLevel, decoder ByteLevel.
    static Tokenizer from_tokenizer_json(const std::string& path);
    // vocab.json + merges.txt of a Qwen2-style release, plus the Qwen3 special tokens
    // 151643..151668 (<|endoftext|>, <|im_start|>, <|im_end|>, ..., </think>).
    static Tokenizer from_vocab_merges(const std::string& vocab_json, const std::string& merges_txt);
    // tokenizer.json if present in `dir`, else vocab.json + merges.txt; Error naming the
    // missing file otherwise.
    static Tokenizer from_model_dir(const std::string& dir);

    // `parse_special`: recognise added/special token strings in `text` (as HF does by default);
    // when false they are encoded as plain text.
    std::vector<int32_t> encode(std::string_view text, bool parse_special = true) const;
    // Concatenated token bytes; invalid UTF-8 in the result is replaced by U+FFFD (as HF's
    // ByteLevel decoder does). Ids without a token are skipped, as HF does.
    std::string decode(const std::vector<int32_t>& ids, bool skip_special = false) const;

    std::optional<int32_t> token_to_id(std::string_view token) const;
    std::string id_to_token(int32_t id) const;  // the token's string as in vocab ("" if unknown)
    std::string token_bytes(int32_t id) const;  // the raw bytes the token stands for
    int32_t vocab_size() const;                 // largest id + 1
    // The most bytes of text one token stands for: a text of n bytes is at least
    // n / longest_token_bytes() tokens (after normalization).
    std::size_t longest_token_bytes() const;
    bool is_special(int32_t id) const;
    bool is_added(int32_t id) const;            // an added token (special or not), not a BPE one

private:
    explicit Tokenizer(std::shared_ptr<const TokenizerData> data);
    std::shared_ptr<const TokenizerData> data_;
    friend class StreamDecoder;
};

// Incremental decoding for streaming output: push() returns only complete UTF-8 characters,
// holding back the bytes of a character whose tokens have not all arrived yet.
// One StreamDecoder per stream; not thread-safe itself (the Tokenizer it reads is).
class StreamDecoder {
public:
    explicit StreamDecoder(const Tokenizer& tokenizer, bool skip_special = false);
    std::string push(int32_t id);
    // Whatever is held back, with incomplete characters replaced by U+FFFD; resets the state.
    std::string flush();

private:
    const Tokenizer* tokenizer_;
    bool skip_special_;
    std::string pending_;  // bytes of an incomplete UTF-8 character
};

// The LightOnOCR prompt for one page, as its chat_template renders it:
// <|im_start|>system<|im_end|>\n<|im_start|>user\n + image_tokens x <|image_pad|>
// [+ instruction text] + <|im_end|>\n<|im_start|>assistant\n
std::vector<int32_t> build_ocr_prompt(const Tokenizer& tokenizer, int image_tokens,
                                      const std::string& instruction = {});

// The tokens generation stops on: the config's eos ids, then the chat template's turn end
// <|im_end|> and <|endoftext|>, found by name in the tokenizer (those it has), each once.
std::vector<int32_t> ocr_stop_tokens(const Tokenizer& tokenizer, const std::vector<int>& config_eos_ids);

}  // namespace folio::engine

// Added tokens (special or not) are cut out of the text before normalization and BPE, as
// Hugging Face `tokenizers` does: leftmost match first, the longest one where several start at
// the same place.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace folio::engine {

struct AddedToken {
    std::string content;
    std::int32_t id = 0;
    bool special = false;     // skipped by decode(skip_special); parsed only if parse_special
    bool normalized = false;  // matched in NFC-normalized text instead of the raw text
};

class AddedTokenMatcher {
public:
    struct Segment {
        std::string_view text;   // text between tokens, when token < 0
        std::int32_t token = -1; // id of a matched added token
    };

    void add(const AddedToken& token);
    bool empty() const { return tokens_.empty(); }

    // Splits `text` into plain-text segments and matched tokens, in order. Special tokens are
    // matched only when `match_special` (HF's encode_special_tokens == false).
    std::vector<Segment> split(std::string_view text, bool match_special) const;

private:
    std::vector<AddedToken> tokens_;  // longest first
    std::array<bool, 256> first_byte_{};
};

}  // namespace folio::engine

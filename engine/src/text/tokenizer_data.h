// What a Tokenizer shares between its copies (internal to the text area).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "text/added_tokens.h"
#include "text/bpe.h"

namespace folio::engine {

struct TokenizerData {
    std::unique_ptr<BpeModel> bpe;
    AddedTokenMatcher raw_added;         // matched before normalization
    AddedTokenMatcher normalized_added;  // matched after normalization
    bool nfc = false;
    // Per id, indexed up to the largest id: the token string, its bytes, and flags.
    std::vector<std::string> token_strings;
    std::vector<std::string> token_bytes;
    std::vector<std::uint8_t> flags;  // kKnown | kSpecial | kAdded
    TokenIdMap added_by_content;
    std::size_t longest_token_bytes = 0;  // of any token's bytes, or an added token's text
    static constexpr std::uint8_t kKnown = 1, kSpecial = 2, kAdded = 4;
};

// Builds the id tables. `source` names the file(s) in error messages.
std::shared_ptr<const TokenizerData> make_tokenizer_data(
    TokenIdMap vocab, const std::vector<std::pair<std::string, std::string>>& merges,
    bool ignore_merges, const std::vector<AddedToken>& added, bool nfc, const std::string& source);

}  // namespace folio::engine

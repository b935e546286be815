// Byte-level BPE: a piece's bytes start as one token each and the adjacent pair with the lowest
// merge rank is merged until no pair merges (leftmost first among equal ranks), exactly as
// Hugging Face `tokenizers` does it. Results per piece are cached.
//
// Thread safety: immutable after construction except the cache, which is sharded and locked,
// so encode_piece may run on many threads at once.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace folio::engine {

struct StringHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};
using TokenIdMap = std::unordered_map<std::string, std::int32_t, StringHash, std::equal_to<>>;

class BpeModel {
public:
    // `vocab` maps byte-level token strings to ids; `merges` lists pairs of token strings in
    // rank order. `source` names the file in error messages. Throws Error on a merge whose
    // parts or result are not in the vocabulary, or a byte without a token.
    BpeModel(TokenIdMap vocab, const std::vector<std::pair<std::string, std::string>>& merges,
             bool ignore_merges, const std::string& source);
    ~BpeModel();

    // Appends the ids of one pre-tokenized piece (raw bytes, not byte-level characters).
    void encode_piece(std::string_view bytes, std::vector<std::int32_t>& out) const;

    const TokenIdMap& vocab() const { return vocab_; }

private:
    struct MergeTable;
    class PieceCache;

    void merge(std::string_view bytes, std::vector<std::int32_t>& out) const;

    TokenIdMap vocab_;
    std::array<std::int32_t, 256> byte_token_{};
    bool ignore_merges_ = false;
    std::unique_ptr<MergeTable> merges_;
    std::unique_ptr<PieceCache> cache_;
};

}  // namespace folio::engine

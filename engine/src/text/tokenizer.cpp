#include "text/tokenizer.h"

#include <algorithm>

#include "folio/engine/engine.h"
#include "text/byte_level.h"
#include "text/nfc.h"
#include "text/pretokenizer.h"
#include "text/tokenizer_data.h"
#include "text/utf8.h"

namespace folio::engine {

std::shared_ptr<const TokenizerData> make_tokenizer_data(
    TokenIdMap vocab, const std::vector<std::pair<std::string, std::string>>& merges,
    bool ignore_merges, const std::vector<AddedToken>& added, bool nfc, const std::string& source) {
    auto data = std::make_shared<TokenizerData>();
    data->nfc = nfc;
    std::int32_t largest = -1;
    for (const auto& [token, id] : vocab) {
        if (id < 0) throw Error(source + ": token '" + token + "' has a negative id");
        largest = std::max(largest, id);
    }
    for (const AddedToken& token : added) largest = std::max(largest, token.id);
    const auto size = static_cast<std::size_t>(largest + 1);
    data->token_strings.resize(size);
    data->token_bytes.resize(size);
    data->flags.assign(size, 0);
    for (const auto& [token, id] : vocab) {
        data->token_strings[id] = token;
        data->token_bytes[id] = byte_level::to_bytes(token).value_or(token);
        data->flags[id] = TokenizerData::kKnown;
    }
    for (const AddedToken& token : added) {
        if (token.id < 0) throw Error(source + ": added token '" + token.content + "' has a negative id");
        // HF's ByteLevel decoder reads every token through the byte alphabet when it can.
        data->token_strings[token.id] = token.content;
        data->token_bytes[token.id] = byte_level::to_bytes(token.content).value_or(token.content);
        data->flags[token.id] =
            TokenizerData::kKnown | TokenizerData::kAdded | (token.special ? TokenizerData::kSpecial : 0);
        data->added_by_content[token.content] = token.id;
        (token.normalized ? data->normalized_added : data->raw_added).add(token);
    }
    for (const std::string& bytes : data->token_bytes) data->longest_token_bytes = std::max(data->longest_token_bytes, bytes.size());
    for (const AddedToken& token : added) data->longest_token_bytes = std::max(data->longest_token_bytes, token.content.size());
    data->bpe = std::make_unique<BpeModel>(std::move(vocab), merges, ignore_merges, source);
    return data;
}

Tokenizer::Tokenizer(std::shared_ptr<const TokenizerData> data) : data_(std::move(data)) {}

namespace {

void encode_plain(const TokenizerData& data, std::string_view text, std::vector<std::int32_t>& ids) {
    for_each_qwen_piece(text, [&](std::string_view piece) { data.bpe->encode_piece(piece, ids); });
}

void encode_normalized(const TokenizerData& data, std::string_view text, bool parse_special,
                       std::vector<std::int32_t>& ids) {
    if (data.normalized_added.empty()) return encode_plain(data, text, ids);
    for (const auto& segment : data.normalized_added.split(text, parse_special)) {
        if (segment.token >= 0) ids.push_back(segment.token);
        else encode_plain(data, segment.text, ids);
    }
}

}  // namespace

std::vector<std::int32_t> Tokenizer::encode(std::string_view text, bool parse_special) const {
    // The reference receives a Python str: invalid bytes become U+FFFD first.
    std::string repaired;
    if (!utf8::is_valid(text)) {
        repaired = utf8::to_valid(text);
        text = repaired;
    }
    std::vector<std::int32_t> ids;
    ids.reserve(text.size() / 3 + 8);
    for (const auto& segment : data_->raw_added.split(text, parse_special)) {
        if (segment.token >= 0) {
            ids.push_back(segment.token);
        } else if (data_->nfc) {
            encode_normalized(*data_, nfc_normalize(segment.text), parse_special, ids);
        } else {
            encode_normalized(*data_, segment.text, parse_special, ids);
        }
    }
    return ids;
}

std::string Tokenizer::decode(const std::vector<std::int32_t>& ids, bool skip_special) const {
    std::string bytes;
    for (std::int32_t id : ids) {
        // Unknown ids are dropped, as HF does (the model's embedding table is larger than the
        // vocabulary, so a sampled id may have no token).
        if (id < 0 || id >= vocab_size() || !(data_->flags[id] & TokenizerData::kKnown)) continue;
        if (skip_special && (data_->flags[id] & TokenizerData::kSpecial)) continue;
        bytes += data_->token_bytes[id];
    }
    return utf8::is_valid(bytes) ? bytes : utf8::to_valid(bytes);
}

std::optional<std::int32_t> Tokenizer::token_to_id(std::string_view token) const {
    if (const auto it = data_->added_by_content.find(token); it != data_->added_by_content.end())
        return it->second;
    if (const auto it = data_->bpe->vocab().find(token); it != data_->bpe->vocab().end())
        return it->second;
    return std::nullopt;
}

std::string Tokenizer::id_to_token(std::int32_t id) const {
    return id >= 0 && id < vocab_size() ? data_->token_strings[id] : std::string();
}

std::string Tokenizer::token_bytes(std::int32_t id) const {
    return id >= 0 && id < vocab_size() ? data_->token_bytes[id] : std::string();
}

std::size_t Tokenizer::longest_token_bytes() const { return data_->longest_token_bytes; }

std::int32_t Tokenizer::vocab_size() const { return static_cast<std::int32_t>(data_->flags.size()); }

bool Tokenizer::is_special(std::int32_t id) const {
    return id >= 0 && id < vocab_size() && (data_->flags[id] & TokenizerData::kSpecial);
}

bool Tokenizer::is_added(std::int32_t id) const {
    return id >= 0 && id < vocab_size() && (data_->flags[id] & TokenizerData::kAdded);
}

}  // namespace folio::engine

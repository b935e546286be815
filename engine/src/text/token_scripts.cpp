#include "text/token_scripts.h"

#include "text/script_ranges.h"
#include "text/utf8.h"

namespace folio::engine {

namespace {

// The script bits of the characters a token stands for. A token may end inside a multi-byte
// character: that part reads as U+FFFD, which (like digits and punctuation) has no script.
std::uint8_t scripts_of(const std::string& bytes) {
    const std::string text = utf8::to_valid(bytes);
    std::uint8_t bits = 0;
    for (std::size_t i = 0, length = 0; i < text.size(); i += length)
        bits |= unicode::script_of(utf8::decode_at(text, i, length));
    return bits;
}

}  // namespace

TokenScripts::TokenScripts(std::shared_ptr<const Tokenizer> tokenizer) : tokenizer_(std::move(tokenizer)) {}

std::shared_ptr<const std::vector<std::int32_t>> TokenScripts::banned_outside(std::uint8_t allowed) const {
    static const auto none = std::make_shared<const std::vector<std::int32_t>>();
    if (!allowed) return none;
    const std::lock_guard lock(mutex_);
    if (const auto it = banned_.find(allowed); it != banned_.end()) return it->second;
    if (scripts_.empty()) {
        scripts_.resize(static_cast<std::size_t>(tokenizer_->vocab_size()), 0);
        for (std::int32_t id = 0; id < tokenizer_->vocab_size(); ++id)
            if (!tokenizer_->is_added(id)) scripts_[id] = scripts_of(tokenizer_->token_bytes(id));
    }
    auto banned = std::make_shared<std::vector<std::int32_t>>();
    for (std::size_t id = 0; id < scripts_.size(); ++id)
        if (scripts_[id] & ~allowed) banned->push_back(static_cast<std::int32_t>(id));
    banned_.emplace(allowed, banned);
    return banned;
}

}  // namespace folio::engine

#include "text/tokenizer.h"
#include "text/utf8.h"

namespace folio::engine {

StreamDecoder::StreamDecoder(const Tokenizer& tokenizer, bool skip_special)
    : tokenizer_(&tokenizer), skip_special_(skip_special) {}

std::string StreamDecoder::push(std::int32_t id) {
    if (skip_special_ && tokenizer_->is_special(id)) return {};
    pending_ += tokenizer_->token_bytes(id);
    std::string out;
    // A character cut at the end stays pending; bytes that can never complete become U+FFFD
    // now, as decode() of the whole sequence would make them.
    const std::size_t consumed = utf8::append_lossy(pending_, out, /*final=*/false);
    pending_.erase(0, consumed);
    return out;
}

std::string StreamDecoder::flush() {
    std::string out;
    utf8::append_lossy(pending_, out, /*final=*/true);
    pending_.clear();
    return out;
}

}  // namespace folio::engine

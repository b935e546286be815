// Unicode NFC normalization (canonical decomposition, canonical ordering, canonical
// composition), as the tokenizer's NFC normalizer applies it before pre-tokenization.
#pragma once

#include <string>
#include <string_view>

namespace folio::engine {

// `text` must be valid UTF-8. Text that NFC leaves unchanged (nearly all text) is copied with
// only a table look-up per character; the rest is normalized region by region.
std::string nfc_normalize(std::string_view text);

}  // namespace folio::engine

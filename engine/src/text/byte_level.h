// GPT-2's byte-level alphabet: every byte is shown as one printable Unicode character, so a
// vocabulary of such strings can spell any byte sequence (bytes 33..126, 161..172 and 174..255
// stand for themselves, the other 68 bytes for U+0100..U+0143 in order).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace folio::engine::byte_level {

// The UTF-8 encoding of the character that stands for each byte.
const std::array<std::string, 256>& byte_chars();

// The bytes a byte-level string stands for, or nullopt when one of its characters is not in
// the alphabet (HF's ByteLevel decoder then keeps the token's own UTF-8 bytes).
std::optional<std::string> to_bytes(std::string_view byte_level_text);

}  // namespace folio::engine::byte_level

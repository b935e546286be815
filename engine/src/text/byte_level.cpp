#include "text/byte_level.h"

#include "text/utf8.h"

namespace folio::engine::byte_level {
namespace {

char32_t char_of_byte(int byte) {
    const bool printable = (byte >= 33 && byte <= 126) || (byte >= 161 && byte <= 172) || byte >= 174;
    if (printable) return static_cast<char32_t>(byte);
    int shifted = 0;  // rank of this byte among the non-printable ones
    for (int b = 0; b < byte; ++b) {
        const bool p = (b >= 33 && b <= 126) || (b >= 161 && b <= 172) || b >= 174;
        if (!p) ++shifted;
    }
    return static_cast<char32_t>(256 + shifted);
}

}  // namespace

const std::array<std::string, 256>& byte_chars() {
    static const std::array<std::string, 256> table = [] {
        std::array<std::string, 256> t;
        for (int b = 0; b < 256; ++b) utf8::append_code_point(char_of_byte(b), t[b]);
        return t;
    }();
    return table;
}

std::optional<std::string> to_bytes(std::string_view text) {
    static const std::array<int, 324> byte_of_char = [] {
        std::array<int, 324> t;
        t.fill(-1);
        for (int b = 0; b < 256; ++b) t[char_of_byte(b)] = b;
        return t;
    }();
    std::string bytes;
    for (std::size_t i = 0, length = 0; i < text.size(); i += length) {
        const char32_t cp = utf8::decode_at(text, i, length);
        if (cp >= byte_of_char.size() || byte_of_char[cp] < 0) return std::nullopt;
        bytes.push_back(static_cast<char>(byte_of_char[cp]));
    }
    return bytes;
}

}  // namespace folio::engine::byte_level

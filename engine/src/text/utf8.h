// UTF-8 helpers for the tokenizer: lossy validation with the replacement rule of Python's
// bytes.decode("utf-8", "replace") and Rust's String::from_utf8_lossy (each maximal invalid
// subpart becomes one U+FFFD, Unicode 15 section 3.9), and fast decoding of text known valid.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace folio::engine::utf8 {

// Appends `bytes` to `out` with every invalid sequence replaced by U+FFFD. When `final` is
// false, a truncated but so far valid sequence at the end is left out (the caller keeps it for
// more bytes). Returns how many bytes of `bytes` were consumed.
std::size_t append_lossy(std::string_view bytes, std::string& out, bool final = true);

// True when `bytes` is valid UTF-8 (callers can then skip the copy of append_lossy).
bool is_valid(std::string_view bytes);

inline std::string to_valid(std::string_view bytes) {
    std::string out;
    out.reserve(bytes.size());
    append_lossy(bytes, out);
    return out;
}

// The code point starting at s[i] of VALID UTF-8 text; `length` receives its byte count.
inline char32_t decode_at(std::string_view s, std::size_t i, std::size_t& length) {
    const auto b0 = static_cast<unsigned char>(s[i]);
    if (b0 < 0x80) {
        length = 1;
        return b0;
    }
    auto cont = [&](std::size_t k) { return static_cast<char32_t>(static_cast<unsigned char>(s[i + k]) & 0x3F); };
    if (b0 < 0xE0) {
        length = 2;
        return (char32_t{b0 & 0x1Fu} << 6) | cont(1);
    }
    if (b0 < 0xF0) {
        length = 3;
        return (char32_t{b0 & 0x0Fu} << 12) | (cont(1) << 6) | cont(2);
    }
    length = 4;
    return (char32_t{b0 & 0x07u} << 18) | (cont(1) << 12) | (cont(2) << 6) | cont(3);
}

inline void append_code_point(char32_t cp, std::string& out) {
    if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

}  // namespace folio::engine::utf8

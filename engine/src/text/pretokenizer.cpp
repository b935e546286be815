#include "text/pretokenizer.h"

#include "text/unicode_tables.h"
#include "text/utf8.h"

namespace folio::engine {

const std::string_view kQwenPretokenizerPattern =
    R"((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)";

namespace {

struct Char {
    char32_t cp = 0;
    std::size_t length = 0;
    std::uint8_t props = 0;
};

Char char_at(std::string_view text, std::size_t i) {
    Char c;
    c.cp = utf8::decode_at(text, i, c.length);
    c.props = unicode::properties(c.cp);
    return c;
}

bool is_letter(const Char& c) { return c.props & unicode::kLetter; }
bool is_number(const Char& c) { return c.props & unicode::kNumber; }
bool is_space(const Char& c) { return c.props & unicode::kSpace; }
bool is_other(const Char& c) { return !(c.props & (unicode::kLetter | unicode::kNumber | unicode::kSpace)); }
bool is_newline(char32_t cp) { return cp == '\r' || cp == '\n'; }

// End of the run of characters from `i` on that satisfy `pred`.
template <typename Pred>
std::size_t run_end(std::string_view text, std::size_t i, Pred pred) {
    while (i < text.size()) {
        const Char c = char_at(text, i);
        if (!pred(c)) break;
        i += c.length;
    }
    return i;
}

bool ascii_is(std::string_view text, std::size_t i, char lower) {
    return i < text.size() && (text[i] | 0x20) == lower;
}

// (?i:'s|'t|'re|'ve|'m|'ll|'d) at `begin` (text[begin] == '\''): the end, or 0 for no match.
// Under Oniguruma's case folding 's' also matches U+017F LATIN SMALL LETTER LONG S.
std::size_t contraction_end(std::string_view text, std::size_t begin) {
    const std::size_t i = begin + 1;
    if (i >= text.size()) return 0;
    if (ascii_is(text, i, 's') || ascii_is(text, i, 't') || ascii_is(text, i, 'm') ||
        ascii_is(text, i, 'd'))
        return i + 1;
    if (text.substr(i, 2) == "\xC5\xBF") return i + 2;
    if ((ascii_is(text, i, 'r') || ascii_is(text, i, 'v')) && ascii_is(text, i + 1, 'e')) return i + 2;
    if (ascii_is(text, i, 'l') && ascii_is(text, i + 1, 'l')) return i + 2;
    return 0;
}

}  // namespace

std::size_t qwen_piece_end(std::string_view text, std::size_t begin) {
    const Char first = char_at(text, begin);
    const std::size_t after_first = begin + first.length;
    const bool has_second = after_first < text.size();
    const Char second = has_second ? char_at(text, after_first) : Char{};

    // (?i:'s|'t|'re|'ve|'m|'ll|'d)
    if (first.cp == '\'') {
        if (const std::size_t end = contraction_end(text, begin)) return end;
    }
    // [^\r\n\p{L}\p{N}]?\p{L}+
    if (is_letter(first)) return run_end(text, after_first, is_letter);
    if (!is_number(first) && !is_newline(first.cp) && has_second && is_letter(second))
        return run_end(text, after_first + second.length, is_letter);
    // \p{N}
    if (is_number(first)) return after_first;
    // ' ?[^\s\p{L}\p{N}]+[\r\n]*'
    std::size_t others_begin = std::string_view::npos;
    if (is_other(first)) {
        others_begin = begin;
    } else if (first.cp == ' ' && has_second && is_other(second)) {
        others_begin = after_first;
    }
    if (others_begin != std::string_view::npos) {
        const std::size_t end = run_end(text, others_begin, is_other);
        return run_end(text, end, [](const Char& c) { return is_newline(c.cp); });
    }
    // `first` is whitespace. \s*[\r\n]+ : up to and including the run's last \r or \n.
    const std::size_t spaces_end = run_end(text, begin, is_space);
    std::size_t last_newline_end = 0, last_char_begin = begin;
    for (std::size_t i = begin; i < spaces_end;) {
        const Char c = char_at(text, i);
        if (is_newline(c.cp)) last_newline_end = i + 1;
        last_char_begin = i;
        i += c.length;
    }
    if (last_newline_end) return last_newline_end;
    // \s+(?!\S) : the run, less its last character when a non-space follows; else \s+.
    if (spaces_end < text.size() && last_char_begin > begin) return last_char_begin;
    return spaces_end;
}

}  // namespace folio::engine

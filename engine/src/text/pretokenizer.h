// The Qwen2/Qwen3 pre-tokenizer: splits normalized text into the pieces that BPE then encodes
// one by one. It is the regex
//   (?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+
// with Oniguruma's semantics (what Hugging Face `tokenizers` runs), written out by hand: every
// character falls in one alternative, so the pieces cover the text without gaps.
#pragma once

#include <cstddef>
#include <string_view>

namespace folio::engine {

// The exact pattern string of tokenizer.json's Split pre-tokenizer that this code implements.
extern const std::string_view kQwenPretokenizerPattern;

// End (byte offset) of the piece that starts at `begin`; `text` is valid UTF-8, begin < size.
std::size_t qwen_piece_end(std::string_view text, std::size_t begin);

// Calls on_piece(std::string_view) for each piece of `text`, in order.
template <typename OnPiece>
void for_each_qwen_piece(std::string_view text, OnPiece&& on_piece) {
    for (std::size_t begin = 0; begin < text.size();) {
        const std::size_t end = qwen_piece_end(text, begin);
        on_piece(text.substr(begin, end - begin));
        begin = end;
    }
}

}  // namespace folio::engine

// The writing system of each code point, for the script constraint of language hints; generated
// by tools/unicode/gen_script_ranges.py on the Unicode version of unicode_tables.h.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace folio::engine::unicode {

// kScriptLatin, kScriptHan, kScriptKana of engine.h, or this bit for any other script.
inline constexpr std::uint8_t kScriptOther = 8;

struct ScriptRange {
    char32_t first, last;
    std::uint8_t script;
};
extern const ScriptRange kScriptRanges[];  // sorted; Common, Inherited and unassigned left out
extern const std::size_t kScriptRangeCount;

// The script bit of a code point; 0 for digits, punctuation, symbols, marks and unassigned ones.
inline std::uint8_t script_of(char32_t cp) {
    const ScriptRange* end = kScriptRanges + kScriptRangeCount;
    const ScriptRange* it =
        std::upper_bound(kScriptRanges, end, cp, [](char32_t c, const ScriptRange& r) { return c < r.first; });
    if (it == kScriptRanges) return 0;
    --it;
    return cp <= it->last ? it->script : 0;
}

}  // namespace folio::engine::unicode

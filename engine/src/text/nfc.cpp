#include "text/nfc.h"

#include <algorithm>
#include <tuple>
#include <vector>

#include "text/unicode_tables.h"
#include "text/utf8.h"

namespace folio::engine {
namespace {

// Hangul syllables are composed arithmetically (Unicode section 3.12).
constexpr char32_t kHangulBase = 0xAC00, kLeadBase = 0x1100, kVowelBase = 0x1161,
                   kTrailBase = 0x11A7;
constexpr char32_t kLeadCount = 19, kVowelCount = 21, kTrailCount = 28;
constexpr char32_t kSyllableCount = kLeadCount * kVowelCount * kTrailCount;

int combining_class(char32_t cp) {
    using unicode::kCombiningClasses;
    const auto* end = kCombiningClasses + unicode::kCombiningClassCount;
    const auto* it = std::upper_bound(kCombiningClasses, end, cp,
                                      [](char32_t c, const auto& r) { return c < r.first; });
    if (it == kCombiningClasses) return 0;
    --it;
    return cp <= it->last ? it->combining_class : 0;
}

void decompose(char32_t cp, std::vector<char32_t>& out) {
    if (cp >= kHangulBase && cp < kHangulBase + kSyllableCount) {
        const char32_t index = cp - kHangulBase;
        out.push_back(kLeadBase + index / (kVowelCount * kTrailCount));
        out.push_back(kVowelBase + (index % (kVowelCount * kTrailCount)) / kTrailCount);
        if (index % kTrailCount) out.push_back(kTrailBase + index % kTrailCount);
        return;
    }
    using unicode::kDecompositions;
    const auto* end = kDecompositions + unicode::kDecompositionCount;
    const auto* it = std::lower_bound(kDecompositions, end, cp,
                                      [](const auto& d, char32_t c) { return d.code_point < c; });
    if (it == end || it->code_point != cp) {
        out.push_back(cp);
        return;
    }
    out.insert(out.end(), unicode::kDecompositionData + it->offset,
               unicode::kDecompositionData + it->offset + it->length);
}

// The primary composite of (first, second), or 0 when there is none.
char32_t compose(char32_t first, char32_t second) {
    if (first >= kLeadBase && first < kLeadBase + kLeadCount && second >= kVowelBase &&
        second < kVowelBase + kVowelCount) {
        return kHangulBase + ((first - kLeadBase) * kVowelCount + (second - kVowelBase)) * kTrailCount;
    }
    if (first >= kHangulBase && first < kHangulBase + kSyllableCount &&
        (first - kHangulBase) % kTrailCount == 0 && second > kTrailBase &&
        second < kTrailBase + kTrailCount) {
        return first + (second - kTrailBase);
    }
    const std::uint64_t key = (std::uint64_t{first} << 21) | second;
    using unicode::kCompositions;
    const auto* end = kCompositions + unicode::kCompositionCount;
    const auto* it = std::lower_bound(kCompositions, end, key,
                                      [](const auto& c, std::uint64_t k) { return c.pair < k; });
    return it != end && it->pair == key ? it->composite : 0;
}

void normalize_region(std::string_view region, std::string& out) {
    std::vector<char32_t> cps;
    for (std::size_t i = 0, length = 0; i < region.size(); i += length)
        decompose(utf8::decode_at(region, i, length), cps);

    // Canonical ordering: stable sort of each run of non-starters by combining class.
    std::vector<int> classes(cps.size());
    for (std::size_t i = 0; i < cps.size(); ++i) classes[i] = combining_class(cps[i]);
    for (std::size_t i = 0; i < cps.size();) {
        if (classes[i] == 0) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < cps.size() && classes[j] != 0) ++j;
        std::vector<std::pair<int, char32_t>> run;
        for (std::size_t k = i; k < j; ++k) run.emplace_back(classes[k], cps[k]);
        std::stable_sort(run.begin(), run.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        for (std::size_t k = i; k < j; ++k) std::tie(classes[k], cps[k]) = run[k - i];
        i = j;
    }

    // Canonical composition (the algorithm of UAX #15's sample code).
    if (!cps.empty()) {
        std::size_t starter = 0, kept = 1;
        int last_class = classes[0] == 0 ? 0 : 256;  // a leading non-starter blocks everything
        for (std::size_t i = 1; i < cps.size(); ++i) {
            const int cls = classes[i];
            const char32_t composite = compose(cps[starter], cps[i]);
            if (composite && last_class != 256 && (last_class < cls || last_class == 0)) {
                cps[starter] = composite;
                continue;
            }
            if (cls == 0) {
                starter = kept;
                last_class = 0;
            } else {
                last_class = cls;
            }
            cps[kept++] = cps[i];
        }
        cps.resize(kept);
    }
    for (char32_t cp : cps) utf8::append_code_point(cp, out);
}

}  // namespace

std::string nfc_normalize(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    std::size_t copied = 0;    // text[0, copied) is already in `out`
    std::size_t previous = 0;  // start of the code point before i (a safe one)
    bool has_previous = false;
    std::size_t i = 0, length = 0;
    while (i < text.size()) {
        const char32_t cp = utf8::decode_at(text, i, length);
        if (!(unicode::properties(cp) & unicode::kNfcUnsafe)) {
            previous = i;
            has_previous = true;
            i += length;
            continue;
        }
        // The safe starter before an unsafe character may compose with it, and normalization
        // cannot reach across a safe character, so [previous, next safe) is self-contained.
        const std::size_t begin = has_previous && previous >= copied ? previous : i;
        std::size_t end = i + length;
        while (end < text.size()) {
            std::size_t next_length = 0;
            const char32_t next = utf8::decode_at(text, end, next_length);
            if (!(unicode::properties(next) & unicode::kNfcUnsafe)) break;
            end += next_length;
        }
        out.append(text.substr(copied, begin - copied));
        normalize_region(text.substr(begin, end - begin), out);
        copied = end;
        i = end;
        has_previous = false;
    }
    out.append(text.substr(copied));
    return out;
}

}  // namespace folio::engine

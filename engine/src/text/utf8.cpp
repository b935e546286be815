#include "text/utf8.h"

namespace folio::engine::utf8 {
namespace {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";

// Length of the sequence a lead byte starts (0 when it can start none) and the allowed range
// of the byte after it (Unicode table 3-7, which also rules out overlongs and surrogates).
struct Lead {
    int length;
    unsigned char second_low, second_high;
};

Lead classify(unsigned char b) {
    if (b < 0x80) return {1, 0, 0};
    if (b >= 0xC2 && b <= 0xDF) return {2, 0x80, 0xBF};
    if (b == 0xE0) return {3, 0xA0, 0xBF};
    if (b == 0xED) return {3, 0x80, 0x9F};
    if (b >= 0xE1 && b <= 0xEF) return {3, 0x80, 0xBF};
    if (b == 0xF0) return {4, 0x90, 0xBF};
    if (b >= 0xF1 && b <= 0xF3) return {4, 0x80, 0xBF};
    if (b == 0xF4) return {4, 0x80, 0x8F};
    return {0, 0, 0};
}

// Bytes of the longest valid prefix of a sequence starting at s[i] (== lead.length when the
// sequence is complete); `truncated` tells whether the input ended inside that prefix.
int valid_prefix(std::string_view s, std::size_t i, const Lead& lead, bool& truncated) {
    truncated = false;
    for (int k = 1; k < lead.length; ++k) {
        if (i + k >= s.size()) {
            truncated = true;
            return k;
        }
        const auto b = static_cast<unsigned char>(s[i + k]);
        const unsigned char low = k == 1 ? lead.second_low : 0x80;
        const unsigned char high = k == 1 ? lead.second_high : 0xBF;
        if (b < low || b > high) return k;
    }
    return lead.length;
}

}  // namespace

std::size_t append_lossy(std::string_view bytes, std::string& out, bool final) {
    std::size_t i = 0;
    const std::size_t n = bytes.size();
    while (i < n) {
        // Copy runs of ASCII at once: the common case.
        std::size_t run = i;
        while (run < n && static_cast<unsigned char>(bytes[run]) < 0x80) ++run;
        if (run > i) {
            out.append(bytes.substr(i, run - i));
            i = run;
            if (i == n) break;
        }
        const Lead lead = classify(static_cast<unsigned char>(bytes[i]));
        if (lead.length == 0) {
            out.append(kReplacement);
            ++i;
            continue;
        }
        bool truncated = false;
        const int valid = valid_prefix(bytes, i, lead, truncated);
        if (valid == lead.length) {
            out.append(bytes.substr(i, valid));
        } else if (truncated && !final) {
            return i;
        } else {
            out.append(kReplacement);
        }
        i += valid;
    }
    return n;
}

bool is_valid(std::string_view bytes) {
    std::size_t i = 0;
    while (i < bytes.size()) {
        const Lead lead = classify(static_cast<unsigned char>(bytes[i]));
        if (lead.length == 0) return false;
        bool truncated = false;
        if (valid_prefix(bytes, i, lead, truncated) != lead.length) return false;
        i += lead.length;
    }
    return true;
}

}  // namespace folio::engine::utf8

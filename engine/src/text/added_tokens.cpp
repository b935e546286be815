#include "text/added_tokens.h"

#include <algorithm>

namespace folio::engine {

void AddedTokenMatcher::add(const AddedToken& token) {
    if (token.content.empty()) return;
    tokens_.push_back(token);
    std::stable_sort(tokens_.begin(), tokens_.end(), [](const AddedToken& a, const AddedToken& b) {
        return a.content.size() > b.content.size();
    });
    first_byte_[static_cast<unsigned char>(token.content[0])] = true;
}

std::vector<AddedTokenMatcher::Segment> AddedTokenMatcher::split(std::string_view text,
                                                                 bool match_special) const {
    std::vector<Segment> segments;
    std::size_t plain_begin = 0;
    for (std::size_t i = 0; i < text.size();) {
        const AddedToken* match = nullptr;
        if (first_byte_[static_cast<unsigned char>(text[i])]) {
            for (const AddedToken& token : tokens_) {
                if (token.special && !match_special) continue;
                if (text.compare(i, token.content.size(), token.content) == 0) {
                    match = &token;  // the first hit is the longest: tokens_ is sorted so
                    break;
                }
            }
        }
        if (!match) {
            ++i;
            continue;
        }
        if (i > plain_begin) segments.push_back({text.substr(plain_begin, i - plain_begin), -1});
        segments.push_back({{}, match->id});
        i += match->content.size();
        plain_begin = i;
    }
    if (plain_begin < text.size()) segments.push_back({text.substr(plain_begin), -1});
    return segments;
}

}  // namespace folio::engine

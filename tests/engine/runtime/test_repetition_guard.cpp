// The loop guard on token streams written by hand: dot leaders that never end, a repeated table
// row, and text that only looks repetitive (a real table of contents, a long list) that must go on.
#include "runtime/repetition_guard.h"
#include "testing.h"

#include <cstdint>
#include <vector>

using folio::engine::RepetitionGuard;
using folio::engine::RepetitionGuardOptions;

namespace {

// Index of the token at which the guard fires, or -1.
int firesAt(const std::vector<std::int32_t>& tokens, RepetitionGuardOptions options = {}) {
    RepetitionGuard guard(options);
    for (std::size_t i = 0; i < tokens.size(); ++i)
        if (guard.push(tokens[i])) return static_cast<int>(i);
    return -1;
}

std::vector<std::int32_t> repeat(const std::vector<std::int32_t>& pattern, int times) {
    std::vector<std::int32_t> out;
    for (int i = 0; i < times; ++i) out.insert(out.end(), pattern.begin(), pattern.end());
    return out;
}

}  // namespace

FOLIO_TEST(endless_dot_leaders_are_a_loop) {
    std::vector<std::int32_t> tokens = {100, 101, 102};  // "Chapter 1 "
    const auto dots = repeat({4806}, 400);              // "...." forever
    tokens.insert(tokens.end(), dots.begin(), dots.end());
    const int at = firesAt(tokens);
    CHECK_EQ(at, 3 + 256 - 1);
    RepetitionGuard guard;
    for (auto t : tokens) guard.push(t);
    CHECK(guard.looping());
    CHECK_EQ(guard.period(), 1);
}

FOLIO_TEST(a_repeated_table_row_is_a_loop) {
    const std::vector<std::int32_t> row = {9, 10, 11, 12, 13, 10, 11, 12, 13, 10, 11, 12, 13, 14};  // <tr><td></td>... </tr>
    std::vector<std::int32_t> tokens = {1, 2, 3, 4, 5};
    const auto rows = repeat(row, 30);
    tokens.insert(tokens.end(), rows.begin(), rows.end());
    const int at = firesAt(tokens);
    CHECK(at > 0);
    CHECK(at < static_cast<int>(tokens.size()));
    RepetitionGuard guard;
    for (auto t : tokens) guard.push(t);
    CHECK_EQ(guard.period(), 14);
}

FOLIO_TEST(a_real_table_of_contents_goes_on) {
    // Each entry: title tokens, leaders, a page number that changes: never exactly periodic.
    std::vector<std::int32_t> tokens;
    for (int entry = 0; entry < 60; ++entry) {
        tokens.insert(tokens.end(), {200, 201 + entry % 7});
        for (int d = 0; d < 12; ++d) tokens.push_back(4806);
        tokens.push_back(1000 + entry);  // the page number
        tokens.push_back(198);           // newline
    }
    CHECK_EQ(firesAt(tokens), -1);
}

FOLIO_TEST(varied_text_never_fires_and_a_zero_window_is_off) {
    std::vector<std::int32_t> tokens;
    for (int i = 0; i < 5000; ++i) tokens.push_back(static_cast<std::int32_t>((i * 7919) % 151643));
    CHECK_EQ(firesAt(tokens), -1);
    CHECK_EQ(firesAt(repeat({5}, 1000), RepetitionGuardOptions{0, 64}), -1);
}

FOLIO_TEST(a_pattern_longer_than_max_period_is_not_looked_for) {
    std::vector<std::int32_t> pattern;
    for (int i = 0; i < 80; ++i) pattern.push_back(i);
    CHECK_EQ(firesAt(repeat(pattern, 10)), -1);
    CHECK(firesAt(repeat(pattern, 10), RepetitionGuardOptions{256, 96}) > 0);
}

FOLIO_TEST_MAIN()

// The script constraint of language hints on the real Qwen vocabulary: which tokens each set of
// allowed scripts bans. The counts and checksums are those of the Qt implementation this replaced
// (QChar::script over model.vocab of tokenizer.json), so the constraint bans exactly the same ids.
#include <algorithm>
#include <cstdio>
#include <memory>

#include "folio/engine/engine.h"
#include "testing.h"
#include "text/script_ranges.h"
#include "text/token_scripts.h"
#include "text/tokenizer.h"

using folio::engine::TokenScripts;
using folio::engine::Tokenizer;

namespace {

std::shared_ptr<const Tokenizer> qwen_tokenizer() {
    const std::string dir = std::string(FOLIO_SHARED_DATA) + "/qwen-tokenizer";
    if (FILE* f = std::fopen((dir + "/vocab.json").c_str(), "rb")) {
        std::fclose(f);
        return std::make_shared<const Tokenizer>(Tokenizer::from_vocab_merges(dir + "/vocab.json", dir + "/merges.txt"));
    }
    SKIP(dir + " is absent (the shared Qwen vocabulary)");
}

// FNV-1a over the ids, in order.
unsigned long long checksum(const std::vector<std::int32_t>& ids) {
    unsigned long long hash = 1469598103934665603ull;
    for (const std::int32_t id : ids) {
        hash ^= static_cast<unsigned long long>(id);
        hash *= 1099511628211ull;
    }
    return hash;
}

std::int32_t single_token(const Tokenizer& tokenizer, const std::string& text) {
    const std::vector<std::int32_t> ids = tokenizer.encode(text);
    CHECK_EQ(ids.size(), std::size_t{1});
    return ids.front();
}

bool bans(const std::vector<std::int32_t>& banned, std::int32_t id) {
    return std::binary_search(banned.begin(), banned.end(), id);
}

}  // namespace

using namespace folio::engine;

FOLIO_TEST(no_allowed_scripts_ban_nothing) {
    const TokenScripts scripts(qwen_tokenizer());
    CHECK(scripts.banned_outside(0)->empty());
}

// The sets core's language hints give: "en" (Latin), "zh" (Han + Latin), "ja" (Han, Kana + Latin).
FOLIO_TEST(each_set_bans_the_same_tokens_as_before) {
    const TokenScripts scripts(qwen_tokenizer());
    const auto latin = scripts.banned_outside(kScriptLatin);
    const auto chinese = scripts.banned_outside(kScriptLatin | kScriptHan);
    const auto japanese = scripts.banned_outside(kScriptLatin | kScriptHan | kScriptKana);
    CHECK_EQ(latin->size(), std::size_t{46603});
    CHECK_EQ(chinese->size(), std::size_t{21010});
    CHECK_EQ(japanese->size(), std::size_t{18848});
    CHECK_EQ(checksum(*latin), 0x26e9637600fd84edull);
    CHECK_EQ(checksum(*chinese), 0xb5329af241964985ull);
    CHECK_EQ(checksum(*japanese), 0x4af1832585e635aaull);
    CHECK(scripts.banned_outside(kScriptLatin) == latin);  // worked out once per set
}

FOLIO_TEST(letters_of_other_scripts_are_banned_and_digits_punctuation_and_added_tokens_are_not) {
    const auto tokenizer = qwen_tokenizer();
    const TokenScripts scripts(tokenizer);
    const auto latin = *scripts.banned_outside(kScriptLatin);
    const auto chinese = *scripts.banned_outside(kScriptLatin | kScriptHan);
    const auto japanese = *scripts.banned_outside(kScriptLatin | kScriptHan | kScriptKana);
    const auto han_only = *scripts.banned_outside(kScriptHan);
    const std::int32_t han = single_token(*tokenizer, "中");
    const std::int32_t kana = single_token(*tokenizer, "の");
    const std::int32_t cyrillic = single_token(*tokenizer, "д");
    CHECK(bans(latin, han) && !bans(chinese, han) && !bans(japanese, han));
    CHECK(bans(latin, kana) && bans(chinese, kana) && !bans(japanese, kana));
    CHECK(bans(latin, cyrillic) && bans(chinese, cyrillic) && bans(japanese, cyrillic));
    CHECK(!bans(latin, single_token(*tokenizer, "the")));
    CHECK(bans(han_only, single_token(*tokenizer, "the")));
    for (const std::string text : {"7", ",", "%", "€"}) CHECK(!bans(han_only, single_token(*tokenizer, text)));
    const std::int32_t im_end = *tokenizer->token_to_id("<|im_end|>");
    CHECK(!bans(han_only, im_end));  // a page can always stop
}

FOLIO_TEST(the_script_table_classifies_code_points_as_qt_does) {
    CHECK_EQ(int(unicode::script_of(U'A')), int(kScriptLatin));
    CHECK_EQ(int(unicode::script_of(U'é')), int(kScriptLatin));
    CHECK_EQ(int(unicode::script_of(U'ㄅ')), int(kScriptHan));  // Bopomofo
    CHECK_EQ(int(unicode::script_of(U'カ')), int(kScriptKana));
    CHECK_EQ(int(unicode::script_of(U'ж')), int(unicode::kScriptOther));
    CHECK_EQ(int(unicode::script_of(U'한')), int(unicode::kScriptOther));
    CHECK_EQ(int(unicode::script_of(U'7')), 0);
    CHECK_EQ(int(unicode::script_of(U'\u0301')), 0);  // Inherited: a combining accent
    CHECK_EQ(int(unicode::script_of(U'\uE000')), 0);  // private use
    CHECK_EQ(int(unicode::script_of(U'\U0010FFFF')), 0);
}

FOLIO_TEST_MAIN()

// Tokenizer pieces that need no shared data: the UTF-8 repair rule, NFC, the pre-tokenizer
// split, BPE merge order and added tokens on a small hand-made vocabulary, and load errors.
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>

#include <nlohmann/json.hpp>

#include "folio/engine/engine.h"
#include "testing.h"
#include "text/byte_level.h"
#include "text/nfc.h"
#include "text/pretokenizer.h"
#include "text/tokenizer.h"
#include "text/utf8.h"

using folio::engine::Tokenizer;
namespace fs = std::filesystem;

namespace {

std::vector<std::string> pieces(std::string_view text) {
    std::vector<std::string> out;
    folio::engine::for_each_qwen_piece(text, [&](std::string_view p) { out.emplace_back(p); });
    return out;
}

std::string join(const std::vector<std::string>& parts) {
    std::string s;
    for (const auto& p : parts) s += "[" + p + "]";
    return s;
}

std::string work_dir(const std::string& name) {
    const std::string dir = std::string(FOLIO_TEST_WORK_DIR) + "/tokenizer-basics/" + name;
    fs::create_directories(dir);
    return dir;
}

// A tokenizer.json with the 256 byte tokens, the given merges and three added tokens (plus `extra`).
std::string write_small_tokenizer(const std::vector<std::string>& merges,
                                  const std::vector<std::pair<int, std::string>>& extra = {},
                                  const std::string& name = "small") {
    nlohmann::json vocab = nlohmann::json::object();
    const auto& chars = folio::engine::byte_level::byte_chars();
    for (int b = 0; b < 256; ++b) vocab[chars[b]] = b;
    int next = 256;
    for (const auto& merge : merges) vocab[merge.substr(0, merge.find(' ')) + merge.substr(merge.find(' ') + 1)] = next++;
    nlohmann::json root = {
        {"added_tokens",
         {{{"id", 1000}, {"content", "<|end|>"}, {"special", true}, {"normalized", false}},
          {{"id", 1001}, {"content", "<tag>"}, {"special", false}, {"normalized", false}},
          {{"id", 1002}, {"content", "caf\xC3\xA9"}, {"special", false}, {"normalized", true}}}},
        {"normalizer", {{"type", "NFC"}}},
        {"pre_tokenizer",
         {{"type", "Sequence"},
          {"pretokenizers",
           {{{"type", "Split"}, {"pattern", {{"Regex", std::string(folio::engine::kQwenPretokenizerPattern)}}},
             {"behavior", "Isolated"}, {"invert", false}},
            {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"trim_offsets", false}, {"use_regex", false}}}}}},
        {"post_processor", nullptr},
        {"decoder", {{"type", "ByteLevel"}}},
        {"model", {{"type", "BPE"}, {"vocab", vocab}, {"merges", merges}}}};
    for (const auto& [id, content] : extra)
        root["added_tokens"].push_back({{"id", id}, {"content", content}, {"special", true}, {"normalized", false}});
    const std::string path = work_dir(name) + "/tokenizer.json";
    std::ofstream(path) << root.dump();
    return path;
}

}  // namespace

FOLIO_TEST(invalid_utf8_is_replaced_like_python) {
    using folio::engine::utf8::to_valid;
    const std::string r = "\xEF\xBF\xBD";
    // Expected values are Python's bytes.decode("utf-8", "replace").
    CHECK_EQ(to_valid("\xED\xA0\x80"), r + r + r);         // surrogate: every byte on its own
    CHECK_EQ(to_valid("\xF0\x9F\x98"), r);                  // truncated emoji: one replacement
    CHECK_EQ(to_valid("\xE0\x80\xAF"), r + r + r);         // overlong
    CHECK_EQ(to_valid("\xC3("), r + "(");
    CHECK_EQ(to_valid("\xF4\x90\x80\x80"), r + r + r + r);  // above U+10FFFF
    CHECK_EQ(to_valid("a\xF0\x9F\x98\x80z"), std::string("a\xF0\x9F\x98\x80z"));
    std::string out;
    CHECK_EQ(folio::engine::utf8::append_lossy("ok\xF0\x9F", out, /*final=*/false), std::size_t{2});
    CHECK_EQ(out, std::string("ok"));
}

FOLIO_TEST(nfc_composes_reorders_and_keeps_exclusions) {
    using folio::engine::nfc_normalize;
    CHECK_EQ(nfc_normalize("caf\x65\xCC\x81"), std::string("caf\xC3\xA9"));            // e + acute
    CHECK_EQ(nfc_normalize("\xE1\x84\x80\xE1\x85\xA1\xE1\x86\xA8"), std::string("\xEA\xB0\x81"));  // jamo -> 각
    CHECK_EQ(nfc_normalize("\xE2\x84\xAB"), std::string("\xC3\x85"));                 // Angstrom sign -> Å
    CHECK_EQ(nfc_normalize("o\xCC\x82\xCC\xA3"), std::string("\xE1\xBB\x99"));        // marks reordered -> ộ
    CHECK_EQ(nfc_normalize("\xE0\xA5\x98"), std::string("\xE0\xA4\x95\xE0\xA4\xBC"));  // excluded: stays apart
    CHECK_EQ(nfc_normalize("\xCC\x81x"), std::string("\xCC\x81x"));                   // leading mark kept
    CHECK_EQ(nfc_normalize("plain ASCII"), std::string("plain ASCII"));
}

FOLIO_TEST(pretokenizer_splits_like_the_qwen_regex) {
    CHECK_EQ(join(pieces("Hello world")), std::string("[Hello][ world]"));
    CHECK_EQ(join(pieces("I'm they'LL 'tis")), std::string("[I]['m][ they]['LL][ '][tis]"));
    CHECK_EQ(join(pieces("'tis")), std::string("['t][is]"));
    CHECK_EQ(join(pieces("a  b")), std::string("[a][ ][ b]"));
    CHECK_EQ(join(pieces("x\r\n\ny")), std::string("[x][\r\n\n][y]"));
    CHECK_EQ(join(pieces("  \n  x")), std::string("[  \n][ ][ x]"));
    CHECK_EQ(join(pieces("2024!")), std::string("[2][0][2][4][!]"));
    CHECK_EQ(join(pieces(" ...\n\nok ")), std::string("[ ...\n\n][ok][ ]"));
    CHECK_EQ(join(pieces("\tword")), std::string("[\tword]"));
}

FOLIO_TEST(bpe_merges_lowest_rank_first_and_leftmost_on_ties) {
    const Tokenizer tok = Tokenizer::from_tokenizer_json(write_small_tokenizer({"b c", "a b", "a a", "ab c"}));
    const std::int32_t a = 'a', bc = 256, aa = 258;
    CHECK(tok.encode("abc") == (std::vector<std::int32_t>{a, bc}));  // "b c" outranks "a b"
    CHECK(tok.encode("aaa") == (std::vector<std::int32_t>{aa, a}));
    CHECK(tok.encode("aaaa") == (std::vector<std::int32_t>{aa, aa}));
    CHECK_EQ(tok.decode(tok.encode("aaab c")), std::string("aaab c"));
    CHECK_EQ(tok.vocab_size(), 1003);
    CHECK_EQ(tok.id_to_token(' '), std::string("\xC4\xA0"));  // byte 32 is spelled U+0120
    CHECK_EQ(tok.token_bytes(' '), std::string(" "));
    CHECK_EQ(tok.id_to_token(5000), std::string());
    CHECK_EQ(tok.longest_token_bytes(), std::size_t{7});  // "<|end|>" ("ab c" merges to 3 bytes)
}

FOLIO_TEST(added_tokens_are_cut_out_before_bpe) {
    const Tokenizer tok = Tokenizer::from_tokenizer_json(write_small_tokenizer({"a b"}));
    CHECK(tok.encode("ab<|end|>ab") == (std::vector<std::int32_t>{256, 1000, 256}));
    CHECK(tok.encode("<tag><|end|>") == (std::vector<std::int32_t>{1001, 1000}));
    // parse_special = false: special tokens become text, non-special added ones still match.
    const auto as_text = tok.encode("<|end|><tag>", /*parse_special=*/false);
    CHECK_EQ(as_text.back(), 1001);
    CHECK_EQ(as_text.size(), std::size_t{8});  // "<", "|", "end", "|", ">" as bytes: < | e n d | >
    CHECK_EQ(tok.decode({1000, 'x'}, /*skip_special=*/true), std::string("x"));
    CHECK_EQ(tok.decode({1001, 'x'}, /*skip_special=*/true), std::string("<tag>x"));
    CHECK(tok.is_special(1000));
    CHECK(!tok.is_special(1001));
    // A normalized added token is matched after NFC: "cafe" + combining acute finds "café".
    CHECK(tok.encode("xcafe\xCC\x81") == (std::vector<std::int32_t>{'x', 1002}));
}

// Generation stops on the config's eos ids and on the chat template's turn ends, wherever the
// tokenizer puts them, each once; a name the tokenizer lacks adds nothing.
FOLIO_TEST(stop_tokens_are_found_by_name_in_the_tokenizer) {
    const Tokenizer tok = Tokenizer::from_tokenizer_json(
        write_small_tokenizer({"a b"}, {{1003, "<|im_end|>"}, {1004, "<|endoftext|>"}}, "stops"));
    CHECK(folio::engine::ocr_stop_tokens(tok, {}) == (std::vector<std::int32_t>{1003, 1004}));
    CHECK(folio::engine::ocr_stop_tokens(tok, {1004, 7}) == (std::vector<std::int32_t>{1004, 7, 1003}));
    const Tokenizer without = Tokenizer::from_tokenizer_json(write_small_tokenizer({"a b"}));
    CHECK(folio::engine::ocr_stop_tokens(without, {5}) == (std::vector<std::int32_t>{5}));
}

FOLIO_TEST(random_bytes_encode_losslessly_up_to_repair_and_nfc) {
    const Tokenizer tok = Tokenizer::from_tokenizer_json(write_small_tokenizer({"a b", "\xC4\xA0 \xC4\xA0"}));
    std::mt19937 rng(7);
    const std::string alphabet[] = {"a", "b", " ", "\n", "\r", "\t", "\xC3", "\xA9", "\xCC\x81", "\xF0\x9F",
                                    "\x98\x80", "\xE3\x80\x80", "<|end|>", "<tag>", "'s", "1", "\xFF", "\xED\xA0"};
    for (int round = 0; round < 2000; ++round) {
        std::string text;
        for (int n = rng() % 24; n > 0; --n) text += alphabet[rng() % std::size(alphabet)];
        const auto ids = tok.encode(text);
        CHECK_EQ(tok.decode(ids), folio::engine::nfc_normalize(folio::engine::utf8::to_valid(text)));
        folio::engine::StreamDecoder stream(tok);
        std::string streamed;
        for (auto id : ids) streamed += stream.push(id);
        CHECK_EQ(streamed + stream.flush(), tok.decode(ids));
    }
}

FOLIO_TEST(load_errors_name_the_file) {
    const std::string empty = work_dir("empty");
    CHECK_THROWS_WITH(Tokenizer::from_model_dir(empty), "tokenizer.json");
    const std::string broken = work_dir("broken") + "/tokenizer.json";
    std::ofstream(broken) << "{\"model\": [";
    CHECK_THROWS_WITH(Tokenizer::from_tokenizer_json(broken), broken);
    const std::string dir = work_dir("pair");
    std::ofstream(dir + "/vocab.json") << "{\"a\": 0}";
    std::ofstream(dir + "/merges.txt") << "#version: 0.2\na b c\n";
    CHECK_THROWS_WITH(Tokenizer::from_model_dir(dir), "merges.txt: line 2");
    CHECK_THROWS_WITH(Tokenizer::from_tokenizer_json(empty + "/missing.json"), "missing.json");
}

FOLIO_TEST_MAIN()

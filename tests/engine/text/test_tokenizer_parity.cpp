// The tokenizer against Hugging Face `tokenizers` and transformers on the real Qwen vocabulary:
// identical ids for the whole corpus, round trips, the LightOnOCR prompt, streaming and threads.
#include <thread>

#include "testing.h"
#include "text/tokenizer.h"
#include "text/tokenizer_reference.h"
#include "text/utf8.h"

using folio::engine::StreamDecoder;
using folio::engine::Tokenizer;
using folio::test::TokenizerReference;

namespace {

const TokenizerReference& reference() {
    static std::string error;
    static const TokenizerReference ref = folio::test::load_tokenizer_reference(FOLIO_TEST_WORK_DIR, error);
    if (!error.empty()) SKIP(error);
    return ref;
}

const Tokenizer& tokenizer() {
    static const Tokenizer tok = Tokenizer::from_tokenizer_json(reference().dir + "/tokenizer.json");
    return tok;
}

std::string show_ids(const std::vector<std::int32_t>& ids) {
    std::string s;
    for (auto id : ids) s += std::to_string(id) + " ";
    return s;
}

}  // namespace

FOLIO_TEST(corpus_ids_match_hf_tokenizers) {
    const auto& ref = reference();
    std::size_t mismatches = 0;
    std::string first;
    for (const auto& c : ref.cases) {
        const auto ids = tokenizer().encode(c.input, c.parse_special);
        if (ids == c.ids) continue;
        if (mismatches++ == 0)
            first = "input hex " + folio::test::show(c.input) + "\n  ours " + show_ids(ids) + "\n  hf   " + show_ids(c.ids);
    }
    if (mismatches)
        folio::test::fail(__FILE__, __LINE__, std::to_string(mismatches) + " of " +
                                                  std::to_string(ref.cases.size()) + " cases differ; first: " + first);
}

FOLIO_TEST(decode_round_trips_where_the_reference_does) {
    std::size_t checked = 0;
    for (const auto& c : reference().cases) {
        if (!c.round_trips) continue;
        // The reference saw the input with invalid bytes replaced; that is what comes back.
        CHECK_EQ(tokenizer().decode(c.ids), folio::engine::utf8::to_valid(c.input));
        ++checked;
    }
    CHECK(checked > 2000);
}

FOLIO_TEST(vocab_and_merges_give_the_same_ids_as_tokenizer_json) {
    const auto& ref = reference();
    const Tokenizer from_pair = Tokenizer::from_vocab_merges(ref.qwen_dir + "/vocab.json", ref.qwen_dir + "/merges.txt");
    const Tokenizer from_dir = Tokenizer::from_model_dir(ref.qwen_dir);  // no tokenizer.json there
    CHECK_EQ(from_pair.vocab_size(), 151669);
    CHECK_EQ(from_pair.vocab_size(), tokenizer().vocab_size());
    for (std::size_t i = 0; i < ref.cases.size(); i += 7) {
        const auto& c = ref.cases[i];
        CHECK(from_pair.encode(c.input, c.parse_special) == c.ids);
        CHECK(from_dir.encode(c.input, c.parse_special) == c.ids);
    }
    for (std::int32_t id = 151643; id <= 151668; ++id) {
        CHECK_EQ(from_pair.id_to_token(id), tokenizer().id_to_token(id));
        CHECK_EQ(from_pair.is_special(id), tokenizer().is_special(id));
    }
}

FOLIO_TEST(special_tokens_have_the_qwen_ids) {
    CHECK_EQ(tokenizer().token_to_id("<|endoftext|>").value_or(-1), 151643);
    CHECK_EQ(tokenizer().token_to_id("<|im_start|>").value_or(-1), 151644);
    CHECK_EQ(tokenizer().token_to_id("<|im_end|>").value_or(-1), 151645);
    CHECK_EQ(tokenizer().token_to_id("<|image_pad|>").value_or(-1), 151655);
    CHECK(tokenizer().is_special(151645));
    CHECK(!tokenizer().is_special(151667));  // <think> is added but not special in Qwen3
    CHECK(!tokenizer().is_special(100));
    CHECK_EQ(tokenizer().decode({151644, 872, 151645}, /*skip_special=*/true), std::string("user"));
    CHECK_EQ(tokenizer().decode({151644, 872, 151645}), std::string("<|im_start|>user<|im_end|>"));
    // Ids past the vocabulary (the model's embedding table is larger) decode to nothing.
    CHECK_EQ(tokenizer().decode({872, 151900, 151935}), std::string("user"));
}

FOLIO_TEST(ocr_prompt_matches_transformers_chat_template) {
    const auto& ref = reference();
    CHECK(!ref.prompts.empty());
    for (const auto& p : ref.prompts)
        CHECK_EQ(show_ids(folio::engine::build_ocr_prompt(tokenizer(), p.image_tokens, p.instruction)),
                 show_ids(p.ids));
}

FOLIO_TEST(stream_decode_emits_whole_characters_only) {
    // A 4-byte emoji fed as its four byte-level tokens: nothing until the last one.
    const std::string emoji = "\xF0\x9F\x98\x80";
    StreamDecoder stream(tokenizer());
    for (std::size_t i = 0; i < emoji.size(); ++i) {
        std::int32_t byte_token = -1;
        for (std::int32_t id = 0; id < 256 * 4 && byte_token < 0; ++id)
            if (tokenizer().token_bytes(id) == emoji.substr(i, 1)) byte_token = id;
        CHECK(byte_token >= 0);
        CHECK_EQ(stream.push(byte_token), i + 1 < emoji.size() ? std::string() : emoji);
    }
    CHECK_EQ(stream.flush(), std::string());

    // Every corpus case, token by token: each chunk is valid UTF-8 and together they are decode().
    for (const auto& c : reference().cases) {
        StreamDecoder s(tokenizer());
        std::string joined;
        for (auto id : c.ids) {
            const std::string chunk = s.push(id);
            CHECK(folio::engine::utf8::is_valid(chunk));
            joined += chunk;
        }
        joined += s.flush();
        CHECK_EQ(joined, tokenizer().decode(c.ids));
    }
}

FOLIO_TEST(four_threads_encode_the_same_ids) {
    const auto& cases = reference().cases;
    std::vector<std::vector<std::vector<std::int32_t>>> results(4);
    // A fresh tokenizer, so that the threads race on an empty cache too.
    const Tokenizer fresh = Tokenizer::from_tokenizer_json(reference().dir + "/tokenizer.json");
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&, t] {
            for (std::size_t i = 0; i < cases.size(); ++i) {
                const auto& c = cases[(i + t * cases.size() / 4) % cases.size()];
                results[t].push_back(fresh.encode(c.input, c.parse_special));
            }
        });
    for (auto& thread : threads) thread.join();
    for (int t = 0; t < 4; ++t)
        for (std::size_t i = 0; i < cases.size(); ++i)
            CHECK(results[t][i] == cases[(i + t * cases.size() / 4) % cases.size()].ids);
}

FOLIO_TEST_MAIN()

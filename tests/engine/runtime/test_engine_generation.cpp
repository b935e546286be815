// Generation through the engine's scheduler and public API on small reference models (CPU):
// several pages of different sizes decoded together match the reference page by page, and so
// does a lone page through the screened LM head; streaming order, cancellation, max_new_tokens,
// stop tokens and seeded sampling.
#include <ATen/ops/log_softmax.h>
#include <ATen/ops/stack.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <map>
#include <mutex>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <sys/resource.h>
#include <thread>
#include <unistd.h>
#include <vector>

#include <ATen/Parallel.h>

#include "folio/engine/engine.h"
#include "runtime/scheduler.h"
#include "text/tokenizer.h"
// Last: testing.h's CHECK must win over the one c10's logging header defines.
#include "model/reference.h"

namespace {

using namespace folio::engine;
using folio::test::load_reference_with_tokenizer;
using folio::test::to_ids;

EngineOptions cpu_options(const std::string& model_dir) {
    EngineOptions options;
    options.model_dir = model_dir;
    options.device = "cpu";
    options.dtype = "float32";
    return options;
}

SamplingOptions greedy(int max_new_tokens) {
    SamplingOptions s;
    s.greedy = true;
    s.max_new_tokens = max_new_tokens;
    s.ignore_stop_tokens = true;
    return s;
}

// Everything one page produced, gathered from its callbacks.
struct Collected {
    std::mutex mutex;
    std::map<RequestId, std::vector<int32_t>> streamed;
    std::map<RequestId, std::string> text;
    std::map<RequestId, std::vector<at::Tensor>> logits;
    std::map<RequestId, PageResult> finished;
    std::map<RequestId, int> started;  // on_started calls
    std::vector<RequestId> token_order;  // which page each streamed token belonged to
    bool token_after_finish = false;
    bool token_before_start = false;

    PageCallbacks callbacks() {
        PageCallbacks cb;
        cb.on_started = [this](RequestId id) {
            std::lock_guard lock(mutex);
            ++started[id];
        };
        cb.on_token = [this](RequestId id, int32_t token, const std::string& delta, const folio::engine::TokenLogprobs*) {
            std::lock_guard lock(mutex);
            token_after_finish |= finished.count(id) > 0;
            token_before_start |= started.count(id) == 0;
            streamed[id].push_back(token);
            text[id] += delta;
            token_order.push_back(id);
        };
        cb.on_finished = [this](RequestId id, const PageResult& r) {
            std::lock_guard lock(mutex);
            finished[id] = r;
        };
        return cb;
    }
};

// A random RGB page (the model is random too: any pixels give a deterministic output).
RgbImage random_page(int width, int height, unsigned seed) {
    RgbImage image{width, height, std::vector<std::uint8_t>(size_t(width) * height * 3)};
    for (auto& p : image.pixels) p = static_cast<std::uint8_t>((seed = seed * 1103515245u + 12345u) >> 16);
    return image;
}

// A scheduler of the fp32 CPU model with options of its own (open_scheduler takes them from the
// engine's options and the model's config).
std::unique_ptr<Scheduler> cpu_scheduler(const std::string& model_dir, const SchedulerOptions& options,
                                         const folio::engine::EngineTuning& tuning = {}) {
    return std::make_unique<Scheduler>(LightOnOcrModel::load(model_dir, at::kFloat, at::Device(at::kCPU), tuning),
                                       std::make_shared<const Tokenizer>(Tokenizer::from_model_dir(model_dir)), options);
}

// The same with the screened LM head on the CPU too, so that a lone greedy page takes its token
// from the screen.
std::unique_ptr<Scheduler> screened_cpu_scheduler(const std::string& model_dir) {
    folio::engine::EngineTuning tuning;
    tuning.screened_head = "on";
    return cpu_scheduler(model_dir, SchedulerOptions{}, tuning);
}

// Pages submitted together: one vision pass and one prefill pass for all (the default), or
// vision passes of few patches, whose prefill batches (a pass's worth of tokens) then hold one or
// two pages: the same tokens and logits as the reference's pages alone.
void check_pages_decoded_together(const std::string& name, int64_t vision_batch_patches) {
    const auto ref = load_reference_with_tokenizer(name);
    std::unique_ptr<Scheduler> scheduler;
    if (vision_batch_patches > 0) {
        SchedulerOptions options;
        options.vision_batch_patches = vision_batch_patches;
        scheduler = cpu_scheduler(ref.model_dir, options);
    } else {
        scheduler = open_scheduler(cpu_options(ref.model_dir));
    }
    Collected got;
    std::vector<PageWork> pages;
    for (int page = 0; ref.has_greedy(page); ++page) {
        PageWork work;
        work.pixel_values = ref.pixels(page);
        work.sampling = greedy(static_cast<int>(ref.at("tokens_" + std::to_string(page)).size(0)));
        work.callbacks = got.callbacks();
        work.on_logits = [&got](RequestId id, const at::Tensor& row) {
            std::lock_guard lock(got.mutex);
            got.logits[id].push_back(row);
        };
        pages.push_back(std::move(work));
    }
    const std::vector<RequestId> ids = scheduler->submit_batch(std::move(pages));
    scheduler->wait_idle();
    for (size_t page = 0; page < ids.size(); ++page) {
        const std::string suffix = "_" + std::to_string(page);
        const PageResult& result = got.finished.at(ids[page]);
        CHECK(result.finish == FinishReason::Length);
        CHECK(result.tokens == to_ids(ref.at("tokens" + suffix)));
        const double err = folio::test::relative_error(at::stack(got.logits.at(ids[page])), ref.at("logits" + suffix));
        std::printf("  %s page %zu in a batch of %zu (vision passes of %lld patches): max relative logit error %.3g\n",
                    name.c_str(), page, ids.size(), static_cast<long long>(vision_batch_patches), err);
        CHECK(err <= 1e-4);
    }
    // The pages really were decoded together: every page's first token (prefill) comes
    // before any page's second, and the second tokens come one per page (one decode step).
    // (Small vision passes admit the pages over several iterations, decode steps between.)
    if (vision_batch_patches > 0) return;
    CHECK(got.token_order.size() >= 2 * ids.size());
    for (size_t i = 0; i < ids.size(); ++i) {
        CHECK_EQ(got.token_order[i], ids[i]);
        CHECK_EQ(got.token_order[ids.size() + i], ids[i]);
    }
}

}  // namespace

FOLIO_TEST(pages_of_different_sizes_decoded_together_match_reference) {
    for (const std::string name : {"tiny_a", "tiny_b"}) check_pages_decoded_together(name, 0);
}

FOLIO_TEST(pages_in_small_vision_passes_and_prefill_batches_match_reference) {
    for (const int64_t patches : {int64_t(4), int64_t(60), int64_t(160)})
        for (const std::string name : {"tiny_a", "tiny_b"}) check_pages_decoded_together(name, patches);
}

FOLIO_TEST(a_lone_greedy_page_through_the_screened_lm_head_matches_reference) {
    for (const std::string name : {"tiny_a", "tiny_b"}) {
        const auto ref = load_reference_with_tokenizer(name);
        // By default only where the CUDA kernels take the head; "on" makes the screen on the CPU too.
        CHECK(!cpu_scheduler(ref.model_dir, SchedulerOptions{})->model().screens_greedy());
        const std::unique_ptr<Scheduler> scheduler = screened_cpu_scheduler(ref.model_dir);
        CHECK(scheduler->model().screens_greedy());
        // One page at a time, no logits wanted: every decode step takes its token from the screen.
        for (int page = 0; ref.has_greedy(page); ++page) {
            Collected got;
            PageWork work;
            work.pixel_values = ref.pixels(page);
            work.sampling = greedy(static_cast<int>(ref.at("tokens_" + std::to_string(page)).size(0)));
            work.callbacks = got.callbacks();
            const RequestId id = scheduler->submit(std::move(work));
            scheduler->wait_idle();
            CHECK(got.finished.at(id).finish == FinishReason::Length);
            CHECK(got.finished.at(id).tokens == to_ids(ref.at("tokens_" + std::to_string(page))));
        }
    }
}

FOLIO_TEST(tokens_stream_in_order_before_finish_and_match_result) {
    const auto ref = load_reference_with_tokenizer("tiny_c");
    auto engine = Engine::open(cpu_options(ref.model_dir));
    Collected got;
    PageRequest request{random_page(200, 150, 1), "", greedy(12)};
    const RequestId id = engine->submit(std::move(request), got.callbacks());
    engine->wait_idle();
    const PageResult& result = got.finished.at(id);
    CHECK(result.finish == FinishReason::Length);
    CHECK_EQ(result.tokens.size(), size_t(12));
    CHECK(got.streamed.at(id) == result.tokens);
    CHECK(!got.token_after_finish);
    CHECK_EQ(got.text.at(id), result.text);
    CHECK_EQ(result.timings.generated_tokens, 12);
    CHECK(result.timings.image_tokens > 0);
    CHECK(result.timings.prompt_tokens > result.timings.image_tokens);
    CHECK(result.timings.total_ms >= result.timings.time_to_first_token_ms);
}

FOLIO_TEST(max_new_tokens_is_honoured_per_page) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    auto engine = Engine::open(cpu_options(ref.model_dir));
    Collected got;
    std::vector<RequestId> ids;
    for (int n : {1, 5, 9}) ids.push_back(engine->submit({random_page(90, 60, n), "", greedy(n)}, got.callbacks()));
    engine->wait_idle();
    CHECK_EQ(got.finished.at(ids[0]).tokens.size(), size_t(1));
    CHECK_EQ(got.finished.at(ids[1]).tokens.size(), size_t(5));
    CHECK_EQ(got.finished.at(ids[2]).tokens.size(), size_t(9));
    for (RequestId id : ids) CHECK(got.finished.at(id).finish == FinishReason::Length);
}

FOLIO_TEST(cancel_stops_a_page_between_steps_and_spares_others) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    auto engine = Engine::open(cpu_options(ref.model_dir));
    Collected got;
    Engine* raw = engine.get();
    PageCallbacks cancelling = got.callbacks();
    auto stream = cancelling.on_token;
    cancelling.on_token = [&, stream, raw](RequestId id, int32_t token, const std::string& delta, const folio::engine::TokenLogprobs* logprobs) {
        stream(id, token, delta, logprobs);
        if (got.streamed.at(id).size() == 3) raw->cancel(id);  // from inside the callback
    };
    const RequestId cancelled = engine->submit({random_page(84, 56, 3), "", greedy(1000)}, cancelling);
    const RequestId other = engine->submit({random_page(56, 84, 4), "", greedy(20)}, got.callbacks());
    engine->wait_idle();
    CHECK(got.finished.at(cancelled).finish == FinishReason::Cancelled);
    CHECK_EQ(got.finished.at(cancelled).tokens.size(), size_t(3));
    CHECK(got.finished.at(other).finish == FinishReason::Length);
    CHECK_EQ(got.finished.at(other).tokens.size(), size_t(20));
    engine->cancel(987654);  // unknown ids are ignored
}

// A cancel that arrives after its page finished (Stop pressed as the page completes) or for an
// id never given leaves nothing behind; one of a running page is carried out, then forgotten.
FOLIO_TEST(cancels_of_finished_running_or_unknown_pages_leave_nothing_behind) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    const std::unique_ptr<Scheduler> scheduler = open_scheduler(cpu_options(ref.model_dir));
    Collected got;
    PageWork finished_work;
    finished_work.image = random_page(84, 56, 3);
    finished_work.sampling = greedy(3);
    finished_work.callbacks = got.callbacks();
    const RequestId finished = scheduler->submit(std::move(finished_work));
    scheduler->wait_idle();
    for (int i = 0; i < 100; ++i) scheduler->cancel(finished);
    scheduler->cancel(987654);
    CHECK_EQ(scheduler->pending_cancellations(), size_t{0});
    CHECK(got.finished.at(finished).finish == FinishReason::Length);

    Scheduler* raw = scheduler.get();
    PageWork running_work;
    running_work.image = random_page(56, 84, 4);
    running_work.sampling = greedy(1000);
    running_work.callbacks = got.callbacks();
    const auto stream = running_work.callbacks.on_token;
    running_work.callbacks.on_token = [&, stream, raw](RequestId id, int32_t token, const std::string& delta,
                                                        const folio::engine::TokenLogprobs* logprobs) {
        stream(id, token, delta, logprobs);
        if (got.streamed.at(id).size() == 2) raw->cancel(id);
    };
    const RequestId running = scheduler->submit(std::move(running_work));
    scheduler->wait_idle();
    CHECK(got.finished.at(running).finish == FinishReason::Cancelled);
    CHECK_EQ(got.finished.at(running).tokens.size(), size_t(2));
    scheduler->cancel(running);
    CHECK_EQ(scheduler->pending_cancellations(), size_t{0});
}

FOLIO_TEST(cancel_of_a_queued_page_reports_it_without_waiting_for_a_slot) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    auto options = cpu_options(ref.model_dir);
    options.max_concurrent_pages = 1;
    auto engine = Engine::open(options);
    Collected got;
    std::mutex m;
    std::condition_variable cv;
    bool queued_cancel_seen = false;
    PageCallbacks first = got.callbacks();
    auto stream = first.on_token;
    // Each token of the running page waits (50 ms at most) for the queued page's report, so
    // that the test thread's cancel surely lands while the first page is still generating.
    first.on_token = [&, stream](RequestId id, int32_t token, const std::string& delta, const folio::engine::TokenLogprobs* logprobs) {
        stream(id, token, delta, logprobs);
        std::unique_lock lock(m);
        cv.wait_for(lock, std::chrono::milliseconds(50), [&] { return queued_cancel_seen; });
    };
    const RequestId running = engine->submit({random_page(84, 56, 3), "", greedy(40)}, first);
    PageCallbacks second = got.callbacks();
    auto finished = second.on_finished;
    size_t running_tokens_then = 0;
    second.on_finished = [&, finished](RequestId id, const PageResult& r) {
        finished(id, r);
        running_tokens_then = got.streamed[running].size();
        std::lock_guard lock(m);
        queued_cancel_seen = true;
        cv.notify_all();
    };
    const RequestId queued = engine->submit({random_page(56, 84, 4), "", greedy(40)}, second);
    engine->cancel(queued);
    engine->wait_idle();
    CHECK(got.finished.at(queued).finish == FinishReason::Cancelled);
    CHECK(got.finished.at(queued).tokens.empty());
    CHECK(got.started.count(queued) == 0);  // cancelled before admission: never started
    CHECK(got.finished.at(running).finish == FinishReason::Length);
    // The queued page was reported while the first was still generating.
    CHECK(running_tokens_then < size_t(40));
}

// on_started comes once per page, when the scheduler admits it and before its first token: with
// one page at a time, a page starts only after the one before finished. A page cancelled while
// queued never starts; one cancelled as it starts ends Cancelled, started once.
FOLIO_TEST(each_page_starts_once_when_admitted_and_before_its_first_token) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    auto options = cpu_options(ref.model_dir);
    options.max_concurrent_pages = 1;
    const std::unique_ptr<Scheduler> scheduler = open_scheduler(options);
    Scheduler* raw = scheduler.get();
    std::mutex mutex;
    std::vector<std::pair<char, RequestId>> events;  // 's'tarted, 't'oken, 'f'inished, in order
    std::map<RequestId, PageResult> finished;
    std::vector<RequestId> ids;  // first, cancelled while queued, cancelled as it starts
    const auto callbacks = [&] {
        PageCallbacks cb;
        cb.on_started = [&](RequestId id) {
            std::lock_guard lock(mutex);
            events.emplace_back('s', id);
            if (id == ids[0]) raw->cancel(ids[1]);  // from the scheduler's thread, while it is queued
            if (id == ids[2]) raw->cancel(ids[2]);
        };
        cb.on_token = [&](RequestId id, int32_t, const std::string&, const folio::engine::TokenLogprobs*) {
            std::lock_guard lock(mutex);
            events.emplace_back('t', id);
        };
        cb.on_finished = [&](RequestId id, const PageResult& result) {
            std::lock_guard lock(mutex);
            events.emplace_back('f', id);
            finished[id] = result;
        };
        return cb;
    };
    std::vector<PageWork> works;
    for (int i = 0; i < 3; ++i) {
        PageWork work;
        work.image = random_page(84, 56, 30 + i);
        work.sampling = greedy(8);
        work.callbacks = callbacks();
        works.push_back(std::move(work));
    }
    {
        std::lock_guard lock(mutex);  // the callbacks read ids
        ids = scheduler->submit_batch(std::move(works));
    }
    scheduler->wait_idle();
    std::lock_guard lock(mutex);
    const auto first = [&](char kind, RequestId id) {
        return std::find(events.begin(), events.end(), std::pair{kind, id}) - events.begin();
    };
    const auto count = [&](char kind, RequestId id) { return std::count(events.begin(), events.end(), std::pair{kind, id}); };
    CHECK(finished.at(ids[0]).finish == FinishReason::Length);
    CHECK_EQ(count('s', ids[0]), 1);
    CHECK_EQ(count('t', ids[0]), 8);
    CHECK(first('s', ids[0]) < first('t', ids[0]));
    CHECK(finished.at(ids[1]).finish == FinishReason::Cancelled);
    CHECK_EQ(count('s', ids[1]), 0);
    CHECK(finished.at(ids[2]).finish == FinishReason::Cancelled);
    CHECK_EQ(count('s', ids[2]), 1);
    CHECK(first('s', ids[2]) > first('f', ids[0]));  // admitted once the first page left room
    CHECK(count('t', ids[2]) <= 1);  // the cancel is carried out at the first step
    CHECK(first('f', ids[2]) > first('s', ids[2]));
}

FOLIO_TEST(generation_ends_at_a_stop_token_which_is_not_output) {
    const auto ref = load_reference_with_tokenizer("tiny_c");
    const std::vector<int32_t> tokens = to_ids(ref.at("tokens_0"));
    // Stop on the first reference token that did not occur before it, at step >= 3.
    size_t stop_at = 3;
    while (std::find(tokens.begin(), tokens.begin() + stop_at, tokens[stop_at]) != tokens.begin() + stop_at) ++stop_at;
    // open_scheduler's stop tokens come from the model's config; a scheduler with its own here.
    SchedulerOptions custom;
    custom.stop_tokens = {tokens[stop_at]};
    const std::unique_ptr<Scheduler> stopping = cpu_scheduler(ref.model_dir, custom);
    Collected got;
    PageWork work;
    work.pixel_values = ref.pixels(0);
    work.sampling = greedy(64);
    work.sampling.ignore_stop_tokens = false;
    work.callbacks = got.callbacks();
    const RequestId id = stopping->submit(std::move(work));
    stopping->wait_idle();
    const PageResult& result = got.finished.at(id);
    CHECK(result.finish == FinishReason::Stop);
    CHECK(result.tokens == std::vector<int32_t>(tokens.begin(), tokens.begin() + stop_at));
}

FOLIO_TEST(seeded_sampling_is_reproducible) {
    const auto ref = load_reference_with_tokenizer("tiny_b");
    auto engine = Engine::open(cpu_options(ref.model_dir));
    Collected got;
    const auto sampled = [](std::uint64_t seed) {
        SamplingOptions s;
        s.greedy = false;
        s.temperature = 1.5f;
        s.top_p = 0.95f;
        s.seed = seed;
        s.max_new_tokens = 24;
        s.ignore_stop_tokens = true;
        return s;
    };
    const RgbImage page = random_page(120, 90, 9);
    const RequestId a = engine->submit({page, "", sampled(42)}, got.callbacks());
    const RequestId b = engine->submit({page, "", sampled(42)}, got.callbacks());
    const RequestId c = engine->submit({page, "", sampled(43)}, got.callbacks());
    const RequestId g = engine->submit({page, "", greedy(24)}, got.callbacks());
    engine->wait_idle();
    CHECK_EQ(got.finished.at(a).tokens.size(), size_t(24));
    CHECK(got.finished.at(a).tokens == got.finished.at(b).tokens);
    CHECK(got.finished.at(a).tokens != got.finished.at(c).tokens);
    CHECK(got.finished.at(a).tokens != got.finished.at(g).tokens);
}

FOLIO_TEST(banned_tokens_are_never_generated) {
    const auto ref = load_reference_with_tokenizer("tiny_c");
    auto engine = Engine::open(cpu_options(ref.model_dir));
    Collected got;
    const RgbImage page = random_page(100, 100, 5);
    const RequestId first = engine->submit({page, "", greedy(8)}, got.callbacks());
    engine->wait_idle();
    const std::vector<int32_t> free_tokens = got.finished.at(first).tokens;
    SamplingOptions banned = greedy(8);
    banned.banned_tokens = {free_tokens[0]};
    const RequestId second = engine->submit({page, "", banned}, got.callbacks());
    engine->wait_idle();
    const auto& tokens = got.finished.at(second).tokens;
    CHECK(std::find(tokens.begin(), tokens.end(), free_tokens[0]) == tokens.end());
}

// A lone greedy page that asks for log-probabilities leaves the screened LM head (which computes
// exact logits only for its candidates) for the full-logits path: the same tokens as the
// reference, each with the log-probabilities of the reference's logits.
FOLIO_TEST(logprobs_come_with_each_token_and_match_the_reference_distribution) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    const std::unique_ptr<Scheduler> scheduler = screened_cpu_scheduler(ref.model_dir);
    CHECK(scheduler->model().screens_greedy());
    const Tokenizer tokenizer = Tokenizer::from_model_dir(ref.model_dir);
    const std::vector<int32_t> expected_tokens = to_ids(ref.at("tokens_0"));
    Collected got;
    std::vector<TokenLogprobs> streamed;
    PageWork work;
    work.pixel_values = ref.pixels(0);
    work.sampling = greedy(static_cast<int>(expected_tokens.size()));
    work.sampling.logprobs = 3;
    work.callbacks = got.callbacks();
    work.callbacks.on_token = [&](RequestId, int32_t token, const std::string&, const TokenLogprobs* logprobs) {
        CHECK(logprobs != nullptr);
        if (logprobs) streamed.push_back(*logprobs);
        if (logprobs) CHECK_EQ(logprobs->chosen.token, token);
    };
    const RequestId id = scheduler->submit(std::move(work));
    scheduler->wait_idle();
    const PageResult& result = got.finished.at(id);
    CHECK(result.tokens == expected_tokens);
    CHECK_EQ(result.logprobs.size(), expected_tokens.size());
    CHECK_EQ(streamed.size(), expected_tokens.size());
    const at::Tensor reference = at::log_softmax(ref.at("logits_0").to(at::kFloat), -1);
    for (size_t i = 0; i < result.logprobs.size() && i < expected_tokens.size(); ++i) {
        const TokenLogprobs& lp = result.logprobs[i];
        const int64_t step = static_cast<int64_t>(i);
        CHECK_EQ(lp.chosen.token, expected_tokens[i]);
        CHECK(std::abs(lp.chosen.logprob - reference[step][expected_tokens[i]].item<float>()) < 1e-3f);
        CHECK_EQ(lp.chosen.bytes, tokenizer.token_bytes(expected_tokens[i]));
        CHECK_EQ(lp.top.size(), size_t(3));
        CHECK_EQ(lp.top[0].token, expected_tokens[i]);  // greedy: the likeliest
        CHECK(lp.top[0].logprob >= lp.top[1].logprob && lp.top[1].logprob >= lp.top[2].logprob);
        CHECK(std::abs(lp.top[1].logprob - reference[step][lp.top[1].token].item<float>()) < 1e-3f);
        CHECK_EQ(streamed[i].chosen.logprob, lp.chosen.logprob);
    }
}

// Each token of a penalized greedy page is the arg max of the model's logits after vLLM's
// repetition penalty over the prompt and the tokens before it.
FOLIO_TEST(repetition_penalty_picks_the_argmax_of_the_penalized_logits) {
    const auto ref = load_reference_with_tokenizer("tiny_c");
    auto scheduler = open_scheduler(cpu_options(ref.model_dir));
    const Tokenizer tokenizer = Tokenizer::from_model_dir(ref.model_dir);
    Collected got;
    PageWork work;
    work.image = random_page(100, 80, 3);
    work.sampling = greedy(16);
    work.sampling.repetition_penalty = 1.8f;
    work.callbacks = got.callbacks();
    work.on_logits = [&got](RequestId id, const at::Tensor& row) {
        std::lock_guard lock(got.mutex);
        got.logits[id].push_back(row);
    };
    const RequestId id = scheduler->submit(std::move(work));
    scheduler->wait_idle();
    const PageResult& result = got.finished.at(id);
    CHECK_EQ(result.tokens.size(), size_t(16));
    std::vector<int32_t> seen = build_ocr_prompt(tokenizer, result.timings.image_tokens, "");
    CHECK_EQ(static_cast<int>(seen.size()), result.timings.prompt_tokens);
    bool penalty_mattered = false;
    for (size_t i = 0; i < result.tokens.size(); ++i) {
        at::Tensor row = got.logits.at(id)[i].clone();
        penalty_mattered |= row.argmax().item<int64_t>() != result.tokens[i];
        // A token seen several times is penalized once.
        std::vector<int32_t> unique = seen;
        std::sort(unique.begin(), unique.end());
        unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
        for (int32_t t : unique) {
            float& v = row.data_ptr<float>()[t];
            v = v > 0 ? v / 1.8f : v * 1.8f;
        }
        CHECK_EQ(row.argmax().item<int64_t>(), result.tokens[i]);
        seen.push_back(result.tokens[i]);
    }
    CHECK(penalty_mattered);  // the test would pass without the penalty otherwise
}

FOLIO_TEST(a_prompt_longer_than_the_context_fails_as_a_request_error) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    auto engine = Engine::open(cpu_options(ref.model_dir));
    Collected got;
    std::string instruction;
    for (int i = 0; i < 5000; ++i) instruction += " word";
    const RequestId id = engine->submit({random_page(60, 60, 4), instruction, greedy(4)}, got.callbacks());
    const RequestId fine = engine->submit({random_page(60, 60, 4), "", greedy(4)}, got.callbacks());
    engine->wait_idle();
    CHECK(got.finished.at(id).finish == FinishReason::Error);
    CHECK(got.finished.at(id).request_error);
    CHECK(got.finished.at(id).error.find("exceeds the model's context") != std::string::npos);
    CHECK(got.finished.at(fine).finish == FinishReason::Length);
    CHECK(!got.finished.at(fine).request_error);
}

// A text no tokenization could fit in the context is refused by its length, before it is
// tokenized on the scheduler's thread (where it would hold every other page), and the page beside
// it runs.
FOLIO_TEST(a_text_too_long_for_the_context_is_refused_untokenized) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    auto engine = Engine::open(cpu_options(ref.model_dir));
    Collected got;
    const std::string word(std::size_t(64) << 20, 'a');
    const RequestId id = engine->submit({random_page(60, 60, 4), word, greedy(4)}, got.callbacks());
    const RequestId fine = engine->submit({random_page(60, 60, 5), "", greedy(4)}, got.callbacks());
    engine->wait_idle();
    CHECK(got.finished.at(id).request_error);
    CHECK(got.finished.at(id).error.find("the prompt's text (67108864 bytes) exceeds the model's context") != std::string::npos);
    CHECK(got.finished.at(fine).finish == FinishReason::Length);
}

FOLIO_TEST(a_bad_page_fails_alone) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    auto engine = Engine::open(cpu_options(ref.model_dir));
    Collected got;
    RgbImage broken{10, 10, std::vector<std::uint8_t>(7)};  // buffer of the wrong size
    const RequestId bad = engine->submit({broken, "", greedy(4)}, got.callbacks());
    const RequestId good = engine->submit({random_page(60, 60, 2), "", greedy(4)}, got.callbacks());
    engine->wait_idle();
    CHECK(got.finished.at(bad).finish == FinishReason::Error);
    CHECK(!got.finished.at(bad).error.empty());
    CHECK(got.finished.at(good).finish == FinishReason::Length);
}

FOLIO_TEST(a_kv_pool_too_small_for_every_page_at_once_waits_and_preempts_without_changing_tokens) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    const auto run = [&](int64_t blocks, int pages, int tokens) {
        auto model = LightOnOcrModel::load(ref.model_dir, at::kFloat, at::Device(at::kCPU));
        if (blocks > 0) model->configure_kv_pool(blocks, at::kFloat);
        SchedulerOptions options;
        options.max_concurrent_pages = pages;
        Collected got;  // outlives the scheduler, whose thread calls into it
        Scheduler scheduler(std::move(model), std::make_shared<const Tokenizer>(Tokenizer::from_model_dir(ref.model_dir)),
                            options);
        std::vector<PageWork> works;
        for (int i = 0; i < pages; ++i) {
            PageWork work;
            work.pixel_values = ref.pixels(0);
            work.sampling = greedy(tokens);
            work.callbacks = got.callbacks();
            works.push_back(std::move(work));
        }
        std::vector<std::vector<int32_t>> out;
        for (RequestId id : scheduler.submit_batch(std::move(works))) {
            scheduler.wait_idle();
            CHECK(got.finished.at(id).finish == FinishReason::Length);
            CHECK(got.streamed.at(id) == got.finished.at(id).tokens);  // nothing streamed twice
            CHECK_EQ(got.started.at(id), 1);  // preempted and admitted again: still started once
            out.push_back(got.finished.at(id).tokens);
        }
        return out;
    };
    const int64_t prompt = ref.at("input_ids_0").size(0);
    const int tokens = 40;
    // Room for two pages' whole context and a bit: four pages must take turns, and pages grow
    // into blocks that others need, so some are preempted and recomputed.
    const int64_t block = 16, per_page = (prompt + tokens + block - 1) / block;
    const auto roomy = run(0, 4, tokens);
    const auto tight = run(2 * per_page + 1, 4, tokens);
    CHECK(roomy == tight);
    for (const auto& t : roomy) CHECK(t == roomy[0]);
}

FOLIO_TEST(running_decode_steps_ahead_of_the_host_changes_no_token) {
    const auto ref = load_reference_with_tokenizer("tiny_b");
    const auto run = [&](bool run_ahead) {
        SchedulerOptions options;
        options.run_ahead = run_ahead;
        options.stop_tokens = {151645};
        Collected got;
        Scheduler scheduler(LightOnOcrModel::load(ref.model_dir, at::kFloat, at::Device(at::kCPU)),
                            std::make_shared<const Tokenizer>(Tokenizer::from_model_dir(ref.model_dir)), options);
        std::vector<PageWork> works;
        for (int i = 0; i < 3; ++i) {
            PageWork work;
            work.image = random_page(70 + 14 * i, 56, 20 + i);
            work.sampling = greedy(6 + 5 * i);  // pages end at different steps
            work.callbacks = got.callbacks();
            works.push_back(std::move(work));
        }
        std::vector<std::vector<int32_t>> out;
        const std::vector<RequestId> ids = scheduler.submit_batch(std::move(works));
        scheduler.wait_idle();
        for (RequestId id : ids) {
            CHECK(got.streamed.at(id) == got.finished.at(id).tokens);
            out.push_back(got.finished.at(id).tokens);
        }
        CHECK(!got.token_after_finish);
        return out;
    };
    const auto synchronous = run(false), ahead = run(true);
    CHECK(synchronous == ahead);
    for (size_t i = 0; i < ahead.size(); ++i) CHECK_EQ(ahead[i].size(), size_t(6 + 5 * i));
}

namespace {
// Counts the admissions whose vision passes ran beside decode steps.
struct OverlapCounter final : SchedulerObserver {
    std::mutex mutex;
    int64_t pages_beside_decode = 0;
    void admitted(const AdmissionTimes& times) override {
        std::lock_guard lock(mutex);
        if (times.beside_decode) pages_beside_decode += times.pages;
    }
};

// Page 0 of tiny_a alone first; when it emits its third token, pages 1 and 2 arrive and are
// admitted while it decodes (their vision beside its steps when overlap_vision is on). Every
// page's greedy tokens must be the reference's, each page run alone.
void check_pages_admitted_while_another_decodes(const at::Device device, bool overlap) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    OverlapCounter counter;
    SchedulerOptions options;
    options.max_concurrent_pages = 4;
    options.overlap_vision = overlap;
    // Eager steps: the small models' decoder takes paths that graph capture does not allow.
    options.cuda_graphs = false;
    options.observer = &counter;
    Collected got;
    Scheduler scheduler(LightOnOcrModel::load(ref.model_dir, at::kFloat, device),
                        std::make_shared<const Tokenizer>(Tokenizer::from_model_dir(ref.model_dir)), options);
    const auto page = [&](int i) {
        PageWork work;
        work.pixel_values = ref.pixels(i);
        work.sampling = greedy(static_cast<int>(ref.at("tokens_" + std::to_string(i)).size(0)));
        work.callbacks = got.callbacks();
        return work;
    };
    std::vector<RequestId> ids;
    std::mutex ids_mutex;
    PageWork first = page(0);
    const PageCallbacks first_callbacks = first.callbacks;
    first.callbacks.on_token = [&, streamed = 0](RequestId id, int32_t token, const std::string& delta,
                                                  const TokenLogprobs* logprobs) mutable {
        first_callbacks.on_token(id, token, delta, logprobs);
        if (++streamed != 3) return;
        std::vector<PageWork> later;
        later.push_back(page(1));
        later.push_back(page(2));
        const std::vector<RequestId> more = scheduler.submit_batch(std::move(later));
        std::lock_guard lock(ids_mutex);
        ids.insert(ids.end(), more.begin(), more.end());
    };
    const RequestId first_id = scheduler.submit(std::move(first));
    scheduler.wait_idle();
    {
        std::lock_guard lock(ids_mutex);
        ids.insert(ids.begin(), first_id);
    }
    CHECK_EQ(ids.size(), size_t(3));
    for (size_t i = 0; i < ids.size(); ++i) {
        const PageResult& result = got.finished.at(ids[i]);
        CHECK(result.finish == FinishReason::Length);
        CHECK(result.tokens == to_ids(ref.at("tokens_" + std::to_string(i))));
        CHECK(got.streamed.at(ids[i]) == result.tokens);
        CHECK_EQ(got.started.at(ids[i]), 1);
    }
    CHECK(!got.token_before_start);
    // Pages 1 and 2 were admitted while page 0 decoded: beside its steps only with the overlap.
    CHECK_EQ(counter.pages_beside_decode, overlap ? int64_t(2) : int64_t(0));
    CHECK(!got.token_after_finish);
}
}  // namespace

FOLIO_TEST(pages_admitted_while_another_decodes_keep_their_tokens_with_and_without_vision_overlap) {
    for (const bool overlap : {false, true}) check_pages_admitted_while_another_decodes(at::Device(at::kCPU), overlap);
}

FOLIO_TEST(on_cuda_vision_beside_decode_steps_keeps_every_pages_tokens) {
    if (!at::hasCUDA()) SKIP("no CUDA device");
    for (const bool overlap : {false, true}) check_pages_admitted_while_another_decodes(at::Device(at::kCUDA, 0), overlap);
}

FOLIO_TEST(a_page_larger_than_the_whole_kv_pool_fails_with_a_clear_error) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    auto model = LightOnOcrModel::load(ref.model_dir, at::kFloat, at::Device(at::kCPU));
    // Room for the prompt and at most 16 more tokens: the page outgrows the whole pool alone.
    model->configure_kv_pool(ref.at("input_ids_0").size(0) / 16 + 1, at::kFloat);
    Collected got;
    Scheduler scheduler(std::move(model), std::make_shared<const Tokenizer>(Tokenizer::from_model_dir(ref.model_dir)),
                        SchedulerOptions{});
    PageWork work;
    work.pixel_values = ref.pixels(0);
    work.sampling = greedy(64);
    work.callbacks = got.callbacks();
    const RequestId id = scheduler.submit(std::move(work));
    scheduler.wait_idle();
    CHECK(got.finished.at(id).finish == FinishReason::Error);
    CHECK(got.finished.at(id).error.find("KV cache is full") != std::string::npos);
    CHECK(!got.finished.at(id).tokens.empty());  // what it generated until then is kept
}

FOLIO_TEST(open_refuses_a_budget_or_kv_dtype_it_cannot_honour_with_a_clear_error) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    auto options = cpu_options(ref.model_dir);
    options.memory_budget_bytes = 1 << 20;  // less than the weights and activations
    CHECK_THROWS_WITH(Engine::open(options), "memory budget");
    options = cpu_options(ref.model_dir);
    options.kv_cache_dtype = "fp8";
    CHECK_THROWS_WITH(Engine::open(options), "fp8 needs a CUDA device");
    options.kv_cache_dtype = "int3";
    CHECK_THROWS_WITH(Engine::open(options), "unknown KV cache dtype 'int3'");
    // A budget that fits: the pool takes what is left after weights and activations.
    options = cpu_options(ref.model_dir);
    options.memory_budget_bytes = 1ull << 30;
    auto engine = Engine::open(options);
    Collected got;
    const RequestId id = engine->submit({random_page(60, 60, 2), "", greedy(4)}, got.callbacks());
    engine->wait_idle();
    CHECK(got.finished.at(id).finish == FinishReason::Length);
}

FOLIO_TEST(description_says_what_auto_resolved_to) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    auto options = cpu_options(ref.model_dir);
    options.dtype = "float32";
    const EngineDescription described = Engine::open(options)->description();
    CHECK_EQ(described.device, std::string("cpu"));
    CHECK_EQ(described.dtype, std::string("float32"));
    CHECK_EQ(described.kv_cache_dtype, std::string("float32"));
    CHECK(described.cpu_threads >= 1);
}

// The nice values of this process's threads (field 19 of /proc/self/task/<tid>/stat).
std::vector<int> thread_nice_values() {
    std::vector<int> values;
    for (const auto& task : std::filesystem::directory_iterator("/proc/self/task")) {
        std::ifstream stat(task.path() / "stat");
        std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
        std::istringstream fields(text.substr(text.rfind(')') + 2));  // after "pid (name) "
        std::string field;
        for (int i = 3; i <= 19 && fields >> field; ++i)
            if (i == 19) values.push_back(std::stoi(field));
    }
    return values;
}

FOLIO_TEST(cpu_threads_is_honoured_and_the_engine_runs_below_the_app) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    auto options = cpu_options(ref.model_dir);
    options.cpu_threads = 1;
    const int own_nice = ::getpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()));
    {
        auto engine = Engine::open(options);
        CHECK_EQ(engine->description().cpu_threads, 1);
        CHECK_EQ(at::get_num_threads(), 1);
        Collected got;
        engine->submit({random_page(64, 48, 3), "", greedy(2)}, got.callbacks());
        engine->wait_idle();
        // The engine's thread lowered its priority; this (the app's) thread kept its own.
        const std::vector<int> nice = thread_nice_values();
        const int lowered = std::min(own_nice + 5, 19);
        CHECK(std::count_if(nice.begin(), nice.end(), [&](int n) { return n >= lowered; }) >= 1);
        CHECK_EQ(::getpriority(PRIO_PROCESS, static_cast<id_t>(::gettid())), own_nice);
    }
    options.cpu_threads = 2;
    CHECK_EQ(Engine::open(options)->description().cpu_threads, 2);
    options.cpu_threads = 0;  // one per core: libtorch's default, whatever was set before
    const int cores = Engine::open(options)->description().cpu_threads;
    CHECK(cores >= 1);
    CHECK(cores <= static_cast<int>(std::thread::hardware_concurrency()));
}

FOLIO_TEST(the_cpu_kv_pool_holds_the_pages_in_flight_at_their_longest) {
    const auto ref = load_reference_with_tokenizer("tiny_a");
    auto options = cpu_options(ref.model_dir);
    options.max_concurrent_pages = 3;
    const auto scheduler = open_scheduler(options);
    // tiny_a's context ends at max_position_embeddings, before a full page's tokens and the
    // token limit: three pages of it.
    const auto& model = scheduler->model();
    const int64_t context = model.config().text.max_position_embeddings;
    CHECK_EQ(model.kv_pool()->num_blocks() * model.kv_pool()->block_size(), 3 * context);
}

FOLIO_TEST(open_names_the_missing_model_folder) {
    CHECK_THROWS_WITH(Engine::open(cpu_options("/nonexistent/folio-model")), "/nonexistent/folio-model");
}

// A peaked vocabulary: every token but one banned, so greedy decoding repeats that token. The
// repetition guard stops the page after loop_window tokens with FinishReason::Loop; with the
// guard off the same page runs on to max_new_tokens.
static SamplingOptions only_token(int32_t allowed, int64_t vocab, int max_new_tokens) {
    SamplingOptions s = greedy(max_new_tokens);
    s.ignore_stop_tokens = false;  // the guard watches real pages, not benchmarks
    for (int32_t id = 0; id < vocab; ++id)
        if (id != allowed) s.banned_tokens.push_back(id);
    return s;
}

FOLIO_TEST(a_page_stuck_on_one_token_finishes_as_a_loop) {
    const auto ref = load_reference_with_tokenizer("tiny_c");
    const int64_t vocab = ref.at("logits_0").size(-1);
    const int32_t allowed = to_ids(ref.at("tokens_0"))[0];
    const std::unique_ptr<Scheduler> scheduler = cpu_scheduler(ref.model_dir, SchedulerOptions{});  // no stop tokens
    Collected got;
    const auto submit = [&](const SamplingOptions& sampling) {
        PageWork work;
        work.pixel_values = ref.pixels(0);
        work.sampling = sampling;
        work.callbacks = got.callbacks();
        return scheduler->submit(std::move(work));
    };
    const RequestId by_default = submit(only_token(allowed, vocab, 400));
    SamplingOptions short_window = only_token(allowed, vocab, 400);
    short_window.loop_window = 24;
    short_window.loop_max_period = 4;
    const RequestId shortened = submit(short_window);
    SamplingOptions off = only_token(allowed, vocab, 300);
    off.loop_window = 0;
    const RequestId unguarded = submit(off);
    scheduler->wait_idle();

    const PageResult& looped = got.finished.at(by_default);
    CHECK(looped.finish == FinishReason::Loop);
    CHECK_EQ(looped.tokens.size(), size_t(SamplingOptions{}.loop_window));
    CHECK(looped.tokens == std::vector<int32_t>(looped.tokens.size(), allowed));
    CHECK_EQ(got.streamed.at(by_default).size(), looped.tokens.size());  // nothing streamed past the stop
    CHECK(got.finished.at(shortened).finish == FinishReason::Loop);
    CHECK_EQ(got.finished.at(shortened).tokens.size(), size_t(24));
    CHECK(got.finished.at(unguarded).finish == FinishReason::Length);
    CHECK_EQ(got.finished.at(unguarded).tokens.size(), size_t(300));
    CHECK(!got.token_after_finish);
}

// The reference pages are the model's free greedy output: the guard, on by default, lets every
// one of them run to its end.
FOLIO_TEST(the_loop_guard_leaves_varied_output_alone) {
    const auto ref = load_reference_with_tokenizer("tiny_c");
    const std::unique_ptr<Scheduler> scheduler = cpu_scheduler(ref.model_dir, SchedulerOptions{});
    Collected got;
    PageWork work;
    const std::vector<int32_t> expected = to_ids(ref.at("tokens_0"));
    work.pixel_values = ref.pixels(0);
    work.sampling = greedy(static_cast<int>(expected.size()));
    work.sampling.ignore_stop_tokens = false;
    work.sampling.loop_window = 8;
    work.sampling.loop_max_period = 2;
    work.callbacks = got.callbacks();
    const RequestId id = scheduler->submit(std::move(work));
    scheduler->wait_idle();
    CHECK(got.finished.at(id).finish == FinishReason::Length);
    CHECK(got.finished.at(id).tokens == expected);
}

FOLIO_TEST_MAIN()

// Fuzzing parse_safetensors_header with random and mutated headers: every input must be
// accepted with a consistent result or rejected with folio::engine::Error, never crash, never
// throw anything else, and never allocate far beyond the input's own size (a header length
// field claiming 100 MB must not make the parser reserve 100 MB).
//
// Deterministic: case i is generated from kSeed + i. Runs at least kMinCases cases, then keeps
// going until kBudget has passed. A failing case prints its number;
// `test_loading_fuzz_cases N` reruns only case N.
#include "checkpoint_writer.h"
#include "testing.h"

#include "loading/safetensors.h"

#include <folio/engine/engine.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <new>
#include <random>

// ---- Allocation accounting (this executable only) --------------------------------------------
namespace {
std::atomic<int64_t> g_live_bytes{0};
std::atomic<int64_t> g_peak_bytes{0};
constexpr size_t kPrefix = 16;  // keeps malloc's 16-byte alignment

// noinline: GCC otherwise inlines these into callers and misreads the size prefix as out of bounds.
[[gnu::noinline]] void* tracked_alloc(size_t size) {
    void* block = std::malloc(size + kPrefix);
    if (!block) return nullptr;
    *static_cast<size_t*>(block) = size;
    const int64_t live = g_live_bytes.fetch_add(int64_t(size), std::memory_order_relaxed) + int64_t(size);
    int64_t peak = g_peak_bytes.load(std::memory_order_relaxed);
    while (live > peak && !g_peak_bytes.compare_exchange_weak(peak, live, std::memory_order_relaxed)) {}
    return static_cast<char*>(block) + kPrefix;
}

[[gnu::noinline]] void tracked_free(void* pointer) {
    if (!pointer) return;
    void* block = static_cast<char*>(pointer) - kPrefix;
    g_live_bytes.fetch_sub(int64_t(*static_cast<size_t*>(block)), std::memory_order_relaxed);
    std::free(block);
}
}  // namespace

void* operator new(size_t size) {
    if (void* p = tracked_alloc(size)) return p;
    throw std::bad_alloc();
}
void* operator new[](size_t size) { return operator new(size); }
void* operator new(size_t size, const std::nothrow_t&) noexcept { return tracked_alloc(size); }
void* operator new[](size_t size, const std::nothrow_t&) noexcept { return tracked_alloc(size); }
void operator delete(void* p) noexcept { tracked_free(p); }
void operator delete[](void* p) noexcept { tracked_free(p); }
void operator delete(void* p, size_t) noexcept { tracked_free(p); }
void operator delete[](void* p, size_t) noexcept { tracked_free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { tracked_free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { tracked_free(p); }

// ---- Input generation ------------------------------------------------------------------------
namespace {

using folio::engine::SafetensorsHeader;

constexpr uint64_t kSeed = 20261129;
constexpr int kMinCases = 20000;
constexpr int kMaxCases = 400000;
constexpr auto kBudget = std::chrono::seconds(3);
// Allowed heap growth while parsing: the JSON DOM costs a few dozen bytes per input byte.
constexpr int64_t kBytesPerInputByte = 64;
constexpr int64_t kFixedAllowance = 64 * 1024;

std::vector<std::string> seed_files() {
    using folio::test::f32_tensor;
    std::vector<std::string> seeds;
    seeds.push_back(folio::test::safetensors_bytes({f32_tensor("a", {2, 3}), f32_tensor("b", {4})}));
    seeds.push_back(folio::test::safetensors_bytes({f32_tensor("model.layers.0.w", {1}), f32_tensor("empty", {0, 3})}));
    seeds.push_back(folio::test::raw_safetensors(
        R"({"__metadata__":{"format":"pt"},"x":{"dtype":"BF16","shape":[2,2],"data_offsets":[0,8]},)"
        R"("y":{"dtype":"U8","shape":[3],"data_offsets":[8,11]}})",
        std::string(11, '\x7f')));
    seeds.push_back(folio::test::raw_safetensors(R"({"s":{"dtype":"F64","shape":[],"data_offsets":[0,8]}})",
                                                 std::string(8, '\0')));
    return seeds;
}

const char* const kTokens[] = {"{", "}", "[", "]", ":", ",", "\"", "\"dtype\"", "\"shape\"", "\"data_offsets\"",
                               "\"F32\"", "\"BF16\"", "\"__metadata__\"", "0", "-1", "18446744073709551615",
                               "18446744073709551616", "1e400", "4294967296", "null", "true", "\\u0000", "\xff",
                               " ", "[[[[[[[[", "\"a\"", "9999999999"};

std::string mutate(std::string input, std::mt19937_64& random) {
    auto pick = [&](size_t n) { return n == 0 ? size_t(0) : size_t(random() % n); };
    const int rounds = 1 + int(random() % 8);
    for (int round = 0; round < rounds; ++round) {
        switch (random() % 7) {
            case 0:  // flip a bit
                if (!input.empty()) input[pick(input.size())] ^= char(1 << (random() % 8));
                break;
            case 1:  // random byte
                if (!input.empty()) input[pick(input.size())] = char(random());
                break;
            case 2:  // insert a JSON-ish token
                input.insert(pick(input.size() + 1), kTokens[pick(std::size(kTokens))]);
                break;
            case 3:  // delete a span
                if (!input.empty()) {
                    const size_t at = pick(input.size());
                    input.erase(at, 1 + pick(16));
                }
                break;
            case 4:  // truncate
                input.resize(pick(input.size() + 1));
                break;
            case 5: {  // rewrite the header length: random, near the true size, or huge
                if (input.size() < 8) break;
                const uint64_t length = random() % 3 == 0   ? random()
                                        : random() % 2 == 0 ? uint64_t(input.size() - 8 + (int64_t(random() % 17) - 8))
                                                            : uint64_t(random() % (200u << 20));
                input.replace(0, 8, folio::test::le_u64(length));
                break;
            }
            case 6:  // duplicate a span
                if (!input.empty()) {
                    const size_t at = pick(input.size());
                    input.insert(pick(input.size() + 1), input.substr(at, 1 + pick(32)));
                }
                break;
        }
    }
    return input;
}

std::string random_bytes(std::mt19937_64& random) {
    std::string bytes(random() % 300, '\0');
    for (char& byte : bytes) byte = char(random());
    if (bytes.size() >= 8 && random() % 2) bytes.replace(0, 8, folio::test::le_u64(bytes.size() - 8 - random() % 4));
    return bytes;
}

// JSON-ish text from the token list, behind a length prefix that usually fits.
std::string random_jsonish(std::mt19937_64& random) {
    std::string text = "{";
    const int tokens = int(random() % 40);
    for (int i = 0; i < tokens; ++i) text += kTokens[random() % std::size(kTokens)];
    return folio::test::raw_safetensors(text, std::string(random() % 64, '\0'));
}

std::string make_case(uint64_t index, const std::vector<std::string>& seeds) {
    std::mt19937_64 random(kSeed + index);
    switch (random() % 4) {
        case 0: return random_bytes(random);
        case 1: return random_jsonish(random);
        default: return mutate(seeds[random() % seeds.size()], random);
    }
}

// An accepted header must describe only bytes that exist, without overlaps.
void check_accepted(const SafetensorsHeader& header, size_t size, uint64_t index) {
    auto fail = [&](const std::string& what) {
        folio::test::fail(__FILE__, __LINE__, "case " + std::to_string(index) + ": accepted header " + what);
    };
    if (header.data_offset > size) fail("with data_offset past the end");
    uint64_t previous_end = 0;
    for (const auto& tensor : header.tensors) {
        uint64_t bytes = folio::engine::safetensors_dtype_size(tensor.dtype);
        if (bytes == 0) fail("with unknown dtype");
        for (int64_t extent : tensor.shape) bytes *= uint64_t(extent);  // small by construction here
        if (tensor.end - tensor.begin != bytes || tensor.begin > tensor.end) fail("with wrong byte count");
        if (header.data_offset + tensor.end > size) fail("with a tensor past the end");
        if (tensor.begin != tensor.end && tensor.begin < previous_end) fail("with overlapping tensors");
        if (tensor.begin != tensor.end) previous_end = tensor.end;
    }
}

struct Outcome {
    bool accepted = false;
    int64_t peak_growth = 0;
};

Outcome run_case(uint64_t index, const std::string& input) {
    Outcome outcome;
    const int64_t baseline = g_live_bytes.load();
    g_peak_bytes.store(baseline);
    try {
        const SafetensorsHeader header = folio::engine::parse_safetensors_header(
            reinterpret_cast<const uint8_t*>(input.data()), input.size(), "fuzz.safetensors");
        outcome.accepted = true;
        check_accepted(header, input.size(), index);
    } catch (const folio::engine::Error& error) {
        if (std::string(error.what()).rfind("fuzz.safetensors: ", 0) != 0)
            folio::test::fail(__FILE__, __LINE__, "case " + std::to_string(index) + ": error lacks the file name: " + error.what());
    } catch (const folio::test::Failure&) {
        throw;
    } catch (const std::exception& other) {
        folio::test::fail(__FILE__, __LINE__, "case " + std::to_string(index) + ": threw a non-Error exception: " + other.what());
    }
    outcome.peak_growth = g_peak_bytes.load() - baseline;
    const int64_t allowed = kBytesPerInputByte * int64_t(input.size()) + kFixedAllowance;
    if (outcome.peak_growth > allowed)
        folio::test::fail(__FILE__, __LINE__, "case " + std::to_string(index) + ": allocated " +
                                                  std::to_string(outcome.peak_growth) + " bytes for " +
                                                  std::to_string(input.size()) + " input bytes");
    return outcome;
}

}  // namespace

FOLIO_TEST(fuzz_cases) {
    const auto seeds = seed_files();
    for (const std::string& seed : seeds) CHECK(run_case(0, seed).accepted);  // the seeds are valid

    if (const char* only = std::getenv("FOLIO_FUZZ_CASE")) {
        run_case(std::strtoull(only, nullptr, 10), make_case(std::strtoull(only, nullptr, 10), seeds));
        return;
    }
    const auto start = std::chrono::steady_clock::now();
    int cases = 0, accepted = 0;
    int64_t worst_growth = 0;
    for (; cases < kMaxCases; ++cases) {
        if (cases >= kMinCases && std::chrono::steady_clock::now() - start > kBudget) break;
        const Outcome outcome = run_case(uint64_t(cases), make_case(uint64_t(cases), seeds));
        accepted += outcome.accepted;
        worst_growth = std::max(worst_growth, outcome.peak_growth);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("fuzz: %d cases in %.2f s, %d accepted, peak heap growth %lld bytes\n", cases, seconds, accepted,
                static_cast<long long>(worst_growth));
    CHECK(cases >= kMinCases);
    CHECK(accepted > 0);             // mutations must not all be trivially rejected
    CHECK(accepted < cases / 2);     // nor all accepted
}

// The accounting must see the parser's allocations, or the bounds above prove nothing.
FOLIO_TEST(allocation_accounting_sees_the_parser) {
    std::vector<folio::test::RawTensor> tensors;
    for (int i = 0; i < 500; ++i) tensors.push_back(folio::test::f32_tensor("tensor." + std::to_string(i), {1}));
    const std::string input = folio::test::safetensors_bytes(tensors);
    const Outcome outcome = run_case(0, input);
    CHECK(outcome.accepted);
    std::printf("500-tensor header: %zu input bytes, peak heap growth %lld bytes\n", input.size(),
                static_cast<long long>(outcome.peak_growth));
    CHECK(outcome.peak_growth > int64_t(input.size()));
}

// A header length field claiming far more than the file holds must cost nothing.
FOLIO_TEST(huge_claimed_lengths_allocate_nothing_large) {
    for (uint64_t length : {uint64_t(100) << 20, (uint64_t(100) << 20) + 1, ~uint64_t(0), uint64_t(1) << 62}) {
        const std::string input = folio::test::le_u64(length) + "{\"a\":{}}";
        const Outcome outcome = run_case(length, input);
        CHECK(!outcome.accepted);
        CHECK(outcome.peak_growth < 4096);
    }
}

FOLIO_TEST_MAIN()

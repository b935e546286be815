// Folio's inference engine: the public API. Plain C++ types only (no Qt, no torch).
//
// An Engine owns one LightOnOCR model on one device and a scheduler thread that batches
// every submitted page (continuous batching). All methods are thread-safe unless noted.
// Errors while opening throw folio::engine::Error with a message that names the file,
// tensor or field at fault; errors of one page are reported through its callbacks and never
// affect other pages.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace folio::engine {

class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Interleaved RGB, 8 bits per channel, rows without padding: pixels.size() == width*height*3.
struct RgbImage {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> pixels;
};

// Launch variants of the CUDA kernels that compute the same function; the defaults are the
// fastest path. Tests and benchmarks turn one off to check or measure what it brings.
struct KernelTuning {
    bool gemv_programmatic = true;          // GEMV kernels as programmatic dependent launches (sm_90+)
    bool gemv_preload = true;               // ... their first weights loaded before the wait (else prefetched into L2)
    bool paged_programmatic = true;         // paged attention's main and merge kernels likewise
    int paged_partition_tokens = 0;         // paged attention's split-K partition; 0 = automatic
    bool paged_fp8_mma = true;              // fp8 caches take the tensor-core kernel (else the scalar one)
    bool paged_fp8_swapped = true;          // ... its variant with the products transposed (else the first)
    bool rope_programmatic = true;          // the RoPE kernels likewise
    bool screened_head_programmatic = true; // the screened LM head's kernels likewise
    bool persistent_programmatic = true;    // the persistent decoder's eager launches likewise
    bool mapped_copy = true;                // step inputs and tokens copied by a kernel (else ATen's copies)
    bool mapped_copy_programmatic = true;   // ... as a programmatic dependent launch
};

// Which paths the engine takes; the defaults are the fastest. Read once when the engine opens.
struct EngineTuning {
    // A lone page's decode step as one persistent kernel (else the layered kernels); off, the
    // kernel's transposed weights are not made either. FOLIO_PERSISTENT_DECODER=0 turns it off.
    bool persistent_decoder = true;
    bool persistent_screen = true;   // the screened LM head as that kernel's last phase
    bool persistent_eager = true;    // that step launched eagerly rather than replayed as a graph
    // The int8 screen of the LM head for greedy single pages: "auto" (where its CUDA kernels take
    // the head), "off", "on" (the CPU too, through its fallback). FOLIO_SCREENED_HEAD=0 is "off".
    std::string screened_head = "auto";
    // The vision tower's attention kernel on CUDA: "auto" (ATen chooses), "cudnn", "cudnn_whole"
    // (cuDNN without the split of the keys past a multiple of 128), "flash", "efficient" or
    // "math" (an unsupported case then throws instead of falling back).
    std::string vision_attention = "auto";
    bool prefill_together = true;    // the pages of a vision pass prefilled in one pass (else one by one)
    // Vision passes of pages admitted while others decode run beside the decode steps (their own
    // stream) instead of between them. Off until its throughput is measured to pay on the GPU;
    // FOLIO_OVERLAP_VISION=1 turns it on, =0 off.
    bool overlap_vision = false;
    // On the CPU, the vision MLP runs over blocks of this many patches (0: all at once).
    int cpu_vision_mlp_rows = 1024;
    KernelTuning kernels;
};

struct EngineOptions {
    std::string model_dir;                  // folder with config.json, *.safetensors, tokenizer.json
    std::string device = "cpu";             // "cpu", "cuda", "cuda:N"
    // "float32", "bfloat16", "float16", or "int8" (CPU only: int8 decoder and LM-head weights,
    // bf16 activations, KV cache and vision tower). "auto": bfloat16 on CUDA; on the CPU int8 where
    // it has AVX2 or AVX-512 (the fastest within the fidelity floor), else float32.
    std::string dtype = "auto";
    // Device memory for weights, activations and the KV cache together; 0 = 90% of what the
    // device has free (on the CPU: a KV cache for max_concurrent_pages pages of the longest
    // context, at most half the machine's memory, whose memory is taken as tokens fill it). The
    // KV cache is one pool made at open time from what the budget leaves.
    std::uint64_t memory_budget_bytes = 0;
    int max_concurrent_pages = 16;          // pages decoded together at most
    int longest_image_side = 1540;          // preprocessing resize target
    std::string kv_cache_dtype = "auto";    // "auto" (the model's dtype) or "fp8" (E4M3, per-head scales)
    bool cuda_graphs = true;                // replay decode steps as CUDA graphs (GPU only)
    int cpu_threads = 0;                    // threads for CPU work; 0 = one per core
    EngineTuning tuning;                    // measurement switches; the defaults are the fastest path
};

// Writing systems, as bits of SamplingOptions::allowed_scripts.
enum Script : std::uint8_t {
    kScriptLatin = 1,
    kScriptHan = 2,   // with Bopomofo
    kScriptKana = 4,  // Hiragana and Katakana
};

struct SamplingOptions {
    bool greedy = true;            // argmax; otherwise temperature + top-p
    float temperature = 0.2f;
    float top_p = 0.9f;
    std::uint64_t seed = 0;
    int max_new_tokens = 4096;
    bool ignore_stop_tokens = false;  // benchmarks: always generate max_new_tokens
    // Token ids that must never be generated; empty = none.
    std::vector<std::int32_t> banned_tokens;
    // The scripts the page may be written in (Script bits; language hints set them): tokens
    // whose text has a letter of any other script are banned too. Digits, punctuation, symbols
    // and the added tokens (<|im_end|>...) stay allowed. 0 = no constraint.
    std::uint8_t allowed_scripts = 0;
    // As vLLM defines them; the defaults leave the model's distribution as it is. Penalties
    // apply to greedy decoding too; top_k and min_p only when sampling.
    int top_k = 0;                    // sample among the k likeliest tokens; 0 = all
    float min_p = 0.0f;               // drop tokens less likely than min_p times the likeliest one
    float repetition_penalty = 1.0f;  // tokens of the prompt or the output: positive logits divided by it, negative multiplied
    float presence_penalty = 0.0f;    // subtracted from the logit of each token already generated
    float frequency_penalty = 0.0f;   // subtracted once for each time a token was generated
    // Stops a page stuck repeating itself with FinishReason::Loop: its last loop_window tokens are
    // one pattern of at most loop_max_period tokens over and over (dot leaders that never reach a
    // page number, one table row forever). loop_window 0 turns it off, and so does ignore_stop_tokens.
    int loop_window = 256;
    int loop_max_period = 64;
    // >= 0: report each generated token's log-probability (of the model's distribution, before
    // penalties, temperature and truncation) and this many likeliest alternatives.
    int logprobs = -1;
};

struct PageRequest {
    RgbImage image;
    std::string instruction;  // optional text after the image in the user turn
    SamplingOptions sampling;
};

// Loop: stopped by the repetition guard (SamplingOptions::loop_window).
enum class FinishReason { Stop, Length, Loop, Cancelled, Error };

struct PageTimings {
    double queued_ms = 0;             // submit -> admitted
    double time_to_first_token_ms = 0;  // submit -> first token
    double total_ms = 0;              // submit -> finished
    int prompt_tokens = 0;
    int image_tokens = 0;
    int generated_tokens = 0;
};

struct TokenLogprob {
    std::int32_t token = 0;
    float logprob = 0;
    std::string bytes;  // what the token stands for (possibly part of a UTF-8 character)
};

struct TokenLogprobs {
    TokenLogprob chosen;
    std::vector<TokenLogprob> top;  // the likeliest tokens, best first (SamplingOptions::logprobs of them)
};

struct PageResult {
    std::vector<std::int32_t> tokens;  // generated ids, stop token excluded
    std::vector<TokenLogprobs> logprobs;  // one per token when SamplingOptions::logprobs >= 0
    std::string text;                  // decoded UTF-8
    FinishReason finish = FinishReason::Stop;
    std::string error;                 // set when finish == Error
    bool request_error = false;        // the page itself cannot run (longer than the context or the KV budget)
    PageTimings timings;
};

using RequestId = std::uint64_t;

// Called on the engine thread; must return quickly and must not call back into the Engine
// except cancel(). text_delta holds only complete UTF-8 characters; logprobs is null unless
// SamplingOptions::logprobs >= 0.
struct PageCallbacks {
    std::function<void(RequestId, std::int32_t token, const std::string& text_delta, const TokenLogprobs* logprobs)> on_token;
    std::function<void(RequestId, const PageResult&)> on_finished;
    // Once per page, when the scheduler admits it (room in the KV cache granted), before its
    // vision pass and prefill: on the CPU these take seconds before the first on_token. A page
    // cancelled or failed before admission never starts; one preempted and admitted again does
    // not start twice. With vision beside the decode steps, its pass may wait for the one in flight.
    std::function<void(RequestId)> on_started;
};

// What an open engine runs, with every "auto" resolved: for the CLI, the settings and logs.
struct EngineDescription {
    std::string device;          // "cpu", "cuda:0", ...
    std::string dtype;           // "float32", "bfloat16", "float16" or "int8" (int8 weights)
    std::string kv_cache_dtype;  // "float32", "bfloat16", "float16" or "fp8"
    int cpu_threads = 0;         // threads the engine's CPU work uses
};

struct DeviceInfo {
    std::string id;    // "cpu", "cuda:0", ...
    std::string name;  // human-readable, e.g. "NVIDIA H200"
    std::uint64_t total_memory_bytes = 0;
};

class Engine {
public:
    // Loads and validates the model. Throws Error naming the file and tensor/field at fault.
    static std::unique_ptr<Engine> open(const EngineOptions& options);
    virtual ~Engine() = default;

    // Queues a page; returns at once. Callbacks run on the engine thread.
    virtual RequestId submit(PageRequest request, PageCallbacks callbacks) = 0;
    // Stops a page at the next decode step; its on_finished reports Cancelled. Unknown ids are ignored.
    virtual void cancel(RequestId id) = 0;
    // Blocks until every submitted page has finished.
    virtual void wait_idle() = 0;

    virtual const EngineOptions& options() const = 0;
    virtual EngineDescription description() const = 0;
};

// Devices this build can run on (CPU always; each CUDA GPU when built with CUDA).
std::vector<DeviceInfo> available_devices();

std::string version();

}  // namespace folio::engine

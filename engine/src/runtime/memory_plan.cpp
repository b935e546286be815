#include "runtime/memory_plan.h"

#include <ATen/ops/randn.h>
#include <c10/core/GradMode.h>

#include <algorithm>
#include <unistd.h>
#include <vector>

#ifdef FOLIO_WITH_CUDA
#include <c10/cuda/CUDACachingAllocator.h>
#include <c10/cuda/CUDAFunctions.h>
#include <cuda_runtime_api.h>
#endif

#include "runtime/decode_runner.h"

namespace folio::engine {

namespace {

constexpr std::uint64_t kMiB = 1ull << 20;
constexpr int64_t kFullPagePatches = 110 * 110;  // a 1540 x 1540 page

std::string gib(std::uint64_t bytes) { return std::to_string(double(bytes) / double(1ull << 30)).substr(0, 5) + " GiB"; }

#ifdef FOLIO_WITH_CUDA
std::uint64_t allocated_now(int device) {
    return c10::cuda::CUDACachingAllocator::getDeviceStats(device).allocated_bytes[0].current;
}

// Peak bytes above what was allocated before: vision over `pages` full-size pages, then the
// prefill of one page's prompt into a temporary pool.
std::uint64_t measure_activations(LightOnOcrModel& model, int pages) {
    const int device = model.device().index() < 0 ? 0 : model.device().index();
    const ModelConfig& config = model.config();
    const int64_t side = 110 * config.vision.patch_size;
    const int64_t image_tokens = (110 / config.spatial_merge_size) * (110 / config.spatial_merge_size);
    const int64_t prompt_tokens = image_tokens + 32;
    const KvPoolShape shape = model.kv_shape(model.dtype());
    model.configure_kv_pool((prompt_tokens + shape.block_size) / shape.block_size + 1, model.dtype());
    c10::cuda::device_synchronize();
    const std::uint64_t before = allocated_now(device);
    c10::cuda::CUDACachingAllocator::resetPeakStats(device);
    {
        std::vector<at::Tensor> images(static_cast<size_t>(pages), at::randn({3, side, side}));
        const std::vector<at::Tensor> features = model.encode_images(images);
        std::vector<int32_t> prompt(static_cast<size_t>(image_tokens), config.image_token_id);
        prompt.insert(prompt.end(), 32, 151644);
        KvCache cache = model.new_cache();
        model.prefill(prompt, features[0], cache);
        c10::cuda::device_synchronize();
    }
    const std::uint64_t peak = c10::cuda::CUDACachingAllocator::getDeviceStats(device).allocated_bytes[0].peak;
    model.configure_kv_pool(1, model.dtype());  // drop the temporary pool
    c10::cuda::CUDACachingAllocator::emptyCache();
    return peak > before ? peak - before : 0;
}
#endif

// The CPU pool without a budget: max_concurrent_pages pages of the longest context a page can
// have (a square page at longest_image_side, the prompt around it, the default token limit),
// at most half the machine's memory.
std::uint64_t cpu_pool_bytes(const LightOnOcrModel& model, const EngineOptions& options, const KvPoolShape& shape) {
    const ModelConfig& config = model.config();
    const int64_t tokens_per_side = options.longest_image_side / (config.vision.patch_size * config.spatial_merge_size) + 1;
    const int64_t prompt_overhead = 64;  // chat template and instruction
    const int64_t context = std::min<int64_t>(config.text.max_position_embeddings,
                                              tokens_per_side * tokens_per_side + prompt_overhead +
                                                  SamplingOptions{}.max_new_tokens);
    const std::uint64_t pages = static_cast<std::uint64_t>(std::max(1, options.max_concurrent_pages));
    const std::uint64_t physical = static_cast<std::uint64_t>(::sysconf(_SC_PHYS_PAGES)) *
                                   static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
    const std::uint64_t per_page = static_cast<std::uint64_t>(context) * shape.bytes_per_token();
    return std::max(per_page, std::min(pages * per_page, physical / 2));
}

}  // namespace

at::ScalarType parse_kv_dtype(const std::string& name, at::ScalarType model_dtype) {
    if (name.empty() || name == "auto") return model_dtype;
    if (name == "fp8" || name == "fp8_e4m3" || name == "float8_e4m3fn") return at::kFloat8_e4m3fn;
    throw Error("unknown KV cache dtype '" + name + "' (expected auto or fp8)");
}

MemoryPlan configure_memory(LightOnOcrModel& model, const EngineOptions& options, SchedulerOptions& scheduler) {
    at::NoGradGuard no_grad;
    const at::ScalarType kv_dtype = parse_kv_dtype(options.kv_cache_dtype, model.dtype());
    if (kv_dtype == at::kFloat8_e4m3fn && !model.device().is_cuda())
        throw Error("kv_cache_dtype fp8 needs a CUDA device");
    const KvPoolShape shape = model.kv_shape(kv_dtype);
    MemoryPlan plan;
    plan.vision_batch_patches = scheduler.vision_batch_patches;
    if (!model.device().is_cuda()) {
        // No measurement on the CPU: activations of a full page stay under half a GiB in fp32.
        plan.activations = 512 * kMiB;
        // One page's patches per vision pass: batching pages gains nothing when every GEMM
        // already fills the cores, and would hold back the first page's tokens and add memory.
        plan.vision_batch_patches = std::min<int64_t>(plan.vision_batch_patches, kFullPagePatches);
        if (options.memory_budget_bytes == 0) {
            // The pages in flight at their longest; the pool's pages are backed on first use,
            // so memory follows the tokens actually cached.
            plan.kv_pool = cpu_pool_bytes(model, options, shape);
            plan.budget = model.weight_bytes() + plan.activations + plan.kv_pool;
        } else {
            plan.budget = options.memory_budget_bytes;
            const std::uint64_t held = model.weight_bytes() + plan.activations;
            plan.kv_pool = plan.budget > held ? plan.budget - held : 0;
        }
    } else {
#ifdef FOLIO_WITH_CUDA
        const int device = model.device().index() < 0 ? 0 : model.device().index();
        // Memory this process cached but no longer uses (an engine closed before) counts as free.
        c10::cuda::CUDACachingAllocator::emptyCache();
        size_t free_bytes = 0, total_bytes = 0;
        C10_CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
        const std::uint64_t weights = allocated_now(device);
        plan.budget = options.memory_budget_bytes > 0 ? options.memory_budget_bytes
                                                      : static_cast<std::uint64_t>(0.9 * double(free_bytes)) + weights;
        // Four pages per vision pass when the budget is roomy; one when it is tight.
        const bool roomy = plan.budget > weights + (16ull << 30);
        plan.vision_batch_patches = (roomy ? 4 : 1) * kFullPagePatches;
        plan.activations = measure_activations(model, roomy ? 4 : 1);
        // Vision beside the decode steps: a pass on the vision stream can run while the pages of
        // the pass before are prefilled on the decode stream, and each stream's freed blocks are
        // cached for that stream alone, so both peaks are held at once.
        if (scheduler.overlap_vision && scheduler.max_concurrent_pages > 1) plan.activations *= 2;
        plan.graphs = scheduler.cuda_graphs
                          ? DecodeRunner::graph_bytes(scheduler.max_concurrent_pages, model.config().text.vocab_size)
                          : 64 * kMiB;
        const std::uint64_t held = allocated_now(device) + plan.activations + plan.graphs;
        plan.kv_pool = plan.budget > held ? plan.budget - held : 0;
#endif
    }
    const int64_t blocks = KvPool::blocks_for_bytes(shape, plan.kv_pool);
    if (blocks < 1)
        throw Error("the memory budget of " + gib(plan.budget) + " leaves no room for the KV cache (weights " +
                    gib(model.weight_bytes()) + ", activations " + gib(plan.activations) + ")");
    model.configure_kv_pool(blocks, kv_dtype);
    scheduler.vision_batch_patches = plan.vision_batch_patches;
    return plan;
}

}  // namespace folio::engine

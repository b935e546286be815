#include "runtime/decode_runner.h"

#include <ATen/ops/empty.h>
#include <ATen/ops/tensor.h>
#include <c10/core/GradMode.h>

#include <algorithm>
#include <cstring>

#ifdef FOLIO_WITH_CUDA
#include <ATen/cuda/CUDAContext.h>
#include <ATen/cuda/CUDAGraph.h>
#include <c10/cuda/CUDAGuard.h>

#endif

#include "folio/engine/engine.h"
#include "kernels/ops.h"

namespace folio::engine {

struct DecodeRunner::Graph {
#ifdef FOLIO_WITH_CUDA
    at::cuda::CUDAGraph graph;
#endif
    at::Tensor output;  // float32 logits [rows, vocab] or int64 tokens [rows], written by every replay
};

namespace {
int64_t round_up(int64_t n, int64_t m) { return (n + m - 1) / m * m; }
}  // namespace

int64_t DecodeRunner::batch_bucket(int64_t batch) {
    if (batch <= 4) return batch <= 1 ? 1 : batch <= 2 ? 2 : 4;
    if (batch <= 32) return round_up(batch, 8);
    if (batch <= 128) return round_up(batch, 16);
    return round_up(batch, 32);
}

int64_t DecodeRunner::width_bucket(int64_t blocks) {
    int64_t w = 64;
    while (w < blocks) w *= 2;
    return w;
}

DecodeRunner::DecodeRunner(const LightOnOcrModel& model, int max_batch, bool use_graphs, bool eager_persistent)
    : model_(model), max_rows_(batch_bucket(std::max(1, max_batch))), use_graphs_(false),
      eager_persistent_(eager_persistent) {
    const KvPool& pool = *model.kv_pool();
    const int64_t context = std::max<int64_t>(model.config().text.max_position_embeddings, 1);
    max_width_ = width_bucket(std::min<int64_t>(pool.num_blocks(), pool.blocks_for_tokens(context)));
#ifdef FOLIO_WITH_CUDA
    use_graphs_ = use_graphs && model.device().is_cuda();
#endif
    const int64_t bytes = 8 * 3 * max_rows_ + 4 * (max_rows_ + max_rows_ * max_width_);
    const auto options = at::TensorOptions().dtype(at::kByte);
    device_buffer_ = at::empty({bytes}, options.device(model.device()));
    for (at::Tensor& host : host_buffers_) host = at::empty({bytes}, options.pinned_memory(model.device().is_cuda()));
}

DecodeRunner::~DecodeRunner() = default;

DecodeInputs DecodeRunner::views(int64_t rows, int64_t width) const {
    const at::Tensor i64 = device_buffer_.narrow(0, 0, 8 * 3 * max_rows_).view(at::kLong);
    const at::Tensor i32 = device_buffer_.narrow(0, 8 * 3 * max_rows_, 4 * (max_rows_ + max_rows_ * max_width_))
                               .view(at::kInt);
    DecodeInputs in;
    in.ids = i64.narrow(0, 0, rows);
    in.positions = i64.narrow(0, max_rows_, rows);
    in.slots = i64.narrow(0, 2 * max_rows_, rows);
    in.context_lens = i32.narrow(0, 0, rows);
    in.block_tables = i32.narrow(0, max_rows_, rows * width).view({rows, width});
    return in;
}

void DecodeRunner::upload(const DecodeHostInputs& host, const at::Tensor& device_tokens,
                          const at::Tensor& read_back_host) {
    const at::Tensor& host_buffer = host_buffers_[next_host_buffer_];
    next_host_buffer_ ^= 1;
    std::uint8_t* base = host_buffer.data_ptr<std::uint8_t>();
    auto* i64 = reinterpret_cast<int64_t*>(base);
    auto* i32 = reinterpret_cast<int32_t*>(base + 8 * 3 * max_rows_);
    const size_t rows = static_cast<size_t>(host.rows);
    std::memcpy(i64, host.ids.data(), rows * 8);
    std::memcpy(i64 + max_rows_, host.positions.data(), rows * 8);
    std::memcpy(i64 + 2 * max_rows_, host.slots.data(), rows * 8);
    std::memcpy(i32, host.context_lens.data(), rows * 4);
    std::memcpy(i32 + max_rows_, host.block_tables.data(), host.block_tables.size() * 4);
    const int64_t used = 8 * 3 * max_rows_ + 4 * (max_rows_ + static_cast<int64_t>(host.block_tables.size()));
    // ids are the buffer's first bytes: the carried tokens overwrite the host's there.
    const at::Tensor head = device_tokens.defined() ? device_tokens.to(at::kLong).contiguous().view(at::kByte) : at::Tensor();
    const at::Tensor head_out = read_back_host.defined() ? read_back_host.view(at::kByte) : at::Tensor();
    kernels::copy_mapped(device_buffer_.narrow(0, 0, used), host_buffer.narrow(0, 0, used), head, head_out);
}

at::Tensor DecodeRunner::step(const std::vector<int32_t>& tokens, const std::vector<KvCache*>& caches,
                              const at::Tensor& device_tokens, const ReadBack& read_back) {
    return run_step(tokens, caches, device_tokens, read_back, /*greedy=*/false);
}

at::Tensor DecodeRunner::step_greedy(const std::vector<int32_t>& tokens, const std::vector<KvCache*>& caches,
                                     const at::Tensor& device_tokens, const ReadBack& read_back) {
    return run_step(tokens, caches, device_tokens, read_back, /*greedy=*/true);
}

at::Tensor DecodeRunner::forward(const DecodeInputs& inputs, bool greedy) const {
    return greedy ? model_.decode_greedy(inputs) : model_.decode_logits(inputs);
}

at::Tensor DecodeRunner::run_step(const std::vector<int32_t>& tokens, const std::vector<KvCache*>& caches,
                                  const at::Tensor& device_tokens, const ReadBack& read_back, bool greedy) {
    at::NoGradGuard no_grad;
    const int64_t batch = static_cast<int64_t>(caches.size());
    if (batch == 0 || tokens.size() != caches.size()) throw Error("decode step: one token per sequence");
    if (batch > max_rows_) throw Error("decode step: more sequences than the runner was made for");
    int64_t blocks = 1;
    for (KvCache* c : caches) {
        if (c->pool() != model_.kv_pool().get()) throw Error("decode step: a cache belongs to another KV pool");
        if (c->blocks_needed(1) > 0) throw Error("decode step: a cache has no block reserved for its new token");
        blocks = std::max<int64_t>(blocks, static_cast<int64_t>(c->blocks().size()));
    }
    model_.check_token_ids(tokens);
    const int64_t rows = use_graphs_ ? batch_bucket(batch) : batch;
    const int64_t width = use_graphs_ ? std::min(width_bucket(blocks), max_width_) : blocks;
    if (blocks > width || width > max_width_)
        throw Error("decode step: a sequence is longer than the model's context");
    if (device_tokens.defined() && (device_tokens.dim() != 1 || device_tokens.size(0) != batch ||
                                    device_tokens.device() != model_.device()))
        throw Error("decode step: device tokens must be [batch] on the model's device");
    if (read_back.host.defined() &&
        (!device_tokens.defined() || read_back.host.scalar_type() != at::kLong || !read_back.host.is_contiguous() ||
         read_back.host.numel() != batch || read_back.host.device().is_cuda()))
        throw Error("decode step: a read-back needs device tokens and int64 [batch] host memory");
    upload(decode_host_inputs(tokens, caches, rows, width), device_tokens, read_back.host);
    if (read_back.queued) read_back.queued();
    const at::Tensor output =
        replays(batch, greedy) ? replay(rows, width, greedy) : forward(views(rows, width), greedy);
    for (KvCache* c : caches) c->advance(1);
    return output.narrow(0, 0, batch);
}

bool DecodeRunner::replays(int64_t batch, bool greedy) const {
    // A graph of the lone persistent kernel saves nothing, and its eager launch is a programmatic
    // dependent of the upload (slightly faster than a replay).
    return use_graphs_ && !(greedy && batch == 1 && eager_persistent_ && model_.persistent_greedy());
}

at::Tensor DecodeRunner::replay(int64_t rows, int64_t width, bool greedy) {
#ifdef FOLIO_WITH_CUDA
    auto& slot = graphs_[{rows, width, greedy}];
    if (!slot) {
        const DecodeInputs in = views(rows, width);
        auto graph = std::make_unique<Graph>();
        const at::cuda::CUDAStream capture_stream = at::cuda::getStreamFromPool();
        const at::cuda::CUDAStream current = at::cuda::getCurrentCUDAStream();
        capture_stream.synchronize();
        current.synchronize();  // the inputs have arrived
        {
            const at::cuda::CUDAStreamGuard guard(capture_stream);
            // Warm-up on the capture stream (cuBLAS handles and workspaces); it computes exactly
            // what the replay recomputes, so its writes to the pool are harmless.
            forward(in, greedy);
            capture_stream.synchronize();
            if (!graph_pool_) graph_pool_ = at::cuda::graph_pool_handle();
            graph->graph.capture_begin(*graph_pool_);
            graph->output = forward(in, greedy);
            graph->graph.capture_end();
        }
        capture_stream.synchronize();
        slot = std::move(graph);
    }
    slot->graph.replay();
    return slot->output;
#else
    (void)rows;
    (void)width;
    (void)greedy;
    throw Error("decode step: this build has no CUDA graphs");
#endif
}

void DecodeRunner::capture_all(int64_t context_tokens) {
    if (!use_graphs_) return;
    at::NoGradGuard no_grad;
    const KvPool& pool = *model_.kv_pool();
    const int64_t widest = std::min(width_bucket(pool.blocks_for_tokens(context_tokens)), max_width_);
    const auto capture = [&](int64_t rows, bool greedy) {
        for (int64_t width = 64; width <= widest; width *= 2) {
            if (graphs_.count({rows, width, greedy})) continue;
            upload(decode_host_inputs({}, {}, rows, width));  // padding rows only: nothing is written
            replay(rows, width, greedy);
        }
    };
    // Largest batches first: smaller graphs then reuse the shared pool's memory.
    std::vector<int64_t> batches;
    for (int64_t b = 1; b <= max_rows_; b = batch_bucket(b + 1)) batches.push_back(b);
    for (auto b = batches.rbegin(); b != batches.rend(); ++b) capture(*b, /*greedy=*/false);
    if (model_.screens_greedy() && replays(1, /*greedy=*/true)) capture(1, /*greedy=*/true);
#ifdef FOLIO_WITH_CUDA
    at::cuda::getCurrentCUDAStream().synchronize();
#endif
}

int64_t DecodeRunner::precaptured_context() { return 4096; }

std::uint64_t DecodeRunner::graph_bytes(int max_batch, int64_t vocab) {
    // Each graph keeps its float32 logits [rows, vocab] (a greedy graph only its int64 tokens);
    // the rest of a step's intermediates (the largest: bf16 logits of the biggest batch, or the
    // screened head's 4 * vocab bytes of upper bounds) is shared through the graph pool.
    std::uint64_t rows = 0;
    const int64_t top = batch_bucket(std::max(1, max_batch));
    for (int64_t b = 1; b <= top; b = batch_bucket(b + 1)) rows += static_cast<std::uint64_t>(b);
    int widths = 0;
    for (int64_t w = 64; w <= width_bucket(precaptured_context() / 16); w *= 2) ++widths;
    return rows * widths * vocab * 4 + static_cast<std::uint64_t>(top) * vocab * 2 + (64ull << 20);
}

}  // namespace folio::engine

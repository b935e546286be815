// Runs decode steps of the model: on a GPU by replaying CUDA graphs captured per (batch bucket,
// block-table bucket, output: logits or greedy tokens), so a step is one host-to-device copy of
// the step's inputs and one graph launch; on the CPU, or with graphs switched off, eagerly. The
// only engine code that moves a step's inputs to the device. Engine thread only.
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

#include "model/lighton_ocr_model.h"

#ifdef FOLIO_WITH_CUDA
#include <c10/cuda/CUDACachingAllocator.h>
#endif

namespace folio::engine {

class DecodeRunner {
public:
    // The previous step's tokens (a step's device_tokens) read back to the host by the kernel
    // that uploads this step's inputs: one launch a step less than a copy of their own. `host`:
    // int64 [caches.size()] (pinned on a GPU); `queued` runs once that copy is in the stream,
    // before the step itself (to record an event there: the tokens then arrive without waiting
    // for this step).
    struct ReadBack {
        at::Tensor host;
        std::function<void()> queued;
    };

    // max_batch: the most sequences a step holds; use_graphs is ignored off CUDA builds/devices.
    // eager_persistent (EngineTuning::persistent_eager): a lone greedy sequence's persistent step
    // is launched eagerly even with graphs on (false: replayed like the others).
    DecodeRunner(const LightOnOcrModel& model, int max_batch, bool use_graphs, bool eager_persistent = true);
    ~DecodeRunner();
    DecodeRunner(const DecodeRunner&) = delete;
    DecodeRunner& operator=(const DecodeRunner&) = delete;

    // One token per cache; each cache must already hold a block for its new token
    // (KvCache::reserve(1)). Returns float32 logits [caches.size(), vocab], valid until the next
    // call, and advances every cache by one token. Never waits for the device. With
    // `device_tokens` (int64 [caches.size()] on the device, e.g. the previous step's sampled
    // tokens) the ids come from there instead of `tokens`, so the host need not know them yet.
    at::Tensor step(const std::vector<int32_t>& tokens, const std::vector<KvCache*>& caches,
                    const at::Tensor& device_tokens = {}, const ReadBack& read_back = {});
    // The same step for sequences that only want their greedy token: int64 [caches.size()] on the
    // device, valid until the next call (LightOnOcrModel::decode_greedy; one sequence takes the
    // screened LM head when the model has it). Graphs of their own.
    at::Tensor step_greedy(const std::vector<int32_t>& tokens, const std::vector<KvCache*>& caches,
                           const at::Tensor& device_tokens = {}, const ReadBack& read_back = {});

    // Captures the graphs of every batch bucket up to max_batch for contexts up to
    // `context_tokens`, so that no step pays for a capture later (vLLM does the same at start),
    // and, when the model screens greedy picks, the greedy graphs of one sequence (the
    // scheduler's lone greedy page). A no-op without graphs.
    void capture_all(int64_t context_tokens);

    // The context capture_all is called with by the scheduler, and the device bytes the graphs
    // of up to max_batch rows then hold (for the memory plan).
    static int64_t precaptured_context();
    static std::uint64_t graph_bytes(int max_batch, int64_t vocab);

    bool uses_graphs() const { return use_graphs_; }
    int graphs_captured() const { return static_cast<int>(graphs_.size()); }

    // The bucket a batch or a block-table width is padded to.
    static int64_t batch_bucket(int64_t batch);
    static int64_t width_bucket(int64_t blocks);

private:
    struct Graph;
    DecodeInputs views(int64_t rows, int64_t width) const;
    // The step's inputs to the device buffer; with device_tokens (int64 [batch]) the ids come
    // from those instead of the host, and read_back_host receives them too (one launch either
    // way, see kernels::copy_mapped).
    void upload(const DecodeHostInputs& host, const at::Tensor& device_tokens = {},
                const at::Tensor& read_back_host = {});
    // step and step_greedy: the checks, the upload, the step's output, the caches advanced.
    at::Tensor run_step(const std::vector<int32_t>& tokens, const std::vector<KvCache*>& caches,
                        const at::Tensor& device_tokens, const ReadBack& read_back, bool greedy);
    // The step's output computed eagerly: logits, or greedy tokens.
    at::Tensor forward(const DecodeInputs& inputs, bool greedy) const;
    // Whether the step goes through a graph: with graphs on, all but a lone greedy sequence's
    // persistent step (unless eager_persistent is off: that one too).
    bool replays(int64_t batch, bool greedy) const;
    // The output of a replay of graph (rows, width, greedy), capturing it first when needed.
    at::Tensor replay(int64_t rows, int64_t width, bool greedy);

    const LightOnOcrModel& model_;
    int64_t max_rows_, max_width_;
    bool use_graphs_;
    bool eager_persistent_ = true;
    // bytes: int64 [3 * max_rows], then int32 [max_rows + max_rows * max_width]. Two host
    // buffers used in turn: a step's copy may still be pending while the next one is filled
    // (the scheduler waits for step N-1's tokens before it prepares step N+1).
    at::Tensor device_buffer_, host_buffers_[2];
    int next_host_buffer_ = 0;
    std::map<std::tuple<int64_t, int64_t, bool>, std::unique_ptr<Graph>> graphs_;
#ifdef FOLIO_WITH_CUDA
    // One memory pool for every graph: their replays never overlap, so intermediates are shared.
    std::optional<c10::cuda::MempoolId_t> graph_pool_;
#endif
};

}  // namespace folio::engine

// A decode step of one sequence through every decoder layer in one persistent kernel
// (engine/kernels/persistent_decoder.cu): the layered path's ~200 kernels become one launch
// whose blocks stream their slices of the weights into shared memory ahead of the data
// dependencies. It covers the LightOnOCR decoder's shapes (Qwen3: hidden 1024, 16/8 heads of 128,
// SwiGLU 3072), bf16 weights and a bf16 paged cache of 16-token blocks, on sm_90+ CUDA devices
// of CUDA builds; anything else keeps the layered path (TextDecoder::forward), which computes the
// same function.
//
// Options::enabled = false (EngineTuning::persistent_decoder) keeps it off: the kernel's transposed
// weights are not made either; set_enabled(false) only stops taking steps (a benchmark measures
// the layered path against it on the same model). A launch
// the device refuses (too few free SMs for a cooperative launch, say under MPS) switches it off
// for the process, with one message, and the step takes the layered path.
#pragma once

#include <ATen/core/Tensor.h>

#include <atomic>
#include <cstdint>
#include <vector>

#include "kernels/screened_head.h"

namespace folio::engine::kernels {

struct DecoderLayerWeights {
    at::Tensor input_norm, qkv, q_norm, k_norm, o, post_norm, gate_up, down;
};

class PersistentDecoder {
public:
    // Keeps the weights' addresses (the tensors must outlive it). available() is false when the
    // build, device, dtype or shapes do not fit the kernel.
    struct Options {
        bool enabled = true;  // false: never made (available() is false)
        bool screen = true;   // the screened LM head as the last phase (run_greedy)
    };
    PersistentDecoder(const std::vector<DecoderLayerWeights>& layers, const at::Tensor& embed_tokens,
                      const at::Tensor& final_norm, double eps, double rope_theta, const Options& options);

    bool available() const { return blocks_ > 0 && !refused_; }
    // Whether accepts() may take steps (default true); the weights stay made. Engine thread only.
    void set_enabled(bool enabled);

    // Whether one step with these inputs takes the kernel: available(), enabled, one token, a
    // bf16 cache of layer-major [layers, 2, blocks, 16, 8, 128] storage.
    bool accepts(const at::Tensor& ids, const at::Tensor& key_cache_0, const at::Tensor& value_cache_0,
                 const at::Tensor& key_cache_1) const;

    // The final-normed hidden state [1, hidden] of the token ids[0] at positions[0], written to
    // the caches at slots[0] on every layer. block_tables [1, width] int32, context_lens [1] int32
    // (new token included). keys(l) = key_cache_0 + l * 2 * layer stride: the pool's layout.
    // timeline (optional, for the benchmark): uint64 [blocks(), events()] on the device, filled
    // with the kernel's nanosecond stamps (persistent_decoder_launch.h). Undefined when the device
    // refused the launch (then available() turns false) or the block table is wider than the
    // kernel keeps (persistent_decoder_table_fits); any other error throws.
    at::Tensor run(const at::Tensor& ids, const at::Tensor& positions, const at::Tensor& slots,
                   const at::Tensor& block_tables, const at::Tensor& context_lens, const at::Tensor& key_cache_0,
                   int64_t num_layers_in_pool, const at::Tensor& timeline = {}) const;

    // Whether run_greedy takes this screened LM head (kernels/screened_head.h): available(), a
    // bf16 head of this width on the device, a vocabulary whose slices fit the kernel's shared
    // memory, and Options::screen.
    bool screens(const ScreenedHead& head) const;
    // run() with the screened greedy LM head as the kernel's last phase: the greedy token (int64
    // [1] on the device) of the final hidden state, the token screened_greedy(head, run(...))
    // picks, without a kernel boundary, the final state's round trip or a second pass over the
    // screen's bounds. Undefined as run(). hidden (optional) receives
    // the final state the token was picked from.
    at::Tensor run_greedy(const at::Tensor& ids, const at::Tensor& positions, const at::Tensor& slots,
                          const at::Tensor& block_tables, const at::Tensor& context_lens,
                          const at::Tensor& key_cache_0, int64_t num_layers_in_pool, const ScreenedHead& head,
                          at::Tensor* hidden = nullptr) const;

    int blocks() const { return blocks_; }
    int events() const;
    // Device memory it holds beyond the model's weights (transposed copies of the output and down
    // projections, ~290 MB at the real size; the accumulators); 0 when not available().
    std::uint64_t bytes() const { return blocks_ > 0 ? bytes_ : 0; }

private:
    at::Tensor launch(const at::Tensor& ids, const at::Tensor& positions, const at::Tensor& slots,
                      const at::Tensor& block_tables, const at::Tensor& context_lens, const at::Tensor& key_cache_0,
                      int64_t num_layers_in_pool, const at::Tensor& timeline, const ScreenedHead* head,
                      at::Tensor* token) const;

    int blocks_ = 0;
    int num_layers_ = 0;
    at::Tensor layer_table_;  // device: PersistentLayer [layers] as bytes
    at::Tensor barrier_;      // device: the kernel's uint32 counters
    at::Tensor accumulators_;             // device: float32 sums of partial products, zero between launches
    std::vector<at::Tensor> transposed_;  // per layer W_o^T and W_down^T
    std::uint64_t bytes_ = 0;
    at::Tensor embed_tokens_, final_norm_;
    float eps_ = 0, theta_ = 0, scale_ = 0;
    bool screen_ = true;
    bool enabled_ = true;
    mutable std::atomic<bool> refused_{false};
    mutable std::atomic<bool> programmatic_refused_{false};  // the device took only plain launches
};

}  // namespace folio::engine::kernels

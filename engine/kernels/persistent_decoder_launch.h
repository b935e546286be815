// Raw-pointer entry point of the persistent decoder kernel (engine/kernels/persistent_decoder.cu):
// one decode token through every layer of the LightOnOCR text decoder (Qwen3: hidden 1024, 16
// query heads and 8 kv heads of 128, SwiGLU 3072) in a single cooperative launch, bf16 weights
// and a bf16 paged KV cache of 16-token blocks. Only engine/src/kernels/persistent_decoder.cpp
// (after its checks) calls it.
#pragma once

#include <cuda_runtime_api.h>

#include <cstdint>

namespace folio::engine::kernels::cuda {

// The decoder shapes the kernel is written for.
struct PersistentDecoderShape {
    static constexpr int hidden = 1024;
    static constexpr int head_dim = 128;
    static constexpr int q_heads = 16;
    static constexpr int kv_heads = 8;
    static constexpr int inner = 3072;
    static constexpr int block_size = 16;  // tokens per KV block
};

// Device pointers of one layer's weights (bf16, contiguous, 16-byte aligned): the fused
// [q; k; v] and [gate; up] projections as TextDecoder keeps them, and the output and down
// projections transposed (a block multiplies its own input dimensions by their rows).
struct PersistentLayer {
    const void* input_norm;  // [hidden]
    const void* qkv;         // [(q_heads + 2 kv_heads) * head_dim, hidden]
    const void* q_norm;      // [head_dim]
    const void* k_norm;      // [head_dim]
    const void* o_t;         // [q_heads * head_dim, hidden]: W_o^T
    const void* post_norm;   // [hidden]
    const void* gate_up;     // [2 * inner, hidden]
    const void* down_t;      // [inner, hidden]: W_down^T
};

// Optional last phase (codes == nullptr: off): the screened greedy LM head of
// engine/kernels/screened_head.cu (the same bound, the same arithmetic for a candidate's logit),
// inside the kernel: every block computes the final RMSNorm itself, screens its slice of the
// vocabulary's int8 rows (streamed through the ring after the last layer's weights), and computes
// the logits of its rows whose upper bound reaches its own largest lower bound from the bf16 rows;
// the best (ordered logit, ~row) goes into pick[0], and the last block out writes the row to
// token_out and zeroes pick. No banned tokens.
struct PersistentScreen {
    const int8_t* codes = nullptr;  // [vocab, hidden]
    const float* scales = nullptr;  // [vocab]
    const float* bounds = nullptr;  // [vocab]
    const void* weight = nullptr;   // bf16 [vocab, hidden]
    int vocab = 0;
    unsigned long long* pick = nullptr;  // [2], zero before the first launch (each leaves it zero)
    int64_t* token_out = nullptr;    // [1]
};

struct PersistentDecoderArgs {
    const PersistentLayer* layers;  // device array [num_layers]
    int num_layers;
    const void* embed_tokens;  // [vocab, hidden]
    const void* final_norm;    // [hidden]
    // The step's inputs (batch 1): token id, position, pool slot of the new token (< 0 or
    // >= capacity: not written), block table row [max_blocks], context length (new token included).
    // Each block reads them once, at its start.
    const int64_t* ids;
    const int64_t* positions;
    const int64_t* slots;
    const int* block_table;
    const int* context_lens;
    int max_blocks;
    // Layer l's key cache starts at kv_base + 2 l kv_layer_stride elements, its value cache
    // kv_layer_stride elements later; each [num_blocks, block_size, kv_heads, head_dim].
    void* kv_base;
    int64_t kv_layer_stride;
    int64_t capacity;  // slots in the pool
    float eps, theta, scale;
    void* hidden_out;  // [hidden] bf16: the final RMSNorm of the last layer's output
    PersistentScreen screen;
    void* workspace;   // persistent_decoder_workspace_bytes()
    // float32 [persistent_decoder_accumulator_floats(num_layers)], zero before the first launch
    // (each launch leaves it zero): per layer the sums of the blocks' partial products of the
    // output projection and of the down projection, added in L2.
    float* accumulators;
    // kPersistentDecoderCounters words, zero before the first launch (each launch leaves them
    // zero): kPersistentDecoderCounterSlots counters a 128-byte line apart: the grid barrier's
    // arrivals, the blocks out, and per kv head the blocks done with its qkv rows and the
    // attention partitions done.
    unsigned* barrier;
    int partitions;  // split-K partitions of the attention (persistent_decoder_partitions)
    // Optional (nullptr: off): per block persistent_decoder_events(num_layers) nanosecond stamps
    // of %globaltimer: the start, then per mark its two stamps: a hand-off's arrival and release,
    // a checkpoint's twice its moment. Eight marks a layer: the residual's norm ready (checkpoint),
    // after qkv (hand-off), q/k/v ready (checkpoint), after the attention (hand-off), after the
    // merge and o (hand-off), the residual's norm ready, gate/up done (checkpoints), after the
    // MLP (hand-off). For folio-persistent-bench.
    unsigned long long* timeline;
};

constexpr int kPersistentDecoderCounterSlots = 2 + 2 * PersistentDecoderShape::kv_heads;
constexpr int kPersistentDecoderCounterStride = 32;  // unsigned words: a 128-byte line each
constexpr int kPersistentDecoderCounters = kPersistentDecoderCounterSlots * kPersistentDecoderCounterStride;
constexpr int kPersistentDecoderMarksPerLayer = 8;
__host__ __device__ constexpr int persistent_decoder_events(int layers) {
    return 2 * kPersistentDecoderMarksPerLayer * layers + 1;
}

// Blocks of the launch (one per SM, all resident), or 0 when the device cannot take the kernel
// (before sm_90, or too little shared memory).
int persistent_decoder_blocks(int device);
int persistent_decoder_partitions(int blocks);
int64_t persistent_decoder_workspace_bytes();
// Whether a launch of `blocks` blocks takes a block table of max_blocks entries (each attention
// partition keeps its entries in shared memory).
bool persistent_decoder_table_fits(int max_blocks, int blocks);
// Whether a launch of `blocks` blocks takes a PersistentScreen of this vocabulary.
bool persistent_screen_fits(int64_t vocab, int blocks);
int64_t persistent_decoder_accumulator_floats(int layers);

// programmatic: also a programmatic dependent of the stream's previous kernel (the producer then
// streams the first weights while that kernel finishes; not for stream capture).
cudaError_t launch_persistent_decoder(const PersistentDecoderArgs& args, int blocks, bool programmatic,
                                      cudaStream_t stream);

}  // namespace folio::engine::kernels::cuda

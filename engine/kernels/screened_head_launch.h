// Raw-pointer entry point of the screened greedy LM head (engine/kernels/screened_head.cu): the
// arg max of h . w_r over the rows of a bf16/fp16 head W [vocab, hidden] for one hidden vector
// h, found by screening an int8 copy of W and computing only the surviving rows from W. Only
// engine/src/kernels/screened_head.cpp (after its checks) calls it; the function and its
// arithmetic are described in engine/src/kernels/screened_head.h.
#pragma once

#include <cuda_runtime_api.h>

#include <cstdint>

#include "kernels/cuda_launch.h"

namespace folio::engine::kernels::cuda {

// Rows of the vocabulary one block of the pick kernel takes. The `upper` scratch must hold
// vocab rounded up to a multiple of it.
constexpr int kScreenPickRows = 512;
// Candidates a pick block keeps in shared memory; a block whose slice has more computes every
// row of its slice (correct, only slower).
constexpr int kScreenPickCapacity = 128;
// The most blocks the screen kernel launches: the length of the `block_lower` scratch.
constexpr int kScreenMaxBlocks = 1024;

struct ScreenedGreedyArgs {
    DType dtype = DType::bf16;  // of hidden and weight: bf16 or f16
    const void* hidden = nullptr;   // [hidden_size], 16-byte aligned
    const void* weight = nullptr;   // [vocab, hidden_size] contiguous, 16-byte aligned
    const int8_t* codes = nullptr;  // [vocab, hidden_size] contiguous, 16-byte aligned
    const float* scales = nullptr;  // [vocab]
    const float* bounds = nullptr;  // [vocab]
    const bool* banned = nullptr;   // [vocab] or nullptr
    int vocab = 0;
    int hidden_size = 0;
    float* upper = nullptr;        // scratch [vocab rounded up to kScreenPickRows], 8-byte aligned
    float* block_lower = nullptr;  // scratch [kScreenMaxBlocks]
    // Persistent scratch: [0] the packed best (ordered logit, ~row), [1] the count of finished
    // pick blocks. Zero before the first call; the last block of every call sets both back to
    // zero, so calls need no reset in between (CUDA graphs replay them as they are). Calls that
    // share it must run one after the other (one stream).
    unsigned long long* pick = nullptr;
    int64_t* out = nullptr;  // [1]: the row (0 when every row is banned or the logits are NaN)
    // Launch both kernels as programmatic dependents (sm_90+): the screen loads its first codes
    // (constants since the head was made) before it waits for the kernel that wrote h.
    bool programmatic = false;
};

// The hidden sizes and dtypes the kernels take (the rest is the ATen fallback's).
bool screened_greedy_supported(DType dtype, int64_t vocab, int64_t hidden);

// Two kernels on `stream`; cudaErrorInvalidValue for unsupported arguments (nothing launched).
cudaError_t launch_screened_greedy(const ScreenedGreedyArgs& args, cudaStream_t stream);

}  // namespace folio::engine::kernels::cuda

// Constants shared by the paged decode attention kernels (paged_attention.cu and the fp8
// tensor-core kernel of paged_attention_fp8.cuh).
#pragma once

namespace folio::engine::kernels::cuda::paged {

constexpr int kThreads = 128;
constexpr int kMaxPartitionTokens = 1024;  // shared memory for the rows: 4 bytes a token
// Running max before any token: finite, so that exp2(kNoLogit - m) is 0 and never NaN.
constexpr float kNoLogit = -1e30f;

}  // namespace folio::engine::kernels::cuda::paged

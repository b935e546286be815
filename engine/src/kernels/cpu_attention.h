// Paged decode attention on the CPU: keys and values read where the block table points, in place
// (no gathered fp32 copy of the cache), with fp32 scores, softmax and sums. The batch's context
// tokens are cut into one stretch per thread; a stretch reads every kv head of each token
// together (a token's rows are contiguous, so it streams through memory), each key and value row
// once for all query heads of its group, and leaves a partial softmax (maximum, sum, weighted
// values) that the caller's thread merges. AVX-512 where the CPU has it, plain C++ otherwise.
// Computes kernels::paged_decode_attention's function (ops.h) up to fp32 summation order.
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>

namespace folio::engine::kernels::cpu {

// True for CPU bf16/fp32 q [batch, heads, head_dim], contiguous caches [blocks, block_size,
// kv_heads, head_dim] of q's dtype without scales or fp8 e4m3 ones with contiguous fp32 row
// scales [blocks, block_size, kv_heads], int32 tables: what decode_attention takes.
bool decode_attention_takes(const at::Tensor& q, const at::Tensor& k_cache, const at::Tensor& v_cache,
                            const at::Tensor& block_tables, const at::Tensor& context_lens,
                            const std::optional<at::Tensor>& k_scales, const std::optional<at::Tensor>& v_scales);

// The caller has checked the arguments (paged_decode_attention's checks) and decode_attention_takes.
at::Tensor decode_attention(const at::Tensor& q, const at::Tensor& k_cache, const at::Tensor& v_cache,
                            const at::Tensor& block_tables, const at::Tensor& context_lens, double scale,
                            const std::optional<at::Tensor>& k_scales, const std::optional<at::Tensor>& v_scales);

// Asks the kernel (Linux: madvise MADV_HUGEPAGE) to back a large CPU tensor's memory with huge
// pages: decode attention reads a head's rows kv_heads * head_dim elements apart, which with 4 KiB
// pages misses the TLB every other row. Call it before the memory is first touched. Does nothing
// for other devices, small tensors or other systems.
void advise_huge_pages(const at::Tensor& t);

}  // namespace folio::engine::kernels::cpu

// Raw-pointer entry points of the CUDA kernels (engine/kernels/*.cu). Only the dispatch in
// engine/src/kernels calls them, after it has checked shapes, dtypes, devices and alignment;
// they take plain pointers so that the .cu files need no ATen headers and compile quickly.
// Each returns the launch's cudaError_t (cudaSuccess when all went well).
#pragma once

#include <cuda_runtime_api.h>

#include <cstdint>

namespace folio::engine::kernels::cuda {

enum class DType { f32, f16, bf16 };

// out = rmsnorm(x) * weight over rows of `hidden`; with residual != nullptr first
// residual += x (in place) and the norm reads the updated residual. out may alias x.
// vector_width: elements per access (1, or 16 bytes' worth when hidden and pointers allow).
bool rms_norm_supported(int64_t hidden, int vector_width);
cudaError_t launch_rms_norm(DType dtype, void* out, const void* x, void* residual,
                            const void* weight, int64_t rows, int64_t hidden, float eps,
                            int vector_width, cudaStream_t stream);

// In-place RMSNorm (when q_weight != nullptr) and RoPE over [tokens, heads, head_dim] views.
// cols == nullptr: 1D positions (Qwen3); otherwise positions are rows and cols (Pixtral 2D).
struct RopeTensor {
    void* data;
    int64_t token_stride;  // elements
    int64_t head_stride;   // elements
    int heads;
    const void* norm_weight;  // [head_dim] or nullptr
};
// programmatic: launched as a programmatic dependent of the stream's previous kernel (sm_90+;
// the kernel waits for it before reading anything, so only launch latency is hidden).
bool rope_supported(int head_dim);
cudaError_t launch_rope(DType dtype, RopeTensor q, RopeTensor k, int64_t tokens, int head_dim,
                        const int64_t* positions, const int64_t* cols, float theta, float eps,
                        bool programmatic, cudaStream_t stream);

// The fused qk_norm_rope + kv_append_paged: the rope kernel (1D positions, norm weights set),
// which also writes token t's rotated k rows (as rounded to the dtype, like the in-place k) and
// its v rows to row slots[t] of the caches (rows of kv_heads * head_dim, kv_heads = k.heads);
// slots outside [0, capacity) skip the write, q and k are still rotated. fp8: the caches hold
// e4m3 bytes and the per-(slot, head) scales go to k_scales / v_scales, quantised exactly like
// launch_kv_append_fp8 (not with DType::f32). Each lane accesses head_dim / 32 elements: v's
// strides and all pointers must be aligned to that.
struct RopeAppend {
    const void* v;
    int64_t v_token_stride;  // elements
    int64_t v_head_stride;   // elements
    void* k_cache;
    void* v_cache;
    float* k_scales;  // fp8 only
    float* v_scales;  // fp8 only
    const int64_t* slots;
    int64_t capacity;  // slots in the pool (num_blocks * block_size)
    bool fp8;
};
cudaError_t launch_qk_norm_rope_append(DType dtype, RopeTensor q, RopeTensor k, RopeAppend kv,
                                       int64_t tokens, int head_dim, const int64_t* positions,
                                       float theta, float eps, bool programmatic,
                                       cudaStream_t stream);

// out[r, i] = silu(in[r, i]) * in[r, inner + i].
cudaError_t launch_silu_mul(DType dtype, void* out, const void* in, int64_t rows, int64_t inner,
                            int vector_width, cudaStream_t stream);

// A view of [images, heads, rows, ...] with the last dimension contiguous (or of [images, heads,
// rows] of single floats: merge_attention_tail's log-sum-exps); strides in elements.
struct AttentionRows {
    const void* data;
    int64_t image_stride;
    int64_t head_stride;
    int64_t row_stride;
};
// merge_attention_tail (ops.h) for head_dim 64 and 1..kMaxAttentionTailKeys tail keys, bf16 or
// fp16: out (in place) and q, k, v in that dtype, each row 16-byte aligned; lse fp32.
constexpr int kMaxAttentionTailKeys = 127;
bool attention_tail_supported(int head_dim, int64_t tail_keys);
cudaError_t launch_attention_tail(DType dtype, AttentionRows out, AttentionRows lse, AttentionRows q,
                                  AttentionRows k, AttentionRows v, int images, int heads, int64_t rows,
                                  int tail_keys, int head_dim, float scale, cudaStream_t stream);

// Copies row t of k and v (row_elems = kv_heads * head_dim contiguous elements, rows `*_stride`
// elements apart) to row slots[t] of the caches; slots outside [0, capacity) are skipped.
cudaError_t launch_kv_append(DType dtype, const void* k, int64_t k_stride, const void* v,
                             int64_t v_stride, void* k_cache, void* v_cache, const int64_t* slots,
                             int64_t tokens, int64_t row_elems, int64_t capacity,
                             int vector_width, cudaStream_t stream);

// fp8 (e4m3) caches: each (token, kv head) row of head_dim elements is stored as
// e4m3(clamp(x / s, +-448)) with s = max(amax(|x|) * kFp8InvMax, kFp8MinScale) (fp32, round to
// nearest even; the same arithmetic as the ATen fallback, so both give identical bytes), and s
// goes to scales[slot * kv_heads + head]. k/v rows: heads contiguous, 16-byte aligned; head_dim
// 64, 128 or 256.
constexpr float kFp8InvMax = 1.0f / 448.0f;
constexpr float kFp8MinScale = 1.17549435e-38f;  // FLT_MIN
bool kv_append_fp8_supported(int head_dim);
cudaError_t launch_kv_append_fp8(DType dtype, const void* k, int64_t k_stride, const void* v,
                                 int64_t v_stride, void* k_cache, void* v_cache, float* k_scales,
                                 float* v_scales, const int64_t* slots, int64_t tokens,
                                 int kv_heads, int head_dim, int64_t capacity,
                                 cudaStream_t stream);

// Split-K paged decode attention; see ops.h for the function.
struct PagedDecodePlan {
    int partition_tokens;     // tokens of context per block of work
    int num_partitions;       // partitions of the longest possible context
    bool programmatic;        // launch the kernels as programmatic dependents (sm_90+)
    bool fp8_mma;             // fp8 caches, head_dim 128: the tensor-core kernel (else scalar)
    bool fp8_swapped;         // ... its variant with the products transposed (S^T = K Q^T)
};
bool paged_decode_supported(int head_dim, int group);
// Tokens one block takes per step (the smallest useful partition).
int paged_decode_step_tokens(int head_dim, int group);
// partition_tokens > 0 forces the partition size; 0 picks one from the grid size.
// programmatic is left false: the caller sets it for devices that support it.
// fp8_mma: plan for (and choose) the fp8 tensor-core kernel (fp8 caches, head_dim 128);
// fp8_swapped: its transposed variant (same plan otherwise).
PagedDecodePlan plan_paged_decode(int64_t batch, int kv_heads, int head_dim, int group,
                                  int64_t max_context, int multiprocessors,
                                  int partition_tokens = 0, bool fp8_mma = false,
                                  bool fp8_swapped = false);
bool paged_decode_plan_valid(const PagedDecodePlan& plan);
// workspace: batch * heads * num_partitions * (head_dim + 2) floats when num_partitions > 1.
// As a programmatic launch the split-K kernel reads block_tables and context_lens before it
// waits for the previous kernel: they must be written before the forward pass's last ordinary
// (non-programmatic) launch, as the decode step's inputs are.
// fp8_cache: caches of e4m3 bytes with float scales [num_blocks * block_size * kv_heads];
// otherwise the caches have q's dtype and the scales are ignored.
cudaError_t launch_paged_decode(DType dtype, bool fp8_cache, void* out, const void* q, int64_t q_seq_stride,
                                const void* k_cache, const void* v_cache, const float* k_scales,
                                const float* v_scales, const int* block_tables,
                                const int* context_lens, int batch, int heads, int kv_heads,
                                int head_dim, int block_size, int max_blocks, float scale,
                                PagedDecodePlan plan, float* workspace, cudaStream_t stream);

// One token per row; temperature <= 0: greedy. banned: nullptr or bool rows `banned_stride`
// apart (0: one row for all).
cudaError_t launch_sample(DType dtype, const void* logits, int64_t batch, int64_t vocab,
                          int64_t row_stride, float temperature, float top_p,
                          const int64_t* seeds, const bool* banned, int64_t banned_stride,
                          int64_t* out, cudaStream_t stream);

// dst[0, bytes) = src[0, bytes), except dst[0, head_bytes) = head[0, head_bytes), by a kernel;
// one of dst and src may be the device address of mapped pinned host memory. head_out (optional,
// e.g. mapped host memory) receives head[0, head_bytes) too. src_is_host: src is the host side
// (no kernel writes it). programmatic: a programmatic dependent of the stream's previous kernel.
cudaError_t launch_mapped_copy(void* dst, const void* src, int64_t bytes, const void* head,
                               int64_t head_bytes, void* head_out, bool src_is_host, bool programmatic,
                               cudaStream_t stream);

}  // namespace folio::engine::kernels::cuda

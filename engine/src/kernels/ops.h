// Fused operations of the decoder and the vision tower.
//
// Each function runs a custom CUDA kernel when its tensors are on a CUDA device and the build has
// CUDA (FOLIO_WITH_CUDA), and otherwise an ATen fallback that computes the same function (the
// fallback is also the reference the GPU tests compare against). Dtypes: bf16, fp16 and fp32
// unless a function says otherwise; all tensors of one call share a device. Bad shapes or dtypes
// throw c10::Error (a std::exception) naming the argument.
//
// Arithmetic: inputs are read in their dtype, everything is computed in fp32 and rounded once to
// the output dtype. Kernels never synchronise with the host, so they can be captured in CUDA
// graphs.
#pragma once

#include <ATen/core/Tensor.h>

#include <optional>

namespace folio::engine::kernels {

// residual += x (rounded to residual's dtype), then x = rmsnorm(residual) * weight, both in place.
// x, residual: [..., hidden] contiguous, same shape and dtype; weight: [hidden], same dtype.
void fused_add_rms_norm(at::Tensor& x, at::Tensor& residual, const at::Tensor& weight, double eps);

// Returns rmsnorm(x) * weight: x / sqrt(mean(x^2) + eps) * weight over the last dimension.
// x: [..., hidden] contiguous; weight: [hidden], same dtype.
at::Tensor rms_norm(const at::Tensor& x, const at::Tensor& weight, double eps);

// Qwen3 attention prologue, in place: RMSNorm over head_dim of every head (q with q_norm_weight,
// k with k_norm_weight), then RoPE with rotate_half over the full head_dim at the token's
// position: inverse frequencies 1 / theta^(2i / head_dim), angle = position * inv_freq (fp32).
// q: [tokens, q_heads, head_dim], k: [tokens, kv_heads, head_dim]; the last dimension contiguous,
// other strides free (views of a fused qkv output work). positions: [tokens] int32 or int64.
void qk_norm_rope(at::Tensor& q, at::Tensor& k, const at::Tensor& q_norm_weight,
                  const at::Tensor& k_norm_weight, const at::Tensor& positions, double theta,
                  double eps);

// Pixtral 2D RoPE, in place. For head_dim D the D/2 angles are: j < D/4: row * inv_freq[2j];
// otherwise col * inv_freq[2(j - D/4) + 1], with inv_freq[i] = 1 / theta^(2i / D); they are
// duplicated to D and applied with rotate_half. q, k: [tokens, heads, D] (head counts may
// differ), last dimension contiguous; rows, cols: [tokens] int32 or int64 patch positions.
void rope_2d(at::Tensor& q, at::Tensor& k, const at::Tensor& rows, const at::Tensor& cols,
             double theta);

// Returns silu(gate) * up for gate_up = [..., 2 * inner] laid out as [gate | up]: [..., inner].
at::Tensor silu_mul(const at::Tensor& gate_up);

// Adds keys [main, main + tail) to an attention computed over keys [0, main), in place:
// out = softmax(scale * q k^T) v over all of them, from out (the first part's result), lse (its
// natural-log log-sum-exp of the scaled scores, fp32) and the tail's keys and values. Lets the
// vision tower give cuDNN a key count it runs fastest on (a multiple of 128) and add the rest.
// out, q: [images, heads, rows, head_dim]; k_tail, v_tail: [images, heads, tail, head_dim]; the
// last dimensions contiguous, other strides free; lse: [images, heads, rows] float32. out, q and
// the tail share a dtype. An empty tail leaves out unchanged.
void merge_attention_tail(at::Tensor& out, const at::Tensor& lse, const at::Tensor& q,
                          const at::Tensor& k_tail, const at::Tensor& v_tail, double scale);

// Writes token t's keys and values to slot slot_mapping[t] of the paged caches; slot =
// block * block_size + offset, a negative slot skips the token (padding).
// k, v: [tokens, kv_heads, head_dim] (last dimension contiguous, token stride free);
// k_cache, v_cache: [num_blocks, block_size, kv_heads, head_dim] contiguous, same dtype as k;
// slot_mapping: [tokens] int32 or int64.
// fp8 caches (dtype float8_e4m3fn, k and v still bf16/fp16/fp32) need k_scales and v_scales:
// float32 [num_blocks, block_size, kv_heads] contiguous. Each (token, kv head) row x is stored
// as e4m3(clamp(x / s, -448, 448)) (round to nearest even) with s = max(amax(|x|) * (1/448),
// FLT_MIN) in fp32, and s goes to the scales; kernel and fallback give identical bytes.
void kv_append_paged(const at::Tensor& k, const at::Tensor& v, at::Tensor& k_cache,
                     at::Tensor& v_cache, const at::Tensor& slot_mapping,
                     const std::optional<at::Tensor>& k_scales = std::nullopt,
                     const std::optional<at::Tensor>& v_scales = std::nullopt);

// qk_norm_rope(q, k, ...) and then kv_append_paged(k, v, k_cache, v_cache, slot_mapping,
// k_scales, v_scales), in one kernel on CUDA: the rotated k (as written in place) and v go to the
// caches; q and k are still updated in place (prefill attention reads them), also for tokens
// whose slot is skipped. Same arguments and checks as the two functions; the results (q, k,
// cache bytes, fp8 scales) are bit-identical to calling them in sequence. Layouts the fused
// kernel does not cover (fp32 with fp8 caches, other head_dims, unaligned views) run the two.
void qk_norm_rope_append(at::Tensor& q, at::Tensor& k, const at::Tensor& v,
                         const at::Tensor& q_norm_weight, const at::Tensor& k_norm_weight,
                         const at::Tensor& positions, double theta, double eps,
                         at::Tensor& k_cache, at::Tensor& v_cache, const at::Tensor& slot_mapping,
                         const std::optional<at::Tensor>& k_scales = std::nullopt,
                         const std::optional<at::Tensor>& v_scales = std::nullopt);

// One query token per sequence against its paged context. q: [batch, heads, head_dim];
// caches as above with heads a multiple of kv_heads (GQA: query head h reads kv head
// h / (heads / kv_heads)); block_tables: [batch, max_blocks] int32, entry i = cache block of the
// sequence's tokens [i * block_size, (i + 1) * block_size); context_lens: [batch] int32, each
// >= 1 and <= max_blocks * block_size (the kernel writes zeros for a context of 0). Entries of
// block_tables past a sequence's context are never read. Returns softmax(scale * q k^T) v:
// [batch, heads, head_dim] in q's dtype. fp8 caches (see kv_append_paged) need their scales:
// keys and values are code * scale of their (token, kv head).
at::Tensor paged_decode_attention(const at::Tensor& q, const at::Tensor& k_cache,
                                  const at::Tensor& v_cache, const at::Tensor& block_tables,
                                  const at::Tensor& context_lens, double scale,
                                  const std::optional<at::Tensor>& k_scales = std::nullopt,
                                  const std::optional<at::Tensor>& v_scales = std::nullopt);

// Nucleus sampling, one token per row, without sorting the vocabulary.
// logits: [batch, vocab]; seeds: [batch] int64, one per row (same seed and logits give the same
// token); banned: optional bool [vocab] or [batch, vocab], true = never sampled.
// The function: p = softmax(logits / temperature) over allowed tokens (fp32); the nucleus is
// every token whose p is >= tau, tau the largest value such that the nucleus holds at least
// top_p of the mass (ties at tau all kept; the same set as transformers' TopPLogitsWarper);
// the token is argmax over the nucleus of p_i / E_i with E_i = -log(u_i) and u_i =
// uniform_from_hash(seed, i) (the exponential race: a draw from p renormalised to the nucleus).
// temperature <= 0 means greedy. Returns [batch] int64.
at::Tensor sample_top_p(const at::Tensor& logits, double temperature, double top_p,
                        const at::Tensor& seeds, const std::optional<at::Tensor>& banned = {});

// Index of the largest allowed logit of each row (the lowest index among ties): [batch] int64.
at::Tensor greedy_argmax(const at::Tensor& logits, const std::optional<at::Tensor>& banned = {});

// dst.copy_(src) in stream order, except that dst's first head.numel() bytes come from head
// when it is given, and head_out (given only with head: its size, pinned host memory for the
// kernel) receives head too. dst, src, head, head_out: contiguous uint8, src and dst of the same
// size. Between pinned host memory and a CUDA device this is one kernel that reads or writes the
// host memory directly (asynchronous, like a non-blocking copy: the host side must stay untouched
// until the stream gets there); anything else is ATen's copies.
void copy_mapped(const at::Tensor& dst, const at::Tensor& src, const at::Tensor& head = {},
                 const at::Tensor& head_out = {});

// The ATen implementations, callable directly (tests, benchmarks, and the CPU build).
namespace fallback {
void fused_add_rms_norm(at::Tensor& x, at::Tensor& residual, const at::Tensor& weight, double eps);
at::Tensor rms_norm(const at::Tensor& x, const at::Tensor& weight, double eps);
void qk_norm_rope(at::Tensor& q, at::Tensor& k, const at::Tensor& q_norm_weight,
                  const at::Tensor& k_norm_weight, const at::Tensor& positions, double theta,
                  double eps);
void rope_2d(at::Tensor& q, at::Tensor& k, const at::Tensor& rows, const at::Tensor& cols,
             double theta);
at::Tensor silu_mul(const at::Tensor& gate_up);
void merge_attention_tail(at::Tensor& out, const at::Tensor& lse, const at::Tensor& q,
                          const at::Tensor& k_tail, const at::Tensor& v_tail, double scale);
void kv_append_paged(const at::Tensor& k, const at::Tensor& v, at::Tensor& k_cache,
                     at::Tensor& v_cache, const at::Tensor& slot_mapping,
                     const std::optional<at::Tensor>& k_scales = std::nullopt,
                     const std::optional<at::Tensor>& v_scales = std::nullopt);
void qk_norm_rope_append(at::Tensor& q, at::Tensor& k, const at::Tensor& v,
                         const at::Tensor& q_norm_weight, const at::Tensor& k_norm_weight,
                         const at::Tensor& positions, double theta, double eps,
                         at::Tensor& k_cache, at::Tensor& v_cache, const at::Tensor& slot_mapping,
                         const std::optional<at::Tensor>& k_scales = std::nullopt,
                         const std::optional<at::Tensor>& v_scales = std::nullopt);
at::Tensor paged_decode_attention(const at::Tensor& q, const at::Tensor& k_cache,
                                  const at::Tensor& v_cache, const at::Tensor& block_tables,
                                  const at::Tensor& context_lens, double scale,
                                  const std::optional<at::Tensor>& k_scales = std::nullopt,
                                  const std::optional<at::Tensor>& v_scales = std::nullopt);
at::Tensor sample_top_p(const at::Tensor& logits, double temperature, double top_p,
                        const at::Tensor& seeds, const std::optional<at::Tensor>& banned = {});
at::Tensor greedy_argmax(const at::Tensor& logits, const std::optional<at::Tensor>& banned = {});
void copy_mapped(const at::Tensor& dst, const at::Tensor& src, const at::Tensor& head = {},
                 const at::Tensor& head_out = {});
}  // namespace fallback

// True when this build has the CUDA kernels (the functions above still work without them).
bool cuda_kernels_built();

}  // namespace folio::engine::kernels

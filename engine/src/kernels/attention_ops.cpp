// Paged KV-cache append and paged decode attention: dispatch and ATen fallbacks.
#include <ATen/ops/arange.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/empty_like.h>

#include <optional>
#include <string>

#include "kernels/cpu_attention.h"
#include "kernels/dispatch.h"
#include "kernels/ops.h"

namespace folio::engine::kernels {
namespace {

// The fp8 quantisation constants (see ops.h); the CUDA kernels use the same numbers.
constexpr float kFp8InvMax = 1.0f / 448.0f;
constexpr float kFp8MinScale = 1.17549435e-38f;  // FLT_MIN
#ifdef FOLIO_WITH_CUDA
static_assert(kFp8InvMax == cuda::kFp8InvMax && kFp8MinScale == cuda::kFp8MinScale);
#endif

using Scales = std::optional<at::Tensor>;

bool is_fp8(const at::Tensor& cache) { return cache.scalar_type() == at::kFloat8_e4m3fn; }

void check_cache(const at::Tensor& cache, const at::Tensor& like, const char* op,
                 const char* name) {
    TORCH_CHECK(cache.defined(), op, ": ", name, " is undefined");
    if (is_fp8(cache)) {
        TORCH_CHECK(cache.device() == like.device(), op, ": ", name, " is on ", cache.device(),
                    ", expected ", like.device());
    } else {
        detail::check_float(cache, op, name);
        detail::check_same(like, cache, op, "the keys", name);
    }
    TORCH_CHECK(cache.dim() == 4, op, ": ", name,
                " must be [num_blocks, block_size, kv_heads, head_dim], got ", cache.sizes());
    TORCH_CHECK(cache.is_contiguous(), op, ": ", name, " must be contiguous");
}

// fp8 caches need float32 scales [num_blocks, block_size, kv_heads]; other caches take none.
void check_scales(const at::Tensor& cache, const Scales& scales, const char* op,
                  const char* name) {
    if (!is_fp8(cache)) {
        TORCH_CHECK(!scales.has_value() || !scales->defined(), op, ": ", name,
                    " given for a cache of dtype ", cache.scalar_type(),
                    " (scales go with float8_e4m3fn caches only)");
        return;
    }
    TORCH_CHECK(scales.has_value() && scales->defined(), op, ": ", name,
                " is required with a float8_e4m3fn cache");
    const at::Tensor& s = *scales;
    TORCH_CHECK(s.scalar_type() == at::kFloat, op, ": ", name, " must be float32, got ",
                s.scalar_type());
    TORCH_CHECK(s.dim() == 3 && s.size(0) == cache.size(0) && s.size(1) == cache.size(1) &&
                    s.size(2) == cache.size(2),
                op, ": ", name, " must be [", cache.size(0), ", ", cache.size(1), ", ",
                cache.size(2), "], got ", s.sizes());
    TORCH_CHECK(s.is_contiguous(), op, ": ", name, " must be contiguous");
    TORCH_CHECK(s.device() == cache.device(), op, ": ", name, " is on ", s.device(),
                ", expected ", cache.device());
}

// The key and value caches of one call (alike, and like `like`) and their fp8 scales.
void check_cache_pair(const at::Tensor& k_cache, const at::Tensor& v_cache, const at::Tensor& like,
                      const Scales& k_scales, const Scales& v_scales, const char* op) {
    check_cache(k_cache, like, op, "k_cache");
    check_cache(v_cache, like, op, "v_cache");
    TORCH_CHECK(k_cache.sizes() == v_cache.sizes() &&
                    k_cache.scalar_type() == v_cache.scalar_type(),
                op, ": v_cache is ", v_cache.scalar_type(), " ", v_cache.sizes(), ", expected ",
                k_cache.scalar_type(), " ", k_cache.sizes());
    check_scales(k_cache, k_scales, op, "k_scales");
    check_scales(v_cache, v_scales, op, "v_scales");
}

void check_append_args(const at::Tensor& k, const at::Tensor& v, const at::Tensor& k_cache,
                       const at::Tensor& v_cache, const at::Tensor& slot_mapping,
                       const Scales& k_scales, const Scales& v_scales) {
    const char* op = "kv_append_paged";
    detail::check_float(k, op, "k");
    check_cache_pair(k_cache, v_cache, k, k_scales, v_scales, op);
    for (const auto* t : {&k, &v}) {
        detail::check_same(k, *t, op, "k", "v");
        TORCH_CHECK(t->dim() == 3 && t->size(0) == k.size(0) && t->size(1) == k_cache.size(2) &&
                        t->size(2) == k_cache.size(3),
                    op, ": k and v must be [tokens, ", k_cache.size(2), ", ", k_cache.size(3),
                    "], got ", t->sizes());
    }
    detail::check_index(slot_mapping, k.size(0), op, "slot_mapping");
}

void check_decode_args(const at::Tensor& q, const at::Tensor& k_cache, const at::Tensor& v_cache,
                       const at::Tensor& block_tables, const at::Tensor& context_lens,
                       const Scales& k_scales, const Scales& v_scales) {
    const char* op = "paged_decode_attention";
    detail::check_float(q, op, "q");
    TORCH_CHECK(q.dim() == 3, op, ": q must be [batch, heads, head_dim], got ", q.sizes());
    check_cache_pair(k_cache, v_cache, q, k_scales, v_scales, op);
    TORCH_CHECK(k_cache.size(3) == q.size(2), op, ": head_dim of the cache is ", k_cache.size(3),
                ", q's is ", q.size(2));
    TORCH_CHECK(k_cache.size(2) > 0 && q.size(1) % k_cache.size(2) == 0, op, ": q has ",
                q.size(1), " heads, not a multiple of the cache's ", k_cache.size(2), " kv heads");
    TORCH_CHECK(block_tables.dim() == 2 && block_tables.size(0) == q.size(0) &&
                    block_tables.scalar_type() == at::kInt,
                op, ": block_tables must be int32 [", q.size(0), ", max_blocks], got ",
                block_tables.scalar_type(), " ", block_tables.sizes());
    TORCH_CHECK(context_lens.dim() == 1 && context_lens.size(0) == q.size(0) &&
                    context_lens.scalar_type() == at::kInt,
                op, ": context_lens must be int32 [", q.size(0), "], got ",
                context_lens.scalar_type(), " ", context_lens.sizes());
    TORCH_CHECK(block_tables.device() == q.device() && context_lens.device() == q.device(), op,
                ": block_tables and context_lens must be on ", q.device());
}

#ifdef FOLIO_WITH_CUDA
// A split-K partition size the tuning forces; 0: automatic.
int forced_partition_tokens() { return kernel_tuning().paged_partition_tokens; }

// The main and merge kernels as programmatic dependent launches.
bool programmatic_enabled() { return detail::programmatic_launches(kernel_tuning().paged_programmatic); }

// fp8 caches with head_dim 128 take the tensor-core kernel unless the tuning asks for the scalar one.
bool fp8_mma_enabled() { return kernel_tuning().paged_fp8_mma; }
bool fp8_swapped_enabled() { return kernel_tuning().paged_fp8_swapped; }
#endif

}  // namespace

// The argument checks of kv_append_paged, for qk_norm_rope_append (rope_ops.cpp) to run before
// it touches anything.
namespace detail {
void check_kv_append_args(const at::Tensor& k, const at::Tensor& v, const at::Tensor& k_cache,
                          const at::Tensor& v_cache, const at::Tensor& slot_mapping,
                          const std::optional<at::Tensor>& k_scales,
                          const std::optional<at::Tensor>& v_scales) {
    check_append_args(k, v, k_cache, v_cache, slot_mapping, k_scales, v_scales);
}
}  // namespace detail

void fallback::kv_append_paged(const at::Tensor& k, const at::Tensor& v, at::Tensor& k_cache,
                               at::Tensor& v_cache, const at::Tensor& slot_mapping,
                               const std::optional<at::Tensor>& k_scales,
                               const std::optional<at::Tensor>& v_scales) {
    check_append_args(k, v, k_cache, v_cache, slot_mapping, k_scales, v_scales);
    const int64_t kv_heads = k_cache.size(2), head_dim = k_cache.size(3);
    const int64_t capacity = k_cache.size(0) * k_cache.size(1);
    const at::Tensor slots = slot_mapping.to(k.device(), at::kLong);
    const at::Tensor kept = slots.ge(0).logical_and(slots.lt(capacity)).nonzero().squeeze(1);
    const at::Tensor rows = slots.index_select(0, kept);
    if (!is_fp8(k_cache)) {
        k_cache.view({capacity, kv_heads, head_dim}).index_copy_(0, rows, k.index_select(0, kept));
        v_cache.view({capacity, kv_heads, head_dim}).index_copy_(0, rows, v.index_select(0, kept));
        return;
    }
    // scale = max(amax * (1/448), FLT_MIN), codes = e4m3(clamp(x / scale, +-448)): fp32 with
    // one rounding per operation (a tensor divisor: true division on CPU and CUDA alike).
    auto quantise = [&](const at::Tensor& x, at::Tensor& cache, at::Tensor& scales) {
        const at::Tensor xf = x.index_select(0, kept).to(at::kFloat);  // [n, kv_heads, head_dim]
        const at::Tensor scale = xf.abs()
                                     .amax(-1)
                                     .mul(static_cast<double>(kFp8InvMax))
                                     .clamp_min(static_cast<double>(kFp8MinScale));
        const at::Tensor codes =
            xf.div(scale.unsqueeze(-1)).clamp(-448.0, 448.0).to(at::kFloat8_e4m3fn);
        cache.view(at::kByte)
            .view({capacity, kv_heads, head_dim})
            .index_copy_(0, rows, codes.view(at::kByte));
        scales.view({capacity, kv_heads}).index_copy_(0, rows, scale);
    };
    at::Tensor ks = *k_scales, vs = *v_scales;
    quantise(k, k_cache, ks);
    quantise(v, v_cache, vs);
}

at::Tensor fallback::paged_decode_attention(const at::Tensor& q, const at::Tensor& k_cache,
                                            const at::Tensor& v_cache,
                                            const at::Tensor& block_tables,
                                            const at::Tensor& context_lens, double scale,
                                            const std::optional<at::Tensor>& k_scales,
                                            const std::optional<at::Tensor>& v_scales) {
    check_decode_args(q, k_cache, v_cache, block_tables, context_lens, k_scales, v_scales);
    const int64_t batch = q.size(0), heads = q.size(1), head_dim = q.size(2);
    const int64_t blocks = k_cache.size(0), block_size = k_cache.size(1);
    const int64_t kv_heads = k_cache.size(2), group = heads / kv_heads;
    const int64_t length = block_tables.size(1) * block_size;
    // Unused table entries may hold anything: clamp them to a real block, the mask hides them.
    const at::Tensor table = block_tables.to(at::kLong).clamp(0, blocks - 1).flatten();
    auto gather = [&](const at::Tensor& cache, const Scales& scales) {
        at::Tensor rows;  // [batch * max_blocks, block_size, kv_heads, head_dim] float
        if (is_fp8(cache)) {
            rows = cache.view(at::kByte).index_select(0, table).view(at::kFloat8_e4m3fn).to(at::kFloat);
            rows = rows.mul(scales->index_select(0, table).unsqueeze(-1));
        } else {
            rows = cache.index_select(0, table).to(at::kFloat);
        }
        return rows.view({batch, length, kv_heads, head_dim}).permute({0, 2, 1, 3});
    };
    const at::Tensor keys = gather(k_cache, k_scales);  // [batch, kv_heads, length, head_dim]
    const at::Tensor beyond = at::arange(length, q.options().dtype(at::kLong))
                                  .unsqueeze(0)
                                  .ge(context_lens.to(at::kLong).unsqueeze(1));  // [batch, length]
    // Rows past the context never count, whatever they hold (0 * NaN would).
    const at::Tensor values =
        gather(v_cache, v_scales).masked_fill(beyond.view({batch, 1, length, 1}), 0.0);
    const at::Tensor qf = q.to(at::kFloat).view({batch, kv_heads, group, head_dim});
    at::Tensor scores = qf.matmul(keys.transpose(2, 3)).mul(scale);  // [b, kvh, g, length]
    scores.masked_fill_(beyond.view({batch, 1, 1, length}), -INFINITY);
    return scores.softmax(-1).matmul(values).view({batch, heads, head_dim}).to(q.scalar_type());
}

void kv_append_paged(const at::Tensor& k, const at::Tensor& v, at::Tensor& k_cache,
                     at::Tensor& v_cache, const at::Tensor& slot_mapping,
                     const std::optional<at::Tensor>& k_scales,
                     const std::optional<at::Tensor>& v_scales) {
#ifdef FOLIO_WITH_CUDA
    if (detail::on_cuda(k) && k.dim() == 3 && v.dim() == 3 && k.stride(2) == 1 &&
        v.stride(2) == 1 && k.stride(1) == k.size(2) && v.stride(1) == v.size(2)) {
        check_append_args(k, v, k_cache, v_cache, slot_mapping, k_scales, v_scales);
        const int64_t row_elems = k.size(1) * k.size(2);
        const int64_t capacity = k_cache.size(0) * k_cache.size(1);
        if (is_fp8(k_cache)) {
            const int head_dim = static_cast<int>(k.size(2));
            const int width = 16 / static_cast<int>(k.element_size());
            if (k.scalar_type() != at::kFloat && cuda::kv_append_fp8_supported(head_dim) &&
                k.stride(0) % width == 0 && v.stride(0) % width == 0 &&
                detail::aligned(k.data_ptr(), 16) && detail::aligned(v.data_ptr(), 16) &&
                detail::aligned(k_cache.data_ptr(), 8) && detail::aligned(v_cache.data_ptr(), 8)) {
                const at::Tensor slots = slot_mapping.to(k.device(), at::kLong).contiguous();
                const c10::cuda::CUDAGuard guard(k.device());
                FOLIO_CUDA_LAUNCH(cuda::launch_kv_append_fp8(
                    detail::cuda_dtype(k), k.data_ptr(), k.stride(0), v.data_ptr(), v.stride(0),
                    k_cache.data_ptr(), v_cache.data_ptr(), k_scales->data_ptr<float>(),
                    v_scales->data_ptr<float>(), slots.data_ptr<int64_t>(), k.size(0),
                    static_cast<int>(k.size(1)), head_dim, capacity, detail::current_stream()));
                return;
            }
        } else {
            const at::Tensor slots = slot_mapping.to(k.device(), at::kLong).contiguous();
            int width = detail::vector_width(
                k, row_elems, {k.data_ptr(), v.data_ptr(), k_cache.data_ptr(), v_cache.data_ptr()});
            if (k.stride(0) % width != 0 || v.stride(0) % width != 0) width = 1;
            const c10::cuda::CUDAGuard guard(k.device());
            FOLIO_CUDA_LAUNCH(cuda::launch_kv_append(
                detail::cuda_dtype(k), k.data_ptr(), k.stride(0), v.data_ptr(), v.stride(0),
                k_cache.data_ptr(), v_cache.data_ptr(), slots.data_ptr<int64_t>(), k.size(0),
                row_elems, capacity, width, detail::current_stream()));
            return;
        }
    }
#endif
    fallback::kv_append_paged(k, v, k_cache, v_cache, slot_mapping, k_scales, v_scales);
}

at::Tensor paged_decode_attention(const at::Tensor& q, const at::Tensor& k_cache,
                                  const at::Tensor& v_cache, const at::Tensor& block_tables,
                                  const at::Tensor& context_lens, double scale,
                                  const std::optional<at::Tensor>& k_scales,
                                  const std::optional<at::Tensor>& v_scales) {
#ifdef FOLIO_WITH_CUDA
    if (detail::on_cuda(q) && q.scalar_type() != at::kFloat) {
        check_decode_args(q, k_cache, v_cache, block_tables, context_lens, k_scales, v_scales);
        const int batch = static_cast<int>(q.size(0)), heads = static_cast<int>(q.size(1));
        const int head_dim = static_cast<int>(q.size(2));
        const int kv_heads = static_cast<int>(k_cache.size(2));
        const int group = heads / kv_heads;
        const bool fp8 = is_fp8(k_cache);
        const int64_t capacity = k_cache.size(0) * k_cache.size(1);
        const int64_t max_context = block_tables.size(1) * k_cache.size(1);
        // q may be a view of the fused qkv rows (its heads contiguous, rows further apart): the
        // kernels take the row stride instead of a copy (2.7 us a layer at batch 128).
        const bool rows_of_heads = q.stride(2) == 1 && q.stride(1) == head_dim && q.stride(0) >= heads * head_dim &&
                                   q.stride(0) % 8 == 0;  // 16-byte row loads
        const at::Tensor qc = rows_of_heads ? q : q.contiguous();
        if (cuda::paged_decode_supported(head_dim, group) && batch <= 65535 &&
            capacity * kv_heads <= 0x7fffffff && max_context <= 0x7fffffff &&
            block_tables.size(1) > 0 && detail::aligned(qc.data_ptr(), 16) &&
            detail::aligned(k_cache.data_ptr(), 16) && detail::aligned(v_cache.data_ptr(), 16)) {
            const c10::cuda::CUDAGuard guard(q.device());
            const int sms = at::cuda::getCurrentDeviceProperties()->multiProcessorCount;
            cuda::PagedDecodePlan plan =
                cuda::plan_paged_decode(batch, kv_heads, head_dim, group, max_context, sms,
                                        forced_partition_tokens(), fp8 && fp8_mma_enabled(),
                                        fp8_swapped_enabled());
            plan.programmatic = programmatic_enabled();
            if (cuda::paged_decode_plan_valid(plan)) {
                const at::Tensor tables = block_tables.contiguous();
                const at::Tensor lens = context_lens.contiguous();
                at::Tensor out = at::empty({batch, heads, head_dim}, q.options());
                at::Tensor workspace;
                if (plan.num_partitions > 1)
                    workspace = at::empty({static_cast<int64_t>(batch) * heads *
                                           plan.num_partitions * (head_dim + 2)},
                                          q.options().dtype(at::kFloat));
                FOLIO_CUDA_LAUNCH(cuda::launch_paged_decode(
                    detail::cuda_dtype(q), fp8, out.data_ptr(), qc.data_ptr(), qc.stride(0), k_cache.data_ptr(),
                    v_cache.data_ptr(), fp8 ? k_scales->data_ptr<float>() : nullptr,
                    fp8 ? v_scales->data_ptr<float>() : nullptr, tables.data_ptr<int>(),
                    lens.data_ptr<int>(), batch, heads, kv_heads, head_dim,
                    static_cast<int>(k_cache.size(1)), static_cast<int>(tables.size(1)),
                    static_cast<float>(scale), plan,
                    workspace.defined() ? workspace.data_ptr<float>() : nullptr,
                    detail::current_stream()));
                return out;
            }
        }
    }
#endif
    if (cpu::decode_attention_takes(q, k_cache, v_cache, block_tables, context_lens, k_scales, v_scales)) {
        check_decode_args(q, k_cache, v_cache, block_tables, context_lens, k_scales, v_scales);
        return cpu::decode_attention(q, k_cache, v_cache, block_tables, context_lens, scale, k_scales, v_scales);
    }
    return fallback::paged_decode_attention(q, k_cache, v_cache, block_tables, context_lens, scale,
                                            k_scales, v_scales);
}

}  // namespace folio::engine::kernels

// Paged KV-cache append and paged decode attention: dispatch and ATen fallbacks.
#include <ATen/ops/arange.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/empty_like.h>

#include "kernels/dispatch.h"
#include "kernels/ops.h"

namespace folio::engine::kernels {
namespace {

void check_cache(const at::Tensor& cache, const at::Tensor& like, const char* op,
                 const char* name) {
    detail::check_float(cache, op, name);
    detail::check_same(like, cache, op, "the keys", name);
    TORCH_CHECK(cache.dim() == 4, op, ": ", name,
                " must be [num_blocks, block_size, kv_heads, head_dim], got ", cache.sizes());
    TORCH_CHECK(cache.is_contiguous(), op, ": ", name, " must be contiguous");
}

void check_append_args(const at::Tensor& k, const at::Tensor& v, const at::Tensor& k_cache,
                       const at::Tensor& v_cache, const at::Tensor& slot_mapping) {
    const char* op = "kv_append_paged";
    detail::check_float(k, op, "k");
    check_cache(k_cache, k, op, "k_cache");
    check_cache(v_cache, k, op, "v_cache");
    TORCH_CHECK(k_cache.sizes() == v_cache.sizes(), op, ": v_cache has shape ", v_cache.sizes(),
                ", expected ", k_cache.sizes());
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
                       const at::Tensor& block_tables, const at::Tensor& context_lens) {
    const char* op = "paged_decode_attention";
    detail::check_float(q, op, "q");
    TORCH_CHECK(q.dim() == 3, op, ": q must be [batch, heads, head_dim], got ", q.sizes());
    check_cache(k_cache, q, op, "k_cache");
    check_cache(v_cache, q, op, "v_cache");
    TORCH_CHECK(k_cache.sizes() == v_cache.sizes(), op, ": v_cache has shape ", v_cache.sizes(),
                ", expected ", k_cache.sizes());
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

}  // namespace

void fallback::kv_append_paged(const at::Tensor& k, const at::Tensor& v, at::Tensor& k_cache,
                               at::Tensor& v_cache, const at::Tensor& slot_mapping) {
    check_append_args(k, v, k_cache, v_cache, slot_mapping);
    const int64_t kv_heads = k_cache.size(2), head_dim = k_cache.size(3);
    const int64_t capacity = k_cache.size(0) * k_cache.size(1);
    const at::Tensor slots = slot_mapping.to(k.device(), at::kLong);
    const at::Tensor kept = slots.ge(0).logical_and(slots.lt(capacity)).nonzero().squeeze(1);
    const at::Tensor rows = slots.index_select(0, kept);
    k_cache.view({capacity, kv_heads, head_dim}).index_copy_(0, rows, k.index_select(0, kept));
    v_cache.view({capacity, kv_heads, head_dim}).index_copy_(0, rows, v.index_select(0, kept));
}

at::Tensor fallback::paged_decode_attention(const at::Tensor& q, const at::Tensor& k_cache,
                                            const at::Tensor& v_cache,
                                            const at::Tensor& block_tables,
                                            const at::Tensor& context_lens, double scale) {
    check_decode_args(q, k_cache, v_cache, block_tables, context_lens);
    const int64_t batch = q.size(0), heads = q.size(1), head_dim = q.size(2);
    const int64_t blocks = k_cache.size(0), block_size = k_cache.size(1);
    const int64_t kv_heads = k_cache.size(2), group = heads / kv_heads;
    const int64_t length = block_tables.size(1) * block_size;
    // Unused table entries may hold anything: clamp them to a real block, the mask hides them.
    const at::Tensor table = block_tables.to(at::kLong).clamp(0, blocks - 1).flatten();
    auto gather = [&](const at::Tensor& cache) {  // [batch, kv_heads, length, head_dim]
        return cache.index_select(0, table)
            .view({batch, length, kv_heads, head_dim})
            .permute({0, 2, 1, 3})
            .to(at::kFloat);
    };
    const at::Tensor keys = gather(k_cache), values = gather(v_cache);
    const at::Tensor qf = q.to(at::kFloat).view({batch, kv_heads, group, head_dim});
    at::Tensor scores = qf.matmul(keys.transpose(2, 3)).mul(scale);  // [b, kvh, g, length]
    const at::Tensor beyond = at::arange(length, q.options().dtype(at::kLong))
                                  .unsqueeze(0)
                                  .ge(context_lens.to(at::kLong).unsqueeze(1));
    scores.masked_fill_(beyond.view({batch, 1, 1, length}), -INFINITY);
    return scores.softmax(-1).matmul(values).view({batch, heads, head_dim}).to(q.scalar_type());
}

void kv_append_paged(const at::Tensor& k, const at::Tensor& v, at::Tensor& k_cache,
                     at::Tensor& v_cache, const at::Tensor& slot_mapping) {
#ifdef FOLIO_WITH_CUDA
    if (detail::on_cuda(k) && k.dim() == 3 && v.dim() == 3 && k.stride(2) == 1 &&
        v.stride(2) == 1 && k.stride(1) == k.size(2) && v.stride(1) == v.size(2)) {
        check_append_args(k, v, k_cache, v_cache, slot_mapping);
        const int64_t row_elems = k.size(1) * k.size(2);
        const at::Tensor slots = slot_mapping.to(k.device(), at::kLong).contiguous();
        int width = detail::vector_width(
            k, row_elems, {k.data_ptr(), v.data_ptr(), k_cache.data_ptr(), v_cache.data_ptr()});
        if (k.stride(0) % width != 0 || v.stride(0) % width != 0) width = 1;
        const c10::cuda::CUDAGuard guard(k.device());
        FOLIO_CUDA_LAUNCH(cuda::launch_kv_append(
            detail::cuda_dtype(k), k.data_ptr(), k.stride(0), v.data_ptr(), v.stride(0),
            k_cache.data_ptr(), v_cache.data_ptr(), slots.data_ptr<int64_t>(), k.size(0),
            row_elems, k_cache.size(0) * k_cache.size(1), width, detail::current_stream()));
        return;
    }
#endif
    fallback::kv_append_paged(k, v, k_cache, v_cache, slot_mapping);
}

at::Tensor paged_decode_attention(const at::Tensor& q, const at::Tensor& k_cache,
                                  const at::Tensor& v_cache, const at::Tensor& block_tables,
                                  const at::Tensor& context_lens, double scale) {
#ifdef FOLIO_WITH_CUDA
    if (detail::on_cuda(q) && q.scalar_type() != at::kFloat) {
        check_decode_args(q, k_cache, v_cache, block_tables, context_lens);
        const int batch = static_cast<int>(q.size(0)), heads = static_cast<int>(q.size(1));
        const int head_dim = static_cast<int>(q.size(2));
        const int kv_heads = static_cast<int>(k_cache.size(2));
        const at::Tensor qc = q.contiguous();
        if (cuda::paged_decode_supported(head_dim, heads / kv_heads) &&
            detail::aligned(qc.data_ptr(), 16) && detail::aligned(k_cache.data_ptr(), 16) &&
            detail::aligned(v_cache.data_ptr(), 16)) {
            const at::Tensor tables = block_tables.contiguous();
            const at::Tensor lens = context_lens.contiguous();
            const int block_size = static_cast<int>(k_cache.size(1));
            const int max_blocks = static_cast<int>(tables.size(1));
            const c10::cuda::CUDAGuard guard(q.device());
            const int sms = at::cuda::getCurrentDeviceProperties()->multiProcessorCount;
            const cuda::PagedDecodePlan plan = cuda::plan_paged_decode(
                batch, kv_heads, static_cast<int64_t>(max_blocks) * block_size, sms);
            at::Tensor out = at::empty_like(qc);
            at::Tensor workspace;
            if (plan.num_partitions > 1)
                workspace = at::empty({static_cast<int64_t>(batch) * heads * plan.num_partitions *
                                       (head_dim + 2)},
                                      q.options().dtype(at::kFloat));
            FOLIO_CUDA_LAUNCH(cuda::launch_paged_decode(
                detail::cuda_dtype(q), out.data_ptr(), qc.data_ptr(), k_cache.data_ptr(),
                v_cache.data_ptr(), tables.data_ptr<int>(), lens.data_ptr<int>(), batch, heads,
                kv_heads, head_dim, block_size, max_blocks, static_cast<float>(scale), plan,
                workspace.defined() ? workspace.data_ptr<float>() : nullptr,
                detail::current_stream()));
            return out;
        }
    }
#endif
    return fallback::paged_decode_attention(q, k_cache, v_cache, block_tables, context_lens, scale);
}

}  // namespace folio::engine::kernels

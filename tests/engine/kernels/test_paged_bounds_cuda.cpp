// The paged decode attention kernels read nothing outside their inputs: every input (q, the
// caches, their scales, the block tables, the context lengths) ends exactly where a mapping of
// device memory ends, with unmapped address space after it, so a read of one byte past any of
// them faults instead of landing in a neighbouring allocation as it does in the caching
// allocator's pool. The caches are sized exactly (no spare blocks), and the cache's last block
// is the last one of a context that fills it. A process of its own: a fault ends the CUDA
// context. Skips (exit 77) without a CUDA device or without the kernels in the build.
#include <cuda.h>
#include <cuda_runtime_api.h>

#include <ATen/ATen.h>

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "kernel_testing.h"
#include "kernels/ops.h"
#include "kernels/tuning.h"
#undef CHECK  // c10's; the test harness's replaces it
#include "testing.h"
#include "gpu_testing.h"

namespace ops = folio::engine::kernels;
namespace fb = folio::engine::kernels::fallback;
using namespace folio::test::kernels;

namespace {

void check_driver(CUresult r, const char* what) {
    if (r == CUDA_SUCCESS) return;
    const char* name = nullptr;
    cuGetErrorName(r, &name);
    folio::test::fail(__FILE__, __LINE__, std::string(what) + ": " + (name ? name : "?"));
}

// A copy of `src` on the device whose last byte is the last byte of its mapping; the reserved
// range continues unmapped for one more granule.
at::Tensor ending_at_unmapped_memory(const at::Tensor& src) {
    CUmemAllocationProp prop{};
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = 0;
    size_t granule = 0;
    check_driver(cuMemGetAllocationGranularity(&granule, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM), "granularity");
    const size_t bytes = src.nbytes();
    const size_t mapped = (bytes + granule - 1) / granule * granule;
    CUdeviceptr base = 0;
    check_driver(cuMemAddressReserve(&base, mapped + granule, 0, 0, 0), "reserve");
    CUmemGenericAllocationHandle handle{};
    check_driver(cuMemCreate(&handle, mapped, &prop, 0), "create");
    check_driver(cuMemMap(base, mapped, 0, handle, 0), "map");
    CUmemAccessDesc access{};
    access.location = prop.location;
    access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    check_driver(cuMemSetAccess(base, mapped, &access, 1), "access");
    void* data = reinterpret_cast<void*>(base + mapped - bytes);
    const auto release = [base, mapped, granule, handle](void*) {
        cudaDeviceSynchronize();
        cuMemUnmap(base, mapped);
        cuMemRelease(handle);
        cuMemAddressFree(base, mapped + granule);
    };
    at::Tensor out = at::from_blob(data, src.sizes(), src.strides(), release, src.options().device(at::kCUDA, 0));
    out.copy_(src);
    return out;
}

struct ExactCase {
    int64_t batch;
    int context;  // every sequence's
    bool fp8;
};

struct Inputs {
    at::Tensor q, kc, vc, tables, lens;
    std::optional<at::Tensor> ks, vs;
};

// Caches of exactly batch x ceil(context / 16) blocks of 16 tokens, shuffled over the tables,
// with the cache's last block the last sequence's last one.
Inputs make_exact(const ExactCase& c, at::Generator& gen) {
    constexpr int64_t kBlock = 16, kKvHeads = 8, kHeads = 16, kDim = 128;
    const int64_t per_seq = (c.context + kBlock - 1) / kBlock, pool = c.batch * per_seq;
    const auto gpu = at::TensorOptions().device(at::kCUDA, 0);
    at::Generator cuda_gen = at::cuda::detail::createCUDAGenerator(0);
    cuda_gen.set_current_seed(fresh_seed());
    at::Tensor kc = at::randn({pool, kBlock, kKvHeads, kDim}, cuda_gen, gpu.dtype(at::kFloat)).to(at::kBFloat16);
    at::Tensor vc = at::randn({pool, kBlock, kKvHeads, kDim}, cuda_gen, gpu.dtype(at::kFloat)).to(at::kBFloat16);
    Inputs in;
    if (c.fp8) {
        const int64_t slots = pool * kBlock;
        at::Tensor kc8 = at::zeros(kc.sizes(), gpu.dtype(at::kByte)).view(at::kFloat8_e4m3fn);
        at::Tensor vc8 = at::zeros(vc.sizes(), gpu.dtype(at::kByte)).view(at::kFloat8_e4m3fn);
        at::Tensor ks = at::ones({pool, kBlock, kKvHeads}, gpu.dtype(at::kFloat)), vs = at::ones_like(ks);
        fb::kv_append_paged(kc.view({slots, kKvHeads, kDim}), vc.view({slots, kKvHeads, kDim}), kc8, vc8,
                            at::arange(slots, gpu.dtype(at::kLong)), ks, vs);
        kc = kc8;
        vc = vc8;
        in.ks = ending_at_unmapped_memory(ks);
        in.vs = ending_at_unmapped_memory(vs);
    }
    in.kc = ending_at_unmapped_memory(kc);
    in.vc = ending_at_unmapped_memory(vc);
    in.q = ending_at_unmapped_memory(randn({c.batch, kHeads, kDim}, at::kBFloat16, at::Device(at::kCUDA, 0), gen));
    at::Tensor perm = at::randperm(pool - 1, gen, at::TensorOptions().dtype(at::kInt));
    perm = at::cat({perm, at::full({1}, static_cast<int>(pool - 1), perm.options())});
    in.tables = ending_at_unmapped_memory(perm.view({c.batch, per_seq}).to(at::kCUDA));
    in.lens = ending_at_unmapped_memory(at::full({c.batch}, c.context, gpu.dtype(at::kInt)));
    return in;
}

}  // namespace

FOLIO_TEST(paged_decode_reads_nothing_past_exactly_sized_inputs) {
    require_gpu();
    check_driver(cuInit(0), "cuInit");
    auto gen = generator(fresh_seed());
    // The benchmark's shapes (context 2657 leaves one token in each sequence's last block, 2672
    // fills it), batch 128 and 32, partitions of 1024 for the fp8 tensor-core kernels.
    const std::vector<ExactCase> cases{{128, 2657, true}, {128, 2672, true}, {128, 3145, true},
                                       {32, 2657, true},  {1, 2657, true},   {128, 2672, false}};
    const double scale = 1.0 / std::sqrt(128.0);
    for (const ExactCase& c : cases) {
        const Inputs in = make_exact(c, gen);
        const at::Tensor ref = fb::paged_decode_attention(in.q, in.kc, in.vc, in.tables, in.lens, scale, in.ks, in.vs);
        struct Variant {
            const char* name;
            bool mma, swapped;
        };
        const std::vector<Variant> variants = c.fp8 ? std::vector<Variant>{{"mma", true, false},
                                                                             {"transposed", true, true},
                                                                             {"scalar", false, false}}
                                                    : std::vector<Variant>{{"bf16", false, false}};
        for (const Variant& v : variants) {
            folio::engine::KernelTuning tuning;
            tuning.paged_fp8_mma = v.mma;
            tuning.paged_fp8_swapped = v.swapped;
            const folio::engine::kernels::KernelTuningScope scope(tuning);
            const at::Tensor out = ops::paged_decode_attention(in.q, in.kc, in.vc, in.tables, in.lens, scale, in.ks, in.vs);
            const cudaError_t err = cudaDeviceSynchronize();
            const std::string what = std::string(v.name) + " kernel, batch " + std::to_string(c.batch) + " context " +
                                     std::to_string(c.context);
            if (err != cudaSuccess) folio::test::fail(__FILE__, __LINE__, what + ": " + cudaGetErrorString(err));
            const double rel = relative_error(out, ref);
            std::printf("  %-44s rel err %.3g\n", what.c_str(), rel);
            CHECK(rel <= 2e-3);
        }
    }
}

FOLIO_TEST_MAIN()

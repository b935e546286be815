// PTX wrappers for sm_90 kernels that stream memory into shared memory: mbarriers, the bulk
// copy engine (cp.async.bulk, completing on an mbarrier), 16-byte cp.async, release/acquire
// counters and vector reductions. Used by the persistent decoder and its hand-off benchmark.
#pragma once

#include <cstdint>
#include <cuda_runtime.h>

namespace folio::engine::kernels::cuda {

__device__ __forceinline__ uint32_t smem_addr(const void* p) {
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}
__device__ __forceinline__ void mbar_init(uint64_t* bar, unsigned count) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem_addr(bar)), "r"(count) : "memory");
}
__device__ __forceinline__ void mbar_expect_tx(uint64_t* bar, unsigned bytes) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(smem_addr(bar)), "r"(bytes)
                 : "memory");
}
__device__ __forceinline__ void mbar_arrive(uint64_t* bar) {
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(smem_addr(bar)) : "memory");
}
// A wait that cannot end is a bug (a stage or barrier count out of step): trap after ~8 s, so
// the launch fails with an error instead of hanging the device.
__device__ __forceinline__ void trap_after_8s(long long start) {
    if (static_cast<long long>(clock64()) - start > (1ll << 34)) __trap();
}

__device__ __forceinline__ void mbar_wait(uint64_t* bar, unsigned parity) {
    const uint32_t addr = smem_addr(bar);
    uint32_t done = 0;
    const long long start = clock64();
    while (!done) {
        trap_after_8s(start);
        asm volatile(
            "{\n .reg .pred p;\n mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n"
            " selp.u32 %0, 1, 0, p;\n}"
            : "=r"(done)
            : "r"(addr), "r"(parity)
            : "memory");
    }
}
// For data read once (the persistent decoder's weights): first out of L2, so that it does not
// push out what is read again (the KV rows).
__device__ __forceinline__ uint64_t evict_first_policy() {
    uint64_t policy;
    asm volatile("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;" : "=l"(policy));
    return policy;
}
__device__ __forceinline__ void bulk_copy(void* dst, const void* src, unsigned bytes, uint64_t* bar,
                                          uint64_t policy) {
    asm volatile(
        "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%0], [%1], %2, "
        "[%3], %4;" ::"r"(smem_addr(dst)),
        "l"(src), "r"(bytes), "r"(smem_addr(bar)), "l"(policy)
        : "memory");
}
__device__ __forceinline__ void cp_async_16(void* dst, const void* src) {
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(smem_addr(dst)), "l"(src) : "memory");
}
__device__ __forceinline__ void cp_async_wait_all() { asm volatile("cp.async.wait_all;" ::: "memory"); }
// Counters between blocks: a release reduction (no round trip) and acquire polls.
__device__ __forceinline__ void red_release_add(unsigned* word, unsigned value) {
    asm volatile("red.release.gpu.global.add.u32 [%0], %1;" ::"l"(word), "r"(value) : "memory");
}
// Four fp32 partial sums added into global memory at L2 (sm_90's vector reduction, no round
// trip); the order in which blocks' partials land varies from launch to launch.
__device__ __forceinline__ void red_add_v4(float* dst, const float (&v)[4]) {
    asm volatile("red.relaxed.gpu.global.add.v4.f32 [%0], {%1, %2, %3, %4};" ::"l"(dst), "f"(v[0]), "f"(v[1]),
                 "f"(v[2]), "f"(v[3])
                 : "memory");
}
__device__ __forceinline__ unsigned ld_acquire(const unsigned* word) {
    unsigned v;
    asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(v) : "l"(word) : "memory");
    return v;
}

}  // namespace folio::engine::kernels::cuda

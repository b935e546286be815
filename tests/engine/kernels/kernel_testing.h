// Helpers shared by the kernel tests and the kernel benchmark: fresh random inputs, error
// measures and guard regions.
#pragma once

#include <ATen/ATen.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace folio::test::kernels {

// A new seed for every call, so each run checks other inputs; printed on failure by callers.
inline uint64_t fresh_seed() {
    static uint64_t counter = 0;
    return static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) ^
           (0x9E3779B97F4A7C15ull * ++counter);
}

inline at::Generator generator(uint64_t seed) {
    auto gen = at::detail::createCPUGenerator(seed);
    return gen;
}

// A generator from a fresh seed, printed with the test's name so that a failure can be replayed.
inline at::Generator seeded(const char* test) {
    const uint64_t seed = fresh_seed();
    std::printf("  %s: seed %llu\n", test, static_cast<unsigned long long>(seed));
    return generator(seed);
}

// Normal random values drawn on the CPU (reproducible from the seed), then moved.
inline at::Tensor randn(at::IntArrayRef shape, at::ScalarType dtype, const at::Device& device,
                        at::Generator& gen, double stddev = 1.0) {
    return at::randn(shape, gen, at::TensorOptions().dtype(at::kFloat))
        .mul(stddev)
        .to(device, dtype);
}

// ||out - ref|| / ||ref|| in float64; NaN or Inf anywhere in out gives +infinity.
inline double relative_error(const at::Tensor& out, const at::Tensor& ref) {
    const at::Tensor o = out.to(at::kCPU, at::kDouble), r = ref.to(at::kCPU, at::kDouble);
    if (!o.isfinite().all().item<bool>()) return INFINITY;
    const double denom = r.norm().item<double>();
    return o.sub(r).norm().item<double>() / (denom > 0 ? denom : 1.0);
}

// Relative error bound between two results each rounded once to `dtype` from nearly the same
// fp32 value: only a few elements differ, by one unit in the last place. On the H200 the largest
// errors seen were 6e-5 (bf16), 2e-5 (fp16) and 7e-6 (fp32): the bounds keep a margin of 5-15x.
inline double rounding_bound(at::ScalarType dtype) {
    switch (dtype) {
        case at::kBFloat16: return 1e-3;
        case at::kHalf: return 2.5e-4;
        default: return 2e-5;
    }
}

// FOLIO_KERNEL_TEST_QUICK=1 (the sanitizer runs) shrinks the sizes that fill the chip.
inline int64_t sized(int64_t full, int64_t quick) {
    static const bool is_quick = [] {
        const char* v = std::getenv("FOLIO_KERNEL_TEST_QUICK");
        return v && *v && std::string(v) != "0";
    }();
    return is_quick ? quick : full;
}

// Relative error bound of a result rounded to `dtype` against the exact (float64) value.
inline double exact_bound(at::ScalarType dtype) {
    switch (dtype) {
        case at::kBFloat16: return 8e-3;
        case at::kHalf: return 1e-3;
        default: return 2e-5;
    }
}

inline std::string dtype_name(at::ScalarType dtype) { return std::string(c10::toString(dtype)); }

// Leaves NaN in the caching allocator's free blocks, so that an output element the kernel
// forgets to write shows up as NaN (relative_error turns any NaN into a failure).
inline void poison_free_memory(int64_t bytes) {
    at::full({bytes / 4 + 1024}, NAN, at::TensorOptions().dtype(at::kFloat).device(at::kCUDA));
}

// A contiguous view of `shape` in the middle of a buffer whose `guard` elements on each side
// hold a sentinel; intact() says whether they still do.
struct Guarded {
    at::Tensor buffer, view;
    int64_t guard;
    bool intact() const {
        const at::Tensor before = buffer.narrow(0, 0, guard);
        const at::Tensor after = buffer.narrow(0, buffer.size(0) - guard, guard);
        return before.eq(-77.0).all().item<bool>() && after.eq(-77.0).all().item<bool>();
    }
};

inline Guarded guarded(const at::Tensor& init, int64_t guard) {
    Guarded g;
    g.guard = guard;
    g.buffer = at::full({init.numel() + 2 * guard}, -77.0, init.options());
    g.view = g.buffer.narrow(0, guard, init.numel()).view(init.sizes());
    g.view.copy_(init);
    return g;
}

}  // namespace folio::test::kernels

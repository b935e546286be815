// Helpers shared by the kernels: dtype conversion, 16-byte vector access, reductions.
#pragma once

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <utility>

#include "kernels/cuda_launch.h"

// Lets the next kernel in the stream start early when it was launched as a programmatic
// dependent (the GEMV and the attention merge are): it prefetches its weights, then waits with
// griddepcontrol.wait, which returns only once this whole grid has finished and its writes are
// visible. So the trigger changes timing, never what a dependent reads. No-op before sm_90.
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
#define FOLIO_ALLOW_DEPENDENTS() asm volatile("griddepcontrol.launch_dependents;")
#else
#define FOLIO_ALLOW_DEPENDENTS() ((void)0)
#endif

// In a kernel launched as a programmatic dependent (launch_programmatic): returns once the
// previous kernel of the stream has completed and its writes are visible. Nothing the previous
// kernels write may be read, and nothing written, before it. A no-op under ordinary launches.
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
#define FOLIO_WAIT_FOR_PREVIOUS() asm volatile("griddepcontrol.wait;" ::: "memory")
#else
#define FOLIO_WAIT_FOR_PREVIOUS() ((void)0)
#endif

namespace folio::engine::kernels::cuda {

__device__ __forceinline__ float to_float(float v) { return v; }
__device__ __forceinline__ float to_float(__half v) { return __half2float(v); }
__device__ __forceinline__ float to_float(__nv_bfloat16 v) { return __bfloat162float(v); }

template <typename T>
__device__ __forceinline__ T from_float(float v);
template <>
__device__ __forceinline__ float from_float<float>(float v) { return v; }
template <>
__device__ __forceinline__ __half from_float<__half>(float v) { return __float2half_rn(v); }
template <>
__device__ __forceinline__ __nv_bfloat16 from_float<__nv_bfloat16>(float v) {
    return __float2bfloat16_rn(v);
}

// N elements of T read or written as one access (N * sizeof(T) is 2, 4, 8 or 16 bytes, or N = 1).
template <typename T, int N>
struct alignas(sizeof(T) * N) Vec {
    T v[N];
};

template <typename T, int N>
__device__ __forceinline__ void load_vec(const T* p, float (&out)[N]) {
    Vec<T, N> vec = *reinterpret_cast<const Vec<T, N>*>(p);
#pragma unroll
    for (int i = 0; i < N; ++i) out[i] = to_float(vec.v[i]);
}

template <typename T, int N>
__device__ __forceinline__ void store_vec(T* p, const float (&in)[N]) {
    Vec<T, N> vec;
#pragma unroll
    for (int i = 0; i < N; ++i) vec.v[i] = from_float<T>(in[i]);
    *reinterpret_cast<Vec<T, N>*>(p) = vec;
}

__device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
    for (int offset = 16; offset > 0; offset >>= 1) v += __shfl_xor_sync(0xffffffffu, v, offset);
    return v;
}

__device__ __forceinline__ float warp_max(float v) {
#pragma unroll
    for (int offset = 16; offset > 0; offset >>= 1)
        v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, offset));
    return v;
}

// Sum over the block; every thread gets the result. scratch: 32 floats of shared memory.
// Ends with a barrier, so scratch can be reused right after.
__device__ __forceinline__ float block_sum(float v, float* scratch) {
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    const int warps = (blockDim.x + 31) / 32;
    v = warp_sum(v);
    if (lane == 0) scratch[warp] = v;
    __syncthreads();
    float total = lane < warps ? scratch[lane] : 0.0f;
    total = warp_sum(total);
    __syncthreads();
    return total;
}

__device__ __forceinline__ float block_max(float v, float* scratch) {
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    const int warps = (blockDim.x + 31) / 32;
    v = warp_max(v);
    if (lane == 0) scratch[warp] = v;
    __syncthreads();
    float total = lane < warps ? scratch[lane] : -INFINITY;
    total = warp_max(total);
    __syncthreads();
    return total;
}

// kernel<<<grid, block, smem, stream>>>(args...), as a programmatic dependent of the stream's
// previous kernel when `programmatic` (it may then be scheduled while that kernel finishes, and
// must wait with FOLIO_WAIT_FOR_PREVIOUS; inside CUDA graphs the edge becomes programmatic).
template <typename... Params, typename... Args>
cudaError_t launch_programmatic(bool programmatic, void (*kernel)(Params...), dim3 grid, dim3 block,
                                size_t smem, cudaStream_t stream, Args&&... args) {
    cudaLaunchConfig_t config = {};
    config.gridDim = grid;
    config.blockDim = block;
    config.dynamicSmemBytes = smem;
    config.stream = stream;
    cudaLaunchAttribute attribute[1];
    attribute[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attribute[0].val.programmaticStreamSerializationAllowed = 1;
    config.attrs = attribute;
    config.numAttrs = programmatic ? 1 : 0;
    const cudaError_t err = cudaLaunchKernelEx(&config, kernel, std::forward<Args>(args)...);
    return err != cudaSuccess ? err : cudaGetLastError();
}

// Runs f.template operator()<T>() with T the CUDA type of dtype.
template <typename F>
cudaError_t dispatch_dtype(DType dtype, F&& f) {
    switch (dtype) {
        case DType::f32: return f(float{});
        case DType::f16: return f(__half{});
        case DType::bf16: return f(__nv_bfloat16{});
    }
    return cudaErrorInvalidValue;
}

}  // namespace folio::engine::kernels::cuda

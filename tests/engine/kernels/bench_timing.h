// Timing of the kernel benchmarks (CUDA builds only): medians of CUDA-event timings, eagerly and
// inside a replayed CUDA graph.
#pragma once

#include <ATen/cuda/CUDAContext.h>
#include <ATen/cuda/CUDAGraph.h>
#include <c10/cuda/CUDAGuard.h>
#include <cuda_runtime_api.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

namespace folio::test::kernels {

// Median milliseconds of `runs` calls of f(i), i counting up from 0.
inline double median_ms(const std::function<void(int)>& f, int warmup, int runs) {
    for (int i = 0; i < warmup; ++i) f(i);
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    std::vector<float> times;
    const cudaStream_t stream = at::cuda::getCurrentCUDAStream().stream();
    for (int i = 0; i < runs; ++i) {
        cudaEventRecord(start, stream);
        f(warmup + i);
        cudaEventRecord(stop, stream);
        cudaEventSynchronize(stop);
        float ms = 0;
        cudaEventElapsedTime(&ms, start, stop);
        times.push_back(ms);
    }
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    const cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) {
        std::fprintf(stderr, "CUDA error: %s\n", cudaGetErrorString(err));
        std::exit(1);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

// Milliseconds per call when `per_graph` calls are captured in one CUDA graph and replayed:
// the device time without host launch overhead, as a decode step under graphs sees it.
// Returns -1 when the call cannot be captured.
inline double graph_ms(const std::function<void(int)>& f, int per_graph, int runs) {
    try {
        // The inputs were made on the current stream: the capturing stream must not read them
        // before that work is done (a block table still being written gives wild addresses).
        c10::cuda::getCurrentCUDAStream().synchronize();
        c10::cuda::CUDAStream stream = c10::cuda::getStreamFromPool();
        c10::cuda::CUDAStreamGuard guard(stream);
        for (int i = 0; i < 3; ++i) f(i);  // warm up on the capturing stream
        stream.synchronize();
        at::cuda::CUDAGraph graph;
        graph.capture_begin();
        for (int i = 0; i < per_graph; ++i) f(i);
        graph.capture_end();
        return median_ms([&](int) { graph.replay(); }, 2, runs) / per_graph;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "graph capture failed: %s\n", e.what());
        return -1;
    }
}

}  // namespace folio::test::kernels

// folio-boundary-bench: what one synchronisation point of a decode step costs on this GPU, to
// decide between a chain of kernels and one persistent kernel per layer (docs/KERNELS.md).
//
// A batch-1 decode step is ~200 dependent kernels (7 a layer): each boundary is a programmatic
// launch that waits for the previous grid. A persistent kernel would replace them with grid-wide
// barriers. Measured here, per synchronisation point, with a small payload (every block reads
// and writes a few bytes, as a real phase hands its results on):
//  - N kernels of one block per SM in one CUDA graph, plain launches;
//  - the same as programmatic dependents (each waits with griddepcontrol.wait);
//  - one cooperative kernel of one block per SM doing N cooperative_groups grid syncs.
// Each also with a memory payload per phase (every block streams `bytes / blocks` of a buffer
// larger than the L2), to see what a boundary costs when each phase also moves data.
//
// Usage: folio-boundary-bench [runs=20]
#include <cooperative_groups.h>
#include <cuda_runtime_api.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "../../../engine/kernels/common.cuh"

namespace cg = cooperative_groups;
namespace kc = folio::engine::kernels::cuda;

namespace {

constexpr int kThreads = 256;
constexpr int kPoints = 200;  // synchronisation points per measurement, as in a decode step

#define CHECK_CUDA(call)                                                                        \
    do {                                                                                        \
        const cudaError_t err_ = (call);                                                        \
        if (err_ != cudaSuccess) {                                                              \
            std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(err_));                  \
            std::exit(1);                                                                       \
        }                                                                                       \
    } while (0)

// One phase's work for block b: read `per_block` bytes of its slice (phase-dependent, so that
// consecutive phases stream different memory), and hand a value on through `token`.
__device__ __forceinline__ void phase_work(const uint4* data, int64_t per_block_vecs, int64_t slice, int* token,
                                           int phase) {
    uint32_t acc = 0;
    const uint4* p = data + slice;
    for (int64_t i = threadIdx.x; i < per_block_vecs; i += kThreads) {
        const uint4 v = __ldg(p + i);
        acc ^= v.x ^ v.y ^ v.z ^ v.w;
    }
    // Double-buffered by phase: the previous phase's values of a neighbour, this phase's own.
    const int read = (phase + 1) % 2 * gridDim.x, write = phase % 2 * gridDim.x;
    if (threadIdx.x == 0)
        token[write + blockIdx.x] = token[read + (blockIdx.x + 1) % gridDim.x] + phase + (acc == 0xdeadbeefu);
}

__global__ void __launch_bounds__(kThreads) phase_kernel(const uint4* data, int64_t per_block_vecs,
                                                         int64_t slices, int* token, int phase) {
    FOLIO_ALLOW_DEPENDENTS();
    FOLIO_WAIT_FOR_PREVIOUS();
    const int64_t slice = ((static_cast<int64_t>(phase) * gridDim.x + blockIdx.x) % slices) * per_block_vecs;
    phase_work(data, per_block_vecs, slice, token, phase);
}

__global__ void __launch_bounds__(kThreads) persistent_kernel(const uint4* data, int64_t per_block_vecs,
                                                              int64_t slices, int* token, int points) {
    cg::grid_group grid = cg::this_grid();
    for (int phase = 0; phase < points; ++phase) {
        const int64_t slice = ((static_cast<int64_t>(phase) * gridDim.x + blockIdx.x) % slices) * per_block_vecs;
        phase_work(data, per_block_vecs, slice, token, phase);
        grid.sync();
    }
}

float median(std::vector<float> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

struct Case {
    const uint4* data;
    int64_t per_block_vecs, slices;
    int* token;
    int blocks;
};

// Median microseconds per synchronisation point of `runs` calls of launch() (after two).
template <typename Launch>
float per_point_us(Launch launch, cudaStream_t stream, int runs) {
    cudaEvent_t start, stop;
    CHECK_CUDA(cudaEventCreate(&start));
    CHECK_CUDA(cudaEventCreate(&stop));
    std::vector<float> times;
    for (int r = 0; r < runs + 2; ++r) {
        CHECK_CUDA(cudaEventRecord(start, stream));
        launch();
        CHECK_CUDA(cudaEventRecord(stop, stream));
        CHECK_CUDA(cudaEventSynchronize(stop));
        float ms = 0;
        CHECK_CUDA(cudaEventElapsedTime(&ms, start, stop));
        if (r >= 2) times.push_back(ms * 1e3f / kPoints);
    }
    CHECK_CUDA(cudaEventDestroy(start));
    CHECK_CUDA(cudaEventDestroy(stop));
    return median(times);
}

// kPoints phase kernels in one graph.
float chain_us(const Case& c, bool programmatic, cudaStream_t stream, int runs) {
    cudaGraph_t graph;
    cudaGraphExec_t exec;
    CHECK_CUDA(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal));
    for (int phase = 0; phase < kPoints; ++phase)
        CHECK_CUDA(kc::launch_programmatic(programmatic, phase_kernel, dim3(c.blocks), dim3(kThreads), 0, stream,
                                           c.data, c.per_block_vecs, c.slices, c.token, phase));
    CHECK_CUDA(cudaStreamEndCapture(stream, &graph));
    CHECK_CUDA(cudaGraphInstantiate(&exec, graph, 0));
    const float us = per_point_us([&] { CHECK_CUDA(cudaGraphLaunch(exec, stream)); }, stream, runs);
    CHECK_CUDA(cudaGraphExecDestroy(exec));
    CHECK_CUDA(cudaGraphDestroy(graph));
    return us;
}

// One cooperative kernel with kPoints grid syncs.
float persistent_us(const Case& c, cudaStream_t stream, int runs) {
    int points = kPoints;
    const uint4* data = c.data;
    int64_t per_block = c.per_block_vecs, slices = c.slices;
    int* token = c.token;
    void* args[] = {&data, &per_block, &slices, &token, &points};
    return per_point_us(
        [&] {
            CHECK_CUDA(cudaLaunchCooperativeKernel(reinterpret_cast<void*>(persistent_kernel), dim3(c.blocks),
                                                   dim3(kThreads), args, 0, stream));
        },
        stream, runs);
}

}  // namespace

int main(int argc, char** argv) {
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
        std::printf("folio-boundary-bench: needs a CUDA device\n");
        return 77;
    }
    const int runs = argc > 1 ? std::max(3, std::atoi(argv[1])) : 20;
    cudaDeviceProp prop;
    CHECK_CUDA(cudaGetDeviceProperties(&prop, 0));
    int cooperative = 0;
    CHECK_CUDA(cudaDeviceGetAttribute(&cooperative, cudaDevAttrCooperativeLaunch, 0));
    const int blocks = prop.multiProcessorCount;
    std::printf("device %s, %d SMs; one block of %d threads per SM, %d synchronisation points\n", prop.name,
                blocks, kThreads, kPoints);
    const int64_t buffer_bytes = int64_t(1) << 30;  // far beyond the L2: every phase reads HBM
    uint4* data = nullptr;
    int* token = nullptr;
    CHECK_CUDA(cudaMalloc(&data, buffer_bytes));
    CHECK_CUDA(cudaMemset(data, 1, buffer_bytes));
    CHECK_CUDA(cudaMalloc(&token, 2 * sizeof(int) * blocks));
    CHECK_CUDA(cudaMemset(token, 0, 2 * sizeof(int) * blocks));
    cudaStream_t stream;
    CHECK_CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));

    std::printf("%-14s %14s %16s %16s %20s\n", "bytes/phase", "plain us", "programmatic us", "grid sync us",
                "grid sync GB/s");
    for (const int64_t phase_bytes : {int64_t(0), int64_t(1) << 20, int64_t(4) << 20, int64_t(8) << 20}) {
        const int64_t per_block_vecs = phase_bytes / 16 / blocks;
        const int64_t slices = per_block_vecs > 0 ? buffer_bytes / 16 / per_block_vecs : 1;
        const Case c{data, per_block_vecs, slices, token, blocks};
        const float plain = chain_us(c, false, stream, runs);
        const float pdl = chain_us(c, prop.major >= 9, stream, runs);
        const float grid = cooperative ? persistent_us(c, stream, runs) : -1.0f;
        const double moved = double(per_block_vecs) * 16 * blocks;
        std::printf("%-14lld %14.2f %16.2f %16.2f %20.0f\n", static_cast<long long>(phase_bytes), plain, pdl, grid,
                    grid > 0 && moved > 0 ? moved / (grid * 1e-6) / 1e9 : 0.0);
        std::fflush(stdout);
    }
    CHECK_CUDA(cudaStreamDestroy(stream));
    CHECK_CUDA(cudaFree(data));
    CHECK_CUDA(cudaFree(token));
    return 0;
}

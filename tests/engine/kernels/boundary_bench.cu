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
// Then the persistent decoder's hand-off (engine/kernels/persistent_decoder.cu) in isolation, to
// find where its ~2 us go: 288 threads a block as there (8 working warps and a producer warp),
// per point: some blocks' scattered stores, the hand-off, and a dependent read of a neighbour's
// values (what a phase reads first). Hand-offs: the grid counter (a release reduction, acquire
// polls by one thread), the same with relaxed polls and one fence, an atom instead of the
// reduction, counters of 17-block groups (phase B's wait), and a flag per block polled by as
// many threads. Each without and with the producer streaming 24 KiB bulk copies from HBM (as
// fast as it can, and one every 2.8 us: the decoder's average rate).
//
// Usage: folio-boundary-bench [runs=20]
#include <cooperative_groups.h>
#include <cuda_runtime_api.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "../../../engine/kernels/async_copy.cuh"
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

// ---- The persistent decoder's hand-off ----
constexpr int kHandoffThreads = 288;  // 8 working warps + the producer warp
constexpr int kWorkers = 256;
constexpr int kStreamStages = 8;
constexpr int kStreamStageBytes = 24576;
constexpr int kLine = 32;  // unsigned words: counters and flags a 128-byte line apart
enum HandoffMode { kGridCounter, kGridRelaxedPolls, kGridAtom, kGroupCounters, kBlockFlags, kHandoffModes };
const char* const kHandoffNames[] = {"grid counter (decoder)", "relaxed polls + fence", "atom, not red",
                                     "17-block groups", "a flag per block"};

struct HandoffArgs {
    unsigned* counters;  // kLine x (1 + groups), zero
    unsigned* flags;     // kLine x blocks, zero
    unsigned* values;    // 2 x blocks x 32: the values handed on, double-buffered by point
    const uint4* stream; // the producer's source (far beyond the L2)
    int64_t stream_stages;
    int points, stores, group;
    int stream_gap_ns;   // < 0: no streaming
    int mode;
};

__device__ __forceinline__ void workers_sync() { asm volatile("bar.sync 1, %0;" ::"n"(kWorkers) : "memory"); }

__device__ void stream_until(const HandoffArgs& a, uint8_t* ring, uint64_t* full, const volatile int* stop) {
    namespace kc = folio::engine::kernels::cuda;
    const uint64_t policy = kc::evict_first_policy();
    uint32_t issued = 0;
    while (!*stop) {
        const int s = issued % kStreamStages;
        if (issued >= kStreamStages) kc::mbar_wait(&full[s], ((issued / kStreamStages) - 1) & 1);
        kc::mbar_expect_tx(&full[s], kStreamStageBytes);
        const int64_t stage = (static_cast<int64_t>(issued) * gridDim.x + blockIdx.x) % a.stream_stages;
        kc::bulk_copy(ring + s * kStreamStageBytes, a.stream + stage * (kStreamStageBytes / 16), kStreamStageBytes,
                      &full[s], policy);
        ++issued;
        if (a.stream_gap_ns > 0) __nanosleep(a.stream_gap_ns);
    }
    for (uint32_t i = issued > kStreamStages ? issued - kStreamStages : 0; i < issued; ++i)  // none left in flight
        kc::mbar_wait(&full[i % kStreamStages], (i / kStreamStages) & 1);
}

__device__ void handoff(const HandoffArgs& a, int point) {
    namespace kc = folio::engine::kernels::cuda;
    const int tid = threadIdx.x;
    const unsigned n = gridDim.x;
    workers_sync();
    switch (a.mode) {
        case kGridCounter:
        case kGridRelaxedPolls:
        case kGridAtom:
            if (tid == 0) {
                const unsigned target = (point + 1) * n;
                if (a.mode == kGridAtom)
                    asm volatile("atom.release.gpu.global.add.u32 _, [%0], 1;" ::"l"(a.counters) : "memory");
                else
                    kc::red_release_add(a.counters, 1);
                if (a.mode == kGridRelaxedPolls) {
                    unsigned seen;
                    do asm volatile("ld.relaxed.gpu.global.u32 %0, [%1];" : "=r"(seen) : "l"(a.counters) : "memory");
                    while (seen < target);
                    asm volatile("fence.acq_rel.gpu;" ::: "memory");
                } else {
                    while (kc::ld_acquire(a.counters) < target) {
                    }
                }
            }
            break;
        case kGroupCounters:
            if (tid == 0) {
                const unsigned g = blockIdx.x / a.group;
                const unsigned members = min(n, (g + 1) * a.group) - g * a.group;
                unsigned* word = a.counters + kLine * (1 + g);
                kc::red_release_add(word, 1);
                while (kc::ld_acquire(word) < (point + 1) * members) {
                }
            }
            break;
        case kBlockFlags:
            if (tid == 0)
                asm volatile("st.release.gpu.global.u32 [%0], %1;" ::"l"(a.flags + kLine * blockIdx.x), "r"(point + 1)
                             : "memory");
            if (tid < static_cast<int>(n))
                while (kc::ld_acquire(a.flags + kLine * tid) < static_cast<unsigned>(point + 1)) {
                }
            break;
    }
    workers_sync();
}

__global__ void __launch_bounds__(kHandoffThreads, 1) handoff_kernel(const __grid_constant__ HandoffArgs a) {
    namespace kc = folio::engine::kernels::cuda;
    extern __shared__ __align__(1024) uint8_t smem[];
    uint64_t* full = reinterpret_cast<uint64_t*>(smem + kStreamStages * kStreamStageBytes);
    volatile int* stop = reinterpret_cast<volatile int*>(full + kStreamStages);
    if (threadIdx.x == 0) {
        for (int s = 0; s < kStreamStages; ++s) kc::mbar_init(&full[s], 1);
        *stop = 0;
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    __syncthreads();
    if (threadIdx.x >= kWorkers) {
        if (threadIdx.x == kWorkers && a.stream_gap_ns >= 0) stream_until(a, smem, full, stop);
        return;
    }
    const unsigned n = gridDim.x;
    unsigned carried = blockIdx.x;
    for (int point = 0; point < a.points; ++point) {
        unsigned* mine = a.values + (point % 2) * n * 32 + blockIdx.x * 32;
        if (threadIdx.x < a.stores) mine[threadIdx.x] = carried + point;
        handoff(a, point);
        // A neighbour's values, read from L2 right after the hand-off; the next stores depend on them.
        const unsigned* theirs = a.values + (point % 2) * n * 32 + ((blockIdx.x + 1) % n) * 32;
        if (threadIdx.x < 32) carried = __ldcg(theirs + threadIdx.x) + 1;
    }
    workers_sync();
    if (threadIdx.x == 0) *stop = 1;
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

// Microseconds per point of the hand-off kernel.
float handoff_us(HandoffArgs a, int blocks, cudaStream_t stream, int runs) {
    a.points = kPoints;
    const int smem = kStreamStages * kStreamStageBytes + kStreamStages * 8 + 16;
    CHECK_CUDA(cudaFuncSetAttribute(handoff_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
    return per_point_us(
        [&] {
            // Counters and flags count up from zero in every launch.
            CHECK_CUDA(cudaMemsetAsync(a.counters, 0, sizeof(unsigned) * kLine * (1 + blocks), stream));
            CHECK_CUDA(cudaMemsetAsync(a.flags, 0, sizeof(unsigned) * kLine * blocks, stream));
            void* args[] = {&a};
            CHECK_CUDA(cudaLaunchCooperativeKernel(reinterpret_cast<void*>(handoff_kernel), dim3(blocks),
                                                   dim3(kHandoffThreads), args, smem, stream));
        },
        stream, runs);
}

// ---- Thread-block clusters (a design the decoder could move to; docs/PERFORMANCE.md) ----
// Per point: every block stores 32 words into the shared memory of the next block of its cluster
// (distributed shared memory), a cluster barrier, then reads what its neighbour stored for it. A
// cooperative launch (as the decoder's) with a cluster dimension, one block per SM.
__global__ void __launch_bounds__(kHandoffThreads, 1) cluster_kernel(int points, unsigned* sink) {
    extern __shared__ __align__(1024) uint8_t smem[];
    cg::cluster_group cluster = cg::this_cluster();
    unsigned* box = reinterpret_cast<unsigned*>(smem);  // 2 x 32 words, double-buffered by point
    const unsigned rank = cluster.block_rank(), size = cluster.num_blocks();
    unsigned carried = blockIdx.x;
    cluster.sync();
    for (int point = 0; point < points; ++point) {
        unsigned* next = cluster.map_shared_rank(box + (point % 2) * 32, (rank + 1) % size);
        if (threadIdx.x < 32) next[threadIdx.x] = carried + point;
        cluster.sync();
        if (threadIdx.x < 32) carried = box[(point % 2) * 32 + threadIdx.x] + 1;
    }
    if (threadIdx.x < 32 && carried == 0xdeadbeefu) sink[0] = carried;  // keeps the loop
}

// Clusters of `size` blocks that can be resident at once with `smem` bytes a block, and the
// microseconds a point when `clusters` of them run (0 clusters: not measured).
struct ClusterFigures {
    int max_clusters = 0;
    float us = -1;
};
ClusterFigures cluster_figures(int size, int smem, int clusters_wanted, unsigned* sink, cudaStream_t stream, int runs) {
    ClusterFigures f;
    CHECK_CUDA(cudaFuncSetAttribute(cluster_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
    if (size > 8) CHECK_CUDA(cudaFuncSetAttribute(cluster_kernel, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
    cudaLaunchConfig_t config = {};
    cudaLaunchAttribute attributes[2];
    attributes[0].id = cudaLaunchAttributeClusterDimension;
    attributes[0].val.clusterDim.x = size;
    attributes[0].val.clusterDim.y = 1;
    attributes[0].val.clusterDim.z = 1;
    attributes[1].id = cudaLaunchAttributeCooperative;
    attributes[1].val.cooperative = 1;
    config.blockDim = dim3(kHandoffThreads);
    config.dynamicSmemBytes = smem;
    config.stream = stream;
    config.attrs = attributes;
    config.numAttrs = 1;
    config.gridDim = dim3(size);
    if (cudaOccupancyMaxActiveClusters(&f.max_clusters, reinterpret_cast<void*>(cluster_kernel), &config) != cudaSuccess) {
        (void)cudaGetLastError();
        f.max_clusters = 0;
        return f;
    }
    const int clusters = std::min(clusters_wanted, f.max_clusters);
    if (clusters <= 0) return f;
    config.gridDim = dim3(clusters * size);
    config.numAttrs = 2;
    int points = kPoints;
    // A cooperative launch with a cluster dimension may be refused: then say so, and go on.
    if (const cudaError_t err = cudaLaunchKernelEx(&config, cluster_kernel, points, sink); err != cudaSuccess) {
        std::printf("(size %d: %s) ", size, cudaGetErrorString(err));
        (void)cudaGetLastError();
        return f;
    }
    CHECK_CUDA(cudaStreamSynchronize(stream));
    f.us = per_point_us([&] { CHECK_CUDA(cudaLaunchKernelEx(&config, cluster_kernel, points, sink)); }, stream, runs);
    return f;
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

    if (cooperative && prop.major >= 9) {
        unsigned *counters = nullptr, *flags = nullptr, *values = nullptr;
        CHECK_CUDA(cudaMalloc(&counters, sizeof(unsigned) * kLine * (1 + blocks)));
        CHECK_CUDA(cudaMalloc(&flags, sizeof(unsigned) * kLine * blocks));
        CHECK_CUDA(cudaMalloc(&values, sizeof(unsigned) * 2 * blocks * 32));
        CHECK_CUDA(cudaMemset(values, 0, sizeof(unsigned) * 2 * blocks * 32));
        std::printf("\nthe persistent decoder's hand-off, us a point (%d points; the memsets of the counters "
                    "are in the time, ~%.1f us a point)\n",
                    kPoints, 4.0 / kPoints);
        std::printf("%-24s %7s %14s %16s %18s\n", "hand-off", "stores", "no streaming", "streaming 24 KiB",
                    "one every 2.8 us");
        for (int mode = 0; mode < kHandoffModes; ++mode)
            for (const int stores : {0, 8, 32}) {
                std::printf("%-24s %7d", kHandoffNames[mode], stores);
                for (const int gap : {-1, 0, 2800}) {
                    const HandoffArgs a{counters, flags, values, data, buffer_bytes / kStreamStageBytes,
                                        kPoints, stores, 17, gap, mode};
                    std::printf(" %16.2f", handoff_us(a, blocks, stream, runs));
                }
                std::printf("\n");
                std::fflush(stdout);
            }
        CHECK_CUDA(cudaFree(counters));
        CHECK_CUDA(cudaFree(flags));
        CHECK_CUDA(cudaFree(values));
    }
    if (cooperative && prop.major >= 9) {
        // The decoder's shared memory a block (~200 KiB) and a small one, so that the GPC layout,
        // not the memory, limits the clusters.
        std::printf("\nthread-block clusters, one block per SM (cooperative launch with a cluster dimension): "
                    "co-resident clusters, and us a point of a DSMEM store + cluster barrier (as many clusters as fit)\n");
        std::printf("%-8s %18s %18s %14s\n", "size", "max (200 KiB)", "max (16 KiB)", "us a point");
        unsigned* sink = nullptr;
        CHECK_CUDA(cudaMalloc(&sink, sizeof(unsigned)));
        for (const int size : {2, 4, 8, 16}) {
            const ClusterFigures small = cluster_figures(size, 16 * 1024, 0, sink, stream, runs);
            const ClusterFigures big = cluster_figures(size, 200 * 1024, blocks, sink, stream, runs);
            std::printf("%-8d %18d %18d %14.2f\n", size, big.max_clusters, small.max_clusters, big.us);
            std::fflush(stdout);
        }
        CHECK_CUDA(cudaFree(sink));
    }
    CHECK_CUDA(cudaStreamDestroy(stream));
    CHECK_CUDA(cudaFree(data));
    CHECK_CUDA(cudaFree(token));
    return 0;
}

// folio-sm-share-bench: what a memory-bound stream and a compute-bound matrix product each get
// when the GPU's SMs are split between them, to bound what running the vision tower beside the
// decode steps can give (docs/PERFORMANCE.md, issue 27).
//
// The decode step at batch 128 is a stream of KV rows (bytes bound); the vision tower is matrix
// products and attention (FLOP bound). Each on its own green context of N and (all - N) SMs:
//  - the stream alone on N SMs, read two ways: 16-byte loads, eight in flight a thread, two
//    blocks an SM (the decode kernels' way), and bulk copies into shared memory (cp.async.bulk,
//    six 32 KiB stages a block, one block an SM), each summing what it read;
//  - the bf16 product (cuBLAS, 8192^3) alone on the other SMs;
//  - both at once, each on its own SMs: what each keeps of its rate.
// If the fractions of the full-GPU rates that the two keep side by side add up to about 1, the
// work cannot be hidden by splitting SMs; only above 1 does splitting pay.
//
// Usage: folio-sm-share-bench [gib=4] [repeats=40]
#include <cublas_v2.h>
#include <cuda.h>
#include <cuda_bf16.h>
#include <cuda_runtime_api.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "../../../engine/kernels/async_copy.cuh"

namespace kc = folio::engine::kernels::cuda;

namespace {

#define CHECK_CUDA(call)                                                                  \
    do {                                                                                  \
        const cudaError_t err_ = (call);                                                  \
        if (err_ != cudaSuccess) {                                                        \
            std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(err_));            \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)
#define CHECK_CU(call)                                                                    \
    do {                                                                                  \
        const CUresult err_ = (call);                                                     \
        if (err_ != CUDA_SUCCESS) {                                                       \
            const char* s_ = nullptr;                                                     \
            cuGetErrorString(err_, &s_);                                                  \
            std::fprintf(stderr, "%s: %s\n", #call, s_ ? s_ : "?");                       \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)
#define CHECK_CUBLAS(call)                                                                \
    do {                                                                                  \
        const cublasStatus_t err_ = (call);                                               \
        if (err_ != CUBLAS_STATUS_SUCCESS) {                                              \
            std::fprintf(stderr, "%s: cuBLAS status %d\n", #call, static_cast<int>(err_)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

constexpr int kPlainThreads = 512;
constexpr int kInFlight = 8;
constexpr int kBulkThreads = 128;
constexpr int kStages = 6;
constexpr unsigned kChunk = 32 * 1024;

// Every thread keeps kInFlight 16-byte loads in flight before it uses them.
__global__ void __launch_bounds__(kPlainThreads) stream_plain(const uint4* __restrict__ data, int64_t vecs,
                                                              unsigned* __restrict__ sink) {
    uint32_t acc = 0;
    const int64_t stride = static_cast<int64_t>(gridDim.x) * kPlainThreads * kInFlight;
    for (int64_t base = (static_cast<int64_t>(blockIdx.x) * kPlainThreads * kInFlight) + threadIdx.x; base < vecs;
         base += stride) {
        uint4 v[kInFlight];
#pragma unroll
        for (int i = 0; i < kInFlight; ++i) {
            const int64_t at = base + static_cast<int64_t>(i) * kPlainThreads;
            v[i] = at < vecs ? __ldg(data + at) : make_uint4(0, 0, 0, 0);
        }
#pragma unroll
        for (int i = 0; i < kInFlight; ++i) acc ^= v[i].x ^ v[i].y ^ v[i].z ^ v[i].w;
    }
    if (acc == 0x9e3779b9u) sink[blockIdx.x] = acc;  // keeps the loads; almost never stores
}

// One block an SM: thread 0 keeps kStages - 1 bulk copies in flight; all threads sum each stage.
__global__ void __launch_bounds__(kBulkThreads) stream_bulk(const char* __restrict__ data, int64_t chunks,
                                                            unsigned* __restrict__ sink) {
    extern __shared__ __align__(128) char stage[];  // kStages x kChunk
    __shared__ __align__(8) uint64_t full[kStages];
    if (threadIdx.x == 0)
        for (int s = 0; s < kStages; ++s) kc::mbar_init(&full[s], 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    __syncthreads();
    const uint64_t policy = kc::evict_first_policy();
    const int64_t mine = chunks > blockIdx.x ? (chunks - blockIdx.x + gridDim.x - 1) / gridDim.x : 0;
    auto issue = [&](int64_t k) {
        const int s = static_cast<int>(k % kStages);
        kc::mbar_expect_tx(&full[s], kChunk);
        kc::bulk_copy(stage + static_cast<int64_t>(s) * kChunk,
                      data + (blockIdx.x + k * gridDim.x) * static_cast<int64_t>(kChunk), kChunk, &full[s], policy);
    };
    if (threadIdx.x == 0)
        for (int64_t k = 0; k < std::min<int64_t>(kStages - 1, mine); ++k) issue(k);
    uint32_t acc = 0;
    for (int64_t k = 0; k < mine; ++k) {
        const int s = static_cast<int>(k % kStages);
        kc::mbar_wait(&full[s], static_cast<unsigned>((k / kStages) & 1));
        const uint4* v = reinterpret_cast<const uint4*>(stage + static_cast<int64_t>(s) * kChunk);
        for (unsigned i = threadIdx.x; i < kChunk / 16; i += kBulkThreads) acc ^= v[i].x ^ v[i].y ^ v[i].z ^ v[i].w;
        __syncthreads();  // stage (k + kStages - 1) % kStages = (k - 1)'s is free for everyone now
        if (threadIdx.x == 0 && k + kStages - 1 < mine) issue(k + kStages - 1);
    }
    if (acc == 0x9e3779b9u) sink[blockIdx.x] = acc;
}

__global__ void fill(uint32_t* p, int64_t n) {
    for (int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x; i < n;
         i += static_cast<int64_t>(gridDim.x) * blockDim.x)
        p[i] = static_cast<uint32_t>(i * 2654435761u) | 0x3c003c00u;  // finite bf16 pairs, never zero
}

struct Partition {
    int sms = 0;
    cudaStream_t stream = nullptr;
};

// A green context of about `want` SMs and one of the rest; want = 0: the whole GPU, twice.
std::pair<Partition, Partition> split(CUdevice dev, int want) {
    if (want == 0) {
        int all = 0;
        CHECK_CUDA(cudaDeviceGetAttribute(&all, cudaDevAttrMultiProcessorCount, 0));
        Partition a{all, nullptr}, b{all, nullptr};
        CHECK_CUDA(cudaStreamCreateWithFlags(&a.stream, cudaStreamNonBlocking));
        CHECK_CUDA(cudaStreamCreateWithFlags(&b.stream, cudaStreamNonBlocking));
        return {a, b};
    }
    CUdevResource whole{}, group{}, rest{};
    CHECK_CU(cuDeviceGetDevResource(dev, &whole, CU_DEV_RESOURCE_TYPE_SM));
    unsigned groups = 1;
    CHECK_CU(cuDevSmResourceSplitByCount(&group, &groups, &whole, &rest, 0, static_cast<unsigned>(want)));
    Partition out[2];
    CUdevResource* parts[2] = {&group, &rest};
    for (int i = 0; i < 2; ++i) {
        CUdevResourceDesc desc;
        CHECK_CU(cuDevResourceGenerateDesc(&desc, parts[i], 1));
        CUgreenCtx ctx;
        CHECK_CU(cuGreenCtxCreate(&ctx, desc, dev, CU_GREEN_CTX_DEFAULT_STREAM));
        CUstream s;
        CHECK_CU(cuGreenCtxStreamCreate(&s, ctx, CU_STREAM_NON_BLOCKING, 0));
        out[i] = {static_cast<int>(parts[i]->sm.smCount), reinterpret_cast<cudaStream_t>(s)};
    }
    return {out[0], out[1]};
}

struct Work {
    const char* data;
    int64_t bytes;
    unsigned* sink;
    cublasHandle_t blas;
    const __nv_bfloat16 *a, *b;
    __nv_bfloat16* c;
    int n;
};

void launch_stream(const Work& w, bool bulk, int sms, cudaStream_t s) {
    if (bulk) {
        stream_bulk<<<sms, kBulkThreads, kStages * kChunk, s>>>(w.data, w.bytes / kChunk, w.sink);
    } else {
        stream_plain<<<2 * sms, kPlainThreads, 0, s>>>(reinterpret_cast<const uint4*>(w.data), w.bytes / 16, w.sink);
    }
    CHECK_CUDA(cudaGetLastError());
}

void launch_gemm(const Work& w, cudaStream_t s) {
    CHECK_CUBLAS(cublasSetStream(w.blas, s));
    const float one = 1.0f, zero = 0.0f;
    CHECK_CUBLAS(cublasGemmEx(w.blas, CUBLAS_OP_N, CUBLAS_OP_N, w.n, w.n, w.n, &one, w.a, CUDA_R_16BF, w.n, w.b,
                              CUDA_R_16BF, w.n, &zero, w.c, CUDA_R_16BF, w.n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
}

struct Rates {
    double gbs = 0, tflops = 0;
};

// Runs `streams` passes over the buffer on `mem` and `gemms` products on `mat` (either may be
// zero), both enqueued before either is waited for; each rate over its own span.
Rates run(const Work& w, bool bulk, const Partition& mem, int streams, const Partition& mat, int gemms) {
    cudaEvent_t e[4];
    for (auto& ev : e) CHECK_CUDA(cudaEventCreate(&ev));
    if (streams) CHECK_CUDA(cudaEventRecord(e[0], mem.stream));
    if (gemms) CHECK_CUDA(cudaEventRecord(e[2], mat.stream));
    // Interleave the launches so that neither queue starts long before the other.
    for (int i = 0; i < std::max(streams, gemms); ++i) {
        if (i < streams) launch_stream(w, bulk, mem.sms, mem.stream);
        if (i < gemms) launch_gemm(w, mat.stream);
    }
    if (streams) CHECK_CUDA(cudaEventRecord(e[1], mem.stream));
    if (gemms) CHECK_CUDA(cudaEventRecord(e[3], mat.stream));
    CHECK_CUDA(cudaDeviceSynchronize());
    Rates r;
    float ms = 0;
    if (streams) {
        CHECK_CUDA(cudaEventElapsedTime(&ms, e[0], e[1]));
        r.gbs = static_cast<double>(w.bytes) * streams / (ms * 1e-3) / 1e9;
    }
    if (gemms) {
        CHECK_CUDA(cudaEventElapsedTime(&ms, e[2], e[3]));
        r.tflops = 2.0 * w.n * w.n * static_cast<double>(w.n) * gemms / (ms * 1e-3) / 1e12;
    }
    for (auto& ev : e) CHECK_CUDA(cudaEventDestroy(ev));
    return r;
}

}  // namespace

int main(int argc, char** argv) {
    const double gib = argc > 1 ? std::atof(argv[1]) : 4.0;
    const int repeats = argc > 2 ? std::atoi(argv[2]) : 40;
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        std::fprintf(stderr, "folio-sm-share-bench: no CUDA device\n");
        return 77;
    }
    CHECK_CU(cuInit(0));
    CUdevice dev;
    CHECK_CU(cuDeviceGet(&dev, 0));
    CHECK_CUDA(cudaSetDevice(0));
    CHECK_CUDA(cudaFuncSetAttribute(stream_bulk, cudaFuncAttributeMaxDynamicSharedMemorySize, kStages * kChunk));

    Work w{};
    w.bytes = static_cast<int64_t>(gib * (1ll << 30)) / kChunk * kChunk;
    w.n = 8192;
    char* data = nullptr;
    CHECK_CUDA(cudaMalloc(&data, w.bytes));
    const int64_t elems = static_cast<int64_t>(w.n) * w.n;
    __nv_bfloat16 *a, *b, *c;
    CHECK_CUDA(cudaMalloc(&a, elems * 2));
    CHECK_CUDA(cudaMalloc(&b, elems * 2));
    CHECK_CUDA(cudaMalloc(&c, elems * 2));
    CHECK_CUDA(cudaMalloc(&w.sink, 4096 * sizeof(unsigned)));
    fill<<<1024, 256>>>(reinterpret_cast<uint32_t*>(data), w.bytes / 4);
    fill<<<1024, 256>>>(reinterpret_cast<uint32_t*>(a), elems / 2);
    fill<<<1024, 256>>>(reinterpret_cast<uint32_t*>(b), elems / 2);
    CHECK_CUDA(cudaGetLastError());
    CHECK_CUDA(cudaDeviceSynchronize());
    w.data = data;
    w.a = a;
    w.b = b;
    w.c = c;
    CHECK_CUBLAS(cublasCreate(&w.blas));

    // Full-GPU ceilings first (warm-up included).
    const auto whole = split(dev, 0);
    run(w, false, whole.first, 2, whole.second, 2);
    const Rates plain_all = run(w, false, whole.first, repeats, whole.second, 0);
    const Rates bulk_all = run(w, true, whole.first, repeats, whole.second, 0);
    const Rates gemm_all = run(w, false, whole.first, 0, whole.second, repeats);
    std::printf("whole GPU (%d SMs): stream %.0f GB/s (16-byte loads), %.0f GB/s (bulk copies); bf16 product %.0f TFLOP/s\n",
                whole.first.sms, plain_all.gbs, bulk_all.gbs, gemm_all.tflops);
    // A pass over the buffer and a product take about the same time, so side by side both run for
    // the whole span.
    const int gemms = std::max(1, static_cast<int>(repeats * (w.bytes / (plain_all.gbs * 1e9)) /
                                                   (2.0 * w.n * w.n * static_cast<double>(w.n) / (gemm_all.tflops * 1e12))));

    std::printf("\n| stream SMs | product SMs | read | stream alone GB/s | product alone TFLOP/s | side by side GB/s | side by side TFLOP/s | kept (stream + product, of the whole GPU's) |\n");
    std::printf("| --- | --- | --- | --- | --- | --- | --- | --- |\n");
    for (const int want : {16, 24, 32, 48, 64, 80, 96, 112}) {
        const auto parts = split(dev, want);
        const Partition& mem = parts.first;
        const Partition& mat = parts.second;
        const Rates gemm_alone = run(w, false, mem, 0, mat, gemms);
        for (const bool bulk : {false, true}) {
            const Rates alone = run(w, bulk, mem, repeats, mat, 0);
            const Rates both = run(w, bulk, mem, repeats, mat, gemms);
            const double ceiling = std::max(plain_all.gbs, bulk_all.gbs);
            std::printf("| %d | %d | %s | %.0f | %.0f | %.0f | %.0f | %.2f + %.2f = %.2f |\n", mem.sms, mat.sms,
                        bulk ? "bulk copies" : "16-byte loads", alone.gbs, gemm_alone.tflops, both.gbs, both.tflops,
                        both.gbs / ceiling, both.tflops / gemm_all.tflops,
                        both.gbs / ceiling + both.tflops / gemm_all.tflops);
        }
    }
    std::fflush(stdout);
    return 0;
}

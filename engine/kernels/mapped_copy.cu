// Copies between pinned host memory and the device by a kernel that reads or writes the host side
// directly (mapped memory), for the decode step's small uploads and read-backs: a copy-engine
// transfer leaves the device idle on each side of it at batch 1, a kernel costs one launch, and
// the head option folds the copy of the previous step's tokens into the same launch (and, with
// head_out, their read-back to the host).
#include <algorithm>

#include "common.cuh"

namespace folio::engine::kernels::cuda {
namespace {

constexpr int kThreads = 256;

template <typename W>
__global__ void __launch_bounds__(kThreads)
    mapped_copy_kernel(W* __restrict__ dst, const W* __restrict__ src, int64_t words,
                       const W* __restrict__ head, int64_t head_words, W* __restrict__ head_out, bool src_is_host) {
    // As a programmatic dependent it is scheduled while the previous kernel finishes: a thread's
    // first word of host memory crosses the bus before the wait; everything earlier kernels may
    // write or read (head, the device side) comes after it.
    const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
    const int64_t first = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    W early{};
    if (src_is_host && first < words && first >= head_words) early = src[first];
    FOLIO_ALLOW_DEPENDENTS();
    FOLIO_WAIT_FOR_PREVIOUS();
    for (int64_t i = first; i < words; i += stride) {
        if (i < head_words) {
            const W word = head[i];
            dst[i] = word;
            if (head_out != nullptr) head_out[i] = word;
        } else {
            dst[i] = src_is_host && i == first ? early : src[i];
        }
    }
}

template <typename W>
cudaError_t launch_words(void* dst, const void* src, int64_t bytes, const void* head,
                         int64_t head_bytes, void* head_out, bool src_is_host, bool programmatic,
                         cudaStream_t stream) {
    const int64_t words = bytes / static_cast<int64_t>(sizeof(W));
    const int64_t blocks = std::min<int64_t>((words + kThreads - 1) / kThreads, 1024);
    return launch_programmatic(programmatic, mapped_copy_kernel<W>, dim3(static_cast<unsigned>(blocks)),
                               dim3(kThreads), 0, stream, static_cast<W*>(dst), static_cast<const W*>(src), words,
                               static_cast<const W*>(head), head_bytes / static_cast<int64_t>(sizeof(W)),
                               static_cast<W*>(head_out), src_is_host);
}

}  // namespace

cudaError_t launch_mapped_copy(void* dst, const void* src, int64_t bytes, const void* head,
                               int64_t head_bytes, void* head_out, bool src_is_host, bool programmatic,
                               cudaStream_t stream) {
    if (bytes < 0 || head_bytes < 0 || head_bytes > bytes || (head_bytes > 0 && head == nullptr) ||
        (head_out != nullptr && head == nullptr))
        return cudaErrorInvalidValue;
    if (bytes == 0) return cudaSuccess;
    // The widest word that every pointer and both sizes allow.
    const uintptr_t bits = reinterpret_cast<uintptr_t>(dst) | reinterpret_cast<uintptr_t>(src) |
                           reinterpret_cast<uintptr_t>(head) | reinterpret_cast<uintptr_t>(head_out) |
                           static_cast<uintptr_t>(bytes) | static_cast<uintptr_t>(head_bytes);
    const auto launch = [&](auto word) {
        return launch_words<decltype(word)>(dst, src, bytes, head, head_bytes, head_out, src_is_host, programmatic,
                                            stream);
    };
    if (bits % 16 == 0) return launch(uint4{});
    if (bits % 8 == 0) return launch(uint2{});
    if (bits % 4 == 0) return launch(uint32_t{});
    return launch(uint8_t{});
}

}  // namespace folio::engine::kernels::cuda

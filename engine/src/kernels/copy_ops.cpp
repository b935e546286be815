#include <c10/util/Exception.h>

#include "kernels/dispatch.h"
#include "kernels/ops.h"

namespace folio::engine::kernels {
namespace {

void check_copy_args(const at::Tensor& dst, const at::Tensor& src, const at::Tensor& head,
                     const at::Tensor& head_out) {
    const auto bytes = [](const at::Tensor& t) {
        return t.defined() && t.dim() == 1 && t.is_contiguous() && t.scalar_type() == at::kByte;
    };
    TORCH_CHECK(bytes(dst), "copy_mapped: dst must be a contiguous 1-D uint8 tensor");
    TORCH_CHECK(bytes(src), "copy_mapped: src must be a contiguous 1-D uint8 tensor");
    TORCH_CHECK(dst.numel() == src.numel(), "copy_mapped: dst has ", dst.numel(), " bytes, src ",
                src.numel());
    if (head.defined()) {
        TORCH_CHECK(bytes(head), "copy_mapped: head must be a contiguous 1-D uint8 tensor");
        TORCH_CHECK(head.numel() <= dst.numel(), "copy_mapped: head has ", head.numel(),
                    " bytes, more than dst's ", dst.numel());
    }
    if (head_out.defined()) {
        TORCH_CHECK(head.defined(), "copy_mapped: head_out needs a head");
        TORCH_CHECK(bytes(head_out), "copy_mapped: head_out must be a contiguous 1-D uint8 tensor");
        TORCH_CHECK(head_out.numel() == head.numel(), "copy_mapped: head_out has ", head_out.numel(),
                    " bytes, head ", head.numel());
    }
}

#ifdef FOLIO_WITH_CUDA
// The device address of pinned host memory (under unified addressing, memory from cudaHostAlloc
// is mapped), or nullptr.
void* mapped_device_address(const void* host) {
    cudaPointerAttributes attributes{};
    if (cudaPointerGetAttributes(&attributes, host) != cudaSuccess) {
        (void)cudaGetLastError();  // not a CUDA pointer: clear the error
        return nullptr;
    }
    return attributes.type == cudaMemoryTypeHost ? attributes.devicePointer : nullptr;
}
#endif

}  // namespace

void fallback::copy_mapped(const at::Tensor& dst, const at::Tensor& src, const at::Tensor& head,
                           const at::Tensor& head_out) {
    check_copy_args(dst, src, head, head_out);
    dst.copy_(src, /*non_blocking=*/true);
    if (head.defined() && head.numel() > 0) dst.narrow(0, 0, head.numel()).copy_(head, /*non_blocking=*/true);
    if (head_out.defined() && head_out.numel() > 0) head_out.copy_(head, /*non_blocking=*/true);
}

void copy_mapped(const at::Tensor& dst, const at::Tensor& src, const at::Tensor& head, const at::Tensor& head_out) {
#ifdef FOLIO_WITH_CUDA
    check_copy_args(dst, src, head, head_out);
    const bool to_device = dst.is_cuda() && src.is_cpu() && src.is_pinned();
    const bool to_host = src.is_cuda() && dst.is_cpu() && dst.is_pinned();
    const at::Tensor& device_side = to_device ? dst : src;
    const KernelTuning& tuning = kernel_tuning();
    if ((to_device || to_host) && dst.numel() > 0 && tuning.mapped_copy &&
        (!head.defined() || (head.is_cuda() && head.device() == device_side.device()))) {
        const c10::cuda::CUDAGuard guard(device_side.device());
        void* mapped = mapped_device_address(to_device ? src.data_ptr() : dst.data_ptr());
        void* mapped_head_out = head_out.defined() ? mapped_device_address(head_out.data_ptr()) : nullptr;
        if (mapped && (!head_out.defined() || mapped_head_out)) {
            FOLIO_CUDA_LAUNCH(cuda::launch_mapped_copy(
                to_device ? dst.data_ptr() : mapped, to_device ? mapped : src.data_ptr(), dst.numel(),
                head.defined() ? head.data_ptr() : nullptr, head.defined() ? head.numel() : 0, mapped_head_out,
                to_device, tuning.mapped_copy_programmatic, detail::current_stream()));
            return;
        }
    }
#endif
    fallback::copy_mapped(dst, src, head, head_out);
}

}  // namespace folio::engine::kernels

#include "loading/mapped_tensor.h"

#include "loading/mapped_file.h"

#include <ATen/ops/cat.h>
#include <ATen/ops/empty.h>
#include <c10/core/Storage.h>

#include <sys/mman.h>
#include <unistd.h>

namespace folio::engine {
namespace {

// The storage's context: one reference to the mapping per storage.
struct MappingReference {
    std::shared_ptr<MappedFile> file;
};

void drop_mapping_reference(void* context) { delete static_cast<MappingReference*>(context); }

}  // namespace

at::Tensor mapped_tensor(const std::shared_ptr<MappedFile>& file, size_t byte_offset, at::IntArrayRef shape,
                         at::ScalarType type) {
    const auto options = at::TensorOptions().dtype(type).device(at::kCPU);
    int64_t elements = 1;
    for (int64_t extent : shape) elements *= extent;
    const size_t bytes = static_cast<size_t>(elements) * c10::elementSize(type);
    // The only write-free way into ATen here: a DataPtr with our own deleter, so that
    // mapping_of can recognise the storage later (at::from_blob's deleters all look alike).
    auto* data = const_cast<uint8_t*>(file->data() + byte_offset);
    c10::DataPtr pointer(data, new MappingReference{file}, &drop_mapping_reference, at::Device(at::kCPU));
    c10::Storage storage(c10::Storage::use_byte_size_t(), bytes, std::move(pointer), /*allocator=*/nullptr,
                         /*resizable=*/false);
    return at::empty({0}, options).set_(std::move(storage), 0, shape);
}

const MappedFile* mapping_of(const at::Tensor& tensor) {
    if (!tensor.defined() || !tensor.is_cpu() || !tensor.has_storage()) return nullptr;
    const c10::DataPtr& pointer = tensor.storage().data_ptr();
    if (pointer.get_deleter() != &drop_mapping_reference) return nullptr;
    return static_cast<const MappingReference*>(pointer.get_context())->file.get();
}

at::Tensor concat_rows(const std::vector<at::Tensor>& parts) {
    const at::Tensor& first = parts.front();
    const MappedFile* file = mapping_of(first);
    bool adjacent = file != nullptr;
    int64_t rows = 0;
    for (size_t i = 0; i < parts.size() && adjacent; ++i) {
        const at::Tensor& part = parts[i];
        adjacent = mapping_of(part) == file && part.is_contiguous() && part.scalar_type() == first.scalar_type() &&
                   part.sizes().slice(1) == first.sizes().slice(1) &&
                   (i == 0 || static_cast<const uint8_t*>(part.data_ptr()) ==
                                  static_cast<const uint8_t*>(parts[i - 1].data_ptr()) + parts[i - 1].nbytes());
        rows += part.size(0);
    }
    if (!adjacent) {
        at::Tensor joined = at::cat(parts, 0);
        for (const at::Tensor& part : parts) release_mapped_pages(part);
        return joined;
    }
    std::vector<int64_t> shape = first.sizes().vec();
    shape[0] = rows;
    // Keep a reference to the mapping through the first part's storage context.
    const auto* reference = static_cast<const MappingReference*>(first.storage().data_ptr().get_context());
    const size_t offset = static_cast<size_t>(static_cast<const uint8_t*>(first.data_ptr()) - reference->file->data());
    return mapped_tensor(reference->file, offset, shape, first.scalar_type());
}

size_t release_mapped_pages(const at::Tensor& tensor) {
    if (!mapping_of(tensor) || !tensor.is_contiguous() || tensor.nbytes() == 0) return 0;
    static const uintptr_t page = static_cast<uintptr_t>(::sysconf(_SC_PAGESIZE));
    const auto begin = reinterpret_cast<uintptr_t>(tensor.data_ptr());
    const uintptr_t end = begin + tensor.nbytes();
    const uintptr_t first_page = (begin + page - 1) / page * page, last_page = end / page * page;
    if (last_page <= first_page) return 0;
    // A private read-only file mapping: dropping its pages loses nothing (a read faults them in again).
    if (::madvise(reinterpret_cast<void*>(first_page), last_page - first_page, MADV_DONTNEED) != 0) return 0;
    return last_page - first_page;
}

}  // namespace folio::engine

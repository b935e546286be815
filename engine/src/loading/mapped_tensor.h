// CPU tensors over a memory-mapped weights file, without copies, and what callers need to work
// with them: recognising them, joining neighbours into one view, and giving their pages back.
//
// A mapped tensor is read-only memory (PROT_READ): never write to it, in place or through
// out= arguments. It holds a reference to its MappedFile, so the mapping lives as long as the
// last tensor (or view of one) over it.
//
// Releasing pages, for code that derives its own copy from a mapped weight (a quantizer, a
// concatenation) and then no longer reads the source:
//     const at::Tensor source = weights.at(name);   // mapped bf16
//     at::Tensor packed = quantize(source);          // reads the pages in
//     release_mapped_pages(source);                  // they leave this process's RSS
// The tensor stays valid: a later read faults the pages in again from the file (the page cache).
// All functions are thread-safe (they only read the tensor's metadata).
#pragma once

#include <ATen/core/Tensor.h>

#include <cstddef>
#include <memory>
#include <vector>

namespace folio::engine {

class MappedFile;

// A tensor of `type` and `shape` over file->data() + byte_offset (no copy). The bytes must lie
// inside the file and be aligned to the element size (the caller checks; safetensors_archive does).
at::Tensor mapped_tensor(const std::shared_ptr<MappedFile>& file, size_t byte_offset, at::IntArrayRef shape,
                         at::ScalarType type);

// The file whose mapping `tensor` views, or nullptr for any other memory (heap, GPU, a copy).
const MappedFile* mapping_of(const at::Tensor& tensor);

// The parts' rows as one [sum of rows, ...] tensor (parts agree in dtype and trailing shape):
// a view, no copy, when they are contiguous and lie back to back in one mapping in this order
// (safetensors files written by transformers store e.g. gate_proj right before up_proj);
// otherwise at::cat, after which the parts' mapped pages are released.
at::Tensor concat_rows(const std::vector<at::Tensor>& parts);

// Drops this process's resident pages of a mapped tensor (madvise MADV_DONTNEED over the whole
// pages inside its bytes; a page shared with a neighbouring tensor stays). Returns the bytes
// released; 0 and nothing done for a tensor that is not over a mapping.
size_t release_mapped_pages(const at::Tensor& tensor);

}  // namespace folio::engine

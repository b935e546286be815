// Reading .safetensors checkpoints: header validation and zero-copy, memory-mapped tensor
// views. Format: u64 little-endian header length N, N bytes of JSON
// {"name": {"dtype": "BF16", "shape": [..], "data_offsets": [begin, end]}, "__metadata__": {..}},
// then the data section that the offsets index.
#pragma once

#include <ATen/core/Tensor.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace folio::engine {

struct TensorInfo {
    std::string name;
    std::string dtype;  // "F32", "BF16", "F16", ... as written in the file
    std::vector<int64_t> shape;
    uint64_t begin = 0;  // byte offsets relative to the data section
    uint64_t end = 0;
};

struct SafetensorsHeader {
    std::vector<TensorInfo> tensors;  // in file order of offsets
    uint64_t data_offset = 0;         // 8 + header length
};

// Bytes per element of a safetensors dtype string, 0 when unknown.
size_t safetensors_dtype_size(const std::string& dtype);

// Validates everything: header length, JSON, dtypes, shape*itemsize == end-begin, offsets
// within the file, no overlaps. Never allocates more than the input size allows (the
// header is capped at 100 MB). Throws Error starting with file_name.
SafetensorsHeader parse_safetensors_header(const uint8_t* data, size_t size,
                                           const std::string& file_name);

class MappedFile;  // a read-only mmap of one file (safetensors.cpp)

// One model.safetensors, or shards listed by model.safetensors.index.json; files are
// memory-mapped read-only. Tensor views share ownership of their mapping, so a view stays
// valid after the archive is gone.
class SafetensorsArchive {
public:
    // Throws Error naming the file at fault.
    static SafetensorsArchive open(const std::string& model_dir);

    std::vector<std::string> names() const;  // sorted
    bool contains(const std::string& name) const;
    const TensorInfo& info(const std::string& name) const;      // throws Error when absent
    const std::string& file_of(const std::string& name) const;  // file name, e.g. "model.safetensors"
    // The file that names the checkpoint as a whole, for errors about absent tensors:
    // "model.safetensors" or "model.safetensors.index.json".
    const std::string& source_name() const { return source_name_; }
    // CPU tensor over the mapping (no copy) with the file's dtype and shape. Read-only memory:
    // never write to it. Throws Error for dtypes libtorch lacks.
    at::Tensor view(const std::string& name) const;

private:
    struct Entry {
        TensorInfo info;
        size_t file_index = 0;
    };
    std::string source_name_;
    std::vector<std::string> file_names_;
    std::vector<std::shared_ptr<MappedFile>> files_;
    std::vector<uint64_t> data_offsets_;
    std::unordered_map<std::string, Entry> entries_;
};

}  // namespace folio::engine

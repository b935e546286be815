// A whole file memory-mapped read-only (POSIX mmap). Tensors viewing the mapping hold a
// shared_ptr to it, so the mapping lives as long as the last view.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace folio::engine {

class MappedFile {
public:
    // Throws Error "<label>: cannot open <path>: <reason>".
    static std::shared_ptr<MappedFile> open(const std::string& path, const std::string& label);
    ~MappedFile();
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    const uint8_t* data() const { return data_; }
    size_t size() const { return size_; }

private:
    MappedFile(const uint8_t* data, size_t size) : data_(data), size_(size) {}
    const uint8_t* data_;
    size_t size_;
};

}  // namespace folio::engine

// A whole file memory-mapped read-only (POSIX mmap). Tensors viewing the mapping hold a
// shared_ptr to it, so the mapping lives as long as the last view.
//
// A file truncated on disk while mapped would make every read of its lost pages a SIGBUS.
// Instead, a process-wide SIGBUS handler (installed with the first mapping; other faults go on
// to the handler that was there before) puts a zero page where a live mapping lost one and
// counts it; check_mapped_files_intact() then turns that into an Error naming the file, so the
// results computed from the zeros are never delivered. Replacing the file (a new inode, as
// downloads and `cp` to a temporary name do) or deleting it never affects a live mapping.
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
    const std::string& path() const { return path_; }

private:
    MappedFile(const uint8_t* data, size_t size, std::string path);
    const uint8_t* data_;
    size_t size_;
    std::string path_;
    int slot_ = -1;  // in the SIGBUS handler's table; -1: not watched (table full or empty file)
};

// Throws Error "<path>: the file shrank on disk while its weights were in use ..." when a read
// of a live mapping found its page gone since the last call. Thread-safe; cheap when nothing
// happened (one atomic load).
void check_mapped_files_intact();

}  // namespace folio::engine

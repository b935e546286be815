// Removing a test's scratch folder.
#pragma once

#include <cstdio>
#include <filesystem>
#include <system_error>

namespace folio::test {

// Deletes a folder tree with the C library. Not std::filesystem::remove_all: the CUDA builds of
// libtorch.so export their own copy of that symbol, which wins at load time and crashes
// (seen with torch 2.11.0+cu130).
inline void remove_tree(const std::filesystem::path& path) {
    std::error_code error;
    if (std::filesystem::is_directory(std::filesystem::symlink_status(path, error)))
        for (const auto& entry : std::filesystem::directory_iterator(path, error)) remove_tree(entry.path());
    std::remove(path.c_str());  // files and (now empty) folders
}

}  // namespace folio::test

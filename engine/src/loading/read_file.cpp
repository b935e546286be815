#include "loading/read_file.h"

#include <folio/engine/engine.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <filesystem>

namespace folio::engine {

std::string read_text_file(const std::string& path, const std::string& label, size_t max_bytes) {
    std::error_code error;
    const auto size = std::filesystem::file_size(path, error);
    if (error) throw Error(label + ": cannot read " + path + ": " + error.message());
    if (size > max_bytes)
        throw Error(label + ": cannot read " + path + ": " + std::to_string(size) +
                    " bytes is more than the " + std::to_string(max_bytes) + " expected at most");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw Error(label + ": cannot read " + path + ": " + std::strerror(errno));
    std::string text(size_t(size), '\0');
    in.read(text.data(), std::streamsize(size));
    if (size_t(in.gcount()) != size) throw Error(label + ": cannot read " + path + ": short read");
    return text;
}

}  // namespace folio::engine

#include "loading/mapped_file.h"

#include <folio/engine/engine.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace folio::engine {

std::shared_ptr<MappedFile> MappedFile::open(const std::string& path, const std::string& label) {
    auto fail = [&](const std::string& why) -> Error {
        return Error(label + ": cannot open " + path + ": " + why);
    };
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw fail(std::strerror(errno));
    struct stat info {};
    if (::fstat(fd, &info) != 0) {
        const int saved = errno;
        ::close(fd);
        throw fail(std::strerror(saved));
    }
    if (!S_ISREG(info.st_mode)) {
        ::close(fd);
        throw fail("not a regular file");
    }
    const size_t size = size_t(info.st_size);
    if (size == 0) {  // mmap rejects empty files; the header parser reports them
        ::close(fd);
        return std::shared_ptr<MappedFile>(new MappedFile(nullptr, 0));
    }
    void* data = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    const int saved = errno;
    ::close(fd);  // the mapping keeps its own reference to the file
    if (data == MAP_FAILED) throw fail(std::strerror(saved));
    return std::shared_ptr<MappedFile>(new MappedFile(static_cast<const uint8_t*>(data), size));
}

MappedFile::~MappedFile() {
    if (data_) ::munmap(const_cast<uint8_t*>(data_), size_);
}

}  // namespace folio::engine

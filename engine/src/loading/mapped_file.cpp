#include "loading/mapped_file.h"

#include <folio/engine/engine.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace folio::engine {

namespace {

// The live mappings the SIGBUS handler may repair. Lock-free for the handler; registration and
// the check take `table_mutex` among themselves.
struct WatchedRange {
    std::atomic<uintptr_t> begin{0}, end{0};
    std::atomic<int> lost_pages{0};
    const MappedFile* file = nullptr;  // under table_mutex
};
constexpr int kWatchedRanges = 64;
WatchedRange watched[kWatchedRanges];
std::atomic<int> lost_pages_total{0};
std::mutex table_mutex;
struct sigaction previous_handler {};
uintptr_t page_size = 4096;

void on_sigbus(int signal, siginfo_t* info, void* context) {
    const auto address = reinterpret_cast<uintptr_t>(info->si_addr);
    for (WatchedRange& range : watched) {
        const uintptr_t begin = range.begin.load(std::memory_order_acquire), end = range.end.load(std::memory_order_acquire);
        if (begin == 0 || address < begin || address >= end) continue;
        // The file lost this page: map a zero page over it, so the read resumes.
        void* page = reinterpret_cast<void*>(address & ~(page_size - 1));
        if (::mmap(page, page_size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == MAP_FAILED) break;
        range.lost_pages.fetch_add(1, std::memory_order_relaxed);
        lost_pages_total.fetch_add(1, std::memory_order_release);
        return;
    }
    // Not a mapping of ours: what would have happened without this handler.
    if (previous_handler.sa_flags & SA_SIGINFO) {
        if (previous_handler.sa_sigaction) return previous_handler.sa_sigaction(signal, info, context);
    } else if (previous_handler.sa_handler == SIG_IGN) {
        return;
    } else if (previous_handler.sa_handler != SIG_DFL) {
        return previous_handler.sa_handler(signal);
    }
    ::signal(SIGBUS, SIG_DFL);  // the faulting access repeats and ends the process as before
}

void install_handler() {
    static std::once_flag once;
    std::call_once(once, [] {
        page_size = static_cast<uintptr_t>(::sysconf(_SC_PAGESIZE));
        struct sigaction action {};
        action.sa_sigaction = &on_sigbus;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGBUS, &action, &previous_handler);
    });
}

int watch(const MappedFile* file) {
    install_handler();
    std::lock_guard lock(table_mutex);
    for (int i = 0; i < kWatchedRanges; ++i) {
        WatchedRange& range = watched[i];
        if (range.file) continue;
        range.file = file;
        range.lost_pages.store(0);
        range.end.store(reinterpret_cast<uintptr_t>(file->data()) + file->size(), std::memory_order_release);
        range.begin.store(reinterpret_cast<uintptr_t>(file->data()), std::memory_order_release);
        return i;
    }
    return -1;  // more live mappings than the table holds: this one goes unwatched
}

void unwatch(int slot) {
    std::lock_guard lock(table_mutex);
    WatchedRange& range = watched[slot];
    range.begin.store(0, std::memory_order_release);
    range.end.store(0, std::memory_order_release);
    range.file = nullptr;
}

}  // namespace

MappedFile::MappedFile(const uint8_t* data, size_t size, std::string path)
    : data_(data), size_(size), path_(std::move(path)) {
    if (data_) slot_ = watch(this);
}

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
        return std::shared_ptr<MappedFile>(new MappedFile(nullptr, 0, path));
    }
    void* data = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    const int saved = errno;
    ::close(fd);  // the mapping keeps its own reference to the file
    if (data == MAP_FAILED) throw fail(std::strerror(saved));
    return std::shared_ptr<MappedFile>(new MappedFile(static_cast<const uint8_t*>(data), size, path));
}

MappedFile::~MappedFile() {
    if (slot_ >= 0) unwatch(slot_);
    if (data_) ::munmap(const_cast<uint8_t*>(data_), size_);
}

void check_mapped_files_intact() {
    if (lost_pages_total.load(std::memory_order_acquire) == 0) return;
    std::lock_guard lock(table_mutex);
    for (WatchedRange& range : watched) {
        const int lost = range.lost_pages.load();
        if (!range.file || lost == 0) continue;
        throw Error(range.file->path() + ": the file shrank on disk while its weights were in use (" +
                    std::to_string(lost) + " pages lost); reopen the model once the file is complete");
    }
}

}  // namespace folio::engine

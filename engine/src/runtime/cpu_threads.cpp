#include "runtime/cpu_threads.h"

#include <ATen/Parallel.h>

#include <algorithm>
#include <cerrno>
#include <mutex>
#include <sys/resource.h>
#include <unistd.h>

namespace folio::engine {

namespace {
constexpr int kEngineNiceIncrement = 5;
}  // namespace

int resolve_cpu_threads(int requested) {
    // libtorch's own default, read before anything here changes it.
    static const int default_threads = std::max(1, at::get_num_threads());
    return requested > 0 ? requested : default_threads;
}

void set_process_cpu_threads(int threads, bool single_interop) {
    resolve_cpu_threads(0);  // remember the default before overriding it
    at::set_num_threads(threads);
    if (!single_interop) return;
    static std::once_flag interop;
    std::call_once(interop, [] {
        try {
            at::set_num_interop_threads(1);
        } catch (const std::exception&) {
            // Inter-op work already ran in this process (its pool exists): keep it as it is.
        }
    });
}

void configure_engine_thread(int threads, bool lower_priority) {
    at::set_num_threads(threads);
    if (!lower_priority) return;
    // Linux keeps the nice value per thread; threads this one creates (its OpenMP team) inherit it.
    const id_t thread = static_cast<id_t>(::gettid());
    errno = 0;
    const int current = ::getpriority(PRIO_PROCESS, thread);
    if (errno == 0) ::setpriority(PRIO_PROCESS, thread, std::min(current + kEngineNiceIncrement, 19));
}

}  // namespace folio::engine

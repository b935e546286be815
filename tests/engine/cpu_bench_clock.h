// The clocks of the CPU benchmarks: wall seconds, and CPU seconds of the whole process (every
// thread). On a shared machine wall time over-states what a step costs; CPU time over the
// threads is what it would take on cores of its own.
#pragma once

#include <sys/resource.h>

#include <chrono>

namespace folio::test {

inline double now_s() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

inline double cpu_s() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6;
}

}  // namespace folio::test

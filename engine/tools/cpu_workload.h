// folio-bench --device cpu: load time, time to first token on a small and a standard page, decode
// speed at the standard page's depth, end to end and peak RSS, one process per dtype.
#pragma once

#include <string>
#include <vector>

namespace folio::bench {

struct CpuWorkloadArgs {
    std::string model_dir;
    std::vector<std::string> dtypes{"float32", "bfloat16"};  // passed to EngineOptions::dtype as given
    int tokens = 1000;          // generated on the standard page (stop tokens ignored)
    int depth_tokens = 64;      // decode steps that make the "at depth" figure (llama-bench -n 64)
    int threads = 0;            // EngineOptions::cpu_threads; 0 = one per core
    bool full_page = true;      // false: the small page only (development)
    std::string small_page;     // binary PPM, 392x560 by default; empty: random pixels
    std::string page;           // binary PPM, 1092x1540 by default; empty: random pixels
    std::string json_path;
    bool print_table = true;    // false in the per-dtype children: the parent prints them all
};

// Runs every dtype in its own child process (this executable again) unless there is only one,
// prints the table and writes JSON. Returns the exit status.
int run_cpu_workload(const CpuWorkloadArgs& args, const std::string& self_executable);

}  // namespace folio::bench

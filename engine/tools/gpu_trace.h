// The GPU timeline of a piece of work (kernels, copies and memsets, also inside CUDA graph
// replays) through libtorch's Kineto profiler: how long each kernel runs and how long the GPU sits
// idle between them, which the benchmark's wall-clock figures cannot separate.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>

namespace folio::engine::bench {

// Runs `work` under the profiler and summarises the GPU activity between its first and last
// event: busy and idle time, per kernel name (count, total, mean), and the idle gaps by size. An
// empty object if the build has no CUDA.
nlohmann::json trace_gpu(const std::function<void()>& work);

}  // namespace folio::engine::bench

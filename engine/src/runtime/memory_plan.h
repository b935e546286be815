// Splits the engine's memory budget between weights (already loaded), activations, CUDA-graph
// buffers and the KV pool, and makes the pool (vLLM's gpu_memory_utilization, in bytes).
#pragma once

#include <cstdint>

#include "folio/engine/engine.h"
#include "model/lighton_ocr_model.h"
#include "runtime/scheduler.h"

namespace folio::engine {

struct MemoryPlan {
    std::uint64_t budget = 0;       // everything the engine may hold on the device
    std::uint64_t activations = 0;  // measured peak of a full-size page's vision pass + prefill
    std::uint64_t graphs = 0;       // decode graphs' buffers (estimate)
    std::uint64_t kv_pool = 0;      // what is left: the pool
    int64_t vision_batch_patches = 0;
};

// Measures, plans and configures the model's KV pool and the scheduler's vision batch. Throws
// Error naming the budget when weights and activations alone exceed it.
MemoryPlan configure_memory(LightOnOcrModel& model, const EngineOptions& options, SchedulerOptions& scheduler);

// "auto" -> the model's dtype; "fp8" -> Float8_e4m3fn. Error otherwise.
at::ScalarType parse_kv_dtype(const std::string& name, at::ScalarType model_dtype);

}  // namespace folio::engine

# Engine runtime: the Engine API implementation, scheduler, KV cache, sampler (relative to engine/).
set(FOLIO_ENGINE_RUNTIME_SOURCES
  src/runtime/sampler.cpp
  src/runtime/repetition_guard.cpp
  src/runtime/scheduler.cpp
  src/runtime/admission.cpp
  src/runtime/batch_planner.cpp
  src/runtime/scheduler_profile.cpp
  src/runtime/page_preparer.cpp
  src/runtime/decode_runner.cpp
  src/runtime/memory_plan.cpp
  src/runtime/local_engine.cpp
  src/runtime/devices.cpp
  src/runtime/cpu_threads.cpp
  src/runtime/tensor_file.cpp)

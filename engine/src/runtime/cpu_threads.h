// The engine's CPU threads: how many run its tensor work, and at what priority.
//
// Count: EngineOptions::cpu_threads, 0 = libtorch's default of one per physical core (which
// OMP_NUM_THREADS overrides). ATen's intra-op thread count is process-wide; each engine thread
// also applies it to itself (OpenMP keeps the count per calling thread).
// Priority: on a CPU device the engine's threads run at a lower priority (nice +5), so that the
// app's GUI thread and page renderer, which need little CPU but need it at once, are never
// queued behind the engine's GEMMs; with nothing else runnable the engine still gets all cores.
#pragma once

namespace folio::engine {

// The thread count `requested` (EngineOptions::cpu_threads) resolves to; >= 1.
int resolve_cpu_threads(int requested);

// At open: the intra-op count for the process (and the calling thread); with `single_interop`
// also one inter-op thread (the engine launches no inter-op work; set only if no inter-op work
// has run in the process yet).
void set_process_cpu_threads(int threads, bool single_interop);

// At the start of an engine thread, before it runs tensor work: the intra-op count for this
// thread, and with `lower_priority` this thread's (and the OpenMP team it will start) nice +5.
void configure_engine_thread(int threads, bool lower_priority);

}  // namespace folio::engine

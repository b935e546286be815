# Tests of the engine's kernels area (paths relative to tests/engine).

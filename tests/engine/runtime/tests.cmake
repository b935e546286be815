# Tests of the engine's runtime area (paths relative to tests/engine).

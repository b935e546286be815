# Tests of the engine's loading area (paths relative to tests/engine).

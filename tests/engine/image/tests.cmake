# Tests of the engine's image area (paths relative to tests/engine).

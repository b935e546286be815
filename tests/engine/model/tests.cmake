# Tests of the engine's model area (paths relative to tests/engine).

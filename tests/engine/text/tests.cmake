# Tests of the engine's text area (paths relative to tests/engine).

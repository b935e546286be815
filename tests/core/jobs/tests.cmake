# Tests of core's jobs area (paths relative to tests/core).

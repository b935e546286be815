# Tests of core's remote area (paths relative to tests/core).

# Tests of core's export area (paths relative to tests/core).

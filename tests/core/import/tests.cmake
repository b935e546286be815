# Tests of core's import area (paths relative to tests/core).

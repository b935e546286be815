#!/usr/bin/env bash
# One command: install what is missing, build, run every test.
#   tools/test.sh
# CI has no GPU, so the CUDA kernels are not built here (tools/gpu/check.sh builds and tests
# them on a GPU machine); GPU tests skip with a message.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="${FOLIO_BUILD_DIR:-$here/build}"
start=$(date +%s)
"$here/tools/setup.sh" "$build_dir"
FOLIO_BUILD_DIR="$build_dir" "$here/tools/build.sh" -DFOLIO_CUDA=OFF
cd "$build_dir"
# The package test (label package) builds the .deb, minutes of stripping and compressing libtorch:
# `ctest -L package` runs it.
ctest --output-on-failure -j "$(nproc)" --timeout 900 -LE package
echo "tools/test.sh: finished in $(( $(date +%s) - start )) s"

#!/usr/bin/env bash
# Configures and builds Folio in BUILD_DIR (default: build). Extra arguments go to cmake.
#   tools/build.sh [cmake options...]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="${FOLIO_BUILD_DIR:-$here/build}"
cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
cmake --build "$build_dir" -j "$(nproc)"

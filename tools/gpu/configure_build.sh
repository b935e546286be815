#!/usr/bin/env bash
# Configures the GPU machine's engine build (CUDA for sm_90, no Qt, the machine's python3 as the
# reference's interpreter, .device/shared-data as ../shared/data) into BUILD_DIR; on failure
# prints the end of LOG and exits non-zero. Used by perf_check.sh and persistent_sweep.sh.
#   tools/gpu/configure_build.sh BUILD_DIR LOG
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${1:?usage: configure_build.sh BUILD_DIR LOG}" log="${2:?usage: configure_build.sh BUILD_DIR LOG}"
cmake -S "$here" -B "$build" -G Ninja -DFOLIO_GUI=OFF -DFOLIO_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 \
  -DCMAKE_BUILD_TYPE=Release -DFOLIO_PYTHON="$(command -v python3)" \
  -DFOLIO_SHARED_DATA="$here/.device/shared-data" > "$log" 2>&1 || { tail -30 "$log"; exit 1; }

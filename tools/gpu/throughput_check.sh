#!/usr/bin/env bash
# One GPU-machine call for the 128-page floor: builds folio-bench and folio-boundary-bench, makes
# the real-size random model, then runs 128 pages (fp8 KV) with the group prefill switched off and
# on (same call, so the two compare), the second followed by the GPU timeline of 128 pages of
# TRACE_TOKENS tokens (last: the tracer stays attached), and the boundary benchmark. Logs and
# JSON under $OUT.   tools/gpu/throughput_check.sh [TRACE_TOKENS=24]
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
B="${FOLIO_BUILD_DIR:-$here/build-gpu}"
OUT="${OUT:-$B/out}"
tokens="${1:-24}"
mkdir -p "$OUT"
t0=$(date +%s)
step() { echo "== $* ($(( $(date +%s) - t0 )) s)"; }
step configure
"$here/tools/gpu/configure_build.sh" "$B" "$OUT/configure.log" || exit 1
step build
ninja -C "$B" folio-bench folio-boundary-bench > "$OUT/build.log" 2>&1 || { grep -B2 -A10 -E "error|FAILED" "$OUT/build.log" | head -40; exit 1; }
step reference model
python3 "$here/tests/reference/make_reference.py" --real-size --out "$B/reference" \
  --shared-data "$here/.device/shared-data" > "$OUT/reference.log" 2>&1 || { tail -20 "$OUT/reference.log"; exit 1; }
M="$B/reference/real/model"
step "128 pages, one prefill a page"
FOLIO_PREFILL_TOGETHER=0 timeout 150 "$B/engine/folio-bench" --model "$M" --batches 128 --kv fp8 --no-peer \
  --json "$OUT/apart.json" > "$OUT/apart.log" 2>&1
tail -4 "$OUT/apart.log"
step "128 pages, prefills together, then the timeline"
timeout 200 "$B/engine/folio-bench" --model "$M" --batches 128 --kv fp8 --no-peer --trace "$tokens" \
  --trace-pages 128 --json "$OUT/together.json" > "$OUT/together.log" 2>&1
grep -E "^folio|floor|pages, kv" "$OUT/together.log" | tail -8
grep -A60 "GPU timeline" "$OUT/together.log" | head -62
step boundary
timeout 90 "$B/tests/engine/folio-boundary-bench" 20 > "$OUT/boundary.log" 2>&1
tail -32 "$OUT/boundary.log"
step done

#!/usr/bin/env bash
# Sweeps compile-time constants of the persistent decoder kernel in one GPU-machine call: for
# each line of a variants file (NAME=VALUE pairs naming `constexpr int|bool NAME = ...;` lines of
# engine/kernels/persistent_decoder.cu, e.g. "kStages=4 kKvTokens=240"), rebuilds
# folio-persistent-bench with those values and prints its per-phase timeline; the source is
# restored at the end. Repeat a line to see the run-to-run spread (about 1%).
#   tools/gpu/persistent_sweep.sh VARIANTS_FILE
# Needs .device/shared-data, as perf_check.sh. Lines start only before FOLIO_SWEEP_DEADLINE
# seconds (default 400) have passed.
set -uo pipefail
variants="${1:?usage: persistent_sweep.sh VARIANTS_FILE}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
B="${FOLIO_BUILD_DIR:-$here/build-gpu}"
OUT="${OUT:-$B/out}"
mkdir -p "$OUT"
t0=$(date +%s)
step() { echo "== $* ($(( $(date +%s) - t0 )) s)"; }
"$here/tools/gpu/configure_build.sh" "$B" "$OUT/configure.log" || exit 1
src="$here/engine/kernels/persistent_decoder.cu"
original="$(mktemp)"
cp "$src" "$original"
trap 'cp "$original" "$src"' EXIT
while read -r line; do
  [ -z "$line" ] && continue
  [ $(( $(date +%s) - t0 )) -gt "${FOLIO_SWEEP_DEADLINE:-400}" ] && { echo "out of time before: $line"; break; }
  cp "$original" "$src"
  tag=""
  for pair in $line; do
    name=${pair%%=*} value=${pair#*=}
    grep -qE "^constexpr (int|bool) $name = " "$src" || { echo "no constant $name"; continue 2; }
    sed -i -E "s/^constexpr (int|bool) $name = .*;/constexpr \1 $name = $value;/" "$src"
    tag="$tag.$name=$value"
  done
  step "$line"
  ninja -C "$B" folio-persistent-bench > "$OUT/build$tag.log" 2>&1 || { tail -20 "$OUT/build$tag.log"; continue; }
  timeout 60 "$B/tests/engine/folio-persistent-bench" > "$OUT/sweep$tag.log" 2>&1
  sed -n '4,16p' "$OUT/sweep$tag.log"
done < "$variants"

#!/usr/bin/env bash
# One GPU-machine call for the 128-page floor: builds folio-bench and the GPU model tests, makes the
# real-size random model, checks parity (test_model_real_size_gpu, test_vision_gpu), times the
# decode step at batch 128 with its GPU timeline (folio-bench --trace-step, its own process: the
# tracer stays attached), then runs the standard table (batch 1, 128 pages with the fp8 KV cache,
# transformers in the same run). Logs and JSON under $OUT.
#   tools/gpu/throughput_check.sh [--no-tests] [--no-step] [--sanitize] [--bench-args "..."] [--ab ENV=VALUE] [--ab-args "..."]
# --ab ENV=VALUE also runs batch 1 and 128 pages (fp8 KV, no peer) with that environment (same
# call, to compare with the standard table); --ab-args "..." replaces those folio-bench arguments.
# --sanitize runs compute-sanitizer memcheck and racecheck on test_kernels_cuda (quick sizes);
# --memcheck only memcheck. --no-vision-test skips test_vision_gpu.
# --no-step skips the traced batch-128 step.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
B="${FOLIO_BUILD_DIR:-$here/build-gpu}"
OUT="${OUT:-$B/out}"
tests=1 sanitize=0 tools="memcheck racecheck" vision_test=1 trace_step=1 bench_args="--batches 1,128 --kv fp8 --peer-batches 1 --peer-tokens 20" ab="" ab_args="--batches 1,128 --kv fp8"
while (($#)); do
  case "$1" in
    --no-tests) tests=0 ;;
    --no-step) trace_step=0 ;;
    --sanitize) sanitize=1 ;;
    --memcheck) sanitize=1 tools=memcheck ;;
    --no-vision-test) vision_test=0 ;;
    --bench-args) bench_args="$2"; shift ;;
    --ab) ab="$2"; shift ;;
    --ab-args) ab_args="$2"; shift ;;
    *) echo "throughput_check.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
mkdir -p "$OUT"
t0=$(date +%s)
step() { echo "== $* ($(( $(date +%s) - t0 )) s)"; }
T="$B/tests/engine"
step configure
"$here/tools/gpu/configure_build.sh" "$B" "$OUT/configure.log" || exit 1
step build
targets="folio-bench"
[ $tests -eq 1 ] && targets="$targets test_kernels_cuda test_model_real_size_gpu test_vision_gpu"
[ $tests -eq 1 ] && targets="$targets test_screened_head_cuda"
ninja -C "$B" $targets > "$OUT/build.log" 2>&1 || { grep -B2 -A10 -E "error|FAILED" "$OUT/build.log" | head -40; exit 1; }
step reference model
python3 "$here/tests/reference/make_reference.py" --real-size --out "$B/reference" \
  --shared-data "$here/.device/shared-data" > "$OUT/reference.log" 2>&1 || { tail -20 "$OUT/reference.log"; exit 1; }
M="$B/reference/real/model"
if [ $tests -eq 1 ]; then
  step tests
  timeout 150 "$T/test_kernels_cuda" > "$OUT/test_kernels_cuda.log" 2>&1; echo "   kernels rc $?"
  grep -E "FAIL|passed" "$OUT/test_kernels_cuda.log" | tail -6
  timeout 120 "$T/test_screened_head_cuda" > "$OUT/test_screened_head_cuda.log" 2>&1; echo "   screened head rc $?"
  grep -E "FAIL|PASS|passed|candidates|us" "$OUT/test_screened_head_cuda.log" | tail -12
  timeout 240 "$T/test_model_real_size_gpu" > "$OUT/test_model_real_size_gpu.log" 2>&1; echo "   real size rc $?"
  grep -E "FAIL|passed|fp32|bf16|top-1" "$OUT/test_model_real_size_gpu.log" | tail -8
  if [ $vision_test -eq 1 ]; then
    timeout 120 "$T/test_vision_gpu" > "$OUT/test_vision_gpu.log" 2>&1; echo "   vision rc $?"
    grep -E "FAIL|passed|ms|error" "$OUT/test_vision_gpu.log" | tail -8
  fi
fi
if [ $tests -eq 1 ] && [ $sanitize -eq 1 ]; then
  for tool in $tools; do
    step "$tool test_kernels_cuda"
    FOLIO_KERNEL_TEST_QUICK=1 PYTORCH_NO_CUDA_MEMORY_CACHING=1 timeout 150 compute-sanitizer --tool $tool \
      --error-exitcode 9 --kernel-name kns=folio "$T/test_kernels_cuda" > "$OUT/${tool}.log" 2>&1; echo "   rc $?"
    grep -E "ERROR SUMMARY|RACECHECK SUMMARY|passed" "$OUT/${tool}.log" | tail -3
  done
fi
[ $trace_step -eq 1 ] && {
step "SDPA probe"
python3 "$here/tools/bench/sdpa_probe.py" 2>&1 | tail -3
step "decode step at batch 128 and its timeline"
timeout 150 "$B/engine/folio-bench" --model "$M" --trace-step --no-peer --json "$OUT/step.json" > "$OUT/step.log" 2>&1
grep "decode anatomy" "$OUT/step.log"; grep -A40 "GPU timeline" "$OUT/step.log" | head -42
}
if [ -n "$ab" ]; then
  step "folio-bench $ab_args with $ab"
  env "$ab" timeout 150 "$B/engine/folio-bench" --model "$M" $ab_args --no-peer --json "$OUT/ab.json" \
    > "$OUT/ab.log" 2>&1
  grep -E "^folio" "$OUT/ab.log"
fi
step "standard table"
timeout 300 "$B/engine/folio-bench" --model "$M" $bench_args --json "$OUT/bench.json" > "$OUT/bench.log" 2>&1
tail -16 "$OUT/bench.log"
step done

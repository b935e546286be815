#!/usr/bin/env bash
# One GPU-machine call for issue 5: build the engine with CUDA (sm_90), run the GPU tests (kernels,
# GEMV, real-size parity with transformers), optionally compute-sanitizer, the kernel benchmarks
# and folio-bench (ours and the transformers peer in one run). Every step has its own time limit
# and log under $OUT; a summary is printed last and written to $OUT/summary.json.
#   tools/gpu/perf_check.sh [--sanitize] [--no-kernel-bench] [--quick] [--no-gemv-test] [--trace]
#                           [--persistent-only] [--bench-args "..."]
# --quick skips the GEMV test and the real-size parity test (for a benchmark-only call).
# --no-gemv-test skips the GEMV test (unchanged kernels) but keeps the real-size parity test.
# --persistent-only builds and runs just the persistent decoder's test and benchmark, and
# folio-boundary-bench (what one hand-off costs, by variant).
# --trace ends with the GPU timeline of a batch-1 page (folio-bench --trace 200); last, because
# the tracer stays attached to its process and would slow what follows.
# Needs .device/shared-data (a copy of ../shared/data's model-config and qwen-tokenizer).
# The sanitizer runs start only before FOLIO_CHECK_DEADLINE seconds (default 460) have passed,
# so that the call ends inside the device's 10-minute limit (or a smaller budget).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
B="${FOLIO_BUILD_DIR:-$here/build-gpu}"
OUT="${OUT:-$B/out}"
mkdir -p "$OUT"
sanitize=0 kernel_bench=1 quick=0 gemv_test=1 trace=0 persistent_only=0 bench_args=""
deadline="${FOLIO_CHECK_DEADLINE:-460}"
while (($#)); do
  case "$1" in
    --sanitize) sanitize=1 ;;
    --no-kernel-bench) kernel_bench=0 ;;
    --quick) quick=1 ;;
    --trace) trace=1 ;;
    --persistent-only) persistent_only=1 ;;
    --no-gemv-test) gemv_test=0 ;;
    --bench-args) bench_args="$2"; shift ;;
    *) echo "perf_check.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
t0=$(date +%s)
step() { echo "== $* ($(( $(date +%s) - t0 )) s)"; }
T=$B/tests/engine
declare -A rc
run_step() {  # name timeout command...
  local name=$1 limit=$2; shift 2
  step "$name"
  timeout "$limit" "$@" > "$OUT/$name.log" 2>&1; rc[$name]=$?
  echo "   rc ${rc[$name]}"
}

step machine
nvidia-smi --query-gpu=name,memory.total,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv | tee "$OUT/gpu.txt"
python3 -c "import torch, transformers; print('torch', torch.__version__, 'cuda', torch.version.cuda, 'transformers', transformers.__version__)" | tee -a "$OUT/gpu.txt"

step configure
"$here/tools/gpu/configure_build.sh" "$B" "$OUT/configure.log" || exit 1
if [ $persistent_only -eq 1 ]; then
  run_step build 400 ninja -C "$B" test_persistent_decoder_cuda folio-persistent-bench folio-boundary-bench
  [ "${rc[build]}" -ne 0 ] && { grep -B2 -A10 -E "error|FAILED" "$OUT/build.log" | head -60; exit 1; }
  run_step test_persistent_decoder_cuda 150 "$T/test_persistent_decoder_cuda"
  run_step persistent_bench 120 "$T/folio-persistent-bench"
  run_step boundary_bench 60 "$T/folio-boundary-bench" 20
  grep -E "FAIL|passed|28 layers" "$OUT/test_persistent_decoder_cuda.log"
  cat "$OUT/persistent_bench.log"
  tail -18 "$OUT/boundary_bench.log"
  (cd "$OUT" && tar czf logs.tgz ./*.log && rm -f ./*.log)
  exit 0
fi
run_step build 400 ninja -C "$B" test_kernels_cuda test_paged_bounds_cuda test_gemv_cuda test_persistent_decoder_cuda test_screened_head_cuda folio-persistent-bench folio-kernel-bench folio-gemv-bench \
  folio-boundary-bench test_model_real_size_gpu folio-bench
if [ "${rc[build]}" -ne 0 ]; then grep -B2 -A10 -E "error|FAILED" "$OUT/build.log" | head -60; exit 1; fi

run_step test_persistent_decoder_cuda 150 "$T/test_persistent_decoder_cuda"
run_step test_kernels_cuda 150 "$T/test_kernels_cuda"
run_step test_paged_bounds_cuda 60 "$T/test_paged_bounds_cuda"
run_step test_screened_head_cuda 120 "$T/test_screened_head_cuda"
run_step persistent_bench 120 "$T/folio-persistent-bench"
[ $quick -eq 0 ] && [ $gemv_test -eq 1 ] && run_step test_gemv_cuda 150 "$T/test_gemv_cuda"
run_step real_size_reference 300 python3 "$here/tests/reference/make_reference.py" --real-size \
  --out "$B/reference" --shared-data "$here/.device/shared-data"
[ $quick -eq 0 ] && run_step test_model_real_size_gpu 300 "$T/test_model_real_size_gpu"
if [ $kernel_bench -eq 1 ]; then
  run_step kernel_bench 90 "$B/tests/engine/folio-kernel-bench" 30
  run_step gemv_bench 90 "$B/tests/engine/folio-gemv-bench" 20
  run_step boundary_bench 60 "$B/tests/engine/folio-boundary-bench" 20
  # The scalar fp8 attention kernel, against which the tensor-core one is measured.
  run_step kernel_bench_fp8_scalar 60 "$B/tests/engine/folio-kernel-bench" 20 --paged-fp8-scalar
fi
step folio-bench
timeout 420 "$B/engine/folio-bench" --model "$B/reference/real/model" --json "$OUT/bench.json" $bench_args \
  > "$OUT/folio_bench.log" 2>&1; rc[folio_bench]=$?
# Last, in whatever time is left of the call's 10 minutes.
if [ $sanitize -eq 1 ]; then
  for tool in memcheck racecheck; do
    for t in test_persistent_decoder_cuda test_kernels_cuda test_screened_head_cuda test_gemv_cuda; do
      [ $(( $(date +%s) - t0 )) -gt "$deadline" ] && { echo "   $tool $t skipped: out of time"; continue; }
      FOLIO_KERNEL_TEST_QUICK=1 PYTORCH_NO_CUDA_MEMORY_CACHING=1 run_step "${tool}_$t" 100 \
        compute-sanitizer --tool $tool --error-exitcode 9 --kernel-name kns=folio "$T/$t"
    done
  done
  # racecheck stops on the GEMV test with an internal sanitizer error; the test of the GEMV
  # without programmatic launches (and their L2 prefetch) alone:
  [ $(( $(date +%s) - t0 )) -le $(( deadline + 20 )) ] && FOLIO_KERNEL_TEST_QUICK=1 PYTORCH_NO_CUDA_MEMORY_CACHING=1 \
    run_step racecheck_test_gemv_cuda_no_pdl 60 \
    compute-sanitizer --tool racecheck --error-exitcode 9 --kernel-name kns=folio "$T/test_gemv_cuda" \
    gemv_without_programmatic_launch_gives_the_same_bits
fi
if [ $trace -eq 1 ]; then
  run_step trace 90 "$B/engine/folio-bench" --model "$B/reference/real/model" --no-peer --batches 1 \
    --trace 200 --json "$OUT/trace.json"
  grep -A16 'GPU timeline' "$OUT/trace.log"
fi
step summary
python3 - "$OUT" <<PY
import json, os, re, sys
out = sys.argv[1]
summary = {"rc": {$(for k in "${!rc[@]}"; do printf '"%s": %s, ' "$k" "${rc[$k]}"; done)}}
for name in ["test_persistent_decoder_cuda", "test_kernels_cuda", "test_paged_bounds_cuda", "test_screened_head_cuda", "test_gemv_cuda", "test_model_real_size_gpu"]:
    p = os.path.join(out, name + ".log")
    if os.path.exists(p):
        text = open(p).read()
        summary[name] = [l for l in text.splitlines() if re.search(r"FAIL|passed|rel|error", l)][-25:]
if os.path.exists(os.path.join(out, "bench.json")):
    summary["bench"] = json.load(open(os.path.join(out, "bench.json")))
json.dump(summary, open(os.path.join(out, "summary.json"), "w"), indent=1)
PY
for f in test_persistent_decoder_cuda test_kernels_cuda test_paged_bounds_cuda test_screened_head_cuda test_gemv_cuda test_model_real_size_gpu; do
  [ -f "$OUT/$f.log" ] || continue
  echo "--- $f"; grep -E "FAIL|passed|fp32:|bf16:|vs layered|replay" "$OUT/$f.log" | tail -16
done
for f in "$OUT"/memcheck_* "$OUT"/racecheck_*; do
  [ -f "$f" ] && echo "--- $(basename "$f"): $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$f" | tr '\n' ' ')"
done
[ -f "$OUT/boundary_bench.log" ] && { echo "--- a kernel boundary against a grid-wide barrier, the decoder's hand-offs:"; tail -24 "$OUT/boundary_bench.log"; }
if [ -f "$OUT/kernel_bench.log" ]; then
  echo "paged decode, tensor-core fp8 / scalar fp8 / bf16:"
  grep -E 'paged_decode' "$OUT/kernel_bench.log"
fi
[ -f "$OUT/kernel_bench_fp8_scalar.log" ] && grep -E 'paged_decode fp8' "$OUT/kernel_bench_fp8_scalar.log"
[ -f "$OUT/persistent_bench.log" ] && { echo "--- persistent decoder:"; tail -14 "$OUT/persistent_bench.log"; }
echo "--- folio-bench (rc ${rc[folio_bench]})"; grep "decode anatomy" "$OUT/folio_bench.log"; tail -25 "$OUT/folio_bench.log"
# Only a few files come back from the machine: the logs travel as one archive.
(cd "$OUT" && tar czf logs.tgz ./*.log && rm -f ./*.log)

#!/usr/bin/env bash
# One GPU-machine call for the vision tower beside the decode steps: builds folio-bench and the
# generation tests (CUDA, sm_90), makes the small and the real-size references, runs the
# generation tests (their CUDA case checks every page's tokens with and without the overlap), the
# vision tower's GPU timeline, the benchmark (batch 1, 128 pages, a stream of --stream pages with
# --in-flight in flight, per --kv dtype) and, while time is left, 128 pages with the overlap off
# (FOLIO_OVERLAP_VISION=0). Logs and JSON under $OUT; a summary last.
#   tools/gpu/overlap_check.sh [--kv auto,fp8] [--stream 512] [--in-flight 128] [--no-ab] [--llama]
#                              [--overlap on|off] [--no-tests] [--sm-share]
# --overlap off: the benchmark with vision beside decode off (the engine's default) instead of on.
# --no-tests: no generation tests and no vision timeline (a benchmark-only call).
# --sm-share: last, folio-sm-share-bench (a memory stream and a bf16 product on green contexts
# of split SMs: what each keeps side by side).
# --llama: after the benchmark, llama.cpp as the second peer on the same weights
# (tools/bench/llama_gpu_peer.py; its CUDA build in LLAMA_BUILD_DIR, default /tmp/llama-cuda, made
# beforehand by a call of its own with --build-only, or carried prebuilt and named by
# LLAMA_BUILD_DIR; else needs .bench/llama.cpp-src.tar.gz carried),
# and one table of Folio, transformers (the benchmark then runs its batch-1 peer, 20 tokens) and llama.cpp.
# Needs .device/shared-data (a copy of ../shared/data's model-config and qwen-tokenizer).
# Steps start only before FOLIO_CHECK_DEADLINE seconds (default 470) have passed, and each is cut
# off at FOLIO_CHECK_END seconds (default 585), inside the device's 10-minute limit.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
B="${FOLIO_BUILD_DIR:-/tmp/bgpu}"
OUT="${OUT:-$B/out}"
mkdir -p "$OUT"
kv=auto,fp8 stream=512 in_flight=128 ab=1 llama=0 peer_args=--no-peer overlap=1 tests=1 sm_share=0
deadline="${FOLIO_CHECK_DEADLINE:-470}" end="${FOLIO_CHECK_END:-585}"
while (($#)); do
  case "$1" in
    --kv) kv="$2"; shift ;;
    --stream) stream="$2"; shift ;;
    --in-flight) in_flight="$2"; shift ;;
    --no-ab) ab=0 ;;
    --llama) llama=1 peer_args="--peer-batches 1 --peer-tokens 20" ;;
    --overlap) case "$2" in on) overlap=1 ;; off) overlap=0 ;; *) echo "overlap_check.sh: --overlap on|off" >&2; exit 2 ;; esac; shift ;;
    --no-tests) tests=0 ;;
    --sm-share) sm_share=1 ;;
    *) echo "overlap_check.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
t0=$(date +%s)
elapsed() { echo $(( $(date +%s) - t0 )); }
summary="$OUT/summary.txt"
note() { echo "$*" | tee -a "$summary"; }
run_step() {  # name limit command...: skipped past the deadline
  local name=$1 limit=$2; shift 2
  if [ "$(elapsed)" -ge "$deadline" ]; then note "$name: skipped at $(elapsed) s (deadline)"; return 1; fi
  echo "== $name ($(elapsed) s)"
  local left=$(( end - $(elapsed) ))
  [ "$left" -lt "$limit" ] && limit=$left
  timeout "$limit" "$@" > "$OUT/$name.log" 2>&1
  local rc=$?
  note "$name: rc $rc at $(elapsed) s"
  return $rc
}

nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv,noheader | tee "$OUT/gpu.txt"
"$here/tools/gpu/configure_build.sh" "$B" "$OUT/configure.log" || exit 1
targets="folio-bench"
[ $tests -eq 1 ] && targets="$targets test_engine_generation"
[ $sm_share -eq 1 ] && targets="$targets folio-sm-share-bench"
if ! run_step build 400 ninja -C "$B" $targets; then
  grep -E "error|FAILED" -A8 "$OUT/build.log" | head -80
  exit 1
fi
data="$here/.device/shared-data"
[ $tests -eq 1 ] && run_step reference 200 python3 "$here/tests/reference/make_reference.py" --out "$B/reference" --shared-data "$data"
run_step real_size_reference 300 python3 "$here/tests/reference/make_reference.py" --real-size \
  --out "$B/reference" --shared-data "$data"
model="$B/reference/real/model"
if [ $tests -eq 1 ]; then
  run_step generation_tests 200 "$B/tests/engine/test_engine_generation"
  grep -E "^(FAIL|SKIP)|overlap|vision_beside|passed" "$OUT/generation_tests.log" | tee -a "$summary"
  run_step vision_trace 90 "$B/engine/folio-bench" --model "$model" --trace-vision --no-peer --json "$OUT/vision_trace.json"
  grep -E "timeline|x advance" "$OUT/vision_trace.log" | head -30 | tee -a "$summary"
fi
note "benchmark with FOLIO_OVERLAP_VISION=$overlap"
FOLIO_OVERLAP_VISION=$overlap run_step bench 330 "$B/engine/folio-bench" --model "$model" --batches 1,128 --kv "$kv" --stream "$stream" \
  --in-flight "$in_flight" $peer_args --json "$OUT/bench.json"
sed -n '/^Standard workload/,$p' "$OUT/bench.log" | tee -a "$summary"
if [ $llama -eq 1 ]; then
  run_step llama_peer 300 python3 "$here/tools/bench/llama_gpu_peer.py" --model "$model" \
    --build-dir "${LLAMA_BUILD_DIR:-/tmp/llama-cuda}" --work "$B/llama" --json "$OUT/llama.json" --folio-json "$OUT/bench.json"
  sed -n '/^| engine/,$p' "$OUT/llama_peer.log" | tee -a "$summary"
fi
if [ $ab -eq 1 ]; then
  FOLIO_OVERLAP_VISION=0 run_step bench_no_overlap 120 "$B/engine/folio-bench" --model "$model" --batches 128 \
    --kv fp8 --no-peer --json "$OUT/bench_no_overlap.json"
  grep -E "^folio" "$OUT/bench_no_overlap.log" | tee -a "$summary"
fi
if [ $sm_share -eq 1 ]; then
  run_step sm_share 120 "$B/tests/engine/folio-sm-share-bench"
  sed -n '/^whole GPU/,$p' "$OUT/sm_share.log" | tee -a "$summary"
fi
note "done at $(elapsed) s"

#!/usr/bin/env bash
# On a GPU machine without Qt: build the engine with CUDA against python3's torch, run the
# engine tests (GPU ones included) and the benchmark, and write a JSON summary to $OUT.
#   tools/gpu/check.sh [--no-bench] [--targets "t1 t2"] [--tests REGEX] [--bench-args "..."]
# --targets/--tests narrow the run when device time is short (default: everything).
# Shared data (model config, tokenizer) is read from .device/shared-data, a carried copy of
# ../shared/data (the GPU machine has no ../shared).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build_dir="${FOLIO_BUILD_DIR:-$here/build-gpu}"
out="${OUT:-$build_dir/out}"
mkdir -p "$out"
python="${FOLIO_PYTHON:-$(command -v python3)}"
run_bench=1 targets="" tests="" bench_args=""
while (($#)); do
  case "$1" in
    --no-bench) run_bench=0 ;;
    --targets) targets="$2"; shift ;;
    --tests) tests="$2"; shift ;;
    --bench-args) bench_args="$2"; shift ;;
    *) echo "check.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

start=$(date +%s)
step() { echo "== $* ($(( $(date +%s) - start )) s)"; }
step "machine"
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader | tee "$out/gpu.txt"
"$python" -c "import torch;print('torch', torch.__version__, 'cuda', torch.version.cuda)" | tee -a "$out/gpu.txt"

step "configure + build (FOLIO_GUI=OFF, FOLIO_CUDA=ON, sm_90)"
build_rc=0
cmake -S "$here" -B "$build_dir" -G Ninja -DFOLIO_GUI=OFF -DFOLIO_CUDA=ON \
  -DCMAKE_CUDA_ARCHITECTURES=90 -DFOLIO_PYTHON="$python" -DCMAKE_BUILD_TYPE=Release \
  -DFOLIO_SHARED_DATA="$here/.device/shared-data" > "$out/configure.log" 2>&1 &&
  cmake --build "$build_dir" -j "$(nproc)" ${targets:+--target $targets} > "$out/build.log" 2>&1 || build_rc=$?
tail -3 "$out/build.log"
build_s=$(( $(date +%s) - start ))

step "tests"
test_rc=1
if [ $build_rc -eq 0 ]; then
  (cd "$build_dir" && ctest --output-on-failure -j 2 --timeout 600 ${tests:+-R "$tests"} > "$out/ctest.log" 2>&1); test_rc=$?
  grep -E "Test +#|tests passed|tests failed|error|relative" "$out/ctest.log" | tail -40
fi

bench_rc=-1
real_model="$build_dir/reference/real/model"
if [ $run_bench -eq 1 ] && [ $build_rc -eq 0 ] && [ -x "$build_dir/engine/folio-bench" ]; then
  step "benchmark"
  if [ ! -f "$real_model/config.json" ]; then
    "$python" "$here/tests/reference/make_reference.py" --real-size --out "$build_dir/reference" \
      --shared-data "$here/.device/shared-data" > "$out/reference.log" 2>&1
  fi
  "$build_dir/engine/folio-bench" --model "$real_model" --json "$out/bench.json" $bench_args 2>&1 |
    tee "$out/bench.log"; bench_rc=${PIPESTATUS[0]}
fi
step "summary"

"$python" - "$out" "$build_rc" "$test_rc" "$bench_rc" "$build_s" <<'PY'
import json, os, re, sys
out, build_rc, test_rc, bench_rc, build_s = sys.argv[1], *map(int, sys.argv[2:])
summary = {"build_rc": build_rc, "build_seconds": build_s, "ctest_rc": test_rc, "bench_rc": bench_rc}
try:
    summary["gpu"] = open(os.path.join(out, "gpu.txt")).read().strip()
    log = open(os.path.join(out, "ctest.log")).read()
    summary["tests"] = [{"name": m.group(1), "result": m.group(2)} for m in
                        re.finditer(r"Test\s+#\d+: (\S+) \.+[\* ]*(Passed|\*\*\*Failed|\*\*\*Skipped|Not Run|Failed)", log)]
    m = re.search(r"(\d+)% tests passed, (\d+) tests failed out of (\d+)", log)
    if m: summary["ctest"] = m.group(0)
except OSError:
    pass
if os.path.exists(os.path.join(out, "bench.json")):
    summary["bench"] = json.load(open(os.path.join(out, "bench.json")))
json.dump(summary, open(os.path.join(out, "summary.json"), "w"), indent=2)
print(json.dumps({k: v for k, v in summary.items() if k not in ("tests", "bench")}, indent=2)[:3000])
PY
[ $build_rc -eq 0 ] && [ $test_rc -eq 0 ]

#!/usr/bin/env bash
# One call on the GPU machine: build the kernel targets, run their tests, compute-sanitizer
# (memcheck and racecheck, on the quick sizes) and the benchmark. Logs go under $OUT; the
# summary printed last is what the call's reply carries. Each step has its own time limit so
# that a slow one still leaves the others' logs.
set -u
OUT=${OUT:-/tmp/folio-kernels}
mkdir -p "$OUT"
B=build-gpu
T=$B/tests/engine
t0=$(date +%s)
step() { echo "== $1 ($(( $(date +%s) - t0 )) s)"; }
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv > "$OUT/nvidia-smi.csv" 2>&1
step configure
cmake -S . -B $B -G Ninja -DFOLIO_GUI=OFF -DFOLIO_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 \
  -DFOLIO_PYTHON="$(command -v python3)" > "$OUT/configure.log" 2>&1 || { tail -40 "$OUT/configure.log"; exit 1; }
step build
# If the rest of the engine does not build at this moment (others' work in progress), build the
# kernel targets alone from their own sources.
manual_build() {
  local torch lib inc obj=$B/manual
  torch=$(python3 -c "import torch, os; print(os.path.dirname(torch.__file__))")
  lib=$torch/lib
  inc=(-Iengine/include -Iengine/src -Itests/engine -isystem "$torch/include"
       -isystem "$torch/include/torch/csrc/api/include" -isystem /usr/local/cuda/include)
  mkdir -p $obj $T
  local pids=()
  for f in engine/kernels/*.cu; do
    nvcc -O2 -std=c++17 -gencode arch=compute_90,code=sm_90 -Xcompiler -fPIC "${inc[@]}" \
      -c "$f" -o $obj/$(basename "$f").o & pids+=($!)
  done
  for f in engine/src/kernels/*.cpp tests/engine/kernels/*.cpp; do
    g++ -O2 -std=c++20 -fPIC -DFOLIO_WITH_CUDA=1 -D_GLIBCXX_USE_CXX11_ABI=1 "${inc[@]}" \
      -c "$f" -o $obj/$(basename "$f").o & pids+=($!)
  done
  for p in "${pids[@]}"; do wait "$p" || return 1; done
  local libs=(-L"$lib" -Wl,-rpath,"$lib" -Wl,--no-as-needed -ltorch_cuda -ltorch_cpu -lc10_cuda -lc10
              -Wl,--as-needed -L/usr/local/cuda/lib64 -lcudart)
  local engine_objs=($obj/*.cu.o $obj/norm_ops.cpp.o $obj/rope_ops.cpp.o $obj/attention_ops.cpp.o $obj/sampling_ops.cpp.o)
  g++ -o $T/test_kernels_cuda $obj/test_kernels_cuda.cpp.o "${engine_objs[@]}" "${libs[@]}" &&
  g++ -o $T/test_kernels_fallback $obj/test_kernels_fallback.cpp.o "${engine_objs[@]}" "${libs[@]}" &&
  g++ -o $T/folio-kernel-bench $obj/kernel_bench.cpp.o "${engine_objs[@]}" "${libs[@]}"
}
if ! timeout 200 ninja -C $B test_kernels_cuda test_kernels_fallback folio-kernel-bench > "$OUT/build.log" 2>&1; then
  grep -B2 -A12 -E "error|FAILED" "$OUT/build.log" | head -30
  step "manual build"
  manual_build > "$OUT/manual_build.log" 2>&1 || { grep -A8 -E "error" "$OUT/manual_build.log" | head -60; exit 1; }
fi
step test_kernels_cuda
timeout 75 $T/test_kernels_cuda > "$OUT/test_kernels_cuda.log" 2>&1; echo "rc $?" >> "$OUT/test_kernels_cuda.log"
step test_kernels_fallback
timeout 20 $T/test_kernels_fallback > "$OUT/test_kernels_fallback.log" 2>&1; echo "rc $?" >> "$OUT/test_kernels_fallback.log"
step bench
timeout 75 $T/folio-kernel-bench "${BENCH_RUNS:-50}" > "$OUT/bench.log" 2>&1; echo "rc $?" >> "$OUT/bench.log"
# Without the caching allocator every tensor is its own allocation, so memcheck sees writes
# past an output's end.
# Only our kernels are instrumented where this compute-sanitizer can filter by name.
FILTER=()
compute-sanitizer --help 2>&1 | grep -q -- "--kernel-name" && FILTER=(--kernel-name kns=folio)
for tool in memcheck racecheck; do
  step "$tool ${FILTER[*]:-(all kernels)}"
  FOLIO_KERNEL_TEST_QUICK=1 PYTORCH_NO_CUDA_MEMORY_CACHING=1 timeout 60 \
    compute-sanitizer --tool $tool --error-exitcode 9 "${FILTER[@]}" \
    $T/test_kernels_cuda > "$OUT/$tool.log" 2>&1
  echo "rc $?" >> "$OUT/$tool.log"
done
step done
echo "---- summary"
for f in test_kernels_cuda test_kernels_fallback memcheck racecheck; do
  echo "$f: $(grep -E 'passed|ERROR SUMMARY|RACECHECK SUMMARY' "$OUT/$f.log" | tr '\n' ' ') $(tail -1 "$OUT/$f.log")"
done
grep -E "FAIL" "$OUT/test_kernels_cuda.log" | head -20
grep -E "rel err" "$OUT/test_kernels_cuda.log" | sort -t'r' -k1 | awk '{print}' | sort -g -k5 -r 2>/dev/null | head -5
cat "$OUT/bench.log"

#!/usr/bin/env bash
# One GPU-machine call for issue 27's next measurements (docs/PERFORMANCE.md, session 24): builds
# the engine, runs the GPU tests of the two paths it compares, then
#  - decode steps in two halves on two streams (FOLIO_DECODE_HALVES=64) against one stream, 128
#    pages with the fp8 and the bf16 KV cache (300 tokens each: the step time is the figure);
#  - the vision tower's tail kernel with heads first (FOLIO_TAIL_HEADS_FIRST=1) against rows first;
#  - tools/bench/coresidency_probe.py.
#   tools/gpu/decode_halves_tail_ab.sh    (carry .device: .device/shared-data is ../shared/data's
#                                          model-config and qwen-tokenizer)
# Logs and JSON under $OUT.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"; cd "$here"; B=/tmp/bgpu; OUT="${OUT:-$B/out}"; mkdir -p "$OUT"; export PYTHONUNBUFFERED=1
t0=$(date +%s); step() { echo "== $* ($(( $(date +%s) - t0 )) s)"; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu --format=csv,noheader | tee "$OUT/gpu.txt"
step configure
tools/gpu/configure_build.sh "$B" "$OUT/configure.log" || exit 1
( python3 tests/reference/make_reference.py --out "$B/reference" --shared-data "$here/.device/shared-data" > "$OUT/reference_tiny.log" 2>&1;
  python3 tests/reference/make_reference.py --real-size --out "$B/reference" --shared-data "$here/.device/shared-data" > "$OUT/reference.log" 2>&1 ) &
ref=$!
step build
ninja -C "$B" folio-bench test_kernels_cuda test_vision_gpu test_model_real_size_gpu test_engine_generation > "$OUT/build.log" 2>&1 || { grep -B2 -A10 -E "error|FAILED" "$OUT/build.log" | head -40; exit 1; }
wait $ref || { tail -20 "$OUT/reference.log"; exit 1; }
M="$B/reference/real/model"; T="$B/tests/engine"
step tests
FOLIO_KERNEL_TEST_QUICK=1 timeout 100 "$T/test_kernels_cuda" > "$OUT/test_kernels_cuda.log" 2>&1; echo "kernels rc $?"; grep -E "FAIL|passed" "$OUT/test_kernels_cuda.log" | tail -4
FOLIO_TAIL_HEADS_FIRST=1 timeout 60 "$T/test_kernels_cuda" merge_attention_tail_matches_fallback cudnn_prefix_and_tail_match_attention > "$OUT/test_tail_heads_first.log" 2>&1; echo "tail heads-first rc $?"; grep -E "FAIL|passed" "$OUT/test_tail_heads_first.log" | tail -3
timeout 100 "$T/test_engine_generation" on_cuda_decode_steps_in_two_halves_keep_every_pages_tokens on_cuda_vision_beside_decode_steps_keeps_every_pages_tokens > "$OUT/test_engine_generation.log" 2>&1; echo "generation rc $?"; grep -E "FAIL|passed|SKIP" "$OUT/test_engine_generation.log" | tail -4
step "decode in halves A/B (128 pages, 300 tokens)"
for kv in fp8 auto; do
  for h in 0 64; do
    FOLIO_DECODE_HALVES=$h timeout 120 "$B/engine/folio-bench" --model "$M" --batches 128 --kv $kv --tokens 300 --no-peer --json "$OUT/halves_${kv}_$h.json" > "$OUT/halves_${kv}_$h.log" 2>&1
    echo "kv $kv halves $h rc $?: $(grep -E 'batch 128' "$OUT/halves_${kv}_$h.log" | head -2 | tr '\n' ';')"
  done
done
step "tail A/B"
for i in 1 2; do
  for order in heads rows; do
    env FOLIO_TAIL_HEADS_FIRST=$([ $order = heads ] && echo 1 || echo 0) timeout 100 "$B/engine/folio-bench" --model "$M" --trace-vision --no-peer --json "$OUT/tv_${order}_$i.json" > "$OUT/tv_${order}_$i.log" 2>&1
    echo "$order $i: median $(python3 -c "import json;print(round(json.load(open('$OUT/tv_${order}_$i.json'))['vision_encoder_ms'],2))" 2>&1) ms; $(grep -iE 'span|attention_tail' "$OUT/tv_${order}_$i.log" | head -3 | tr -s ' ' | tr '\n' ';')"
  done
done
step vision test
timeout 120 "$T/test_vision_gpu" > "$OUT/test_vision_gpu.log" 2>&1; echo "vision rc $?"; grep -E "FAIL|passed" "$OUT/test_vision_gpu.log" | tail -3
step probe
(cd tools/bench && timeout 150 python3 coresidency_probe.py --json "$OUT/coresidency.json" > "$OUT/coresidency.log" 2>&1); echo "probe rc $?"
grep -v '^{' "$OUT/coresidency.log" | tail -18
step done

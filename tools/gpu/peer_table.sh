#!/usr/bin/env bash
# One GPU-machine call for issue 27's table: Folio (batch 1, 128 pages and a stream of 512 pages
# through 128 in flight, bf16 and fp8 KV caches), transformers and llama.cpp on the same random
# real-size weights, in one run, printed as one table. llama.cpp comes prebuilt for sm_90 from
# .bench/llama-cuda-sm90.tar.xz (tools/bench/llama_cpp/build.sh --pack-cuda, made where there
# is no GPU; carried), its GGUFs from its own converter inside that archive.
#   tools/gpu/peer_table.sh      (carry .device and .bench/llama-cuda-sm90.tar.xz)
# Needs .device/shared-data (a copy of ../shared/data's model-config and qwen-tokenizer).
# Logs and JSON under $OUT.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
B="${FOLIO_BUILD_DIR:-/tmp/bgpu}"
OUT="${OUT:-$B/out}"
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
t0=$(date +%s)
elapsed() { echo "[$(( $(date +%s) - t0 )) s]"; }
archive="$here/.bench/llama-cuda-sm90.tar.xz"
[ -f "$archive" ] || { echo "peer_table.sh: no $archive: make it with tools/bench/llama_cpp/build.sh --pack-cuda and carry it" >&2; exit 1; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,temperature.gpu --format=csv,noheader | tee "$OUT/gpu.txt"
llama="$B/llama-cuda"
vendor="$here/.bench/llama-cpp-python-${LLAMA_CPP_PYTHON_VERSION:-0.3.36}/vendor"
rm -rf "$llama" && mkdir -p "$llama" "$vendor" && tar -xJf "$archive" -C "$llama" || exit 1
rm -rf "$vendor/llama.cpp" && mv "$llama/llama.cpp" "$vendor/"
# The prebuilt tools find cuBLAS and the CUDA runtime in the machine's toolkit.
export LD_LIBRARY_PATH="/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
"$here/tools/gpu/configure_build.sh" "$B" "$OUT/configure.log" || exit 1
python3 "$here/tests/reference/make_reference.py" --real-size --out "$B/reference" \
  --shared-data "$here/.device/shared-data" > "$OUT/reference.log" 2>&1 &
reference=$!
ninja -C "$B" folio-bench > "$OUT/build.log" 2>&1 || { grep -A10 -E "error|FAILED" "$OUT/build.log" | head -60; exit 1; }
wait $reference || { tail -20 "$OUT/reference.log"; exit 1; }
elapsed
model="$B/reference/real/model"
timeout 240 python3 "$here/tools/bench/llama_gpu_peer.py" --model "$model" --build-dir "$llama" --work "$B/llama" \
  --json "$OUT/llama.json" > "$OUT/llama.log" 2>&1
echo "llama.cpp peer: rc $?"; grep -E "error|Error" "$OUT/llama.log" | tail -5; elapsed
timeout 250 "$B/engine/folio-bench" --model "$model" --batches 1,128 --kv auto,fp8 --stream 512 --in-flight 128 \
  --peer-batches 1 --peer-tokens 20 --json "$OUT/bench.json" > "$OUT/bench.log" 2>&1
echo "folio-bench: rc $?"; sed -n '/^Standard workload/,$p' "$OUT/bench.log"; elapsed
python3 "$here/tools/bench/llama_gpu_peer.py" --table-from "$OUT/llama.json" --folio-json "$OUT/bench.json"

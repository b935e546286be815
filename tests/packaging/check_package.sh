#!/usr/bin/env bash
# check_package.sh SOURCE_DIR BUILD_DIR MODEL_DIR: tools/package.sh makes the .deb; unpacked with
# dpkg -x and run with an environment that has no build tree, no virtual environment and no
# LD_LIBRARY_PATH, every library resolves inside the package or the system, `folio --version`
# runs, `folio ocr` reads the bundled sample as the build tree's folio does (the small random-weight
# model MODEL_DIR), and the desktop app shows its window under Xvfb.
set -euo pipefail
source_dir="$1" build="$2" model="$3"
source "$(dirname "$0")/checks.sh"
require_tool patchelf patchelf
require_tool dpkg-shlibdeps dpkg-dev
require_tool xvfb-run xvfb
require_tool xdotool xdotool
[ -f "$model/model.safetensors" ] || { echo "SKIP: no reference model in $model (engine_reference_models makes it)"; exit 77; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
deb="$("$source_dir/tools/package.sh" "$build" "$work/out" | tail -1)"
[ -f "$deb" ] || { echo "FAIL: tools/package.sh wrote no package"; exit 1; }
echo "package: $deb ($(du -h "$deb" | cut -f1))"
root="$work/root"
dpkg-deb -x "$deb" "$root"

# The environment of a user who never built Folio; the model is copied out of the build tree.
mkdir -p "$work/home" "$work/runtime"
chmod 0700 "$work/runtime"
clean=(env -i PATH=/usr/bin:/bin HOME="$work/home" LANG=C.UTF-8 XDG_RUNTIME_DIR="$work/runtime")
cp -r "$model" "$work/model"
torch_lib="$(realpath "$(sed -n 's/^Torch_DIR:[A-Z]*=//p' "$build/CMakeCache.txt")/../../../lib")"

is_elf() { [ -f "$1" ] && [ "$(head -c4 "$1" | od -An -c | tr -d ' ')" = '177ELF' ]; }
checked=0
while IFS= read -r -d '' file; do
  is_elf "$file" || continue
  checked=$((checked + 1))
  resolved="$("${clean[@]}" ldd "$file" 2>&1)" || { fail "ldd $file: $resolved"; continue; }
  if grep -q 'not found' <<<"$resolved"; then
    fail "${file#"$root"}: $(grep 'not found' <<<"$resolved" | tr -s ' \t\n' ' ')"
  fi
  while read -r name path; do
    case "$path" in
      "$root"/*) ;;
      "$build"/* | "$source_dir"/* | "$torch_lib"/* | */site-packages/* | */venv/*)
        fail "${file#"$root"} loads $name from the build: $path" ;;
      /lib/* | /lib64/* | /usr/lib/* | /usr/lib64/*) ;;
      *) fail "${file#"$root"} loads $name from outside the package and the system: $path" ;;
    esac
  done < <(awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }' <<<"$resolved")
done < <(find "$root/usr/bin" "$root/usr/libexec" "$root/usr/lib/folio" -type f -print0)
[ "$checked" -ge 5 ] || fail "only $checked ELF files in the package"
torch_path="$("${clean[@]}" ldd "$root/usr/bin/folio" | awk '$1 == "libtorch_cpu.so" { print $3 }')"
[ "$(realpath -m "$torch_path")" = "$root/usr/lib/folio/libtorch_cpu.so" ] || fail "folio loads libtorch_cpu.so from '$torch_path'"

version="$(sed -n 's/^CMAKE_PROJECT_VERSION:[A-Z]*=//p' "$build/CMakeCache.txt")"
if output="$("${clean[@]}" "$root/usr/bin/folio" --version 2>&1)"; then
  [[ "$output" == *"$version"* ]] || fail "folio --version says '$output', not $version"
else
  fail "folio --version failed: $output"
fi

# The same greedy answer from the packaged folio and the build tree's one.
sample="$source_dir/resources/sample/sample-page.png"
ocr_arguments=(ocr "$sample" --model "$work/model" --format md --max-tokens 24)
if ! output="$("${clean[@]}" "$root/usr/bin/folio" "${ocr_arguments[@]}" -o "$work/ocr-package" 2>&1)"; then
  fail "the packaged folio ocr failed: $output"
elif ! output="$("$build/app/folio" "${ocr_arguments[@]}" -o "$work/ocr-build" 2>&1)"; then
  fail "the build tree's folio ocr failed: $output"
else
  recognized="$work/ocr-package/sample-page.md"
  [ -s "$recognized" ] || fail "the packaged folio ocr wrote no text to $recognized"
  cmp -s "$recognized" "$work/ocr-build/sample-page.md" ||
    fail "the packaged folio ocr read '$(head -c 200 "$recognized")', the build's '$(head -c 200 "$work/ocr-build/sample-page.md")'"
fi

# The desktop app under Xvfb: its window is mapped, at a usable size. WebEngine refuses root
# without its sandbox off, as it would for a root user's desktop.
gui_env=("${clean[@]}")
[ "$(id -u)" = 0 ] && gui_env+=(QTWEBENGINE_DISABLE_SANDBOX=1)
export root work
gui_report="$(xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
  "$@" DISPLAY="$DISPLAY" XAUTHORITY="$XAUTHORITY" "$root/usr/bin/folio" >"$work/gui.log" 2>&1 &
  app=$!
  window=""
  for _ in $(seq 90); do
    window="$(xdotool search --onlyvisible --classname "^folio$" 2>/dev/null | head -1)"
    [ -n "$window" ] && break
    sleep 1
  done
  if [ -n "$window" ]; then
    echo "TITLE=$(xdotool getwindowname "$window")"
    xdotool getwindowgeometry --shell "$window" | tr "\n" " "
  else
    echo "NO WINDOW"
  fi
  kill "$app" 2>/dev/null; wait "$app" 2>/dev/null || true
' bash "${gui_env[@]}" 2>&1)" || true
if [[ "$gui_report" == *WIDTH=* ]]; then
  width="$(sed -n 's/.*WIDTH=\([0-9]*\).*/\1/p' <<<"$gui_report")"
  height="$(sed -n 's/.*HEIGHT=\([0-9]*\).*/\1/p' <<<"$gui_report")"
  title="$(sed -n 's/^TITLE=//p' <<<"$gui_report")"
  { [ "$width" -ge 600 ] && [ "$height" -ge 400 ]; } || fail "the window is only ${width}x${height}"
  [[ "$title" == *Folio* ]] || fail "the window's title is '$title'"
  echo "window: '$title' ${width}x${height}"
else
  fail "the packaged folio showed no window under Xvfb: $gui_report $(tail -20 "$work/gui.log")"
fi
finish "$(basename "$deb") runs without the build tree"

#!/usr/bin/env bash
# check_package.sh SOURCE_DIR BUILD_DIR MODEL_DIR FLAVOUR: tools/package.sh makes the .deb (FLAVOUR
# cpu: folio; cuda: folio-cuda, from a CUDA build, with the CUDA libraries, those CUDA opens with
# dlopen included, and no program that needs the NVIDIA driver to start); lintian has
# no error or warning, its DEP-5 copyright file covers every bundled library; unpacked with
# dpkg -x and run with an environment that has no build tree, no virtual environment and no
# LD_LIBRARY_PATH, every library resolves inside the package or the system, `folio --version`
# runs, `folio ocr` reads the bundled sample as the build tree's folio does (the small random-weight
# model MODEL_DIR), and a PDF opened by its MIME type as a file manager opens it (under Xvfb)
# shows its pages in the packaged app's window. FOLIO_PACKAGE_SCREENSHOT=FILE keeps a screenshot.
set -euo pipefail
source_dir="$1" build="$2" model="$3" flavour="$4"
case "$flavour" in
  cpu) package=folio ;;
  cuda) package=folio-cuda ;;
  *) echo "FAIL: the flavour is cpu or cuda, not '$flavour'"; exit 1 ;;
esac
source "$(dirname "$0")/checks.sh"
require_tool patchelf patchelf
require_tool dpkg-shlibdeps dpkg-dev
require_tool xvfb-run xvfb
require_tool xdotool xdotool
require_tool xdg-mime xdg-utils
require_tool gio libglib2.0-bin
require_tool update-desktop-database desktop-file-utils
require_tool qpdf qpdf
require_tool import imagemagick
require_tool lintian lintian
[ -f "$model/model.safetensors" ] || { echo "SKIP: no reference model in $model (engine_reference_models makes it)"; exit 77; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
deb="$("$source_dir/tools/package.sh" "$build" "$work/out" | tail -1)"
[ -f "$deb" ] || { echo "FAIL: tools/package.sh wrote no package"; exit 1; }
[[ "$(basename "$deb")" == "${package}_"*.deb ]] || fail "a $flavour build made $(basename "$deb"), not $package"
echo "package: $deb ($(du -h "$deb" | cut -f1))"
root="$work/root"
dpkg-deb -x "$deb" "$root"
dpkg-deb -e "$deb" "$root/DEBIAN"

# lintian (Debian 12's) has nothing to say, not even a warning.
if lint="$(lintian --fail-on error,warning --tag-display-limit 0 "$deb" 2>&1)"; then
  [ -z "$lint" ] || echo "lintian: $lint"
else
  fail "lintian: $lint"
fi
# The copyright file is DEP-5: Folio's own files are GPL-3.0+, every bundled library is covered
# by a paragraph of its own, and no shipped text holds a placeholder or an unfilled @VARIABLE@.
copyright="$root/usr/share/doc/$package/copyright"
[ "$(head -1 "$copyright")" = "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" ] ||
  fail "$copyright is not in the DEP-5 format"
[ "$(awk 'BEGIN { RS = "" } /^Files: \*\n/ { print }' "$copyright" | sed -n 's/^License: //p')" = GPL-3.0+ ] ||
  fail "the copyright file does not put Files: * under GPL-3.0+"
read -r -a library_patterns <<<"$(awk 'BEGIN { RS = "" } /^Files: / { sub(/^Files: /, ""); sub(/\n.*/, ""); print }' "$copyright" |
                                  tr '\n' ' ')"
for library in "$root"/usr/lib/folio/*; do
  path="usr/lib/folio/$(basename "$library")" covered=""
  for pattern in "${library_patterns[@]}"; do
    # shellcheck disable=SC2053 # the pattern is a glob on purpose
    [ "$pattern" != "*" ] && [[ "$path" == $pattern ]] && covered=1
  done
  [ -n "$covered" ] || fail "no paragraph of the copyright file covers $path"
done
placeholders='TODO|FIXME|XXX|example\.(com|org|net)|@[A-Z_]+@'
while IFS= read -r -d '' text; do
  if [[ "$text" == *.gz ]]; then found="$(zcat "$text" | grep -E -n "$placeholders" || true)"
  else found="$(grep -E -n "$placeholders" "$text" || true)"; fi
  [ -z "$found" ] || fail "${text#"$root"} holds a placeholder: $found"
done < <(find "$root/usr/share/applications" "$root/usr/share/metainfo" "$root/usr/share/man" \
              "$root/usr/share/doc/$package" -maxdepth 1 -type f -print0; printf '%s\0' "$root/DEBIAN/control")

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
  # A program must start without the NVIDIA driver (this machine may have none); only a library
  # CUDA opens with dlopen may need it, and finds it where a driver is installed.
  missing="$(grep 'not found' <<<"$resolved" || true)"
  if [[ "$file" == "$root/usr/lib/folio/"* ]]; then
    missing="$(grep -Ev '^[[:space:]]*(libcuda\.so\.1|libnvidia-ml\.so\.1) ' <<<"$missing" || true)"
  elif grep -Eq '^[[:space:]]*(libcuda|libnvidia-ml)\.so' <<<"$resolved"; then
    fail "${file#"$root"} needs the NVIDIA driver to start: $(grep -E 'libcuda|libnvidia-ml' <<<"$resolved" | tr -s ' \t\n' ' ')"
  fi
  [ -z "$missing" ] || fail "${file#"$root"}: $(tr -s ' \t\n' ' ' <<<"$missing")"
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
control="$root/DEBIAN/control"
if [ "$flavour" = cuda ]; then
  cuda_path="$("${clean[@]}" ldd "$root/usr/bin/folio" | awk '$1 == "libtorch_cuda.so" { print $3 }')"
  [ "$(realpath -m "$cuda_path")" = "$root/usr/lib/folio/libtorch_cuda.so" ] || fail "folio loads libtorch_cuda.so from '$cuda_path'"
  # What libtorch_cuda, cuDNN and NVRTC open with dlopen, which no ldd lists.
  for pattern in libcaffe2_nvrtc.so libtorch_cuda_linalg.so libcudnn_graph.so.9 libcudnn_engines_precompiled.so.9 \
                 libcudnn_engines_runtime_compiled.so.9 libcudnn_heuristic.so.9 libcudnn_ops.so.9 libcudnn_cnn.so.9 \
                 libcudnn_adv.so.9 'libnvrtc.so.[0-9]*' 'libnvrtc-builtins.so.[0-9]*' 'libnvJitLink.so.[0-9]*'; do
    compgen -G "$root/usr/lib/folio/$pattern" >/dev/null || fail "the package lacks $pattern, which CUDA opens with dlopen"
  done
  for field in "Provides: folio" "Conflicts: folio" "Replaces: folio"; do
    grep -qx "$field" "$control" || fail "$control has no '$field'"
  done
else
  # (The CUDA wheel's libtorch_cpu links the CUDA runtime and CUPTI, which it then bundles.)
  for gpu_library in libtorch_cuda.so libc10_cuda.so libcudnn.so.9 libcublas.so.*; do
    compgen -G "$root/usr/lib/folio/$gpu_library" >/dev/null && fail "the CPU package bundles $gpu_library"
  done
fi

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

# Opening a PDF as a file manager does: the package's desktop entry, indexed as dpkg's trigger
# indexes it, is the default application of PDFs and of the image types, and `gio open` (GLib's
# launcher, the one of Nautilus and Thunar) starts the packaged folio with the file. Its window
# shows, at a usable size, and its project holds the PDF's pages: the crash copy the app writes
# after 5 s (the shortest autosave interval of its preferences) lists them.
app_id="$(basename "$(ls "$root"/usr/share/applications/*.desktop)" .desktop)"
desktop="$root/usr/share/applications/$app_id.desktop"
desktop_env=("${clean[@]}" PATH="$root/usr/bin:/usr/bin:/bin" XDG_DATA_DIRS="$root/usr/share:/usr/share"
             XDG_DATA_HOME="$work/home/.local/share" XDG_CONFIG_HOME="$work/home/.config")
"${desktop_env[@]}" update-desktop-database "$root/usr/share/applications" ||
  fail "update-desktop-database rejects $desktop"
"${desktop_env[@]}" update-mime-database "$root/usr/share/mime" || fail "update-mime-database failed"
mime_types="$(sed -n 's/^MimeType=//p' "$desktop" | tr ';' ' ')"
for mime_type in application/pdf image/png image/jpeg image/tiff application/x-folio-project; do
  [[ " $mime_types " == *" $mime_type "* ]] || fail "$desktop does not list $mime_type"
  default="$("${desktop_env[@]}" xdg-mime query default "$mime_type")"
  [ "$default" = "$app_id.desktop" ] || fail "xdg-mime: the default application of $mime_type is '$default'"
done

pdf="$work/files/three-pages.pdf"
mkdir -p "$work/files" "$work/home/.config/Folio"
if "${clean[@]}" "$root/usr/bin/folio" ocr "$sample" --model "$work/model" --format pdf --max-tokens 4 \
     -o "$work/ocr-pdf" >"$work/ocr-pdf.log" 2>&1 &&
   qpdf --empty --pages "$work/ocr-pdf/sample-page.pdf" "$work/ocr-pdf/sample-page.pdf" \
     "$work/ocr-pdf/sample-page.pdf" -- "$pdf"; then
  [ "$(qpdf --show-npages "$pdf")" = 3 ] || fail "$pdf has $(qpdf --show-npages "$pdf") pages, not 3"
  [ "$("${desktop_env[@]}" xdg-mime query filetype "$pdf")" = application/pdf ] || fail "$pdf is no application/pdf"
else
  fail "no PDF to open: $(tail -5 "$work/ocr-pdf.log")"
fi
printf '[autosave]\nseconds=5\n' >"$work/home/.config/Folio/folio.conf"

# WebEngine refuses root without its sandbox off, as it would for a root user's desktop.
gui_env=("${desktop_env[@]}")
[ "$(id -u)" = 0 ] && gui_env+=(QTWEBENGINE_DISABLE_SANDBOX=1)
export pdf work
gui_report="$(xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
  "$@" DISPLAY="$DISPLAY" XAUTHORITY="$XAUTHORITY" gio open "$pdf" >"$work/gui.log" 2>&1 ||
    echo "GIO FAILED"
  window=""
  for _ in $(seq 90); do
    window="$(xdotool search --onlyvisible --classname "^folio$" 2>/dev/null | head -1)"
    [ -n "$window" ] && break
    sleep 1
  done
  if [ -n "$window" ]; then
    app="$(xdotool getwindowpid "$window")"
    echo "PROGRAM=$(readlink "/proc/$app/exe")"
    echo "ARGUMENTS=$(tr "\0" " " <"/proc/$app/cmdline" | cut -d" " -f2-)"
    recovery=""
    for _ in $(seq 30); do
      recovery="$(ls "$work"/home/.local/share/Folio/folio/recovery/*.folio 2>/dev/null | head -1)"
      [ -n "$recovery" ] && break
      sleep 1
    done
    echo "RECOVERY=$recovery"
    echo "TITLE=$(xdotool getwindowname "$window")"
    xdotool getwindowgeometry --shell "$window" | tr "\n" " "
    import -window root "$work/window.png" 2>/dev/null || true
    kill "$app"
    for _ in $(seq 50); do kill -0 "$app" 2>/dev/null || break; sleep 0.2; done
  else
    echo "NO WINDOW"
  fi
' bash "${gui_env[@]}" 2>&1)" || true
if [[ "$gui_report" == *WIDTH=* ]]; then
  width="$(sed -n 's/.*WIDTH=\([0-9]*\).*/\1/p' <<<"$gui_report")"
  height="$(sed -n 's/.*HEIGHT=\([0-9]*\).*/\1/p' <<<"$gui_report")"
  title="$(sed -n 's/^TITLE=//p' <<<"$gui_report")"
  program="$(sed -n 's/^PROGRAM=//p' <<<"$gui_report")"
  arguments="$(sed -n 's/^ARGUMENTS=//p' <<<"$gui_report")"
  recovery="$(sed -n 's/^RECOVERY=//p' <<<"$gui_report")"
  { [ "$width" -ge 600 ] && [ "$height" -ge 400 ]; } || fail "the window is only ${width}x${height}"
  [[ "$title" == *Folio* ]] || fail "the window's title is '$title'"
  [ "$program" = "$root/usr/bin/folio" ] && [ "$arguments" = "$pdf " ] ||
    fail "gio open started $program with '$arguments'"
  if [ -z "$recovery" ]; then
    fail "the app wrote no project copy in 30 s: $(tail -5 "$work/gui.log")"
  else
    opened="$(python3 -c 'import json, sys
for page in json.load(open(sys.argv[1]))["pages"]:
    print(page["source"]["absolutePath"], page["source"]["pageIndex"])' "$recovery")"
    expected="$(printf '%s 0\n%s 1\n%s 2' "$pdf" "$pdf" "$pdf")"
    [ "$opened" = "$expected" ] || fail "the window opened these pages: $opened"
  fi
  echo "window: '$title' ${width}x${height}, $(wc -l <<<"$opened") pages of $(basename "$pdf")"
  [ -z "${FOLIO_PACKAGE_SCREENSHOT:-}" ] || cp "$work/window.png" "$FOLIO_PACKAGE_SCREENSHOT"
else
  fail "gio open showed no window of the packaged folio under Xvfb: $gui_report $(tail -20 "$work/gui.log")"
fi
finish "$(basename "$deb") runs without the build tree"

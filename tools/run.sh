#!/usr/bin/env bash
# One command: install what is missing, build, and start Folio on the bundled sample document.
#   tools/run.sh [files...]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="${FOLIO_BUILD_DIR:-$here/build}"
"$here/tools/setup.sh" "$build_dir"
FOLIO_BUILD_DIR="$build_dir" "$here/tools/build.sh"
files=("$@")
((${#files[@]})) || files=("$here/resources/sample/sample-page.png")
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "run.sh: no display; starting under Xvfb"
  exec xvfb-run -a -s "-screen 0 1600x1000x24" "$build_dir/app/folio" "${files[@]}"
fi
exec "$build_dir/app/folio" "${files[@]}"

# Sourced by the check_*.sh scripts: failures that let the rest of a check go on, skipping
# where a tool is missing, and the desktop component installed under a temporary root.
failed=0
fail() { echo "FAIL: $*"; failed=1; }

# require_tool TOOL DEBIAN_PACKAGE: skip (exit 77) when TOOL is not installed.
require_tool() {
  command -v "$1" >/dev/null || { echo "SKIP: $1 ($2) is not installed"; exit 77; }
}

# install_desktop BUILD_DIR: installs its "desktop" component under a new temporary root and
# sets $root to it (removed when the check exits).
install_desktop() {
  root="$(mktemp -d)"
  trap 'rm -rf "$root"' EXIT
  local log
  if ! log="$(DESTDIR="$root" cmake --install "$1" --component desktop --prefix /usr 2>&1)"; then
    echo "$log"
    echo "FAIL: cmake --install --component desktop failed (are folio_icons and folio_man_pages built?)"
    exit 1
  fi
}

# finish MESSAGE: prints MESSAGE when every check passed, and exits with the result.
finish() {
  [ "$failed" = 0 ] && echo "OK: $*"
  exit "$failed"
}

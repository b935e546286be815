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

# install_man_pages BUILD_DIR: skips without groff, man or col; else install_desktop BUILD_DIR,
# in the C locale that the rendered headings are compared in.
install_man_pages() {
  require_tool groff groff-base
  require_tool man man-db
  require_tool col bsdextrautils
  install_desktop "$1"
  export LC_ALL=C
}

# render_man_page PAGE.gz: fails where groff or man warn about PAGE, and sets $rendered to the
# page as man shows it, 200 columns wide, without formatting.
render_man_page() {
  [ -f "$1" ] || { echo "FAIL: $1 is not installed"; exit 1; }
  local warnings
  warnings="$(zcat "$1" | groff -man -ww -z 2>&1)"
  [ -z "$warnings" ] || fail "$(basename "$1"): groff warns: $warnings"
  rendered="$(LC_ALL=C MANWIDTH=200 MAN_KEEP_FORMATTING= man --warnings -l "$1" 2>"$root/man.err" | col -bx)"
  [ ! -s "$root/man.err" ] || fail "$(basename "$1"): man warns: $(cat "$root/man.err")"
}

# man_section HEADING: the lines of $rendered from HEADING to the next heading.
man_section() { awk -v h="$1" '/^[A-Z][A-Z ]*$/ { on = ($0 == h) ; next } on' <<<"$rendered"; }

# finish MESSAGE: prints MESSAGE when every check passed, and exits with the result.
finish() {
  [ "$failed" = 0 ] && echo "OK: $*"
  exit "$failed"
}

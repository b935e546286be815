#!/usr/bin/env bash
# check_man_page.sh BUILD_DIR FOLIO_CLI: the installed folio(1) renders with groff and man
# without a warning, folio-cli(1) leads to it, and it describes every verb and every option the
# program's own --help lists.
set -euo pipefail
build="$1" cli="$2"
source "$(dirname "$0")/checks.sh"
require_tool groff groff-base
require_tool man man-db
require_tool col bsdextrautils
install_desktop "$build"

man_dir="$root/usr/share/man"
page="$man_dir/man1/folio.1.gz"
[ -f "$page" ] || { echo "FAIL: $page is not installed"; exit 1; }
warnings="$(zcat "$page" | groff -man -ww -z 2>&1)"
[ -z "$warnings" ] || fail "groff warns: $warnings"
export LC_ALL=C MANWIDTH=200 MAN_KEEP_FORMATTING=
rendered="$(man --warnings -l "$page" 2>"$root/man.err" | col -bx)"
[ ! -s "$root/man.err" ] || fail "man warns: $(cat "$root/man.err")"
cli_page="$(cd "$man_dir" && man -l man1/folio-cli.1.gz 2>&1 | col -bx)"
[ "$cli_page" = "$rendered" ] || fail "folio-cli(1) does not show folio(1)"

# A section of the rendered page: from its heading to the next heading.
section() { awk -v h="$1" '/^[A-Z][A-Z ]*$/ { on = ($0 == h) ; next } on' <<<"$rendered"; }
verbs="$("$cli" --help | sed -n 's/^  [^ ]*folio-cli \([a-z]*\) .*/\1/p')"
[ -n "$verbs" ] || fail "$cli --help lists no verbs"
for verb in $verbs; do
  section COMMANDS | grep -Eq "^ {7}$verb( |$)" || fail "COMMANDS does not describe '$verb'"
  heading="$(tr a-z A-Z <<<"$verb") OPTIONS"
  options="$("$cli" "$verb" --help | sed -n 's/^  \(-[a-z], \)\{0,1\}\(--[a-z-]*\).*/\2/p' | grep -vx -e --help)"
  [ -n "$options" ] || fail "$cli $verb --help lists no options"
  for option in $options; do
    section "$heading" | grep -Eq "^ {7}(-[a-z], )?$option( |$)" || fail "$heading does not describe $option"
  done
done
for word in NAME SYNOPSIS DESCRIPTION "EXIT STATUS" ENVIRONMENT EXAMPLES; do
  grep -qx "$word" <<<"$rendered" || fail "no $word section"
done
finish "$(wc -w <<<"$verbs") verbs, their options, no warnings"

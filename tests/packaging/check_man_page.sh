#!/usr/bin/env bash
# check_man_page.sh BUILD_DIR FOLIO_CLI: the installed folio(1) renders with groff and man
# without a warning, folio-cli(1) leads to it, and it describes every verb and every option the
# program's own --help lists.
set -euo pipefail
build="$1" cli="$2"
source "$(dirname "$0")/checks.sh"
install_man_pages "$build"

man_dir="$root/usr/share/man"
render_man_page "$man_dir/man1/folio.1.gz"
cli_page="$(cd "$man_dir" && MANWIDTH=200 MAN_KEEP_FORMATTING= man -l man1/folio-cli.1.gz 2>&1 | col -bx)"
[ "$cli_page" = "$rendered" ] || fail "folio-cli(1) does not show folio(1)"

verbs="$("$cli" --help | sed -n 's/^  [^ ]*folio-cli \([a-z]*\) .*/\1/p')"
[ -n "$verbs" ] || fail "$cli --help lists no verbs"
for verb in $verbs; do
  man_section COMMANDS | grep -Eq "^ {7}$verb( |$)" || fail "COMMANDS does not describe '$verb'"
  heading="$(tr a-z A-Z <<<"$verb") OPTIONS"
  options="$("$cli" "$verb" --help | sed -n 's/^  \(-[a-z], \)\{0,1\}\(--[a-z-]*\).*/\2/p' | grep -vx -e --help)"
  [ -n "$options" ] || fail "$cli $verb --help lists no options"
  for option in $options; do
    man_section "$heading" | grep -Eq "^ {7}(-[a-z], )?$option( |$)" || fail "$heading does not describe $option"
  done
done
for word in NAME SYNOPSIS DESCRIPTION "EXIT STATUS" ENVIRONMENT EXAMPLES; do
  grep -qx "$word" <<<"$rendered" || fail "no $word section"
done
finish "$(wc -w <<<"$verbs") verbs, their options, no warnings"

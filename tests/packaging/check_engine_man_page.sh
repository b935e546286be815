#!/usr/bin/env bash
# check_engine_man_page.sh BUILD_DIR FOLIO_ENGINE: the installed folio-engine(1) renders with
# groff and man without a warning and describes every verb and every option that
# `folio-engine --help` lists, each option under the heading of its verb.
set -euo pipefail
build="$1" engine="$2"
source "$(dirname "$0")/checks.sh"
install_man_pages "$build"

render_man_page "$root/usr/share/man/man1/folio-engine.1.gz"
help="$("$engine" --help)" || fail "$engine --help failed"
# --help lists a verb two spaces in and its options four spaces in, below it: "VERB --option" lines.
listed="$(awk '/^  [a-z]+( |$)/ { verb = $1; print verb; next }
               /^    --/ && verb { for (i = 1; i <= NF; i++) if ($i ~ /^--[a-z-]+$/) print verb, $i }' <<<"$help" | sort -u)"
verbs="$(awk 'NF == 1' <<<"$listed")"
[ "$(wc -w <<<"$verbs")" -ge 3 ] || fail "$engine --help lists only these verbs: $verbs"
options=0
while read -r verb option; do
  if [ -z "$option" ]; then
    man_section COMMANDS | grep -Eq "^ {7}$verb( |$)" || fail "COMMANDS does not describe '$verb'"
    continue
  fi
  options=$((options + 1))
  heading="$(tr a-z A-Z <<<"$verb") OPTIONS"
  man_section "$heading" | grep -Eq "^ {7}$option( |$)" || fail "$heading does not describe $option"
done <<<"$listed"
[ "$options" -ge 5 ] || fail "$engine --help lists only $options options"
for word in NAME SYNOPSIS DESCRIPTION "EXIT STATUS" ENVIRONMENT EXAMPLES "SEE ALSO"; do
  grep -qx "$word" <<<"$rendered" || fail "no $word section"
done
finish "$(wc -w <<<"$verbs") verbs, $options options, no warnings"

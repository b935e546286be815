#!/usr/bin/env bash
# check_metainfo.sh METAINFO SCREENSHOT_DIR APP_ID LICENSE: appstreamcli validates it pedantically
# with nothing but the upper-case letters of the reverse-DNS id to remark on, every screenshot it
# names is one of the README's, and its project license is the one whose text LICENSE holds.
set -euo pipefail
metainfo="$1" screenshots="$2" app_id="$3" license_file="$4"
source "$(dirname "$0")/checks.sh"
require_tool appstreamcli appstream

report="$(appstreamcli validate --no-net --pedantic --no-color "$metainfo" 2>&1)" || fail "appstreamcli validate failed"
echo "$report"
# Errors, warnings and infos are not accepted; of the pedantic remarks only the id's capitals.
remarks="$(grep -E '^[EWIP]: ' <<<"$report" | grep -v '^P: .*cid-contains-uppercase-letter' || true)"
[ -z "$remarks" ] || fail "appstreamcli remarks: $remarks"

grep -q "<id>$app_id</id>" "$metainfo" || fail "the component id is not $app_id"
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" ||
  fail "the launchable is not $app_id.desktop"
urls="$(sed -n 's/.*<image[^>]*>\([^<]*\)<\/image>.*/\1/p' "$metainfo")"
[ -n "$urls" ] || fail "no screenshots"
for url in $urls; do
  [[ "$url" == https://* ]] || fail "screenshot $url is not https"
  [ -f "$screenshots/$(basename "$url")" ] || fail "screenshot $url is not in $screenshots"
done
project_license="$(sed -n 's/.*<project_license>\([^<]*\)<\/project_license>.*/\1/p' "$metainfo")"
[ "$project_license" = GPL-3.0-or-later ] || fail "the project license is '$project_license', not GPL-3.0-or-later (Poppler is GPL-2.0-or-later)"
{ head -3 "$license_file" | grep -q "GNU GENERAL PUBLIC LICENSE" && head -3 "$license_file" | grep -q "Version 3, 29 June 2007"; } ||
  fail "$license_file is not the text of the GPL version 3"
finish "$metainfo, $project_license"

#!/usr/bin/env bash
# check_metainfo.sh METAINFO SCREENSHOT_DIR APP_ID: appstreamcli validates it pedantically with
# nothing but the upper-case letters of the reverse-DNS id to remark on, and every screenshot it
# names is one of the README's.
set -euo pipefail
metainfo="$1" screenshots="$2" app_id="$3"
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
finish "$metainfo"

#!/usr/bin/env bash
# check_desktop_entry.sh DESKTOP_FILE MIME_XML APP_ID: desktop-file-validate has nothing to say,
# and the entry names the app's icon and opens PDFs, the common images and Folio's own type.
set -euo pipefail
desktop="$1" mime_xml="$2" app_id="$3"
source "$(dirname "$0")/checks.sh"
require_tool desktop-file-validate desktop-file-utils

report="$(desktop-file-validate "$desktop" 2>&1)" || fail "desktop-file-validate failed"
[ -z "$report" ] || fail "desktop-file-validate reports (hints included): $report"

[ "$(basename "$desktop")" = "$app_id.desktop" ] || fail "the file is not named $app_id.desktop"
grep -qx "Icon=$app_id" "$desktop" || fail "Icon= is not $app_id"
grep -q '^Exec=folio %F$' "$desktop" || fail "Exec= does not pass the files to folio (%F)"
mime_types="$(sed -n 's/^MimeType=//p' "$desktop")"
for type in application/pdf image/png image/jpeg image/tiff image/webp image/bmp; do
  [[ ";$mime_types" == *";$type;"* ]] || fail "MimeType= lacks $type"
done
project_type="$(sed -n 's/.*<mime-type type="\([^"]*\)".*/\1/p' "$mime_xml")"
[ -n "$project_type" ] || fail "$mime_xml defines no MIME type"
[[ ";$mime_types" == *";$project_type;"* ]] || fail "MimeType= lacks the project type $project_type"
finish "$desktop"

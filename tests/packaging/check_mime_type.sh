#!/usr/bin/env bash
# check_mime_type.sh BUILD_DIR PROJECT_FILE APP_ID: the installed shared-mime-info package is
# well-formed XML that update-mime-database takes without a warning, and with it GLib (as file
# managers do) calls a .folio file, and a project file without that extension, by its own type.
set -euo pipefail
build="$1" project="$2" app_id="$3"
source "$(dirname "$0")/checks.sh"
require_tool xmllint libxml2-utils
require_tool update-mime-database shared-mime-info
require_tool gio libglib2.0-bin
install_desktop "$build"

package="$root/usr/share/mime/packages/$app_id.xml"
[ -f "$package" ] || { echo "FAIL: $package is not installed"; exit 1; }
xmllint --noout "$package" || fail "xmllint rejects $package"
project_type="$(sed -n 's/.*<mime-type type="\([^"]*\)".*/\1/p' "$package")"

export XDG_DATA_HOME="$root/home" XDG_DATA_DIRS="$root/usr/share:/usr/share"
mkdir -p "$XDG_DATA_HOME"
warnings="$(update-mime-database "$root/usr/share/mime" 2>&1)" || fail "update-mime-database failed"
[ -z "$warnings" ] || fail "update-mime-database says: $warnings"

content_type() { gio info -a standard::content-type "$1" | sed -n 's/^ *standard::content-type: //p'; }
mkdir "$root/files"
cp "$project" "$root/files/book.folio"
cp "$project" "$root/files/book-renamed"              # no extension: only the magic can tell
printf '{\n    "format": "something-else"\n}\n' >"$root/files/other.json"
[ "$(content_type "$root/files/book.folio")" = "$project_type" ] || fail "book.folio is $(content_type "$root/files/book.folio"), not $project_type"
[ "$(content_type "$root/files/book-renamed")" = "$project_type" ] || fail "a project without .folio is $(content_type "$root/files/book-renamed"), not $project_type"
[ "$(content_type "$root/files/other.json")" != "$project_type" ] || fail "other JSON is taken for a project"
finish "$project_type"

#!/usr/bin/env bash
# check_install.sh BUILD_DIR APP_ID "SIZES": `cmake --install --component desktop` installs
# exactly the desktop integration, each file where the freedesktop specifications look for it,
# and every PNG icon at its size.
set -euo pipefail
build="$1" app_id="$2" sizes="$3"
source "$(dirname "$0")/checks.sh"
install_desktop "$build"

expected=(
  "usr/share/applications/$app_id.desktop"
  "usr/share/metainfo/$app_id.metainfo.xml"
  "usr/share/mime/packages/$app_id.xml"
  "usr/share/icons/hicolor/scalable/apps/$app_id.svg"
  "usr/share/man/man1/folio.1.gz"
  "usr/share/man/man1/folio-cli.1.gz"
  "usr/share/man/man1/folio-engine.1.gz"
)
for size in $sizes; do expected+=("usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"); done

installed="$(cd "$root" && find . -type f | sed 's|^\./||' | sort)"
wanted="$(printf '%s\n' "${expected[@]}" | sort)"
if [ "$installed" != "$wanted" ]; then
  fail "the installed files differ from the expected ones:"
  diff <(echo "$wanted") <(echo "$installed") || true
fi
for size in $sizes; do
  png="$root/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
  [ -f "$png" ] || continue
  # The PNG header: width and height are the big-endian words at bytes 16 and 20.
  read -r width height < <(od -An -tu1 -j16 -N8 "$png" |
    awk '{ print $1*16777216 + $2*65536 + $3*256 + $4, $5*16777216 + $6*65536 + $7*256 + $8 }')
  [ "$width x $height" = "$size x $size" ] || fail "$png is $width x $height, not $size x $size"
done
for page in folio.1.gz folio-cli.1.gz folio-engine.1.gz; do
  gzip -t "$root/usr/share/man/man1/$page" 2>/dev/null || fail "$page is not gzip data"
done
finish "${#expected[@]} files under $root"

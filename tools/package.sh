#!/usr/bin/env bash
# Makes the Debian package of Folio from a configured build directory:
#   tools/package.sh [BUILD_DIR [OUT_DIR]]      (defaults: build, BUILD_DIR)
# It builds the installed targets, installs them under a staging root, copies every library they
# load that no Debian package provides (libtorch and the CUDA runtime of the torch wheel) into
# /usr/lib/folio with $ORIGIN-relative RUNPATHs, takes the dependencies from dpkg-shlibdeps and
# writes OUT_DIR/folio_<version>_<arch>.deb. It prints the package's path last.
# FOLIO_DEB_COMPRESSION (xz, zstd, gzip or none) and FOLIO_DEB_LEVEL pick the compression. The
# default, xz at 6, is a format Debian 12's lintian accepts: 69 MB, against 68 MB for xz 9 (which
# took 30% longer) and 85 MB for zstd at 12, which built in a quarter of the time (2.5 min against
# 10, two busy cores) and installs with dpkg 1.21.18 on, but which lintian calls malformed.
# FOLIO_MAINTAINER sets the Maintainer field, the changelog's signature and the copyright file's
# Upstream-Contact.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$(realpath "${1:-$here/build}")"
out="$(realpath -m "${2:-$build}")"
packaging="$here/packaging/debian"
compression="${FOLIO_DEB_COMPRESSION:-xz}"
level="${FOLIO_DEB_LEVEL:-6}"
maintainer="${FOLIO_MAINTAINER:-Folio developers <folio-ocr@users.noreply.github.com>}"
private_dir=usr/lib/folio

die() { echo "package.sh: $*" >&2; exit 1; }
for tool in dpkg-deb dpkg-shlibdeps patchelf strip ldd; do
  command -v "$tool" >/dev/null || die "$tool is not installed (tools/setup.sh installs it)"
done
cache="$build/CMakeCache.txt"
[ -f "$cache" ] || die "$build is not a configured build directory"
cache_value() { sed -n "s/^$1:[A-Z]*=//p" "$cache"; }
version="$(cache_value CMAKE_PROJECT_VERSION)"
homepage="$(cache_value FOLIO_HOMEPAGE_URL)"
torch_dir="$(cache_value Torch_DIR)"
[ -n "$version" ] && [ -n "$torch_dir" ] || die "$cache names no project version or Torch_DIR"
torch_lib="$(realpath "$torch_dir/../../../lib")"
arch="$(dpkg --print-architecture)"
changelog_version="$(sed -n '1s/^folio (\([^)]*\)).*/\1/p' "$packaging/changelog")"
[ "$changelog_version" = "$version" ] ||
  die "packaging/debian/changelog starts at $changelog_version, the project is $version: add an entry"

start=$SECONDS
cmake --build "$build" --target folio folio-cli folio-engine folio-render-page folio_icons folio_man_pages

work="$(mktemp -d "${TMPDIR:-/tmp}/folio-package.XXXXXX")"
trap 'rm -rf "$work"' EXIT
# dpkg-shlibdeps wants the debian/<package> layout and a debian/control beside it.
stage="$work/debian/folio"
DESTDIR="$stage" cmake --install "$build" --prefix /usr >/dev/null

is_elf() { [ -f "$1" ] && [ "$(head -c4 "$1" | od -An -c | tr -d ' ')" = '177ELF' ]; }
mapfile -t programs < <(find "$stage/usr/bin" "$stage/usr/libexec" -type f | sort)

# A library a Debian package provides stays a dependency; dpkg's database lists /lib paths and
# /usr/lib paths as installed, so both spellings of a merged-/usr path are asked.
from_debian() {
  local path="$1" other="$1"
  case "$path" in
    /usr/lib/*) other="${path#/usr}" ;;
    /lib/*) other="/usr$path" ;;
  esac
  dpkg-query -S "$path" >/dev/null 2>&1 || dpkg-query -S "$other" >/dev/null 2>&1
}

# The installed programs lost the build's RUNPATH; they find libtorch where the build found it.
mkdir -p "$stage/$private_dir"
declare -A bundled=()
for program in "${programs[@]}"; do
  is_elf "$program" || continue
  resolved="$(LD_LIBRARY_PATH="$torch_lib" ldd "$program")"
  if grep -q 'not found' <<<"$resolved"; then
    die "$program: $(grep 'not found' <<<"$resolved" | tr -s ' \t\n' ' ')"
  fi
  while read -r name path; do
    [ -n "${bundled[$name]:-}" ] && continue
    from_debian "$path" && continue
    cp -L "$path" "$stage/$private_dir/$name"
    bundled[$name]="$(realpath "$path")"
  done < <(awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }' <<<"$resolved")
done
[ "${#bundled[@]}" -gt 0 ] || die "no library to bundle was found: is $torch_lib libtorch?"

# Debian ships stripped objects; the wheel's libraries are stripped already except for symbols.
for program in "${programs[@]}"; do
  is_elf "$program" && strip --strip-unneeded --remove-section=.comment --remove-section=.note "$program"
done
for name in "${!bundled[@]}"; do
  lib="$stage/$private_dir/$name"
  chmod 0644 "$lib"
  strip --strip-unneeded --remove-section=.comment "$lib"
  patchelf --set-rpath '$ORIGIN' "$lib"
done
for program in "${programs[@]}"; do
  is_elf "$program" || continue
  needs_private=0
  for needed in $(patchelf --print-needed "$program"); do
    [ -n "${bundled[$needed]:-}" ] && needs_private=1
  done
  [ "$needs_private" = 1 ] || continue
  relative="$(realpath --relative-to="$(dirname "$program")" "$stage/$private_dir")"
  patchelf --set-rpath "\$ORIGIN/$relative" "$program"
done

# The copyright file (DEP-5): copyright.in, with the paragraphs of copyright-bundled that cover
# the bundled libraries in place of @BUNDLED@. Each paragraph says which wheel its libraries came
# from; the license files of that wheel (its RECORD names it) are copied beside the copyright
# file. A bundled library that no paragraph covers stops the package.
doc="$stage/usr/share/doc/folio"
mkdir -p "$doc/bundled"
declare -A wheel_of=() licensed=()
for name in "${!bundled[@]}"; do
  source_path="${bundled[$name]}"
  [[ "$source_path" == */site-packages/* ]] || die "$source_path comes from no wheel: its license is unknown"
  site="${source_path%%/site-packages/*}/site-packages"
  record="$(grep -l -F "${source_path#"$site"/}," "$site"/*.dist-info/RECORD | head -1)" ||
    die "no wheel's RECORD lists $source_path"
  dist_info="$(dirname "$record")"
  wheel="$(basename "$dist_info" .dist-info)"
  wheel_of[$name]="$wheel"
  [ -n "${licensed[$wheel]:-}" ] && continue
  texts=()
  for license in "$dist_info"/licenses/* "$dist_info"/LICENSE* "$dist_info"/License*; do
    [ -f "$license" ] || continue
    text="bundled/${wheel}_$(basename "$license" .txt).txt"
    cp "$license" "$doc/$text"
    texts+=("/usr/share/doc/folio/$text")
  done
  [ "${#texts[@]}" -gt 0 ] || die "$dist_info ships no license file"
  licensed[$wheel]="${texts[*]}"
done
covered_paragraphs="$work/copyright-bundled"
: >"$covered_paragraphs"
declare -A covered=()
while IFS= read -r -d '' paragraph; do
  read -r -a patterns <<<"$(sed -n '1s/^Files://p' <<<"$paragraph")"
  [ "${#patterns[@]}" -gt 0 ] || die "packaging/debian/copyright-bundled: a paragraph without Files: first"
  matched=()
  for name in $(printf '%s\n' "${!bundled[@]}" | sort); do
    for pattern in "${patterns[@]}"; do
      # shellcheck disable=SC2053 # the pattern is a glob on purpose
      if [[ "$private_dir/$name" == $pattern ]]; then matched+=("$name"); covered[$name]=1; break; fi
    done
  done
  [ "${#matched[@]}" -gt 0 ] || continue
  comment="Comment: copied from the Python wheels:"
  for name in "${matched[@]}"; do
    comment+=$'\n'" $name from ${wheel_of[$name]} (the wheel's license files: ${licensed[${wheel_of[$name]}]})"
  done
  printf '%s\n%s\n\n' "$paragraph" "$comment" >>"$covered_paragraphs"
done < <(awk 'BEGIN { RS = ""; ORS = "\0" } { print }' "$packaging/copyright-bundled")
for name in "${!bundled[@]}"; do
  [ -n "${covered[$name]:-}" ] ||
    die "$name (from ${wheel_of[$name]}) is bundled, but no paragraph of packaging/debian/copyright-bundled covers it"
done
sed -e "s|@VERSION@|$version|g" -e "s|@HOMEPAGE@|$homepage|g" -e "s|@MAINTAINER@|$maintainer|g" \
    -e "/^@BUNDLED@\$/{r $covered_paragraphs" -e 'd}' "$packaging/copyright.in" >"$doc/copyright"
find "$doc/bundled" -type f -exec chmod 0644 {} +
sed "s|@MAINTAINER@|$maintainer|g" "$packaging/changelog" | gzip -9n >"$doc/changelog.gz"

# Run-time needs no linker sees: the Qt plugins for TIFF/WebP, the orientation data of Tesseract,
# KaTeX (the preview and HTML export), pandoc (Word, ODT, EPUB), the fonts of PDF export and the
# spelling dictionaries of the model's languages (English always, the others recommended).
extra_depends="qt6-image-formats-plugins, libjs-katex, pandoc, tesseract-ocr-osd, fonts-dejavu-core, fonts-droid-fallback, hunspell-en-us"
recommends="hunspell-de-de, hunspell-fr, hunspell-es, hunspell-it, hunspell-nl, hunspell-pt-pt, hunspell-sv, hunspell-da, qt6-translations-l10n"
mkdir -p "$work/debian" "$stage/DEBIAN"
printf 'Source: folio\n\nPackage: folio\nArchitecture: any\n' >"$work/debian/control"
elves=()
for file in "${programs[@]}" "$stage/$private_dir"/*; do is_elf "$file" && elves+=("$file"); done
shlibs="$(cd "$work" && dpkg-shlibdeps -O -S"$stage" "${elves[@]}" 2>"$work/shlibdeps.log")" ||
  { cat "$work/shlibdeps.log" >&2; die "dpkg-shlibdeps failed"; }
depends="${shlibs#shlibs:Depends=}, $extra_depends"

installed_size="$(du -sk --exclude=DEBIAN "$stage" | cut -f1)"
sed -e "s|@VERSION@|$version|" -e "s|@ARCH@|$arch|" -e "s|@MAINTAINER@|$maintainer|" \
    -e "s|@INSTALLED_SIZE@|$installed_size|" -e "s|@DEPENDS@|$depends|" \
    -e "s|@RECOMMENDS@|$recommends|" -e "s|@HOMEPAGE@|$homepage|" \
    "$packaging/control.in" >"$stage/DEBIAN/control"
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$stage/DEBIAN/md5sums"
find "$stage" -type d -exec chmod 0755 {} +
chmod 0644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

mkdir -p "$out"
deb="$out/folio_${version}_${arch}.deb"
level_option=()
[ "$compression" = none ] || level_option=(-z"$level")
dpkg-deb --root-owner-group -Z"$compression" "${level_option[@]}" --threads-max="$(nproc)" \
  --build "$stage" "$deb" >/dev/null
echo "package.sh: $(du -h "$deb" | cut -f1) ($compression -$level), ${#bundled[@]} bundled libraries, $((SECONDS - start)) s" >&2
echo "$deb"

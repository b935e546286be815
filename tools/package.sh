#!/usr/bin/env bash
# Makes the Debian package of Folio from a configured build directory:
#   tools/package.sh [BUILD_DIR [OUT_DIR]]      (defaults: build, BUILD_DIR)
# It builds the installed targets, installs them under a staging root, copies every library they
# load that no Debian package provides (libtorch and the CUDA runtime of the torch wheel) into
# /usr/lib/folio with $ORIGIN-relative RUNPATHs, takes the dependencies from dpkg-shlibdeps and
# writes OUT_DIR/folio_<version>_<arch>.deb. It prints the package's path last.
# A build that links libtorch_cuda (FOLIO_CUDA=ON) makes folio-cuda_<version>_<arch>.deb instead,
# with CUDA, cuBLAS, cuDNN and NCCL beside libtorch, and what CUDA opens with dlopen
# (tools/bundle_libraries.sh): it uses the GPU where an NVIDIA driver is, else the CPU.
# FOLIO_DEB_COMPRESSION (xz, zstd, gzip or none) and FOLIO_DEB_LEVEL pick the compression. The
# default, xz, is a format Debian 12's lintian accepts (zstd, which dpkg 1.21.18 on installs, it
# calls malformed). folio is xz at 6: 69 MB, against 68 MB for xz 9 (which took 30% longer) and
# 85 MB for zstd at 12, which built in a quarter of the time (2.5 min against 10, two busy cores).
# folio-cuda (3.2 GB of libraries, mostly GPU code that compresses poorly) is xz at 1: measured on
# a 256 MB sample of it with two threads, xz 1 kept 55.4% in 21 s, xz 3 54.1% in 50 s, xz 6 53.1%
# in 112 s and gzip 6 63.1% in 8 s; xz 6 would take about 25 minutes for 4% less.
# FOLIO_MAINTAINER sets the Maintainer field, the changelog's signature and the copyright file's
# Upstream-Contact.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$(realpath "${1:-$here/build}")"
out="$(realpath -m "${2:-$build}")"
packaging="$here/packaging/debian"
compression="${FOLIO_DEB_COMPRESSION:-xz}"
level="${FOLIO_DEB_LEVEL:-}"
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

"$here/tools/bundle_libraries.sh" "$stage" "$torch_lib" "$private_dir" "$work/bundled"
declare -A bundled=()
while read -r name path; do bundled[$name]="$path"; done <"$work/bundled"
is_elf() { [ -f "$1" ] && [ "$(head -c4 "$1" | od -An -c | tr -d ' ')" = '177ELF' ]; }
mapfile -t programs < <(find "$stage/usr/bin" "$stage/usr/libexec" -type f | sort)

# A build that links libtorch_cuda makes the GPU flavour, folio-cuda: the same files with the
# CUDA libraries beside them, so it takes the place of folio (Conflicts and Replaces: the two hold
# the same paths) and satisfies what depends on folio (Provides).
# The control file's lines only the GPU flavour has (an empty file inserts none).
: >"$work/relations"
: >"$work/flavour"
package=folio synopsis_flavour=""
default_level=6
if [ -n "${bundled[libtorch_cuda.so]:-}" ]; then
  package=folio-cuda synopsis_flavour=", CUDA" default_level=1
  printf '%s\n' "Source: folio" "Provides: folio" "Conflicts: folio" "Replaces: folio" >"$work/relations"
  printf '%s\n' " ." " This build carries CUDA, cuBLAS and cuDNN from the torch wheel: with an" \
    " NVIDIA driver it recognizes on the GPU, without one on the CPU." >"$work/flavour"
fi
if [ "$package" != folio ]; then
  mv "$stage" "$work/debian/$package"
  stage="$work/debian/$package"
fi

# The copyright file (DEP-5): copyright.in, with the paragraphs of copyright-bundled that cover
# the bundled libraries in place of @BUNDLED@. Each paragraph says which wheel its libraries came
# from; the license files of that wheel (its RECORD names it) are copied beside the copyright
# file. A bundled library that no paragraph covers stops the package.
doc="$stage/usr/share/doc/$package"
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
  # The license files of dist-info, and those the wheel installs elsewhere (cuSPARSELt's).
  mapfile -t installed_licenses < <(sed -n 's/^\([^,]*\/\(LICEN[CS]E\|License\|COPYING\)[^/,]*\),.*/\1/p' "$record" |
                                   grep -v '\.dist-info/' | sed "s|^|$site/|")
  for license in "$dist_info"/licenses/* "$dist_info"/LICENSE* "$dist_info"/License* "${installed_licenses[@]}"; do
    [ -f "$license" ] || continue
    text="bundled/${wheel}_$(basename "$license" .txt).txt"
    cp "$license" "$doc/$text"
    texts+=("/usr/share/doc/$package/$text")
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
sed -i "s|@PACKAGE@|$package|g" "$covered_paragraphs"
sed -e "s|@VERSION@|$version|g" -e "s|@HOMEPAGE@|$homepage|g" -e "s|@MAINTAINER@|$maintainer|g" \
    -e "s|@PACKAGE@|$package|g" -e "/^@BUNDLED@\$/{r $covered_paragraphs" -e 'd}' \
    "$packaging/copyright.in" >"$doc/copyright"
find "$doc/bundled" -type f -exec chmod 0644 {} +
sed "s|@MAINTAINER@|$maintainer|g" "$packaging/changelog" | gzip -9n >"$doc/changelog.gz"
# Tags lintian gives for what no packaging can change (a wheel's binaries), each with its reason.
overrides="$packaging/$package.lintian-overrides"
if [ -f "$overrides" ]; then
  install -D -m 0644 "$overrides" "$stage/usr/share/lintian/overrides/$package"
fi

# Run-time needs no linker sees: the Qt plugins for TIFF/WebP, the orientation data of Tesseract,
# KaTeX (the preview and HTML export), pandoc (Word, ODT, EPUB), the fonts of PDF export and the
# spelling dictionaries of the model's languages (English always, the others recommended).
extra_depends="qt6-image-formats-plugins, libjs-katex, pandoc, tesseract-ocr-osd, hunspell-en-us"
recommends="hunspell-de-de, hunspell-fr, hunspell-es, hunspell-it, hunspell-nl, hunspell-pt-pt, hunspell-sv, hunspell-da, qt6-translations-l10n"
mkdir -p "$work/debian" "$stage/DEBIAN"
printf 'Source: folio\n\nPackage: %s\nArchitecture: any\n' "$package" >"$work/debian/control"
# A library that needs the NVIDIA driver (only what CUDA opens with dlopen) is left out: the
# driver is no Debian dependency, and what else those libraries need the others need too.
elves=()
for file in "${programs[@]}" "$stage/$private_dir"/*; do
  is_elf "$file" || continue
  patchelf --print-needed "$file" | grep -Eqx 'libcuda\.so\.1|libnvidia-ml\.so\.1' || elves+=("$file")
done
shlibs="$(cd "$work" && dpkg-shlibdeps -O -S"$stage" "${elves[@]}" 2>"$work/shlibdeps.log")" ||
  { cat "$work/shlibdeps.log" >&2; die "dpkg-shlibdeps failed"; }
depends="${shlibs#shlibs:Depends=}, $extra_depends"

installed_size="$(du -sk --exclude=DEBIAN "$stage" | cut -f1)"
sed -e "s|@VERSION@|$version|" -e "s|@ARCH@|$arch|" -e "s|@MAINTAINER@|$maintainer|" \
    -e "s|@INSTALLED_SIZE@|$installed_size|" -e "s|@DEPENDS@|$depends|" \
    -e "s|@RECOMMENDS@|$recommends|" -e "s|@HOMEPAGE@|$homepage|" \
    -e "s|@PACKAGE@|$package|" -e "s|@SYNOPSIS_FLAVOUR@|$synopsis_flavour|" \
    -e "/^@RELATIONS@\$/{r $work/relations" -e 'd}' -e "/^@FLAVOUR@\$/{r $work/flavour" -e 'd}' \
    "$packaging/control.in" >"$stage/DEBIAN/control"
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$stage/DEBIAN/md5sums"
find "$stage" -type d -exec chmod 0755 {} +
chmod 0644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

level="${level:-$default_level}"
mkdir -p "$out"
deb="$out/${package}_${version}_${arch}.deb"
level_option=()
[ "$compression" = none ] || level_option=(-z"$level")
dpkg-deb --root-owner-group -Z"$compression" "${level_option[@]}" --threads-max="$(nproc)" \
  --build "$stage" "$deb" >/dev/null
echo "package.sh: $(du -h "$deb" | cut -f1) ($compression -$level), ${#bundled[@]} bundled libraries, $((SECONDS - start)) s" >&2
echo "$deb"

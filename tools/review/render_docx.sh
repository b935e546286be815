#!/usr/bin/env bash
# Renders a DOCX to PNG pages for a human look (review only, not run in CI):
#   tools/review/render_docx.sh [DOCX] [OUT_DIR]
# DOCX defaults to the rich sample test_docx leaves in the build tree (all eleven languages).
# Needs LibreOffice Writer and Math (apt-get install libreoffice-writer-nogui libreoffice-math-nogui;
# without Math every equation renders blank) and pdftoppm (poppler-utils). LibreOffice shows a red
# "¿" before "=" in aligned equations (an import quirk of matrix cells); Word renders them fine.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
docx="${1:-$(ls -t "$here"/build*/tests/core/work/review-sample.docx 2>/dev/null | head -n1)}"
out="${2:-${TMPDIR:-/tmp}/folio-docx-review}"
if [ -z "$docx" ] || [ ! -f "$docx" ]; then
  echo "render_docx: no DOCX given and no review-sample.docx found; run test_docx first" >&2
  exit 2
fi
command -v libreoffice >/dev/null || { echo "render_docx: libreoffice missing (apt-get install libreoffice-writer-nogui)" >&2; exit 2; }
dpkg-query -W -f='${Status}' libreoffice-math-nogui 2>/dev/null | grep -q "install ok" ||
  dpkg-query -W -f='${Status}' libreoffice-math 2>/dev/null | grep -q "install ok" ||
  echo "render_docx: warning: LibreOffice Math is not installed; equations will render blank" >&2
command -v pdftoppm >/dev/null || { echo "render_docx: pdftoppm missing (apt-get install poppler-utils)" >&2; exit 2; }
mkdir -p "$out"
# A private profile: a LibreOffice the user has open must not block or be disturbed.
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
libreoffice -env:UserInstallation="file://$profile" --headless --convert-to pdf --outdir "$out" "$docx" >/dev/null
pdf="$out/$(basename "${docx%.*}").pdf"
pdftoppm -png -r "${DPI:-70}" "$pdf" "$out/page"
echo "render_docx: $(ls "$out"/page*.png | wc -l) pages in $out"

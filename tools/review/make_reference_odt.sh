#!/usr/bin/env bash
# Regenerates app/core/export/reference.odt, the pandoc reference document the ODT export uses:
# pandoc's own default with one paragraph style added, "Folio Page Break" (an empty paragraph
# that breaks the page after it), because pandoc's ODT writer has no page break of its own and
# pages ran on into each other. Needs pandoc, unzip, zip.
#   tools/review/make_reference_odt.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
pandoc -o "$work/default.odt" --print-default-data-file reference.odt
mkdir "$work/x"
(cd "$work/x" && unzip -q ../default.odt)
python3 - "$work/x/styles.xml" <<'PY'
import sys
path = sys.argv[1]
s = open(path, encoding="utf-8").read()
style = ('<style:style style:name="Folio_20_Page_20_Break" style:display-name="Folio Page Break" '
         'style:family="paragraph"><style:paragraph-properties fo:break-after="page" '
         'fo:margin-top="0in" fo:margin-bottom="0in"/><style:text-properties fo:font-size="1pt"/></style:style>')
s = s.replace("<office:styles>", "<office:styles>" + style, 1)
open(path, "w", encoding="utf-8").write(s)
PY
out="$here/app/core/export/reference.odt"
rm -f "$out"
# The mimetype first and stored, as OpenDocument requires.
(cd "$work/x" && zip -q -X -0 "$out" mimetype && zip -q -X -r "$out" . -x mimetype)
echo "wrote $out"

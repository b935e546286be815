#!/usr/bin/env bash
# Regenerates app/core/export/reference.docx, the pandoc reference document the DOCX export uses:
# pandoc's own default with one change, table grid lines and a shaded header row (pandoc's default
# table style has none, so OCR'd tables lost their structure on screen). Needs pandoc, unzip, zip.
#   tools/review/make_reference_docx.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
pandoc -o "$work/default.docx" --print-default-data-file reference.docx
mkdir "$work/x"
(cd "$work/x" && unzip -q ../default.docx)
python3 - "$work/x/word/styles.xml" <<'PY'
import re, sys
path = sys.argv[1]
s = open(path, encoding="utf-8").read()
start = s.index('w:styleId="Table"')
end = s.index("</w:style>", start)
style = s[start:end]
border = '<w:{0} w:val="single" w:sz="4" w:space="0" w:color="808080"/>'
borders = "<w:tblBorders>" + "".join(border.format(e) for e in ("top", "left", "bottom", "right", "insideH", "insideV")) + "</w:tblBorders>"
style = style.replace("<w:tblCellMar>", borders + "<w:tblCellMar>", 1)
style = re.sub(r"<w:tcPr>.*?</w:tcPr>",
               '<w:tcPr><w:tcBorders><w:bottom w:val="single" w:sz="8" w:space="0" w:color="404040"/></w:tcBorders>'
               '<w:shd w:val="clear" w:color="auto" w:fill="F0F0F0"/><w:vAlign w:val="bottom"/></w:tcPr>',
               style, count=1, flags=re.S)
s = s[:start] + style + s[end:]
open(path, "w", encoding="utf-8").write(s)
PY
out="$here/app/core/export/reference.docx"
rm -f "$out"
(cd "$work/x" && zip -q -X -r "$out" '[Content_Types].xml' _rels docProps word)
echo "wrote $out"

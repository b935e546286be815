#!/usr/bin/env bash
# Regenerates the pandoc reference documents the exports use, app/core/export/reference.docx and
# reference.odt: pandoc's own defaults with a few changes. DOCX gets table grid lines and a
# shaded header row (pandoc's default table style has none, so OCR'd tables lost their structure
# on screen), and a footer with the page number (pandoc keeps a reference document's footers;
# its default has none, while its ODT has page numbers); ODT gets a paragraph style "Folio Page Break" (an empty paragraph that breaks the
# page after it: pandoc's ODT writer has none, so pages ran on). Needs pandoc, unzip, zip.
#   tools/review/make_reference_doc.sh docx|odt
set -euo pipefail
format="${1:?usage: make_reference_doc.sh docx|odt}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
pandoc -o "$work/default.$format" --print-default-data-file "reference.$format"
mkdir "$work/x"
(cd "$work/x" && unzip -q "../default.$format")
case "$format" in
  docx) styles="$work/x/word/styles.xml" ;;
  odt) styles="$work/x/styles.xml" ;;
  *) echo "make_reference_doc.sh: docx or odt, not $format" >&2; exit 2 ;;
esac
python3 - "$format" "$styles" <<'PY'
import re, sys
kind, path = sys.argv[1], sys.argv[2]
s = open(path, encoding="utf-8").read()
if kind == "docx":
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
    word = path.rsplit("/", 1)[0]
    footer = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<w:ftr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
              'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:p><w:pPr><w:jc w:val="center"/></w:pPr>'
              '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r>'
              '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>'
              '</w:p></w:ftr>')
    open(word + "/footer1.xml", "w", encoding="utf-8").write(footer)
    def edit(name, old, new):
        text = open(name, encoding="utf-8").read()
        assert old in text, (name, old)
        open(name, "w", encoding="utf-8").write(text.replace(old, new, 1))
    edit(word + "/document.xml", "<w:sectPr />", '<w:sectPr><w:footerReference w:type="default" r:id="rIdFolioFooter" /></w:sectPr>')
    edit(word + "/_rels/document.xml.rels", "</Relationships>",
         '<Relationship Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" '
         'Id="rIdFolioFooter" Target="footer1.xml" /></Relationships>')
    edit(word + "/../[Content_Types].xml", "</Types>",
         '<Override PartName="/word/footer1.xml" '
         'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml" /></Types>')
else:
    style = ('<style:style style:name="Folio_20_Page_20_Break" style:display-name="Folio Page Break" '
             'style:family="paragraph"><style:paragraph-properties fo:break-after="page" '
             'fo:margin-top="0in" fo:margin-bottom="0in"/><style:text-properties fo:font-size="1pt"/></style:style>')
    s = s.replace("<office:styles>", "<office:styles>" + style, 1)
open(path, "w", encoding="utf-8").write(s)
PY
out="$here/app/core/export/reference.$format"
rm -f "$out"
if [ "$format" = docx ]; then
  (cd "$work/x" && zip -q -X -r "$out" '[Content_Types].xml' _rels docProps word)
else
  # The mimetype first and stored, as OpenDocument requires.
  (cd "$work/x" && zip -q -X -0 "$out" mimetype && zip -q -X -r "$out" . -x mimetype)
fi
echo "wrote $out"

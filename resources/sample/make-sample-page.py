#!/usr/bin/env python3
"""Draws Folio's bundled sample page (our own text): a report page with a heading, paragraphs,
a ruled table and a display formula, at 150 dpi A4. Needs Pillow and the DejaVu/Noto fonts.
    python3 make-sample-page.py sample-page.png"""
import sys
from PIL import Image, ImageDraw, ImageFont

W, H = 1240, 1754
MARGIN = 120
FONTS = "/usr/share/fonts/truetype/"
serif = ImageFont.truetype(FONTS + "dejavu/DejaVuSerif.ttf", 25)
serif_italic = ImageFont.truetype(FONTS + "dejavu/DejaVuSerif-Italic.ttf", 25)
bold = ImageFont.truetype(FONTS + "dejavu/DejaVuSerif-Bold.ttf", 25)
title = ImageFont.truetype(FONTS + "dejavu/DejaVuSerif-Bold.ttf", 44)
heading = ImageFont.truetype(FONTS + "dejavu/DejaVuSerif-Bold.ttf", 31)
small = ImageFont.truetype(FONTS + "dejavu/DejaVuSerif.ttf", 20)
math = ImageFont.truetype(FONTS + "dejavu/DejaVuSerif-Italic.ttf", 34)
math_small = ImageFont.truetype(FONTS + "dejavu/DejaVuSerif-Italic.ttf", 24)

page = Image.new("RGB", (W, H), (252, 251, 247))
d = ImageDraw.Draw(page)
y = MARGIN


def paragraph(text, font=serif, gap=16, width=W - 2 * MARGIN):
    global y
    line = ""
    for word in text.split():
        trial = (line + " " + word).strip()
        if d.textlength(trial, font=font) > width:
            d.text((MARGIN, y), line, font=font, fill=(25, 25, 25))
            y += font.size + 12
            line = word
        else:
            line = trial
    if line:
        d.text((MARGIN, y), line, font=font, fill=(25, 25, 25))
        y += font.size + 12
    y += gap


d.text((MARGIN, y), "Folio Field Station — Annual Report 2025", font=small, fill=(90, 90, 90))
d.text((W - MARGIN - d.textlength("page 3", font=small), y), "page 3", font=small, fill=(90, 90, 90))
y += 60
d.text((MARGIN, y), "3. Sediment in the Lower River", font=title, fill=(10, 10, 10))
y += 80
paragraph("Between March and October the station measured the suspended sediment carried by the "
          "lower river at four gauging points. Samples were taken every second week at mid-channel, "
          "filtered on site and weighed after drying at 105°C. The results below summarise the "
          "season; the full series is kept in the station archive.")
paragraph("Flow was unusually low in July, which explains the small loads recorded at the upper "
          "gauges. The storm of 14 September produced the highest concentration of the year.")
d.text((MARGIN, y), "3.1 Measured loads", font=heading, fill=(10, 10, 10))
y += 60

rows = [("Gauge", "Samples", "Mean flow (m³/s)", "Load (t/day)"),
        ("Ashford Bridge", "18", "42.5", "310"),
        ("Mill Weir", "17", "47.1", "355"),
        ("Kestrel Ford", "18", "51.8", "402"),
        ("Estuary Gate", "16", "58.3", "468")]
cols = [MARGIN, MARGIN + 330, MARGIN + 500, MARGIN + 760, W - MARGIN]
row_h = 48
top = y
for r, row in enumerate(rows):
    for c, cell in enumerate(row):
        font = bold if r == 0 else serif
        x = cols[c] + 14 if c == 0 else cols[c + 1] - 14 - d.textlength(cell, font=font)
        d.text((x, y + 10), cell, font=font, fill=(20, 20, 20))
    y += row_h
    d.line((MARGIN, y, W - MARGIN, y), fill=(60, 60, 60), width=3 if r == 0 else 1)
d.line((MARGIN, top, W - MARGIN, top), fill=(60, 60, 60), width=3)
d.line((MARGIN, y, W - MARGIN, y), fill=(60, 60, 60), width=3)
y += 16
d.text((MARGIN, y), "Table 2. Seasonal means, March to October 2025.", font=serif_italic, fill=(60, 60, 60))
y += 70

paragraph("The daily load L follows from the mean concentration c and the discharge Q, integrated "
          "over the day:")
# Display formula: L = ∫₀ᵀ c(t) Q(t) dt ≈ Σ cᵢ Qᵢ Δt      (1)
cx = W // 2 - 250
d.text((cx, y + 8), "L =", font=math, fill=(10, 10, 10))
d.text((cx + 80, y - 12), "∫", font=ImageFont.truetype(FONTS + "dejavu/DejaVuSerif.ttf", 64), fill=(10, 10, 10))
d.text((cx + 112, y - 16), "T", font=math_small, fill=(10, 10, 10))
d.text((cx + 104, y + 46), "0", font=math_small, fill=(10, 10, 10))
d.text((cx + 140, y + 8), "c(t) Q(t) dt  ≈", font=math, fill=(10, 10, 10))
d.text((cx + 400, y - 4), "Σ", font=ImageFont.truetype(FONTS + "dejavu/DejaVuSerif.ttf", 50), fill=(10, 10, 10))
d.text((cx + 410, y + 50), "i", font=math_small, fill=(10, 10, 10))
d.text((cx + 450, y + 8), "c", font=math, fill=(10, 10, 10))
d.text((cx + 468, y + 28), "i", font=math_small, fill=(10, 10, 10))
d.text((cx + 486, y + 8), "Q", font=math, fill=(10, 10, 10))
d.text((cx + 512, y + 28), "i", font=math_small, fill=(10, 10, 10))
d.text((cx + 532, y + 8), "Δt", font=math, fill=(10, 10, 10))
d.text((W - MARGIN - 40, y + 10), "(1)", font=serif, fill=(10, 10, 10))
y += 110
paragraph("With samples every second week, the sum in (1) underestimates short storm peaks; the "
          "September event alone accounts for roughly 12 % of the annual load at Estuary Gate.")
paragraph("Next season the station will add an automatic turbidity sensor at Kestrel Ford so that "
          "storm peaks are sampled every hour.")

d.text((MARGIN, H - MARGIN + 20), "Folio sample document — written for the Folio project, free to reuse.",
       font=small, fill=(120, 120, 120))
page.save(sys.argv[1] if len(sys.argv) > 1 else "sample-page.png", optimize=True)

// The searchable PDF's text-layer font. The layer is invisible, so glyph shapes do not matter;
// what matters is that every character of every script (Devanagari, Thai, Hangul, Arabic, emoji)
// has a code whose ToUnicode entry gives the character back. No installed font covers them all,
// and PoDoFo 0.9 encodes only the Basic Multilingual Plane, so the font is our own: a Type0
// font, Identity-H, whose every code is one empty glyph of the same width (a TrueType program of
// two empty glyphs, made here), a BMP character's code being the character itself and a
// character beyond the BMP getting one of the 2048 codes of the surrogate range.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

#include <string>

namespace PoDoFo {
class PdfVecObjects;
class PdfObject;
}

namespace folio {

// The font program: two empty glyphs, 500 units wide of 1000 to the em.
QByteArray emptyGlyphTrueType();

class TextLayerFont {
public:
    // Every glyph advances this much of the font size.
    static constexpr double kAdvance = 0.5;
    // Above and below the baseline, in units of 1000 an em: a word's box is one em high.
    static constexpr int kAscentUnits = 800;
    static constexpr int kDescentUnits = 200;
    static constexpr int kAstralCodes = 2048;

    // Writes the font's objects; `text` is all the document's text, whose characters beyond the
    // BMP get their codes now (the ToUnicode map is written before the pages).
    TextLayerFont(PoDoFo::PdfVecObjects& objects, const QString& text);

    PoDoFo::PdfObject* font() const { return m_font; }
    // `text` as a PDF hex string of its codes, for Tj ("<0041>"); a character beyond the BMP
    // without a code is left out.
    std::string hexString(const QString& text) const;
    // How many codes hexString() gives.
    int codeCount(const QString& text) const;

private:
    QHash<char32_t, quint16> m_astral;  // character beyond the BMP -> its code (0xD800..)
    PoDoFo::PdfObject* m_font = nullptr;
};

}  // namespace folio

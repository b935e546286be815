#include "textlayerfont.h"

#include <podofo/podofo.h>

#include <QList>
#include <QMap>
#include <QtEndian>

#include <cstdio>

namespace folio {

namespace {

using namespace PoDoFo;

constexpr int kUnitsPerEm = 1000;
constexpr int kGlyphAdvance = int(TextLayerFont::kAdvance * kUnitsPerEm);
constexpr quint16 kFirstAstralCode = 0xD800;

void put16(QByteArray& out, quint16 value) {
    out.append(char(value >> 8));
    out.append(char(value & 0xFF));
}

void put32(QByteArray& out, quint32 value) {
    put16(out, quint16(value >> 16));
    put16(out, quint16(value & 0xFFFF));
}

quint32 tableChecksum(const QByteArray& table) {
    QByteArray padded = table;
    while (padded.size() % 4) padded.append('\0');
    quint32 sum = 0;
    for (qsizetype i = 0; i < padded.size(); i += 4) sum += qFromBigEndian<quint32>(padded.constData() + i);
    return sum;
}

QByteArray headTable() {
    QByteArray t;
    put32(t, 0x00010000);  // version
    put32(t, 0x00010000);  // font revision
    put32(t, 0);           // checksum adjustment, set once the whole font is known
    put32(t, 0x5F0F3CF5);  // magic number
    put16(t, 0x000B);      // flags: baseline and left side bearing at 0, integer scaling
    put16(t, kUnitsPerEm);
    for (int i = 0; i < 4; ++i) put32(t, 0);  // created, modified
    put16(t, 0);
    put16(t, 0);
    put16(t, kGlyphAdvance);
    put16(t, kUnitsPerEm);  // bounding box
    put16(t, 0);            // style
    put16(t, 8);            // smallest readable size
    put16(t, 2);            // direction hint
    put16(t, 0);            // short loca offsets
    put16(t, 0);            // glyph data format
    return t;
}

QByteArray hheaTable() {
    QByteArray t;
    put32(t, 0x00010000);
    put16(t, kUnitsPerEm);  // ascender
    put16(t, 0);            // descender
    put16(t, 0);            // line gap
    put16(t, kGlyphAdvance);
    put16(t, 0);  // min left side bearing
    put16(t, 0);  // min right side bearing
    put16(t, kGlyphAdvance);
    put16(t, 1);  // caret: upright
    put16(t, 0);
    put16(t, 0);
    for (int i = 0; i < 5; ++i) put16(t, 0);  // reserved, metric data format
    put16(t, 2);                               // horizontal metrics
    return t;
}

QByteArray maxpTable() {
    QByteArray t;
    put32(t, 0x00010000);
    put16(t, 2);  // glyphs
    for (int i = 0; i < 4; ++i) put16(t, 0);  // points, contours
    put16(t, 2);                               // zones
    for (int i = 0; i < 8; ++i) put16(t, 0);
    return t;
}

QByteArray hmtxTable() {
    QByteArray t;
    for (int glyph = 0; glyph < 2; ++glyph) {
        put16(t, kGlyphAdvance);
        put16(t, 0);
    }
    return t;
}

QByteArray locaTable() {
    QByteArray t;
    for (int i = 0; i < 3; ++i) put16(t, 0);  // both glyphs empty
    return t;
}

QByteArray cmapTable() {
    // One Windows Unicode subtable (format 4) with only the closing segment: no character maps,
    // the PDF's CIDToGIDMap picks the glyph.
    QByteArray t;
    put16(t, 0);
    put16(t, 1);
    put16(t, 3);
    put16(t, 1);
    put32(t, 12);
    put16(t, 4);   // format
    put16(t, 24);  // length
    put16(t, 0);   // language
    put16(t, 2);   // segments x 2
    put16(t, 2);   // search range
    put16(t, 0);   // entry selector
    put16(t, 0);   // range shift
    put16(t, 0xFFFF);
    put16(t, 0);
    put16(t, 0xFFFF);
    put16(t, 1);
    put16(t, 0);
    return t;
}

QByteArray postTable() {
    QByteArray t;
    put32(t, 0x00030000);  // no glyph names
    put32(t, 0);           // italic angle
    put16(t, 0);
    put16(t, 0);
    put32(t, 1);  // fixed pitch
    for (int i = 0; i < 4; ++i) put32(t, 0);
    return t;
}

// A ToUnicode CMap: BMP codes are their own characters (ranges may change only their last byte),
// the surrogate range's codes their characters beyond the BMP.
QByteArray toUnicodeCMap(const QHash<char32_t, quint16>& astral) {
    QByteArray cmap =
        "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
        "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
        "/CMapName /Folio-TextLayer-UCS def\n/CMapType 2 def\n"
        "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n";
    QList<int> highBytes;
    for (int high = 0; high < 256; ++high)
        if (high < 0xD8 || high > 0xDF) highBytes << high;
    char line[64];
    for (qsizetype first = 0; first < highBytes.size(); first += 100) {
        const qsizetype count = std::min<qsizetype>(100, highBytes.size() - first);
        cmap += QByteArray::number(count) + " beginbfrange\n";
        for (qsizetype i = first; i < first + count; ++i) {
            std::snprintf(line, sizeof line, "<%02X00> <%02XFF> <%02X00>\n", highBytes[i], highBytes[i], highBytes[i]);
            cmap += line;
        }
        cmap += "endbfrange\n";
    }
    QMap<quint16, char32_t> byCode;
    for (auto it = astral.begin(); it != astral.end(); ++it) byCode.insert(it.value(), it.key());
    const QList<quint16> codes = byCode.keys();
    for (qsizetype first = 0; first < codes.size(); first += 100) {
        const qsizetype count = std::min<qsizetype>(100, codes.size() - first);
        cmap += QByteArray::number(count) + " beginbfchar\n";
        for (qsizetype i = first; i < first + count; ++i) {
            const char32_t c = byCode.value(codes[i]);
            std::snprintf(line, sizeof line, "<%04X> <%04X%04X>\n", codes[i], unsigned(QChar::highSurrogate(c)),
                          unsigned(QChar::lowSurrogate(c)));
            cmap += line;
        }
        cmap += "endbfchar\n";
    }
    cmap += "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n";
    return cmap;
}

PdfObject* streamObject(PdfVecObjects& objects, const QByteArray& data) {
    PdfObject* object = objects.CreateObject();
    TVecFilters filters;
    filters.push_back(ePdfFilter_FlateDecode);
    object->GetStream()->Set(data.constData(), data.size(), filters);
    return object;
}

}  // namespace

QByteArray emptyGlyphTrueType() {
    const QList<QPair<QByteArray, QByteArray>> tables = {  // sorted by tag, as the directory must be
        {"cmap", cmapTable()}, {"glyf", QByteArray()}, {"head", headTable()}, {"hhea", hheaTable()},
        {"hmtx", hmtxTable()}, {"loca", locaTable()},  {"maxp", maxpTable()}, {"post", postTable()}};
    const int count = int(tables.size());
    int power = 1, log2 = 0;
    while (power * 2 <= count) {
        power *= 2;
        ++log2;
    }
    QByteArray font;
    put32(font, 0x00010000);
    put16(font, quint16(count));
    put16(font, quint16(power * 16));
    put16(font, quint16(log2));
    put16(font, quint16(count * 16 - power * 16));
    quint32 offset = quint32(12 + 16 * count);
    QByteArray body;
    qsizetype headOffset = 0;
    for (const auto& [tag, data] : tables) {
        font += tag;
        put32(font, tableChecksum(data));
        put32(font, offset + quint32(body.size()));
        put32(font, quint32(data.size()));
        if (tag == "head") headOffset = offset + body.size();
        body += data;
        while (body.size() % 4) body.append('\0');
    }
    font += body;
    const quint32 adjustment = 0xB1B0AFBA - tableChecksum(font);
    qToBigEndian(adjustment, font.data() + headOffset + 8);
    return font;
}

TextLayerFont::TextLayerFont(PdfVecObjects& objects, const QString& text) {
    for (char32_t c : text.toUcs4())
        if (c > 0xFFFF && !m_astral.contains(c) && m_astral.size() < kAstralCodes)
            m_astral.insert(c, quint16(kFirstAstralCode + m_astral.size()));

    const QByteArray program = emptyGlyphTrueType();
    PdfObject* fontFile = objects.CreateObject();
    fontFile->GetDictionary().AddKey(PdfName("Length1"), PdfVariant(pdf_int64(program.size())));
    TVecFilters filters;
    filters.push_back(ePdfFilter_FlateDecode);
    fontFile->GetStream()->Set(program.constData(), program.size(), filters);

    PdfObject* descriptor = objects.CreateObject("FontDescriptor");
    PdfDictionary& d = descriptor->GetDictionary();
    d.AddKey(PdfName("FontName"), PdfName("FolioTextLayer"));
    d.AddKey(PdfName("Flags"), PdfVariant(pdf_int64(4)));  // symbolic
    PdfArray box;
    for (int v : {0, -TextLayerFont::kDescentUnits, kGlyphAdvance, TextLayerFont::kAscentUnits})
        box.push_back(PdfVariant(pdf_int64(v)));
    d.AddKey(PdfName("FontBBox"), box);
    d.AddKey(PdfName("ItalicAngle"), PdfVariant(pdf_int64(0)));
    // A descent of its own: with 0, Poppler takes its default of -0.35 em, so a word's box grew
    // past its line into the next, and text copied in viewer order mixed the words of two lines.
    d.AddKey(PdfName("Ascent"), PdfVariant(pdf_int64(TextLayerFont::kAscentUnits)));
    d.AddKey(PdfName("Descent"), PdfVariant(pdf_int64(-TextLayerFont::kDescentUnits)));
    d.AddKey(PdfName("CapHeight"), PdfVariant(pdf_int64(TextLayerFont::kAscentUnits)));
    d.AddKey(PdfName("StemV"), PdfVariant(pdf_int64(80)));
    d.AddKey(PdfName("FontFile2"), fontFile->Reference());

    // Every code shows glyph 1.
    QByteArray toGlyph(0x10000 * 2, '\0');
    for (int code = 0; code < 0x10000; ++code) toGlyph[code * 2 + 1] = 1;
    PdfObject* cidToGid = streamObject(objects, toGlyph);

    PdfObject* cidFont = objects.CreateObject("Font");
    PdfDictionary& c = cidFont->GetDictionary();
    c.AddKey(PdfName("Subtype"), PdfName("CIDFontType2"));
    c.AddKey(PdfName("BaseFont"), PdfName("FolioTextLayer"));
    PdfDictionary systemInfo;
    systemInfo.AddKey(PdfName("Registry"), PdfString("Adobe"));
    systemInfo.AddKey(PdfName("Ordering"), PdfString("Identity"));
    systemInfo.AddKey(PdfName("Supplement"), PdfVariant(pdf_int64(0)));
    c.AddKey(PdfName("CIDSystemInfo"), systemInfo);
    c.AddKey(PdfName("FontDescriptor"), descriptor->Reference());
    c.AddKey(PdfName("DW"), PdfVariant(pdf_int64(kGlyphAdvance)));
    c.AddKey(PdfName("CIDToGIDMap"), cidToGid->Reference());

    PdfObject* toUnicode = streamObject(objects, toUnicodeCMap(m_astral));

    m_font = objects.CreateObject("Font");
    PdfDictionary& f = m_font->GetDictionary();
    f.AddKey(PdfName("Subtype"), PdfName("Type0"));
    f.AddKey(PdfName("BaseFont"), PdfName("FolioTextLayer"));
    f.AddKey(PdfName("Encoding"), PdfName("Identity-H"));
    PdfArray descendants;
    descendants.push_back(cidFont->Reference());
    f.AddKey(PdfName("DescendantFonts"), descendants);
    f.AddKey(PdfName("ToUnicode"), toUnicode->Reference());
}

std::string TextLayerFont::hexString(const QString& text) const {
    std::string hex = "<";
    char code[8];
    for (char32_t c : text.toUcs4()) {
        quint16 value = quint16(c);
        if (c > 0xFFFF) {
            const auto it = m_astral.constFind(c);
            if (it == m_astral.cend()) continue;
            value = *it;
        }
        std::snprintf(code, sizeof code, "%04X", unsigned(value));
        hex += code;
    }
    return hex + ">";
}

int TextLayerFont::codeCount(const QString& text) const {
    int count = 0;
    for (char32_t c : text.toUcs4()) count += (c <= 0xFFFF || m_astral.contains(c)) ? 1 : 0;
    return count;
}

}  // namespace folio

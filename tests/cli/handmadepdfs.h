// PDFs written byte by byte for the reliability tests: a page tree with a cycle, and
// decompression bombs (a content stream and an image stream that each inflate to gigabytes
// from a few megabytes). Objects are numbered from 1 in the order given; the xref is exact.
#pragma once

#include <zlib.h>

#include <QByteArray>
#include <QList>

namespace folio::testing {

inline QByteArray pdfFile(const QList<QByteArray>& objects) {
    QByteArray out = "%PDF-1.4\n";
    QList<qsizetype> offsets;
    for (int i = 0; i < objects.size(); ++i) {
        offsets << out.size();
        out += QByteArray::number(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const qsizetype xref = out.size();
    out += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (qsizetype offset : offsets)
        out += QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
    out += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) +
           " /Root 1 0 R >>\nstartxref\n" + QByteArray::number(xref) + "\n%%EOF\n";
    return out;
}

inline QByteArray pdfStream(const QByteArray& data, const QByteArray& dictionary = {}) {
    return "<< /Length " + QByteArray::number(data.size()) + ' ' + dictionary + " >>\nstream\n" +
           data + "\nendstream";
}

// A zlib stream that inflates to `total` zero bytes (a multiple of 16 MiB). After a full flush
// the compressor starts afresh, so one compressed 16 MiB block is repeated instead of
// compressing gigabytes.
inline QByteArray deflatedZeros(qint64 total) {
    constexpr int kBlock = 16 << 20;
    const QByteArray zeros(kBlock, '\0');
    z_stream z{};
    deflateInit(&z, 9);
    const auto deflateBlock = [&](const QByteArray& input, int flush) {
        QByteArray out(kBlock / 64 + 1024, '\0');
        z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(input.constData()));
        z.avail_in = uInt(input.size());
        z.next_out = reinterpret_cast<Bytef*>(out.data());
        z.avail_out = uInt(out.size());
        deflate(&z, flush);
        out.truncate(out.size() - z.avail_out);
        return out;
    };
    const QByteArray first = deflateBlock(zeros, Z_FULL_FLUSH);  // with the zlib header
    const QByteArray repeated = deflateBlock(zeros, Z_FULL_FLUSH);
    QByteArray end = deflateBlock({}, Z_FINISH);
    deflateEnd(&z);
    end.chop(4);  // the Adler-32 of 32 MiB; that of `total` zeros is (total mod 65521) << 16 | 1
    const quint32 adler = quint32((total % 65521) << 16) | 1u;
    QByteArray stream = first;
    for (qint64 n = 1; n < total / kBlock; ++n) stream += repeated;
    stream += end;
    for (int shift = 24; shift >= 0; shift -= 8) stream += char((adler >> shift) & 0xff);
    return stream;
}

inline QByteArray onePageText(const QByteArray& text) {
    return "BT /F1 24 Tf 72 700 Td (" + text + ") Tj ET";
}

// `pages` small pages sharing one content stream (a black square): a long document that costs
// little to write and to render.
inline QByteArray manyPagePdf(int pages) {
    QList<QByteArray> objects{"<< /Type /Catalog /Pages 2 0 R >>", {}, pdfStream("0 0 0 rg 50 100 80 80 re f")};
    QByteArray kids;
    for (int i = 0; i < pages; ++i) {
        kids += QByteArray::number(objects.size() + 1) + " 0 R ";
        objects << "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] /Contents 3 0 R >>";
    }
    objects[1] = "<< /Type /Pages /Kids [" + kids + "] /Count " + QByteArray::number(pages) + " >>";
    return pdfFile(objects);
}

// Page 1 is fine; page 2 is a Pages node whose only kid is itself.
inline QByteArray pageTreeCyclePdf() {
    return pdfFile({"<< /Type /Catalog /Pages 2 0 R >>",
                    "<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>",
                    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
                    "/Resources << /Font << /F1 6 0 R >> >> >>",
                    pdfStream(onePageText("Hello from page one")),
                    "<< /Type /Pages /Parent 2 0 R /Kids [5 0 R] /Count 1 >>",
                    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"});
}

// One page whose content stream inflates to 4 GiB (of NUL bytes, which PDF reads as spaces).
inline QByteArray contentStreamBombPdf() {
    return pdfFile({"<< /Type /Catalog /Pages 2 0 R >>",
                    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
                    pdfStream(deflatedZeros(qint64(4) << 30), "/Filter /FlateDecode")});
}

// One page drawing a 40000 x 40000 RGB image whose stream inflates to 4.5 GiB.
inline QByteArray imageStreamBombPdf() {
    constexpr qint64 kSide = 40000;
    const qint64 bytes = kSide * kSide * 3 / (16 << 20) * (16 << 20);
    return pdfFile({"<< /Type /Catalog /Pages 2 0 R >>",
                    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
                    "/Resources << /XObject << /Im0 5 0 R >> >> >>",
                    pdfStream("q 612 0 0 792 0 0 cm /Im0 Do Q"),
                    pdfStream(deflatedZeros(bytes),
                              "/Type /XObject /Subtype /Image /Width 40000 /Height 40000 "
                              "/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode")});
}

}  // namespace folio::testing

// Searchable PDF: each page is its scan under an invisible text layer (text rendering mode 3),
// written with PoDoFo, which embeds subset TrueType fonts with Identity-H encoding and a
// ToUnicode map, so that accented, CJK and math text copies out as it went in.
#include "exportwriters.h"
#include "atomicfile.h"
#include "pagetextlayout.h"

#include <podofo/podofo.h>

#include <QBuffer>
#include <QFile>
#include <QImageReader>
#include <QImageWriter>
#include <QObject>

#include <memory>

namespace folio {

namespace {

using namespace PoDoFo;

// A glyph's box is about this much of the font size high; text fills its line box this much.
constexpr double kFontSizePerLineHeight = 0.85;
constexpr double kBaselineFromTop = 0.78;
constexpr double kDefaultDpi = 300;
constexpr int kJpegQuality = 85;

PdfString pdfString(const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    return PdfString(reinterpret_cast<const pdf_utf8*>(utf8.constData()));
}

// The fonts of the text layer: a Latin/Greek/Cyrillic/math font and a CJK one. Glyph shapes do
// not matter (the text is invisible), only that each character has a glyph and so a ToUnicode entry.
class LayerFonts {
public:
    LayerFonts(PdfDocument& doc, const ExportOptions& options) : m_doc(doc), m_options(options) {}

    PdfFont* fontFor(const QString& word) {
        PdfFont* latin = load(m_latin, m_options.pdfTextFont, "Folio Text");
        if (covers(latin, word)) return latin;
        PdfFont* cjk = load(m_cjk, m_options.pdfCjkFont, "Folio CJK");
        if (covers(cjk, word)) return cjk;
        return latin ? latin : cjk;
    }
    QString error() const { return m_error; }

private:
    PdfFont* load(PdfFont*& slot, const QString& file, const char* name) {
        if (slot || file.isEmpty() || m_failed.contains(file)) return slot;
        try {
            slot = m_doc.CreateFontSubset(name, false, false, false, PdfEncodingFactory::GlobalIdentityEncodingInstance(),
                                          QFile::encodeName(file).constData());
        } catch (const PdfError&) {
            slot = nullptr;
        }
        if (!slot) {
            m_failed << file;
            m_error = QObject::tr("the font “%1” could not be embedded").arg(file);
        }
        return slot;
    }
    static bool covers(PdfFont* font, const QString& word) {
        if (!font) return false;
        for (char32_t c : word.toUcs4())
            if (font->GetFontMetrics()->GetGlyphId(long(c)) <= 0) return false;
        return true;
    }

    PdfDocument& m_doc;
    const ExportOptions& m_options;
    PdfFont* m_latin = nullptr;
    PdfFont* m_cjk = nullptr;
    QStringList m_failed;
    QString m_error;
};

// Only black and white: every pixel pure black or pure white (what 1-bit scanners write).
bool isBilevel(const QImage& image) {
    if (image.depth() == 1) return true;
    const QImage grey = image.convertToFormat(QImage::Format_Grayscale8);
    for (int y = 0; y < grey.height(); ++y) {
        const uchar* row = grey.constScanLine(y);
        for (int x = 0; x < grey.width(); ++x)
            if (row[x] != 0 && row[x] != 255) return false;
    }
    return true;
}

// The JPEG file itself when the page is exactly that file, so the scan is not re-encoded.
QByteArray jpegPassthrough(const ExportPage& page, const QImage& image) {
    if (page.imagePath.isEmpty()) return {};
    QImageReader reader(page.imagePath);
    if (reader.format() != "jpeg" || reader.size() != image.size() ||
        reader.transformation() != QImageIOHandler::TransformationNone)
        return {};
    QFile file(page.imagePath);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll();
}

void addPageImage(PdfImage& pdfImage, const ExportPage& page, const QImage& image) {
    const QByteArray jpeg = jpegPassthrough(page, image);
    if (!jpeg.isEmpty()) {
        pdfImage.LoadFromJpegData(reinterpret_cast<const unsigned char*>(jpeg.constData()), jpeg.size());
        return;
    }
    if (isBilevel(image)) {
        // Black-and-white scans: one bit a pixel, deflated, as lossless and small as they come.
        const QImage mono = image.convertToFormat(QImage::Format_Mono, Qt::ThresholdDither);
        QByteArray rows;
        const int rowBytes = (mono.width() + 7) / 8;
        const bool whiteIsZero = qGray(mono.color(0)) > 127;
        for (int y = 0; y < mono.height(); ++y) {
            QByteArray row(reinterpret_cast<const char*>(mono.constScanLine(y)), rowBytes);
            if (whiteIsZero)  // DeviceGray at one bit: 0 is black
                for (char& b : row) b = char(~b);
            rows.append(row);
        }
        PdfMemoryInputStream stream(rows.constData(), rows.size());
        pdfImage.SetImageColorSpace(ePdfColorSpace_DeviceGray);
        TVecFilters filters;
        filters.push_back(ePdfFilter_FlateDecode);
        pdfImage.SetImageData(mono.width(), mono.height(), 1, &stream, filters);
        return;
    }
    // Grey and colour pages (rendered PDF pages, PNG or TIFF scans): JPEG at a quality where text
    // stays crisp, a tenth of deflated pixels.
    QByteArray jpegBytes;
    QBuffer buffer(&jpegBytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "jpeg");
    writer.setQuality(kJpegQuality);
    writer.write(image.allGray() ? image.convertToFormat(QImage::Format_Grayscale8) : image.convertToFormat(QImage::Format_RGB888));
    pdfImage.LoadFromJpegData(reinterpret_cast<const unsigned char*>(jpegBytes.constData()), jpegBytes.size());
}

double dotsPerInch(const ExportPage& page, const QImage& image) {
    if (page.dpi > 0) return page.dpi;
    const double fromImage = image.dotsPerMeterX() * 0.0254;
    return fromImage >= 50 && fromImage <= 4800 ? fromImage : kDefaultDpi;
}

void drawTextLayer(PdfPainter& painter, LayerFonts& fonts, const PageTextLayout& layout, double pointsPerPixel,
                   double pageHeightPoints) {
    for (const PlacedBlock& block : layout.blocks)
        for (const PlacedLine& line : block.lines)
            for (const PlacedWord& word : line.words) {
                PdfFont* font = fonts.fontFor(word.text);
                if (!font) return;
                const double height = word.box.height() * pointsPerPixel;
                const double width = word.box.width() * pointsPerPixel;
                font->SetFontSize(float(height * kFontSizePerLineHeight));
                font->SetFontScale(100.0f);
                const PdfString text = pdfString(word.text);
                const double natural = font->GetFontMetrics()->StringWidth(text);
                // Horizontal scaling stretches the word over exactly its box, so a selection in a
                // viewer covers the word on the scan.
                if (natural > 0) font->SetFontScale(float(100.0 * width / natural));
                painter.Save();
                painter.SetFont(font);
                painter.SetTextRenderingMode(ePdfTextRenderingMode_Invisible);
                const double x = word.box.left() * pointsPerPixel;
                const double baseline = pageHeightPoints - (word.box.top() * pointsPerPixel + height * kBaselineFromTop);
                painter.DrawText(x, baseline, text);
                painter.Restore();
            }
}

}  // namespace

ExportResult exportSearchablePdf(const QList<ExportPage>& pages, const ExportOptions& options) {
    ExportResult result;
    if (!mayWriteOutput(options.outputPath, options.overwrite, &result.error)) return result;
    // Page by page to disk (PoDoFo's streamed document): a book of scans never sits in memory whole.
    AtomicFileStream file(options.outputPath);
    try {
        PdfOutputDevice device(&file.stream());
        PdfStreamedDocument doc(&device);
        LayerFonts fonts(doc, options);
        for (const ExportPage& page : pages) {
            const QImage image = pageImageForExport(page, &result.error);
            if (image.isNull()) return result;
            const double pointsPerPixel = 72.0 / dotsPerInch(page, image);
            const double widthPt = image.width() * pointsPerPixel;
            const double heightPt = image.height() * pointsPerPixel;
            PdfPage* pdfPage = doc.CreatePage(PdfRect(0, 0, widthPt, heightPt));
            // The image before the painter opens the page's content stream: a stream made while
            // another is open stays in memory until the document is closed.
            PdfImage pdfImage(&doc);
            addPageImage(pdfImage, page, image);
            PdfPainter painter;
            painter.SetPage(pdfPage);
            painter.DrawImage(0, 0, &pdfImage, widthPt / pdfImage.GetWidth(), heightPt / pdfImage.GetHeight());
            drawTextLayer(painter, fonts, textLayoutForExport(page, image.size(), options), pointsPerPixel, heightPt);
            painter.FinishPage();
            if (!fonts.error().isEmpty()) {
                result.error = QObject::tr("%1: %2").arg(page.label, fonts.error());
                return result;
            }
        }
        if (!options.title.isEmpty()) doc.GetInfo()->SetTitle(pdfString(options.title));
        doc.GetInfo()->SetCreator(PdfString("Folio"));
        doc.Close();
    } catch (const PdfError& e) {
        result.error = QObject::tr("Cannot make the PDF “%1”: %2")
                           .arg(options.outputPath, QString::fromUtf8(PdfError::ErrorMessage(e.GetError())));
        return result;
    }
    if (!file.commit(&result.error)) return result;
    result.writtenFiles.append(options.outputPath);
    result.ok = true;
    return result;
}

}  // namespace folio

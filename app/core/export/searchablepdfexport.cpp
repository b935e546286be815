// Searchable PDF: each page is its scan under an invisible text layer (text rendering mode 3),
// written with PoDoFo, in a font whose codes give back every character of every script
// (textlayerfont.h), so that text copies out as it went in.
#include "exportwriters.h"
#include "atomicfile.h"
#include "pagetextlayout.h"
#include "textlayerfont.h"

#include <podofo/podofo.h>

#include <QBuffer>
#include <QFile>
#include <QImageReader>
#include <QImageWriter>
#include <QObject>
#include <algorithm>

#include <memory>

namespace folio {

namespace {

using namespace PoDoFo;

// A word's box (one em of the layer's font) fills its line this much, centred: boxes of
// neighbouring lines never overlap, so viewers read and select line by line.
constexpr double kFontSizePerLineHeight = 0.9;
constexpr double kBaselineFromTop =
    (1 - kFontSizePerLineHeight) / 2 + kFontSizePerLineHeight * TextLayerFont::kAscentUnits / 1000.0;
// An image that does not say its resolution is taken for a page whose long side is an A4 page's.
constexpr double kPageLongSideInches = 297 / 25.4;
constexpr int kJpegQuality = 85;

PdfString pdfString(const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    return PdfString(reinterpret_cast<const pdf_utf8*>(utf8.constData()));
}

// Writes the text layer's operators itself: the layer's font is no PdfFont (see textlayerfont.h).
class TextLayerPainter : public PdfPainter {
public:
    void useFont(const TextLayerFont& font) {
        AddToPageResources(PdfName(kFontResource), font.font()->Reference(), PdfName("Font"));
    }
    // `hex` fills `box` (PDF points, y up): its font size from the box's height, its horizontal
    // scaling from the box's width.
    void drawInvisible(const std::string& hex, int codes, double left, double baseline, double size, double width) {
        if (codes <= 0 || size <= 0) return;
        const double scaling = 100.0 * width / (codes * TextLayerFont::kAdvance * size);
        m_oss.str({});
        m_oss << "BT\n/" << kFontResource << ' ' << size << " Tf\n3 Tr\n" << scaling << " Tz\n1 0 0 1 " << left << ' '
              << baseline << " Tm\n" << hex << " Tj\nET\n";
        m_pCanvas->Append(m_oss.str());
    }

private:
    static constexpr const char* kFontResource = "FolioText";
};

// Every character the document's text layer may hold, for the characters beyond the BMP.
QString documentText(const QList<ExportPage>& pages) {
    QString text;
    for (const ExportPage& page : pages) {
        text += page.markdown;
        for (const LayoutBlock& block : page.layout) text += block.text;
    }
    return text;
}

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
    // A file without a resolution (a PNG without pHYs, a phone's JPEG) decodes with the toolkit's
    // screen default, 96 or 100 dpi by program: a 300-dpi scan came out 34 inches tall.
    const bool said = image.dotsPerMeterX() != QImage(1, 1, QImage::Format_Mono).dotsPerMeterX();
    const double fromImage = image.dotsPerMeterX() * 0.0254;
    if (said && fromImage >= 50 && fromImage <= 4800) return fromImage;
    return std::clamp(std::max(image.width(), image.height()) / kPageLongSideInches, 72.0, 1200.0);
}

void drawTextLayer(TextLayerPainter& painter, const TextLayerFont& font, const PageTextLayout& layout,
                   double pointsPerPixel, double pageHeightPoints) {
    painter.useFont(font);
    for (const PlacedBlock& block : layout.blocks)
        for (const PlacedLine& line : block.lines)
            for (const PlacedWord& word : line.words) {
                const double height = word.box.height() * pointsPerPixel;
                const double baseline = pageHeightPoints - (word.box.top() * pointsPerPixel + height * kBaselineFromTop);
                // Glyphs in the order they sit on the line: a right-to-left word's last character
                // is leftmost, which is how viewers read such text back in its own order.
                const QString glyphs = word.rightToLeft ? visualOrder(word.text) : word.text;
                painter.drawInvisible(font.hexString(glyphs), font.codeCount(glyphs), word.box.left() * pointsPerPixel,
                                      baseline, height * kFontSizePerLineHeight, word.box.width() * pointsPerPixel);
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
        const TextLayerFont font(*doc.GetObjects(), documentText(pages));
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
            TextLayerPainter painter;
            painter.SetPage(pdfPage);
            painter.DrawImage(0, 0, &pdfImage, widthPt / pdfImage.GetWidth(), heightPt / pdfImage.GetHeight());
            drawTextLayer(painter, font, textLayoutForExport(page, image.size(), options), pointsPerPixel, heightPt);
            painter.FinishPage();
        }
        if (!options.title.isEmpty()) doc.GetInfo()->SetTitle(pdfString(options.title));
        doc.GetInfo()->SetCreator(PdfString("Folio"));
        // The document's language, for screen readers and for copying text out (PDF's /Lang).
        if (!options.language.isEmpty()) doc.SetLanguage(options.language.toStdString());
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

#include "remote/imagedataurl.h"

#include <QBuffer>
#include <QImageReader>
#include <QImageWriter>
#include <algorithm>
#include <limits>

#include "import/imagedecode.h"

namespace folio::remote {

QByteArray encodePngDataUrl(const QImage& image) {
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    writer.setCompression(1);  // fast: the page crosses a network once, the CPU cost is per page
    writer.write(image);
    return "data:image/png;base64," + png.toBase64();
}

void allowImageAllocation(qint64 maxPixels) {
    // 8 bytes a pixel: a 16-bit RGBA page of maxPixels still decodes.
    const qint64 mib = std::min<qint64>((maxPixels * 8 >> 20) + 1, std::numeric_limits<int>::max());
    if (QImageReader::allocationLimit() < mib) QImageReader::setAllocationLimit(int(mib));
}

QImage decodeImageDataUrl(const QByteArray& dataUrl, qint64 maxPixels, QString* error) {
    const qsizetype comma = dataUrl.indexOf(',');
    if (!dataUrl.startsWith("data:") || comma < 0) {
        *error = QStringLiteral("image_url is not a data URL (expected data:image/png;base64,...)");
        return {};
    }
    const QByteArray header = dataUrl.mid(5, comma - 5);
    if (!header.endsWith(";base64")) {
        *error = QStringLiteral("image_url data URL is not base64-encoded (expected ';base64,')");
        return {};
    }
    const auto decoded = QByteArray::fromBase64Encoding(dataUrl.mid(comma + 1), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.isEmpty()) {
        *error = QStringLiteral("image_url holds invalid base64 data");
        return {};
    }
    QByteArray bytes = decoded.decoded;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    reader.setAutoTransform(true);  // EXIF orientation, as the importer applies it
    if (!reader.canRead()) {
        *error = bytes.startsWith("%PDF-")
                     ? QStringLiteral("image_url holds a PDF: send each page as an image (PNG, JPEG, ...), or read PDFs "
                                      "with folio ocr")
                     : QStringLiteral("image_url does not hold an image in a known format (PNG, JPEG, WebP, TIFF, ...)");
        return {};
    }
    const QSize size = reader.size();
    if (size.isValid() && qint64(size.width()) * size.height() > maxPixels) {
        *error = QStringLiteral("the image is %1x%2 pixels, more than this server's limit of %3 pixels")
                     .arg(size.width())
                     .arg(size.height())
                     .arg(maxPixels);
        return {};
    }
    QImage image = reader.read();
    if (image.isNull()) {
        *error = QStringLiteral("the image could not be decoded: %1").arg(reader.errorString());
        return {};
    }
    if (qint64(image.width()) * image.height() > maxPixels) {
        *error = QStringLiteral("the image is %1x%2 pixels, more than this server's limit of %3 pixels")
                     .arg(image.width())
                     .arg(image.height())
                     .arg(maxPixels);
        return {};
    }
    return onWhitePaper(image);
}

}  // namespace folio::remote

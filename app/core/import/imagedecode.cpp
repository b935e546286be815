#include "imagedecode.h"

#include <QBuffer>
#include <QImageReader>
#include <QObject>
#include <algorithm>
#include <mutex>

namespace folio {

namespace {

// Qt's allocation limit is one process-wide value; it is raised to cover the largest limit any
// caller asked for (8 bytes a pixel: 16-bit PNGs decode to RGBA64) and never lowered, since a
// decode on another thread may rely on it. Our pixel check runs before it matters.
void allowDecodingPixels(qint64 pixels) {
    static std::mutex mutex;
    static qint64 allowedMiB = 0;
    const qint64 neededMiB = std::max<qint64>(128, (pixels * 8 + (1 << 20) - 1) >> 20);
    std::lock_guard lock(mutex);
    if (neededMiB <= allowedMiB) return;
    allowedMiB = neededMiB;
    QImageReader::setAllocationLimit(
        int(std::min<qint64>(neededMiB, std::numeric_limits<int>::max())));
}

QString tooLarge(QSize size, qint64 limit) {
    return QObject::tr("the image is %1x%2 pixels, more than the limit of %3 pixels")
        .arg(size.width())
        .arg(size.height())
        .arg(limit);
}

}  // namespace

QImage decodeImage(QImageReader& reader, const ImageDecodeLimits& limits, QString* error) {
    allowDecodingPixels(limits.maxPixels);
    reader.setAutoTransform(true);     // EXIF orientation
    const QSize size = reader.size();  // from the header, before any pixel is decoded
    if (size.isValid() && qint64(size.width()) * size.height() > limits.maxPixels) {
        *error = tooLarge(size, limits.maxPixels);
        return {};
    }
    const int longest = size.isValid() ? std::max(size.width(), size.height()) : 0;
    reader.setScaledSize(QSize());  // the previous frame's, if any
    if (limits.maxLongestSide > 0 && longest > limits.maxLongestSide)
        reader.setScaledSize(
            size.scaled(limits.maxLongestSide, limits.maxLongestSide, Qt::KeepAspectRatio));
    QImage image = reader.read();
    if (image.isNull()) {
        *error = QObject::tr("cannot be decoded (%1)").arg(reader.errorString());
        return {};
    }
    if (qint64(image.width()) * image.height() >
        limits.maxPixels) {  // a format that knew no size up front
        *error = tooLarge(image.size(), limits.maxPixels);
        return {};
    }
    if (limits.maxLongestSide > 0 &&
        std::max(image.width(), image.height()) > limits.maxLongestSide)
        image = image.scaled(limits.maxLongestSide, limits.maxLongestSide, Qt::KeepAspectRatio,
                             Qt::SmoothTransformation);
    return onWhitePaper(image);
}

QImage decodeImageBytes(const QByteArray& bytes, const ImageDecodeLimits& limits, QString* error) {
    QByteArray data = bytes;  // shared, not copied: QBuffer only reads it
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    if (!reader.canRead()) {
        *error = QObject::tr("not an image in a known format (PNG, JPEG, WebP, TIFF, BMP, ...)");
        return {};
    }
    return decodeImage(reader, limits, error);
}

}  // namespace folio

// The one way Folio turns image bytes into pixels, for files the user imports and for images a
// client sends to `folio serve`: EXIF orientation applied, images up to a pixel limit decoded
// (Qt's own 128 MB allocation cap would refuse an A4 page at 600 dpi), larger ones refused
// before any pixel is allocated, and optionally scaled down to a working size.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

#include "whitepaper.h"

class QImageReader;

namespace folio {

struct ImageDecodeLimits {
    // Images with more pixels (as their header says, before decoding) are refused. 120 MP is an
    // A3 page at 600 dpi with room to spare; decoding it needs up to 8 bytes a pixel.
    qint64 maxPixels = 120'000'000;
    // After decoding, an image whose longest side exceeds this is scaled down to it, keeping its
    // aspect ratio (JPEGs are decoded at the smaller size directly). 0 keeps every image as is.
    int maxLongestSide = 0;
};

// Decodes the reader's current image (one frame of a multi-page TIFF), on white paper where it
// is transparent. On failure returns a null image and sets *error to the reason in words (without the file name: the caller adds it).
// Any thread.
QImage decodeImage(QImageReader& reader, const ImageDecodeLimits& limits, QString* error);

// Decodes an image held in memory (PNG, JPEG, WebP, TIFF, BMP, ...): its first frame.
QImage decodeImageBytes(const QByteArray& bytes, const ImageDecodeLimits& limits, QString* error);

}  // namespace folio

#include "whitepaper.h"

namespace folio {

QImage onWhitePaper(const QImage& image) {
    if (!image.hasAlphaChannel()) return image;
    // Blended row by row into the image's own premultiplied pixels: src + white * (1 - alpha).
    QImage flat = image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    for (int y = 0; y < flat.height(); ++y) {
        auto* row = reinterpret_cast<QRgb*>(flat.scanLine(y));
        for (int x = 0; x < flat.width(); ++x) {
            const QRgb p = row[x];
            const int white = 255 - qAlpha(p);
            row[x] = qRgb(qRed(p) + white, qGreen(p) + white, qBlue(p) + white);
        }
    }
    flat.convertTo(QImage::Format_RGB32);  // in place: alpha is 255 everywhere now
    return flat;
}

}  // namespace folio

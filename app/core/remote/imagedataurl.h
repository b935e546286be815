// Pages travel as base64 data URLs ("data:image/png;base64,..."), as vLLM expects them.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

namespace folio::remote {

// PNG (lossless, so the server sees exactly the client's pixels) in a data URL.
QByteArray encodePngDataUrl(const QImage& image);

// Decodes a data URL into an image, refusing images of more than maxPixels before decoding
// them (a small PNG can claim a huge size). On failure returns a null image and says why.
QImage decodeImageDataUrl(const QByteArray& dataUrl, qint64 maxPixels, QString* error);

}  // namespace folio::remote

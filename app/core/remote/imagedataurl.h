// Pages travel as base64 data URLs ("data:image/png;base64,..."), as vLLM expects them.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

namespace folio::remote {

// PNG (lossless, so the server sees exactly the client's pixels) in a data URL.
QByteArray encodePngDataUrl(const QImage& image);

// Raises Qt's process-wide image allocation cap (128 MB by default, which refuses pages from
// about 33 Mpx, an A4 page at 600 dpi) so that images up to maxPixels decode. Call it once, on
// the thread that starts the decoding; it never lowers the cap. Until the shared import path
// serves the server too, this and decodeImageDataUrl apply the importer's rules.
void allowImageAllocation(qint64 maxPixels);

// Decodes a data URL into an image, EXIF orientation applied, refusing images of more than maxPixels before decoding
// them (a small PNG can claim a huge size). On failure returns a null image and says why.
QImage decodeImageDataUrl(const QByteArray& dataUrl, qint64 maxPixels, QString* error);

}  // namespace folio::remote

// Opening a PDF and rendering one page with Poppler-Qt6. Shared by core and by the
// folio-render-page helper, which renders each page in its own bounded process (see
// pagerenderer.h); nothing here limits time or memory.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>
#include <memory>

namespace Poppler {
class Document;
}

namespace folio {

// Poppler's messages about damaged files (one per repair, sometimes 100,000 for one file) go
// to the logging category folio.import.poppler (debug, off unless
// QT_LOGGING_RULES="folio.import.poppler.debug=true") and are counted per thread.
void routePopplerMessages();
// Messages Poppler printed on this thread since the last call; resets the count.
int takePopplerMessageCount();

// Opens a PDF; null with *error in words (and *needsPassword for a missing or wrong password).
std::unique_ptr<Poppler::Document> openPdf(const QString& filePath, const QByteArray& password,
                                           bool* needsPassword, QString* error);

// Renders page `index` (0-based) so its longest side has `longestSide` pixels, on white.
// Refuses page boxes of more than 5 m and renders of more than maxPixels. Sets *dpi.
QImage renderPdfPage(Poppler::Document& document, int index, int longestSide, qint64 maxPixels,
                     double* dpi, QString* error);

}  // namespace folio

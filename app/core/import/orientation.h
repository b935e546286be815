// How a scan lies: turned by a quarter turn (or upside down) and slightly skewed. Orientation
// comes from Tesseract's orientation and script detection (Debian's osd data), skew from
// Leptonica's projection search: well-kept detectors that work on any script, before the model
// runs. The correction is always made on a copy; the project keeps the original image.
#pragma once

#include <QImage>
#include <QString>

namespace folio {

struct PageOrientation {
    bool detected = false;       // false: too little text to tell (blank pages, photos); see error
    int rotation = 0;            // degrees to turn the page clockwise to make it upright: 0, 90, 180, 270
    double rotationConfidence = 0;
    double skew = 0;             // degrees to turn it clockwise, after `rotation`, to straighten its lines
    double skewConfidence = 0;
    QString error;
};

// Thread-safe; takes about a second for a full page on one core. `osdDataDir`: the folder
// holding osd.traineddata, empty for Tesseract's default.
PageOrientation detectOrientation(const QImage& page, const QString& osdDataDir = {});

// Whether uprightCopy changes a page: a quarter turn, or a straightening of a tenth of a degree or more.
bool isTurned(int rotation, double skew);

// `page` turned upright and straightened (white fills the corners a deskew uncovers); the page
// itself where isTurned() says nothing changes.
QImage uprightCopy(const QImage& page, int rotation, double skew);

// The same for a rotation the user chose by hand (90: clockwise, -90 or 270: counterclockwise).
QImage rotatedCopy(const QImage& page, int degreesClockwise);

}  // namespace folio

#include "orientation.h"

#include <leptonica/allheaders.h>
#include <tesseract/baseapi.h>

#include <QBuffer>
#include <QObject>
#include <QPainter>
#include <QTransform>

#include <cmath>
#include <memory>

namespace folio {

namespace {

// Detection needs text lines, not fine detail: pages are looked at this size at most.
constexpr int kDetectionLongestSide = 2000;
// Tesseract's OSD confidence below which it is guessing.
constexpr float kMinOrientationConfidence = 2.0f;
// Leptonica's skew search: +-7 degrees, found to 0.05 degree; below this confidence it is noise.
constexpr float kMinSkewConfidence = 3.0f;
constexpr double kMinSkewDegrees = 0.1;

struct PixFree {
    void operator()(Pix* pix) const { pixDestroy(&pix); }
};
using PixPtr = std::unique_ptr<Pix, PixFree>;

// Grey pixels for Leptonica, through PGM in memory (its reader takes Qt's writer's output as is).
PixPtr toPix(const QImage& page) {
    QImage grey = page.convertToFormat(QImage::Format_Grayscale8);
    if (std::max(grey.width(), grey.height()) > kDetectionLongestSide)
        grey = grey.scaled(kDetectionLongestSide, kDetectionLongestSide, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    QByteArray pgm;
    QBuffer buffer(&pgm);
    buffer.open(QIODevice::WriteOnly);
    if (!grey.save(&buffer, "PGM")) return nullptr;
    return PixPtr(pixReadMem(reinterpret_cast<const l_uint8*>(pgm.constData()), size_t(pgm.size())));
}

}  // namespace

PageOrientation detectOrientation(const QImage& page, const QString& osdDataDir) {
    PageOrientation result;
    if (page.isNull()) {
        result.error = QObject::tr("no page image");
        return result;
    }
    PixPtr grey = toPix(page);
    if (!grey) {
        result.error = QObject::tr("the page could not be converted for orientation detection");
        return result;
    }
    PixPtr binary(pixConvertTo1(grey.get(), 130));

    tesseract::TessBaseAPI tess;
    const QByteArray dataDir = osdDataDir.toLocal8Bit();
    if (tess.Init(osdDataDir.isEmpty() ? nullptr : dataDir.constData(), "osd", tesseract::OEM_TESSERACT_ONLY) != 0) {
        result.error = QObject::tr("Tesseract's orientation data (osd.traineddata) is not installed");
        return result;
    }
    // Tesseract's own notes ("Too few characters. Skipping this page") went to the terminal as if
    // they were Folio's; a page with too little text is said in result.error.
    tess.SetVariable("debug_file", "/dev/null");
    tess.SetPageSegMode(tesseract::PSM_OSD_ONLY);
    tess.SetImage(binary.get());
    // A scan without a resolution: the OSD's character sizes are tuned for about 300 dpi, and
    // without one Tesseract warns and guesses 70.
    if (pixGetXRes(binary.get()) <= 0) tess.SetSourceResolution(300);
    int degrees = 0;
    float confidence = 0;
    const char* scriptName = nullptr;
    float scriptConfidence = 0;
    if (tess.DetectOrientationScript(&degrees, &confidence, &scriptName, &scriptConfidence) &&
        confidence >= kMinOrientationConfidence) {
        result.detected = true;
        // Tesseract reports how far the text is turned counterclockwise; undoing it is a clockwise turn.
        result.rotation = (360 - degrees) % 360;
        result.rotationConfidence = confidence;
    } else {
        result.error = QObject::tr("too little text to tell the page's orientation");
    }
    tess.End();

    // Skew is measured on the upright page. Leptonica's notes ("max found at sweep edge") are
    // not the user's business: a skew it cannot measure is left at 0.
    setMsgSeverity(L_SEVERITY_NONE);
    PixPtr upright(result.rotation ? pixRotateOrth(binary.get(), result.rotation / 90) : pixClone(binary.get()));
    l_float32 angle = 0, skewConfidence = 0;
    if (pixFindSkew(upright.get(), &angle, &skewConfidence) == 0 && skewConfidence >= kMinSkewConfidence &&
        std::abs(angle) >= kMinSkewDegrees) {
        // Leptonica's angle is the clockwise turn that straightens the lines, as ours.
        result.skew = angle;
        result.skewConfidence = skewConfidence;
    }
    return result;
}

QImage rotatedCopy(const QImage& page, int degreesClockwise) {
    const int quarter = ((degreesClockwise % 360) + 360) % 360;
    if (quarter == 0) return page.copy();
    return page.transformed(QTransform().rotate(quarter));
}

bool isTurned(int rotation, double skew) { return rotation % 360 != 0 || std::abs(skew) >= kMinSkewDegrees; }

QImage uprightCopy(const QImage& page, int rotation, double skew) {
    if (!isTurned(rotation, skew)) return page;
    QImage upright = rotatedCopy(page, rotation);
    if (std::abs(skew) < kMinSkewDegrees) return upright;
    // The straightened page keeps its size; the corners the turn uncovers are paper white.
    QImage straight(upright.size(), QImage::Format_RGB32);
    straight.fill(Qt::white);
    straight.setDotsPerMeterX(upright.dotsPerMeterX());
    straight.setDotsPerMeterY(upright.dotsPerMeterY());
    QPainter painter(&straight);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.translate(upright.width() / 2.0, upright.height() / 2.0);
    painter.rotate(skew);
    painter.translate(-upright.width() / 2.0, -upright.height() / 2.0);
    painter.drawImage(0, 0, upright);
    painter.end();
    return straight;
}

}  // namespace folio

// Orientation and skew detection on rotated and skewed copies of real scans (shared documents),
// and the corrected copy's pixels.
#include <QFile>
#include <QPainter>
#include <QtTest>

#include "import/orientation.h"

using namespace folio;

namespace {

QImage sharedScan(const QString& name) {
    return QImage(QStringLiteral(FOLIO_SHARED_DATA "/documents/scans_multilingual/") + name)
        .convertToFormat(QImage::Format_RGB32);
}

// The fraction of pixels that differ by more than a quarter of the range.
double differingFraction(const QImage& a, const QImage& b) {
    if (a.size() != b.size()) return 1.0;
    const QImage x = a.convertToFormat(QImage::Format_Grayscale8), y = b.convertToFormat(QImage::Format_Grayscale8);
    qint64 differ = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int col = 0; col < x.width(); ++col)
            if (std::abs(int(x.constScanLine(row)[col]) - int(y.constScanLine(row)[col])) > 64) ++differ;
    return double(differ) / (x.width() * qint64(x.height()));
}

QImage skewedCopy(const QImage& page, double degreesClockwise) {
    QImage out(page.size(), QImage::Format_RGB32);
    out.fill(Qt::white);
    QPainter p(&out);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.translate(page.width() / 2.0, page.height() / 2.0);
    p.rotate(degreesClockwise);
    p.translate(-page.width() / 2.0, -page.height() / 2.0);
    p.drawImage(0, 0, page);
    return out;
}

}  // namespace

class TestOrientation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        if (sharedScan(QStringLiteral("tess_eurotext.tif")).isNull()) QSKIP("the shared documents are not here");
    }

    void quarterTurnsAreDetectedAndUndone_data() {
        QTest::addColumn<QString>("scan");
        QTest::addColumn<int>("turnedBy");  // clockwise
        for (const QString& scan : {QStringLiteral("tess_eurotext.tif"), QStringLiteral("ocrmypdf_linn_two_column.png")})
            for (int turn : {0, 90, 180, 270})
                QTest::addRow("%s turned %d", qPrintable(scan), turn) << scan << turn;
    }
    void quarterTurnsAreDetectedAndUndone() {
        QFETCH(QString, scan);
        QFETCH(int, turnedBy);
        const QImage upright = sharedScan(scan);
        const QImage turned = rotatedCopy(upright, turnedBy);
        const PageOrientation o = detectOrientation(turned);
        QVERIFY2(o.detected, qPrintable(o.error));
        QCOMPARE(o.rotation, (360 - turnedBy) % 360);
        const QImage corrected = uprightCopy(turned, o.rotation, 0);
        QCOMPARE(corrected.size(), upright.size());
        QVERIFY(differingFraction(corrected, upright) < 0.001);
    }

    void theSharedSidewaysScanIsTurnedUpright() {
        const QImage sideways = sharedScan(QStringLiteral("tess_phototestrot.tif"));
        const PageOrientation o = detectOrientation(sideways);
        QVERIFY2(o.detected, qPrintable(o.error));
        QVERIFY(o.rotation == 90 || o.rotation == 270);
        const QImage upright = sharedScan(QStringLiteral("tess_phototest.tif"));
        QVERIFY(differingFraction(uprightCopy(sideways, o.rotation, 0), upright) < 0.02);
    }

    void smallSkewIsMeasured_data() {
        QTest::addColumn<double>("skew");
        QTest::newRow("2.5 clockwise") << 2.5;
        QTest::newRow("1.5 counterclockwise") << -1.5;
    }
    void smallSkewIsMeasured() {
        QFETCH(double, skew);
        // The scan itself is a little skewed already: the test's turn adds to it.
        const QImage scan = sharedScan(QStringLiteral("tess_eurotext.tif"));
        const double own = detectOrientation(scan).skew;
        QVERIFY(std::abs(own) < 1.5);
        const QImage skewed = skewedCopy(scan, skew);
        const PageOrientation o = detectOrientation(skewed);
        QCOMPARE(o.rotation, 0);
        const double added = o.skew - own;
        QVERIFY2(std::abs(added + skew) < 0.3, qPrintable(QStringLiteral("measured %1 for %2").arg(added).arg(skew)));
        // Straightened, the copy is as straight as the scan was.
        QVERIFY(std::abs(detectOrientation(uprightCopy(skewed, 0, -skew)).skew - own) < 0.3);
    }

    void aBlankPageIsNotGuessed() {
        QImage blank(1200, 1600, QImage::Format_RGB32);
        blank.fill(Qt::white);
        const PageOrientation o = detectOrientation(blank);
        QVERIFY(!o.detected);
        QCOMPARE(o.rotation, 0);
        QVERIFY(!o.error.isEmpty());
    }

    void theOriginalIsNeverChanged() {
        const QImage page = sharedScan(QStringLiteral("tess_phototest.tif"));
        const QImage before = page.copy();
        (void)uprightCopy(page, 90, 2.0);
        QCOMPARE(page, before);
    }
};

QTEST_MAIN(TestOrientation)
#include "test_orientation.moc"

// Blank-page detection on pixels: white and grey paper, scanner noise and borders are blank; a
// page with only a page number, a negative page, and real scans, are not.
#include <QPainter>
#include <QRandomGenerator>
#include <QtTest>

#include "import/blankpage.h"

using namespace folio;

namespace {

QImage paper(QColor color = Qt::white) {
    QImage page(1240, 1754, QImage::Format_RGB32);  // A4 at 150 dpi
    page.fill(color);
    return page;
}

}  // namespace

class TestBlankPage : public QObject {
    Q_OBJECT
private slots:
    void whiteAndGreyPaperAreBlank() {
        QVERIFY(measureInk(paper()).blank);
        QVERIFY(measureInk(paper(QColor(205, 200, 190))).blank);
        QVERIFY(measureInk(QImage()).blank);
    }

    void noiseAndBordersAreBlank() {
        QImage page = paper(QColor(240, 240, 235));
        QRandomGenerator random(7);
        for (int i = 0; i < 3000; ++i)  // salt-and-pepper specks
            page.setPixel(random.bounded(page.width()), random.bounded(page.height()), qRgb(20, 20, 20));
        QPainter p(&page);
        p.fillRect(0, 0, 30, page.height(), Qt::black);                   // scanner border
        p.fillRect(0, page.height() - 40, page.width(), 40, Qt::black);  // and another
        p.setBrush(Qt::black);
        p.drawEllipse(QPointF(page.width() / 2.0, 700), 2, 2);           // one dust spot
        p.end();
        const InkMeasure m = measureInk(page);
        QVERIFY2(m.blank, qPrintable(QString::number(m.inkCells)));
    }

    void aPageNumberAloneIsNotBlank() {
        QImage page = paper();
        QPainter p(&page);
        QFont font;
        font.setPixelSize(20);  // 10 pt at 150 dpi
        p.setFont(font);
        p.setPen(Qt::black);
        p.drawText(QRect(0, 1650, page.width(), 40), Qt::AlignCenter, QStringLiteral("- 12 -"));
        p.end();
        const InkMeasure m = measureInk(page);
        QVERIFY2(!m.blank, qPrintable(QString::number(m.inkCells)));
    }

    // White text on a black page (a negative scan, a slide) is text, not an empty page.
    void aNegativePageIsNotBlank() {
        QImage page = paper(Qt::black);
        QPainter p(&page);
        QFont font;
        font.setPixelSize(20);
        p.setFont(font);
        p.setPen(Qt::white);
        for (int line = 0; line < 3; ++line)
            p.drawText(QRect(100, 300 + line * 40, page.width() - 200, 30), Qt::AlignLeft, QStringLiteral("White words on a black page"));
        p.end();
        const InkMeasure m = measureInk(page);
        QVERIFY2(!m.blank, qPrintable(QString::number(m.inkCells)));
        QVERIFY(measureInk(paper(Qt::black)).blank);  // black and nothing on it
    }

    void realScansAreNotBlank() {
        for (const char* name : {"tess_phototest.tif", "ocrmypdf_linn_two_column.png", "easyocr_japanese_sign.jpg"}) {
            const QImage scan(QStringLiteral(FOLIO_SHARED_DATA "/documents/scans_multilingual/") + QLatin1String(name));
            if (scan.isNull()) QSKIP("the shared documents are not here");
            const InkMeasure m = measureInk(scan);
            QVERIFY2(!m.blank && m.inkCells > 50, name);
        }
    }
};

QTEST_MAIN(TestBlankPage)
#include "test_blankpage.moc"

#include "blankpage.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace folio {

namespace {

// The page is looked at 1000 pixels on its longest side: a 10 pt character is ~8 pixels tall.
constexpr int kLongestSide = 1000;
constexpr int kCell = 8;                // pixels of a grid cell's side
constexpr int kInkPixelsPerStroke = 6;  // dark pixels that make a cell hold a stroke, not a speck
constexpr int kMaxInkCellsOfBlank = 2;  // a dust spot or two
constexpr double kMargin = 0.04;        // scanner borders and punched holes live here
constexpr int kInkContrast = 70;        // grey levels away from the paper that count as ink

// The paper's grey: the median level, since paper is most of a page. Dark text on white paper,
// and white text on a black page (a negative scan) alike.
int paperLevel(const QImage& grey) {
    std::array<qint64, 256> histogram{};
    for (int y = 0; y < grey.height(); ++y) {
        const uchar* row = grey.constScanLine(y);
        for (int x = 0; x < grey.width(); ++x) ++histogram[row[x]];
    }
    const qint64 half = qint64(grey.width()) * grey.height() / 2;
    qint64 seen = 0;
    for (int level = 0; level < 256; ++level)
        if ((seen += histogram[level]) > half) return level;
    return 255;
}

}  // namespace

InkMeasure measureInk(const QImage& page) {
    InkMeasure m;
    if (page.isNull()) {
        m.blank = true;
        return m;
    }
    QImage grey = page.convertToFormat(QImage::Format_Grayscale8);
    if (std::max(grey.width(), grey.height()) > kLongestSide)
        grey = grey.scaled(kLongestSide, kLongestSide, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    const int paper = paperLevel(grey);
    const int x0 = int(grey.width() * kMargin), x1 = grey.width() - x0;
    const int y0 = int(grey.height() * kMargin), y1 = grey.height() - y0;
    for (int cy = y0; cy + kCell <= y1; cy += kCell)
        for (int cx = x0; cx + kCell <= x1; cx += kCell) {
            int dark = 0;
            for (int y = cy; y < cy + kCell; ++y) {
                const uchar* row = grey.constScanLine(y);
                for (int x = cx; x < cx + kCell; ++x) dark += std::abs(int(row[x]) - paper) > kInkContrast;
            }
            ++m.cells;
            if (dark >= kInkPixelsPerStroke) ++m.inkCells;
        }
    m.blank = m.inkCells <= kMaxInkCellsOfBlank;
    return m;
}

}  // namespace folio

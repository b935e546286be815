// A transparent image as it looks on white paper: the model and the exports read RGB, where
// transparency would turn black (black text on a transparent page would vanish).
#pragma once

#include <QImage>

namespace folio {

QImage onWhitePaper(const QImage& image);

}  // namespace folio

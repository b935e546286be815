// Whether a page is blank (or only scanner noise), measured on its pixels before any model runs:
// a blank page sent to a VLM comes back with invented text, and an empty result cannot be told
// from a failure. A page counts as blank when no cell of a fine grid holds a stroke of ink;
// isolated specks and the scanner's dark border are ignored.
#pragma once

#include <QImage>

namespace folio {

struct InkMeasure {
    int inkCells = 0;     // grid cells holding a stroke
    int cells = 0;        // grid cells looked at (inside the margins)
    bool blank = false;
};

InkMeasure measureInk(const QImage& page);

}  // namespace folio

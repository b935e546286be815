// One layout block as JSON, {"label", "text", "continues", "box": [x1, y1, x2, y2] (0..1000, absent
// without a box)}: the shape the project file, the blocks export and `folio ocr --format json` share.
#pragma once

#include "layoutblock.h"

#include <QJsonObject>

namespace folio {

QJsonObject layoutBlockToJson(const LayoutBlock& block);

}  // namespace folio

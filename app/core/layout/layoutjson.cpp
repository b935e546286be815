#include "layoutjson.h"

#include <QJsonArray>

namespace folio {

QJsonObject layoutBlockToJson(const LayoutBlock& block) {
    QJsonObject o{{QStringLiteral("label"), block.label},
                  {QStringLiteral("text"), block.text},
                  {QStringLiteral("continues"), block.continues}};
    if (block.hasBox) o[QStringLiteral("box")] = QJsonArray{block.box.x1, block.box.y1, block.box.x2, block.box.y2};
    return o;
}

}  // namespace folio

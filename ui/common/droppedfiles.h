// The local files and folders a drag carries (file:// URLs); empty for anything else.
#pragma once

#include <QStringList>

class QMimeData;

namespace folio {

QStringList droppedLocalFiles(const QMimeData* mime);

}  // namespace folio

#include "droppedfiles.h"

#include <QMimeData>
#include <QUrl>

namespace folio {

QStringList droppedLocalFiles(const QMimeData* mime) {
    QStringList paths;
    if (!mime || !mime->hasUrls()) return paths;
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile()) paths << url.toLocalFile();
    return paths;
}

}  // namespace folio

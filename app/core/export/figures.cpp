// Cuts figures out of the page image where the model gave a box (0..1000 on both axes).
#include "exportwriters.h"
#include "renderprep.h"

#include <QImageReader>

#include "document/blocks.h"
#include "import/imagedecode.h"

namespace folio {

QHash<QString, QImage> cutFigures(const ExportPage& page, QString* error) {
    QHash<QString, QImage> figures;
    const QList<Block> blocks = parseBlocks(page.markdown);
    QImage image;
    for (int i = 0; i < blocks.size(); ++i) {
        const Block& b = blocks[i];
        if (b.kind != BlockKind::Figure || !b.hasBox) continue;
        if (image.isNull() && page.image.isNull() && page.loadImage) {
            QString why;
            image = page.loadImage(&why);
            if (image.isNull()) {
                *error = QStringLiteral("%1: %2").arg(page.label, why);
                return figures;
            }
        }
        if (image.isNull()) image = page.image;
        if (image.isNull() && !page.imagePath.isEmpty()) {
            // PDFs need Poppler: the caller passes their rendered image; raster files we read here.
            QImageReader reader(page.imagePath);
            reader.setAutoTransform(true);
            if (reader.canRead()) image = onWhitePaper(reader.read());
            if (image.isNull()) return figures;
        }
        if (image.isNull()) return figures;
        const double sx = image.width() / 1000.0, sy = image.height() / 1000.0;
        const QRect rect = QRect(QPoint(int(b.box.left() * sx), int(b.box.top() * sy)),
                                 QPoint(int(b.box.right() * sx), int(b.box.bottom() * sy)))
                               .intersected(image.rect());
        if (rect.width() < 2 || rect.height() < 2) continue;
        figures.insert(figureKey(i, b.imageName), image.copy(rect));
    }
    return figures;
}

}  // namespace folio

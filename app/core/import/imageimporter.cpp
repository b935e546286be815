// Raster images through QImageReader: every frame (multi-page TIFF), EXIF orientation applied.
#include <QFileInfo>
#include <QImageReader>
#include <algorithm>

#include "importer.h"

namespace folio {

ImportedFile importImageFile(const QString& filePath, const ImportOptions& options) {
    ImportedFile file;
    file.filePath = filePath;
    const QString name = QFileInfo(filePath).fileName();

    // Qt refuses images whose decoded size exceeds this limit instead of allocating it
    // (hostile headers claiming gigapixels).
    const int limitMiB = int(std::max<qint64>(1, options.maxPixelsPerPage * 4 / (1024 * 1024)));
    if (QImageReader::allocationLimit() != limitMiB) QImageReader::setAllocationLimit(limitMiB);

    QImageReader reader(filePath);
    reader.setAutoTransform(true);  // honour EXIF orientation
    reader.setDecideFormatFromContent(true);
    if (!reader.canRead()) {
        file.errors << QObject::tr("%1: not a readable image (%2)").arg(name, reader.errorString());
        return file;
    }
    const int claimed = reader.imageCount();
    if (claimed > options.maxPagesPerFile) {
        file.errors << QObject::tr("%1: claims %2 pages, more than the limit of %3")
                           .arg(name)
                           .arg(claimed)
                           .arg(options.maxPagesPerFile);
        return file;
    }
    for (int index = 0;; ++index) {
        if (options.pageLimit > 0 && index >= options.pageLimit) break;
        if (index >= options.maxPagesPerFile) break;
        const QSize size = reader.size();
        if (size.isValid() && qint64(size.width()) * size.height() > options.maxPixelsPerPage) {
            file.errors << QObject::tr("%1: page %2 is %3x%4 pixels, too large to import")
                               .arg(name)
                               .arg(index + 1)
                               .arg(size.width())
                               .arg(size.height());
            break;
        }
        QImage image = reader.read();
        if (image.isNull() || image.width() <= 0 || image.height() <= 0) {
            file.errors << QObject::tr("%1: page %2 cannot be decoded (%3)")
                               .arg(name)
                               .arg(index + 1)
                               .arg(reader.errorString());
            break;
        }
        ImportedPage page;
        page.source.filePath = filePath;
        page.source.pageIndex = index;
        page.image = std::move(image);
        file.pages << page;
        if (!reader.jumpToNextImage()) break;
        // Some plugins report success for single images; stop when there is nothing more.
        if (claimed > 0 && index + 1 >= claimed) break;
    }
    return file;
}

}  // namespace folio

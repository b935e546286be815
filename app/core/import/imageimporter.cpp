// Raster images: every frame (multi-page TIFF), through the shared decoder (imagedecode.h).
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <algorithm>

#include "imagedecode.h"
#include "importer.h"

namespace folio {

namespace {

// QImageReader says "File not found" for a file it cannot open; say what the system said.
QString unreadableReason(const QString& filePath, const QImageReader& reader) {
    QFile file(filePath);
    if (!file.open(QIODevice::ReadOnly)) return QObject::tr("cannot be read (%1)").arg(file.errorString());
    if (file.size() == 0) return QObject::tr("the file is empty");
    return QObject::tr("not a readable image (%1)").arg(reader.errorString());
}

// A multi-page TIFF's frames are pages; an animated GIF's or WebP's are one picture in motion:
// its first frame is the page (reading them as pages skipped frames, as the reader's "next image"
// of an animation decodes one itself).
int pagesOf(QImageReader& reader) { return reader.supportsAnimation() ? 1 : reader.imageCount(); }

}  // namespace

int imageFrameCount(const QString& filePath, QString* error) {
    QImageReader reader(filePath);
    reader.setDecideFormatFromContent(true);
    if (!reader.canRead()) {
        *error = unreadableReason(filePath, reader);
        return 0;
    }
    return std::max(1, pagesOf(reader));
}

ImportedFile importImageFile(const QString& filePath, const ImportOptions& options) {
    ImportedFile file;
    file.filePath = filePath;
    const QString name = QFileInfo(filePath).fileName();
    const ImageDecodeLimits limits{options.maxPixelsPerPage, options.maxImageLongestSide};

    QImageReader reader(filePath);
    reader.setDecideFormatFromContent(true);
    if (!reader.canRead()) {
        file.errors << QObject::tr("%1: %2").arg(name, unreadableReason(filePath, reader));
        return file;
    }
    const int claimed = pagesOf(reader);
    if (claimed > options.maxPagesPerFile) {
        file.errors << QObject::tr("%1: claims %2 pages, more than the limit of %3")
                           .arg(name)
                           .arg(claimed)
                           .arg(options.maxPagesPerFile);
        return file;
    }
    file.pageCount = std::max(1, claimed);
    const int first = std::max(0, options.firstPage);
    if (first > 0 && !reader.jumpToImage(first)) {
        // Formats without random access (GIF) get there by decoding the frames before it.
        for (int skipped = 0; skipped < first; ++skipped)
            if (reader.read().isNull()) {
                file.errors << QObject::tr("%1: page %2 cannot be reached").arg(name).arg(first + 1);
                return file;
            }
    }
    for (int index = first;; ++index) {
        if (options.pageLimit > 0 && index >= options.pageLimit) break;
        if (index >= options.maxPagesPerFile) break;
        QString error;
        QImage image = decodeImage(reader, limits, &error);
        if (image.isNull()) {
            file.errors << QObject::tr("%1: page %2: %3").arg(name).arg(index + 1).arg(error);
            break;
        }
        ImportedPage page;
        page.source.filePath = filePath;
        page.source.pageIndex = index;
        page.image = std::move(image);
        file.pages << page;
        file.pagesRead = index + 1;
        // Some plugins report success for single images; stop when there is nothing more.
        if (claimed > 0 && index + 1 >= claimed) break;
        if (!reader.jumpToNextImage()) break;
    }
    return file;
}

}  // namespace folio

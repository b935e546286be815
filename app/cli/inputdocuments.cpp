#include "cli/inputdocuments.h"

#include <QCollator>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QImageReader>
#include <memory>
#include <poppler-qt6.h>

namespace folio::cli {

namespace {

constexpr int kLongestSide = 1540;

bool isPdf(const QString& path) { return QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0; }

bool isImage(const QString& path) {
    static const QList<QByteArray> formats = QImageReader::supportedImageFormats();
    return formats.contains(QFileInfo(path).suffix().toLower().toLatin1());
}

QString fingerprintOf(const QFileInfo& info) {
    const QByteArray identity = info.absoluteFilePath().toUtf8() + '\n' + QByteArray::number(info.size()) + '\n' +
                                QByteArray::number(info.lastModified().toMSecsSinceEpoch());
    return QString::fromLatin1(QCryptographicHash::hash(identity, QCryptographicHash::Sha1).toHex().left(16));
}

bool describe(const QString& path, InputDocument* document, QString* error) {
    const QFileInfo info(path);
    document->path = info.absoluteFilePath();
    document->fingerprint = fingerprintOf(info);
    document->pdf = isPdf(path);
    if (document->pdf) {
        std::unique_ptr<Poppler::Document> pdf = Poppler::Document::load(path);
        if (!pdf) {
            *error = QStringLiteral("%1: not a readable PDF").arg(path);
            return false;
        }
        if (pdf->isLocked()) {
            *error = QStringLiteral("%1: the PDF is encrypted with a password").arg(path);
            return false;
        }
        document->pageCount = pdf->numPages();
    } else {
        QImageReader reader(path);
        if (!reader.canRead()) {
            *error = QStringLiteral("%1: not a readable image (%2)").arg(path, reader.errorString());
            return false;
        }
        document->pageCount = std::max(1, reader.imageCount());  // multi-page TIFF: every frame
    }
    if (document->pageCount < 1) {
        *error = QStringLiteral("%1: the document has no pages").arg(path);
        return false;
    }
    return true;
}

}  // namespace

InputScan scanInputs(const QStringList& inputs) {
    InputScan scan;
    QStringList files;
    for (const QString& input : inputs) {
        const QFileInfo info(input);
        if (!info.exists()) {
            scan.errors << QStringLiteral("%1: no such file or folder").arg(input);
        } else if (info.isDir()) {
            QStringList found;
            QDirIterator it(input, QDir::Files | QDir::Readable, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                if (isPdf(path) || isImage(path)) found << path;
            }
            QCollator natural;
            natural.setNumericMode(true);
            std::sort(found.begin(), found.end(), [&](const QString& a, const QString& b) { return natural.compare(a, b) < 0; });
            if (found.isEmpty()) scan.errors << QStringLiteral("%1: the folder holds no images or PDFs").arg(input);
            files << found;
        } else if (!isPdf(input) && !isImage(input)) {
            scan.errors << QStringLiteral("%1: not an image or a PDF").arg(input);
        } else {
            files << input;
        }
    }
    for (const QString& file : files) {
        InputDocument document;
        QString error;
        if (describe(file, &document, &error))
            scan.documents << document;
        else
            scan.errors << error;
    }
    return scan;
}

QImage loadPage(const InputDocument& document, int page, QString* error) {
    if (!document.pdf) {
        QImageReader reader(document.path);
        reader.setAutoTransform(true);  // EXIF orientation
        if (page > 1 && !reader.jumpToImage(page - 1)) {
            *error = QStringLiteral("%1: cannot read image %2").arg(document.path).arg(page);
            return {};
        }
        QImage image = reader.read();
        if (image.isNull()) *error = QStringLiteral("%1: %2").arg(document.path, reader.errorString());
        return image;
    }
    // Each call opens the PDF again: Poppler documents are not safe to share between threads.
    std::unique_ptr<Poppler::Document> pdf = Poppler::Document::load(document.path);
    std::unique_ptr<Poppler::Page> pdfPage = pdf ? pdf->page(page - 1) : nullptr;
    if (!pdfPage) {
        *error = QStringLiteral("%1: cannot open page %2").arg(document.path).arg(page);
        return {};
    }
    pdf->setRenderHint(Poppler::Document::Antialiasing);
    pdf->setRenderHint(Poppler::Document::TextAntialiasing);
    const QSizeF points = pdfPage->pageSizeF();
    const double longest = std::max(points.width(), points.height());
    const double dpi = longest > 0 ? 72.0 * kLongestSide / longest : 150.0;
    QImage image = pdfPage->renderToImage(dpi, dpi);
    if (image.isNull()) *error = QStringLiteral("%1: page %2 could not be rendered").arg(document.path).arg(page);
    return image;
}

}  // namespace folio::cli

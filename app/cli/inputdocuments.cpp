#include "cli/inputdocuments.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QImageReader>
#include <memory>
#include <poppler-qt6.h>

#include "import/importer.h"

namespace folio::cli {

namespace {

bool isPdf(const QString& path) { return QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0; }

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
            const QStringList found = expandImportPaths({input});  // recursive, natural order
            if (found.isEmpty()) scan.errors << QStringLiteral("%1: the folder holds no images or PDFs").arg(input);
            files << found;
        } else if (!isImportable(input)) {
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
    PageSource source;
    source.filePath = document.path;
    source.pageIndex = page - 1;
    return renderPageSource(source, ImportOptions{}, error);  // PDFs: longest side 1540 px
}

}  // namespace folio::cli

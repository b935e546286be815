// PDFs through Poppler-Qt6: every page, rendered so its longest side has a fixed pixel size.
#include <poppler-qt6.h>

#include <QFileInfo>
#include <QLoggingCategory>
#include <QPainter>
#include <cmath>
#include <memory>
#include <mutex>

#include "importer.h"

namespace folio {

namespace {

constexpr double kPointsPerInch = 72.0;
// 5 m: anything larger is a broken or hostile page box, not paper.
constexpr double kMaxPagePoints = 5.0 / 0.0254 * kPointsPerInch;

Q_LOGGING_CATEGORY(lcPoppler, "folio.import.poppler", QtWarningMsg)

// Poppler prints every repair it makes on a damaged file; route that to a logging category
// that is quiet unless asked for (QT_LOGGING_RULES="folio.import.poppler.debug=true").
void routePopplerMessages() {
    static std::once_flag once;
    std::call_once(once, [] {
        Poppler::setDebugErrorFunction(
            [](const QString& message, const QVariant&) { qCDebug(lcPoppler) << message; },
            QVariant());
    });
}

std::unique_ptr<Poppler::Document> openDocument(const QString& filePath, const QByteArray& password,
                                                bool* needsPassword, QString* error) {
    routePopplerMessages();
    *needsPassword = false;
    std::unique_ptr<Poppler::Document> doc = Poppler::Document::load(filePath);
    if (!doc) {
        *error = QObject::tr("not a readable PDF (damaged or not a PDF)");
        return nullptr;
    }
    if (doc->isLocked()) {
        // unlock() returns true on failure. Older encryption schemes (R2-R4) compare bytes in
        // the PDF's own encoding, so try Latin-1 too when the UTF-8 bytes are refused.
        const QString text = QString::fromUtf8(password);
        bool locked = password.isEmpty() || doc->unlock(password, password);
        if (locked && !password.isEmpty()) locked = doc->unlock(text.toLatin1(), text.toLatin1());
        if (locked) {
            *needsPassword = true;
            *error = password.isEmpty() ? QObject::tr("needs a password")
                                        : QObject::tr("wrong password");
            return nullptr;
        }
    }
    doc->setRenderHint(Poppler::Document::Antialiasing, true);
    doc->setRenderHint(Poppler::Document::TextAntialiasing, true);
    return doc;
}

QImage renderPage(Poppler::Document& doc, int index, const ImportOptions& options, double* dpi,
                  QString* error) {
    std::unique_ptr<Poppler::Page> page(doc.page(index));
    if (!page) {
        *error = QObject::tr("page %1 cannot be read").arg(index + 1);
        return {};
    }
    const QSizeF points = page->pageSizeF();
    const double longest = std::max(points.width(), points.height());
    if (!(points.width() > 0 && points.height() > 0) || longest > kMaxPagePoints) {
        *error = QObject::tr("page %1 has an implausible size (%2 x %3 pt)")
                     .arg(index + 1)
                     .arg(points.width())
                     .arg(points.height());
        return {};
    }
    *dpi = options.longestSide * kPointsPerInch / longest;
    const double pixels =
        points.width() * points.height() * (*dpi / kPointsPerInch) * (*dpi / kPointsPerInch);
    if (pixels > double(options.maxPixelsPerPage)) {
        *error = QObject::tr("page %1 would be too large to render").arg(index + 1);
        return {};
    }
    QImage image = page->renderToImage(*dpi, *dpi);
    if (image.isNull()) {
        *error = QObject::tr("page %1 cannot be rendered").arg(index + 1);
        return {};
    }
    // Transparent pages would turn black in RGB: flatten on white paper.
    if (image.hasAlphaChannel()) {
        QImage flat(image.size(), QImage::Format_RGB32);
        flat.fill(Qt::white);
        QPainter painter(&flat);
        painter.drawImage(0, 0, image);
        painter.end();
        image = flat;
    }
    return image;
}

}  // namespace

ImportedFile importPdfFile(const QString& filePath, const ImportOptions& options) {
    ImportedFile file;
    file.filePath = filePath;
    const QString name = QFileInfo(filePath).fileName();
    QString error;
    auto doc = openDocument(filePath, options.password, &file.needsPassword, &error);
    if (!doc) {
        file.errors << QObject::tr("%1: %2").arg(name, error);
        return file;
    }
    const int count = doc->numPages();
    if (count <= 0) {
        file.errors << QObject::tr("%1: has no pages").arg(name);
        return file;
    }
    if (count > options.maxPagesPerFile) {
        file.errors << QObject::tr("%1: claims %2 pages, more than the limit of %3")
                           .arg(name)
                           .arg(count)
                           .arg(options.maxPagesPerFile);
        return file;
    }
    const int last = options.pageLimit > 0 ? std::min(count, options.pageLimit) : count;
    for (int index = 0; index < last; ++index) {
        double dpi = 0;
        QImage image = renderPage(*doc, index, options, &dpi, &error);
        if (image.isNull()) {
            file.errors << QObject::tr("%1: %2").arg(name, error);
            continue;  // one bad page does not lose the others
        }
        ImportedPage page;
        page.source.filePath = filePath;
        page.source.pageIndex = index;
        page.source.renderDpi = dpi;
        page.image = std::move(image);
        file.pages << page;
    }
    return file;
}

QImage renderPageSource(const PageSource& source, const ImportOptions& options, QString* error) {
    const QString name = QFileInfo(source.filePath).fileName();
    if (source.filePath.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        bool needsPassword = false;
        auto doc = openDocument(source.filePath, options.password, &needsPassword, error);
        if (!doc) {
            *error = QObject::tr("%1: %2").arg(name, *error);
            return {};
        }
        if (source.pageIndex < 0 || source.pageIndex >= doc->numPages()) {
            *error =
                QObject::tr("%1: page %2 no longer exists").arg(name).arg(source.pageIndex + 1);
            return {};
        }
        double dpi = 0;
        QImage image = renderPage(*doc, source.pageIndex, options, &dpi, error);
        if (image.isNull()) *error = QObject::tr("%1: %2").arg(name, *error);
        return image;
    }
    ImportOptions one = options;
    one.pageLimit = source.pageIndex + 1;
    ImportedFile file = importImageFile(source.filePath, one);
    for (const ImportedPage& page : file.pages)
        if (page.source.pageIndex == source.pageIndex) return page.image;
    *error = file.errors.value(
        0, QObject::tr("%1: page %2 not found").arg(name).arg(source.pageIndex + 1));
    return {};
}

}  // namespace folio

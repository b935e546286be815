#include "pdfpage.h"

#include "imagedecode.h"

#include <poppler-qt6.h>

#include <QLoggingCategory>
#include <QObject>
#include <mutex>

namespace folio {

namespace {

constexpr double kPointsPerInch = 72.0;
// 5 m: anything larger is a broken or hostile page box, not paper.
constexpr double kMaxPagePoints = 5.0 / 0.0254 * kPointsPerInch;

Q_LOGGING_CATEGORY(lcPoppler, "folio.import.poppler", QtWarningMsg)

thread_local int popplerMessages = 0;

}  // namespace

void routePopplerMessages() {
    static std::once_flag once;
    std::call_once(once, [] {
        Poppler::setDebugErrorFunction(
            [](const QString& message, const QVariant&) {
                ++popplerMessages;
                qCDebug(lcPoppler) << message;
            },
            QVariant());
    });
}

int takePopplerMessageCount() {
    return std::exchange(popplerMessages, 0);
}

std::unique_ptr<Poppler::Document> openPdf(const QString& filePath, const QByteArray& password,
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
            *error = password.isEmpty() ? QObject::tr("the PDF is encrypted: it needs a password")
                                        : QObject::tr("wrong password for the encrypted PDF");
            return nullptr;
        }
    }
    doc->setRenderHint(Poppler::Document::Antialiasing, true);
    doc->setRenderHint(Poppler::Document::TextAntialiasing, true);
    return doc;
}

QImage renderPdfPage(Poppler::Document& document, int index, int longestSide, qint64 maxPixels,
                     double* dpi, QString* error) {
    std::unique_ptr<Poppler::Page> page(document.page(index));
    if (!page) {
        *error = QObject::tr("page %1 cannot be read (damaged page tree)").arg(index + 1);
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
    *dpi = longestSide * kPointsPerInch / longest;
    const double pixels =
        points.width() * points.height() * (*dpi / kPointsPerInch) * (*dpi / kPointsPerInch);
    if (pixels > double(maxPixels)) {
        *error = QObject::tr("page %1 would be too large to render").arg(index + 1);
        return {};
    }
    QImage image = page->renderToImage(*dpi, *dpi);
    if (image.isNull()) {
        *error = QObject::tr("page %1 cannot be rendered").arg(index + 1);
        return {};
    }
    // When its bitmap cannot be allocated, Poppler renders a 1x1 page instead of failing.
    if (std::max(image.width(), image.height()) < longestSide / 2 || !image.constBits()) {
        *error = QObject::tr("page %1 cannot be rendered (out of memory)").arg(index + 1);
        return {};
    }
    return onWhitePaper(image);
}

}  // namespace folio

// PDFs through Poppler-Qt6: the document is opened here (page count, password); every page is
// rendered in the bounded helper process (pagerenderer.h), so one hostile page fails alone.
#include <poppler-qt6.h>

#include <QFileInfo>

#include "importer.h"
#include "pagerenderer.h"
#include "pdfpage.h"

namespace folio {

namespace {

PageRenderRequest renderRequest(const QString& filePath, int index, const ImportOptions& options) {
    PageRenderRequest request;
    request.filePath = filePath;
    request.pageIndex = index;
    request.longestSide = options.longestSide;
    request.maxPixels = options.maxPixelsPerPage;
    request.password = options.password;
    request.timeLimitMs = options.renderTimeLimitMs;
    request.memoryLimitBytes = options.renderMemoryLimitBytes;
    request.cancel = options.cancel;
    return request;
}

}  // namespace

ImportedFile importPdfFile(const QString& filePath, const ImportOptions& options) {
    ImportedFile file;
    file.filePath = filePath;
    const QString name = QFileInfo(filePath).fileName();
    QString error;
    auto doc = openPdf(filePath, options.password, &file.needsPassword, &error);
    file.popplerMessages += takePopplerMessageCount();
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
    doc.reset();
    const int last = options.pageLimit > 0 ? std::min(count, options.pageLimit) : count;
    file.pageCount = count;
    file.pagesRead = last;
    for (int index = std::max(0, options.firstPage); index < last; ++index) {
        if (options.cancel && options.cancel->load()) break;
        RenderedPage rendered = renderPdfPageBounded(renderRequest(filePath, index, options));
        file.popplerMessages += rendered.popplerMessages;
        if (rendered.image.isNull()) {
            file.errors << QObject::tr("%1: %2").arg(name, rendered.error);
            continue;  // one bad page does not lose the others
        }
        ImportedPage page;
        page.source.filePath = filePath;
        page.source.pageIndex = index;
        page.source.renderDpi = rendered.dpi;
        page.image = std::move(rendered.image);
        file.pages << page;
    }
    return file;
}

DocumentProbe probeDocument(const QString& filePath, const ImportOptions& options) {
    DocumentProbe probe;
    if (const QFileInfo file(filePath); file.exists() && !file.isFile()) {
        probe.error = QObject::tr("cannot read the file (not a file)");  // a pipe would block
        return probe;
    }
    probe.pdf = isPdfFile(filePath);
    if (probe.pdf) {
        auto doc = openPdf(filePath, options.password, &probe.needsPassword, &probe.error);
        probe.popplerMessages = takePopplerMessageCount();
        if (doc) probe.pageCount = doc->numPages();
    } else {
        probe.pageCount = imageFrameCount(filePath, &probe.error);
    }
    if (probe.error.isEmpty() && probe.pageCount < 1) probe.error = QObject::tr("the document has no pages");
    if (probe.error.isEmpty() && probe.pageCount > options.maxPagesPerFile)
        probe.error = QObject::tr("claims %1 pages, more than the limit of %2").arg(probe.pageCount).arg(options.maxPagesPerFile);
    return probe;
}

RenderedPage renderPage(const PageSource& source, const ImportOptions& options) {
    const QFileInfo info(source.filePath);
    const QString name = info.fileName();
    RenderedPage result;
    if (!info.exists()) {  // moved or deleted since it was opened: not damaged, gone
        result.error = QObject::tr("%1: cannot read the file (%2)").arg(name, QObject::tr("it is no longer there"));
        return result;
    }
    if (!info.isFile()) {
        // A folder, a device or a named pipe (opening one blocks until someone writes to it).
        result.error = QObject::tr("%1: cannot read the file (not a file)").arg(name);
        return result;
    }
    if (isPdfFile(source.filePath)) {
        bool needsPassword = false;
        QString error;
        {
            auto doc = openPdf(source.filePath, options.password, &needsPassword, &error);
            result.popplerMessages = takePopplerMessageCount();
            if (!doc) {
                result.error = QObject::tr("%1: %2").arg(name, error);
                return result;
            }
            if (source.pageIndex < 0 || source.pageIndex >= doc->numPages()) {
                result.error = QObject::tr("%1: page %2 no longer exists").arg(name).arg(source.pageIndex + 1);
                return result;
            }
        }
        RenderedPage rendered = renderPdfPageBounded(renderRequest(source.filePath, source.pageIndex, options));
        rendered.popplerMessages += result.popplerMessages;
        if (rendered.image.isNull()) rendered.error = QObject::tr("%1: %2").arg(name, rendered.error);
        return rendered;
    }
    ImportOptions one = options;
    one.firstPage = source.pageIndex;  // that frame alone, not the frames before it
    one.pageLimit = source.pageIndex + 1;
    ImportedFile file = importImageFile(source.filePath, one);
    for (const ImportedPage& page : file.pages)
        if (page.source.pageIndex == source.pageIndex) {
            result.image = page.image;
            return result;
        }
    result.error = file.errors.value(0, QObject::tr("%1: page %2 not found").arg(name).arg(source.pageIndex + 1));
    return result;
}

QImage renderPageSource(const PageSource& source, const ImportOptions& options, QString* error) {
    RenderedPage page = renderPage(source, options);
    if (page.image.isNull()) *error = page.error;
    return page.image;
}

}  // namespace folio

// Turns files the user drops or opens into page images: raster images through decodeImage()
// (imagedecode.h: every frame of a multi-page TIFF, EXIF orientation applied) and PDFs through
// Poppler-Qt6 (every page rendered in a bounded helper process, so its longest side has a fixed
// pixel size). Files are recognised by their content, so images without an extension count.
// Blocking functions, safe to call from any thread; ImportJob runs them off the GUI thread.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QList>
#include <QString>
#include <QStringList>
#include <atomic>

#include "document/project.h"
#include "pagerenderer.h"

namespace folio {

struct ImportOptions {
    int longestSide = 1540;      // PDF pages are rendered so their longest side has this many px
    int maxPagesPerFile = 5000;  // files claiming more pages are rejected as implausible
    int pageLimit = 0;           // import pages before this one (1-based count; 0 = all)
    int firstPage = 0;           // and from this one (0-based): with pageLimit, a part of the file
    qint64 maxPixelsPerPage = 120'000'000;  // larger pages are refused (memory guard)
    int maxImageLongestSide = 0;            // images larger than this are scaled down to it (0 = keep)
    QByteArray password;                    // user password for encrypted PDFs (UTF-8)
    int renderTimeLimitMs = 10'000;         // one PDF page; a slower page fails with a message
    qint64 renderMemoryLimitBytes = qint64(1) << 30;  // address space of the process rendering a page
    const std::atomic_bool* cancel = nullptr;         // set: renders in progress stop, no more start
};

struct ImportedPage {
    PageSource source;
    QImage image;
    bool blank = false;  // no ink on it (measureInk), measured on the import's worker
};

struct ImportedFile {
    QString filePath;
    QList<ImportedPage> pages;
    QStringList errors;          // each names the file (and page where it applies)
    bool needsPassword = false;  // encrypted PDF: ask the user, then import again with a password
    int popplerMessages = 0;     // repairs Poppler reported (a damaged PDF); the messages are logged
    // ImportJob hands a long PDF or multi-page image over in parts: the file's pages, how many
    // are read with this part, and whether more parts follow.
    int pageCount = 0;
    int pagesRead = 0;
    bool complete = true;
};

// What a file holds, without rendering it.
struct DocumentProbe {
    bool pdf = false;
    int pageCount = 0;
    bool needsPassword = false;
    int popplerMessages = 0;
    QString error;  // in words, without the file name; empty when the file can be imported
};


// True for files Folio imports: a PDF or an image Qt can read, by extension or, for a file
// without a known extension, by its first bytes.
bool isImportable(const QString& filePath);
// True when the file is a PDF: its extension, or "%PDF-" in its first kilobyte.
bool isPdfFile(const QString& filePath);
// Files in the order given; folders are replaced by their importable files, recursively,
// sorted by path (natural order: "page2" before "page10"). Files in a folder that cannot be read
// are kept, so that importing them reports why instead of skipping them silently.
QStringList expandImportPaths(const QStringList& paths);

// Page count (PDF pages, image frames) and whether the file can be opened at all.
DocumentProbe probeDocument(const QString& filePath, const ImportOptions& options = {});
// Frames of an image file (1 for most, N for a multi-page TIFF); 0 with *error when unreadable.
int imageFrameCount(const QString& filePath, QString* error);

ImportedFile importFile(const QString& filePath, const ImportOptions& options = {});
ImportedFile importImageFile(const QString& filePath, const ImportOptions& options);
ImportedFile importPdfFile(const QString& filePath, const ImportOptions& options);

// Renders one page again from its source (a reopened project): null image and an error when
// the file is gone or changed.
QImage renderPageSource(const PageSource& source, const ImportOptions& options, QString* error);

// The same with what else the render learned (Poppler's repair count).
RenderedPage renderPage(const PageSource& source, const ImportOptions& options);

// How a page's pixels are kept: a page without colour as 8-bit grey (a quarter of the memory of
// 32-bit pixels), an opaque colour page as 24-bit RGB (three quarters; what the model is given),
// the same values either way. Costs a scan of the page: call it off the GUI thread.
QImage compactPageImage(QImage image);

}  // namespace folio

// Renders one PDF page in a separate process (the folio-render-page helper) with a time limit
// and a memory bound, cancellable: a decompression-bomb page fails alone, in seconds, while the
// rest of the document goes on. Poppler itself cannot be stopped inside one operator (a huge
// inflated image), so the bound is the process: its address space is limited (RLIMIT_AS), it is
// killed at the time limit or on cancel, and it dies with its parent.
#pragma once

#include <QImage>
#include <QString>
#include <atomic>

namespace folio {

struct PageRenderRequest {
    QString filePath;
    int pageIndex = 0;  // 0-based
    int longestSide = 1540;
    qint64 maxPixels = 120'000'000;
    QByteArray password;
    int timeLimitMs = 10'000;
    qint64 memoryLimitBytes = qint64(1) << 30;  // address space of the helper
    const std::atomic_bool* cancel = nullptr;   // set from any thread: the render stops at once
};

struct RenderedPage {
    QImage image;  // null on failure
    double dpi = 0;
    QString error;            // in words, naming the page but not the file
    int popplerMessages = 0;  // repairs Poppler reported for this page (damaged file)
};

// Blocking; any thread (the caller's thread waits while the helper works).
RenderedPage renderPdfPageBounded(const PageRenderRequest& request);

// Where the helper is: $FOLIO_RENDER_PAGE_HELPER, beside the program, ../libexec/folio/, or the
// build tree. Empty when none is found.
QString pageRendererPath();

}  // namespace folio

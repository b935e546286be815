// Turns files the user drops or opens into page images: raster images through QImageReader
// (every frame of a multi-page TIFF, EXIF orientation applied) and PDFs through Poppler-Qt6
// (every page, rendered so the longest side has a fixed pixel size). Blocking functions,
// safe to call from any thread; ImportJob runs them off the GUI thread.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QList>
#include <QString>
#include <QStringList>

#include "document/project.h"

namespace folio {

struct ImportOptions {
    int longestSide = 1540;      // PDF pages are rendered so their longest side has this many px
    int maxPagesPerFile = 5000;  // files claiming more pages are rejected as implausible
    int pageLimit = 0;           // import only the first N pages of each file (0 = all)
    qint64 maxPixelsPerPage = 120'000'000;  // larger pages are refused (memory guard)
    QByteArray password;                    // user password for encrypted PDFs (UTF-8)
};

struct ImportedPage {
    PageSource source;
    QImage image;
};

struct ImportedFile {
    QString filePath;
    QList<ImportedPage> pages;
    QStringList errors;          // each names the file (and page where it applies)
    bool needsPassword = false;  // encrypted PDF: ask the user, then import again with a password
};

// True for the extensions Folio imports (images Qt can read, PDF).
bool isImportable(const QString& filePath);
// Files in the order given; folders are replaced by their importable files, recursively,
// sorted by path (natural order: "page2" before "page10").
QStringList expandImportPaths(const QStringList& paths);

ImportedFile importFile(const QString& filePath, const ImportOptions& options = {});
ImportedFile importImageFile(const QString& filePath, const ImportOptions& options);
ImportedFile importPdfFile(const QString& filePath, const ImportOptions& options);

// Renders one page again from its source (a reopened project): null image and an error when
// the file is gone or changed.
QImage renderPageSource(const PageSource& source, const ImportOptions& options, QString* error);

}  // namespace folio

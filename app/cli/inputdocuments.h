// The documents named on the command line: files and folders expanded into images and PDFs
// (recognised by extension or content), each with its page count, checked before any work
// starts. A file that cannot be opened is reported and the others go on.
#pragma once

#include <QImage>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>

#include "import/importer.h"

namespace folio::cli {

struct InputDocument {
    QString path;  // absolute
    bool pdf = false;
    int pageCount = 0;
    QString fingerprint;  // changes when the file changes (path, size, modification time)
    int popplerMessages = 0;  // repairs Poppler reported while opening it
};

struct InputFailure {
    QString path;   // as named, or found in a folder
    QString error;  // names the file
};

struct InputScan {
    QList<InputDocument> documents;
    QList<InputFailure> failures;
};

// Folders are searched recursively for images and PDFs, sorted in natural order ("p2" before
// "p10"), leaving out the files `skipFound` names (Folio's own outputs); a file named explicitly
// must be an image or a PDF. A file named twice, or found again through another folder or a
// link, is taken once. `options` gives the PDF password.
InputScan scanInputs(const QStringList& inputs, const ImportOptions& options,
                     const std::function<bool(const QString&)>& skipFound = {});

// Renders or reads page `page` (1-based) as import options say (PDFs: longest side
// options.longestSide, in the bounded renderer). Safe to call from any thread.
RenderedPage loadPage(const InputDocument& document, int page, const ImportOptions& options);

}  // namespace folio::cli

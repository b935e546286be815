// The documents named on the command line: files and folders expanded into images and PDFs,
// each with its page count, checked before any work starts.
#pragma once

#include <QImage>
#include <QList>
#include <QString>
#include <QStringList>

namespace folio::cli {

struct InputDocument {
    QString path;  // absolute
    bool pdf = false;
    int pageCount = 0;
    QString fingerprint;  // changes when the file changes (path, size, modification time)
};

struct InputScan {
    QList<InputDocument> documents;
    QStringList errors;  // each names the file
};

// Folders are searched recursively for images and PDFs, sorted in natural order ("p2" before
// "p10"); a file named explicitly must be an image or a PDF.
InputScan scanInputs(const QStringList& inputs);

// Renders or reads page `page` (1-based). PDFs are rendered so the longest side is 1540 px,
// the size the model was trained on. Safe to call from any thread.
QImage loadPage(const InputDocument& document, int page, QString* error);

}  // namespace folio::cli

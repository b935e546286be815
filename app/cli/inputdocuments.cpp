#include "cli/inputdocuments.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <algorithm>
#include <sys/stat.h>

#include "cli/undecodablenames.h"

namespace folio::cli {

namespace {

QString fingerprintOf(const QFileInfo& info) {
    const QByteArray identity = info.absoluteFilePath().toUtf8() + '\n' + QByteArray::number(info.size()) + '\n' +
                                QByteArray::number(info.lastModified().toMSecsSinceEpoch());
    return QString::fromLatin1(QCryptographicHash::hash(identity, QCryptographicHash::Sha1).toHex().left(16));
}

bool describe(const QString& path, const ImportOptions& options, InputDocument* document, QString* error) {
    const QFileInfo info(path);
    document->path = info.absoluteFilePath();
    document->fingerprint = fingerprintOf(info);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot be read (%2)").arg(path, file.errorString());
        return false;
    }
    if (file.size() == 0) {
        *error = QStringLiteral("%1: the file is empty").arg(path);
        return false;
    }
    file.close();
    const DocumentProbe probe = probeDocument(path, options);
    document->pdf = probe.pdf;
    document->pageCount = probe.pageCount;
    document->popplerMessages = probe.popplerMessages;
    if (!probe.error.isEmpty()) {
        *error = QStringLiteral("%1: %2%3")
                     .arg(path, probe.error,
                          probe.needsPassword && options.password.isEmpty() ? QStringLiteral(" (give it with --password)")
                                                                            : QString());
        return false;
    }
    return true;
}

// Opening a FIFO blocks until something writes to it, and a device may never end: only regular
// files (or links to them) are read.
bool isRegularFile(const QString& path) {
    struct stat status {};
    return ::stat(QFile::encodeName(path).constData(), &status) == 0 && S_ISREG(status.st_mode);
}

// What a search of `folder` leaves out and should say: links that lead nowhere, subfolders that
// cannot be read, pipes, sockets and devices. Hidden entries are not searched (as
// expandImportPaths does).
QList<InputFailure> unsearchedEntries(const QString& folder) {
    QList<InputFailure> problems;
    QDirIterator it(folder, QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories | QDirIterator::FollowSymlinks);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info = it.fileInfo();
        if (info.isSymLink() && !info.exists())
            problems << InputFailure{path, QStringLiteral("%1: a link to %2, which does not exist").arg(path, info.symLinkTarget())};
        else if (info.isDir() && !(info.isReadable() && info.isExecutable()))
            problems << InputFailure{path, QStringLiteral("%1: the folder cannot be read (permission denied)").arg(path)};
        else if (info.exists() && !info.isDir() && !isRegularFile(path))
            problems << InputFailure{path, QStringLiteral("%1: not a regular file (a pipe, socket or device): not read").arg(path)};
    }
    std::sort(problems.begin(), problems.end(), [](const InputFailure& a, const InputFailure& b) { return a.path < b.path; });
    return problems;
}

}  // namespace

InputScan scanInputs(const QStringList& inputs, const ImportOptions& options,
                     const std::function<bool(const QString&)>& skipFound) {
    InputScan scan;
    QStringList files;
    QSet<QString> seen;  // canonical paths: one document per file, however it was named
    const auto take = [&](const QString& file) {
        const QString canonical = QFileInfo(file).canonicalFilePath();
        if (canonical.isEmpty() || !seen.contains(canonical)) files << file;
        if (!canonical.isEmpty()) seen.insert(canonical);
    };
    for (const QString& input : inputs) {
        const QFileInfo info(input);
        if (!info.exists()) {
            scan.failures << InputFailure{input, looksUndecodable(input)
                                                     ? QStringLiteral("%1: %2").arg(input, undecodableNameReason())
                                                     : QStringLiteral("%1: no such file or folder").arg(input)};
        } else if (info.isDir()) {
            const QStringList found = expandImportPaths({input});  // recursive, natural order
            scan.failures << unsearchedEntries(input);
            const QStringList undecodable = undecodableEntries(input);
            for (const QString& entry : undecodable)
                scan.failures << InputFailure{entry, QStringLiteral("%1: %2").arg(entry, undecodableNameReason())};
            if (found.isEmpty() && undecodable.isEmpty())
                scan.failures << InputFailure{input, QStringLiteral("%1: the folder holds no images or PDFs").arg(input)};
            for (const QString& file : found)
                if (!skipFound || !skipFound(QFileInfo(file).absoluteFilePath())) take(file);
        } else if (!isRegularFile(input)) {
            scan.failures << InputFailure{input, QStringLiteral("%1: not a regular file (a pipe, socket or device): not read").arg(input)};
        } else if (info.isReadable() && !isImportable(input)) {
            QFile file(input);
            scan.failures << InputFailure{input, file.size() == 0 ? QStringLiteral("%1: the file is empty").arg(input)
                                                                  : QStringLiteral("%1: not an image or a PDF").arg(input)};
        } else {
            take(input);  // an unreadable file is reported by describe() with the system's reason
        }
    }
    for (const QString& file : files) {
        InputDocument document;
        QString error;
        if (!isRegularFile(file))  // found in a folder through a link
            scan.failures << InputFailure{file, QStringLiteral("%1: not a regular file (a pipe, socket or device): not read").arg(file)};
        else if (describe(file, options, &document, &error))
            scan.documents << document;
        else
            scan.failures << InputFailure{file, error};
    }
    return scan;
}

RenderedPage loadPage(const InputDocument& document, int page, const ImportOptions& options) {
    PageSource source;
    source.filePath = document.path;
    source.pageIndex = page - 1;
    return renderPage(source, options);
}

}  // namespace folio::cli

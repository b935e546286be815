#include "importer.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QImageReader>
#include <algorithm>

namespace folio {

namespace {

QStringList imageSuffixes() {
    static const QStringList suffixes = [] {
        QStringList list;
        for (const QByteArray& format : QImageReader::supportedImageFormats())
            list << QString::fromLatin1(format).toLower();
        // Formats that make no sense as document pages.
        for (const char* skip : {"svg", "svgz", "ico", "cur", "icns", "xbm", "xpm"})
            list.removeAll(QString::fromLatin1(skip));
        return list;
    }();
    return suffixes;
}

QStringView withoutLeadingZeros(QStringView digits) {
    qsizetype k = 0;
    while (k + 1 < digits.size() && digits[k] == u'0') ++k;
    return digits.mid(k);
}

// "page2" before "page10": digit runs compare by value, the rest case-insensitively.
// (QCollator's numeric mode depends on ICU and the locale, so it is not reliable here.)
bool naturalLess(const QString& a, const QString& b) {
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            qsizetype ei = i, ej = j;
            while (ei < a.size() && a[ei].isDigit()) ++ei;
            while (ej < b.size() && b[ej].isDigit()) ++ej;
            const QStringView ta = withoutLeadingZeros(QStringView(a).mid(i, ei - i));
            const QStringView tb = withoutLeadingZeros(QStringView(b).mid(j, ej - j));
            if (ta.size() != tb.size()) return ta.size() < tb.size();
            if (ta != tb) return ta < tb;
            i = ei;
            j = ej;
            continue;
        }
        const int c =
            QStringView(a).mid(i, 1).compare(QStringView(b).mid(j, 1), Qt::CaseInsensitive);
        if (c != 0) return c < 0;
        ++i;
        ++j;
    }
    return (a.size() - i) < (b.size() - j);
}

// No extension, or one that is only a number ("scan.0001"): the content decides.
bool needsSniffing(const QString& suffix) {
    static const QRegularExpression number(QStringLiteral("^\\d*$"));
    return number.match(suffix).hasMatch();
}

QByteArray fileStart(const QString& filePath) {
    // Only regular files: opening a named pipe blocks until something writes to it, forever.
    if (!QFileInfo(filePath).isFile()) return {};
    QFile file(filePath);
    return file.open(QIODevice::ReadOnly) ? file.read(1024) : QByteArray();
}

bool startsAsPdf(const QByteArray& start) { return start.contains("%PDF-"); }

bool sniffedImportable(const QString& filePath) {
    if (!QFileInfo(filePath).isFile()) return false;
    const QByteArray start = fileStart(filePath);
    if (startsAsPdf(start)) return true;
    const QString format = QString::fromLatin1(QImageReader::imageFormat(filePath)).toLower();
    return !format.isEmpty() && imageSuffixes().contains(format);
}

}  // namespace

bool isPdfFile(const QString& filePath) {
    if (QFileInfo(filePath).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0) return true;
    return startsAsPdf(fileStart(filePath));
}

bool isImportable(const QString& filePath) {
    const QString suffix = QFileInfo(filePath).suffix().toLower();
    if (suffix == QLatin1String("pdf") || imageSuffixes().contains(suffix)) return true;
    return needsSniffing(suffix) && sniffedImportable(filePath);
}

namespace {

// Kept from a folder: what imports, and what cannot be read but may be a page (so it is reported).
bool keptFromFolder(const QFileInfo& file) {
    if (!file.isReadable()) {
        const QString suffix = file.suffix().toLower();
        return suffix == QLatin1String("pdf") || imageSuffixes().contains(suffix) || needsSniffing(suffix);
    }
    return isImportable(file.filePath());
}

}  // namespace

QStringList expandImportPaths(const QStringList& paths) {
    QStringList result;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (!info.isDir()) {
            result << info.absoluteFilePath();
            continue;
        }
        QStringList found;
        // Hidden files and folders (e.g. folio ocr's own .folio-ocr) are not searched.
        QDirIterator it(info.absoluteFilePath(), QDir::Files, QDirIterator::Subdirectories | QDirIterator::FollowSymlinks);
        while (it.hasNext()) {
            const QString file = it.next();
            if (keptFromFolder(it.fileInfo())) found << file;
        }
        std::sort(found.begin(), found.end(), naturalLess);
        result << found;
    }
    return result;
}

ImportedFile importFile(const QString& filePath, const ImportOptions& options) {
    const QFileInfo info(filePath);
    QFile readable(filePath);
    if (!info.isFile() || !readable.open(QIODevice::ReadOnly)) {
        ImportedFile failed;
        failed.filePath = filePath;
        failed.errors << QObject::tr("%1: cannot read the file (%2)")
                             .arg(info.fileName(), info.exists() && !info.isFile() ? QObject::tr("not a file")
                                                                                  : readable.errorString());
        return failed;
    }
    readable.close();
    if (isPdfFile(filePath))
        return importPdfFile(info.absoluteFilePath(), options);
    return importImageFile(info.absoluteFilePath(), options);
}

QImage compactPageImage(QImage image) {
    if (image.depth() <= 8 || image.hasAlphaChannel()) return image;
    if (image.allGray()) return image.convertToFormat(QImage::Format_Grayscale8);
    if (image.depth() == 32) return image.convertToFormat(QImage::Format_RGB888);  // the byte no pixel uses
    return image;
}

}  // namespace folio

// folio-render-page: renders one PDF page and writes it to stdout (pagerenderprotocol.h). It
// runs in its own process so the caller can bound its time and memory and kill it: Poppler
// cannot be interrupted inside one decompression-bomb operator.
#include <poppler-qt6.h>

#include <QCoreApplication>
#include <QDataStream>
#include <QFile>
#include <cstdio>

#include "pagerenderprotocol.h"
#include "pdfpage.h"

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    if (arguments.size() != 5) {
        std::fprintf(stderr,
                     "usage: %s FILE PAGE_INDEX LONGEST_SIDE MAX_PIXELS (password on stdin)\n",
                     folio::pagerender::kHelperName);
        return 2;
    }
    QFile input;
    input.open(stdin, QIODevice::ReadOnly);
    const QByteArray password = input.readAll();

    QString error;
    bool needsPassword = false;
    double dpi = 0;
    QImage image;
    if (auto document = folio::openPdf(arguments[1], password, &needsPassword, &error))
        image = folio::renderPdfPage(*document, arguments[2].toInt(), arguments[3].toInt(),
                                     arguments[4].toLongLong(), &dpi, &error);

    QFile output;
    output.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered);
    QDataStream out(&output);
    out << folio::pagerender::kMagic << qint32(!image.isNull()) << error
        << qint32(folio::takePopplerMessageCount()) << dpi;
    if (!image.isNull()) {
        out << qint32(image.width()) << qint32(image.height()) << qint32(image.format())
            << qint32(image.bytesPerLine())
            << QByteArray::fromRawData(reinterpret_cast<const char*>(image.constBits()),
                                       image.sizeInBytes());
    }
    return out.status() == QDataStream::Ok && output.error() == QFileDevice::NoError ? 0 : 1;
}

#include <sys/stat.h>

#include <QBuffer>
#include <QImageReader>
#include <QImageWriter>
#include <QTemporaryDir>
#include <QtTest>

#include "import/importer.h"
#include "import/importjob.h"
#include "import/imagedecode.h"
#include "import/pagerenderer.h"
#include "../../cli/handmadepdfs.h"

#include <QtConcurrent>

using namespace folio;

namespace {

QString documentsDir() {
    return QStringLiteral(FOLIO_SHARED_DATA "/documents");
}

// A JPEG whose EXIF says "rotate 90 degrees clockwise to display" (orientation 6).
QByteArray jpegWithExifOrientation6(const QImage& image) {
    QByteArray jpeg;
    QBuffer buffer(&jpeg);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "JPEG", 95);
    const QByteArray tiff = QByteArray("II*\0", 4) +
                            QByteArray("\x08\0\0\0", 4)  // header, IFD at 8
                            + QByteArray("\x01\0", 2)    // one entry
                            + QByteArray("\x12\x01\x03\0\x01\0\0\0\x06\0\0\0", 12)  // Orientation=6
                            + QByteArray("\0\0\0\0", 4);                            // no next IFD
    const QByteArray payload = QByteArray("Exif\0\0", 6) + tiff;
    const int length = int(payload.size()) + 2;
    QByteArray app1 = QByteArray("\xFF\xE1", 2);
    app1.append(char(length >> 8)).append(char(length & 0xFF)).append(payload);
    return jpeg.left(2) + app1 + jpeg.mid(2);  // right after SOI
}

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}


// `pages` pages, page i (from 0) 200 + 10 i points wide, each with a filled square: red on the
// pages listed in `red`, black on the others.
QByteArray pagesOfWidths(int pages, const QList<int>& red) {
    QList<QByteArray> objects{"<< /Type /Catalog /Pages 2 0 R >>", {}};
    QByteArray kids;
    for (int i = 0; i < pages; ++i) {
        const int page = int(objects.size()) + 1;
        kids += QByteArray::number(page) + " 0 R ";
        objects << "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 " + QByteArray::number(200 + 10 * i) +
                       " 300] /Contents " + QByteArray::number(page + 1) + " 0 R >>";
        objects << folio::testing::pdfStream((red.contains(i) ? "1 0 0 rg" : "0 0 0 rg") + QByteArray(" 50 100 80 80 re f"));
    }
    objects[1] = "<< /Type /Pages /Kids [" + kids + "] /Count " + QByteArray::number(pages) + " >>";
    return folio::testing::pdfFile(objects);
}

// A TIFF of `count` white frames, frame i 20 + i pixels wide with one black pixel (not blank);
// empty when ImageMagick's convert, which writes it, is missing.
QString multiPageTiff(const QTemporaryDir& dir, int count) {
    QStringList frames;
    for (int i = 0; i < count; ++i) {
        QImage image(20 + i, 10, QImage::Format_RGB32);
        image.fill(Qt::white);
        image.setPixel(5, 5, qRgb(0, 0, 0));
        frames << dir.filePath(QString("f%1.png").arg(i));
        if (!image.save(frames.last())) return {};
    }
    const QString tiff = dir.filePath("pages.tif");
    return QProcess::execute("convert", frames + QStringList{tiff}) == 0 ? tiff : QString();
}

}  // namespace

class TestImport : public QObject {
    Q_OBJECT
private slots:
    // First: Qt's process-wide cap is still its default here.
    void decodesImagesAboveQtsAllocationCap() {
        QImage large(6000, 6000, QImage::Format_RGB32);  // 36 MP: an A4 page at 600 dpi is 35 MP
        large.fill(Qt::white);
        large.setPixelColor(5999, 5999, Qt::red);
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(large.save(&buffer, "PNG"));
        {
            QBuffer plain(&png);
            plain.open(QIODevice::ReadOnly);
            QVERIFY(QImageReader(&plain).read().isNull());  // what the server did: Qt's 128 MB cap
        }
        QString error;
        const QImage full = decodeImageBytes(png, {}, &error);
        QVERIFY2(!full.isNull(), qPrintable(error));
        QCOMPARE(full.size(), QSize(6000, 6000));
        QCOMPARE(full.pixelColor(5999, 5999), QColor(Qt::red));
        const QImage scaled = decodeImageBytes(png, {120'000'000, 1540}, &error);
        QCOMPARE(scaled.size(), QSize(1540, 1540));
        QVERIFY(decodeImageBytes(png, {30'000'000, 0}, &error).isNull());
        QCOMPARE(error, QStringLiteral("the image is 6000x6000 pixels, more than the limit of 30000000 pixels"));
        QVERIFY(decodeImageBytes("not an image", {}, &error).isNull());
        QVERIFY(error.startsWith("not an image in a known format"));
    }

    void decodedBytesHonourExifOrientation() {
        QImage image(80, 40, QImage::Format_RGB32);
        image.fill(Qt::white);
        QString error;
        const QImage decoded = decodeImageBytes(jpegWithExifOrientation6(image), {}, &error);
        QCOMPARE(decoded.size(), QSize(40, 80));  // the same turn as importFile: one path
        const QImage scaled = decodeImageBytes(jpegWithExifOrientation6(image), {1'000'000, 20}, &error);
        QCOMPARE(scaled.size(), QSize(10, 20));
    }

    void foldersKeepExtensionlessImagesAndSkipOtherFiles() {
        QTemporaryDir dir;
        QImage image(10, 10, QImage::Format_RGB32);
        image.fill(Qt::white);
        QVERIFY(image.save(dir.filePath("scan-0001"), "PNG"));
        QVERIFY(image.save(dir.filePath("IMG.0002"), "JPEG"));
        QFile text(dir.filePath("README"));
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write("not a page");
        text.close();
        QVERIFY(QDir(dir.path()).mkpath(".hidden"));
        QVERIFY(image.save(dir.filePath(".hidden/0003"), "PNG"));
        const QStringList files = expandImportPaths({dir.path()});
        QCOMPARE(files, QStringList({dir.filePath("IMG.0002"), dir.filePath("scan-0001")}));
        QCOMPARE(importFile(files[1]).pages.size(), 1);
    }

    void bombPageStopsAtTheTimeLimitOrOnCancel() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("bomb.pdf");
        QVERIFY(writeBytes(pdf, folio::testing::contentStreamBombPdf()));
        QVERIFY2(!pageRendererPath().isEmpty(), "folio-render-page not found");
        PageRenderRequest request;
        request.filePath = pdf;
        request.timeLimitMs = 1500;
        QElapsedTimer clock;
        clock.start();
        RenderedPage page = renderPdfPageBounded(request);
        QVERIFY(page.image.isNull());
        QVERIFY2(page.error.startsWith("page 1 could not be rendered: rendering took longer than 1.5 s"), qPrintable(page.error));
        QVERIFY2(clock.elapsed() < 6000, qPrintable(QString::number(clock.elapsed())));

        std::atomic_bool cancel = false;
        request.timeLimitMs = 60'000;
        request.cancel = &cancel;
        clock.restart();
        QFuture<RenderedPage> running = QtConcurrent::run([request] { return renderPdfPageBounded(request); });
        QTest::qWait(300);
        cancel = true;
        page = running.result();
        QCOMPARE(page.error, QStringLiteral("page 1 could not be rendered: cancelled"));
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
    }

    // A render that needs 1.3 GB (20000 px on the longest side) stops at a 512 MiB bound; the
    // caller gets a message, not a crash or a swapping machine.
    void renderBeyondTheMemoryBoundFailsAlone() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("cycle.pdf");
        QVERIFY(writeBytes(pdf, folio::testing::pageTreeCyclePdf()));
        PageRenderRequest request;
        request.filePath = pdf;
        request.longestSide = 20000;
        request.maxPixels = 1'000'000'000;
        request.memoryLimitBytes = qint64(512) << 20;
        const RenderedPage page = renderPdfPageBounded(request);
        QVERIFY2(page.image.isNull(), qPrintable(QStringLiteral("%1x%2 %3").arg(page.image.width()).arg(page.image.height()).arg(page.error)));
        QVERIFY2(page.error == QStringLiteral("page 1 cannot be rendered (out of memory)") ||
                     page.error.contains("needs more than 512 MiB of memory"),
                 qPrintable(page.error));
        request.longestSide = 1000;  // the same page within bounds
        QCOMPARE(renderPdfPageBounded(request).image.height(), 1000);
    }

    void pdfPagesRenderInTheHelperWithTheirPixels() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("cycle.pdf");
        QVERIFY(writeBytes(pdf, folio::testing::pageTreeCyclePdf()));
        ImportOptions options;
        options.longestSide = 400;
        const ImportedFile file = importFile(pdf, options);
        QCOMPARE(file.pages.size(), 1);  // page 1; page 2 is reported
        QCOMPARE(file.pages[0].image.size(), QSize(309, 400));
        QCOMPARE(file.errors, QStringList{"cycle.pdf: page 2 cannot be read (damaged page tree)"});
        // Text was drawn: some pixels are dark.
        const QImage gray = file.pages[0].image.convertToFormat(QImage::Format_Grayscale8);
        int dark = 0;
        for (int y = 0; y < gray.height(); ++y)
            for (int x = 0; x < gray.width(); ++x) dark += qGray(gray.pixel(x, y)) < 128;
        QVERIFY(dark > 20);
    }

    // A named pipe (or a folder, or a device) where a scan should be is refused with a reason at
    // once: opening a pipe blocks until someone writes to it, which held an import thread (and
    // the quit waiting for it) forever.
    void aPipeOrAFolderIsNotAPage() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("trap.png"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString folder = dir.filePath(QStringLiteral("folder.png"));
        QVERIFY(QDir().mkpath(folder));
        for (const QString& path : {fifo, folder}) {
            const DocumentProbe probe = probeDocument(path, {});
            QVERIFY2(probe.error.contains(QStringLiteral("not a file")), qPrintable(probe.error));
            const ImportedFile file = importFile(path, {});
            QVERIFY(file.pages.isEmpty());
            QVERIFY2(file.errors.join(' ').contains(QStringLiteral("not a file")), qPrintable(file.errors.join(' ')));
            PageSource source;
            source.filePath = path;
            const RenderedPage page = renderPage(source, {});
            QVERIFY(page.image.isNull());
            QVERIFY2(page.error.contains(QFileInfo(path).fileName()) && page.error.contains(QStringLiteral("not a file")),
                     qPrintable(page.error));
            QVERIFY(!isPdfFile(dir.filePath(QStringLiteral("trap.png"))));
        }
        QVERIFY(expandImportPaths({dir.path()}).isEmpty());  // neither is taken from a folder

        // A scan deleted or moved after it was opened is gone, not damaged.
        PageSource gone;
        gone.filePath = dir.filePath(QStringLiteral("deleted-since.pdf"));
        const RenderedPage page = renderPage(gone, {});
        QVERIFY(page.image.isNull());
        QCOMPARE(page.error, QStringLiteral("deleted-since.pdf: cannot read the file (it is no longer there)"));
    }

    // An animated GIF is one picture: its first frame is the page (its frames were read as pages,
    // some skipped: 5 frames gave 2 pages).
    void anAnimationIsOnePage() {
        QTemporaryDir dir;
        const QString gif = dir.filePath(QStringLiteral("five-frames.gif"));
        QFile file(gif);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromBase64(
            "R0lGODlhCAAIAIEAAAAAAAAAAAAAAAAAACH/C05FVFNDQVBFMi4wAwEAAAAh+QQACgAAACwAAAAACAAIAAAIDwABCBxIsKDBgwgTKkwYEAAh+QQBCgABACwAAAAACAAI"
            "AIH/AAAAAAAAAAAAAAAIDwABCBxIsKDBgwgTKkwYEAAh+QQBCgABACwAAAAACAAIAIEA/wAAAAAAAAAAAAAIDwABCBxIsKDBgwgTKkwYEAAh+QQBCgABACwAAAAACAAI"
            "AIEAAP8AAAAAAAAAAAAAIDwABCBxIsKDBgwgTKkwYEAAh+QQBCgABACwAAAAACAAIAIH//wAAAAAAAAAAAAAIDwABCBxIsKDBgwgTKkwYEAA7"));
        file.close();
        QImageReader reader(gif);
        if (!reader.supportsAnimation()) QSKIP("Qt's GIF plugin is not installed");
        QVERIFY(reader.imageCount() > 1);  // frames Qt would read as pages
        QCOMPARE(probeDocument(gif, {}).pageCount, 1);
        const ImportedFile imported = importFile(gif, {});
        QVERIFY2(imported.errors.isEmpty(), qPrintable(imported.errors.join(' ')));
        QCOMPARE(imported.pages.size(), 1);
        QCOMPARE(imported.pages.first().image.size(), QSize(8, 8));
        QCOMPARE(imported.pages.first().source.pageIndex, 0);
    }

    void readsPngWithItsPixels() {
        QTemporaryDir dir;
        QImage image(40, 30, QImage::Format_RGB32);
        image.fill(Qt::red);
        const QString path = dir.filePath("red.png");
        QVERIFY(image.save(path));
        const ImportedFile file = importFile(path);
        QVERIFY2(file.errors.isEmpty(), qPrintable(file.errors.join('\n')));
        QCOMPARE(file.pages.size(), 1);
        QCOMPARE(file.pages[0].image.size(), QSize(40, 30));
        QCOMPARE(file.pages[0].image.pixelColor(5, 5), QColor(Qt::red));
        QCOMPARE(file.pages[0].source.filePath, path);
    }

    // Black text on a transparent page (a PNG or TIFF saved from a drawing program): what the
    // model, the blank-page check and the exports get is the page on white paper, not black.
    void transparentImagesAreReadOnWhitePaper() {
        QTemporaryDir dir;
        QImage image(40, 30, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        for (int x = 5; x < 35; ++x) image.setPixelColor(x, 15, Qt::black);  // a line of "ink"
        const QString path = dir.filePath("transparent.png");
        QVERIFY(image.save(path));
        const ImportedFile file = importFile(path);
        QVERIFY2(file.errors.isEmpty(), qPrintable(file.errors.join('\n')));
        const QImage page = file.pages.value(0).image;
        QVERIFY(!page.hasAlphaChannel());
        QCOMPARE(page.pixelColor(2, 2), QColor(Qt::white));
        QCOMPARE(page.pixelColor(10, 15), QColor(Qt::black));
        QString error;
        QFile png(path);
        QVERIFY(png.open(QIODevice::ReadOnly));
        const QImage decoded = decodeImageBytes(png.readAll(), {}, &error);  // what folio serve decodes
        QCOMPARE(decoded.pixelColor(2, 2), QColor(Qt::white));
    }

    void honoursExifOrientation() {
        QTemporaryDir dir;
        QImage image(80, 40, QImage::Format_RGB32);  // landscape on disk
        image.fill(Qt::white);
        const QString path = dir.filePath("rotated.jpg");
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(jpegWithExifOrientation6(image));
        out.close();
        const ImportedFile file = importFile(path);
        QCOMPARE(file.pages.size(), 1);
        QCOMPARE(file.pages[0].image.size(), QSize(40, 80));  // portrait once displayed
    }

    void readsEveryPageOfMultiPageTiff() {
        QTemporaryDir dir;
        const QString tiff = multiPageTiff(dir, 3);
        if (tiff.isEmpty()) QSKIP("ImageMagick's convert is needed to write a multi-page TIFF");
        const ImportedFile file = importFile(tiff);
        QVERIFY2(file.errors.isEmpty(), qPrintable(file.errors.join('\n')));
        QCOMPARE(file.pages.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(file.pages[i].source.pageIndex, i);
            QCOMPARE(file.pages[i].image.width(), 20 + i);
        }
    }

    void expandsFoldersRecursivelyInNaturalOrder() {
        QTemporaryDir dir;
        QDir(dir.path()).mkpath("sub");
        QImage image(4, 4, QImage::Format_RGB32);
        image.fill(Qt::white);
        for (const char* name : {"page10.png", "page2.png", "sub/a.png", "notes.txt"}) {
            if (QString(name).endsWith(".txt")) {
                QFile f(dir.filePath(name));
                QVERIFY(f.open(QIODevice::WriteOnly));
                continue;
            }
            QVERIFY(image.save(dir.filePath(name)));
        }
        const QStringList files = expandImportPaths({dir.path()});
        QCOMPARE(files, QStringList({dir.filePath("page2.png"), dir.filePath("page10.png"),
                                     dir.filePath("sub/a.png")}));
    }

    void rendersPdfPagesToTheLongestSide() {
        const QString pdf = documentsDir() + "/tables/camelot_foo_en.pdf";
        if (!QFile::exists(pdf)) QSKIP("shared documents not present");
        ImportOptions options;
        options.longestSide = 700;
        const ImportedFile file = importFile(pdf, options);
        QVERIFY2(file.errors.isEmpty(), qPrintable(file.errors.join('\n')));
        QCOMPARE(file.pages.size(), 1);
        const QSize size = file.pages[0].image.size();
        QVERIFY2(std::abs(std::max(size.width(), size.height()) - 700) <= 1,
                 qPrintable(QString::number(size.width())));
        QVERIFY(file.pages[0].source.renderDpi > 0);
        // Real content was drawn: the page is not blank paper.
        QVERIFY(file.pages[0]
                    .image.convertToFormat(QImage::Format_Grayscale8)
                    .pixelColor(0, 0)
                    .isValid());
    }

    void encryptedPdfAsksForPasswordThenOpens() {
        const QString pdf =
            documentsDir() + "/pdf_malformed/enc_aes256_R5_user-paesswoert_umlauts.pdf";
        if (!QFile::exists(pdf)) QSKIP("shared documents not present");
        ImportOptions options;
        options.longestSide = 300;
        ImportedFile locked = importFile(pdf, options);
        QVERIFY(locked.needsPassword);
        QVERIFY(locked.pages.isEmpty());
        QVERIFY(locked.errors.value(0).contains("enc_aes256_R5_user-paesswoert_umlauts.pdf"));
        options.password = QString::fromUtf8("wrong").toUtf8();
        QVERIFY(importFile(pdf, options).needsPassword);
        options.password = QString::fromUtf8("pässwört").toUtf8();
        const ImportedFile opened = importFile(pdf, options);
        QVERIFY2(!opened.needsPassword && !opened.pages.isEmpty(),
                 qPrintable(opened.errors.join('\n')));
    }

    // Every shared document imports or fails with a message naming it; nothing crashes.
    void everySharedDocumentImportsOrNamesItsFailure() {
        const QDir root(documentsDir());
        if (!root.exists()) QSKIP("shared documents not present (FOLIO_SHARED_DATA)");
        const QHash<QString, QString> passwords = {
            {"enc_rc4-128_user-userpass_owner-ownerpass.pdf", "userpass"},
            {"enc_rc4-40_R2_user-view_owner-master.pdf", "view"},
            {"enc_aes256_R6_user-view_owner-master.pdf", "view"},
            {"enc_aes256_R5_user-paesswoert_umlauts.pdf", QString::fromUtf8("pässwört")},
            {"enc_aes256_R6_user-utf8-aeoa.pdf", QString::fromUtf8("æøå")},
        };
        ImportOptions options;
        options.longestSide = 256;  // bounded: the test checks robustness, not quality
        options.pageLimit = 2;
        const QStringList files = expandImportPaths({root.path()});
        QVERIFY(files.size() > 40);
        int imported = 0, failed = 0;
        for (const QString& path : files) {
            const QString name = QFileInfo(path).fileName();
            ImportedFile file = importFile(path, options);
            if (file.needsPassword) {
                QVERIFY2(passwords.contains(name),
                         qPrintable(name + " unexpectedly asks for a password"));
                ImportOptions withPassword = options;
                withPassword.password = passwords.value(name).toUtf8();
                file = importFile(path, withPassword);
                QVERIFY2(!file.pages.isEmpty(), qPrintable(name + ": " + file.errors.join("; ")));
            }
            for (const QString& error : file.errors)
                QVERIFY2(error.contains(name), qPrintable(error + " does not name " + name));
            QVERIFY2(!file.pages.isEmpty() || !file.errors.isEmpty(),
                     qPrintable(name + ": silent no-op"));
            for (const ImportedPage& page : file.pages) QVERIFY(!page.image.isNull());
            file.pages.isEmpty() ? ++failed : ++imported;
        }
        qInfo("%d files imported, %d rejected with a message", imported, failed);
        // The real documents (not the broken ones) must all import.
        for (const QString& path : files) {
            if (path.contains("/images_broken/") || path.contains("/pdf_malformed/")) continue;
            const ImportedFile file = importFile(path, options);
            QVERIFY2(!file.pages.isEmpty(), qPrintable(path + ": " + file.errors.join("; ")));
        }
    }

    void cancellingAJobStopsThePageBeingRendered() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("bomb.pdf");
        QVERIFY(writeBytes(pdf, folio::testing::contentStreamBombPdf()));
        ImportJob job;
        ImportOptions options;
        options.renderTimeLimitMs = 60'000;
        job.start({pdf}, options);
        QTest::qWait(300);
        QElapsedTimer clock;
        clock.start();
        job.cancel();
        QVERIFY(!job.isRunning());
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
    }

    // A long PDF is handed over a few pages at a time, in order, each part saying how far the
    // file is read; pages without colour are kept as 8-bit grey, the others in colour.
    void aLongPdfArrivesInPartsWithItsProgress() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("long.pdf");
        QVERIFY(writeBytes(pdf, pagesOfWidths(10, {3})));
        ImportJob job;
        QList<ImportedFile> parts;
        QList<QList<QVariant>> reports;
        connect(&job, &ImportJob::fileImported, this, [&](const ImportedFile& f) { parts << f; });
        connect(&job, &ImportJob::progress, this, [&](int done, int total, const QString& file, int read, int count) {
            reports << QList<QVariant>{done, total, QFileInfo(file).fileName(), read, count};
        });
        QSignalSpy finished(&job, &ImportJob::finished);
        ImportOptions options;
        options.longestSide = 400;
        job.start({pdf}, options);
        QVERIFY(finished.wait(30000));
        QCOMPARE(parts.size(), 3);
        QList<ImportedPage> pages;
        for (const ImportedFile& part : parts) {
            QVERIFY(part.errors.isEmpty());
            QCOMPARE(part.filePath, pdf);
            QCOMPARE(part.pageCount, 10);
            pages << part.pages;
        }
        QCOMPARE(parts[0].pages.size(), 4);
        QCOMPARE(parts[2].pages.size(), 2);
        QVERIFY(!parts[0].complete && !parts[1].complete && parts[2].complete);
        QCOMPARE(pages.size(), 10);
        for (int i = 0; i < 10; ++i) {
            QCOMPARE(pages[i].source.pageIndex, i);
            QCOMPARE(pages[i].image.width(), qRound(400.0 * (200 + 10 * i) / 300));  // its own width: in order
            QVERIFY(!pages[i].blank);
        }
        for (int i = 0; i < 10; ++i)
            QCOMPARE(pages[i].image.format(), i == 3 ? QImage::Format_RGB888 : QImage::Format_Grayscale8);
        const QImage red = pages[3].image;
        QCOMPARE(QColor(red.pixel(red.width() / 2 - 20, red.height() / 2)).red() > 200, true);
        QCOMPARE(reports, (QList<QList<QVariant>>{{0, 1, "long.pdf", 4, 10}, {0, 1, "long.pdf", 8, 10}, {1, 1, "", 10, 10}}));
    }

    // The job keeps no copy of a page it handed over: once the window lets go of a page (the
    // user removed it), its pixels are freed, not held until the next import.
    void anImportKeepsNoCopyOfThePagesItHandedOver() {
        QTemporaryDir dir;
        const QString longPdf = dir.filePath("long.pdf"), shortPdf = dir.filePath("short.pdf");
        QVERIFY(writeBytes(longPdf, pagesOfWidths(9, {})));
        QVERIFY(writeBytes(shortPdf, pagesOfWidths(2, {})));
        ImportJob job;
        QList<QImage> images;
        connect(&job, &ImportJob::fileImported, this, [&](const ImportedFile& f) {
            for (const ImportedPage& page : f.pages) images << page.image;
        });
        QSignalSpy finished(&job, &ImportJob::finished);
        ImportOptions options;
        options.longestSide = 300;
        job.start({longPdf, shortPdf}, options);
        QVERIFY(finished.wait(30000));
        QCoreApplication::processEvents();
        QCOMPARE(images.size(), 11);
        for (int i = 0; i < images.size(); ++i) {
            QVERIFY2(!images[i].isNull(), qPrintable(QString::number(i)));
            QVERIFY2(images[i].isDetached(), qPrintable(QStringLiteral("page %1 is still held by the job").arg(i)));
        }
    }

    // A job replaced before its pages arrived hands over nothing more: only the new job's pages,
    // and one finished(), the new job's (a replaced job's end used to end the next one early).
    void aReplacedImportDeliversOnlyTheNewFiles() {
        QTemporaryDir dir;
        const QString first = dir.filePath("first.pdf"), second = dir.filePath("second.pdf");
        QVERIFY(writeBytes(first, pagesOfWidths(40, {})));
        QVERIFY(writeBytes(second, pagesOfWidths(2, {})));
        ImportJob job;
        QStringList files;
        connect(&job, &ImportJob::fileImported, this, [&](const ImportedFile& f) { files << QFileInfo(f.filePath).fileName(); });
        QSignalSpy finished(&job, &ImportJob::finished);
        ImportOptions options;
        options.longestSide = 300;
        job.start({first}, options);
        QTest::qWait(50);  // parts of the first file may be posted, not yet delivered
        job.start({second}, options);
        QVERIFY(finished.wait(30000));
        QCoreApplication::processEvents();
        QVERIFY(!files.isEmpty());
        QCOMPARE(files.last(), QStringLiteral("second.pdf"));
        const qsizetype firstDelivered = files.count(QStringLiteral("first.pdf"));
        QCOMPARE(files.mid(firstDelivered), QStringList{QStringLiteral("second.pdf")});
        QVERIFY(firstDelivered < 10);  // cut short: 40 pages come in 10 parts
        QTest::qWait(100);
        QCOMPARE(finished.size(), 1);
        QVERIFY(!job.isRunning());
    }

    // A multi-page TIFF (a fax, a scanner's batch) arrives in parts too, each frame in its place.
    void aLongTiffArrivesInParts() {
        QTemporaryDir dir;
        const QString tiff = multiPageTiff(dir, 9);
        if (tiff.isEmpty()) QSKIP("ImageMagick's convert is needed to write a multi-page TIFF");
        ImportJob job;
        QList<ImportedFile> parts;
        connect(&job, &ImportJob::fileImported, this, [&](const ImportedFile& f) { parts << f; });
        QSignalSpy finished(&job, &ImportJob::finished);
        job.start({tiff});
        QVERIFY(finished.wait(30000));
        QCOMPARE(parts.size(), 3);
        QCOMPARE(parts[0].pagesRead, 4);
        QCOMPARE(parts[1].pagesRead, 8);
        QCOMPARE(parts[2].pagesRead, 9);
        QVERIFY(!parts[1].complete && parts[2].complete);
        QList<ImportedPage> pages;
        for (const ImportedFile& part : parts) {
            QVERIFY2(part.errors.isEmpty(), qPrintable(part.errors.join('\n')));
            QCOMPARE(part.pageCount, 9);
            pages << part.pages;
        }
        QCOMPARE(pages.size(), 9);
        for (int i = 0; i < 9; ++i) {
            QCOMPARE(pages[i].source.pageIndex, i);
            QCOMPARE(pages[i].image.width(), 20 + i);
        }
    }

    void jobReportsFilesInOrderOffTheGuiThread() {
        QTemporaryDir dir;
        QStringList paths;
        for (int i = 0; i < 4; ++i) {
            QImage image(10 + i, 10, QImage::Format_RGB32);
            image.fill(Qt::white);
            paths << dir.filePath(QString("p%1.png").arg(i));
            QVERIFY(image.save(paths.last()));
        }
        paths << dir.filePath("missing.png");
        ImportJob job;
        QList<ImportedFile> got;
        connect(&job, &ImportJob::fileImported, this, [&](const ImportedFile& f) { got << f; });
        QSignalSpy finished(&job, &ImportJob::finished);
        job.start(paths);
        QVERIFY(finished.wait(10000));
        QCOMPARE(got.size(), 5);
        for (int i = 0; i < 4; ++i) QCOMPARE(got[i].pages.value(0).image.width(), 10 + i);
        QVERIFY(got[4].errors.value(0).contains("missing.png"));
    }
};

QTEST_MAIN(TestImport)
#include "test_import.moc"

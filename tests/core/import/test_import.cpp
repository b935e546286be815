#include <QBuffer>
#include <QImageWriter>
#include <QTemporaryDir>
#include <QtTest>

#include "import/importer.h"
#include "import/importjob.h"

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

}  // namespace

class TestImport : public QObject {
    Q_OBJECT
private slots:
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
        QStringList frames;
        for (int i = 0; i < 3; ++i) {
            QImage image(20 + i, 10, QImage::Format_RGB32);
            image.fill(Qt::white);
            frames << dir.filePath(QString("f%1.png").arg(i));
            QVERIFY(image.save(frames.last()));
        }
        const QString tiff = dir.filePath("multi.tif");
        if (QProcess::execute("convert", frames + QStringList{tiff}) != 0)
            QSKIP("ImageMagick's convert is needed to write a multi-page TIFF");
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

// Page images beyond the memory budget live in spool files and come back exactly: every pixel,
// format, colour table and resolution; turned pages, undo of removals and exports read them; a
// crashed window's spool directory is removed by the next one; without a spool nothing is lost.
#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtConcurrent>
#include <QtTest>
#include <limits>
#include <optional>

#include "export/exportoptions.h"
#include "export/pagetextlayout.h"
#include "import/orientation.h"
#include "import/pageimages.h"

using namespace folio;

namespace {

// A page of random pixels (so that zlib cannot shrink it to nothing) in `format`.
QImage noisyPage(QSize size, QImage::Format format, quint32 seed) {
    QImage image(size, QImage::Format_RGB32);
    QRandomGenerator random(seed);
    for (int y = 0; y < image.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        for (int x = 0; x < image.width(); ++x) line[x] = random.generate() | 0xff000000u;
    }
    image = image.convertToFormat(format);
    image.setDotsPerMeterX(7874 + int(seed));
    image.setDotsPerMeterY(3937);
    return image;
}

bool samePixels(const QImage& a, const QImage& b) {
    return a.size() == b.size() && a.format() == b.format() && a.colorTable() == b.colorTable() &&
           a.dotsPerMeterX() == b.dotsPerMeterX() && a.dotsPerMeterY() == b.dotsPerMeterY() && a == b;
}

int spoolFileCount(const PageImages& images) {
    return int(QDir(images.spoolDirectory()).entryList({QStringLiteral("*.page")}, QDir::Files).size());
}

// Lets the spool's writes finish and their notices arrive.
void settle(PageImages& images, int expectedFiles) {
    QTRY_COMPARE_WITH_TIMEOUT(spoolFileCount(images), expectedFiles, 20000);
    QTest::qWait(50);
    QCoreApplication::processEvents();
}

// A page inserted where the spool cannot take it, with a memory budget of nothing: it stays in
// memory, whole, once whatever the spool's thread does with it has run.
void insertAndExpectItKeptInMemory(PageImages& images, quint32 seed, int waitMs) {
    images.setMemoryBudget(0);
    const QUuid id = QUuid::createUuid();
    const QImage page = noisyPage({200, 100}, QImage::Format_Grayscale8, seed);
    images.insert(id, page);
    QTest::qWait(waitMs);
    QVERIFY(samePixels(images.image(id), page));
    QCOMPARE(images.residentBytes(), page.sizeInBytes());
}

}  // namespace

class TestPageImages : public QObject {
    Q_OBJECT
    QTemporaryDir m_root;

private slots:
    void everyFormatComesBackExactly_data() {
        QTest::addColumn<int>("format");
        for (const QImage::Format f : {QImage::Format_Grayscale8, QImage::Format_RGB888, QImage::Format_RGB32,
                                       QImage::Format_ARGB32, QImage::Format_Indexed8, QImage::Format_Mono,
                                       QImage::Format_Grayscale16})
            QTest::newRow(QByteArray::number(int(f))) << int(f);
    }
    void everyFormatComesBackExactly() {
        QFETCH(int, format);
        const QImage page = noisyPage({301, 207}, QImage::Format(format), 7);
        const QString path = m_root.filePath(QStringLiteral("one.page"));
        QString error;
        QVERIFY2(writeSpooledImage(path, page, &error), qPrintable(error));
        const QImage back = readSpooledImage(path, &error);
        QVERIFY2(samePixels(back, page), qPrintable(error));
        // A file cut short is refused, never read as a page of garbage.
        QFile file(path);
        QVERIFY(file.resize(file.size() / 2));
        QVERIFY(readSpooledImage(path, &error).isNull());
        QVERIFY(!error.isEmpty());
    }

    void aLongDocumentKeepsOnlyItsBudgetInMemory() {
        PageImages images(nullptr, m_root.filePath(QStringLiteral("budget")));
        images.setSpoolDiskReserve(0);  // whatever the test machine's disk has free
        const qint64 pageBytes = 600 * 800;  // grey, one byte a pixel
        images.setMemoryBudget(8 * pageBytes);
        QList<QUuid> ids;
        QList<QImage> pages;
        for (int i = 0; i < 40; ++i) {
            ids << QUuid::createUuid();
            pages << noisyPage({600, 800}, QImage::Format_Grayscale8, quint32(i));
            images.insert(ids.last(), pages.last());
        }
        settle(images, 40);
        QVERIFY2(images.residentBytes() <= 8 * pageBytes, qPrintable(QString::number(images.residentBytes())));
        pages.clear();  // the test's own copies would keep the pixels alive
        for (int i = 0; i < 40; ++i) {
            QCOMPARE(images.size(ids[i]), QSize(600, 800));
            QVERIFY2(samePixels(images.image(ids[i]), noisyPage({600, 800}, QImage::Format_Grayscale8, quint32(i))),
                     qPrintable(QStringLiteral("page %1").arg(i)));
            QVERIFY(images.residentBytes() <= 8 * pageBytes);
        }
        // Removing a page removes its file; clearing removes them all.
        images.remove(ids[3]);
        QCOMPARE(spoolFileCount(images), 39);
        QVERIFY(images.image(ids[3]).isNull());
        images.clear();
        QCOMPARE(spoolFileCount(images), 0);
    }

    void aTurnedPageIsTurnedFromTheImageOnDisk() {
        PageImages images(nullptr, m_root.filePath(QStringLiteral("turned")));
        images.setSpoolDiskReserve(0);  // whatever the test machine's disk has free
        images.setMemoryBudget(0);
        const QUuid id = QUuid::createUuid();
        const QImage page = noisyPage({400, 300}, QImage::Format_RGB888, 11);
        images.insert(id, page);
        settle(images, 1);
        QCOMPARE(images.residentBytes(), 0);
        images.setOrientation(id, 90, 0);
        QCOMPARE(images.size(id), QSize(300, 400));
        images.setMemoryBudget(0);
        QCOMPARE(images.residentBytes(), 0);
        const quint64 revision = images.revision(id);
        QVERIFY(images.image(id) == uprightCopy(page, 90, 0));
        QVERIFY(samePixels(images.sourceImage(id), page));
        QCOMPARE(images.revision(id), revision);  // reading it back is not a change
        // Another thread (an export) reads it too, and the export writers take it from there.
        images.setMemoryBudget(0);
        ExportPage exported;
        exported.label = QStringLiteral("page 1");
        exported.loadImage = images.imageLoader(id);
        QString error;
        const QImage fromExport = QtConcurrent::run([&] { return pageImageForExport(exported, &error); }).result();
        QVERIFY2(fromExport == uprightCopy(page, 90, 0), qPrintable(error));
        QString why;
        QVERIFY(QtConcurrent::run(images.sourceLoader(id), &why).result() == page);
    }

    void aSpoolFileGoneIsReportedByTheExportsLoader() {
        PageImages images(nullptr, m_root.filePath(QStringLiteral("gone")));
        images.setSpoolDiskReserve(0);
        const QUuid id = QUuid::createUuid();
        images.insert(id, noisyPage({120, 80}, QImage::Format_Grayscale8, 8));
        settle(images, 1);
        images.setMemoryBudget(0);
        const QString file = QDir(images.spoolDirectory()).entryInfoList({QStringLiteral("*.page")}).value(0).filePath();
        QVERIFY(QFile::remove(file));
        ExportPage exported;
        exported.label = QStringLiteral("page 4 (scan.pdf)");
        exported.loadImage = images.imageLoader(id);
        QString error;
        QVERIFY(pageImageForExport(exported, &error).isNull());
        QVERIFY2(error.startsWith(QStringLiteral("page 4 (scan.pdf): the page image cannot be read back (")), qPrintable(error));
    }

    void aRemovedPageComesBackFromDiskAndItsFileGoesWithTheLastHolder() {
        PageImages images(nullptr, m_root.filePath(QStringLiteral("undo")));
        images.setSpoolDiskReserve(0);  // whatever the test machine's disk has free
        images.setMemoryBudget(0);
        const QUuid id = QUuid::createUuid();
        const QImage page = noisyPage({320, 240}, QImage::Format_RGB32, 5);
        images.insert(id, page);
        settle(images, 1);
        std::optional<PageImages::Kept> kept = images.take(id);
        QVERIFY(!images.contains(id));
        QVERIFY(kept->image.isNull());  // on disk: undo holds no pixels
        QCOMPARE(spoolFileCount(images), 1);
        const QUuid back = QUuid::createUuid();
        const quint64 readsBefore = images.diskReads();
        images.restore(back, *kept);
        QCOMPARE(images.revision(back), kept->revision);  // the same image: views keep what they made of it
        QCOMPARE(images.diskReads(), readsBefore);
        QVERIFY(samePixels(images.image(back), page));
        QCOMPARE(images.diskReads(), readsBefore + 1);
        // Brought back turned another way, it is another image.
        const QUuid turned = QUuid::createUuid();
        images.setOrientation(turned, 180, 0);
        images.restore(turned, *kept);
        QVERIFY(images.revision(turned) != kept->revision);
        QVERIFY(images.image(turned) == uprightCopy(page, 180, 0));
        images.remove(turned);
        images.remove(back);
        QCOMPARE(spoolFileCount(images), 1);  // the undo step still holds it
        kept.reset();
        QCOMPARE(spoolFileCount(images), 0);
    }

    void aCrashedWindowsSpoolIsRemovedAndALiveOnesIsNot() {
        const QString root = m_root.filePath(QStringLiteral("sweep"));
        const QString crashed = root + QStringLiteral("/crashed"), alive = root + QStringLiteral("/alive");
        QVERIFY(QDir().mkpath(crashed) && QDir().mkpath(alive));
        QFile lock(crashed + QStringLiteral("/.lock"));  // a lock file whose process is gone
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.write(QStringLiteral("%1\n%2\n%3\n")
                       .arg(std::numeric_limits<int>::max())
                       .arg(QCoreApplication::applicationName(), QSysInfo::machineHostName())
                       .toUtf8());
        lock.close();
        QFile(crashed + QStringLiteral("/1.page")).open(QIODevice::WriteOnly);
        QLockFile held(alive + QStringLiteral("/.lock"));
        QVERIFY(held.tryLock(0));
        QString mine;
        {
            PageImages images(nullptr, root);
            mine = images.spoolDirectory();
            QVERIFY(mine.startsWith(root));
            QVERIFY(QFileInfo::exists(mine));
            QVERIFY(!QFileInfo::exists(crashed));
            QVERIFY(QFileInfo::exists(alive));
        }
        QVERIFY(!QFileInfo::exists(mine));  // a window's spool goes with it
    }

    void aNearlyFullDiskIsLeftToTheUser() {
        PageImages images(nullptr, m_root.filePath(QStringLiteral("reserve")));
        images.setSpoolDiskReserve(std::numeric_limits<qint64>::max() / 2);  // more than any disk has free
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("disk of .* is nearly full")));
        insertAndExpectItKeptInMemory(images, 4, 50);
        QCOMPARE(spoolFileCount(images), 0);
    }

    void aPageWhoseFileCannotBeWrittenStaysInMemory() {
        PageImages images(nullptr, m_root.filePath(QStringLiteral("failing")));
        images.setSpoolDiskReserve(0);
        // A folder where the first spool file goes (files are numbered from 1): its write fails.
        QVERIFY(QDir(images.spoolDirectory()).mkdir(QStringLiteral("1.page")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^Page images stay in memory, .* cannot be written")));
        insertAndExpectItKeptInMemory(images, 6, 200);  // the failure's notice comes from the spool's thread
    }

    void withoutASpoolEveryImageStaysInMemory() {
        QFile blocker(m_root.filePath(QStringLiteral("not-a-directory")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^Page images stay in memory")));
        PageImages images(nullptr, blocker.fileName() + QStringLiteral("/spool"));
        insertAndExpectItKeptInMemory(images, 3, 50);
    }
};

QTEST_GUILESS_MAIN(TestPageImages)
#include "test_pageimages.moc"

// A long PDF made a searchable PDF on the command line: the exporter renders each page at print
// resolution when it comes to it, so the process never holds more than a page or two of them
// (60 of these pages together would be 875 MB). Its own executable, because it reads the
// largest resident size of any child this process has waited for.
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <sys/resource.h>

#include "folioprocess.h"
#include "handmadepdfs.h"

using folio::testing::Outcome;
using folio::testing::runFolio;

class TestCliMemory : public QObject {
    Q_OBJECT

private slots:
    void aLongPdfBecomesASearchablePdfInBoundedMemory() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("long.pdf"));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(folio::testing::manyPagePdf(60));
        file.close();
        const QString out = dir.filePath(QStringLiteral("out"));
        const Outcome run = runFolio({"ocr", pdf, "-o", out, "--backend", "echo", "--format", "pdf"}, {}, 300000);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        rusage children{};
        QCOMPARE(getrusage(RUSAGE_CHILDREN, &children), 0);
        const long peakMiB = children.ru_maxrss / 1024;
        qInfo("folio ocr: 60 pages to a searchable PDF, largest resident size %ld MiB", peakMiB);
        QVERIFY2(peakMiB < 500, qPrintable(QStringLiteral("%1 MiB resident").arg(peakMiB)));
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), {out + QStringLiteral("/long.pdf")});
        QVERIFY(info.waitForFinished(60000));
        QVERIFY2(info.readAllStandardOutput().simplified().contains("Pages: 60"), "the PDF has all 60 pages");
    }
};

QTEST_GUILESS_MAIN(TestCliMemory)
#include "test_cli_memory.moc"

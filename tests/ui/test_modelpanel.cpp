// The model panel's KV-cache choice: fp8 exists only on CUDA devices, so with the CPU selected
// the choice is fixed to the model's precision, whatever a settings file says, and Apply saves
// that.
#include <QComboBox>
#include <QLabel>
#include <QProgressBar>
#include <QSignalSpy>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

#include "jobs/modeldownloader.h"
#include "model/modelpanel.h"
#include "settings/settings.h"

using namespace folio;

class TestModelPanel : public QObject {
    Q_OBJECT
private slots:
    // The panel offers both checkpoints with what each can do, and says what the chosen
    // folder's model can do; the download fetches the one chosen.
    void offersLightOnOcr3AndShowsWhatEachModelDoes() {
        QTemporaryDir dir;
        Settings settings(dir.filePath("folio.ini"), nullptr);
        ModelSettings model;
        model.modelFolder = dir.filePath("models--lightonai--LightOnOCR-3-1B/snapshots/abc");
        settings.setModel(model);
        ModelPanel panel(&settings);
        QComboBox* repository = nullptr;
        for (QComboBox* box : panel.findChildren<QComboBox*>())
            if (box->findData("lightonai/LightOnOCR-3-1B") >= 0) repository = box;
        QVERIFY(repository);
        QVERIFY(repository->findData("lightonai/LightOnOCR-2-1B") >= 0);
        const int three = repository->findData("lightonai/LightOnOCR-3-1B");
        QVERIFY(repository->itemData(three, Qt::ToolTipRole).toString().contains("grounding"));
        QVERIFY(repository->itemData(repository->findData("lightonai/LightOnOCR-2-1B"), Qt::ToolTipRole)
                    .toString().contains("no layout"));
        bool shown = false;
        for (QLabel* label : panel.findChildren<QLabel*>())
            shown |= label->text().contains("LightOnOCR-3: plain text and layout");
        QVERIFY(shown);

        repository->setCurrentIndex(three);
        panel.downloader()->setHubUrl(QUrl("http://127.0.0.1:9"));  // nothing listens: fails at once
        QSignalSpy finished(panel.downloader(), &ModelDownloader::finished);
        panel.startDownload();
        bool listing = false;
        for (QLabel* label : panel.findChildren<QLabel*>())
            listing |= label->text().contains("Listing the files of lightonai/LightOnOCR-3-1B");
        QVERIFY(listing);
        QVERIFY(finished.wait(10000));
        QVERIFY(!finished.at(0).at(0).toBool());
    }

    void fp8KvCacheIsOfferedOnlyForCudaDevices() {
        QTemporaryDir dir;
        Settings settings(dir.filePath("folio.ini"), nullptr);
        ModelSettings model;
        model.modelFolder = dir.path();
        model.device = "cpu";
        model.kvCache = "fp8";  // a stale file from a GPU machine, say
        settings.setModel(model);
        ModelPanel panel(&settings);
        QComboBox* kvCache = nullptr;
        for (QComboBox* box : panel.findChildren<QComboBox*>())
            if (box->findData("fp8") >= 0) kvCache = box;
        QVERIFY(kvCache);
        QCOMPARE(kvCache->currentData().toString(), QString("auto"));
        QVERIFY(!kvCache->isEnabled());
        QPushButton* apply = nullptr;
        for (QPushButton* button : panel.findChildren<QPushButton*>())
            if (button->text() == QLatin1String("Apply")) apply = button;
        QVERIFY(apply);
        apply->click();
        QCOMPARE(settings.model().kvCache, QString("auto"));
    }

    // int8 is offered with what it means, the CPU threads are saved, and the panel shows what
    // the open engine runs.
    void offersInt8AndThreadsAndShowsWhatRuns() {
        QTemporaryDir dir;
        Settings settings(dir.filePath("folio.ini"), nullptr);
        ModelSettings model;
        model.modelFolder = dir.path();
        settings.setModel(model);
        ModelPanel panel(&settings);
        QComboBox* dtype = nullptr;
        for (QComboBox* box : panel.findChildren<QComboBox*>())
            if (box->findData("int8") >= 0) dtype = box;
        QVERIFY(dtype);
        QCOMPARE(dtype->itemText(dtype->findData("int8")), QString("int8: 8-bit decoder weights, faster and smaller on the CPU"));
        QVERIFY(dtype->toolTip().contains("int8 stores the decoder's weights in 8 bits"));
        QSpinBox* threads = nullptr;
        for (QSpinBox* box : panel.findChildren<QSpinBox*>())
            if (box->specialValueText() == QLatin1String("one per core")) threads = box;
        QVERIFY(threads);
        QCOMPARE(threads->value(), 0);
        dtype->setCurrentIndex(dtype->findData("int8"));
        threads->setValue(3);
        QSignalSpy applied(&panel, &ModelPanel::modelSettingsApplied);
        for (QPushButton* button : panel.findChildren<QPushButton*>())
            if (button->text() == QLatin1String("Apply")) button->click();
        QCOMPARE(applied.size(), 1);
        QCOMPARE(settings.model().dtype, QString("int8"));
        QCOMPARE(settings.model().cpuThreads, 3);
        QCOMPARE(Settings(dir.filePath("folio.ini"), nullptr).model().dtype, QString("int8"));  // read back from the file
        QLabel* running = panel.findChild<QLabel*>("engine-running");
        QVERIFY(running);
        QCOMPARE(running->text(), QString("not loaded"));
        panel.setRunning("cpu: int8 weights, float32 KV cache, 3 threads");
        QCOMPARE(running->text(), QString("cpu: int8 weights, float32 KV cache, 3 threads"));
    }

    // A failed download says so in the status line and takes its progress bar away.
    void failedDownloadHidesItsProgress() {
        QTemporaryDir dir;
        qputenv("XDG_DATA_HOME", QFile::encodeName(dir.filePath("data")));
        Settings settings(dir.filePath("folio.ini"), nullptr);
        ModelPanel panel(&settings);
        panel.show();
        panel.downloader()->setHubUrl(QUrl("http://127.0.0.1:9"));  // nothing listens: refused
        QSignalSpy finished(panel.downloader(), &ModelDownloader::finished);
        panel.startDownload();
        QProgressBar* bar = panel.findChild<QProgressBar*>();
        QVERIFY(bar && bar->isVisible());
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY(!bar->isVisible());
        bool said = false;
        for (QLabel* label : panel.findChildren<QLabel*>()) said |= label->text().startsWith("Download stopped");
        QVERIFY(said);
    }
};

QTEST_MAIN(TestModelPanel)
#include "test_modelpanel.moc"

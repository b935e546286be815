// The model panel's KV-cache choice: fp8 exists only on CUDA devices, so with the CPU selected
// the choice is fixed to the model's precision, whatever a settings file says, and Apply saves
// that.
#include <QComboBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

#include "model/modelpanel.h"
#include "settings/settings.h"

using namespace folio;

class TestModelPanel : public QObject {
    Q_OBJECT
private slots:
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
};

QTEST_MAIN(TestModelPanel)
#include "test_modelpanel.moc"

#include <QTemporaryDir>
#include <QtTest>

#include "settings/settings.h"

using namespace folio;

class TestSettings : public QObject {
    Q_OBJECT
private slots:
    void valuesPersistBetweenRuns() {
        QTemporaryDir dir;
        const QString ini = dir.filePath("folio.ini");
        {
            Settings settings(ini, nullptr);
            QSignalSpy changed(&settings, &Settings::modelChanged);
            ModelSettings model;
            model.modelFolder = "/models/lighton";
            model.device = "cuda:1";
            model.dtype = "bfloat16";
            model.memoryBudgetMiB = 8192;
            model.kvCache = "fp8";
            model.maxConcurrentPages = 32;
            model.longestImageSide = 1024;
            settings.setModel(model);
            settings.setModel(model);  // unchanged: no second signal
            QCOMPARE(changed.size(), 1);
            SamplingSettings sampling;
            sampling.greedy = false;
            sampling.temperature = 0.4;
            sampling.maxNewTokens = 2000;
            settings.setSampling(sampling);
            settings.setLanguages({"fr", "de"});
            settings.setInterfaceLanguage("de");
            settings.setWindowLayout("geometry", "state");
        }
        Settings again(ini, nullptr);
        QCOMPARE(again.model().modelFolder, QString("/models/lighton"));
        QCOMPARE(again.model().device, QString("cuda:1"));
        QCOMPARE(again.model().dtype, QString("bfloat16"));
        QCOMPARE(again.model().memoryBudgetMiB, 8192);
        QCOMPARE(again.model().kvCache, QString("fp8"));
        QCOMPARE(again.model().maxConcurrentPages, 32);
        QCOMPARE(again.model().longestImageSide, 1024);
        QCOMPARE(again.sampling().greedy, false);
        QCOMPARE(again.sampling().temperature, 0.4);
        QCOMPARE(again.sampling().maxNewTokens, 2000);
        QCOMPARE(again.languages(), QStringList({"fr", "de"}));
        QCOMPARE(again.interfaceLanguage(), QString("de"));
        QCOMPARE(again.windowGeometry(), QByteArray("geometry"));
    }

    void rejectsImpossibleValuesFromAHandEditedFile() {
        QTemporaryDir dir;
        const QString ini = dir.filePath("folio.ini");
        {
            QSettings raw(ini, QSettings::IniFormat);
            raw.setValue("model/dtype", "int3");
            raw.setValue("model/kvCache", "fp4");
            raw.setValue("model/maxConcurrentPages", -4);
            raw.setValue("model/longestImageSide", "huge");
            raw.setValue("ocr/languages", QStringList({"fr", "klingon"}));
            raw.setValue("ui/language", "klingon");
        }
        Settings settings(ini, nullptr);
        QCOMPARE(settings.model().dtype, QString("auto"));
        QCOMPARE(settings.model().kvCache, QString("auto"));
        QCOMPARE(settings.model().maxConcurrentPages, 1);
        QCOMPARE(settings.model().longestImageSide, 1540);
        QCOMPARE(settings.languages(), QStringList({"fr"}));
        QCOMPARE(settings.interfaceLanguage(), QString());  // the system's
    }

    void confidenceThresholdPersistsWithinZeroToOne() {
        QTemporaryDir dir;
        const QString ini = dir.filePath("folio.ini");
        {
            Settings settings(ini, nullptr);
            QCOMPARE(settings.confidenceThreshold(), 0.5);
            QSignalSpy changed(&settings, &Settings::confidenceThresholdChanged);
            settings.setConfidenceThreshold(0.3);
            settings.setConfidenceThreshold(0.3);
            QCOMPARE(changed.size(), 1);
        }
        QCOMPARE(Settings(ini, nullptr).confidenceThreshold(), 0.3);
        {
            QSettings raw(ini, QSettings::IniFormat);
            raw.setValue("editor/confidenceThreshold", 7);
        }
        QCOMPARE(Settings(ini, nullptr).confidenceThreshold(), 1.0);
        {
            QSettings raw(ini, QSettings::IniFormat);
            raw.setValue("editor/confidenceThreshold", "often");
        }
        QCOMPARE(Settings(ini, nullptr).confidenceThreshold(), 0.5);
    }
};

QTEST_MAIN(TestSettings)
#include "test_settings.moc"

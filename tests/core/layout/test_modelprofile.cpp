// Model profiles: which LightOnOCR generation a name or folder is, and which modes it has.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "layout/modelprofile.h"

using namespace folio;

class TestModelProfile : public QObject {
    Q_OBJECT
private slots:
    void namesTellTheGeneration() {
        const ModelProfile three = profileForModelName(QStringLiteral("lightonai/LightOnOCR-3-1B"));
        QCOMPARE(three.generation, 3);
        QVERIFY(three.grounding);
        QCOMPARE(three.longestEdge, 1540);
        QCOMPARE(three.temperature, 0.1);
        QCOMPARE(three.topP, 1.0);
        QCOMPARE(three.modes().size(), 2);
        QCOMPARE(three.name, QStringLiteral("LightOnOCR-3-1B"));
        QCOMPARE(profileForModelName(QStringLiteral("lightonai/LightOnOCR-3-4B")).longestEdge, 2048);

        const ModelProfile two = profileForModelName(QStringLiteral("lightonai/LightOnOCR-2-1B"));
        QCOMPARE(two.generation, 2);
        QVERIFY(!two.grounding);
        QCOMPARE(two.modes(), QList<OcrMode>{OcrMode::Plain});
        QCOMPARE(profileForModelName(QStringLiteral("LightOnOCR-1B-1025")).generation, 1);
        QCOMPARE(profileForModelName(QStringLiteral("my-ocr-model")).generation, 0);
    }

    void askingForAMissingModeIsAClearError() {
        QVERIFY(modeError(profileForModelName(QStringLiteral("LightOnOCR-3-1B")), OcrMode::Grounding).isEmpty());
        QVERIFY(modeError(profileForModelName(QStringLiteral("LightOnOCR-2-1B")), OcrMode::Plain).isEmpty());
        const QString two = modeError(profileForModelName(QStringLiteral("lightonai/LightOnOCR-2-1B")), OcrMode::Grounding);
        QVERIFY(two.contains(QStringLiteral("LightOnOCR-2-1B has no grounding mode")));
        const QString unknown = modeError(profileForModelName(QStringLiteral("mystery")), OcrMode::Grounding);
        QVERIFY(unknown.contains(QStringLiteral("cannot tell")));
    }

    void foldersAreReadFromConfigOrTheirPath() {
        QTemporaryDir dir;
        const QString snapshot = dir.filePath(QStringLiteral("models--lightonai--LightOnOCR-3-1B/snapshots/0123abcd"));
        QVERIFY(QDir().mkpath(snapshot));
        QCOMPARE(profileForModelFolder(snapshot).generation, 3);

        const QString plain = dir.filePath(QStringLiteral("ocr"));
        QVERIFY(QDir().mkpath(plain));
        QCOMPARE(profileForModelFolder(plain).generation, 0);
        QFile config(plain + QStringLiteral("/config.json"));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(R"({"_name_or_path": "lightonai/LightOnOCR-2-1B", "architectures": ["LightOnOcrForConditionalGeneration"]})");
        config.close();
        QCOMPARE(profileForModelFolder(plain).generation, 2);
    }

    void modesParse() {
        OcrMode mode;
        QVERIFY(parseOcrMode(QStringLiteral("grounding"), &mode));
        QCOMPARE(mode, OcrMode::Grounding);
        QCOMPARE(ocrModeInstruction(mode), QStringLiteral("grounding"));
        QVERIFY(parseOcrMode(QStringLiteral("plain"), &mode));
        QVERIFY(ocrModeInstruction(mode).isEmpty());
        QVERIFY(!parseOcrMode(QStringLiteral("layout"), &mode));
    }
};

QTEST_GUILESS_MAIN(TestModelProfile)
#include "test_modelprofile.moc"

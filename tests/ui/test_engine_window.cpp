// The whole path a user takes: a page in the window, Recognize, the real engine (a small
// random-weight reference model on the CPU), text streamed into the editor.
#include <QLabel>
#include <QProgressBar>
#include <QTemporaryDir>
#include <QtTest>

#include "document/project.h"
#include "editor/resulteditor.h"
#include "jobs/jobqueue.h"
#include "jobs/localenginebackend.h"
#include "pages/pagelist.h"
#include "settings/settings.h"
#include "uitesting.h"
#include "window/mainwindow.h"

using namespace folio;

class TestEngineWindow : public QObject {
    Q_OBJECT
private slots:
    void recognizesAPageWithTheRealEngine() {
        const QString model = QStringLiteral(FOLIO_REFERENCE_DIR "/tiny_a/model");
        if (!LocalEngineBackend::isModelFolder(model))
            QSKIP("reference models not built (ctest -L model builds them)");
        QTemporaryDir dir;
        Settings settings(dir.filePath("folio.ini"), nullptr);
        ModelSettings m;
        m.modelFolder = model;
        m.dtype = "float32";
        settings.setModel(m);
        SamplingSettings sampling;
        sampling.maxNewTokens = 400;  // decoding long enough to measure its speed
        settings.setSampling(sampling);
        MainWindow window(nullptr, &settings);
        window.setProperty("quietImport", true);
        window.show();
        QVERIFY(!window.findChild<QWidget*>("modelBanner")->isVisible());  // a model is configured

        QImage image(140, 112, QImage::Format_RGB32);
        image.fill(Qt::white);
        const QString path = dir.filePath("page.png");
        QVERIFY(image.save(path));
        QSignalSpy imported(&window, &MainWindow::importFinished);
        window.openFiles({path});
        QVERIFY(imported.wait(10000));
        const QUuid page = window.project()->pages().first().id;

        // What the window shows whenever the progress changes: the engine reads the page (no
        // token yet) before its text streams.
        const auto* progressBar = window.findChild<QProgressBar*>("recognition-progress");
        QStringList shown;
        connect(window.jobs(), &JobQueue::progressChanged, &window, [&] {
            const QString entry = window.pageList()->item(0)->text() + QStringLiteral(" | ") + progressBar->format();
            if (shown.isEmpty() || shown.last() != entry) shown << entry;
        });
        QSignalSpy idle(window.jobs(), &JobQueue::idle);
        window.recognizeCurrentPage();
        QVERIFY(idle.wait(120000));
        QVERIFY2(shown.size() >= 3, qPrintable(shown.join('\n')));
        QCOMPARE(shown[0], QString("1\nqueued | 0 of 1 pages · 0 tokens"));
        QCOMPARE(shown[1], QString("1\nreading | Reading page 1 · 0 of 1 pages · 0 tokens"));
        QVERIFY2(shown[2].startsWith("1\nreading | 0 of 1 pages · 1 tokens"), qPrintable(shown[2]));
        QVERIFY2(shown.last().startsWith("1\ndone") && shown.last().contains(" | 1 of 1 pages"), qPrintable(shown.last()));
        const Page* done = window.project()->page(page);
        QVERIFY2(done->state == PageState::Done, qPrintable(done->error));
        QVERIFY(window.jobs()->tokens() > 0);
        QCOMPARE(window.editor()->toPlainText(), done->editedText);
        QCOMPARE(done->editedText, done->rawText);
        // The status bar shows the speed measured from the engine's tokens, and the model panel
        // what the engine runs.
        const QString progress = window.findChild<QProgressBar*>("recognition-progress")->text();
        const QRegularExpressionMatch rate = QRegularExpression(" · ([0-9.]+) tokens/s · about [0-9]+ s per page$").match(progress);
        QVERIFY2(rate.hasMatch(), qPrintable(progress));
        QVERIFY(rate.captured(1).toDouble() > 0);
        const QString running = window.findChild<QLabel*>("engine-running")->text();
        QVERIFY2(QRegularExpression("^cpu: float32 weights, float32 KV cache, [1-9][0-9]* threads$").match(running).hasMatch(),
                 qPrintable(running));
        QVERIFY(window.findChild<QLabel*>("model-status")->text().contains(running));
    }
};

FOLIO_UI_TEST_MAIN(TestEngineWindow)
#include "test_engine_window.moc"

// The main workflow from the keyboard alone: open a scan (Ctrl+O, the file typed into the
// dialog), recognize it (Ctrl+R, the echo backend), reach the editor with Tab and type a
// correction, export (Ctrl+E, the file name typed) - every step a key event.
#include <QFile>
#include <QFileDialog>
#include <QTimer>
#include <QtTest>

#include "document/project.h"
#include "echobackend.h"
#include "editor/resulteditor.h"
#include "jobs/jobqueue.h"
#include "settings/settings.h"
#include "uitesting.h"
#include "window/mainwindow.h"

using namespace folio;

class TestKeyboardWorkflow : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // Once the file dialog is up and its file name field has the focus (a loaded machine shows
    // the dialog before it focuses the field), types `path` into the field and presses Return;
    // `typed` is set when that happened. After 10 s without the focus there the dialog is
    // rejected, so the test fails instead of hanging in the modal loop.
    static void typeIntoFileDialog(const QString& path, bool* typed, int attempts = 200) {
        QTimer::singleShot(50, [path, typed, attempts] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            QWidget* field = QApplication::focusWidget();
            const bool focused = dialog && field && dialog->isAncestorOf(field);
            if (!focused && attempts > 0) {
                typeIntoFileDialog(path, typed, attempts - 1);  // not open or not focused yet
                return;
            }
            if (!dialog) return;  // never opened: the test fails on `typed`
            if (!focused) dialog->reject();
            QVERIFY(field && dialog->isAncestorOf(field));
            QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(field, path);
            QTest::keyClick(field, Qt::Key_Return);
            *typed = true;
        });
    }

private slots:
    void openRecognizeEditExportWithKeysOnly() {
        Settings settings(m_dir.filePath("settings.ini"), nullptr);
        MainWindow window(nullptr, &settings);
        window.setProperty("quietImport", true);
        remote::EchoBackend echo;
        window.setBackend(&echo);
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));

        QImage scan(120, 80, QImage::Format_RGB32);
        scan.fill(QColor(240, 236, 220));
        const QString scanPath = m_dir.filePath("letter.png");
        QVERIFY(scan.save(scanPath));

        // Open: Ctrl+O and the path typed into the dialog.
        bool typed = false;
        QSignalSpy imported(&window, &MainWindow::importFinished);
        typeIntoFileDialog(scanPath, &typed);
        QTest::keyClick(&window, Qt::Key_O, Qt::ControlModifier);
        QVERIFY(typed);
        QVERIFY(imported.count() > 0 || imported.wait(10000));
        QCOMPARE(window.project()->pages().size(), 1);

        // Recognize: Ctrl+R; the echo backend's answer reaches the editor.
        QSignalSpy idle(window.jobs(), &JobQueue::idle);
        // The offscreen platform has no window manager to give the focus back when a dialog closes.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_R, Qt::ControlModifier);
        QVERIFY(idle.wait(10000));
        const QString recognized = window.project()->pages().first().recognizedText;
        QVERIFY(!recognized.isEmpty());
        QTRY_COMPARE(window.editor()->toPlainText(), recognized);

        // Edit: Tab until the editor has the focus, then Ctrl+End and a correction.
        for (int i = 0; i < 40 && QApplication::focusWidget() != window.editor(); ++i)
            QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &window, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window.editor()));
        QTest::keyClick(window.editor(), Qt::Key_End, Qt::ControlModifier);
        QTest::keyClicks(window.editor(), " Checked by hand.");
        QCOMPARE(window.project()->pages().first().editedText, recognized + " Checked by hand.");

        // Export: Ctrl+E and the Markdown file's name typed.
        const QString exported = m_dir.filePath("letter-export.md");
        typed = false;
        typeIntoFileDialog(exported, &typed);
        QTest::keyClick(window.editor(), Qt::Key_E, Qt::ControlModifier);
        QVERIFY(typed);
        const auto contents = [&exported] {
            QFile file(exported);
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
        };
        QTRY_VERIFY(contents().contains(recognized + " Checked by hand."));
    }
};

FOLIO_UI_TEST_MAIN(TestKeyboardWorkflow)
#include "test_keyboard_workflow.moc"

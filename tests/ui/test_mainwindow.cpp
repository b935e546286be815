#include <QtTest>

#include "document/project.h"
#include "window/mainwindow.h"

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void showsTitledWindow() {
        folio::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("Folio"));
        QVERIFY(window.project() != nullptr);
        QCOMPARE(window.project()->pages().size(), 0);
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"

// Helper for test_user_work: a user who opens a page, types into the editor with autosave on,
// and is killed (SIGKILL) by the test mid-edit. Prints "SAVED" once the typed words are in the
// recovery copy, then keeps typing until killed. With FOLIO_CHILD_MID_IMPORT set, a user killed
// while a long file is still arriving: "SAVED" once a copy holds some of its pages, and no copy
// after that one. With FOLIO_CHILD_TERMINATED set, a user whose session ends (SIGTERM) with
// words typed after the last crash copy: "TYPED" once they are in the editor.
//   recovery_child <settings.ini> <application name> <image> [<project to save first>]
#include <QApplication>
#include <QTimer>
#include <QtTest>

#include <cstdio>

#include "document/autosave.h"
#include "document/project.h"
#include "editor/resulteditor.h"
#include "process/terminationsignals.h"
#include "settings/settings.h"
#include "window/mainwindow.h"

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    qputenv("QTWEBENGINE_CHROMIUM_FLAGS", "--disable-gpu --single-process");
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QApplication app(argc, argv);
    if (argc < 4) {
        std::fprintf(stderr, "usage: recovery_child <settings.ini> <app name> <image> [project]\n");
        return 2;
    }
    QApplication::setOrganizationName("FolioTests");
    QApplication::setApplicationName(QString::fromLocal8Bit(argv[2]));
    folio::Settings settings(QString::fromLocal8Bit(argv[1]), nullptr);
    folio::MainWindow window(nullptr, &settings);
    window.setProperty("quietImport", true);
    window.autosave()->setInterval(std::chrono::milliseconds(100));
    window.show();
    const QString project = argc > 4 ? QString::fromLocal8Bit(argv[4]) : QString();
    if (qEnvironmentVariableIsSet("FOLIO_CHILD_MID_IMPORT")) {
        QObject::connect(window.autosave(), &folio::Autosave::saved, &window, [&] {
            if (!window.isImporting() || window.project()->pages().size() < 8) return;
            window.autosave()->stop();  // the copy stays one of a part of the file
            std::printf("SAVED\n");
            std::fflush(stdout);
        });
        window.openFiles({QString::fromLocal8Bit(argv[3])});
        return app.exec();
    }
    if (qEnvironmentVariableIsSet("FOLIO_CHILD_TERMINATED")) {
        folio::watchTerminationSignals(&app, &folio::MainWindow::keepAllWorkAndExit);  // as main.cpp does
        window.autosave()->setInterval(std::chrono::hours(1));
        QObject::connect(&window, &folio::MainWindow::importFinished, &window, [&] {
            window.editor()->setFocus();
            QTest::keyClicks(window.editor(), QStringLiteral("Typed just before the logout."));
            std::printf("TYPED\n");
            std::fflush(stdout);
        });
        window.openFiles({QString::fromLocal8Bit(argv[3])});
        return app.exec();
    }
    QObject::connect(&window, &folio::MainWindow::importFinished, &window, [&] {
        if (!project.isEmpty()) {
            window.editor()->setFocus();
            QTest::keyClicks(window.editor(), QStringLiteral("Saved words. "));
            QString error;
            if (!window.saveProject(project, &error)) {
                std::fprintf(stderr, "save failed: %s\n", qPrintable(error));
                QCoreApplication::exit(3);
            }
        }
        window.editor()->setFocus();
        QTest::keyClicks(window.editor(), QStringLiteral("Typed before the crash."));
        // Once a copy holding these words is written, say so; then keep typing until killed.
        QObject::connect(window.autosave(), &folio::Autosave::saved, &window, [&] {
            static bool announced = false;
            if (announced) return;
            announced = true;
            std::printf("SAVED\n");
            std::fflush(stdout);
            auto* typing = new QTimer(&window);
            QObject::connect(typing, &QTimer::timeout, &window,
                             [&] { QTest::keyClicks(window.editor(), QStringLiteral(" more")); });
            typing->start(20);
        });
    });
    window.openFiles({QString::fromLocal8Bit(argv[3])});
    return app.exec();
}

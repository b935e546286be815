// Shared set-up for widget tests: offscreen, WebEngine without the Chromium sandbox (tests
// may run as root in containers), settings in a throw-away INI file.
#pragma once

#include <QApplication>
#include <QTemporaryDir>
#include <QtTest>

#include <cstdio>
#include <cstdlib>

#define FOLIO_UI_TEST_MAIN(TestClass)                                            \
    int main(int argc, char** argv) {                                            \
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");                             \
        qputenv("QTWEBENGINE_CHROMIUM_FLAGS", "--disable-gpu --single-process"); \
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))                      \
            qputenv("QT_QPA_PLATFORM", "offscreen");                             \
        QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);              \
        QApplication app(argc, argv);                                            \
        QApplication::setOrganizationName("FolioTests");                         \
        int rc = 0;                                                              \
        {                                                                        \
            TestClass test;                                                      \
            rc = QTest::qExec(&test, argc, argv);                                \
        }                                                                        \
        /* Single-process WebEngine can hang for good joining its renderer     \
           thread when the application is torn down (seen on a clean clone,    \
           after every test had passed): the verdict is in, leave without it. */ \
        std::fflush(stdout);                                                     \
        std::fflush(stderr);                                                     \
        std::_Exit(rc);                                                          \
    }

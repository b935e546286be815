// Helper for test_autosave: a "user" who keeps typing into a project with autosave on, until the
// test kills this process with SIGKILL. Each edit is announced on stdout as "<n> <msecs since epoch>".
// With an application name, its data folder (and so its in-use marks) is the test's own.
//   autosave_child <project path> <autosave interval ms> <ms between edits> [<test's application name>]
#include <QCoreApplication>
#include <QDateTime>
#include <QStandardPaths>
#include <QTimer>

#include <cstdio>

#include "document/autosave.h"
#include "document/project.h"

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc != 4 && argc != 5) {
        std::fprintf(stderr, "usage: autosave_child <project> <interval ms> <edit ms> [<app name>]\n");
        return 2;
    }
    if (argc == 5) {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(QString::fromLocal8Bit(argv[4]));
    }
    folio::Project project;
    folio::Page page;
    page.source.filePath = QStringLiteral("scan.png");
    project.addPage(page);
    folio::Autosave autosave(&project);
    autosave.setProjectPath(QString::fromLocal8Bit(argv[1]));
    autosave.setInterval(std::chrono::milliseconds(std::atoi(argv[2])));
    autosave.start();
    int edits = 0;
    QTimer typing;
    typing.setTimerType(Qt::PreciseTimer);
    QObject::connect(&typing, &QTimer::timeout, [&] {
        ++edits;
        project.setEditedText(page.id, QStringLiteral("edit %1").arg(edits));
        std::printf("%d %lld\n", edits, static_cast<long long>(QDateTime::currentMSecsSinceEpoch()));
        std::fflush(stdout);
    });
    typing.start(std::atoi(argv[3]));
    return app.exec();
}

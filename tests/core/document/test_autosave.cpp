// Autosave: what it writes and when, and recovery after the process is killed mid-edit.
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QScopeGuard>
#include <QtTest>
#include <algorithm>

#include "document/autosave.h"
#include "document/project.h"
#include "document/projectfile.h"
#include "document/recovery.h"

using namespace folio;

class TestAutosave : public QObject {
    Q_OBJECT
    static bool offered(const QList<PendingRecovery>& pending, const QString& copy) {
        return std::any_of(pending.begin(), pending.end(),
                           [&copy](const PendingRecovery& p) { return p.recoveryFile == copy; });
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void writesOnlyWhenChanged() {
        QTemporaryDir dir;
        Project project;
        Page page;
        project.addPage(page);
        Autosave autosave(&project);
        autosave.setProjectPath(dir.filePath(QStringLiteral("book.folio")));
        QCOMPARE(autosave.recoveryPath(), dir.filePath(QStringLiteral("book.folio.autosave")));
        QSignalSpy saved(&autosave, &Autosave::saved);
        QVERIFY(autosave.saveNow());
        QCOMPARE(saved.count(), 1);
        QVERIFY(autosave.saveNow());
        QCOMPARE(saved.count(), 1);  // nothing changed since
        project.setEditedText(page.id, QStringLiteral("typed"));
        QVERIFY(autosave.saveNow());
        QCOMPARE(saved.count(), 2);
        QString error;
        const auto recovered = loadProjectFile(autosave.recoveryPath(), &error);
        QVERIFY2(recovered, qPrintable(error));
        QCOMPARE(recovered->snapshot.pages[0].editedText, QStringLiteral("typed"));
        QCOMPARE(recovered->recoveryOf, dir.filePath(QStringLiteral("book.folio")));
        QCOMPARE(Autosave::pendingRecoveryFor(dir.filePath(QStringLiteral("book.folio"))), autosave.recoveryPath());
        autosave.discard();
        QVERIFY(!QFile::exists(autosave.recoveryPath()));
        QVERIFY(Autosave::pendingRecoveryFor(dir.filePath(QStringLiteral("book.folio"))).isEmpty());
    }

    // The project's folder renamed under the window (or full, or read-only since): the copy goes
    // to the data folder, where a start after a crash finds it; nothing is lost quietly.
    void aCopyThatCannotGoBesideTheProjectGoesToTheDataFolder() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("books")));
        const QString projectPath = dir.filePath(QStringLiteral("books/moved.folio"));
        Project project;
        Page page;
        project.addPage(page);
        Autosave autosave(&project);
        autosave.setProjectPath(projectPath);
        QVERIFY(autosave.saveNow());
        QCOMPARE(autosave.recoveryPath(), projectPath + QStringLiteral(".autosave"));
        QVERIFY(QDir(dir.path()).rename(QStringLiteral("books"), QStringLiteral("renamed")));
        project.setEditedText(page.id, QStringLiteral("typed after the move"));
        QSignalSpy failed(&autosave, &Autosave::failed);
        QVERIFY(autosave.saveNow());
        QCOMPARE(failed.count(), 0);
        QCOMPARE(autosave.recoveryPath(), Autosave::dataFolderPathFor(projectPath));
        QVERIFY(autosave.recoveryPath().startsWith(Autosave::recoveryFolder()));
        QCOMPARE(Autosave::recoveryCopyOf(projectPath), autosave.recoveryPath());
        QVERIFY(Autosave::isOpenElsewhere(projectPath));  // the window writing it holds the project

        // A name the file system cannot lengthen by ".autosave" keeps its copy there from the start.
        const QString longName = dir.filePath(QString(247, u'n') + QStringLiteral(".folio"));
        QVERIFY(Autosave::recoveryPathFor(longName).startsWith(Autosave::recoveryFolder()));
        QVERIFY(QFileInfo(Autosave::recoveryPathFor(longName)).fileName().size() < 100);
    }

    void timerSavesWithinInterval() {
        QTemporaryDir dir;
        Project project;
        Page page;
        project.addPage(page);
        Autosave autosave(&project);
        autosave.setProjectPath(dir.filePath(QStringLiteral("t.folio")));
        autosave.setInterval(std::chrono::milliseconds(50));
        autosave.start();
        project.setEditedText(page.id, QStringLiteral("hello"));
        QSignalSpy saved(&autosave, &Autosave::saved);
        QVERIFY(saved.wait(2000));
    }

    // A pause in typing writes the copy without waiting for the interval: a crash then loses
    // only what was typed since the pause. While edits go on, the interval still writes copies.
    void aPauseInEditsWritesTheCopy() {
        QTemporaryDir dir;
        Project project;
        Page page;
        project.addPage(page);
        Autosave autosave(&project);
        autosave.setProjectPath(dir.filePath(QStringLiteral("paused.folio")));
        autosave.setInterval(std::chrono::hours(1));
        autosave.setSettleDelay(std::chrono::milliseconds(100));
        autosave.start();
        QSignalSpy saved(&autosave, &Autosave::saved);
        project.setEditedText(page.id, QStringLiteral("typed, then a pause"));
        QVERIFY(saved.wait(2000));
        QString error;
        const auto copy = loadProjectFile(autosave.recoveryPath(), &error);
        QVERIFY2(copy, qPrintable(error));
        QCOMPARE(copy->snapshot.pages.value(0).editedText, QStringLiteral("typed, then a pause"));
        // Stopped (a window closing): edits write nothing more.
        autosave.stop();
        project.setEditedText(page.id, QStringLiteral("after the stop"));
        QVERIFY(!saved.wait(400));
    }

    // The interval's copy of a large project is written off the window's thread; a discard (a
    // save, a clean close) while it is written still leaves no copy behind.
    void intervalCopiesOfALargeProjectAndADiscardMeanwhile() {
        QTemporaryDir dir;
        Project project;
        QList<QUuid> ids;
        for (int i = 0; i < 3000; ++i) {
            Page page;
            page.editedText = page.recognizedText = QString(800, QChar(u'a' + i % 26));
            ids << page.id;
            project.addPage(page);
        }
        Autosave autosave(&project);
        autosave.setProjectPath(dir.filePath(QStringLiteral("large.folio")));
        autosave.setInterval(std::chrono::milliseconds(20));
        QSignalSpy saved(&autosave, &Autosave::saved);
        autosave.start();
        project.setEditedText(ids.last(), QStringLiteral("the last page, typed"));
        QVERIFY(saved.wait(20000));
        QString error;
        const auto copy = loadProjectFile(autosave.recoveryPath(), &error);
        QVERIFY2(copy, qPrintable(error));
        QCOMPARE(copy->snapshot.pages.last().editedText, QStringLiteral("the last page, typed"));

        project.setEditedText(ids.first(), QStringLiteral("typed again"));
        QTest::qWait(30);  // a write starts
        autosave.stop();
        autosave.discard();
        QVERIFY(!QFile::exists(autosave.recoveryPath()));
        QTest::qWait(200);
        QVERIFY(!QFile::exists(autosave.recoveryPath()));
    }

    void untitledGoesToDataFolder() {
        Project project;
        Autosave autosave(&project);
        QVERIFY(autosave.recoveryPath().contains(QStringLiteral("/recovery/untitled-")));
    }

    // Nothing to offer back after a crash: an untitled project without pages writes no copy,
    // and one whose pages are all removed takes its copy away.
    void untitledProjectWithoutPagesKeepsNoCopy() {
        Project project;
        Autosave autosave(&project);
        QSignalSpy saved(&autosave, &Autosave::saved);
        project.setLanguages({QStringLiteral("de")});
        QVERIFY(project.isModified());
        QVERIFY(autosave.saveNow());
        QCOMPARE(saved.count(), 0);
        QVERIFY(!QFile::exists(autosave.recoveryPath()));
        Page page;
        project.addPage(page);
        QVERIFY(autosave.saveNow());
        QCOMPARE(saved.count(), 1);
        QVERIFY(QFile::exists(autosave.recoveryPath()));
        project.removePage(page.id);
        QVERIFY(autosave.saveNow());
        QVERIFY(!QFile::exists(autosave.recoveryPath()));
    }

    // The promise: after a kill, nothing typed more than one interval before is lost.
    void recoveryAfterKill() {
        QTemporaryDir dir;
        const QString projectPath = dir.filePath(QStringLiteral("killed.folio"));
        const int intervalMs = 200;
        QProcess child;
        child.start(QStringLiteral(FOLIO_AUTOSAVE_CHILD),
                    {projectPath, QString::number(intervalMs), QStringLiteral("15")});
        QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));
        // Let it type for a while (several autosaves), then kill it without warning.
        QByteArray output;
        const qint64 until = QDateTime::currentMSecsSinceEpoch() + 1500;
        while (QDateTime::currentMSecsSinceEpoch() < until && child.state() == QProcess::Running) {
            child.waitForReadyRead(50);
            output += child.readAllStandardOutput();
        }
        QCOMPARE(child.state(), QProcess::Running);
        child.kill();  // SIGKILL
        const qint64 killedAt = QDateTime::currentMSecsSinceEpoch();
        QVERIFY(child.waitForFinished(10000));
        output += child.readAllStandardOutput();
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        // The last edit old enough that it must be in the recovery file. A small allowance covers
        // scheduling delay on a loaded machine (2 cores shared by many builds; the write itself takes
        // about a millisecond).
        const int slackMs = 200;
        int mustHave = 0;
        int typed = 0;
        for (const QByteArray& line : output.split('\n')) {
            const QList<QByteArray> fields = line.split(' ');
            if (fields.size() != 2) continue;
            typed = fields[0].toInt();
            if (fields[1].toLongLong() <= killedAt - intervalMs - slackMs) mustHave = typed;
        }
        QVERIFY2(mustHave > 10, "the child typed too little before the kill");

        QString error;
        const QString recovery = Autosave::pendingRecoveryFor(projectPath);
        QVERIFY2(!recovery.isEmpty(), "no recovery file after the kill");
        const auto recovered = loadProjectFile(recovery, &error);
        QVERIFY2(recovered, qPrintable(error));
        const QString text = recovered->snapshot.pages.value(0).editedText;
        QVERIFY(text.startsWith(QStringLiteral("edit ")));
        const int saved = text.mid(5).toInt();
        qInfo("typed %d edits, recovered up to edit %d, required at least %d", typed, saved, mustHave);
        QVERIFY2(saved >= mustHave, qPrintable(QStringLiteral("lost edits %1..%2").arg(saved + 1).arg(mustHave)));
        QVERIFY(saved <= typed);
    }

    // A copy that a running window writes is its work, not a crash's leftover: another window
    // starting does not offer it back (and so cannot delete it with Discard), and sees the
    // project as open. Once the window is gone without cleaning up, the copy is offered.
    void aLiveWindowsCopyIsNotOfferedBack() {
        QTemporaryDir dir;
        const QString projectPath = dir.filePath(QStringLiteral("live.folio"));
        QFile saved(projectPath);  // an older saved project, so the copy counts as newer
        QVERIFY(saved.open(QIODevice::WriteOnly) && saved.write("{}") == 2 && saved.flush());
        QVERIFY(saved.setFileTime(QDateTime::currentDateTime().addSecs(-60), QFileDevice::FileModificationTime));
        saved.close();
        QProcess child;
        child.start(QStringLiteral(FOLIO_AUTOSAVE_CHILD),
                    {projectPath, QStringLiteral("50"), QStringLiteral("20"), QCoreApplication::applicationName()});
        QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));
        const QString copy = projectPath + QStringLiteral(".autosave");
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(copy), 10000);
        QVERIFY(Autosave::isOpenElsewhere(projectPath));
        QVERIFY(!offered(pendingRecoveries({projectPath}), copy));
        QVERIFY(!Autosave::isOpenElsewhere(dir.filePath(QStringLiteral("other.folio"))));

        // A second mark of the child, on no file anyone looks for (as a crashed window's untitled one).
        const QDir locks(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/locks"));
        for (const QString& name : locks.entryList({QStringLiteral("*.lock")}, QDir::Files)) {
            QFile mark(locks.filePath(name));
            if (mark.open(QIODevice::ReadOnly) && mark.readLine().trimmed().toLongLong() == child.processId())
                QVERIFY(QFile::copy(locks.filePath(name), locks.filePath(QStringLiteral("orphan.lock"))));
        }
        QVERIFY(QFile::exists(locks.filePath(QStringLiteral("orphan.lock"))));

        child.kill();  // SIGKILL: its marks stay behind, naming a dead process
        QVERIFY(child.waitForFinished(10000));
        QVERIFY(!Autosave::isOpenElsewhere(projectPath));
        const QList<PendingRecovery> pending = pendingRecoveries({projectPath});
        QVERIFY(offered(pending, copy));
        QCOMPARE(pending[0].recoveryFile, copy);  // the newest
        QCOMPARE(pending[0].projectPath, projectPath);
        // Looking for leftovers also cleared the dead process's marks from the data folder.
        QVERIFY(!QFile::exists(locks.filePath(QStringLiteral("orphan.lock"))));
    }

    // The same in one process: a second window of it sees the first one's untitled copy as live.
    void anotherWindowsUntitledCopyIsNotOfferedBack() {
        auto project = std::make_unique<Project>();
        Page page;
        project->addPage(page);
        auto autosave = std::make_unique<Autosave>(project.get());
        QVERIFY(autosave->saveNow());
        const QString copy = autosave->recoveryPath();
        const auto removeCopy = qScopeGuard([&copy] { QFile::remove(copy); });
        QVERIFY(QFile::exists(copy));
        QVERIFY(!offered(pendingRecoveries({}), copy));
        autosave.reset();  // its window gone without discarding (a quit the session cut short)
        QVERIFY(offered(pendingRecoveries({}), copy));
    }
};

QTEST_MAIN(TestAutosave)
#include "test_autosave.moc"

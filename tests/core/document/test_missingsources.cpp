// Missing source files: which pages lost their scan, and finding moved files by name.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "document/missingsources.h"
#include "document/project.h"

using namespace folio;

class TestMissingSources : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString touch(const QString& relative) {
        const QString path = m_dir.filePath(relative);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) return {};
        file.write("x");
        return path;
    }
    static QUuid addPage(Project& project, const QString& file, int pageIndex = 0) {
        Page page;
        page.source.filePath = file;
        page.source.pageIndex = pageIndex;
        return project.addPage(page);
    }

private slots:
    void missingFilesAreListedOnceInPageOrder() {
        Project project;
        const QString here = touch("here/a.png");
        addPage(project, m_dir.filePath("gone/report.pdf"), 0);
        addPage(project, here);
        addPage(project, m_dir.filePath("gone/report.pdf"), 1);
        addPage(project, m_dir.filePath("gone/b.png"));
        QCOMPARE(missingSourceFiles(project),
                 (QStringList{m_dir.filePath("gone/report.pdf"), m_dir.filePath("gone/b.png")}));
    }

    // Found by name: in the folder picked first, else in a subfolder named as the old one was,
    // else anywhere below; what is not there stays missing.
    void movedFilesAreFoundByName() {
        const QString a = touch("new/a.png");
        touch("new/deeper/a.png");
        const QString b = touch("new/other/scans/b.png");
        touch("new/other/elsewhere/b.png");
        const QString c = touch("new/x/y/c.png");
        const QHash<QString, QString> found = findMovedFiles(
            {"/old/scans/a.png", "/old/scans/b.png", "/old/scans/c.png", "/old/scans/d.png"}, m_dir.filePath("new"));
        QCOMPARE(found.value("/old/scans/a.png"), a);
        QCOMPARE(found.value("/old/scans/b.png"), b);
        QCOMPARE(found.value("/old/scans/c.png"), c);
        QVERIFY(!found.contains("/old/scans/d.png"));
        QCOMPARE(found.size(), 3);
        // A search bounded in entries stops (a whole disk picked by mistake).
        QVERIFY(findMovedFiles({"/old/scans/c.png"}, m_dir.filePath("new"), 1).isEmpty());
    }

    void relinkedPagesReadTheNewFile() {
        Project project;
        const QUuid first = addPage(project, "/old/report.pdf", 0);
        const QUuid other = addPage(project, "/old/other.png");
        const QUuid second = addPage(project, "/old/report.pdf", 1);
        project.setModified(false);
        QCOMPARE(project.relinkSource("/old/report.pdf", "/new/report.pdf"), (QList<QUuid>{first, second}));
        QCOMPARE(project.page(first)->source.filePath, QString("/new/report.pdf"));
        QCOMPARE(project.page(second)->source.pageIndex, 1);
        QCOMPARE(project.page(other)->source.filePath, QString("/old/other.png"));
        QVERIFY(project.isModified());
    }
};

QTEST_GUILESS_MAIN(TestMissingSources)
#include "test_missingsources.moc"

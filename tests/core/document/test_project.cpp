#include <QSignalSpy>
#include <QtTest>

#include "document/project.h"

using folio::Project;

class TestProject : public QObject {
    Q_OBJECT
private slots:
    void addMoveRemovePages() {
        Project project;
        QSignalSpy added(&project, &Project::pageAdded);
        folio::Page a, b;
        a.source.filePath = "a.png";
        b.source.filePath = "b.png";
        project.addPage(a);
        project.addPage(b);
        QCOMPARE(added.count(), 2);
        project.movePage(1, 0);
        QCOMPARE(project.pages().at(0).source.filePath, QStringLiteral("b.png"));
        project.removePage(b.id);
        QCOMPARE(project.pages().size(), 1);
        QVERIFY(project.isModified());
    }
    void regionsAreNormalizedPagePixels() {
        Project project;
        folio::Page p;
        project.addPage(p);
        const QUuid r = project.addRegion(p.id, QRect(QPoint(100, 80), QPoint(10, 20)));
        const folio::Page* page = project.page(p.id);
        QCOMPARE(page->regions.size(), 1);
        QCOMPARE(page->regions.first().rect, QRect(QPoint(10, 20), QPoint(100, 80)));
        project.removeRegion(p.id, r);
        QCOMPARE(project.page(p.id)->regions.size(), 0);
    }
};

QTEST_MAIN(TestProject)
#include "test_project.moc"

#include <QSignalSpy>
#include <QtTest>

#include "document/project.h"
#include "document/removedpages.h"
#include "import/pageimages.h"

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
    // The languages are a set: listing them in another order is no change to save.
    void languagesInAnotherOrderAreNoChange() {
        Project project;
        project.setLanguages({"de", "en"});
        project.setModified(false);
        project.setLanguages({"en", "de"});
        QVERIFY(!project.isModified());
        project.setLanguages({"en"});
        QVERIFY(project.isModified());
        QCOMPARE(project.languages(), QStringList({"en"}));
    }

    // Pages removed apart (2 and 4 of 5) come back in their places, with their text, regions,
    // turn and image; a page that was being read comes back cancelled, one waiting as not read.
    void removedPagesComeBackInTheirPlaces() {
        Project project;
        folio::PageImages images;
        folio::RemovedPages removed(&project, &images);
        QList<QUuid> ids;
        for (int i = 0; i < 5; ++i) {
            folio::Page page;
            page.source.filePath = QStringLiteral("p%1.png").arg(i + 1);
            QImage image(10 + i, 20, QImage::Format_Grayscale8);
            image.fill(200);
            images.insert(page.id, image);
            project.addPage(page);
            ids << page.id;
        }
        project.setEditedText(ids[1], QStringLiteral("kept text"));
        project.addRegion(ids[1], QRect(1, 2, 3, 4));
        project.setOrientation(ids[3], 90, 0, false);
        images.setOrientation(ids[3], 90, 0);
        project.setState(ids[1], folio::PageState::Running);
        project.setState(ids[3], folio::PageState::Queued);
        QCOMPARE(removed.remove({ids[3], ids[1], QUuid::createUuid()}), 2);
        QCOMPARE(project.pages().size(), 3);
        QVERIFY(images.image(ids[1]).isNull());
        QCOMPARE(removed.lastStepSize(), 2);

        const QList<QUuid> back = removed.restoreLast();
        QCOMPARE(back.size(), 2);
        QStringList order;
        for (const folio::Page& page : project.pages()) order << page.source.filePath;
        QCOMPARE(order, (QStringList{"p1.png", "p2.png", "p3.png", "p4.png", "p5.png"}));
        const folio::Page* second = project.page(back[0]);
        QVERIFY(second && project.indexOf(back[0]) == 1);
        QCOMPARE(second->editedText, QStringLiteral("kept text"));
        QCOMPARE(second->regions.size(), 1);
        QCOMPARE(second->state, folio::PageState::Cancelled);
        const folio::Page* fourth = project.page(back[1]);
        QCOMPARE(fourth->state, folio::PageState::Idle);
        QCOMPARE(fourth->rotation, 90);
        QCOMPARE(images.image(back[1]).size(), QSize(20, 13));  // turned as before
        QCOMPARE(images.image(back[0]).size(), QSize(11, 20));
        QVERIFY(!removed.canRestore());

        removed.remove({back[0]});
        QVERIFY(removed.canRestore());
        project.restore({});  // another project: nothing of this one comes back into it
        QVERIFY(!removed.canRestore());
        QVERIFY(removed.restoreLast().isEmpty());
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


// Low-confidence spans follow the user's edits: "The qvick brown fox" with "qvick" (4..9) and
// "fox" (16..19) marked.
namespace {
folio::Page markedPage() {
    folio::Page p;
    p.editedText = p.recognizedText = QStringLiteral("The qvick brown fox");
    p.lowConfidence = {{4, 5, 0.2}, {16, 3, 0.4}};
    return p;
}
QStringList markedWords(const Project& project, const QUuid& id) {
    const folio::Page* p = project.page(id);
    QStringList words;
    for (const folio::ConfidenceSpan& span : p->lowConfidence) words << p->editedText.mid(span.start, span.length);
    return words;
}
}  // namespace

class TestProjectConfidence : public QObject {
    Q_OBJECT
private slots:
    void anEditBeforeASpanShiftsIt() {
        Project project;
        const QUuid id = project.addPage(markedPage());
        project.setEditedText(id, QStringLiteral("Oh! The qvick brown fox"));  // typed at the start
        QCOMPARE(project.page(id)->lowConfidence,
                 (QList<folio::ConfidenceSpan>{{8, 5, 0.2}, {20, 3, 0.4}}));
        QCOMPARE(markedWords(project, id), (QStringList{"qvick", "fox"}));
        project.setEditedText(id, QStringLiteral("Oh! The qvick fox"));  // "brown " deleted between them
        QCOMPARE(markedWords(project, id), (QStringList{"qvick", "fox"}));
        project.setEditedText(id, QStringLiteral("Oh! The qvick fox."));  // typed after the last
        QCOMPARE(markedWords(project, id), (QStringList{"qvick", "fox"}));
    }
    void retypingInsideASpanDropsIt() {
        Project project;
        const QUuid id = project.addPage(markedPage());
        project.setEditedText(id, QStringLiteral("The quick brown fox"));  // v retyped as u
        QCOMPARE(markedWords(project, id), QStringList{"fox"});
        project.setEditedText(id, QStringLiteral("The quick brown f"));  // part of "fox" deleted
        QVERIFY(project.page(id)->lowConfidence.isEmpty());
        // Typing right at a span's start or end leaves it marked; the span keeps its own text.
        const QUuid other = project.addPage(markedPage());
        project.setEditedText(other, QStringLiteral("The qvick brown red fox"));
        project.setEditedText(other, QStringLiteral("The qvick brown red fox!"));
        project.setEditedText(other, QStringLiteral("The qvick, brown red fox!"));
        QCOMPARE(markedWords(project, other), (QStringList{"qvick", "fox"}));
    }
    // An undo or redo back to an earlier text brings its marks back, those the edit had dropped
    // included; a mark accepted before stays accepted.
    void anEarlierTextGetsItsSpansBack() {
        Project project;
        const QUuid id = project.addPage(markedPage());
        project.setEditedText(id, QStringLiteral("The quick brown fox"));  // retyped: "qvick" unmarked
        QCOMPARE(markedWords(project, id), QStringList{"fox"});
        project.setEditedText(id, QStringLiteral("The qvick brown fox"));  // undone
        QCOMPARE(markedWords(project, id), (QStringList{"qvick", "fox"}));
        project.acceptLowConfidence(id, 16);
        project.setEditedText(id, QString());  // the whole reading undone
        QVERIFY(project.page(id)->lowConfidence.isEmpty());
        project.setEditedText(id, QStringLiteral("The qvick brown fox"));  // and redone
        QCOMPARE(markedWords(project, id), QStringList{"qvick"});
        // A new reading of the same words has only its own marks.
        project.setRecognizedText(id, QStringLiteral("The qvick brown fox"));
        QVERIFY(project.page(id)->lowConfidence.isEmpty());
    }
    void aNewRecognitionReplacesTheSpans() {
        Project project;
        const QUuid id = project.addPage(markedPage());
        project.setRecognizedText(id, QStringLiteral("Another text entirely"));
        QVERIFY(project.page(id)->lowConfidence.isEmpty());
        project.setLowConfidence(id, {{0, 7, 0.1}});
        project.acceptLowConfidence(id, 3);  // no span starts there
        QCOMPARE(markedWords(project, id), QStringList{"Another"});
        project.acceptLowConfidence(id, 0);
        QVERIFY(project.page(id)->lowConfidence.isEmpty());
        QVERIFY(project.isModified());
    }
};

int main(int argc, char** argv) {
    TestProject project;
    TestProjectConfidence confidence;
    return QTest::qExec(&project, argc, argv) | QTest::qExec(&confidence, argc, argv);
}
#include "test_project.moc"

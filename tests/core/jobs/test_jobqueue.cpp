#include <QtTest>

#include <cmath>

#include "document/project.h"
#include "import/pageimages.h"
#include "jobs/jobqueue.h"
#include "jobs/regionblocks.h"
#include "scriptedbackend.h"

using namespace folio;
using folio::testing::ScriptedBackend;

class TestJobQueue : public QObject {
    Q_OBJECT

    QUuid addPage(Project& project, PageImages& images, QSize size = {200, 100}) {
        Page page;
        QImage image(size, QImage::Format_RGB32);
        image.fill(Qt::white);
        images.insert(page.id, image);
        return project.addPage(page);
    }

private slots:
    void regionBlockReplacementKeepsOtherEdits() {
        const QString page = "# Heading edited by user\n\nold region text\n\nuser paragraph\n";
        QCOMPARE(placeRegionBlock(page, "old region text", "new text", {}),
                 QString("# Heading edited by user\n\nnew text\n\nuser paragraph\n"));
        // Block gone (user rewrote it) and no layout to go by: the new text goes last, nothing is lost.
        QCOMPARE(placeRegionBlock("mine\n", "vanished", "fresh", {}), QString("mine\n\nfresh\n"));
        QCOMPARE(placeRegionBlock("", "", "first", {}), QString("first\n"));
    }

    void regionTextLandsInReadingOrder() {
        const QSize pageSize(1000, 1400);
        // Between the blocks of the regions above and below it.
        RegionLayout middle{QRect(50, 600, 900, 100), pageSize,
                            {{QRect(50, 100, 900, 100), "Top block."},
                             {QRect(50, 1100, 900, 100), "Bottom block."}}};
        QCOMPARE(placeRegionBlock("Top block.\n\nBottom block.\n", "", "Middle.", middle),
                 QString("Top block.\n\nMiddle.\n\nBottom block.\n"));
        // Above every other region: first.
        RegionLayout top{QRect(50, 10, 900, 50), pageSize, {{QRect(50, 600, 900, 100), "Later."}}};
        QCOMPARE(placeRegionBlock("Later.\n", "", "Heading", top), QString("Heading\n\nLater.\n"));
        // The left column of a row reads before the right one.
        QVERIFY(readsBefore(QRect(0, 100, 400, 300), QRect(500, 120, 400, 300)));
        QVERIFY(!readsBefore(QRect(500, 100, 400, 300), QRect(0, 120, 400, 300)));
        // A whole-page result already holds the region's text: it is replaced, not duplicated.
        const QString whole = "# Report\n\nThe quick brown fox jumps over the lazy dog.\n\nEnd.\n";
        RegionLayout lone{QRect(50, 500, 900, 100), pageSize, {}};
        QCOMPARE(placeRegionBlock(whole, "", "The quick brown fox jumped over a lazy dog.", lone),
                 QString("# Report\n\nThe quick brown fox jumped over a lazy dog.\n\nEnd.\n"));
        // Nothing alike: at the paragraph as far down as the region is down the page.
        const QString three = "One.\n\nTwo.\n\nThree.\n";
        QCOMPARE(placeRegionBlock(three, "", "Caption", RegionLayout{QRect(0, 0, 10, 10), pageSize, {}}),
                 QString("Caption\n\nOne.\n\nTwo.\n\nThree.\n"));
        QCOMPARE(placeRegionBlock(three, "", "Caption", RegionLayout{QRect(0, 1390, 10, 10), pageSize, {}}),
                 QString("One.\n\nTwo.\n\nThree.\n\nCaption\n"));
    }

    void secondRegionResultGoesBeforeTheRegionBelowIt() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        ScriptedBackend backend;
        queue.setBackend(&backend);
        const QUuid page = addPage(project, images, {400, 600});
        const QUuid lower = project.addRegion(page, QRect(10, 400, 300, 100));
        const QUuid upper = project.addRegion(page, QRect(10, 20, 300, 100));
        QSignalSpy idle(&queue, &JobQueue::idle);
        backend.script = "lower text";
        queue.recognizeRegion(page, lower);
        QVERIFY(idle.wait(5000));
        backend.script = "upper text";
        queue.recognizeRegion(page, upper);
        QVERIFY(idle.wait(5000));
        QCOMPARE(project.page(page)->editedText, QString("upper text\n\nlower text\n"));
        QVERIFY(!project.page(page)->hasUserEdits());
    }

    // Another model chosen while pages are read: they end as cancelled, keeping what streamed,
    // and the new model reads them. They stayed "being read" for good (the old model's answers to
    // the cancel never came), and neither Cancel nor Recognize reached them again.
    void anotherModelMidRunEndsThePagesItWasReading() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        auto old = std::make_unique<ScriptedBackend>();
        const QString script = QString("A page that takes long to read. ").repeated(500);
        old->script = script;
        queue.setBackend(old.get());
        const QUuid reading = addPage(project, images);
        const QUuid waiting = addPage(project, images);
        queue.recognizePages({reading, waiting});
        QTRY_VERIFY(!queue.liveText(reading).isEmpty());
        ScriptedBackend fresh;
        queue.setBackend(&fresh);
        old.reset();
        QVERIFY(!queue.isBusy());
        QVERIFY(!queue.isPageBusy(reading) && !queue.isPageBusy(waiting));
        QCOMPARE(project.page(reading)->state, PageState::Cancelled);
        QVERIFY(project.page(reading)->partial);
        QVERIFY(!project.page(reading)->editedText.isEmpty());
        QVERIFY(script.startsWith(project.page(reading)->editedText.trimmed()));
        QVERIFY(project.page(waiting)->state == PageState::Cancelled);

        QSignalSpy idle(&queue, &JobQueue::idle);
        queue.recognizePages({reading, waiting});
        QVERIFY(idle.wait(5000));
        QCOMPARE(project.page(reading)->state, PageState::Done);
        QCOMPARE(project.page(waiting)->editedText, QString("# Title\n\nText of 200x100."));
    }

    void streamsTextAndStoresResult() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        ScriptedBackend backend;
        queue.setBackend(&backend);
        const QUuid page = addPage(project, images);
        QStringList streamed;
        connect(&queue, &JobQueue::streamed, this, [&](const QUuid& id, const QString& text) {
            QCOMPARE(id, page);
            streamed << text;
        });
        QList<PageState> states;
        connect(&project, &Project::pageChanged, this, [&](const QUuid& id) {
            const PageState s = project.page(id)->state;
            if (states.isEmpty() || states.last() != s) states << s;
        });
        QSignalSpy idle(&queue, &JobQueue::idle);
        project.setLanguages({"fr", "de"});
        queue.recognizePages({page});
        QVERIFY(queue.isBusy());
        QVERIFY(idle.wait(5000));
        const QString expected = "# Title\n\nText of 200x100.";
        QCOMPARE(project.page(page)->rawText, expected);
        QCOMPARE(project.page(page)->editedText, expected);
        QVERIFY(streamed.size() > 3);  // arrived in pieces, each a prefix of the next
        for (int i = 1; i < streamed.size(); ++i) QVERIFY(streamed[i].startsWith(streamed[i - 1]));
        QCOMPARE(states,
                 QList<PageState>({PageState::Queued, PageState::Running, PageState::Done}));
        QCOMPARE(backend.received.value(0).languages, QStringList({"fr", "de"}));
        QCOMPARE(queue.pagesDone(), 1);
        QCOMPARE(queue.tokens(), int((expected.size() + 2) / 3));
    }

    // Between the backend's start and the first token (the engine reads the page) the page is
    // running, without text yet; its first token ends that.
    void aStartedPageIsBeingReadUntilItsFirstToken() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        ScriptedBackend backend;
        backend.holdFirstToken = true;
        queue.setBackend(&backend);
        const QUuid page = addPage(project, images);
        QSignalSpy started(&backend, &OcrBackend::started);
        QSignalSpy progress(&queue, &JobQueue::progressChanged);
        queue.recognizePages({page});
        QCOMPARE(project.page(page)->state, PageState::Queued);
        QVERIFY(queue.pagesBeingRead().isEmpty());
        QVERIFY(started.wait(5000));
        QCOMPARE(project.page(page)->state, PageState::Running);
        QCOMPARE(queue.pagesBeingRead(), QList<QUuid>{page});
        QCOMPARE(progress.size(), 2);  // queued, then started: the window shows it
        QCOMPARE(queue.tokens(), 0);
        QSignalSpy idle(&queue, &JobQueue::idle);
        backend.holdFirstToken = false;
        QTRY_VERIFY(queue.tokens() > 0);
        QVERIFY(queue.pagesBeingRead().isEmpty());
        QCOMPARE(project.page(page)->state, PageState::Running);
        QVERIFY(idle.wait(5000));
        QCOMPARE(project.page(page)->state, PageState::Done);
    }

    // The tokens the backend was unsure of become the page's low-confidence spans: touching
    // ones merged, white space left out, likely ones and those above the threshold unmarked.
    void unlikelyTokensBecomeSpans() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        ScriptedBackend backend;
        backend.script = QStringLiteral("The qvick brovn fox jumps");
        backend.charsPerToken = 2;  // "Th" "e " "qv" "ic" "k " "br" "ov" "n " "fo" "x " "ju" "mp" "s"
        backend.logprobs = {0, 0, std::log(0.1), std::log(0.3), 0, 0, std::log(0.2), 0, std::log(0.7), 0, 0, 0, std::log(0.05)};
        queue.setBackend(&backend);
        queue.setConfidenceThreshold(0.5);
        const QUuid page = addPage(project, images);
        QSignalSpy idle(&queue, &JobQueue::idle);
        queue.recognizePages({page});
        QVERIFY(idle.wait(5000));
        QCOMPARE(backend.received.value(0).sampling.logprobs, 0);
        const Page* p = project.page(page);
        QCOMPARE(p->editedText, backend.script);
        QStringList marked;
        for (const ConfidenceSpan& span : p->lowConfidence)
            marked << QStringLiteral("%1@%2<%3").arg(p->editedText.mid(span.start, span.length)).arg(span.start).arg(span.probability);
        QCOMPARE(marked, (QStringList{"qvic@4<0.1", "ov@12<0.2", "s@24<0.05"}));

        // Off: no log-probabilities asked for, no spans.
        queue.setConfidenceThreshold(0);
        queue.recognizePages({page});
        QVERIFY(idle.wait(5000));
        QCOMPARE(backend.received.value(1).sampling.logprobs, -1);
        QVERIFY(project.page(page)->lowConfidence.isEmpty());
    }

    // A region's unlikely tokens are marked too, where its block sits in the page text; spans
    // elsewhere on the page stay, and those of the block a new result replaces go.
    void regionTokensBecomeSpansInThePageText() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        ScriptedBackend backend;
        queue.setBackend(&backend);
        queue.setConfidenceThreshold(0.5);
        const QUuid page = addPage(project, images, {300, 300});
        const QUuid region = project.addRegion(page, QRect(10, 20, 50, 40));
        project.setEditedText(page, "# Heading\n\nold words\n\nMy notes.\n");
        project.setRegionRawText(page, region, "old words");
        project.setLowConfidence(page, {{2, 7, 0.2}});  // "Heading", from an earlier reading
        const auto marked = [&] {
            const Page* p = project.page(page);
            QStringList list;
            for (const ConfidenceSpan& span : p->lowConfidence)
                list << QStringLiteral("%1@%2<%3").arg(p->editedText.mid(span.start, span.length)).arg(span.start).arg(span.probability);
            return list;
        };
        backend.script = QStringLiteral("The qvick brovn fox");
        backend.charsPerToken = 2;  // "Th" "e " "qv" "ic" "k " "br" "ov" "n " "fo" "x"
        backend.logprobs = {0, 0, std::log(0.1), std::log(0.3), 0, 0, std::log(0.2)};
        QSignalSpy idle(&queue, &JobQueue::idle);
        queue.recognizeRegion(page, region);
        QVERIFY(idle.wait(5000));
        QCOMPARE(backend.received.last().sampling.logprobs, 0);
        QCOMPARE(project.page(page)->editedText, QString("# Heading\n\nThe qvick brovn fox\n\nMy notes.\n"));
        QCOMPARE(marked(), (QStringList{"Heading@2<0.2", "qvic@15<0.1", "ov@23<0.2"}));

        backend.script = QStringLiteral("second");  // "se" "co" "nd"
        backend.logprobs = {std::log(0.1)};
        queue.recognizeRegion(page, region);
        QVERIFY(idle.wait(5000));
        QCOMPARE(project.page(page)->editedText, QString("# Heading\n\nsecond\n\nMy notes.\n"));
        QCOMPARE(marked(), (QStringList{"Heading@2<0.2", "se@11<0.1"}));
    }

    // Grounding mode: the request carries "grounding" with the model card's sampling, the boxes
    // arrive while the page streams, and the editor gets Markdown without the markers.
    void groundingPagesGetTheirLayout() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        ScriptedBackend backend;
        backend.script = QStringLiteral("![title](100,50,900,150) # Heading\n![text](100,200,900,600) Body text.\n"
                                        "![page_number](480,950,520,980) 7");
        queue.setBackend(&backend);
        queue.setMode(OcrMode::Grounding, profileForModelName(QStringLiteral("lightonai/LightOnOCR-3-1B")));
        const QUuid page = addPage(project, images);  // 200x100
        QList<int> boxesSeen;
        connect(&project, &Project::pageChanged, this, [&](const QUuid& id) {
            const int n = int(project.page(id)->layout.size());
            if (boxesSeen.isEmpty() || boxesSeen.last() != n) boxesSeen << n;
        });
        QStringList streamed;
        connect(&queue, &JobQueue::streamed, this, [&](const QUuid&, const QString& text) { streamed << text; });
        QSignalSpy idle(&queue, &JobQueue::idle);
        queue.recognizePages({page});
        QVERIFY(idle.wait(5000));
        QCOMPARE(backend.received.value(0).instruction, QStringLiteral("grounding"));
        QVERIFY(!backend.received.value(0).sampling.greedy);
        QCOMPARE(backend.received.value(0).sampling.temperature, 0.1);
        QCOMPARE(boxesSeen, (QList<int>{0, 1, 2, 3}));  // one box after another while streaming
        for (const QString& text : streamed) QVERIFY2(!text.contains(QStringLiteral("](")), qPrintable(text));
        const Page* p = project.page(page);
        QCOMPARE(p->rawText, backend.script);  // the model's output, verbatim
        QCOMPARE(p->editedText, QStringLiteral("# Heading\n\nBody text.\n\n7"));
        QCOMPARE(p->layout.size(), 3);
        QCOMPARE(p->layout[1].box, (NormalizedBox{100, 200, 900, 600}));

        // A block recognized again through its box: the region path in plain mode, and the
        // block takes the new text in place.
        const QUuid region = project.addRegion(page, p->layout[1].box.toPixels(QSize(200, 100)).toRect());
        project.setRegionRawText(page, region, p->layout[1].text);
        backend.script = QStringLiteral("Body text, read again.");
        queue.recognizeRegion(page, region);
        QVERIFY(idle.wait(5000));
        QVERIFY(backend.received.value(1).instruction.isEmpty());
        QCOMPARE(project.page(page)->editedText, QStringLiteral("# Heading\n\nBody text, read again.\n\n7"));
        QCOMPARE(project.page(page)->layout[1].text, QStringLiteral("Body text, read again."));

        // A plain result clears the old boxes.
        queue.setMode(OcrMode::Plain, profileForModelName(QStringLiteral("lightonai/LightOnOCR-3-1B")));
        backend.script = QStringLiteral("Plain.");
        queue.recognizePages({page});
        QVERIFY(idle.wait(5000));
        QVERIFY(project.page(page)->layout.isEmpty());
        QVERIFY(backend.received.value(2).instruction.isEmpty());
    }

    // A page turned while the backend reads it is read again as it now lies: the reading of the
    // image as it was is dropped, the page still counts once, and the other pages go on.
    void aPageTurnedWhileBeingReadIsReadAgain() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        ScriptedBackend backend;
        backend.script = "Text of {w}x{h}, long enough to be turned while it streams.";
        backend.charsPerToken = 1;
        queue.setBackend(&backend);
        const QUuid page = addPage(project, images, {200, 100});
        const QUuid other = addPage(project, images, {300, 100});
        QSignalSpy idle(&queue, &JobQueue::idle);
        QStringList streamed;
        connect(&queue, &JobQueue::streamed, this, [&](const QUuid& id, const QString& text) {
            if (id == page) streamed << text;
        });
        queue.recognizePages({page, other});
        QTRY_VERIFY(queue.liveText(page).size() > 5);
        images.setOrientation(page, 90, 0);  // as the window's page tools do
        project.setOrientation(page, 90, 0, false);
        QVERIFY(idle.wait(5000));
        // The first reading's text, then none (taken off the editor), then the second reading's.
        const qsizetype cleared = streamed.indexOf(QString());
        QVERIFY(cleared > 0);
        QVERIFY(streamed[cleared - 1].size() > 5);
        QVERIFY(QString("Text of 200x100, long enough to be turned while it streams.").startsWith(streamed[cleared - 1]));
        QCOMPARE(streamed.last(), QString("Text of 100x200, long enough to be turned while it streams."));
        QCOMPARE(backend.received.size(), 3);
        QCOMPARE(backend.received[2].image.size(), QSize(100, 200));
        QCOMPARE(project.page(page)->editedText, QString("Text of 100x200, long enough to be turned while it streams."));
        QCOMPARE(project.page(page)->state, PageState::Done);
        QCOMPARE(project.page(other)->editedText, QString("Text of 300x100, long enough to be turned while it streams."));
        QCOMPARE(queue.pagesDone(), 2);
        QCOMPARE(queue.pagesTotal(), 2);
        QCOMPARE(queue.pagesCancelled(), 0);

        // Turned and then cancelled: the cancel holds, the page is not sent again, and its text
        // from before stays as it was.
        queue.recognizePages({page});
        QTRY_VERIFY(queue.liveText(page).size() > 5);
        images.setOrientation(page, 180, 0);
        project.setOrientation(page, 180, 0, false);
        queue.cancelAll();
        QVERIFY(idle.wait(5000));
        QCOMPARE(backend.received.size(), 4);
        QCOMPARE(project.page(page)->state, PageState::Done);
        QCOMPARE(project.page(page)->editedText, QString("Text of 100x200, long enough to be turned while it streams."));
        QCOMPARE(queue.pagesCancelled(), 1);

        // A turn that comes while the page waits for its turn needs nothing: its image is read when sent.
        backend.received.clear();
        QList<QUuid> many;
        for (int i = 0; i < JobQueue::kMaxSentPages + 1; ++i) many << addPage(project, images, {200, 100});
        queue.recognizePages(many);
        images.setOrientation(many.last(), 90, 0);
        project.setOrientation(many.last(), 90, 0, false);
        QVERIFY(idle.wait(10000));
        QCOMPARE(backend.received.size(), many.size());
        QCOMPARE(backend.received.last().image.size(), QSize(100, 200));
    }

    void cancelStopsMidJob() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        ScriptedBackend backend;
        backend.script = QString(2000, u'x');
        backend.charsPerToken = 1;
        queue.setBackend(&backend);
        const QUuid a = addPage(project, images), b = addPage(project, images);
        project.setEditedText(a, "kept");
        QSignalSpy idle(&queue, &JobQueue::idle);
        queue.recognizePages({a, b});
        QTRY_VERIFY(queue.tokens() > 10);
        queue.cancelAll();
        QVERIFY(idle.wait(5000));
        // A page that had text keeps it, and its state from before; on a page without, what
        // streamed is kept, marked partial.
        QCOMPARE(project.page(a)->editedText, QString("kept"));
        QCOMPARE(project.page(a)->state, PageState::Idle);
        QVERIFY(!project.page(a)->partial);
        QCOMPARE(project.page(b)->state, PageState::Cancelled);
        QVERIFY(project.page(b)->editedText.startsWith("xxxxx"));
        QVERIFY(project.page(b)->editedText.size() < 2000);
        QVERIFY(project.page(b)->partial);
        QVERIFY(project.page(b)->error.contains("partial"));
        QCOMPARE(queue.pagesDone(), 0);
        QCOMPARE(queue.pagesCancelled(), 2);
        QVERIFY(queue.tokens() < 400);
    }

    void aLongDocumentIsSentAFewPagesAtATime() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        ScriptedBackend backend;
        backend.script = QStringLiteral("Page {w}x{h}.");
        queue.setBackend(&backend);
        QList<QUuid> pages;
        for (int i = 0; i < 100; ++i) pages << addPage(project, images, {100 + i, 50});
        QSignalSpy idle(&queue, &JobQueue::idle);
        queue.recognizePages(pages);
        // The backend holds a batch's worth of page images, not the whole document's.
        QCOMPARE(backend.received.size(), JobQueue::kMaxSentPages);
        for (const QUuid& page : pages) QCOMPARE(project.page(page)->state, PageState::Queued);
        project.removePage(pages[60]);  // a page removed while it waits is never sent
        QVERIFY(idle.wait(30000));
        QCOMPARE(backend.received.size(), 99);
        QVERIFY(backend.mostRunning <= JobQueue::kMaxSentPages);
        QCOMPARE(queue.pagesDone(), 99);
        for (int i = 0, sent = 0; i < 100; ++i) {
            if (i == 60) continue;
            QCOMPARE(project.page(pages[i])->state, PageState::Done);
            QCOMPARE(project.page(pages[i])->editedText.trimmed(), QStringLiteral("Page %1x50.").arg(100 + i));
            QCOMPARE(backend.received[sent++].image.width(), 100 + i);  // in the order asked for
        }
    }

    void cancellingALongDocumentCancelsThePagesNotYetSent() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        ScriptedBackend backend;
        backend.script = QString(2000, u'x');
        backend.charsPerToken = 1;
        queue.setBackend(&backend);
        QList<QUuid> pages;
        for (int i = 0; i < 80; ++i) pages << addPage(project, images);
        QSignalSpy idle(&queue, &JobQueue::idle);
        queue.recognizePages(pages);
        QTRY_VERIFY(queue.tokens() > 40);
        queue.cancelAll();
        QVERIFY(idle.wait(5000));
        QCOMPARE(backend.received.size(), JobQueue::kMaxSentPages);  // cancelling sent none of the waiting pages
        QCOMPARE(queue.pagesCancelled(), 80);
        for (const QUuid& page : pages) QCOMPARE(project.page(page)->state, PageState::Cancelled);
        QVERIFY(project.page(pages[0])->editedText.startsWith(QStringLiteral("xxx")));
        QVERIFY(project.page(pages.last())->editedText.isEmpty());
        QVERIFY(!queue.isBusy());
    }

    void regionResultReplacesOnlyItsBlock() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        ScriptedBackend backend;
        queue.setBackend(&backend);
        const QUuid page = addPage(project, images, {300, 300});
        const QUuid region = project.addRegion(page, QRect(10, 20, 50, 40));
        QSignalSpy idle(&queue, &JobQueue::idle);
        backend.script = "first {w}x{h}";
        queue.recognizeRegion(page, region);
        QVERIFY(idle.wait(5000));
        QCOMPARE(backend.received.last().image.size(), QSize(50, 40));  // the crop, in page pixels
        QCOMPARE(project.page(page)->editedText, QString("first 50x40\n"));
        // The user writes around the block, then re-recognizes the region.
        project.setEditedText(page, "# My heading\n\nfirst 50x40\n\nMy own notes.\n");
        backend.script = "second";
        queue.recognizeRegion(page, region);
        QVERIFY(idle.wait(5000));
        QCOMPARE(project.page(page)->editedText,
                 QString("# My heading\n\nsecond\n\nMy own notes.\n"));
        QCOMPARE(project.page(page)->regions.first().rawText, QString("second"));
    }

    void failureIsReportedOnThePage() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        ScriptedBackend backend;
        backend.failAll = true;
        queue.setBackend(&backend);
        const QUuid page = addPage(project, images);
        QSignalSpy errors(&queue, &JobQueue::error);
        QSignalSpy idle(&queue, &JobQueue::idle);
        queue.recognizePages({page});
        QVERIFY(idle.wait(5000));
        QCOMPARE(project.page(page)->state, PageState::Failed);
        QCOMPARE(project.page(page)->error, QString("scripted failure"));
        QCOMPARE(errors.size(), 1);
        QCOMPARE(queue.pagesFailed(), 1);  // the progress says so beside "1 of 1 page"
    }

    // Reading a page again can fail (a model gone, a full device): the text read before stays
    // the page's, with what that reading was (here a loop), and only the message tells.
    void aFailedRereadKeepsTheEarlierReading() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        ScriptedBackend backend;
        backend.outcome = OcrOutcome::Looped;
        queue.setBackend(&backend);
        const QUuid page = addPage(project, images);
        QSignalSpy idle(&queue, &JobQueue::idle);
        queue.recognizePages({page});
        QVERIFY(idle.wait(5000));
        QCOMPARE(project.page(page)->cut, RecognitionCut::Loop);
        const QString earlier = project.page(page)->editedText;
        QVERIFY(!earlier.isEmpty());
        backend.failAll = true;
        QSignalSpy errors(&queue, &JobQueue::error);
        queue.recognizePages({page});
        QVERIFY(idle.wait(5000));
        QCOMPARE(errors.size(), 1);
        QCOMPARE(project.page(page)->editedText, earlier);
        QCOMPARE(project.page(page)->state, PageState::Done);
        QCOMPARE(project.page(page)->cut, RecognitionCut::Loop);
        QVERIFY2(project.page(page)->error.contains("reading it again failed (scripted failure)"),
                 qPrintable(project.page(page)->error));
        QCOMPARE(queue.pagesFailed(), 1);
    }

    // A region of a few pixels (a click's jitter) is not sent: the model would make up pages.
    void aRegionTooSmallToReadIsRefused() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        ScriptedBackend backend;
        queue.setBackend(&backend);
        const QUuid page = addPage(project, images);
        const QUuid tiny = project.addRegion(page, QRect(10, 10, 5, 6));
        QSignalSpy errors(&queue, &JobQueue::error);
        queue.recognizeRegion(page, tiny);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().first().toString().contains("too small to read (5 × 6 pixels)"),
                 qPrintable(errors.first().first().toString()));
        QVERIFY(!queue.isBusy());
        QVERIFY(backend.received.isEmpty());
    }

    void withoutBackendSaysSo() {
        Project project;
        PageImages images;
        JobQueue queue(&project, &images);
        const QUuid page = addPage(project, images);
        QSignalSpy errors(&queue, &JobQueue::error);
        queue.recognizePages({page});
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.first().first().toString().contains("model"));
        QVERIFY(!queue.isBusy());
    }
};

QTEST_MAIN(TestJobQueue)
#include "test_jobqueue.moc"

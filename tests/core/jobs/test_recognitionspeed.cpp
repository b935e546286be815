// The speed the window shows: tokens per second over the latest decoding, held across the pause
// while the next page is read; seconds per page over a run; durations in words.
#include <QtTest>

#include "jobs/recognitionspeed.h"

using namespace folio;

class TestRecognitionSpeed : public QObject {
    Q_OBJECT
private slots:
    void tokensPerSecondOverTheLatestTokens() {
        RecognitionSpeed speed;
        speed.startRun(0);
        QCOMPARE(speed.tokensPerSecond(), 0.0);
        speed.addTokens(1, 9000);  // the first token after 9 s of reading the page
        QCOMPARE(speed.tokensPerSecond(), 0.0);
        for (int i = 1; i <= 20; ++i) speed.addTokens(1, 9000 + i * 125);  // 8 tokens/s
        QCOMPARE(speed.tokensPerSecond(), 8.0);
        // Faster later on: only the last 5 s count, from the first arrival in them.
        for (int i = 1; i <= 120; ++i) speed.addTokens(1, 11500 + i * 50);  // 20 tokens/s for 6 s
        QCOMPARE(speed.tokensPerSecond(), 20.0);
        // A burst (the GUI thread was busy) is averaged over the window, not taken as the speed.
        RecognitionSpeed burst;
        burst.startRun(0);
        for (int i = 0; i <= 20; ++i) burst.addTokens(1, i * 100);  // 10 tokens/s for 2 s
        for (int i = 0; i < 10; ++i) burst.addTokens(1, 2010);      // then 10 arrive at once
        QCOMPARE(burst.tokensPerSecond(), 30 * 1000.0 / 2010);
        // Under half a second of arrivals tells no speed yet.
        RecognitionSpeed young;
        young.startRun(0);
        young.addTokens(1, 0);
        young.addTokens(5, 400);
        QCOMPARE(young.tokensPerSecond(), 0.0);
        // A delta holding two tokens counts two.
        RecognitionSpeed merged;
        merged.startRun(0);
        merged.addTokens(1, 0);
        merged.addTokens(2, 500);
        merged.addTokens(2, 1000);
        QCOMPARE(merged.tokensPerSecond(), 4.0);
    }

    void aPauseBetweenPagesKeepsTheLastSpeed() {
        RecognitionSpeed speed;
        speed.startRun(0);
        for (int i = 0; i <= 10; ++i) speed.addTokens(1, i * 100);  // 10 tokens/s
        speed.pageFinished(QUuid::createUuid(), 1000);
        // The next page is read for 30 s: the figure stays, and the pause does not lower it.
        speed.addTokens(1, 31000);
        QCOMPARE(speed.tokensPerSecond(), 10.0);
        speed.addTokens(1, 31250);
        QCOMPARE(speed.tokensPerSecond(), 10.0);  // a quarter second of the new page: too little to tell
        speed.addTokens(1, 31500);
        QCOMPARE(speed.tokensPerSecond(), 4.0);
    }

    void secondsPerPageOverTheRun() {
        RecognitionSpeed speed;
        speed.startRun(5000);
        QCOMPARE(speed.secondsPerPage(), 0.0);
        const QUuid first = QUuid::createUuid(), second = QUuid::createUuid();
        speed.pageStarted(first, 5000);
        speed.pageFinished(first, 95000);
        QCOMPARE(speed.secondsPerPage(), 90.0);  // one at a time: the page's own time
        speed.pageStarted(second, 95000);
        speed.pageFinished(second, 125000);
        QCOMPARE(speed.secondsPerPage(), 60.0);  // the run's time over its pages
        QCOMPARE(speed.pagesFinished(), 2);
        speed.startRun(200000);
        QCOMPARE(speed.secondsPerPage(), 0.0);
        QCOMPARE(speed.pagesFinished(), 0);
    }

    // Sixteen pages decoded together: the first to finish says a page costs a sixteenth of its
    // 32 s, not 32 s (which promised a 605-page run 5 hours instead of 20 minutes).
    void pagesInFlightTogetherShareTheirTime() {
        RecognitionSpeed speed;
        speed.startRun(0);
        QList<QUuid> jobs;
        for (int i = 0; i < 16; ++i) {
            jobs << QUuid::createUuid();
            speed.pageStarted(jobs.last(), 0);
        }
        speed.pageFinished(jobs[0], 32000);
        QCOMPARE(speed.secondsPerPage(), 2.0);
        for (int i = 1; i < 16; ++i) speed.pageFinished(jobs[i], 32000);
        QCOMPARE(speed.secondsPerPage(), 2.0);  // all done: the run's 32 s over 16 pages
        // A cancelled page was in flight, so it took room, but it is no page done.
        const QUuid cancelled = QUuid::createUuid(), next = QUuid::createUuid();
        speed.pageStarted(cancelled, 32000);
        speed.pageStarted(next, 32000);
        speed.pageAbandoned(cancelled, 40000);
        speed.pageFinished(next, 64000);
        QCOMPARE(speed.pagesFinished(), 17);
        // Pages finished in 32 s each, with 552 page-seconds in flight over the run's 64 s.
        const double expected = 32.0 / (552.0 / 64.0);
        QVERIFY2(std::abs(speed.secondsPerPage() - expected) < 1e-9, qPrintable(QString::number(speed.secondsPerPage())));
    }

    void durationsInWords() {
        QCOMPARE(RecognitionSpeed::durationText(0.4), QStringLiteral("0 s"));
        QCOMPARE(RecognitionSpeed::durationText(42.4), QStringLiteral("42 s"));
        QCOMPARE(RecognitionSpeed::durationText(60), QStringLiteral("1 min"));
        QCOMPARE(RecognitionSpeed::durationText(200), QStringLiteral("3 min 20 s"));
        QCOMPARE(RecognitionSpeed::durationText(3600), QStringLiteral("1 h"));
        QCOMPARE(RecognitionSpeed::durationText(7500), QStringLiteral("2 h 5 min"));
    }
};

QTEST_GUILESS_MAIN(TestRecognitionSpeed)
#include "test_recognitionspeed.moc"

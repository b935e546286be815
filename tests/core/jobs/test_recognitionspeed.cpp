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
        speed.pageFinished(1000);
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
        speed.pageFinished(95000);
        QCOMPARE(speed.secondsPerPage(), 90.0);
        speed.pageFinished(125000);  // pages in flight together finish closer to one another
        QCOMPARE(speed.secondsPerPage(), 60.0);
        QCOMPARE(speed.pagesFinished(), 2);
        speed.startRun(200000);
        QCOMPARE(speed.secondsPerPage(), 0.0);
        QCOMPARE(speed.pagesFinished(), 0);
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

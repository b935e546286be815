// How fast recognition goes, from the tokens the backend streams: tokens per second over the
// latest stretch of decoding, and seconds per page over a run of pages. Callers pass the times
// (milliseconds of one steady clock), so the arithmetic does not depend on a real clock.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace folio {

class RecognitionSpeed {
    Q_DECLARE_TR_FUNCTIONS(folio::RecognitionSpeed)
public:
    // A run begins: the queue was idle and pages were submitted.
    void startRun(qint64 nowMs);
    // `count` tokens arrived (one text delta holds one token, or a few).
    void addTokens(int count, qint64 nowMs);
    // A whole page finished with its text (cancelled and failed ones do not count).
    void pageFinished(qint64 nowMs);

    // Over the last kWindowMs of arrivals, 0 until they span kMinSpanMs. The window is long
    // because tokens reach the GUI thread in bursts when it is busy. A pause longer than
    // kPauseMs (the engine reading the next page) starts the measurement anew, so the figure is
    // the decoding speed and stays as it was while a page is read.
    double tokensPerSecond() const;
    // The run's time so far divided by the pages it finished; 0 before the first.
    double secondsPerPage() const;
    int pagesFinished() const { return m_pages; }

    // A duration for people: "40 s", "3 min 20 s", "2 h 5 min".
    static QString durationText(double seconds);

    static constexpr qint64 kPauseMs = 2000;
    static constexpr qint64 kWindowMs = 5000;
    static constexpr qint64 kMinSpanMs = 500;

private:
    struct Arrival {
        qint64 ms;
        int tokens;
    };
    QList<Arrival> m_recent;  // the latest arrivals, oldest first
    double m_heldRate = 0;    // measured before the last pause, shown until the new stretch has a rate
    qint64 m_runStartMs = 0;
    qint64 m_lastFinishMs = 0;
    int m_pages = 0;
};

}  // namespace folio

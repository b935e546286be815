// How fast recognition goes, from the tokens the backend streams: tokens per second over the
// latest stretch of decoding, and seconds per page over a run of pages. Callers pass the times
// (milliseconds of one steady clock), so the arithmetic does not depend on a real clock.
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QUuid>
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
    // A whole page began (the backend started reading it), finished with its text, or ended
    // without (cancelled, failed: it counts as work in flight until then, not as a page done).
    void pageStarted(const QUuid& jobId, qint64 nowMs);
    void pageFinished(const QUuid& jobId, qint64 nowMs);
    void pageAbandoned(const QUuid& jobId, qint64 nowMs);

    // Over the last kWindowMs of arrivals, 0 until they span kMinSpanMs. The window is long
    // because tokens reach the GUI thread in bursts when it is busy. A pause longer than
    // kPauseMs (the engine reading the next page) starts the measurement anew, so the figure is
    // the decoding speed and stays as it was while a page is read.
    double tokensPerSecond() const;
    // The time the run spends on a page, by Little's law: the mean time a finished page was in
    // flight divided by the mean number of pages in flight. With one page at a time, the run's
    // time over its pages; with 16 decoded together, a sixteenth of a page's latency from the
    // first page on (the run's time over its pages said 16x too much until the first batch ended).
    // 0 before the first page finishes.
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
    void advanceTo(qint64 nowMs);  // adds the pages in flight since the last event to m_pageMs

    qint64 m_runStartMs = 0;
    qint64 m_lastEventMs = 0;
    QHash<QUuid, qint64> m_inFlight;  // started pages, when they started
    double m_pageMs = 0;              // integral of the pages in flight over the run's time
    double m_finishedLatencyMs = 0;   // the finished pages' times in flight, summed
    int m_pages = 0;
};

}  // namespace folio

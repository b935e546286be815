// Sends pages and regions to the OCR backend, tracks each job, streams its text and writes
// finished results into the project: a page's result replaces its text, a region's result
// replaces only that region's block (or takes its place in reading order). A cancelled job keeps
// what it streamed, marked partial. At most kMaxSentPages jobs are with the backend at once, the
// rest wait here as page ids: "Recognize all pages" on a document of thousands of pages would
// otherwise hold every page's pixels in the backend's queue. GUI thread only; the backend works
// elsewhere.
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QUuid>
#include <optional>

#include "document/project.h"
#include "jobs/ocrbackend.h"
#include "jobs/recognitionspeed.h"
#include "jobs/regionblocks.h"
#include "jobs/tokenconfidence.h"
#include "layout/groundingparser.h"
#include "layout/modelprofile.h"

namespace folio {

class Project;
class PageImages;

class JobQueue : public QObject {
    Q_OBJECT
public:
    static constexpr int kSmallestRegionSide = 8;  // pixels of the page; fewer hold no letter
    static constexpr int kMaxSentPages = 32;  // enough for the engine's batches to stay full

    JobQueue(Project* project, PageImages* images, QObject* parent = nullptr);

    // Not owned; may be null (no model yet: recognize* then reports an error).
    void setBackend(OcrBackend* backend);
    OcrBackend* backend() const { return m_backend; }
    void setSampling(const SamplingSettings& sampling) { m_sampling = sampling; }
    // Whole pages are recognized in this mode (regions always in plain mode); grounding samples
    // as the profile's model card says.
    void setMode(OcrMode mode, const ModelProfile& profile);
    OcrMode mode() const { return m_mode; }
    // Page and region results mark their tokens less likely than this (0: none, and no
    // log-probabilities are asked for).
    void setConfidenceThreshold(double probability) { m_confidenceThreshold = probability; }

    void recognizePages(const QList<QUuid>& pageIds);
    // Pages whose text looped or was cut off, again with this repetition penalty (> 1) instead
    // of the settings' one.
    void recognizePagesWithPenalty(const QList<QUuid>& pageIds, double repetitionPenalty);
    void recognizeRegion(const QUuid& pageId, const QUuid& regionId);
    void cancelAll();

    bool isBusy() const { return !m_jobs.isEmpty(); }
    bool isPageBusy(const QUuid& pageId) const;
    int pagesDone() const { return m_done; }
    int pagesCancelled() const { return m_cancelled; }
    int pagesFailed() const { return m_failed; }  // counted among the done ones too
    int pagesTotal() const { return m_total; }
    int tokens() const { return m_tokens; }
    // The speed of the current (or last) run: tokens per second, seconds per page.
    const RecognitionSpeed& speed() const { return m_speed; }
    // The text a running job of this page shows right now (page text with the streamed part).
    QString liveText(const QUuid& pageId) const;
    // Pages the backend has started on that have no text yet (the model still reads the image).
    QList<QUuid> pagesBeingRead() const;

signals:
    void streamed(const QUuid& pageId, const QString& liveText);
    void progressChanged(int pagesDone, int pagesTotal, int tokens);
    void error(const QString& message);
    void idle();

private:
    struct Job {
        QUuid pageId;
        QUuid regionId;    // null: the whole page
        QString baseText;  // region jobs: the page text the block is streamed into
        QString oldBlock;  // region jobs: the region's previous text
        RegionLayout layout;  // region jobs: where the region's text goes in reading order
        QString text;
        int tokens = 0;
        bool started = false;  // the backend is working on it
        std::optional<OcrRequest> unsent;  // waiting for a place among the sent pages; its image is read when sent
        GroundingParser grounding;  // page jobs: the layout blocks as they stream
        TokenConfidence confidence;  // the streamed tokens' probabilities
        SamplingSettings sampling;
        int sentRotation = 0;  // page jobs: how the page was turned when its image was sent
        double sentSkew = 0;
        bool readAgain = false;  // the page turned since: its result is dropped and it is sent again
        // Page jobs: the page's text and state before; a cancelled reading of a page that had
        // text leaves the text as it was instead of replacing it with what streamed.
        bool hadText = false;
        PageState stateBefore = PageState::Idle;
        QString errorBefore;
    };
    OcrRequest makeRequest(bool wholePage, const QImage& image, const SamplingSettings& sampling) const;
    // A page turned while the backend reads it is read again, upright: what the backend has is
    // the image as it was.
    void readAgainIfTurned(const QUuid& pageId);
    void requeueFirst(const Job& job);
    void submitPages(const QList<QUuid>& pageIds, const SamplingSettings& sampling);
    // `image` null: a whole page, whose image is read when it is sent.
    void submit(const QUuid& pageId, const QUuid& regionId, const QImage& image, const SamplingSettings& sampling);
    void sendWaiting();
    void cancelUnsent(QList<QUuid> jobIds);  // by value: callers pass m_unsent itself
    void onStarted(const QUuid& jobId);
    void onText(const QUuid& jobId, const QString& delta);
    void onLogprobs(const QUuid& jobId, const TokenLogprobs& logprobs);
    void onFinished(const OcrResult& result);
    QString composed(const Job& job) const;
    RegionLayout layoutOf(const QUuid& pageId, const QUuid& regionId) const;
    void applyResult(const Job& job, const QString& text, bool partial);

    Project* m_project;
    PageImages* m_images;
    QPointer<OcrBackend> m_backend;
    SamplingSettings m_sampling;
    OcrMode m_mode = OcrMode::Plain;
    double m_confidenceThreshold = 0;
    ModelProfile m_profile;
    QHash<QUuid, Job> m_jobs;
    QList<QUuid> m_unsent;  // in the order they were asked for
    QHash<QUuid, QUuid> m_sentPageJobs;  // page -> its whole-page job with the backend
    int m_done = 0;
    int m_cancelled = 0;
    int m_failed = 0;
    int m_total = 0;
    int m_tokens = 0;
    QElapsedTimer m_clock;
    RecognitionSpeed m_speed;
};

}  // namespace folio

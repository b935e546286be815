#include "jobqueue.h"

#include <algorithm>
#include <utility>

#include "document/project.h"
#include "import/pageimages.h"

namespace folio {

namespace {
// Where the result is the text that streamed, a token's place in it is known: the part of the
// result that starts the same as the streamed text.
QString streamedPart(const QString& result, const QString& streamed) {
    qsizetype same = 0;
    while (same < std::min(result.size(), streamed.size()) && result[same] == streamed[same]) ++same;
    return result.left(same);
}
}  // namespace

JobQueue::JobQueue(Project* project, PageImages* images, QObject* parent)
    : QObject(parent), m_project(project), m_images(images) {
    qRegisterMetaType<folio::OcrResult>();
    m_clock.start();
    connect(m_project, &Project::pageRemoved, this, [this](const QUuid& pageId) {
        QList<QUuid> unsent;
        for (auto it = m_jobs.cbegin(); it != m_jobs.cend(); ++it) {
            if (it->pageId != pageId) continue;
            if (it->unsent) unsent << it.key();
            else if (m_backend) m_backend->cancel(it.key());
        }
        cancelUnsent(unsent);
    });
    connect(m_project, &Project::pageChanged, this, &JobQueue::readAgainIfTurned);
    // A page waiting for its image (a project just opened) goes as soon as it has one.
    connect(m_images, &PageImages::imageChanged, this, &JobQueue::sendWaiting);
}

void JobQueue::readAgainIfTurned(const QUuid& pageId) {
    const auto sent = m_sentPageJobs.constFind(pageId);
    if (sent == m_sentPageJobs.cend()) return;
    const Page* page = m_project->page(pageId);
    const auto job = m_jobs.find(*sent);
    if (!page || job == m_jobs.end() || job->readAgain) return;
    if (page->rotation == job->sentRotation && page->skew == job->sentSkew) return;
    job->readAgain = true;
    if (m_backend) m_backend->cancel(*sent);
}

void JobQueue::requeueFirst(const Job& job) {
    Job again;
    again.pageId = job.pageId;
    again.sampling = job.sampling;
    again.unsent = makeRequest(true, {}, job.sampling);
    m_unsent.prepend(again.unsent->jobId);  // first in line: it was being read
    m_jobs.insert(again.unsent->jobId, again);
    m_project->setState(job.pageId, PageState::Queued);
    emit streamed(job.pageId, composed(again));  // the editor drops what the first reading streamed
}

void JobQueue::setBackend(OcrBackend* backend) {
    if (m_backend == backend) return;
    cancelAll();
    if (m_backend) {
        m_backend->disconnect(this);
        // The old backend's answers to those cancels can no longer arrive (it is replaced, often
        // deleted): its pages end here as cancelled, with what they streamed, instead of staying
        // "being read" with no way to cancel or read them again.
        const QList<QUuid> sent = m_jobs.keys();
        m_backend = nullptr;
        for (const QUuid& jobId : sent) {
            OcrResult cancelled;
            cancelled.jobId = jobId;
            cancelled.outcome = OcrOutcome::Cancelled;
            onFinished(cancelled);
        }
    }
    m_backend = backend;
    if (!m_backend) return;
    connect(m_backend, &OcrBackend::started, this, &JobQueue::onStarted);
    connect(m_backend, &OcrBackend::textAppended, this, &JobQueue::onText);
    connect(m_backend, &OcrBackend::logprobsAppended, this, &JobQueue::onLogprobs);
    connect(m_backend, &OcrBackend::finished, this, &JobQueue::onFinished);
}

void JobQueue::setMode(OcrMode mode, const ModelProfile& profile) {
    m_mode = mode;
    m_profile = profile;
}

bool JobQueue::isPageBusy(const QUuid& pageId) const {
    for (const Job& job : m_jobs)
        if (job.pageId == pageId) return true;
    return false;
}

void JobQueue::recognizePages(const QList<QUuid>& pageIds) {
    submitPages(pageIds, m_sampling);
}

void JobQueue::recognizePagesWithPenalty(const QList<QUuid>& pageIds, double repetitionPenalty) {
    SamplingSettings sampling = m_sampling;
    sampling.repetitionPenalty = repetitionPenalty;
    submitPages(pageIds, sampling);
}

void JobQueue::submitPages(const QList<QUuid>& pageIds, const SamplingSettings& sampling) {
    for (const QUuid& pageId : pageIds) {
        if (isPageBusy(pageId)) continue;
        if (m_images->size(pageId).isEmpty() && !m_images->isExpected(pageId)) {
            m_project->setState(pageId, PageState::Failed, tr("the page image is not available"));
            continue;
        }
        submit(pageId, {}, {}, sampling);
    }
    sendWaiting();
}

void JobQueue::sendWaiting() {
    for (qsizetype next = 0; m_backend && next < m_unsent.size() && m_jobs.size() - m_unsent.size() < kMaxSentPages;) {
        const QUuid jobId = m_unsent.at(next);
        const auto it = m_jobs.find(jobId);
        if (it != m_jobs.end() && it->unsent && m_images->isExpected(it->pageId)) {
            ++next;  // its image is still being rendered: the next page meanwhile
            continue;
        }
        m_unsent.removeAt(next);
        if (it == m_jobs.end() || !it->unsent) continue;
        const QImage image = m_images->image(it->pageId);
        if (image.isNull()) {  // its spool file could not be read back
            OcrResult failed;
            failed.jobId = jobId;
            failed.outcome = OcrOutcome::Failed;
            failed.error = tr("the page image is not available");
            onFinished(failed);
            continue;
        }
        OcrRequest request = *std::exchange(it->unsent, std::nullopt);
        request.image = image;
        if (it->regionId.isNull()) {
            const Page* page = m_project->page(it->pageId);
            it->sentRotation = page ? page->rotation : 0;
            it->sentSkew = page ? page->skew : 0;
            m_sentPageJobs.insert(it->pageId, jobId);
        }
        m_backend->submit(request);
    }
}

void JobQueue::cancelUnsent(QList<QUuid> jobIds) {
    for (const QUuid& jobId : jobIds) m_unsent.removeOne(jobId);
    for (const QUuid& jobId : jobIds) {
        OcrResult cancelled;
        cancelled.jobId = jobId;
        cancelled.outcome = OcrOutcome::Cancelled;
        onFinished(cancelled);
    }
}

void JobQueue::recognizeRegion(const QUuid& pageId, const QUuid& regionId) {
    const Page* page = m_project->page(pageId);
    if (!page || isPageBusy(pageId)) return;
    for (const Region& region : page->regions) {
        if (region.id != regionId) continue;
        const QImage crop = m_images->crop(pageId, region.rect);
        if (crop.isNull()) {
            emit error(tr("The region lies outside the page."));
            return;
        }
        if (crop.width() < kSmallestRegionSide || crop.height() < kSmallestRegionSide) {
            // The model makes pages of text out of a few pixels: nothing to read, much to undo.
            emit error(tr("The region is too small to read (%1 × %2 pixels). Draw it around the words.")
                           .arg(crop.width())
                           .arg(crop.height()));
            return;
        }
        submit(pageId, regionId, crop, m_sampling);
        return;
    }
}

void JobQueue::submit(const QUuid& pageId, const QUuid& regionId, const QImage& image,
                      const SamplingSettings& sampling) {
    if (!m_backend) {
        emit error(
            tr("No OCR model is loaded. Choose a model folder or download the model first."));
        return;
    }
    if (m_jobs.isEmpty()) {
        m_done = m_cancelled = m_failed = m_total = m_tokens = 0;
        m_speed.startRun(m_clock.elapsed());
    }
    const OcrRequest request = makeRequest(regionId.isNull(), image, sampling);
    Job job;
    job.pageId = pageId;
    job.regionId = regionId;
    job.sampling = sampling;
    if (const Page* page = m_project->page(pageId)) {
        job.hadText = !page->editedText.trimmed().isEmpty();
        const bool inProgress = page->state == PageState::Queued || page->state == PageState::Running;
        job.stateBefore = inProgress ? PageState::Idle : page->state;
        job.errorBefore = page->error;
    }
    if (!regionId.isNull()) {
        const Page* page = m_project->page(pageId);
        job.baseText = page->editedText;
        for (const Region& region : page->regions)
            if (region.id == regionId) job.oldBlock = region.rawText;
        job.layout = layoutOf(pageId, regionId);
    }
    if (image.isNull()) {
        job.unsent = request;
        m_unsent << request.jobId;
    }
    m_jobs.insert(request.jobId, job);
    ++m_total;
    m_project->setState(pageId, PageState::Queued);
    emit progressChanged(m_done, m_total, m_tokens);
    if (!job.unsent) m_backend->submit(request);
}

OcrRequest JobQueue::makeRequest(bool wholePage, const QImage& image, const SamplingSettings& sampling) const {
    OcrRequest request;
    request.image = image;
    request.languages = m_project->languages();
    request.sampling = sampling;
    if (m_confidenceThreshold > 0) request.sampling.logprobs = std::max(request.sampling.logprobs, 0);
    if (wholePage && m_mode == OcrMode::Grounding) {
        request.instruction = ocrModeInstruction(m_mode);
        request.sampling.greedy = false;  // grounding output degrades under greedy decoding
        request.sampling.temperature = m_profile.temperature;
        request.sampling.topP = m_profile.topP;
    }
    return request;
}

QString JobQueue::composed(const Job& job) const {
    // Through the parser even before a marker arrives: the start of one is never shown.
    if (job.regionId.isNull()) return groundingToMarkdown(job.grounding.blocks());
    return placeRegionBlock(job.baseText, job.oldBlock, job.text, job.layout);
}

RegionLayout JobQueue::layoutOf(const QUuid& pageId, const QUuid& regionId) const {
    RegionLayout layout;
    const Page* page = m_project->page(pageId);
    if (!page) return layout;
    layout.pageSize = m_images->size(pageId);
    for (const Region& region : page->regions) {
        if (region.id == regionId)
            layout.rect = region.rect;
        else
            layout.others.append({region.rect, region.rawText});
    }
    return layout;
}

void JobQueue::applyResult(const Job& job, const QString& text, bool partial) {
    if (job.regionId.isNull()) {
        // Grounding output: the blocks go to the layout, their Markdown to the editor; the
        // model's text is kept verbatim as the raw text.
        const QList<LayoutBlock> layout = looksLikeGrounding(text) ? parseGrounding(text) : QList<LayoutBlock>();
        m_project->setRawText(job.pageId, text);
        m_project->setLayout(job.pageId, layout);
        m_project->setRecognizedText(job.pageId, layout.isEmpty() ? text : groundingToMarkdown(layout), partial);
        if (layout.isEmpty() && job.confidence.hasTokens())
            m_project->setLowConfidence(job.pageId, job.confidence.lowSpans(streamedPart(text, job.text), m_confidenceThreshold));
        return;
    }
    // Edits made while the job ran are kept: compose against the current texts and layout.
    const Page* page = m_project->page(job.pageId);
    const RegionLayout layout = layoutOf(job.pageId, job.regionId);
    const QString edited = placeRegionBlock(page->editedText, job.oldBlock, text, layout);
    const QString recognized = placeRegionBlock(page->recognizedText, job.oldBlock, text, layout);
    m_project->setRegionRawText(job.pageId, job.regionId, text.trimmed());
    m_project->setTexts(job.pageId, recognized, edited, partial);  // drops the old block's spans
    if (job.confidence.hasTokens()) {
        // The block's spans, moved from the region's text to where its block sits in the page.
        const QString block = text.trimmed();
        const qsizetype at = findRegionBlock(edited, block).start;
        qsizetype lead = 0;
        while (lead < text.size() && text[lead].isSpace()) ++lead;
        QList<ConfidenceSpan> spans = m_project->page(job.pageId)->lowConfidence;
        for (ConfidenceSpan span : job.confidence.lowSpans(streamedPart(text, job.text), m_confidenceThreshold)) {
            if (at < 0) break;
            span.start += at - lead;
            spans.append(span);
        }
        std::sort(spans.begin(), spans.end(), [](const ConfidenceSpan& a, const ConfidenceSpan& b) { return a.start < b.start; });
        m_project->setLowConfidence(job.pageId, spans);
    }
    // A block recognized again through its box: the layout block takes the new text.
    QList<LayoutBlock> blocks = page->layout;
    const QSize size = m_images->size(job.pageId);
    const auto sameRect = [](const QRect& a, const QRect& b) {
        return std::abs(a.left() - b.left()) <= 2 && std::abs(a.top() - b.top()) <= 2 &&
               std::abs(a.right() - b.right()) <= 2 && std::abs(a.bottom() - b.bottom()) <= 2;
    };
    for (LayoutBlock& b : blocks)
        if (b.hasBox && sameRect(b.box.toPixels(size).toRect(), layout.rect)) b.text = text.trimmed();
    m_project->setLayout(job.pageId, blocks);
}

QString JobQueue::liveText(const QUuid& pageId) const {
    for (const Job& job : m_jobs)
        if (job.pageId == pageId) return composed(job);
    return {};
}

QList<QUuid> JobQueue::pagesBeingRead() const {
    QList<QUuid> pages;
    for (const Job& job : m_jobs)
        if (job.started && job.tokens == 0 && !pages.contains(job.pageId)) pages << job.pageId;
    return pages;
}

void JobQueue::onStarted(const QUuid& jobId) {
    auto it = m_jobs.find(jobId);
    if (it == m_jobs.end() || it->started) return;
    it->started = true;
    if (it->regionId.isNull()) m_speed.pageStarted(jobId, m_clock.elapsed());
    if (it->tokens == 0) m_project->setState(it->pageId, PageState::Running);
    emit progressChanged(m_done, m_total, m_tokens);
}

void JobQueue::onText(const QUuid& jobId, const QString& delta) {
    auto it = m_jobs.find(jobId);
    if (it == m_jobs.end()) return;
    if (it->tokens == 0 && !it->started) m_project->setState(it->pageId, PageState::Running);
    if (!it->started && it->regionId.isNull()) m_speed.pageStarted(jobId, m_clock.elapsed());
    it->started = true;
    it->text += delta;
    it->confidence.addText(delta);
    ++it->tokens;
    if (it->regionId.isNull()) {
        it->grounding.feed(delta);
        // The boxes fill in on the page as the blocks stream.
        if (it->grounding.sawMarker()) m_project->setLayout(it->pageId, it->grounding.blocks());
    }
    ++m_tokens;
    m_speed.addTokens(1, m_clock.elapsed());
    emit streamed(it->pageId, composed(*it));
    emit progressChanged(m_done, m_total, m_tokens);
}

void JobQueue::onLogprobs(const QUuid& jobId, const TokenLogprobs& logprobs) {
    auto it = m_jobs.find(jobId);
    if (it != m_jobs.end()) it->confidence.addToken(logprobs.chosen.logprob);
}

void JobQueue::onFinished(const OcrResult& result) {
    auto it = m_jobs.find(result.jobId);
    if (it == m_jobs.end()) return;
    const Job job = *it;
    m_jobs.erase(it);
    if (job.regionId.isNull() && m_sentPageJobs.value(job.pageId) == result.jobId) m_sentPageJobs.remove(job.pageId);
    if (job.readAgain && m_project->page(job.pageId)) {
        // Whatever it read (cancelled, or finished before the cancel arrived) was the page as
        // it lay before the turn: nothing of it is kept, and the page still counts once.
        m_speed.pageAbandoned(result.jobId, m_clock.elapsed());
        requeueFirst(job);
        sendWaiting();
        emit progressChanged(m_done, m_total, m_tokens);
        return;
    }
    if (result.outcome == OcrOutcome::Cancelled)
        ++m_cancelled;
    else
        ++m_done;
    if (result.outcome == OcrOutcome::Failed) ++m_failed;
    m_tokens += std::max(0, result.generatedTokens - job.tokens);  // deltas can merge tokens
    // Regions are much shorter than pages: only whole pages tell how long a page takes.
    const bool pageWithText = job.regionId.isNull() && result.outcome != OcrOutcome::Cancelled &&
                              result.outcome != OcrOutcome::Failed;
    if (pageWithText) m_speed.pageFinished(result.jobId, m_clock.elapsed());
    else if (job.regionId.isNull()) m_speed.pageAbandoned(result.jobId, m_clock.elapsed());
    if (m_project->page(job.pageId)) {
        switch (result.outcome) {
            case OcrOutcome::Finished:
                applyResult(job, result.text, false);
                // A region recognized in full leaves a cut elsewhere on the page as it was.
                if (job.regionId.isNull()) m_project->setCut(job.pageId, RecognitionCut::None);
                m_project->setState(job.pageId, PageState::Done);
                break;
            case OcrOutcome::Truncated:
                applyResult(job, result.text, false);
                m_project->setCut(job.pageId, RecognitionCut::TokenLimit);
                m_project->setState(job.pageId, PageState::Done,
                                    tr("stopped at the token limit"));
                break;
            case OcrOutcome::Looped:
                applyResult(job, result.text, false);
                m_project->setCut(job.pageId, RecognitionCut::Loop);
                m_project->setState(job.pageId, PageState::Done,
                                    tr("stopped: the text kept repeating itself"));
                break;
            case OcrOutcome::Cancelled:
                // A page that had text keeps it: a stopped reading replaces nothing (the user may
                // have corrected it for hours). Otherwise what streamed before the stop is the
                // user's to keep, marked as partial.
                if (job.regionId.isNull() && job.hadText) {
                    m_project->setState(job.pageId, job.stateBefore, job.errorBefore);
                } else if (!job.text.trimmed().isEmpty()) {
                    applyResult(job, job.text, true);
                    m_project->setState(job.pageId, PageState::Cancelled,
                                        tr("partial text: cancelled after %1 tokens").arg(job.tokens));
                } else {
                    m_project->setState(job.pageId, PageState::Cancelled);
                }
                break;
            case OcrOutcome::Failed:
                // A page read before keeps its text, and what that reading was (a cut, a
                // state): only the message says that reading it again failed.
                if (job.hadText)
                    m_project->setState(job.pageId, job.stateBefore,
                                        tr("reading it again failed (%1): the text is from the "
                                           "earlier reading")
                                            .arg(result.error));
                else
                    m_project->setState(job.pageId, PageState::Failed, result.error);
                emit error(result.error);
                break;
        }
    }
    emit progressChanged(m_done, m_total, m_tokens);
    if (!job.unsent) sendWaiting();  // a place among the sent pages is free
    if (m_jobs.isEmpty()) emit idle();
}

void JobQueue::cancelAll() {
    if (!m_backend) return;
    // The waiting ones first, so that no cancellation of a sent job sends one of them; and no
    // page turned meanwhile goes back in line.
    for (Job& job : m_jobs) job.readAgain = false;
    cancelUnsent(m_unsent);
    for (const QUuid& jobId : m_jobs.keys()) m_backend->cancel(jobId);
}

}  // namespace folio

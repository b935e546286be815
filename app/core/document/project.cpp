#include "project.h"

#include <QSet>
#include <algorithm>

namespace folio {

namespace {
// QRect::normalized() shifts inverted rectangles by a pixel; keep the corners the user drew.
QRect cornersToRect(const QRect& r) {
    return QRect(QPoint(std::min(r.left(), r.right()), std::min(r.top(), r.bottom())),
                 QPoint(std::max(r.left(), r.right()), std::max(r.top(), r.bottom())));
}
}  // namespace

QString pageStateName(PageState state) {
    switch (state) {
    case PageState::Idle: return QObject::tr("not recognized");
    case PageState::Queued: return QObject::tr("queued");
    case PageState::Running: return QObject::tr("reading");
    case PageState::Done: return QObject::tr("done");
    case PageState::Failed: return QObject::tr("failed");
    case PageState::Cancelled: return QObject::tr("cancelled");
    }
    return {};
}

Project::Project(QObject* parent) : QObject(parent) {}

int Project::indexOf(const QUuid& pageId) const {
    // Looked up for every page by every view: a scan of the list made a 100,000-page project
    // take minutes to show. Rebuilt after the order changed, checked on each use.
    if (m_rows.size() != m_pages.size()) {
        m_rows.clear();
        m_rows.reserve(m_pages.size());
        for (int i = 0; i < m_pages.size(); ++i)
            if (!m_rows.contains(m_pages[i].id)) m_rows.insert(m_pages[i].id, i);  // the first, as a scan found
    }
    const int row = m_rows.value(pageId, -1);
    return row >= 0 && row < m_pages.size() && m_pages[row].id == pageId ? row : -1;
}

const Page* Project::page(const QUuid& pageId) const {
    const int i = indexOf(pageId);
    return i < 0 ? nullptr : &m_pages[i];
}

Page* Project::mutablePage(const QUuid& pageId) {
    const int i = indexOf(pageId);
    return i < 0 ? nullptr : &m_pages[i];
}

void Project::touch(const QUuid& pageId) {
    setModified(true);
    emit pageChanged(pageId);
}

QUuid Project::addPage(const Page& page, int position) {
    if (position < 0 || position > m_pages.size()) position = m_pages.size();
    m_pages.insert(position, page);
    m_rows.clear();
    setModified(true);
    emit pageAdded(page.id);
    return page.id;
}

void Project::removePage(const QUuid& pageId) {
    const int i = indexOf(pageId);
    if (i < 0) return;
    m_pages.removeAt(i);
    m_rows.clear();
    m_confidenceHistory.remove(pageId);
    setModified(true);
    emit pageRemoved(pageId);
}

void Project::movePage(int from, int to) {
    if (from < 0 || from >= m_pages.size() || to < 0 || to >= m_pages.size() || from == to) return;
    m_pages.move(from, to);
    m_rows.clear();
    setModified(true);
    emit pagesReordered();
}

void Project::setEditedText(const QUuid& pageId, const QString& text) {
    Page* p = mutablePage(pageId);
    if (!p || p->editedText == text) return;
    p->lowConfidence = spansForText(*p, text);
    p->editedText = text;
    touch(pageId);
}

void Project::setRawText(const QUuid& pageId, const QString& text) {
    Page* p = mutablePage(pageId);
    if (!p) return;
    p->rawText = text;
    touch(pageId);
}

void Project::setLayout(const QUuid& pageId, const QList<LayoutBlock>& blocks) {
    Page* p = mutablePage(pageId);
    if (!p || p->layout == blocks) return;
    p->layout = blocks;
    touch(pageId);
}

void Project::setOrientation(const QUuid& pageId, int rotation, double skew, bool detected) {
    Page* p = mutablePage(pageId);
    rotation = ((rotation % 360) + 360) % 360;
    if (!p || (p->rotation == rotation && p->skew == skew && p->orientationDetected == detected)) return;
    p->rotation = rotation;
    p->skew = skew;
    p->orientationDetected = detected;
    touch(pageId);
}

QList<QUuid> Project::relinkSource(const QString& oldPath, const QString& newPath) {
    QList<QUuid> changed;
    for (Page& page : m_pages) {
        if (page.source.filePath != oldPath) continue;
        page.source.filePath = newPath;
        changed << page.id;
    }
    bool importMoved = false;
    for (UnfinishedImport& unfinished : m_unfinishedImports) {
        if (unfinished.filePath != oldPath) continue;
        unfinished.filePath = newPath;
        importMoved = true;
    }
    for (const QUuid& id : changed) touch(id);
    if (importMoved) setModified(true);
    return changed;
}

void Project::setBlank(const QUuid& pageId, bool blank) {
    Page* p = mutablePage(pageId);
    if (!p || p->blank == blank) return;
    p->blank = blank;
    touch(pageId);
}

QList<ConfidenceSpan> Project::spansForText(const Page& page, const QString& after, bool sameReading) {
    ConfidenceHistory& history = m_confidenceHistory[page.id];
    history.remember(page.editedText, page.lowConfidence);
    if (!sameReading) return {};
    if (std::optional<QList<ConfidenceSpan>> known = history.recall(after)) return *known;
    return spansAfterTextChange(page.lowConfidence, page.editedText, after);
}

void Project::setRecognizedText(const QUuid& pageId, const QString& text, bool partial) {
    Page* p = mutablePage(pageId);
    if (!p) return;
    p->recognizedText = text;
    p->lowConfidence = spansForText(*p, text, false);  // the reading's own come with setLowConfidence
    p->editedText = text;
    p->partial = partial;
    touch(pageId);
}

void Project::setTexts(const QUuid& pageId, const QString& recognized, const QString& edited,
                       bool partial) {
    Page* p = mutablePage(pageId);
    if (!p) return;
    p->recognizedText = recognized;
    p->lowConfidence = spansForText(*p, edited);
    p->editedText = edited;
    p->partial = partial;
    touch(pageId);
}

void Project::revertToRecognizedText(const QUuid& pageId) {
    Page* p = mutablePage(pageId);
    if (!p || !p->hasUserEdits()) return;
    p->lowConfidence = spansForText(*p, p->recognizedText);
    p->editedText = p->recognizedText;
    touch(pageId);
}

void Project::setLowConfidence(const QUuid& pageId, const QList<ConfidenceSpan>& spans) {
    Page* p = mutablePage(pageId);
    if (!p || p->lowConfidence == spans) return;
    p->lowConfidence = spans;
    touch(pageId);
}

std::optional<ConfidenceSpan> Project::acceptLowConfidence(const QUuid& pageId, qsizetype start) {
    Page* p = mutablePage(pageId);
    if (!p) return std::nullopt;
    const auto at = std::find_if(p->lowConfidence.begin(), p->lowConfidence.end(),
                                 [start](const ConfidenceSpan& s) { return s.start == start; });
    if (at == p->lowConfidence.end()) return std::nullopt;
    const ConfidenceSpan accepted = *at;
    p->lowConfidence.erase(at);
    touch(pageId);
    return accepted;
}

void Project::restoreLowConfidence(const QUuid& pageId, const ConfidenceSpan& span) {
    Page* p = mutablePage(pageId);
    if (!p || p->lowConfidence.contains(span) || span.end() > p->editedText.size()) return;
    const auto before = std::find_if(p->lowConfidence.begin(), p->lowConfidence.end(),
                                     [&span](const ConfidenceSpan& s) { return s.start > span.start; });
    p->lowConfidence.insert(before, span);
    touch(pageId);
}

void Project::setState(const QUuid& pageId, PageState state, const QString& error) {
    Page* p = mutablePage(pageId);
    if (!p) return;
    p->state = state;
    p->error = error;
    emit pageChanged(pageId);
}

void Project::setCut(const QUuid& pageId, RecognitionCut cut) {
    Page* p = mutablePage(pageId);
    if (!p || p->cut == cut) return;
    p->cut = cut;
    touch(pageId);
}

QUuid Project::addRegion(const QUuid& pageId, const QRect& rect) {
    Page* p = mutablePage(pageId);
    if (!p) return {};
    Region r;
    r.rect = cornersToRect(rect);
    p->regions.append(r);
    touch(pageId);
    return r.id;
}

void Project::setRegionRect(const QUuid& pageId, const QUuid& regionId, const QRect& rect) {
    Page* p = mutablePage(pageId);
    if (!p) return;
    for (Region& r : p->regions)
        if (r.id == regionId) r.rect = cornersToRect(rect);
    touch(pageId);
}

void Project::setRegionRawText(const QUuid& pageId, const QUuid& regionId, const QString& text) {
    Page* p = mutablePage(pageId);
    if (!p) return;
    for (Region& r : p->regions)
        if (r.id == regionId) r.rawText = text;
    touch(pageId);
}

void Project::removeRegion(const QUuid& pageId, const QUuid& regionId) {
    Page* p = mutablePage(pageId);
    if (!p) return;
    p->regions.removeIf([&](const Region& r) { return r.id == regionId; });
    touch(pageId);
}

void Project::setRegions(const QUuid& pageId, const QList<Region>& regions) {
    Page* p = mutablePage(pageId);
    if (!p || p->regions == regions) return;
    p->regions = regions;
    touch(pageId);
}

void Project::setLanguages(const QStringList& languages) {
    // A set: the same languages listed in another order (the language button's) change nothing.
    if (QSet<QString>(languages.begin(), languages.end()) == QSet<QString>(m_languages.begin(), m_languages.end()))
        return;
    m_languages = languages;
    setModified(true);
}

void Project::setModified(bool modified) {
    if (modified) ++m_revision;
    if (m_modified != modified) {
        m_modified = modified;
        emit modifiedChanged(modified);
    }
    if (modified) emit edited();
}

void Project::setImportProgress(const QString& filePath, int nextPage, int pageCount) {
    const auto same = [&](const UnfinishedImport& u) { return u.filePath == filePath; };
    const auto found = std::find_if(m_unfinishedImports.begin(), m_unfinishedImports.end(), same);
    if (nextPage >= pageCount) {
        if (found == m_unfinishedImports.end()) return;
        m_unfinishedImports.erase(found);
    } else if (found == m_unfinishedImports.end()) {
        m_unfinishedImports.append({filePath, nextPage, pageCount});
    } else {
        if (found->nextPage == nextPage && found->pageCount == pageCount) return;
        *found = {filePath, nextPage, pageCount};
    }
    setModified(true);
}

ProjectSnapshot Project::snapshot() const { return {m_pages, m_languages, m_settings, m_unfinishedImports}; }

void Project::restore(const ProjectSnapshot& snapshot) {
    m_pages = snapshot.pages;
    m_rows.clear();
    m_languages = snapshot.languages;
    m_settings = snapshot.settings;
    m_unfinishedImports = snapshot.unfinishedImports;
    m_confidenceHistory.clear();
    ++m_revision;
    emit projectReset();
    setModified(false);
}

}  // namespace folio

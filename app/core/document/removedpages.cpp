#include "removedpages.h"

#include <algorithm>

namespace folio {

RemovedPages::RemovedPages(Project* project, PageImages* images, QObject* parent)
    : QObject(parent), m_project(project), m_images(images) {
    connect(m_project, &Project::projectReset, this, &RemovedPages::forget);
}

int RemovedPages::remove(const QList<QUuid>& pageIds) {
    QList<Removed> step;
    for (const QUuid& id : pageIds)
        if (const Page* page = m_project->page(id)) step.append({*page, m_project->indexOf(id), {}});
    if (step.isEmpty()) return 0;
    std::sort(step.begin(), step.end(), [](const Removed& a, const Removed& b) { return a.position < b.position; });
    for (auto it = step.rbegin(); it != step.rend(); ++it) {  // from the end: the list shifts least
        it->image = m_images->take(it->page.id);
        m_project->removePage(it->page.id);
    }
    m_steps.append(step);
    emit changed();
    return int(step.size());
}

QList<QUuid> RemovedPages::restoreLast() {
    if (m_steps.isEmpty()) return {};
    const QList<Removed> step = m_steps.takeLast();
    QList<QUuid> restored;
    for (const Removed& removed : step) {  // in ascending places, so each lands where it was
        Page page = removed.page;
        // A new identity: answers still arriving for the cancelled recognition of the removed
        // page must not land in the restored one.
        page.id = QUuid::createUuid();
        if (page.state == PageState::Queued) page.state = PageState::Idle;
        if (page.state == PageState::Running) page.state = PageState::Cancelled;  // with what it had streamed
        m_images->setOrientation(page.id, page.rotation, page.skew);
        m_images->restore(page.id, removed.image);  // before the page, so views find it
        m_project->addPage(page, removed.position);
        restored << page.id;
    }
    emit changed();
    return restored;
}

void RemovedPages::forget() {
    if (m_steps.isEmpty()) return;
    m_steps.clear();
    emit changed();
}

}  // namespace folio

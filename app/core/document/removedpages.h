// Pages the user removed, kept so that they can be brought back: each removal (one page or a
// selection of hundreds) is one step, restored at the places the pages had, with their texts,
// regions, orientation and images. The Delete key sits beside the page list, and a removed page
// may hold hours of proofreading. Forgotten when another project is shown.
#pragma once

#include <QList>
#include <QObject>
#include <QUuid>

#include "document/project.h"
#include "import/pageimages.h"

namespace folio {

class RemovedPages : public QObject {
    Q_OBJECT
public:
    RemovedPages(Project* project, PageImages* images, QObject* parent = nullptr);

    // Removes those of the pages the project has, as one step; how many were removed.
    int remove(const QList<QUuid>& pageIds);
    bool canRestore() const { return !m_steps.isEmpty(); }
    int lastStepSize() const { return m_steps.isEmpty() ? 0 : int(m_steps.last().size()); }
    // Puts the last step's pages back. A page that was waiting or being read comes back as not
    // recognized or cancelled (the removal cancelled its job). Returns the restored pages, in order.
    QList<QUuid> restoreLast();
    void forget();

signals:
    void changed();

private:
    struct Removed {
        Page page;
        int position = 0;
        PageImages::Kept image;  // before turning, on disk once spooled: PageImages turns it as the page says
    };
    Project* m_project;
    PageImages* m_images;
    QList<QList<Removed>> m_steps;
};

}  // namespace folio

// The thumbnail list of pages: shows each page's number and state, reorders by drag and
// drop, deletes with the Delete key. Mirrors the project; every change goes through it.
#pragma once

#include <QListWidget>
#include <QUuid>

namespace folio {

class Project;
class PageImages;

class PageList : public QListWidget {
    Q_OBJECT
public:
    PageList(Project* project, PageImages* images, QWidget* parent = nullptr);

    QUuid currentPageId() const;
    void setCurrentPageId(const QUuid& pageId);
    QList<QUuid> selectedPageIds() const;  // in document order
    void removeSelectedPages();

signals:
    void currentPageChanged(const QUuid& pageId);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void rebuild();
    void applyOrderToProject();  // the list's order becomes the project's page order
    void refresh(const QUuid& pageId);
    QListWidgetItem* itemFor(const QUuid& pageId) const;
    QIcon thumbnail(const QUuid& pageId) const;

    Project* m_project;
    PageImages* m_images;
    bool m_rebuilding = false;
};

}  // namespace folio

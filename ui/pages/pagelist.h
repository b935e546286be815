// The thumbnail list of pages: shows each page's number and state, reorders by drag and
// drop (a page dropped on a thumbnail goes before or after it, by which half it lands on),
// takes files dropped from outside, asks to remove the selected pages on the Delete key.
// Mirrors the project; every change goes through it. A page added or removed changes one row
// (the numbers after it follow once the event loop runs, so hundreds at once stay cheap), and
// the list is rebuilt from the project whenever the two could differ.
#pragma once

#include <QCache>
#include <QHash>
#include <QImage>
#include <QListWidget>
#include <QSet>
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
    void removeSelectedPages();  // asks: removeRequested
    void selectPages(const QList<QUuid>& pageIds);  // added to the selection
    // Puts the project's pages in `order` (ids of its pages); true when any moved. An undoable
    // move says what the order was before (reordered).
    bool applyOrder(const QList<QUuid>& order, bool undoable = true);

    // The drag's payload: the ids of the dragged pages, in document order.
    static constexpr const char* kPageIdsMime = "application/x-folio-page-ids";

signals:
    void currentPageChanged(const QUuid& pageId);
    void reordered(const QList<QUuid>& orderBefore);
    void filesDropped(const QStringList& paths);
    void removeRequested(const QList<QUuid>& pageIds);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QList<QListWidgetItem*>& items) const override;

private:
    void rebuild();
    static QListWidgetItem* newItem(const QUuid& pageId);  // a row for the page, not yet in the list
    void onPageAdded(const QUuid& pageId);
    void onPageRemoved(const QUuid& pageId);
    void renumberSoon();  // every row's number and state, once, when the event loop runs
    void applyOrderToProject();  // the list's order becomes the project's page order
    void movePagesTo(const QList<QUuid>& moving, const QPoint& dropPosition);
    void refresh(const QUuid& pageId);
    void refresh(QListWidgetItem* item);  // the list's own item: no search for it
    QListWidgetItem* itemFor(const QUuid& pageId) const;
    QIcon thumbnail(const QUuid& pageId) const;
    // Only the rows in view and near it hold thumbnails: a 20,000-page project would hold gigabytes
    // of them. The others show an empty canvas, shared.
    bool isNearView(int row) const;
    void updateThumbnailsInView();
    void updateThumbnailsSoon();

    Project* m_project;
    PageImages* m_images;
    bool m_rebuilding = false;
    bool m_renumberPending = false;
    bool m_currentRemoved = false;  // the current page went: say which page is current now, once
    // Page images scaled to the strip, by PageImages revision: a page is read from disk and
    // smoothly scaled in milliseconds, and a rebuild, or undoing the removal of hundreds of
    // pages, would redo every page's.
    mutable QCache<quint64, QImage> m_scaled{kScaledCacheKiB};  // cost: KiB
    static constexpr int kScaledCacheKiB = 64 * 1024;
    static constexpr int kRowsAroundView = 40;
    static constexpr int kMostRowsInView = 60;
    int m_nearFirst = 0;                   // rows with thumbnails: those in view, and some around
    int m_nearLast = 2 * kRowsAroundView;
    QSet<QUuid> m_withThumbnail;  // rows showing a page's thumbnail now
    bool m_thumbnailUpdatePending = false;
    mutable QHash<QUuid, quint64> m_shownRevision;  // the revision each page's row shows
};

}  // namespace folio
